import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { orders } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/http-error.ts';

export type PlacedOrderRow = typeof orders.$inferSelect;

/**
 * A placed order's row, locked (`SELECT ... FOR UPDATE`) until the transaction ends: every transition
 * reads the states it checks under this lock, so two transitions of one order run one after the other
 * and the second sees what the first did. A cart or an unknown id is 404.
 */
export async function lockPlacedOrder(tx: Database, orderId: number): Promise<PlacedOrderRow> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ne(orders.state, 'cart')))
    .for('update');
  if (!order) throw notFound(`Order ${orderId} not found.`);
  return order;
}
