import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { orders, payments, shipments } from '../../../db/schema/index.ts';
import {
  assertTransition,
  ORDER_MACHINE,
  PAYMENT_MACHINE,
  SHIPPING_MACHINE,
  targetOf,
  type PlacedOrderStates,
} from './state-machines.ts';

/**
 * Checkout completion's `create` transitions, in the completing transaction (the cart's row is already
 * locked there): the order `cart -> new`, its payment `cart -> awaiting_payment`, its shipment
 * `cart -> ready`, with the number and notes the completion gives. The shopper's own step, recorded by
 * the order itself (`checkoutCompletedAt`), so no audit line.
 */
export async function placeOrder(
  tx: Database,
  order: PlacedOrderStates & { id: number },
  input: { number: string; notes: string | null; now: Date },
): Promise<void> {
  assertTransition(ORDER_MACHINE, order.state, 'create');
  assertTransition(PAYMENT_MACHINE, order.paymentState, 'create');
  assertTransition(SHIPPING_MACHINE, order.shippingState, 'create');
  const paymentState = targetOf(PAYMENT_MACHINE, 'create');
  const shippingState = targetOf(SHIPPING_MACHINE, 'create');
  await tx
    .update(orders)
    .set({
      state: targetOf(ORDER_MACHINE, 'create'),
      checkoutState: 'completed',
      paymentState,
      shippingState,
      number: input.number,
      notes: input.notes,
      checkoutCompletedAt: input.now,
      updatedAt: input.now,
    })
    .where(eq(orders.id, order.id));
  await tx.update(shipments).set({ state: shippingState }).where(eq(shipments.orderId, order.id));
  await tx
    .update(payments)
    .set({ state: paymentState, updatedAt: input.now })
    .where(eq(payments.orderId, order.id));
}
