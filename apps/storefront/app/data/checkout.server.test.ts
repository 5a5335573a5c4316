import type { Order } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { line, order } from '~/components/cart/cart-fixtures.ts';
import { COOKIE_CART_TOKEN } from '~/lib/storage-keys.ts';
import { loadCheckoutPage, payOrderOnline, submitCheckout, type CheckoutFailure } from './checkout.server.ts';
import { formData, stubShopRequest, type ApiCall } from './testing-shop-request.ts';

/** A request carrying the cart cookie of cart `t`. */
const withCart = (answer: (call: ApiCall) => Response) => stubShopRequest(answer, `${COOKIE_CART_TOKEN}=t`);

function addressed(token: string): Order {
  return {
    ...order(token, [line(1, 'PRAM')]),
    shipments: [{ id: 7, state: 'cart', method: null, parcelLocker: null, amount: 0, trackingNumber: null }],
    payments: [{ id: 8, state: 'cart', method: null, amount: 0 }],
  };
}

const filled = {
  email: 'ona@example.lt',
  firstName: 'Ona',
  lastName: 'Petraitienė',
  phoneNumber: '+37061234567',
  countryCode: 'LT',
  shippingMethod: 'omniva_locker',
  shippingCarrier: 'omniva',
  'parcelLocker.omniva': 'OM-VIL-1',
  paymentMethod: 'bank_transfer',
  notes: '  ',
};

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a redirect');
}

