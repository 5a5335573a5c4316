import { GIFT_CARD_PRODUCT_CODE } from '@shop/contracts/constants';
import type { AdminOrder, Order, ValidationError } from '@shop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  startFakeStripe,
  type FakeCheckoutSession,
  type FakeStripe,
} from '../../../scripts/lib/fake-stripe.mjs';
import { adminAuditLog, giftCards, payments } from '../src/db/schema/index.ts';
import { seedCheckout } from '../src/demo/seed/checkout.ts';
import { refundOrderPayment } from '../src/modules/orders/order-state/index.ts';
import { STRIPE_WEBHOOK_PATH } from '../src/modules/payments/index.ts';
import { adminTokenFor } from './helpers/admin-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

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

/**
 * Every path that moves a placed order's states goes through the orders module's state service
 * (docs/adr/0041-order-state-service.md): one transition, one audit line, a clear 422 otherwise.
 */
describe('the order state service', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let fake: FakeStripe;
  let adminToken: string;
  let channelId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    channelId = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    await seedCheckout(database.db, [channelId], { onlinePayment: true });
    const product = await data.catalogueProduct({
      code: 'STROLLER',
      channelIds: [channelId],
      translations: { lt: { name: 'Vežimėlis', slug: 'vezimelis' } },
    });
    await data.variant({
      productId: product.id,
      code: 'STROLLER-1',
      onHand: 500,
      prices: [{ channelId, price: 2000 }],
    });
    const giftCard = await data.catalogueProduct({
      code: GIFT_CARD_PRODUCT_CODE,
      channelIds: [],
      translations: { lt: { name: 'Dovanų kortelė', slug: 'dovanu-kortele' } },
    });
    await data.variant({ productId: giftCard.id, code: GIFT_CARD_PRODUCT_CODE, tracked: false });
    fake = await startFakeStripe();
    app = await createTestApp(database, {
      stripe: {
        secretKey: FAKE_STRIPE_SECRET_KEY,
        webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
        apiUrl: new URL(fake.url),
      },
      storefrontUrls: { web: 'http://shop.test' },
    });
    adminToken = await adminTokenFor(app, database.db);
    // Migrations, the seed and two servers: generous on a shared, busy machine.
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await fake?.close();
    await database?.cleanup();
  });

  const shop = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/v2/shop${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const admin = (action: string, order: Order): Promise<LightMyRequestResponse> =>
    app.inject({
      method: 'PATCH',
      url: `/api/v2/admin/orders/${order.id}/${action}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
  const reload = async (order: Order) => (await shop('GET', `/orders/${order.tokenValue}`)).json() as Order;
  const auditOf = (order: Order) =>
    database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.subjectType, 'order'), eq(adminAuditLog.subjectId, String(order.id))))
      .orderBy(asc(adminAuditLog.id));

  /** A cart of one stroller to a parcel locker, paid with `paymentMethod`; `couponCode` before completing. */
  async function placeOrder(paymentMethod: string, couponCode?: string): Promise<Order> {
    const cart = (await shop('POST', '/orders')).json() as Order;
    const path = `/orders/${cart.tokenValue}`;
    expect((await shop('POST', `${path}/items`, { productVariant: 'STROLLER-1' })).statusCode).toBe(201);
    const addressed = (await shop('PUT', path, { email: 'ona@example.lt', billingAddress })).json() as Order;
    await shop('PATCH', `${path}/shipments/${addressed.shipments[0]?.id}`, {
      shippingMethod: 'omniva_locker',
      parcelLocker: 'OM-VIL-1',
    });
    const chosen = await shop('PATCH', `${path}/payments/${addressed.payments[0]?.id}`, { paymentMethod });
    expect(chosen.statusCode, chosen.body).toBe(200);
    if (couponCode) {
      const redeemed = await shop('PUT', path, { couponCode });
      expect(redeemed.statusCode, redeemed.body).toBe(200);
    }
    const completed = await shop('PATCH', `${path}/complete`);
    expect(completed.statusCode, completed.body).toBe(200);
    return completed.json() as Order;
  }

  function refusal(answer: LightMyRequestResponse): string | undefined {
    expect(answer.statusCode, answer.body).toBe(422);
    return (answer.json() as ValidationError).violations[0]?.message;
  }

  it('marks an order paid from the back office once, with one audit line naming the administrator', async () => {
    const order = await placeOrder('bank_transfer');
    const paid = await admin('mark-paid', order);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((paid.json() as AdminOrder).order.paymentState).toBe('paid');
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment?.state).toBe('paid');

    expect(refusal(await admin('mark-paid', order))).toBe(
      'Action "markPaid" cannot be applied to the order in state "new" (payment "paid").',
    );
    const audit = await auditOf(order);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.markPaid',
      administratorId: expect.any(Number),
      details: { actor: 'administrator', source: 'back_office', paymentFrom: 'awaiting_payment' },
    });
  });

  it('takes a Stripe payment delivered twice as one transition and one audit line by Stripe', async () => {
    const order = await placeOrder('online');
    const started = await shop(
      'POST',
      `/orders/${order.tokenValue}/payments/${order.payments[0]?.id}/checkout-session`,
    );
    expect(started.statusCode, started.body).toBe(201);
    const sessionId = new URL(started.json().redirectUrl).pathname.split('/').pop() ?? '';
    const session = fake.sessions.get(sessionId) as FakeCheckoutSession;
    const payload = fake.eventPayload({
      ...session,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_state_1',
    });
    const deliver = () =>
      app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'stripe-signature': fake.signatureHeader(payload) },
        payload,
      });
    const first = await deliver();
    const second = await deliver();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().outcome, second.json().outcome]).toEqual(['paid', 'already_paid']);
    expect((await reload(order)).paymentState).toBe('paid');

    const audit = await auditOf(order);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.markPaid',
      administratorId: null,
      summary: `Order ${order.number}: payment received online (by Stripe)`,
      details: { actor: 'stripe', source: 'stripe', stripePaymentIntentId: 'pi_state_1' },
    });
    // The back office now sees a paid order: marking it paid again is refused, not done twice.
    expect(refusal(await admin('mark-paid', order))).toContain('(payment "paid")');
    expect(await auditOf(order)).toHaveLength(1);
  });

  it('pays an order a gift card pays in full at checkout, audited as the checkout', async () => {
    const source = await placeOrder('bank_transfer');
    const code = 'GC-STAT-EPAY-FULL';
    await database.db.insert(giftCards).values({
      code,
      channelId,
      currencyCode: 'EUR',
      amount: 10000,
      balance: 10000,
      orderId: source.id,
      activatedAt: new Date(),
    });
    const order = await placeOrder('bank_transfer', code);
    expect(order.summary.total).toBe(0);
    expect(order.paymentState).toBe('paid');
    const audit = await auditOf(order);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.markPaid',
      administratorId: null,
      summary: `Order ${order.number}: paid in full by a gift card (by checkout)`,
      details: { actor: 'checkout', source: 'gift_card' },
    });
  });

  it('refuses forbidden transitions with a 422 naming the states, and changes nothing', async () => {
    const cancelled = await placeOrder('bank_transfer');
    expect((await admin('cancel', cancelled)).statusCode).toBe(200);
    expect(refusal(await admin('fulfil', cancelled))).toBe(
      'Action "fulfil" cannot be applied to the order in state "cancelled" (payment "cancelled").',
    );
    expect(refusal(await admin('mark-paid', cancelled))).toBe(
      'Action "markPaid" cannot be applied to the order in state "cancelled" (payment "cancelled").',
    );
    expect(await reload(cancelled)).toMatchObject({ state: 'cancelled', shippingState: 'cancelled' });

    const refunded = await placeOrder('bank_transfer');
    const administratorId = (await auditOf(cancelled))[0]?.administratorId ?? 0;
    const actor = { type: 'administrator' as const, administratorId };
    // Refunding what was not paid is refused; a paid payment is refunded once.
    await expect(
      refundOrderPayment(database.db, { orderId: refunded.id, actor, reason: 'test', now: new Date() }),
    ).rejects.toMatchObject({ statusCode: 422 });
    expect((await admin('mark-paid', refunded)).statusCode).toBe(200);
    await refundOrderPayment(database.db, {
      orderId: refunded.id,
      actor,
      reason: 'returned by bank transfer',
      now: new Date(),
    });
    expect(refusal(await admin('mark-paid', refunded))).toBe(
      'Action "markPaid" cannot be applied to the order in state "new" (payment "refunded").',
    );
    expect((await reload(refunded)).paymentState).toBe('refunded');
    expect((await auditOf(refunded)).map((entry) => entry.action)).toEqual([
      'order.markPaid',
      'order.refund',
    ]);
  });

  it('lets one of a concurrent mark paid and cancel win, consistently', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await placeOrder('bank_transfer');
      const [paid, cancelled] = await Promise.all([admin('mark-paid', order), admin('cancel', order)]);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const after = await reload(order);
      expect(after).toMatchObject({ state: 'cancelled', shippingState: 'cancelled' });
      const audit = (await auditOf(order)).map((entry) => entry.action);
      if (paid.statusCode === 200) {
        // Paid first: the cancel saw a paid payment, kept it paid and asked for a refund.
        expect(after.paymentState).toBe('paid');
        expect(audit).toEqual(['order.markPaid', 'order.cancel']);
        expect((await auditOf(order))[1]?.summary).toContain('it was paid: refund the customer');
      } else {
        // Cancelled first: the payment was cancelled and marking it paid is refused.
        expect(refusal(paid)).toContain('in state "cancelled"');
        expect(after.paymentState).toBe('cancelled');
        expect(audit).toEqual(['order.cancel']);
      }
    }
  });
});
