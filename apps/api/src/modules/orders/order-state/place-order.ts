import { sql } from 'drizzle-orm';
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
  const now = input.now.toISOString();
  // One statement for the three rows (docs/adr/0049): the shipment and payment in data-modifying CTEs.
  await tx.execute(sql`WITH shipment AS (
      UPDATE ${shipments} SET state = ${shippingState} WHERE order_id = ${order.id}),
    payment AS (
      UPDATE ${payments} SET state = ${paymentState}, updated_at = ${now}::timestamptz
      WHERE order_id = ${order.id})
    UPDATE ${orders} SET state = ${targetOf(ORDER_MACHINE, 'create')}, checkout_state = 'completed',
      payment_state = ${paymentState}, shipping_state = ${shippingState}, number = ${input.number},
      notes = ${input.notes}, checkout_completed_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
    WHERE id = ${order.id}`);
}
