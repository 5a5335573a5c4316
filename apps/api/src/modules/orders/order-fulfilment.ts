import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels, orders } from '../../db/schema/index.ts';

// Fulfilling an order is a transition of the order state service: order-state/order-transitions.ts.

/**
 * The amount a fulfilled order counts for in the loyalty programme (docs/adr/0025): what was paid for
 * the goods, so without delivery and without what redeemed points paid.
 */
export function loyaltyAmount(order: {
  total: number;
  shippingTotal: number;
  shippingPromotionTotal: number;
  loyaltyDiscount: number;
}): number {
  return Math.max(
    0,
    order.total - (order.shippingTotal - order.shippingPromotionTotal) - order.loyaltyDiscount,
  );
}

/** Orders with this number (numbers are per channel), optionally in one channel only. */
export async function findOrdersByNumber(
  db: Database,
  number: string,
  channelCode?: string,
): Promise<Array<{ id: number; channelCode: string }>> {
  return db
    .select({ id: orders.id, channelCode: channels.code })
    .from(orders)
    .innerJoin(channels, eq(channels.id, orders.channelId))
    .where(
      channelCode === undefined
        ? eq(orders.number, number)
        : and(eq(orders.number, number), eq(channels.code, channelCode)),
    )
    .orderBy(orders.id);
}
