import {
  CODE_TAKEN_MESSAGE,
  SHIPPING_LAST_ENABLED_MESSAGE,
  SHIPPING_METHOD_USED_MESSAGE,
  SHIPPING_NAME_REQUIRED_MESSAGE,
  STALE_VERSION_MESSAGE,
  type AdminShippingMethod,
  type AdminShippingMethodList,
  type Order,
  type ValidationError,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { administrators } from '../src/db/schema/index.ts';
import { seedCheckout } from '../src/demo/seed/checkout.ts';
import { auditLinesOf, signedInBackOffice, type BackOfficeCall } from './helpers/back-office-caller.ts';
import { orderAs, shopCaller, type ShopCall } from './helpers/customer-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/** The variant costs 20 €: under every seeded method's free-from threshold. */
const PRICE = 2000;

describe('the back office delivery methods API (/api/v2/admin/shipping-methods)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: BackOfficeCall;
  let editor: BackOfficeCall;
  let shop: ShopCall;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    const b2b = (await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt'] })).id;
    await seedCheckout(database.db, [web, b2b]);
    const product = await data.catalogueProduct({
      code: 'TOY',
      channelIds: [web],
      translations: { lt: { name: 'Žaislas', slug: 'zaislas' } },
    });
    await data.variant({
      productId: product.id,
      code: 'TOY-1',
      onHand: 100,
      prices: [{ channelId: web, price: PRICE }],
    });
    app = await createTestApp(database);
    admin = await signedInBackOffice(app, database.db);
    // A content editor: signed in, but without the "settings" permission.
    editor = await signedInBackOffice(app, database.db, 'turinys@example.lt');
    await database.db
      .update(administrators)
      .set({ role: 'content_editor' })
      .where(eq(administrators.email, 'turinys@example.lt'));
    shop = shopCaller(app);
  }, 240_000);
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const list = async (channel = 'web') => {
    const response = await admin('GET', `/shipping-methods?channel=${channel}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminShippingMethodList>();
  };
  const byCode = async (code: string, channel = 'web') => {
    const found = (await list(channel)).data.find((method) => method.code === code);
    if (!found) throw new Error(`No method ${code}`);
    return found;
  };
  const inputOf = (method: AdminShippingMethod) => {
    const { id: _id, channel: _channel, orders: _orders, position: _position, ...rest } = method;
    return rest;
  };
  const put = (method: AdminShippingMethod, changes: Partial<AdminShippingMethod>) =>
    admin('PUT', `/shipping-methods/${method.id}`, { payload: { ...inputOf(method), ...changes } });
  /** What the shop's cart offers: code → cost, for a cart with one 20 € toy. */
  async function shopMethods(): Promise<Map<string, number>> {
    const cart = await orderAs(shop, undefined, { variantCode: 'TOY-1', place: false });
    const addressed = (
      await shop('PUT', `/orders/${cart.tokenValue}`, {
        payload: {
          email: 'ona@example.lt',
          billingAddress: {
            firstName: 'Ona',
            lastName: 'Onaitė',
            phoneNumber: '+37060000000',
            countryCode: 'LT',
            city: 'Vilnius',
            street: 'Gedimino pr.',
            houseNumber: '1',
            postCode: 'LT-01103',
          },
        },
      })
    ).json() as Order;
    const response = await shop(
      'GET',
      `/orders/${cart.tokenValue}/shipments/${addressed.shipments[0]?.id}/methods`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return new Map(
      (response.json() as { data: Array<{ code: string; cost: number }> }).data.map((m) => [m.code, m.cost]),
    );
  }

  it('lists a channel’s methods in order with texts per language; refuses a role without "settings" and strangers', async () => {
    const web = await list();
    expect(web.channels).toEqual(['web', 'b2b']);
    expect(web.data.map((method) => method.code)).toEqual([
      'omniva_locker',
      'lp_express_locker',
      'lp_express_courier',
      'dpd_pickup',
      'dpd_courier',
      'venipak_courier',
    ]);
    expect(web.data[0]).toMatchObject({
      channel: 'web',
      carrier: 'omniva',
      kind: 'parcel_locker',
      price: 249,
      freeAbove: 4900,
      enabled: true,
      orders: 0,
      translations: { lt: { name: 'Omniva paštomatai' }, en: { name: 'Omniva parcel lockers' } },
    });
    expect((await admin('GET', '/shipping-methods?channel=nope')).statusCode).toBe(404);
    expect((await admin('GET', '/shipping-methods/999999')).statusCode).toBe(404);
    expect((await admin('GET', '/shipping-methods/abc')).statusCode).toBe(400);
    expect((await admin('GET', '/shipping-methods/99999999999999')).statusCode).toBe(400);

    expect((await admin('GET', '/shipping-methods', { token: null })).statusCode).toBe(401);
    const refused = await editor('GET', '/shipping-methods?channel=web');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'Your role does not include the "settings" permission.',
    });
    expect((await editor('PUT', `/shipping-methods/${web.data[0]?.id}`, { payload: {} })).statusCode).toBe(
      403,
    );
    expect((await editor('GET', '/shipping-methods/parcel-lockers')).statusCode).toBe(403);
    expect((await editor('POST', '/shipping-methods/parcel-lockers/import?carrier=omniva')).statusCode).toBe(
      403,
    );
  });

  it('answers 422 with every broken field at once, never a 500', async () => {
    const bad = await admin('POST', '/shipping-methods', {
      payload: {
        channel: 'web',
        code: 'bad code!',
        carrier: 'Omniva Express',
        kind: 'drone',
        price: -1,
        freeAbove: 'soon',
        enabled: 'yes',
        translations: { xx: { name: 'X' }, lt: { name: 'a'.repeat(201) } },
      },
    });
    expect(bad.statusCode, bad.body).toBe(422);
    const paths = (bad.json() as ValidationError).violations.map((v) => v.propertyPath).sort();
    expect(paths).toEqual(
      expect.arrayContaining([
        'carrier',
        'code',
        'enabled',
        'freeAbove',
        'kind',
        'price',
        'translations.lt.name',
      ]),
    );
    expect(paths.some((path) => path.startsWith('translations'))).toBe(true);

    const rules = await admin('POST', '/shipping-methods', {
      payload: {
        channel: 'web',
        code: 'dpd_courier',
        carrier: 'dpd',
        kind: 'courier',
        price: 100,
        translations: {},
      },
    });
    expect(rules.statusCode, rules.body).toBe(422);
    expect((rules.json() as ValidationError).violations).toEqual([
      { propertyPath: 'translations', message: SHIPPING_NAME_REQUIRED_MESSAGE },
      { propertyPath: 'code', message: CODE_TAKEN_MESSAGE },
    ]);
    const unknownChannel = await admin('POST', '/shipping-methods', {
      payload: {
        channel: 'mars',
        code: 'x',
        carrier: 'x',
        kind: 'courier',
        price: 1,
        translations: { lt: { name: 'X' } },
      },
    });
    expect(unknownChannel.statusCode).toBe(404);
    for (const payload of [null, [], 'text', { price: 1e20 }]) {
      const response = await admin('POST', '/shipping-methods', { payload });
      expect([400, 415, 422]).toContain(response.statusCode);
    }
  });

  it('adds, changes and orders methods; the shop’s cart offers what was saved at once; each write is audited', async () => {
    const before = await shopMethods();
    expect(before.get('dpd_courier')).toBe(449);

    const created = await admin('POST', '/shipping-methods', {
      payload: {
        channel: 'web',
        code: 'smartpost',
        carrier: 'smartpost',
        kind: 'courier',
        price: 350,
        freeAbove: null,
        position: 0,
        translations: {
          lt: { name: 'Smartpost kurjeris' },
          en: { name: 'Smartpost courier', description: 'Fast' },
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const smartpost = created.json<AdminShippingMethod>();
    expect(smartpost).toMatchObject({
      position: 0,
      freeAbove: null,
      translations: { en: { description: 'Fast' } },
    });
    expect((await list()).data.map((m) => m.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect((await shopMethods()).get('smartpost')).toBe(350);
    expect((await list('b2b')).data.some((m) => m.code === 'smartpost')).toBe(false);

    // A new price and free-from threshold: the cart's list and the placed order's charge follow.
    const dpd = await byCode('dpd_courier');
    const changed = await put(dpd, { price: 199, freeAbove: 1500 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await shopMethods()).get('dpd_courier')).toBe(0);
    // A second editor still holding the method as it was: refused, and the first editor's change stays.
    const stale = await put(dpd, { price: 999, freeAbove: null });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: STALE_VERSION_MESSAGE });
    expect(await byCode('dpd_courier')).toMatchObject({ price: 199, freeAbove: 1500 });
    // No version, or an empty one: the field is named, nothing is written.
    for (const version of [undefined, '']) {
      const missing = await put({ ...dpd, version: version as string }, { price: 1 });
      expect(missing.statusCode, missing.body).toBe(422);
      expect((missing.json() as ValidationError).violations.map((v) => v.propertyPath)).toEqual(['version']);
    }
    const current = changed.json<AdminShippingMethod>();
    expect(current.version).not.toBe(dpd.version);
    expect((await put(current, { price: 199, freeAbove: 5000 })).statusCode).toBe(200);
    expect((await shopMethods()).get('dpd_courier')).toBe(199);
    const order = await orderAs(shop, undefined, { variantCode: 'TOY-1', shippingMethod: 'dpd_courier' });
    expect(order).toMatchObject({ shippingTotal: 199, total: PRICE + 199 });

    // Disabled: gone from the shop's list, still listed in the back office.
    const venipak = await byCode('venipak_courier');
    expect((await put(venipak, { enabled: false })).statusCode).toBe(200);
    expect((await shopMethods()).has('venipak_courier')).toBe(false);
    expect((await byCode('venipak_courier')).enabled).toBe(false);

    const moved = await admin('POST', `/shipping-methods/${smartpost.id}/move`, {
      payload: { position: 99 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<AdminShippingMethodList>().data.at(-1)?.code).toBe('smartpost');
    expect(
      (await admin('POST', `/shipping-methods/${smartpost.id}/move`, { payload: { position: -1 } }))
        .statusCode,
    ).toBe(422);

    const updates = await auditLinesOf(database.db, 'shipping_method.update');
    expect(updates.at(-1)?.details).toMatchObject({
      before: { code: 'venipak_courier', enabled: true },
      after: { code: 'venipak_courier', enabled: false },
    });
    expect((await auditLinesOf(database.db, 'shipping_method.create')).map((line) => line.subjectId)).toEqual(
      [String(smartpost.id)],
    );
    expect(await auditLinesOf(database.db, 'shipping_method.move')).toHaveLength(1);
  });

  it('refuses to delete a method orders used (disable it instead) and to disable a channel’s last enabled method', async () => {
    const dpd = await byCode('dpd_courier');
    expect(dpd.orders).toBe(1);
    const used = await admin('DELETE', `/shipping-methods/${dpd.id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({ message: SHIPPING_METHOD_USED_MESSAGE });

    const smartpost = await byCode('smartpost');
    // A cart that chose it chooses again.
    const deleted = await admin('DELETE', `/shipping-methods/${smartpost.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await list()).data.map((m) => m.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect((await admin('DELETE', `/shipping-methods/${smartpost.id}`)).statusCode).toBe(404);
    expect(await auditLinesOf(database.db, 'shipping_method.delete')).toHaveLength(1);

    // b2b: disable all but one, then the last one is refused.
    const b2b = (await list('b2b')).data;
    for (const method of b2b.slice(1)) expect((await put(method, { enabled: false })).statusCode).toBe(200);
    const last = b2b[0] as AdminShippingMethod;
    const refused = await put(last, { enabled: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: SHIPPING_LAST_ENABLED_MESSAGE });
    expect((await admin('DELETE', `/shipping-methods/${last.id}`)).statusCode).toBe(409);
    expect((await byCode(last.code, 'b2b')).enabled).toBe(true);
  });
});