describe('submitCheckout', () => {
  it('addresses the order, chooses delivery and payment, completes it and goes to the thank-you page', async () => {
    const { shop, calls } = withCart(() => Response.json(addressed('t')));
    const response = await thrown(submitCheckout(shop, undefined, formData(filled)));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/checkout/thank-you?order=t');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /orders/t',
      'PATCH /orders/t/shipments/7',
      'PATCH /orders/t/payments/8',
      'PATCH /orders/t/complete',
    ]);
    expect(calls[0]?.body).toMatchObject({
      email: 'ona@example.lt',
      billingAddress: { firstName: 'Ona', countryCode: 'LT', companyName: null, street: null },
    });
    expect(calls[1]?.body).toEqual({ shippingMethod: 'omniva_locker', parcelLocker: 'OM-VIL-1' });
    expect(calls[3]?.body).toEqual({ notes: null });
    expect(shop.tokens.setCookieHeaders()).toEqual([expect.stringMatching(/^cartToken=; .*Max-Age=0/)]);
  });

  it('redeems the loyalty points a member chose before completing the order', async () => {
    const { shop, calls } = withCart(() => Response.json(addressed('t')));
    await thrown(submitCheckout(shop, undefined, formData({ ...filled, loyaltyPoints: '120' })));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /orders/t',
      'PATCH /orders/t/shipments/7',
      'PATCH /orders/t/payments/8',
      'PATCH /orders/t/loyalty-points',
      'PATCH /orders/t/complete',
    ]);
    expect(calls[3]?.body).toEqual({ points: 120 });
  });

  it('sends company data only when the shopper asked for a company invoice', async () => {
    const { shop, calls } = withCart(() => Response.json(addressed('t')));
    await thrown(
      submitCheckout(
        shop,
        't',
        formData({ ...filled, isCompany: 'on', companyName: 'UAB Gandras', vatNumber: 'LT1' }),
      ),
    );
    expect(calls[0]?.body).toMatchObject({
      billingAddress: { companyName: 'UAB Gandras', vatNumber: 'LT1' },
    });
  });

  it('puts the API violations next to their fields and keeps what was typed', async () => {
    const { shop } = withCart(() =>
      Response.json(
        {
          code: 422,
          message: 'The request body is invalid.',
          violations: [
            {
              propertyPath: 'billingAddress.phoneNumber',
              message: 'This value is not a valid phone number.',
            },
            { propertyPath: 'email', message: 'This email is invalid.' },
          ],
        },
        { status: 422 },
      ),
    );
    const result = (await submitCheckout(
      shop,
      undefined,
      formData({ ...filled, email: 'ona@' }),
    )) as CheckoutFailure;
    expect(result.fieldErrors).toEqual({
      phoneNumber: 'This value is not a valid phone number.',
      email: 'This email is invalid.',
    });
    expect(result.formError).toBeNull();
    expect(result.values).toMatchObject({ email: 'ona@', parcelLocker: 'OM-VIL-1' });
  });

  it('says which choices are missing once the address is accepted, and reports order-level refusals', async () => {
    const { shop, calls } = withCart(() => Response.json(addressed('t')));
    const { shippingMethod: _s, paymentMethod: _p, ...withoutChoices } = filled;
    const missing = (await submitCheckout(shop, undefined, formData(withoutChoices))) as CheckoutFailure;
    expect(missing.fieldErrors).toEqual({ shippingMethod: '', paymentMethod: '' });
    expect(calls).toHaveLength(1);

    const { shop: refused } = withCart((call) =>
      call.path.endsWith('/complete')
        ? Response.json(
            {
              code: 422,
              message: 'x',
              violations: [{ propertyPath: '', message: 'Cannot complete order with products out of stock' }],
            },
            { status: 422 },
          )
        : Response.json(addressed('t')),
    );
    const outOfStock = (await submitCheckout(refused, undefined, formData(filled))) as CheckoutFailure;
    expect(outOfStock.formError).toBe('Cannot complete order with products out of stock');
  });

  it('sends the shopper back to the cart when the cart is gone', async () => {
    const { shop } = withCart(() =>
      Response.json({ code: 404, message: 'Cart not found.' }, { status: 404 }),
    );
    const response = await thrown(submitCheckout(shop, undefined, formData(filled)));
    expect(response.headers.get('location')).toBe('/krepselis');
  });

  it('sends a shopper who pays online on to the payment provider, else to the thank-you page to pay there', async () => {
    const onlineOrder = (token: string): Order => ({
      ...placedOnline(token),
      payments: [{ id: 8, state: 'awaiting_payment', method: ONLINE, amount: 2249 }],
    });
    const { shop, calls } = withCart((call) =>
      call.path.endsWith('/checkout-session')
        ? Response.json({ redirectUrl: 'https://pay.example/c/pay/cs_1' }, { status: 201 })
        : Response.json(call.path.endsWith('/complete') ? onlineOrder('t') : addressed('t')),
    );
    const response = await thrown(
      submitCheckout(shop, undefined, formData({ ...filled, paymentMethod: 'online' })),
    );
    expect(response.headers.get('location')).toBe('https://pay.example/c/pay/cs_1');
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/orders/t/payments/8/checkout-session' });
    expect(shop.tokens.setCookieHeaders()).toEqual([expect.stringMatching(/^cartToken=; .*Max-Age=0/)]);

    const { shop: unavailable } = withCart((call) =>
      call.path.endsWith('/checkout-session')
        ? Response.json(
            { code: 502, message: 'The payment provider did not start the payment' },
            { status: 502 },
          )
        : Response.json(call.path.endsWith('/complete') ? onlineOrder('t') : addressed('t')),
    );
    const fallback = await thrown(
      submitCheckout(unavailable, undefined, formData({ ...filled, paymentMethod: 'online' })),
    );
    expect(fallback.headers.get('location')).toBe('/checkout/thank-you?order=t');
  });
});

const ONLINE = { code: 'online', name: 'Mokėjimo kortele', description: null, kind: 'online' } as const;

function placedOnline(token: string): Order {
  return { ...order(token, [line(1, 'PRAM')], 'new'), number: '000000001', paymentState: 'awaiting_payment' };
}

