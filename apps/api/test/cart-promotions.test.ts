import type { Order } from '@shop/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartPromotionChannels, cartPromotions, promotionCoupons } from '../src/db/schema/index.ts';
import { seedCartPromotions } from '../src/demo/seed/cart-promotions.ts';
import { seedCheckout } from '../src/demo/seed/checkout.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BASE = '/api/v2/shop';
const billingAddress = { firstName: 'Ona', lastName: 'Ona', phoneNumber: '+37061234567', countryCode: 'LT' };

describe('cart promotions and coupons', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let web: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    await seedCheckout(database.db, [web]);
    await seedCartPromotions(database.db, [web]);
    const babies = await data.taxon({
      code: 'babies',
      translations: { lt: { name: 'Kūdikiams', slug: 'kudikiams' } },
    });
    const prams = await data.taxon({
      code: 'prams',
      parentId: babies.id,
      translations: { lt: { name: 'Vežimėliai', slug: 'vezimeliai' } },
    });
    for (const [code, price, taxonId] of [
      ['TEN', 1000, null],
      ['FORTY', 4000, null],
      ['PRAM', 6000, prams.id],
    ] as const) {
      const product = await data.catalogueProduct({
        code,
        mainTaxonId: taxonId,
        channelIds: [web],
        translations: { lt: { name: code, slug: code.toLowerCase() } },
      });
      await data.variant({
        productId: product.id,
        code: `${code}-1`,
        onHand: 100,
        prices: [{ channelId: web, price }],
      });
    }
    app = await createTestApp(database);
  }, 300_000);
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `${BASE}${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function cartWith(...codes: string[]): Promise<Order> {
    const cart = (await call('POST', '/orders')).json() as Order;
    let order = cart;
    for (const code of codes)
      order = (await call('POST', `/orders/${cart.tokenValue}/items`, { productVariant: code })).json();
    return order;
  }

  /** Address, parcel locker and bank transfer: the cart is ready to complete. */
  async function throughPayment(cart: Order): Promise<void> {
    const addressed = (
      await call('PUT', `/orders/${cart.tokenValue}`, { email: 'a@b.lt', billingAddress })
    ).json() as Order;
    await call('PATCH', `/orders/${cart.tokenValue}/shipments/${addressed.shipments[0]?.id}`, {
      shippingMethod: 'omniva_locker',
      parcelLocker: 'OM-VIL-1',
    });
    await call('PATCH', `/orders/${cart.tokenValue}/payments/${addressed.payments[0]?.id}`, {
      paymentMethod: 'bank_transfer',
    });
  }

  const coupon = (order: Order, couponCode: string | null) =>
    call('PUT', `/orders/${order.tokenValue}`, { couponCode });

  it('takes 10 % off the items with GANDRAS10 (any case) and shows the labelled discount', async () => {
    const cart = await cartWith('FORTY-1');
    const response = await coupon(cart, 'gandras10');
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json() as Order;
    expect(order).toMatchObject({
      couponCode: 'GANDRAS10',
      itemsTotal: 4000,
      promotionTotal: 400,
      total: 3600,
      taxTotal: 625,
      summary: { subtotal: 4000, discount: 400, total: 3600, tax: 625, amountWithoutTax: 2975 },
      promotions: [{ code: 'welcome_10', label: 'Nuolaida su kodu GANDRAS10 (−10 %)', itemsDiscount: 400 }],
    });
  });

  it('asks for a code when it is empty and refuses unknown codes or codes the cart does not qualify for', async () => {
    const cart = await cartWith('TEN-1');
    const empty = await coupon(cart, '  ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().violations).toMatchObject([
      { propertyPath: 'couponCode', message: 'You forgot to add promocode' },
    ]);
    const unknown = await coupon(cart, 'NOPE');
    expect(unknown.json().violations).toEqual([
      { propertyPath: 'couponCode', message: 'Coupon code is invalid.', code: 'invalid_coupon' },
    ]);
    const tooSmall = await coupon(cart, 'GANDRAS10');
    expect(tooSmall.statusCode).toBe(422);
    // A known code says why it does not apply yet: its minimum order amount.
    expect(tooSmall.json().violations).toEqual([
      {
        propertyPath: 'couponCode',
        message: 'This code applies to orders from 30.00 €.',
        code: 'coupon_minimum_not_met',
      },
    ]);
    const order = (await call('GET', `/orders/${cart.tokenValue}`)).json() as Order;
    expect(order).toMatchObject({ couponCode: null, promotionTotal: 0, total: 1000, promotions: [] });
  });

  it('drops the coupon when the cart stops qualifying, and removes it on null', async () => {
    const cart = await cartWith('FORTY-1');
    const applied = (await coupon(cart, 'GANDRAS10')).json() as Order;
    expect(applied.promotionTotal).toBe(400);
    const removed = (
      await call('DELETE', `/orders/${cart.tokenValue}/items/${applied.items[0]?.id}`)
    ).json() as Order;
    expect(removed).toMatchObject({ couponCode: null, promotionTotal: 0 });

    const other = await cartWith('FORTY-1');
    await coupon(other, 'GANDRAS10');
    const cleared = (await coupon(other, null)).json() as Order;
    expect(cleared).toMatchObject({ couponCode: null, promotionTotal: 0, total: 4000 });
  });

  it('takes the delivery off with PRISTATYMAS', async () => {
    const cart = await cartWith('TEN-1');
    const addressed = (
      await call('PUT', `/orders/${cart.tokenValue}`, { email: 'a@b.lt', billingAddress })
    ).json() as Order;
    const shipped = await call(
      'PATCH',
      `/orders/${cart.tokenValue}/shipments/${addressed.shipments[0]?.id}`,
      {
        shippingMethod: 'omniva_locker',
        parcelLocker: 'OM-VIL-1',
      },
    );
    expect(shipped.json().total).toBe(1249);
    const order = (await coupon(cart, 'PRISTATYMAS')).json() as Order;
    expect(order).toMatchObject({
      shippingTotal: 249,
      shippingPromotionTotal: 249,
      total: 1000,
      summary: { delivery: 249, shippingDiscount: 249, total: 1000 },
    });
    expect(order.shipments[0]?.amount).toBe(0);
    // The methods on offer show what this order would pay: nothing with the coupon.
    const offered = (await call('GET', `/shipping-methods?tokenValue=${cart.tokenValue}`)).json();
    expect(offered.data.map((method: { cost: number }) => method.cost)).toEqual([0, 0, 0, 0, 0, 0]);
    const plain = (
      await call('GET', `/shipping-methods?tokenValue=${(await cartWith('TEN-1')).tokenValue}`)
    ).json();
    expect(plain.data[0].cost).toBe(249);
  });

  it('applies a taxon rule through the category tree (KUDIKIAMS5 for a pram from 50 €)', async () => {
    const withoutBabies = await cartWith('FORTY-1', 'FORTY-1');
    const refused = await coupon(withoutBabies, 'KUDIKIAMS5');
    expect(refused.statusCode).toBe(422);
    // The rule that is not met, with the category's name in the shop's language.
    expect(refused.json().violations).toEqual([
      {
        propertyPath: 'couponCode',
        message: 'This code applies only to products of these categories: Kūdikiams.',
        code: 'coupon_categories_not_met',
      },
    ]);
    // The minimum amount is named first when both rules are unmet.
    const small = await cartWith('TEN-1');
    expect((await coupon(small, 'KUDIKIAMS5')).json().violations[0].message).toBe(
      'This code applies to orders from 50.00 €.',
    );
    const withPram = await cartWith('PRAM-1');
    const order = (await coupon(withPram, 'KUDIKIAMS5')).json() as Order;
    expect(order).toMatchObject({ promotionTotal: 500, total: 5500 });
  });

  it('lets an exclusive automatic promotion be the only one, by priority', async () => {
    const created = await database.db
      .insert(cartPromotions)
      .values([
        {
          code: 'auto_small',
          priority: 1,
          rules: [],
          actions: [{ type: 'order_fixed_discount', amount: 100 }],
        },
        {
          code: 'auto_exclusive',
          priority: 2,
          exclusive: true,
          rules: [{ type: 'item_total', amount: 10000 }],
          actions: [{ type: 'order_percentage_discount', percentage: 20 }],
        },
      ])
      .returning({ id: cartPromotions.id });
    await database.db
      .insert(cartPromotionChannels)
      .values(created.map((row) => ({ promotionId: row.id, channelId: web })));
    try {
      const small = (await cartWith('FORTY-1')).promotions.map((promotion) => promotion.code);
      expect(small).toEqual(['auto_small']);
      const big = await cartWith('PRAM-1', 'PRAM-1');
      expect(big.promotions.map((promotion) => promotion.code)).toEqual(['auto_exclusive']);
      expect(big.promotionTotal).toBe(2400);
    } finally {
      // Orders keep the promotions they got, so they are switched off rather than deleted.
      for (const row of created) {
        await database.db.update(cartPromotions).set({ enabled: false }).where(eq(cartPromotions.id, row.id));
      }
    }
  });

  it('counts coupon use at completion and refuses a used-up coupon', async () => {
    await database.db
      .update(promotionCoupons)
      .set({ usageLimit: 1 })
      .where(eq(promotionCoupons.code, 'PRISTATYMAS'));
    const first = await cartWith('TEN-1');
    const second = await cartWith('TEN-1');
    await coupon(first, 'PRISTATYMAS');
    await coupon(second, 'PRISTATYMAS');
    for (const cart of [first, second]) await throughPayment(cart);
    const placed = await call('PATCH', `/orders/${first.tokenValue}/complete`);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().shippingPromotionTotal).toBe(249);
    // The second cart's coupon is used up now: it falls off, and the coupon cannot be applied again.
    const again = await coupon(second, 'PRISTATYMAS');
    expect(again.json().violations).toEqual([
      { propertyPath: 'couponCode', message: 'This code has already been used up.', code: 'coupon_used_up' },
    ]);
    const [row] = await database.db
      .select()
      .from(promotionCoupons)
      .where(eq(promotionCoupons.code, 'PRISTATYMAS'));
    expect(row?.used).toBe(1);
  });

  it('completes parallel checkouts that share automatic promotions, each use counted once, without a deadlock', async () => {
    // Every order of a running promotion increments the same rows: concurrent completions used to lock them
    // in whatever order their UPDATE found them, and deadlocked (a 500) under a bench's 20 buyers.
    const created = await database.db
      .insert(cartPromotions)
      .values(
        [1, 2, 3, 4].map((index) => ({
          code: `parallel_${index}`,
          rules: [],
          actions: [{ type: 'order_fixed_discount' as const, amount: index }],
        })),
      )
      .returning({ id: cartPromotions.id });
    await database.db
      .insert(cartPromotionChannels)
      .values(created.map((row) => ({ promotionId: row.id, channelId: web })));
    try {
      const carts: Order[] = [];
      for (let index = 0; index < 32; index += 1) {
        const cart = await cartWith('TEN-1');
        await throughPayment(cart);
        carts.push(cart);
      }
      expect(carts[0]?.promotions.map((promotion) => promotion.code)).toEqual(
        expect.arrayContaining(['parallel_1', 'parallel_2', 'parallel_3', 'parallel_4']),
      );
      const responses = await Promise.all(
        carts.map((cart) => call('PATCH', `/orders/${cart.tokenValue}/complete`)),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(carts.map(() => 200));
      const rows = await database.db
        .select({ code: cartPromotions.code, used: cartPromotions.used })
        .from(cartPromotions)
        .where(
          inArray(
            cartPromotions.id,
            created.map((row) => row.id),
          ),
        );
      expect(rows.map((row) => row.used)).toEqual([32, 32, 32, 32]);
    } finally {
      for (const row of created) {
        await database.db.update(cartPromotions).set({ enabled: false }).where(eq(cartPromotions.id, row.id));
      }
    }
  });

  it('says when a known code starts to apply, and that an expired one has expired', async () => {
    const [promotion] = await database.db
      .select({ id: cartPromotions.id, startsAt: cartPromotions.startsAt })
      .from(cartPromotions)
      .where(eq(cartPromotions.code, 'welcome_10'));
    if (!promotion) throw new Error('The demo promotion welcome_10 is missing');
    const cart = await cartWith('FORTY-1');
    try {
      await database.db
        .update(cartPromotions)
        .set({ startsAt: new Date('2999-03-01T00:00:00Z') })
        .where(eq(cartPromotions.id, promotion.id));
      expect((await coupon(cart, 'GANDRAS10')).json().violations).toEqual([
        {
          propertyPath: 'couponCode',
          message: 'This code can be used from 2999-03-01.',
          code: 'coupon_not_started',
        },
      ]);
      await database.db
        .update(cartPromotions)
        .set({ startsAt: promotion.startsAt })
        .where(eq(cartPromotions.id, promotion.id));
      await database.db
        .update(promotionCoupons)
        .set({ expiresAt: new Date('2020-01-01T00:00:00Z') })
        .where(eq(promotionCoupons.code, 'GANDRAS10'));
      expect((await coupon(cart, 'GANDRAS10')).json().violations).toEqual([
        { propertyPath: 'couponCode', message: 'This code has expired.', code: 'coupon_expired' },
      ]);
    } finally {
      await database.db
        .update(cartPromotions)
        .set({ startsAt: promotion.startsAt })
        .where(eq(cartPromotions.id, promotion.id));
      await database.db
        .update(promotionCoupons)
        .set({ expiresAt: null })
        .where(eq(promotionCoupons.code, 'GANDRAS10'));
    }
    // Back to normal, the code applies: nothing of the refusals stuck to the cart.
    expect((await coupon(cart, 'GANDRAS10')).json()).toMatchObject({
      couponCode: 'GANDRAS10',
      promotionTotal: 400,
    });
  });
});
