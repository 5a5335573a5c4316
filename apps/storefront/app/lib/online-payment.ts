import type { Order } from '@shop/contracts';

/** Whether the order's payment is an online one still waiting for the money: "Pay now" may start it. */
export function isPayableOnline(order: Order): boolean {
  const payment = order.payments[0];
  return payment?.method?.kind === 'online' && payment.state === 'awaiting_payment';
}
