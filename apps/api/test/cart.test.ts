import type { Order } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelPricings, productVariants } from '../src/db/schema/index.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BASE = '/api/v2/shop';

describe('cart (orders in state cart)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let web: number;
  const ids = { pramGrey: 0, bottle: 0 };

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    const b2b = (await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt'] })).id;
    const colours = await data.productOption({
      code: 'colour',
      names: { lt: 'Spalva', en: 'Colour' },
      values: [{ code: 'grey', names: { lt: 'Pilka', en: 'Grey' } }],
    });
    const pram = await data.catalogueProduct({
      code: 'PRAM',
      channelIds: [web],
      translations: {
        lt: { name: 'Vežimėlis', slug: 'vezimelis' },
        en: { name: 'Pram', slug: 'pram' },
      },
    });
    ids.pramGrey = (
      await data.variant({
        productId: pram.id,
        code: 'PRAM-GREY',
        onHand: 5,
        onHold: 1,
        names: { lt: 'Pilkas', en: 'Grey' },
        prices: [{ channelId: web, price: 12100, originalPrice: 15000 }],
        optionValueIds: [colours.valueIds.get('grey') ?? 0],
      })
    ).id;
    const bottle = await data.catalogueProduct({
      code: 'BOTTLE',
      channelIds: [web],
      translations: { lt: { name: 'Buteliukas', slug: 'buteliukas' } },
    });
    ids.bottle = (
      await data.variant({
        productId: bottle.id,
        code: 'BOTTLE-1',
        tracked: false,
        maxQuantityPerOrder: 6,
        prices: [{ channelId: web, price: 999 }],
      })
    ).id;
    for (const [code, inStock] of [
      ['SET-TRAVEL', true],
      ['SET-GONE', false],
    ] as const) {
      const bundle = await data.catalogueProduct({
        code,
        isBundle: true,
        bundleInStock: inStock,
        channelIds: [web],
        translations: { lt: { name: `Rinkinys ${code}`, slug: code.toLowerCase() } },
      });
      await data.variant({
        productId: bundle.id,
        code: `${code}-SET`,
        tracked: false,
        prices: [{ channelId: web, price: 13000, originalPrice: 14098 }],
      });
      await data.bundleItem(bundle.id, ids.pramGrey, 1);
      await data.bundleItem(bundle.id, ids.bottle, 2);
    }
    const part = await data.catalogueProduct({
      code: 'PART',
      onlySellInBundle: true,
      channelIds: [web],
      translations: { lt: { name: 'Dalis', slug: 'dalis' } },
    });
    await data.variant({
      productId: part.id,
      code: 'PART-1',
      onHand: 9,
      prices: [{ channelId: web, price: 100 }],
    });
    const off = await data.catalogueProduct({
      code: 'OFF',
      enabled: false,
      channelIds: [web],
      translations: { lt: { name: 'Išjungta', slug: 'isjungta' } },
    });
    await data.variant({
      productId: off.id,
      code: 'OFF-1',
      onHand: 9,
      prices: [{ channelId: web, price: 100 }],
    });
    const b2bOnly = await data.catalogueProduct({
      code: 'B2B',
      channelIds: [b2b],
      translations: { lt: { name: 'Verslui', slug: 'verslui' } },
    });
    await data.variant({
      productId: b2bOnly.id,
      code: 'B2B-1',
      onHand: 9,
      prices: [{ channelId: b2b, price: 100 }],
    });
    const unpriced = await data.catalogueProduct({
      code: 'UNPRICED',
      channelIds: [web],
      translations: { lt: { name: 'Be kainos', slug: 'be-kainos' } },
    });
    await data.variant({ productId: unpriced.id, code: 'UNPRICED-1', onHand: 9 });
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const request = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url: `${BASE}${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function newCart(headers: Record<string, string> = {}): Promise<Order> {
    const response = await request('POST', '/orders', undefined, headers);
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  async function add(token: string, productVariant: string, quantity?: number): Promise<Order> {
    const response = await request('POST', `/orders/${token}/items`, { productVariant, quantity });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  it('creates an empty cart with a random token in the request channel and locale', async () => {
    const first = await newCart({ locale: 'en' });
    const second = await newCart();
    expect(first).toMatchObject({
      state: 'cart',
      checkoutState: 'cart',
      paymentState: 'cart',
      shippingState: 'cart',
      channelCode: 'web',
      localeCode: 'en',
      currencyCode: 'EUR',
      items: [],
      itemsCount: 0,
      total: 0,
      number: null,
    });
    expect(first.tokenValue).toMatch(/^[\w-]{32}$/);
    expect(second.tokenValue).not.toBe(first.tokenValue);
    expect(second.localeCode).toBe('lt');
  });

  it('adds a variant with names, options and prices, and totals with the VAT included', async () => {
    const cart = await newCart();
    const order = await add(cart.tokenValue, 'PRAM-GREY', 2);
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({
      productName: 'Vežimėlis',
      quantity: 2,
      unitPrice: 12100,
      originalUnitPrice: 15000,
      total: 24200,
      available: true,
      maxQuantity: 4,
      gift: false,
      variant: {
        code: 'PRAM-GREY',
        name: 'Pilkas',
        productCode: 'PRAM',
        productSlug: 'vezimelis',
        stock: 4,
        optionValues: [{ optionCode: 'colour', optionName: 'Spalva', code: 'grey', value: 'Pilka' }],
      },
    });
    expect(order).toMatchObject({ itemsCount: 2, itemsTotal: 24200, total: 24200, taxTotal: 4200 });
    expect(order.summary).toMatchObject({
      subtotal: 24200,
      tax: 4200,
      amountWithoutTax: 20000,
      total: 24200,
    });
  });

  it('answers in the request locale', async () => {
    const cart = await newCart();
    await add(cart.tokenValue, 'PRAM-GREY');
    const response = await request('GET', `/orders/${cart.tokenValue}`, undefined, { locale: 'en' });
    expect(response.json().items[0]).toMatchObject({ productName: 'Pram', variant: { name: 'Grey' } });
  });

  it('grows the line of a variant added again', async () => {
    const cart = await newCart();
    await add(cart.tokenValue, 'BOTTLE-1', 2);
    const order = await add(cart.tokenValue, 'BOTTLE-1', 3);
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ quantity: 5, total: 4995, maxQuantity: 6 });
  });

  it('refuses more than the sellable stock with the spec message, and more than the line limit', async () => {
    const cart = await newCart();
    const tooMany = await request('POST', `/orders/${cart.tokenValue}/items`, {
      productVariant: 'PRAM-GREY',
      quantity: 5,
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().violations).toEqual([
      {
        propertyPath: '',
        message: 'The product variant with "PRAM-GREY" code does not have sufficient stock.',
        code: 'insufficient_stock',
      },
    ]);
    const overLimit = await request('POST', `/orders/${cart.tokenValue}/items`, {
      productVariant: 'BOTTLE-1',
      quantity: 7,
    });
    expect(overLimit.statusCode).toBe(422);
    expect(overLimit.json().violations).toEqual([
      { propertyPath: 'quantity', message: 'This value should be 6 or less.', code: 'too_high' },
    ]);
    expect((await request('GET', `/orders/${cart.tokenValue}`)).json().items).toEqual([]);
  });

  it.each([
    ['an unknown variant', 'NOPE', 'Product variant "NOPE" does not exist.'],
    ['a disabled product', 'OFF-1', 'Product variant "OFF-1" does not exist.'],
    ["another channel's product", 'B2B-1', 'Product variant "B2B-1" does not exist.'],
    ['a variant without a price here', 'UNPRICED-1', 'Product variant "UNPRICED-1" does not exist.'],
    ['a bundle-only part', 'PART-1', 'Product "PART" is sold only as part of a bundle.'],
  ])('refuses %s on productVariant', async (_, productVariant, message) => {
    const cart = await newCart();
    const response = await request('POST', `/orders/${cart.tokenValue}/items`, {
      productVariant,
      quantity: 1,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toMatchObject([{ propertyPath: 'productVariant', message }]);
  });

  it.each([
    [{ productVariant: 'BOTTLE-1', quantity: 0 }, 'quantity'],
    [{ productVariant: 'BOTTLE-1', quantity: 1.5 }, 'quantity'],
    [{ productVariant: 'BOTTLE-1', quantity: '2' }, 'quantity'],
    [{ productVariant: '  ', quantity: 1 }, 'productVariant'],
    [{ quantity: 1 }, 'productVariant'],
  ])('rejects the body %j with a violation on %s', async (payload, propertyPath) => {
    const cart = await newCart();
    const response = await request('POST', `/orders/${cart.tokenValue}/items`, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().violations.map((entry: { propertyPath: string }) => entry.propertyPath)).toEqual([
      propertyPath,
    ]);
  });

  it('changes a quantity within stock; lowering always works', async () => {
    const cart = await newCart();
    const [line] = (await add(cart.tokenValue, 'PRAM-GREY', 1)).items;
    const raised = await request('PATCH', `/orders/${cart.tokenValue}/items/${line?.id}`, { quantity: 3 });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({ itemsCount: 3, total: 36300 });
    const tooMany = await request('PATCH', `/orders/${cart.tokenValue}/items/${line?.id}`, { quantity: 5 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().violations[0].message).toBe(
      'The product variant with "PRAM-GREY" code does not have sufficient stock.',
    );
    const zero = await request('PATCH', `/orders/${cart.tokenValue}/items/${line?.id}`, { quantity: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().violations[0].propertyPath).toBe('quantity');
    const lowered = await request('PATCH', `/orders/${cart.tokenValue}/items/${line?.id}`, { quantity: 1 });
    expect(lowered.json()).toMatchObject({ itemsCount: 1, total: 12100 });
  });

  it('deletes a line and restores it by its id', async () => {
    const cart = await newCart();
    await add(cart.tokenValue, 'BOTTLE-1', 2);
    const [pramLine] = (await add(cart.tokenValue, 'PRAM-GREY', 1)).items.filter(
      (item) => item.variant.code === 'PRAM-GREY',
    );
    const deleted = await request('DELETE', `/orders/${cart.tokenValue}/items/${pramLine?.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ itemsCount: 2, total: 1998 });
    expect(deleted.json().items.map((item: { id: number }) => item.id)).not.toContain(pramLine?.id);
    const again = await request('DELETE', `/orders/${cart.tokenValue}/items/${pramLine?.id}`);
    expect(again.statusCode).toBe(404);

    const restored = await request('PATCH', `/orders/${cart.tokenValue}/items/${pramLine?.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ itemsCount: 3, total: 1998 + 12100 });
    expect(restored.json().items.map((item: { id: number }) => item.id)).toContain(pramLine?.id);
    const notDeleted = await request('PATCH', `/orders/${cart.tokenValue}/items/${pramLine?.id}/restore`);
    expect(notDeleted.statusCode).toBe(422);
  });

  it('merges a restored line into a line of the same variant added since', async () => {
    const cart = await newCart();
    const [line] = (await add(cart.tokenValue, 'BOTTLE-1', 2)).items;
    await request('DELETE', `/orders/${cart.tokenValue}/items/${line?.id}`);
    await add(cart.tokenValue, 'BOTTLE-1', 1);
    const restored = await request('PATCH', `/orders/${cart.tokenValue}/items/${line?.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().items).toHaveLength(1);
    expect(restored.json().items[0].quantity).toBe(3);
  });

  it('keeps lines the shop stopped selling, unavailable and out of the totals', async () => {
    const cart = await newCart();
    await add(cart.tokenValue, 'BOTTLE-1', 1);
    await add(cart.tokenValue, 'PRAM-GREY', 2);
    await database.db.update(productVariants).set({ onHand: 2 }).where(eq(productVariants.id, ids.pramGrey));
    try {
      // Any change re-prices the cart from the catalogue.
      const order = (await add(cart.tokenValue, 'BOTTLE-1', 1)) as Order;
      const pram = order.items.find((item) => item.variant.code === 'PRAM-GREY');
      expect(pram).toMatchObject({ available: false, total: 0, quantity: 2 });
      expect(order.total).toBe(1998);
    } finally {
      await database.db
        .update(productVariants)
        .set({ onHand: 5 })
        .where(eq(productVariants.id, ids.pramGrey));
    }
  });

  it('re-prices lines from the current channel price on the next change', async () => {
    const cart = await newCart();
    await add(cart.tokenValue, 'PRAM-GREY', 1);
    await database.db
      .update(channelPricings)
      .set({ price: 11000 })
      .where(eq(channelPricings.variantId, ids.pramGrey));
    try {
      const order = await add(cart.tokenValue, 'BOTTLE-1', 1);
      expect(order.items.find((item) => item.variant.code === 'PRAM-GREY')).toMatchObject({
        unitPrice: 11000,
        total: 11000,
      });
      expect(order.total).toBe(11000 + 999);
    } finally {
      await database.db
        .update(channelPricings)
        .set({ price: 12100 })
        .where(eq(channelPricings.variantId, ids.pramGrey));
    }
  });

  it('counts every one of many parallel additions to one cart', async () => {
    const cart = await newCart();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        request('POST', `/orders/${cart.tokenValue}/items`, { productVariant: 'BOTTLE-1', quantity: 1 }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    const order = (await request('GET', `/orders/${cart.tokenValue}`)).json();
    expect(order.items).toHaveLength(1);
    expect(order.items[0].quantity).toBe(6);
  });

  it('adds a bundle by its product code as one line listing its parts', async () => {
    const cart = await newCart();
    const first = await request('PATCH', `/orders/${cart.tokenValue}/product-bundle`, {
      productCode: 'SET-TRAVEL',
    });
    expect(first.statusCode).toBe(200);
    const again = await request('PATCH', `/orders/${cart.tokenValue}/product-bundle`, {
      productCode: 'SET-TRAVEL',
      quantity: 2,
    });
    const order = again.json() as Order;
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({
      productName: 'Rinkinys SET-TRAVEL',
      quantity: 3,
      unitPrice: 13000,
      total: 39000,
      available: true,
      variant: { code: 'SET-TRAVEL-SET', stock: null },
      productBundleOrderItems: [
        { variantCode: 'PRAM-GREY', productName: 'Vežimėlis', quantity: 3 },
        { variantCode: 'BOTTLE-1', productName: 'Buteliukas', quantity: 6 },
      ],
    });
    // A bundle's set variant is not added on its own.
    const single = await request('POST', `/orders/${cart.tokenValue}/items`, {
      productVariant: 'SET-TRAVEL-SET',
    });
    expect(single.statusCode).toBe(422);
    expect(single.json().violations[0]).toMatchObject({ propertyPath: 'productVariant', code: 'bundle' });
  });

  it('restores a deleted bundle by its product code, variant codes and quantity', async () => {
    const cart = await newCart();
    const added = (
      await request('PATCH', `/orders/${cart.tokenValue}/product-bundle`, {
        productCode: 'SET-TRAVEL',
        quantity: 2,
      })
    ).json() as Order;
    const line = added.items[0];
    await request('DELETE', `/orders/${cart.tokenValue}/items/${line?.id}`);
    const restored = await request('PATCH', `/orders/${cart.tokenValue}/product-bundle`, {
      productCode: 'SET-TRAVEL',
      variantCodes: line?.productBundleOrderItems.map((part) => part.variantCode),
      quantity: line?.quantity,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((restored.json() as Order).items.map((item) => [item.variant.code, item.quantity])).toEqual([
      ['SET-TRAVEL-SET', 2],
    ]);
    // Parts that are not the bundle's (it was changed since the line was deleted) are refused.
    const changed = await request('PATCH', `/orders/${cart.tokenValue}/product-bundle`, {
      productCode: 'SET-TRAVEL',
      variantCodes: ['PRAM-GREY'],
      quantity: 1,
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().violations[0]).toMatchObject({
      propertyPath: 'variantCodes',
      message: 'The bundle "SET-TRAVEL" is no longer made of these products.',
    });
  });

  it('refuses a bundle that is out of stock, unknown, or a product that is no bundle', async () => {
    const cart = await newCart();
    const gone = await request('PATCH', `/orders/${cart.tokenValue}/product-bundle`, {
      productCode: 'SET-GONE',
    });
    expect(gone.statusCode).toBe(422);
    expect(gone.json().violations[0].message).toBe(
      'The product variant with "SET-GONE-SET" code does not have sufficient stock.',
    );
    for (const productCode of ['NOPE', 'PRAM']) {
      const response = await request('PATCH', `/orders/${cart.tokenValue}/product-bundle`, { productCode });
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toMatchObject([
        { propertyPath: 'productCode', message: `Bundle "${productCode}" does not exist.` },
      ]);
    }
  });

  it('answers 404 for unknown tokens, other channels and other carts’ lines', async () => {
    const cart = await newCart();
    const other = await newCart();
    const [line] = (await add(other.tokenValue, 'BOTTLE-1', 1)).items;
    expect((await request('GET', '/orders/unknown-token')).statusCode).toBe(404);
    expect(
      (await request('GET', `/orders/${cart.tokenValue}`, undefined, { channel: 'b2b' })).statusCode,
    ).toBe(404);
    expect(
      (await request('POST', '/orders/unknown-token/items', { productVariant: 'BOTTLE-1', quantity: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await request('DELETE', `/orders/${cart.tokenValue}/items/${line?.id}`)).statusCode).toBe(404);
    expect((await request('PATCH', `/orders/${cart.tokenValue}/items/abc`, { quantity: 1 })).statusCode).toBe(
      400,
    );
  });
});
