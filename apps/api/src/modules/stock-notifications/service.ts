import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { stockNotificationRequests } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';

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

/** Job kind: one back-in-stock mail (payload: requestId). */
export const BACK_IN_STOCK_EMAIL_JOB = 'back-in-stock-email';

/**
 * The product is back in stock: queues one mail per open request for it and marks them notified, in the
 * caller's transaction (the rows are locked, so a concurrent restock cannot mail them again). A later
 * request for the same product is a new open request. Returns how many mails were queued.
 */
export async function notifyBackInStock(db: Database, productId: number): Promise<number> {
  const open = await db
    .select({ id: stockNotificationRequests.id })
    .from(stockNotificationRequests)
    .where(
      and(eq(stockNotificationRequests.productId, productId), isNull(stockNotificationRequests.notifiedAt)),
    )
    .orderBy(stockNotificationRequests.id)
    .for('update');
  if (open.length === 0) return 0;
  for (const request of open) await enqueueJob(db, BACK_IN_STOCK_EMAIL_JOB, { requestId: request.id });
  await db
    .update(stockNotificationRequests)
    .set({ notifiedAt: sql`now()` })
    .where(
      and(
        inArray(
          stockNotificationRequests.id,
          open.map((request) => request.id),
        ),
        isNull(stockNotificationRequests.notifiedAt),
      ),
    );
  return open.length;
}
