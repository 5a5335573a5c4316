import type { OrderState, PaymentState, ShippingState } from '@shop/contracts/constants';
import { violation } from '../../../http/http-error.ts';

/**
 * The three state machines of a placed order (Sylius's, GUIDE section 4, with the shop's `processing`),
 * as tables: each transition names the states it may start from and the state it leads to. Every write
 * of `orders.state`, `orders.paymentState`, `orders.shippingState` (and of the payment's and shipment's
 * rows) goes through these tables (docs/adr/0041-order-state-service.md).
 */
interface Machine<State extends string, Transition extends string> {
  readonly name: string;
  readonly transitions: Readonly<Record<Transition, { from: readonly State[]; to: State }>>;
}

export type OrderTransition = 'create' | 'process' | 'fulfil' | 'cancel';
export type PaymentTransition = 'create' | 'pay' | 'cancel' | 'refund';
export type ShippingTransition = 'create' | 'ship' | 'cancel';

export const ORDER_MACHINE: Machine<OrderState, OrderTransition> = {
  name: 'order',
  transitions: {
    create: { from: ['cart'], to: 'new' },
    process: { from: ['new'], to: 'processing' },
    fulfil: { from: ['new', 'processing'], to: 'fulfilled' },
    cancel: { from: ['new', 'processing'], to: 'cancelled' },
  },
};

/** `cart -> awaiting_payment -> paid -> refunded`; an awaiting payment may be cancelled. */
export const PAYMENT_MACHINE: Machine<PaymentState, PaymentTransition> = {
  name: 'payment',
  transitions: {
    create: { from: ['cart'], to: 'awaiting_payment' },
    pay: { from: ['awaiting_payment'], to: 'paid' },
    cancel: { from: ['awaiting_payment'], to: 'cancelled' },
    refund: { from: ['paid'], to: 'refunded' },
  },
};

/** `cart -> ready -> shipped`; a shipment not sent yet may be cancelled. */
export const SHIPPING_MACHINE: Machine<ShippingState, ShippingTransition> = {
  name: 'shipping',
  transitions: {
    create: { from: ['cart'], to: 'ready' },
    ship: { from: ['ready'], to: 'shipped' },
    cancel: { from: ['ready'], to: 'cancelled' },
  },
};

export function canApply<State extends string, Transition extends string>(
  machine: Machine<State, Transition>,
  state: State,
  transition: Transition,
): boolean {
  return machine.transitions[transition].from.includes(state);
}

/** The state a transition leads to. */
export function targetOf<State extends string, Transition extends string>(
  machine: Machine<State, Transition>,
  transition: Transition,
): State {
  return machine.transitions[transition].to;
}

/** The transitions possible from a state, in the table's order. */
export function possibleTransitions<State extends string, Transition extends string>(
  machine: Machine<State, Transition>,
  state: State,
): Transition[] {
  return (Object.keys(machine.transitions) as Transition[]).filter((transition) =>
    canApply(machine, state, transition),
  );
}

/**
 * A 422 naming the current state and the possible transitions unless the transition may run (GUIDE
 * section 4; the storefront translates these exact texts, so they keep their wording).
 */
export function assertTransition<State extends string, Transition extends string>(
  machine: Machine<State, Transition>,
  state: State,
  transition: Transition,
): void {
  if (canApply(machine, state, transition)) return;
  const possible = possibleTransitions(machine, state);
  throw violation(
    '',
    `Transition "${transition}" cannot be applied to the ${machine.name} in state "${state}". ` +
      `Possible transitions: ${possible.length > 0 ? possible.join(', ') : 'none'}.`,
    'invalid_transition',
  );
}

/** What can be done with a placed order (the back office's actions; `refund` has no button yet). */
export type OrderAction = 'process' | 'fulfil' | 'cancel' | 'markPaid' | 'refund';

export interface PlacedOrderStates {
  state: OrderState;
  paymentState: PaymentState;
  shippingState: ShippingState;
}

/**
 * Whether an action may run on an order in these states:
 * - process, fulfil, cancel follow the order machine; fulfil also ships the shipment and cancel cancels
 *   it (a shipment already sent cannot be fulfilled or cancelled again);
 * - markPaid pays an awaiting payment of an order that is not cancelled (a fulfilled cash-on-delivery order
 *   is paid after delivery);
 * - refund refunds a paid payment.
 */
export function canRunAction(order: PlacedOrderStates, action: OrderAction): boolean {
  switch (action) {
    case 'process':
      return canApply(ORDER_MACHINE, order.state, 'process');
    case 'fulfil':
      return (
        canApply(ORDER_MACHINE, order.state, 'fulfil') &&
        canApply(SHIPPING_MACHINE, order.shippingState, 'ship')
      );
    case 'cancel':
      return (
        canApply(ORDER_MACHINE, order.state, 'cancel') &&
        canApply(SHIPPING_MACHINE, order.shippingState, 'cancel')
      );
    case 'markPaid':
      return order.state !== 'cancelled' && canApply(PAYMENT_MACHINE, order.paymentState, 'pay');
    case 'refund':
      return canApply(PAYMENT_MACHINE, order.paymentState, 'refund');
  }
}

/** The actions an order in these states allows now, in a fixed order. */
export function possibleActions(order: PlacedOrderStates): OrderAction[] {
  return (['process', 'fulfil', 'cancel', 'markPaid', 'refund'] as const).filter((action) =>
    canRunAction(order, action),
  );
}

/**
 * A 422 unless the action may run, naming the order's and payment's current states (the back office's
 * message since ADR 0028, which the storefront translates: keep its wording).
 */
export function assertAction(order: PlacedOrderStates, action: OrderAction): void {
  if (canRunAction(order, action)) return;
  throw violation(
    '',
    `Action "${action}" cannot be applied to the order in state "${order.state}" (payment "${order.paymentState}").`,
    'invalid_transition',
  );
}
