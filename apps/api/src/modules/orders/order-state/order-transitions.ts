import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { orders, payments, shipments } from '../../../db/schema/index.ts';
import { awardOrderLoyalty } from '../../loyalty/loyalty-service.ts';
import { createReviewLinksForOrder } from '../../reviews/service.ts';
import { loyaltyAmount } from '../order-fulfilment.ts';
import { settleOrderStock } from '../order-inventory.ts';
import { giveBackCancelledOrder } from './cancel-effects.ts';
import { lockPlacedOrder, type PlacedOrderRow } from './locked-order.ts';
import { auditOrderTransition, type OrderActor } from './order-audit.ts';
import {
  assertAction,
  canApply,
  ORDER_MACHINE,
  PAYMENT_MACHINE,
  SHIPPING_MACHINE,
  targetOf,
} from './state-machines.ts';

interface TransitionInput {
  orderId: number;
  actor: OrderActor;
  now: Date;
}

/** `new -> processing` ("In progress"), with one audit line. */
export async function processOrder(db: Database, input: TransitionInput): Promise<PlacedOrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockPlacedOrder(tx, input.orderId);
    assertAction(order, 'process');
    const state = targetOf(ORDER_MACHINE, 'process');
    await tx.update(orders).set({ state, updatedAt: input.now }).where(eq(orders.id, order.id));
    await auditOrderTransition(tx, {
      order,
      action: 'process',
      actor: input.actor,
      summary: 'in progress',
      to: { state },
      now: input.now,
    });
    return { ...order, state, updatedAt: input.now };
  });
}

export interface FulfilmentResult {
  orderId: number;
  number: string | null;
  loyaltyPointsAwarded: number;
  /** Review links created and mailed for the order's products. */
  reviewLinksSent: number;
}

/**
 * `new | processing -> fulfilled`, the shipment `ready -> shipped`: the units completion put on hold leave
 * on hand and hold, the customer earns loyalty points and amount spent, the review links of its products
 * are mailed (through the job queue, so only once the order really is fulfilled); one audit line.
 */
export async function fulfilOrder(db: Database, input: TransitionInput): Promise<FulfilmentResult> {
  return db.transaction(async (tx) => {
    const order = await lockPlacedOrder(tx, input.orderId);
    assertAction(order, 'fulfil');
    const state = targetOf(ORDER_MACHINE, 'fulfil');
    const shippingState = targetOf(SHIPPING_MACHINE, 'ship');
    await tx
      .update(orders)
      .set({ state, shippingState, fulfilledAt: input.now, updatedAt: input.now })
      .where(eq(orders.id, order.id));
    await tx.update(shipments).set({ state: shippingState }).where(eq(shipments.orderId, order.id));
    await settleOrderStock(tx, order, 'sell');
    const loyaltyPointsAwarded = await awardOrderLoyalty(tx, {
      customerId: order.customerId,
      amount: loyaltyAmount(order),
    });
    const reviewLinks = await createReviewLinksForOrder(tx, order.id, input.now);
    await auditOrderTransition(tx, {
      order,
      action: 'fulfil',
      actor: input.actor,
      summary: `fulfilled; ${loyaltyPointsAwarded} loyalty points awarded, ${reviewLinks.length} review links mailed`,
      to: { state, shippingState },
      details: { loyaltyPointsAwarded, reviewLinksSent: reviewLinks.length },
      now: input.now,
    });
    return {
      orderId: order.id,
      number: order.number,
      loyaltyPointsAwarded,
      reviewLinksSent: reviewLinks.length,
    };
  });
}

/**
 * `new | processing -> cancelled`, the shipment cancelled and an awaiting payment cancelled: the units on
 * hold, the promotion and coupon uses, redeemed points and what a gift card paid go back. A paid payment
 * stays paid and the audit line says to refund the customer (refundOrderPayment records it).
 */
export async function cancelOrder(db: Database, input: TransitionInput): Promise<PlacedOrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockPlacedOrder(tx, input.orderId);
    assertAction(order, 'cancel');
    const given = await giveBackCancelledOrder(tx, order);
    const state = targetOf(ORDER_MACHINE, 'cancel');
    const shippingState = targetOf(SHIPPING_MACHINE, 'cancel');
    const paymentCancelled = canApply(PAYMENT_MACHINE, order.paymentState, 'cancel');
    const paymentState = paymentCancelled ? targetOf(PAYMENT_MACHINE, 'cancel') : order.paymentState;
    if (paymentCancelled) {
      await tx
        .update(payments)
        .set({ state: paymentState, updatedAt: input.now })
        .where(eq(payments.orderId, order.id));
    }
    await tx.update(shipments).set({ state: shippingState }).where(eq(shipments.orderId, order.id));
    await tx
      .update(orders)
      .set({ state, shippingState, paymentState, updatedAt: input.now })
      .where(eq(orders.id, order.id));
    await auditOrderTransition(tx, {
      order,
      action: 'cancel',
      actor: input.actor,
      summary:
        `cancelled; stock released${given.pointsReturned > 0 ? `, ${given.pointsReturned} loyalty points returned` : ''}` +
        `${given.giftCardsReturned > 0 ? ', gift card balance returned' : ''}` +
        `${order.paymentState === 'paid' ? '; it was paid: refund the customer' : ''}`,
      to: { state, shippingState, paymentState },
      details: given,
      now: input.now,
    });
    return { ...order, state, shippingState, paymentState, updatedAt: input.now };
  });
}
