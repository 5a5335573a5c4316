import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orderItems, orders } from '../../db/schema/index.ts';

export interface VariantOrderUse {
  /** Variants on a line of a placed order (any state but cart). */
  placed: Set<number>;
  /** Variants on a line of a shopper's cart (deleted lines too: they can be restored). */
  inCarts: Set<number>;
}

/**
 * Which of these variants any order line holds: the back office may not delete those (their orders and
 * carts keep pointing at them), it disables them instead.
 */
export async function variantOrderUse(db: Database, variantIds: readonly number[]): Promise<VariantOrderUse> {
  const use: VariantOrderUse = { placed: new Set(), inCarts: new Set() };
  if (variantIds.length === 0) return use;
  const rows = await db
    .selectDistinct({ variantId: orderItems.variantId, state: orders.state })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inArray(orderItems.variantId, [...variantIds]));
  for (const row of rows) (row.state === 'cart' ? use.inCarts : use.placed).add(row.variantId);
  return use;
}

/** Whether any placed order holds one of these variants (the back office's `ordered` flag). */
export async function anyVariantOrdered(db: Database, variantIds: readonly number[]): Promise<boolean> {
  if (variantIds.length === 0) return false;
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.variantId, [...variantIds]), ne(orders.state, 'cart')))
    .limit(1);
  return row !== undefined;
}
