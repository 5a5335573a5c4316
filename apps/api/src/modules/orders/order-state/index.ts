/**
 * The order state service (docs/adr/0041-order-state-service.md): the one place that moves a placed order's
 * state, payment state and shipping state. Other modules (the back office, payments, the CLI) call these
 * functions; none writes those columns itself.
 */
export { lockPlacedOrder, type PlacedOrderRow } from './locked-order.ts';
export type { OrderActor } from './order-audit.ts';
export { cancelOrder, fulfilOrder, processOrder, type FulfilmentResult } from './order-transitions.ts';
export {
  markOrderPaid,
  mergePaymentDetails,
  refundOrderPayment,
  type PaymentSource,
} from './payment-transitions.ts';
export {
  assertAction,
  assertTransition,
  canApply,
  canRunAction,
  ORDER_MACHINE,
  PAYMENT_MACHINE,
  possibleActions,
  possibleTransitions,
  SHIPPING_MACHINE,
  targetOf,
  type OrderAction,
  type PaymentTransition,
  type PlacedOrderStates,
} from './state-machines.ts';
