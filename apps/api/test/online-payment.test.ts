import { GIFT_CARD_PRODUCT_CODE } from '@shop/contracts/constants';
import type { Order } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  startFakeStripe,
  type FakeCheckoutSession,
  type FakeStripe,
} from '../../../scripts/lib/fake-stripe.mjs';
import type { StripeConfig } from '../src/config.ts';
import { payments } from '../src/db/schema/index.ts';
import { ensureOnlinePaymentMethod, seedCheckout } from '../src/demo/seed/checkout.ts';
import { STRIPE_WEBHOOK_PATH } from '../src/modules/payments/index.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BASE = '/api/v2/shop';
const STOREFRONT = 'http://shop.test';

const billingAddress = {
  firstName: 'Ona',
  lastName: 'Petraitienė',
  phoneNumber: '+37061234567',
  countryCode: 'LT',
  city: 'Vilnius',
  street: 'Gedimino pr.',
  houseNumber: '9',
  postCode: 'LT-01103',
};

describe('online payment through Stripe Checkout (against the local fake of Stripe)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let fake: FakeStripe;
  let stripe: StripeConfig;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    await seedCheckout(database.db, [web], { onlinePayment: true });
    const product = await data.catalogueProduct({
      code: 'STROLLER',
      channelIds: [web],
      translations: { lt: { name: 'Vežimėlis', slug: 'vezimelis' } },
    });
    await data.variant({
      productId: product.id,
      code: 'STROLLER-1',
      onHand: 500,
      prices: [{ channelId: web, price: 2000 }],
    });
    // The gift card (sold for a sum, in no channel's catalogue) to check that paying activates it.
    const giftCard = await data.catalogueProduct({
      code: GIFT_CARD_PRODUCT_CODE,
      channelIds: [],
      translations: { lt: { name: 'Dovanų kortelė', slug: 'dovanu-kortele' } },
    });
    await data.variant({ productId: giftCard.id, code: GIFT_CARD_PRODUCT_CODE, tracked: false });
    fake = await startFakeStripe();
    stripe = {
      secretKey: FAKE_STRIPE_SECRET_KEY,
      webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
      apiUrl: new URL(fake.url),
    };
    app = await createTestApp(database, { stripe, storefrontUrls: { web: STOREFRONT } });
    // The fake's Pay button posts the event over HTTP, as Stripe does.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    fake.setWebhookUrl(`${address}${STRIPE_WEBHOOK_PATH}`);
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
    await database?.cleanup();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `${BASE}${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A cart of one stroller through address, parcel locker and the payment method; completed unless told. */
  async function placeOrder(paymentMethod: string, complete = true): Promise<Order> {
    const cart = (await call('POST', '/orders')).json() as Order;
    const path = `/orders/${cart.tokenValue}`;
    expect(
      (await call('POST', `${path}/items`, { productVariant: 'STROLLER-1', quantity: 1 })).statusCode,
    ).toBe(201);
    const addressed = (await call('PUT', path, { email: 'ona@example.lt', billingAddress })).json() as Order;
    await call('PATCH', `${path}/shipments/${addressed.shipments[0]?.id}`, {
      shippingMethod: 'omniva_locker',
      parcelLocker: 'OM-VIL-1',
    });
    const chosen = await call('PATCH', `${path}/payments/${addressed.payments[0]?.id}`, { paymentMethod });
    expect(chosen.statusCode, chosen.body).toBe(200);
    if (!complete) return chosen.json();
    const completed = await call('PATCH', `${path}/complete`);
    expect(completed.statusCode, completed.body).toBe(200);
    return completed.json();
  }

  const startPayment = (order: Order, paymentId = order.payments[0]?.id) =>
    call('POST', `/orders/${order.tokenValue}/payments/${paymentId}/checkout-session`);

  async function sessionOf(order: Order): Promise<FakeCheckoutSession> {
    const started = await startPayment(order);
    expect(started.statusCode, started.body).toBe(201);
    const id = new URL(started.json().redirectUrl).pathname.split('/').pop() ?? '';
    const session = fake.sessions.get(id);
    if (!session) throw new Error(`The fake has no session ${id}`);
    return session;
  }

  const paidSession = (session: FakeCheckoutSession, changes: Partial<FakeCheckoutSession> = {}) => ({
    ...session,
    status: 'complete' as const,
    payment_status: 'paid' as const,
    payment_intent: 'pi_test_123',
    ...changes,
  });

  const deliver = (payload: string, signature: string | undefined) =>
    app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });

  const reload = async (order: Order) => (await call('GET', `/orders/${order.tokenValue}`)).json() as Order;

  it('offers the online method and starts a Checkout Session for exactly what the order costs', async () => {
    const methods = (await call('GET', '/payment-methods')).json();
    expect(methods.data.find((method: { kind: string }) => method.kind === 'online')).toMatchObject({
      code: 'online',
      name: 'Mokėjimo kortele / elektroninė bankininkystė',
    });
    const english = await app.inject({
      method: 'GET',
      url: `${BASE}/payment-methods`,
      headers: { locale: 'en' },
    });
    expect(english.json().data.map((method: { name: string }) => method.name)).toContain(
      'Payment card / online banking',
    );

    const order = await placeOrder('online');
    expect(order).toMatchObject({ paymentState: 'awaiting_payment', total: 2249 });
    const started = await startPayment(order);
    expect(started.statusCode, started.body).toBe(201);
    const { redirectUrl } = started.json();
    expect(redirectUrl.startsWith(`${fake.url}/c/pay/cs_test_`)).toBe(true);
    const session = fake.sessions.get(new URL(redirectUrl).pathname.split('/').pop() ?? '');
    const thankYou = `${STOREFRONT}/checkout/thank-you?order=${order.tokenValue}`;
    expect(session).toMatchObject({
      amount_total: 2249,
      currency: 'eur',
      client_reference_id: order.tokenValue,
      customer_email: 'ona@example.lt',
      locale: 'lt',
      metadata: {
        orderToken: order.tokenValue,
        orderNumber: order.number,
        paymentId: String(order.payments[0]?.id),
      },
      success_url: `${thankYou}&payment=completed`,
      cancel_url: `${thankYou}&payment=cancelled`,
      description: `Užsakymas ${order.number}`,
    });
    // Starting the payment does not pay it.
    expect((await reload(order)).paymentState).toBe('awaiting_payment');
    const [row] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.id, order.payments[0]?.id ?? 0));
    expect(row?.details).toEqual({ stripeCheckoutSessionId: session?.id });
  });

  it('is paid when the shopper pays on the hosted page: the signed callback marks it paid', async () => {
    const order = await placeOrder('online');
    const { redirectUrl } = (await startPayment(order)).json();
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('€22.49');
    expect(html).toContain('>Pay</button>');

    const paid = await fetch(`${redirectUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${STOREFRONT}/checkout/thank-you?order=${order.tokenValue}&payment=completed`,
    );
    const after = await reload(order);
    expect(after.paymentState).toBe('paid');
    expect(after.payments[0]).toMatchObject({ state: 'paid', amount: 2249, method: { kind: 'online' } });
    expect(after.state).toBe('new');

    // Paid is final for the shopper: another payment is refused, naming the state.
    const again = await startPayment(order);
    expect(again.statusCode).toBe(422);
    expect(again.json().violations).toEqual([
      {
        propertyPath: '',
        message:
          'Transition "pay" cannot be applied to the payment in state "paid". Possible transitions: refund.',
        code: 'invalid_transition',
      },
    ]);
  });

  it('makes the gift cards the order bought usable once the signed callback marks it paid', async () => {
    const chosen = await placeOrder('online', false);
    const bought = await call('PUT', `/orders/${chosen.tokenValue}/add-gift-card-for-sum`, {
      giftCardSum: 3000,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const placed = (await call('PATCH', `/orders/${chosen.tokenValue}/complete`)).json() as Order;
    expect(placed.giftCards).toEqual([{ code: null, amount: 3000, balance: 3000, active: false }]);
    const { redirectUrl } = (await startPayment(placed)).json();
    await fetch(`${redirectUrl}/pay`, { method: 'POST', redirect: 'manual' });
    const after = await reload(placed);
    expect(after.paymentState).toBe('paid');
    expect(after.giftCards[0]).toMatchObject({ active: true, code: expect.stringMatching(/^GC-/) });
  });

  it('sends the shopper back to the thank-you page unpaid on Cancel; they may start again', async () => {
    const order = await placeOrder('online');
    const { redirectUrl } = (await startPayment(order)).json();
    const cancelled = await fetch(`${redirectUrl}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(
      `${STOREFRONT}/checkout/thank-you?order=${order.tokenValue}&payment=cancelled`,
    );
    expect((await reload(order)).paymentState).toBe('awaiting_payment');
    const retry = await startPayment(order);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().redirectUrl).not.toBe(redirectUrl);
  });

  it('changes nothing on a callback without a valid, fresh Stripe signature (400)', async () => {
    const order = await placeOrder('online');
    const payload = fake.eventPayload(paidSession(await sessionOf(order)));
    const now = Math.floor(Date.now() / 1000);
    const refusals = [
      ['no signature', payload, undefined],
      ['signed with another secret', payload, fake.signatureHeader(payload, now, 'whsec_someone_else')],
      ['signed 301 s ago', payload, fake.signatureHeader(payload, now - 301)],
      [
        'body changed after signing',
        payload.replace('"paid"', '"paid" '),
        fake.signatureHeader(payload, now),
      ],
      ['not a v1 signature', payload, fake.signatureHeader(payload, now).replace('v1=', 'v0=')],
      ['garbage header', payload, 'nonsense'],
    ] as const;
    for (const [what, body, signature] of refusals) {
      const answer = await deliver(body, signature);
      expect(answer.statusCode, what).toBe(400);
      expect(answer.json().message, what).toMatch(/^Stripe-Signature not verified/);
    }
    expect((await reload(order)).paymentState).toBe('awaiting_payment');

    // A signature within the tolerance, among other (older-secret) ones, is accepted.
    const fresh = fake.signatureHeader(payload, now - 200);
    const rolled = `${fresh},v1=${'0'.repeat(64)}`;
    const accepted = await deliver(payload, rolled);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ received: true, outcome: 'paid' });
    expect((await reload(order)).paymentState).toBe('paid');
  });

  it('pays once however often (or however concurrently) Stripe delivers the events', async () => {
    const order = await placeOrder('online');
    const other = paidSession(await sessionOf(order));
    const session = paidSession(await sessionOf(order));
    const first = fake.eventPayload(session);
    const events = [first, first, fake.eventPayload(session), fake.eventPayload(session)];
    const answers = await Promise.all(
      events.map((payload) => deliver(payload, fake.signatureHeader(payload))),
    );
    const outcomes = answers.map((answer) => answer.json().outcome).sort();
    expect(outcomes).toEqual(['already_paid', 'already_paid', 'already_paid', 'paid']);
    expect((await reload(order)).paymentState).toBe('paid');
    const [row] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.id, order.payments[0]?.id ?? 0));
    expect(row?.details).toMatchObject({
      stripeCheckoutSessionId: session.id,
      stripePaymentIntentId: 'pi_test_123',
    });
    // The shopper also paid an earlier page of the same order: paid once here, the double payment reported.
    const late = fake.eventPayload(other);
    expect((await deliver(late, fake.signatureHeader(late))).json().outcome).toBe('paid_twice');
  });

  it('does not mark paid for another amount or currency, an unpaid session or another event', async () => {
    const order = await placeOrder('online');
    const session = await sessionOf(order);
    const cases = [
      [paidSession(session, { amount_total: 2248 }), 'checkout.session.completed', 'amount_mismatch'],
      [paidSession(session, { currency: 'usd' }), 'checkout.session.completed', 'amount_mismatch'],
      [paidSession(session, { payment_status: 'unpaid' }), 'checkout.session.completed', 'not_paid_yet'],
      [
        paidSession(session, { metadata: { paymentId: '999999' } }),
        'checkout.session.completed',
        'unknown_payment',
      ],
      [{ ...session, status: 'expired' as const }, 'checkout.session.expired', 'ignored'],
      [paidSession(session), 'payment_intent.created', 'ignored'],
    ] as const;
    for (const [object, type, outcome] of cases) {
      const payload = fake.eventPayload(object, type);
      const answer = await deliver(payload, fake.signatureHeader(payload));
      expect(answer.statusCode, outcome).toBe(200);
      expect(answer.json().outcome).toBe(outcome);
    }
    expect((await reload(order)).paymentState).toBe('awaiting_payment');
    const [row] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.id, order.payments[0]?.id ?? 0));
    expect(row?.state).toBe('awaiting_payment');
  });

  it('refuses to start paying what is not an online payment awaiting payment (422), or no payment (404)', async () => {
    const cash = await placeOrder('cash_on_delivery');
    const notOnline = await startPayment(cash);
    expect(notOnline.statusCode).toBe(422);
    expect(notOnline.json().violations).toEqual([
      {
        propertyPath: 'paymentMethod',
        message: 'The payment method "cash_on_delivery" is not paid online.',
        code: 'not_online',
      },
    ]);

    const cart = await placeOrder('online', false);
    const notPlaced = await startPayment(cart);
    expect(notPlaced.statusCode).toBe(422);
    expect(notPlaced.json().violations[0].message).toBe(
      'Transition "pay" cannot be applied to the payment in state "cart". Possible transitions: create.',
    );

    // A cash-on-delivery payment is not paid by a (signed) Stripe event either.
    const payload = fake.eventPayload({
      ...paidSession(await sessionOf(await placeOrder('online'))),
      client_reference_id: cash.tokenValue,
      metadata: { orderToken: cash.tokenValue, paymentId: String(cash.payments[0]?.id) },
    });
    expect((await deliver(payload, fake.signatureHeader(payload))).json().outcome).toBe('not_online');
    expect((await reload(cash)).paymentState).toBe('awaiting_payment');

    const online = await placeOrder('online');
    expect((await startPayment(online, 999999)).statusCode).toBe(404);
    expect((await startPayment(cash, online.payments[0]?.id)).statusCode).toBe(404);
    expect((await call('POST', `/orders/nope/payments/1/checkout-session`)).statusCode).toBe(404);
  });

  it('answers 502 when the provider refuses the key, and 422 when online payment is not configured', async () => {
    const order = await placeOrder('online');
    const wrongKey = await createTestApp(database, {
      stripe: { ...stripe, secretKey: 'sk_test_not_the_right_one' },
      storefrontUrls: { web: STOREFRONT },
    });
    const unconfigured = await createTestApp(database, { stripe: null });
    try {
      const refused = await wrongKey.inject({
        method: 'POST',
        url: `${BASE}/orders/${order.tokenValue}/payments/${order.payments[0]?.id}/checkout-session`,
      });
      expect(refused.statusCode).toBe(502);
      expect(refused.json().message).toMatch(
        /^The payment provider did not start the payment: Invalid API Key/,
      );

      const unavailable = await unconfigured.inject({
        method: 'POST',
        url: `${BASE}/orders/${order.tokenValue}/payments/${order.payments[0]?.id}/checkout-session`,
      });
      expect(unavailable.statusCode).toBe(422);
      expect(unavailable.json().violations[0].message).toBe('Online payment is not available at the moment.');
      // Without a webhook secret there is no webhook to call.
      expect(
        (await unconfigured.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, payload: '{}' })).statusCode,
      ).toBe(404);
    } finally {
      await wrongKey.close();
      await unconfigured.close();
    }
    expect((await reload(order)).paymentState).toBe('awaiting_payment');
  });
  it('offers the demo shop’s online method only while the provider is configured (checked at start)', async () => {
    const kinds = async () =>
      ((await call('GET', '/payment-methods')).json().data as Array<{ kind: string }>).map(
        (method) => method.kind,
      );
    expect(await ensureOnlinePaymentMethod(database.db, false)).toBe(true);
    expect(await kinds()).toEqual(['bank_transfer', 'cash_on_delivery']);
    const cart = await placeOrder('cash_on_delivery', false);
    const refused = await call('PATCH', `/orders/${cart.tokenValue}/payments/${cart.payments[0]?.id}`, {
      paymentMethod: 'online',
    });
    expect(refused.statusCode).toBe(422);
    expect(await ensureOnlinePaymentMethod(database.db, true)).toBe(true);
    expect(await ensureOnlinePaymentMethod(database.db, true)).toBe(false);
    expect(await kinds()).toEqual(['bank_transfer', 'cash_on_delivery', 'online']);
  });
});
