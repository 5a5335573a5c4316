import {
  IBAN_MESSAGE,
  RETURN_ITEMS_REQUIRED_MESSAGE,
  RETURN_METHOD_MESSAGE,
  type List,
  type Order,
  type Return,
  type ReturnOptions,
  type ReturnSummary,
  type ValidationError,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards, orders, returns } from '../src/db/schema/index.ts';
import { seedCheckout } from '../src/demo/seed/checkout.ts';
import { seedReturnMethods } from '../src/demo/seed/returns.ts';
import { jobHandlers } from '../src/jobs/job-handlers.ts';
import { runDueJobs } from '../src/jobs/job-queue.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { fulfilOrder, type OrderActor } from '../src/modules/orders/order-state/index.ts';
import { changeReturnState } from '../src/modules/returns/return-service.ts';
import { createAccount, shopCaller, signInAs, type ShopCall } from './helpers/customer-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { testOutbox } from './helpers/outbox.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/** Fulfilment as the `order:fulfil` command does it. */
const CLI: OrderActor = { type: 'system', name: 'cli' };

const PRAM_PRICE = 12000;
const COT_PRICE = 5000;
const IBAN = 'LT12 1000 0111 0100 1000';
const BANK_REFUND = { method: 'bank_transfer', firstName: 'Ona', lastName: 'Testaitė', bankAccount: IBAN };

const ADDRESS = {
  firstName: 'Ona',
  lastName: 'Testaitė',
  phoneNumber: '+37061234567',
  countryCode: 'LT',
  city: 'Kaunas',
  street: 'Laisvės al.',
  houseNumber: '1',
  postCode: 'LT-44001',
};

