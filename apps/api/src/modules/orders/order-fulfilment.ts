import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels, orders, shipments } from '../../db/schema/index.ts';
import { notFound, violation } from '../../http/http-error.ts';
import { awardOrderLoyalty } from '../loyalty/loyalty-service.ts';
import { createReviewLinksForOrder } from '../reviews/service.ts';
import { settleOrderStock } from './order-inventory.ts';

/** Order states an order can be fulfilled from (`processing` for shops whose back office uses it). */
const FULFILLABLE = new Set(['new', 'processing']);

export interface FulfilmentResult {
  orderId: number;
  number: string | null;
  loyaltyPointsAwarded: number;
  /** Review links created and mailed for the order's products. */
  reviewLinksSent: number;
}

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

/**
 * Fulfils an order (state `new` -> `fulfilled`) in one transaction with its row locked, then awards its
 * customer's loyalty points and amount spent and mails the review links of its products. Any other state is a 422 naming it. Until the back office
 * (issue 8) exists, `npm run order:fulfil` calls this.
 */
export async function fulfilOrder(db: Database, orderId: number, now: Date): Promise<FulfilmentResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        number: orders.number,
        state: orders.state,
        customerId: orders.customerId,
        channelId: orders.channelId,
        total: orders.total,
        shippingTotal: orders.shippingTotal,
        shippingPromotionTotal: orders.shippingPromotionTotal,
        loyaltyDiscount: orders.loyaltyDiscount,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw notFound(`Order ${orderId} not found.`);
    if (!FULFILLABLE.has(order.state)) {
      throw violation(
        'state',
        `The order is in state "${order.state}": only a new order can be fulfilled.`,
        'order_not_fulfillable',
      );
    }
    await tx
      .update(orders)
      .set({ state: 'fulfilled', shippingState: 'shipped', fulfilledAt: now, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.state, order.state)));
    await tx.update(shipments).set({ state: 'shipped' }).where(eq(shipments.orderId, order.id));
    // The units completion put on hold leave the warehouse.
    await settleOrderStock(tx, order, 'sell');

    const loyaltyPointsAwarded = await awardOrderLoyalty(tx, {
      customerId: order.customerId,
      amount: loyaltyAmount(order),
    });

    // The review links of its products, mailed through the job queue in this transaction: they go out only
    // once the order is really fulfilled (spec: "review link ... emailed after fulfilment").
    const reviewLinks = await createReviewLinksForOrder(tx, order.id, now);

    return {
      orderId: order.id,
      number: order.number,
      loyaltyPointsAwarded,
      reviewLinksSent: reviewLinks.length,
    };
  });
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
