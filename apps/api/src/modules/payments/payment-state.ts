import type { PaymentState } from '@shop/contracts/constants';
import { violation } from '../../http/http-error.ts';

export type PaymentTransition = 'create' | 'pay' | 'cancel' | 'refund';

/**
 * Sylius's payment state machine (GUIDE section 4): `cart -> awaiting_payment -> paid`, an awaiting
 * payment may be cancelled, a paid one refunded. Completing the checkout runs `create`; only a verified
 * provider callback runs `pay` (online payment, docs/adr/0009-online-payment.md).
 */
const FROM: Record<PaymentTransition, readonly PaymentState[]> = {
  create: ['cart'],
  pay: ['awaiting_payment'],
  cancel: ['awaiting_payment'],
  refund: ['paid'],
};

export const PAYMENT_TRANSITION_TARGET: Record<PaymentTransition, PaymentState> = {
  create: 'awaiting_payment',
  pay: 'paid',
  cancel: 'cancelled',
  refund: 'refunded',
};

export function canApplyPaymentTransition(state: PaymentState, transition: PaymentTransition): boolean {
  return FROM[transition].includes(state);
}

/** The transitions possible from a payment state. */
export function possiblePaymentTransitions(state: PaymentState): PaymentTransition[] {
  return (Object.keys(FROM) as PaymentTransition[]).filter((transition) => FROM[transition].includes(state));
}

/** A 422 naming the payment's state and the possible transitions unless the transition may run. */
export function assertPaymentTransition(state: PaymentState, transition: PaymentTransition): void {
  if (canApplyPaymentTransition(state, transition)) return;
  const possible = possiblePaymentTransitions(state);
  throw violation(
    '',
    `Transition "${transition}" cannot be applied to the payment in state "${state}". ` +
      `Possible transitions: ${possible.length > 0 ? possible.join(', ') : 'none'}.`,
    'invalid_transition',
  );
}
