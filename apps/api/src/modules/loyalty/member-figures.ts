import { SHOP_TIME_ZONE } from '@shop/contracts/constants';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { queryRows, toNumber } from '../search/sql-rows.ts';

/**
 * Loyalty members in a sales report (docs/adr/0054-sales-report.md): members now (not left), and those of
 * them who joined in a range of calendar days in the shop's time zone. A channel counts the members of its
 * programme's rule (`loyalty_rules.channel_id`); null: every channel.
 */
export async function memberFigures(
  db: Database,
  scope: { from: string; to: string; channelId: number | null },
): Promise<{ members: number; joined: number }> {
  const channel =
    scope.channelId === null
      ? sql``
      : sql` AND m.rule_id IN (SELECT r.id FROM loyalty_rules r WHERE r.channel_id = ${scope.channelId})`;
  const [row] = await queryRows<{ members: unknown; joined: unknown }>(
    db,
    sql`SELECT count(*) AS members,
          count(*) FILTER (WHERE m.joined_at >= ((${scope.from}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})
            AND m.joined_at < ((${scope.to}::date + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})) AS joined
        FROM loyalty_memberships m
        WHERE m.left_at IS NULL${channel}`,
  );
  return { members: toNumber(row?.members ?? 0), joined: toNumber(row?.joined ?? 0) };
}
