import { describe, expect, it } from 'vitest';
import { ViolationError } from '../src/http/http-error.ts';
import {
  assertAction,
  assertTransition,
  canApply,
  ORDER_MACHINE,
  PAYMENT_MACHINE,
  possibleActions,
  SHIPPING_MACHINE,
  targetOf,
} from '../src/modules/orders/order-state/index.ts';

describe('the order state machines (transition tables)', () => {
  it('allows exactly the order transitions of Sylius with processing', () => {
    const allowed = [
      ['cart', 'create', 'new'],
      ['new', 'process', 'processing'],
      ['new', 'fulfil', 'fulfilled'],
      ['processing', 'fulfil', 'fulfilled'],
      ['new', 'cancel', 'cancelled'],
      ['processing', 'cancel', 'cancelled'],
    ] as const;
    for (const [from, transition, to] of allowed) {
      expect(canApply(ORDER_MACHINE, from, transition), `${from} ${transition}`).toBe(true);
      expect(targetOf(ORDER_MACHINE, transition)).toBe(to);
    }
    const refused = [
      ['cart', 'fulfil'],
      ['processing', 'process'],
      ['fulfilled', 'cancel'],
      ['fulfilled', 'fulfil'],
      ['cancelled', 'fulfil'],
      ['cancelled', 'process'],
      ['new', 'create'],
    ] as const;
    for (const [from, transition] of refused) {
      expect(canApply(ORDER_MACHINE, from, transition), `${from} ${transition}`).toBe(false);
    }
  });

  it('allows exactly awaiting_payment -> paid -> refunded and the cancelling of an awaiting payment', () => {
    expect(canApply(PAYMENT_MACHINE, 'cart', 'create')).toBe(true);
    expect(canApply(PAYMENT_MACHINE, 'awaiting_payment', 'pay')).toBe(true);
    expect(canApply(PAYMENT_MACHINE, 'awaiting_payment', 'cancel')).toBe(true);
    expect(canApply(PAYMENT_MACHINE, 'paid', 'refund')).toBe(true);
    for (const [from, transition] of [
      ['paid', 'pay'],
      ['refunded', 'pay'],
      ['cancelled', 'pay'],
      ['paid', 'cancel'],
      ['awaiting_payment', 'refund'],
      ['refunded', 'refund'],
      ['cart', 'pay'],
    ] as const) {
      expect(canApply(PAYMENT_MACHINE, from, transition), `${from} ${transition}`).toBe(false);
    }
    expect(() => assertTransition(PAYMENT_MACHINE, 'paid', 'pay')).toThrow(
      expect.objectContaining({
        statusCode: 422,
        violations: [
          expect.objectContaining({
            message:
              'Transition "pay" cannot be applied to the payment in state "paid". Possible transitions: refund.',
          }),
        ],
      }),
    );
  });

  it('ships or cancels only a shipment that is ready', () => {
    expect(canApply(SHIPPING_MACHINE, 'cart', 'create')).toBe(true);
    expect(canApply(SHIPPING_MACHINE, 'ready', 'ship')).toBe(true);
    expect(canApply(SHIPPING_MACHINE, 'ready', 'cancel')).toBe(true);
    expect(canApply(SHIPPING_MACHINE, 'shipped', 'cancel')).toBe(false);
    expect(canApply(SHIPPING_MACHINE, 'shipped', 'ship')).toBe(false);
    expect(canApply(SHIPPING_MACHINE, 'cancelled', 'ship')).toBe(false);
  });

  it('offers the actions the three states allow together', () => {
    const placed = { state: 'new', paymentState: 'awaiting_payment', shippingState: 'ready' } as const;
    expect(possibleActions(placed)).toEqual(['process', 'fulfil', 'cancel', 'markPaid']);
    expect(possibleActions({ ...placed, paymentState: 'paid' })).toEqual([
      'process',
      'fulfil',
      'cancel',
      'refund',
    ]);
    // A cash-on-delivery order is paid after it was delivered.
    expect(
      possibleActions({ state: 'fulfilled', paymentState: 'awaiting_payment', shippingState: 'shipped' }),
    ).toEqual(['markPaid']);
    // A cancelled order is never marked paid; its paid payment may still be refunded.
    expect(
      possibleActions({ state: 'cancelled', paymentState: 'cancelled', shippingState: 'cancelled' }),
    ).toEqual([]);
    expect(possibleActions({ state: 'cancelled', paymentState: 'paid', shippingState: 'cancelled' })).toEqual(
      ['refund'],
    );
  });

  it('refuses an action with a 422 naming the order and payment states', () => {
    const refunded = { state: 'new', paymentState: 'refunded', shippingState: 'ready' } as const;
    let error: unknown;
    try {
      assertAction(refunded, 'markPaid');
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ViolationError);
    expect(error).toMatchObject({
      statusCode: 422,
      violations: [
        {
          propertyPath: '',
          message: 'Action "markPaid" cannot be applied to the order in state "new" (payment "refunded").',
          code: 'invalid_transition',
        },
      ],
    });
  });
});
