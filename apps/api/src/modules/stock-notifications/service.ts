import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { stockNotificationRequests } from '../../db/schema/index.ts';

export interface StockNotificationInput {
  /** Already trimmed and lower-cased. */
  email: string;
  productId: number;
  channelId: number;
  locale: string;
}

export interface StoredStockNotification {
  id: number;
  email: string;
  createdAt: Date;
}

/**
 * Stores a "tell me when it is back" request. An open request (not yet notified) for the same email and
 * product is returned instead of a second one, so repeated clicks never send two mails.
 */
export async function requestStockNotification(
  db: Database,
  input: StockNotificationInput,
): Promise<StoredStockNotification> {
  const columns = {
    id: stockNotificationRequests.id,
    email: stockNotificationRequests.email,
    createdAt: stockNotificationRequests.createdAt,
  };
  const [created] = await db
    .insert(stockNotificationRequests)
    .values(input)
    .onConflictDoNothing({
      target: [stockNotificationRequests.email, stockNotificationRequests.productId],
      where: sql`${stockNotificationRequests.notifiedAt} is null`,
    })
    .returning(columns);
  if (created) return created;
  const [existing] = await db
    .select(columns)
    .from(stockNotificationRequests)
    .where(
      and(
        eq(stockNotificationRequests.email, input.email),
        eq(stockNotificationRequests.productId, input.productId),
        isNull(stockNotificationRequests.notifiedAt),
      ),
    )
    .limit(1);
  if (!existing) throw new Error('The open stock notification request vanished while it was being stored');
  return existing;
}
