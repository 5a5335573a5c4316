import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { orders, payments, type PaymentDetails } from '../../../db/schema/index.ts';
import { activateGiftCards } from '../gift-cards.ts';
import { lockPlacedOrder, type PlacedOrderRow } from './locked-order.ts';
import { auditOrderTransition, type OrderActor } from './order-audit.ts';
import { assertAction, PAYMENT_MACHINE, targetOf } from './state-machines.ts';

/** How the money arrived, for the audit line. */
export type PaymentSource = 'back_office' | 'stripe' | 'gift_card';

const PAID_SUMMARY: Record<PaymentSource, string> = {
  back_office: 'payment received',
  stripe: 'payment received online',
  gift_card: 'paid in full by a gift card',
};

/** Merges what the provider told us into a payment's details (jsonb `||`). */
export function mergePaymentDetails(details: PaymentDetails) {
  return sql`${payments.details} || ${JSON.stringify(details)}::jsonb`;
}

/**
 * Marks a placed order's payment paid (`awaiting_payment -> paid`) under the order's row lock: the payment
 * row and the order's paymentState, the gift cards the order bought become usable, and one audit line.
 * An order that is cancelled, or whose payment is not awaiting payment (already paid, refunded), is a 422
 * naming its states; a caller that must not fail on a repeat (the Stripe webhook) checks `canRunAction`
 * under the same lock first.
 */
export async function markOrderPaid(
  db: Database,
  input: {
    orderId: number;
    actor: OrderActor;
    source: PaymentSource;
    now: Date;
    /** What the provider told us (Stripe session, payment intent and event ids). */
    paymentDetails?: PaymentDetails;
  },
): Promise<PlacedOrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockPlacedOrder(tx, input.orderId);
    assertAction(order, 'markPaid');
    const paymentState = targetOf(PAYMENT_MACHINE, 'pay');
    await tx
      .update(payments)
      .set({
        state: paymentState,
        ...(input.paymentDetails ? { details: mergePaymentDetails(input.paymentDetails) } : {}),
        updatedAt: input.now,
      })
      .where(eq(payments.orderId, order.id));
    await tx.update(orders).set({ paymentState, updatedAt: input.now }).where(eq(orders.id, order.id));
    await activateGiftCards(tx, order.id);
    await auditOrderTransition(tx, {
      order,
      action: 'markPaid',
      actor: input.actor,
      summary: PAID_SUMMARY[input.source],
      to: { paymentState },
      details: { source: input.source, ...(input.paymentDetails ?? {}) },
      now: input.now,
    });
    return { ...order, paymentState, updatedAt: input.now };
  });
}

/**
 * Records that a paid order's money went back to the customer (`paid -> refunded`), with one audit line.
 * The money itself is sent by people or in the provider's dashboard (ADR 0009); nothing calls a provider here.
 */
export async function refundOrderPayment(
  db: Database,
  input: { orderId: number; actor: OrderActor; reason: string; now: Date },
): Promise<PlacedOrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockPlacedOrder(tx, input.orderId);
    assertAction(order, 'refund');
    const paymentState = targetOf(PAYMENT_MACHINE, 'refund');
    await tx
      .update(payments)
      .set({ state: paymentState, updatedAt: input.now })
      .where(eq(payments.orderId, order.id));
    await tx.update(orders).set({ paymentState, updatedAt: input.now }).where(eq(orders.id, order.id));
    await auditOrderTransition(tx, {
      order,
      action: 'refund',
      actor: input.actor,
      summary: `payment refunded (${input.reason})`,
      to: { paymentState },
      details: { reason: input.reason },
      now: input.now,
    });
    return { ...order, paymentState, updatedAt: input.now };
  });
}
