import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels, orderItems, orders, products, productVariants } from '../../db/schema/index.ts';

export interface OrderedProducts {
  orderId: number;
  number: string | null;
  state: string;
  email: string | null;
  localeCode: string;
  channelId: number;
  /** Distinct products of the order's live lines, in line order: a bundle counts as itself (the product
   * bought), gift cards and the gift-wrapping line are left out. */
  productIds: number[];
}

/** What a placed order bought, for mails after fulfilment (review links). Null for an unknown order. */
export async function loadOrderedProducts(db: Database, orderId: number): Promise<OrderedProducts | null> {
  const [order] = await db
    .select({
      orderId: orders.id,
      number: orders.number,
      state: orders.state,
      email: orders.email,
      localeCode: orders.localeCode,
      channelId: orders.channelId,
      giftWrappingCode: channels.giftWrappingCode,
    })
    .from(orders)
    .innerJoin(channels, eq(channels.id, orders.channelId))
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const lines = await db
    .select({ productId: productVariants.productId })
    .from(orderItems)
    .innerJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(orderItems.orderId, orderId),
        isNull(orderItems.deletedAt),
        isNull(orderItems.giftCardSum),
        order.giftWrappingCode ? ne(products.code, order.giftWrappingCode) : undefined,
      ),
    )
    .orderBy(orderItems.id);
  const { giftWrappingCode: _ignored, ...rest } = order;
  return { ...rest, productIds: [...new Set(lines.map((line) => line.productId))] };
}

/** The order's id by its number in any channel (the shop owner's CLI knows numbers, not ids). */
export async function findOrderIdByNumber(db: Database, number: string): Promise<number | null> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number)).limit(1);
  return row?.id ?? null;
}
