import type { CheckoutState } from '@shop/contracts/constants';
import { violation } from '../../http/http-error.ts';

export type CheckoutTransition = 'address' | 'select_shipping' | 'select_payment' | 'complete';

/** Sylius's checkout state machine: from which states each transition may run. */
const FROM: Record<CheckoutTransition, readonly CheckoutState[]> = {
  address: [
    'cart',
    'addressed',
    'shipping_selected',
    'shipping_skipped',
    'payment_selected',
    'payment_skipped',
  ],
  select_shipping: ['addressed', 'shipping_selected', 'payment_selected', 'payment_skipped'],
  select_payment: ['shipping_selected', 'shipping_skipped', 'payment_selected'],
  complete: ['payment_selected', 'payment_skipped'],
};

export const TRANSITION_TARGET: Record<CheckoutTransition, CheckoutState> = {
  address: 'addressed',
  select_shipping: 'shipping_selected',
  select_payment: 'payment_selected',
  complete: 'completed',
};

/** The transitions possible from a state. */
export function possibleTransitions(state: CheckoutState): CheckoutTransition[] {
  return (Object.keys(FROM) as CheckoutTransition[]).filter((transition) => FROM[transition].includes(state));
}

/** A 422 naming the current state and the possible transitions (GUIDE section 4) unless allowed. */
export function assertTransition(state: CheckoutState, transition: CheckoutTransition): void {
  if (FROM[transition].includes(state)) return;
  const possible = possibleTransitions(state);
  throw violation(
    '',
    `Transition "${transition}" cannot be applied to the order in checkout state "${state}". ` +
      `Possible transitions: ${possible.length > 0 ? possible.join(', ') : 'none'}.`,
    'invalid_transition',
  );
}