describe('returns', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let call: ShopCall;
  let ona: string;
  let petras: string;
  const outbox = testOutbox();

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    await seedCheckout(database.db, [web]);
    await seedReturnMethods(database.db, [web]);
    for (const [code, price, lt, en] of [
      ['PRAM', PRAM_PRICE, 'Vežimėlis', 'Pram'],
      ['COT', COT_PRICE, 'Lovytė', 'Cot'],
    ] as const) {
      const product = await data.catalogueProduct({
        code,
        channelIds: [web],
        translations: { lt: { name: lt, slug: lt.toLowerCase() }, en: { name: en, slug: en.toLowerCase() } },
      });
      await data.variant({
        productId: product.id,
        code: `${code}-1`,
        onHand: 100,
        prices: [{ channelId: web, price }],
      });
    }
    app = await createTestApp(database);
    call = shopCaller(app);
    await createAccount(database.db, 'ona@example.lt');
    await createAccount(database.db, 'petras@example.lt', 'Petras');
    ona = await signInAs(call, 'ona@example.lt');
    petras = await signInAs(call, 'petras@example.lt');
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
    outbox.remove();
  });

  /** A placed order of the customer: lines of variant code and quantity, courier delivery, bank transfer. */
  async function placeOrder(token: string, lines: Array<[string, number]>): Promise<Order> {
    const cart = (await call('POST', '/orders', { token })).json() as Order;
    const path = `/orders/${cart.tokenValue}`;
    for (const [variantCode, quantity] of lines) {
      const added = await call('POST', `${path}/items`, {
        token,
        payload: { productVariant: variantCode, quantity },
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const addressed = (
      await call('PUT', path, { token, payload: { email: 'ona@example.lt', billingAddress: ADDRESS } })
    ).json() as Order;
    await call('PATCH', `${path}/shipments/${addressed.shipments[0]?.id}`, {
      token,
      payload: { shippingMethod: 'dpd_courier' },
    });
    await call('PATCH', `${path}/payments/${addressed.payments[0]?.id}`, {
      token,
      payload: { paymentMethod: 'bank_transfer' },
    });
    const placed = await call('PATCH', `${path}/complete`, { token });
    expect(placed.statusCode, placed.body).toBe(200);
    return placed.json() as Order;
  }

  async function fulfilledOrder(token: string, lines: Array<[string, number]>): Promise<Order> {
    const order = await placeOrder(token, lines);
    await fulfilOrder(database.db, { orderId: order.id, actor: CLI, now: new Date() });
    return order;
  }

  const options = async (token: string, order: Order) => {
    const response = await call('GET', `/customers/me/orders/${order.tokenValue}/return-options`, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ReturnOptions;
  };

  const lineOf = (order: Order, variantCode: string) => {
    const line = order.items.find((item) => item.variant.code === variantCode);
    if (!line) throw new Error(`no ${variantCode} line`);
    return line.id;
  };

  const createReturn = (token: string, payload: Record<string, unknown>) =>
    call('POST', '/customers/me/returns', { token, payload });

  async function runJobs(): Promise<string[]> {
    await runDueJobs(
      database.db,
      jobHandlers({
        db: database.db,
        mailer: createMailer({ smtpUrl: null, mailFrom: 'Gandras <info@gandras.lt>', outboxDir: outbox.dir }),
        config: { storefrontUrls: { web: 'https://shop.test' } },
      }),
      (line) => {
        throw new Error(line);
      },
    );
    return outbox.takeNew();
  }

  it('needs a signed-in customer, and another customer’s order or return does not exist for them', async () => {
    const order = await fulfilledOrder(ona, [['PRAM-1', 1]]);
    expect((await call('GET', `/customers/me/orders/${order.tokenValue}/return-options`)).statusCode).toBe(
      401,
    );
    expect((await call('GET', '/customers/me/returns')).statusCode).toBe(401);
    expect((await createReturn('', {})).statusCode).toBe(401);
    const foreign = await call('GET', `/customers/me/orders/${order.tokenValue}/return-options`, {
      token: petras,
    });
    expect(foreign.statusCode).toBe(404);
    const stolen = await createReturn(petras, {
      orderToken: order.tokenValue,
      items: [{ orderItemId: lineOf(order, 'PRAM-1'), quantity: 1, reason: 'damaged' }],
      returnMethod: 'shop_drop_off',
      refund: { method: 'cash' },
    });
    expect(stolen.statusCode).toBe(404);
  });

  it('offers an order only once it is fulfilled, with its goods, the return methods and the refund methods', async () => {
    const order = await placeOrder(ona, [
      ['PRAM-1', 2],
      ['COT-1', 1],
    ]);
    const before = await options(ona, order);
    expect(before.blockedReason).toBe('not_fulfilled');
    expect(before.returnableUntil).toBeNull();
    const early = await createReturn(ona, {
      orderToken: order.tokenValue,
      items: [{ orderItemId: lineOf(order, 'COT-1'), quantity: 1, reason: 'damaged' }],
      returnMethod: 'shop_drop_off',
      refund: { method: 'cash' },
    });
    expect(early.statusCode).toBe(422);
    expect((early.json() as ValidationError).violations[0]).toMatchObject({
      propertyPath: 'orderToken',
      message: 'Only a delivered order can be returned.',
    });

    await fulfilOrder(database.db, { orderId: order.id, actor: CLI, now: new Date() });
    const after = await options(ona, order);
    expect(after.blockedReason).toBeNull();
    expect(new Date(after.returnableUntil ?? 0).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(
      after.items.map((item) => [
        item.variantCode,
        item.orderedQuantity,
        item.returnableQuantity,
        item.unitRefund,
      ]),
    ).toEqual([
      ['PRAM-1', 2, 2, PRAM_PRICE],
      ['COT-1', 1, 1, COT_PRICE],
    ]);
    expect(after.items[0]?.productName).toBe('Vežimėlis');
    expect(
      after.returnMethods.map((method) => [method.code, method.kind, method.price, method.requiresAddress]),
    ).toEqual([
      ['omniva_locker_return', 'parcel_locker', 0, false],
      ['shop_drop_off', 'drop_off', 0, false],
      ['courier_pickup', 'courier_pickup', 399, true],
    ]);
    expect(after.returnMethods[0]?.name).toBe('Per Omniva paštomatą');
    expect(after.refundMethods).toEqual(['bank_transfer', 'cash', 'shop_coupons']);
    expect(after.reasons).toContain('other');
    expect(after.address).toMatchObject({ city: 'Kaunas', firstName: 'Ona' });
  });

  it('names every problem of the three steps by its field', async () => {
    const order = await fulfilledOrder(ona, [['PRAM-1', 1]]);
    const pram = lineOf(order, 'PRAM-1');
    const invalid = async (payload: Record<string, unknown>) => {
      const response = await createReturn(ona, { orderToken: order.tokenValue, ...payload });
      expect(response.statusCode, response.body).toBe(422);
      return (response.json() as ValidationError).violations.map(({ propertyPath, message }) => [
        propertyPath,
        message,
      ]);
    };
    expect(await invalid({ items: [], returnMethod: 'shop_drop_off', refund: { method: 'cash' } })).toEqual([
      ['items', RETURN_ITEMS_REQUIRED_MESSAGE],
    ]);
    expect(
      await invalid({
        items: [{ orderItemId: pram, quantity: 1, reason: 'other', comment: '  ' }],
        returnMethod: 'shop_drop_off',
        refund: { ...BANK_REFUND, bankAccount: 'LT12 1000 0111 0100 1001', firstName: 'Ona1' },
      }),
    ).toEqual([
      ['items[0].comment', 'This value should not be blank.'],
      ['refund.firstName', "Name can contain all letters and symbols ' -"],
      ['refund.bankAccount', IBAN_MESSAGE],
    ]);
    expect(
      await invalid({
        items: [{ orderItemId: pram, quantity: 2, reason: 'damaged' }],
        returnMethod: 'teleport',
        refund: { method: 'cash' },
      }),
    ).toEqual([
      ['items[0].quantity', 'You can return at most 1 of this item.'],
      ['returnMethod', RETURN_METHOD_MESSAGE],
    ]);
    expect(
      await invalid({
        items: [{ orderItemId: pram, quantity: 1, reason: 'damaged' }],
        returnMethod: 'courier_pickup',
        refund: { method: 'cash' },
      }),
    ).toEqual([['address', 'This value should not be blank.']]);
    expect(
      await invalid({
        items: [{ orderItemId: 999_999, quantity: 1, reason: 'damaged' }],
        returnMethod: 'shop_drop_off',
        refund: { method: 'cheque' },
      }),
    ).toEqual([['refund.method', 'Choose how you want your money back.']]);
  });

  it('makes a return from the three steps, lists it, shows it, and mails the customer', async () => {
    const order = await fulfilledOrder(ona, [
      ['PRAM-1', 2],
      ['COT-1', 1],
    ]);
    const created = await createReturn(ona, {
      orderToken: order.tokenValue,
      items: [
        { orderItemId: lineOf(order, 'PRAM-1'), quantity: 1, reason: 'does_not_fit', comment: 'Per didelis' },
        { orderItemId: lineOf(order, 'COT-1'), quantity: 1, reason: 'other', comment: 'Dovana nepatiko' },
      ],
      returnMethod: 'courier_pickup',
      address: { ...ADDRESS, city: 'Vilnius' },
      refund: BANK_REFUND,
    });
    expect(created.statusCode, created.body).toBe(201);
    const made = created.json() as Return;
    expect(made).toMatchObject({
      number: `R${order.number}-1`,
      orderNumber: order.number,
      state: 'initiated',
      price: PRAM_PRICE + COT_PRICE,
      returnFee: 399,
      refundableAmount: PRAM_PRICE + COT_PRICE - 399,
      returnMethod: { code: 'courier_pickup', name: 'Kurjeris paims iš namų' },
      address: { city: 'Vilnius' },
      refund: {
        method: 'bank_transfer',
        firstName: 'Ona',
        lastName: 'Testaitė',
        bankAccount: 'LT12 **** 1000',
      },
      cancellable: true,
    });
    expect(
      made.items.map((item) => [
        item.productName,
        item.quantity,
        item.reason,
        item.comment,
        item.state,
        item.amount,
      ]),
    ).toEqual([
      ['Vežimėlis', 1, 'does_not_fit', 'Per didelis', 'initiated', PRAM_PRICE],
      ['Lovytė', 1, 'other', 'Dovana nepatiko', 'initiated', COT_PRICE],
    ]);

    const list = (await call('GET', '/customers/me/returns', { token: ona })).json() as List<ReturnSummary>;
    expect(list.data[0]).toMatchObject({
      number: made.number,
      orderNumber: order.number,
      itemsCount: 2,
      state: 'initiated',
    });
    const others = (
      await call('GET', '/customers/me/returns', { token: petras })
    ).json() as List<ReturnSummary>;
    expect(others.meta.totalItems).toBe(0);
    const shown = await call('GET', `/customers/me/returns/${made.number}`, { token: ona });
    expect(shown.json()).toEqual(made);
    expect((await call('GET', `/customers/me/returns/${made.number}`, { token: petras })).statusCode).toBe(
      404,
    );

    const mails = await runJobs();
    const mail = mails.find((text) => text.includes(made.number));
    expect(mail).toContain(`gavome jūsų grąžinimo prašymą ${made.number} (užsakymas ${order.number})`);
    expect(mail).toContain('Grąžintina suma: 166,01');
    expect(mail).toContain(`https://shop.test/paskyra/grazinimai/${made.number}`);

    // What is in a return is no longer returnable; the rest is.
    const left = await options(ona, order);
    expect(left.items.map((item) => item.returnableQuantity)).toEqual([1, 0]);
    const again = await createReturn(ona, {
      orderToken: order.tokenValue,
      items: [{ orderItemId: lineOf(order, 'COT-1'), quantity: 1, reason: 'damaged' }],
      returnMethod: 'shop_drop_off',
      refund: { method: 'cash' },
    });
    expect((again.json() as ValidationError).violations[0]?.message).toBe(
      'You can return at most 0 of this item.',
    );
    const last = await createReturn(ona, {
      orderToken: order.tokenValue,
      items: [{ orderItemId: lineOf(order, 'PRAM-1'), quantity: 1, reason: 'changed_mind' }],
      returnMethod: 'shop_drop_off',
      refund: { method: 'cash' },
    });
    expect((last.json() as Return).number).toBe(`R${order.number}-2`);
    expect((await options(ona, order)).blockedReason).toBe('nothing_left');
  });

  it('lets the customer cancel a return the shop has not started on, which frees its items', async () => {
    const order = await fulfilledOrder(ona, [['COT-1', 1]]);
    const made = (
      await createReturn(ona, {
        orderToken: order.tokenValue,
        items: [{ orderItemId: lineOf(order, 'COT-1'), quantity: 1, reason: 'wrong_item' }],
        returnMethod: 'omniva_locker_return',
        refund: { method: 'cash' },
      })
    ).json() as Return;
    expect(
      (await call('PATCH', `/customers/me/returns/${made.number}/cancel`, { token: petras })).statusCode,
    ).toBe(404);
    const cancelled = await call('PATCH', `/customers/me/returns/${made.number}/cancel`, { token: ona });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', refundableAmount: 0, cancellable: false });
    expect((cancelled.json() as Return).items[0]?.state).toBe('cancelled');
    expect((await options(ona, order)).items[0]?.returnableQuantity).toBe(1);
    const twice = await call('PATCH', `/customers/me/returns/${made.number}/cancel`, { token: ona });
    expect(twice.statusCode).toBe(422);
  });

  it('goes through the shop’s states: refused items are not refunded, and shop coupons become a gift card', async () => {
    const order = await fulfilledOrder(ona, [
      ['PRAM-1', 1],
      ['COT-1', 1],
    ]);
    const made = (
      await createReturn(ona, {
        orderToken: order.tokenValue,
        items: [
          { orderItemId: lineOf(order, 'PRAM-1'), quantity: 1, reason: 'damaged' },
          { orderItemId: lineOf(order, 'COT-1'), quantity: 1, reason: 'changed_mind' },
        ],
        returnMethod: 'shop_drop_off',
        refund: { method: 'shop_coupons' },
      })
    ).json() as Return;
    await runJobs();
    const show = async () =>
      (await call('GET', `/customers/me/returns/${made.number}`, { token: ona })).json() as Return;
    const [stored] = await database.db
      .select({ id: returns.id })
      .from(returns)
      .where(eq(returns.number, made.number));
    const returnRowId = stored!.id;

    await changeReturnState(database.db, { returnId: returnRowId, to: 'requested', now: new Date() });
    expect(await show()).toMatchObject({ state: 'requested', cancellable: false });
    const late = await call('PATCH', `/customers/me/returns/${made.number}/cancel`, { token: ona });
    expect((late.json() as ValidationError).violations[0]?.message).toBe(
      'This return is already being handled and can no longer be cancelled.',
    );

    await expect(
      changeReturnState(database.db, { returnId: returnRowId, to: 'fulfilled', now: new Date() }),
    ).rejects.toMatchObject({
      violations: [{ message: 'A return in state "requested" cannot become "fulfilled".' }],
    });
    const cotItem = made.items.find((item) => item.productName === 'Lovytė')!;
    await changeReturnState(database.db, {
      returnId: returnRowId,
      to: 'processed',
      refusedItemIds: [cotItem.id],
      now: new Date(),
    });
    const processed = await show();
    expect(processed.items.map((item) => [item.productName, item.state])).toEqual([
      ['Vežimėlis', 'accepted'],
      ['Lovytė', 'cancelled'],
    ]);
    expect(processed).toMatchObject({
      state: 'processed',
      price: PRAM_PRICE + COT_PRICE,
      refundableAmount: PRAM_PRICE,
    });

    await changeReturnState(database.db, { returnId: returnRowId, to: 'money_returned', now: new Date() });
    const refunded = await show();
    expect(refunded.refund.couponCode).toMatch(/^GC-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const [card] = await database.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.code, refunded.refund.couponCode!));
    expect(card).toMatchObject({ amount: PRAM_PRICE, balance: PRAM_PRICE, orderItemId: null });
    expect(card?.activatedAt).not.toBeNull();
    // The refund coupon is not listed as a gift card the order bought.
    const orderPage = (
      await call('GET', `/customers/me/orders/${order.tokenValue}`, { token: ona })
    ).json() as Order;
    expect(orderPage.giftCards).toEqual([]);
    const mails = await runJobs();
    expect(mails.join('\n')).toContain(refunded.refund.couponCode!);

    await changeReturnState(database.db, { returnId: returnRowId, to: 'fulfilled', now: new Date() });
    expect((await show()).state).toBe('fulfilled');
    // The refused cot can be returned again; the accepted pram cannot.
    expect((await options(ona, order)).items.map((item) => item.returnableQuantity)).toEqual([0, 1]);
  });

  it('closes the return window 30 days after fulfilment', async () => {
    const order = await fulfilledOrder(ona, [['COT-1', 1]]);
    await database.db
      .update(orders)
      .set({ fulfilledAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(orders.id, order.id));
    expect((await options(ona, order)).blockedReason).toBe('window_closed');
    const late = await createReturn(ona, {
      orderToken: order.tokenValue,
      items: [{ orderItemId: lineOf(order, 'COT-1'), quantity: 1, reason: 'damaged' }],
      returnMethod: 'shop_drop_off',
      refund: { method: 'cash' },
    });
    expect((late.json() as ValidationError).violations[0]?.message).toBe(
      'The 30-day return period of this order has ended.',
    );
  });
});
