import { SHOP_TIME_ZONE } from '@shop/contracts/constants';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { queryRows, toNumber } from '../search/sql-rows.ts';

/**
 * Returns in a sales report (docs/adr/0054-sales-report.md): those made in a range of calendar days in the
 * shop's time zone, cancelled ones left out; `refunds` is what those whose money went back refunded (the
 * items not cancelled less the method's fee, as `refundableAmount` of return-view.ts computes it).
 */
export async function returnFigures(
  db: Database,
  scope: { from: string; to: string; channelId: number | null },
): Promise<{ returns: number; refunds: number }> {
  const channel = scope.channelId === null ? sql`` : sql` AND r.channel_id = ${scope.channelId}`;
  const [row] = await queryRows<{ returns: unknown; refunds: unknown }>(
    db,
    sql`WITH counted AS (
          SELECT r.id, r.state, r.return_fee,
            (SELECT COALESCE(sum(i.amount), 0) FROM return_items i
               WHERE i.return_id = r.id AND i.state <> 'cancelled') AS goods
          FROM returns r
          WHERE r.state <> 'cancelled'
            AND r.created_at >= ((${scope.from}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})
            AND r.created_at < ((${scope.to}::date + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})${channel}
        )
        SELECT count(*) AS returns,
          COALESCE(sum(GREATEST(0, goods - return_fee)) FILTER (WHERE state IN ('money_returned', 'fulfilled')), 0)
            AS refunds
        FROM counted`,
  );
  return { returns: toNumber(row?.returns ?? 0), refunds: toNumber(row?.refunds ?? 0) };
}