describe('payOrderOnline ("Pay now")', () => {
  const withOrder = (payment: Order['payments'][number], session: () => Response) =>
    stubShopRequest((call) =>
      call.path.endsWith('/checkout-session')
        ? session()
        : Response.json({ ...placedOnline('t'), payments: [payment] }),
    );

  it('sends the shopper to the provider for an online payment that awaits payment', async () => {
    const { shop, calls } = withOrder(
      { id: 8, state: 'awaiting_payment', method: ONLINE, amount: 2249 },
      () => Response.json({ redirectUrl: 'https://pay.example/c/pay/cs_2' }, { status: 201 }),
    );
    const response = await thrown(payOrderOnline(shop, 't'));
    expect(response.headers.get('location')).toBe('https://pay.example/c/pay/cs_2');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /orders/t',
      'POST /orders/t/payments/8/checkout-session',
    ]);
  });

  it('says so when the payment cannot start, and shows the order again when there is nothing to pay', async () => {
    const { shop } = withOrder({ id: 8, state: 'awaiting_payment', method: ONLINE, amount: 2249 }, () =>
      Response.json({ code: 502, message: 'down' }, { status: 502 }),
    );
    expect(await payOrderOnline(shop, 't')).toEqual({ payFailed: true });

    const { shop: paid, calls } = withOrder({ id: 8, state: 'paid', method: ONLINE, amount: 2249 }, () =>
      Response.json({ redirectUrl: 'https://pay.example/never' }, { status: 201 }),
    );
    const response = await thrown(payOrderOnline(paid, 't'));
    expect(response.headers.get('location')).toBe('/checkout/thank-you?order=t');
    expect(calls).toHaveLength(1);
  });
});

describe('loadCheckoutPage', () => {
  const home = {
    id: 3,
    firstName: 'Ona',
    lastName: 'Petraitienė',
    phoneNumber: '+37061234567',
    countryCode: 'LT',
    city: 'Vilnius',
    street: 'Gedimino pr.',
    houseNumber: '5',
    apartmentNumber: null,
    postCode: '01103',
    companyName: null,
    vatNumber: null,
    companyCode: null,
    isDefault: true,
  };
  const answer = (call: ApiCall) => {
    if (call.path === '/customers/me') {
      return Response.json({ data: [{ id: 1, email: 'ona@example.lt', defaultAddress: home }] });
    }
    if (call.path === '/orders/t') return Response.json(addressed('t'));
    return Response.json({ data: [] });
  };

  it("starts a signed-in customer's form from their email and default address", async () => {
    const { shop } = stubShopRequest(answer, `${COOKIE_CART_TOKEN}=t; authRefreshToken=r`);
    const page = await loadCheckoutPage(shop, undefined);
    expect(page.savedContact).toEqual({ email: 'ona@example.lt', address: home });
  });

  it("knows a member's points balance, and nothing of it for a customer who has not joined", async () => {
    const member = stubShopRequest(
      (call) =>
        call.path === '/customers/me/loyalty'
          ? Response.json({ account: { active: true, points: 260 } })
          : answer(call),
      `${COOKIE_CART_TOKEN}=t; authRefreshToken=r`,
    );
    expect((await loadCheckoutPage(member.shop, undefined)).loyaltyPoints).toBe(260);
    const notJoined = stubShopRequest(
      (call) => (call.path === '/customers/me/loyalty' ? Response.json({ account: null }) : answer(call)),
      `${COOKIE_CART_TOKEN}=t; authRefreshToken=r`,
    );
    expect((await loadCheckoutPage(notJoined.shop, undefined)).loyaltyPoints).toBeNull();
  });

  it('asks nothing about a guest', async () => {
    const { shop, calls } = withCart(answer);
    const page = await loadCheckoutPage(shop, undefined);
    expect(page.savedContact).toBeNull();
    expect(calls.map((call) => call.path)).not.toContain('/customers/me');
    expect(calls.map((call) => call.path)).not.toContain('/customers/me/loyalty');
    expect(page.loyaltyPoints).toBeNull();
  });
});
