import type {
  CustomerLoyalty,
  List,
  LoyaltyAccount,
  LoyaltyBenefit,
  LoyaltyLevel,
  LoyaltyRule,
  Order,
} from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, loyaltyMemberships, orders } from '../src/db/schema/index.ts';
import { seedCheckout } from '../src/demo/seed/checkout.ts';
import { DEMO_LOYALTY_RULE_CODE, seedLoyalty } from '../src/demo/seed/loyalty.ts';
import { fulfilOrder, type OrderActor } from '../src/modules/orders/order-state/index.ts';
import { createAccount, orderAs, shopCaller, signInAs, type ShopCall } from './helpers/customer-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/** Fulfilment as the `order:fulfil` command does it. */
const CLI: OrderActor = { type: 'system', name: 'cli' };

/** The variant costs 120 €; the courier delivery is not counted for loyalty. */
const PRICE = 12000;

describe('the loyalty programme', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let call: ShopCall;

  const me = async (token: string) => {
    const response = await call('GET', '/customers/me/loyalty', { token });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as CustomerLoyalty).account;
  };
  const join = async (token: string) => {
    const response = await call('POST', '/customer-loyalty-rules', {
      token,
      payload: { loyaltyRuleCode: DEMO_LOYALTY_RULE_CODE },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as LoyaltyAccount;
  };
  const customerView = async (token: string) =>
    (
      (await call('GET', '/customers/me', { token })).json() as List<{
        joinedLoyaltyProgram: boolean;
        loyaltyLevel: { code: string } | null;
        loyaltyAmountSpent: number;
      }>
    ).data[0];

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    await seedCheckout(database.db, [web]);
    await seedLoyalty(database.db);
    const pram = await data.catalogueProduct({
      code: 'PRAM',
      channelIds: [web],
      translations: { lt: { name: 'Vežimėlis', slug: 'vezimelis' }, en: { name: 'Pram', slug: 'pram' } },
    });
    await data.variant({
      productId: pram.id,
      code: 'PRAM-1',
      onHand: 100,
      prices: [{ channelId: web, price: PRICE }],
    });
    app = await createTestApp(database);
    call = shopCaller(app);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  it('shows the rule, its three levels and every benefit (or one level’s) in the request locale', async () => {
    const levels = (await call('GET', '/loyalty-levels')).json() as List<LoyaltyLevel>;
    expect(levels.data.map(({ code, amountToSpend }) => [code, amountToSpend])).toEqual([
      ['silver', 0],
      ['gold', 30000],
      ['platinum', 100000],
    ]);
    const benefits = (await call('GET', '/loyalty-benefits')).json() as List<LoyaltyBenefit>;
    expect(benefits.meta.totalItems).toBe(9);
    expect(benefits.data[0]).toMatchObject({
      title: 'Taškai už kiekvieną pirkinį',
      imagePath: 'loyalty/benefit-star.png',
      level: { code: 'silver' },
    });
    const gold = levels.data[1];
    const goldOnly = (
      await app.inject({
        method: 'GET',
        url: `/api/v2/shop/loyalty-benefits?loyaltyGroups.id=${gold?.id}`,
        headers: { 'accept-language': 'en' },
      })
    ).json() as List<LoyaltyBenefit>;
    expect(goldOnly.data.map((benefit) => benefit.level.code)).toEqual(['gold', 'gold', 'gold']);
    expect(goldOnly.data[0]?.title).toBe('Free delivery');

    const rule = await call('GET', `/loyalty-rules/${DEMO_LOYALTY_RULE_CODE}`);
    expect(rule.statusCode).toBe(200);
    expect(rule.json()).toMatchObject({
      code: DEMO_LOYALTY_RULE_CODE,
      name: 'Gandras Club',
    } satisfies Partial<LoyaltyRule>);
    expect((await call('GET', '/loyalty-rules/nope')).statusCode).toBe(404);
  });

  it('joins with a card number and 0 points; leaving loses every point; someone else’s membership is 404', async () => {
    await createAccount(database.db, 'jurga@example.lt');
    await createAccount(database.db, 'other@example.lt');
    const token = await signInAs(call, 'jurga@example.lt');
    const other = await signInAs(call, 'other@example.lt');
    expect((await call('POST', '/customer-loyalty-rules', { payload: {} })).statusCode).toBe(401);
    expect(await me(token)).toBeNull();
    expect(await customerView(token)).toMatchObject({ joinedLoyaltyProgram: false, loyaltyLevel: null });

    const account = await join(token);
    expect(account).toMatchObject({ active: true, points: 0, pointsValue: 0, level: { code: 'silver' } });
    expect(account.cardNumber).toMatch(/^\d{16}$/);
    expect(account.amountToNextLevel).toBe(30000);
    expect((await join(token)).cardNumber).toBe(account.cardNumber);
    expect(await customerView(token)).toMatchObject({
      joinedLoyaltyProgram: true,
      loyaltyLevel: { code: 'silver' },
    });

    const customerId = (
      await database.db.select().from(customers).where(eq(customers.email, 'jurga@example.lt'))
    )[0]?.id;
    await database.db.execute(
      sql`UPDATE loyalty_memberships SET points = 55 WHERE customer_id = ${customerId}`,
    );
    expect((await me(token))?.points).toBe(55);

    expect(
      (await call('PATCH', `/customer-loyalty-rules/${account.id}/leave`, { token: other, payload: {} }))
        .statusCode,
    ).toBe(404);
    const left = await call('PATCH', `/customer-loyalty-rules/${account.id}/leave`, { token, payload: {} });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({ active: false, points: 0 });
    expect(await customerView(token)).toMatchObject({ joinedLoyaltyProgram: false });
    expect(
      (await call('PATCH', `/customer-loyalty-rules/${account.id}/leave`, { token, payload: {} })).statusCode,
    ).toBe(422);

    const again = await join(token);
    expect(again).toMatchObject({ active: true, points: 0, cardNumber: account.cardNumber });
  });

  it('joins at registration when the loyalty rules are accepted', async () => {
    const response = await call('POST', '/customers', {
      payload: {
        email: 'registers@example.lt',
        firstName: 'Rasa',
        lastName: 'Rasaitė',
        password: 'Slaptas1',
        repeatPassword: 'Slaptas1',
        privacyPolicyAccepted: true,
        termsAndConditionsAccepted: true,
        loyaltyRulesAccepted: true,
      },
    });
    expect(response.statusCode, response.body).toBe(202);
    const [customer] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'registers@example.lt'));
    const [membership] = await database.db
      .select()
      .from(loyaltyMemberships)
      .where(eq(loyaltyMemberships.customerId, customer?.id ?? 0));
    expect(membership).toMatchObject({ points: 0, leftAt: null });
    expect(membership?.cardNumber).toMatch(/^\d{16}$/);
  });

  it('a fulfilled order earns a point per euro without delivery and counts towards the level; redeemed points lower the total and the balance', async () => {
    await createAccount(database.db, 'mama@example.lt');
    const token = await signInAs(call, 'mama@example.lt');
    await join(token);

    // Three prams: 360 € of goods, delivery on top.
    const cart = await orderAs(call, token, { variantCode: 'PRAM-1', place: false });
    await call(
      'PATCH',
      `/orders/${cart.tokenValue}/items/${(await call('GET', `/orders/${cart.tokenValue}`, { token })).json<Order>().items[0]?.id}`,
      {
        token,
        payload: { quantity: 3 },
      },
    );
    const first = await placeCart(token, cart.tokenValue);
    expect(first.summary.subtotal).toBe(3 * PRICE);
    expect((await me(token))?.points).toBe(0);

    const result = await fulfilOrder(database.db, { orderId: first.id, actor: CLI, now: new Date() });
    expect(result.loyaltyPointsAwarded).toBe(360);
    // Fulfilment also mails the review links of the order's products.
    expect(result.reviewLinksSent).toBeGreaterThan(0);
    const afterFirst = await me(token);
    expect(afterFirst).toMatchObject({
      points: 360,
      pointsValue: 3600,
      amountSpent: 36000,
      level: { code: 'gold' },
      nextLevel: { code: 'platinum', amountToSpend: 100000 },
      amountToNextLevel: 64000,
    });
    expect(await customerView(token)).toMatchObject({
      loyaltyLevel: { code: 'gold' },
      loyaltyAmountSpent: 36000,
    });

    // Fulfilling twice, or a cart, is refused with the state named.
    await expect(
      fulfilOrder(database.db, { orderId: first.id, actor: CLI, now: new Date() }),
    ).rejects.toMatchObject({
      statusCode: 422,
      violations: [{ propertyPath: '', message: expect.stringContaining('in state "fulfilled"') }],
    });
    expect((await me(token))?.points).toBe(360);

    // Redeeming: more than the balance is refused; 100 points take 10 € off what is paid.
    const second = await orderAs(call, token, { variantCode: 'PRAM-1', place: false });
    const tooMany = await call('PATCH', `/orders/${second.tokenValue}/loyalty-points`, {
      token,
      payload: { points: 361 },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ violations: [{ propertyPath: 'points' }] });
    expect(
      (await call('PATCH', `/orders/${second.tokenValue}/loyalty-points`, { payload: { points: 10 } }))
        .statusCode,
    ).not.toBe(200);
    const before = (await call('GET', `/orders/${second.tokenValue}`, { token })).json() as Order;
    const redeemed = await call('PATCH', `/orders/${second.tokenValue}/loyalty-points`, {
      token,
      payload: { points: 100 },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const withPoints = redeemed.json() as Order;
    expect(withPoints.summary.loyaltyDiscount).toBe(1000);
    expect(withPoints.summary.total).toBe(before.summary.total - 1000);

    const placed = await placeCart(token, second.tokenValue);
    expect(placed.summary.loyaltyDiscount).toBe(1000);
    expect(placed.payments[0]?.amount).toBe(placed.summary.total);
    expect((await me(token))?.points).toBe(260);

    // The second order counts what was paid for the goods: 120 € less the 10 € of points.
    await fulfilOrder(database.db, { orderId: placed.id, actor: CLI, now: new Date() });
    expect(await me(token)).toMatchObject({ points: 260 + 110, amountSpent: 36000 + 11000 });
  });

  it('never takes the balance below zero: points spent elsewhere stop the order', async () => {
    await createAccount(database.db, 'tete@example.lt');
    const token = await signInAs(call, 'tete@example.lt');
    await join(token);
    const customerId = (
      await database.db.select().from(customers).where(eq(customers.email, 'tete@example.lt'))
    )[0]?.id;
    await database.db.execute(
      sql`UPDATE loyalty_memberships SET points = 50 WHERE customer_id = ${customerId}`,
    );
    const cart = await orderAs(call, token, { variantCode: 'PRAM-1', place: false });
    expect(
      (await call('PATCH', `/orders/${cart.tokenValue}/loyalty-points`, { token, payload: { points: 50 } }))
        .statusCode,
    ).toBe(200);
    await database.db.execute(
      sql`UPDATE loyalty_memberships SET points = 20 WHERE customer_id = ${customerId}`,
    );
    const address = await addressAndChoose(token, cart.tokenValue);
    expect(address.summary.loyaltyDiscount).toBe(500);
    const complete = await call('PATCH', `/orders/${cart.tokenValue}/complete`, { token, payload: {} });
    expect(complete.statusCode).toBe(422);
    expect((await me(token))?.points).toBe(20);
    const [order] = await database.db
      .select({ state: orders.state })
      .from(orders)
      .where(eq(orders.tokenValue, cart.tokenValue));
    expect(order?.state).toBe('cart');
  });

  async function addressAndChoose(token: string, tokenValue: string): Promise<Order> {
    const path = `/orders/${tokenValue}`;
    const addressed = (
      await call('PUT', path, {
        token,
        payload: {
          email: 'mama@example.lt',
          billingAddress: {
            firstName: 'Ona',
            lastName: 'Testaitė',
            phoneNumber: '+37061234567',
            countryCode: 'LT',
            city: 'Kaunas',
            street: 'Laisvės al.',
            houseNumber: '1',
            postCode: 'LT-44001',
          },
        },
      })
    ).json() as Order;
    await call('PATCH', `${path}/shipments/${addressed.shipments[0]?.id}`, {
      token,
      payload: { shippingMethod: 'dpd_courier' },
    });
    const chosen = await call('PATCH', `${path}/payments/${addressed.payments[0]?.id}`, {
      token,
      payload: { paymentMethod: 'bank_transfer' },
    });
    return chosen.json() as Order;
  }

  async function placeCart(token: string, tokenValue: string): Promise<Order> {
    await addressAndChoose(token, tokenValue);
    const placed = await call('PATCH', `/orders/${tokenValue}/complete`, { token, payload: {} });
    expect(placed.statusCode, placed.body).toBe(200);
    return placed.json() as Order;
  }
});
