import {
  COUPON_ALPHABET,
  COUPON_SPACE_MESSAGE,
  COUPON_TAKEN_MESSAGE,
  PROMOTION_AMOUNT_MESSAGE,
  PROMOTION_DATES_MESSAGE,
  PROMOTION_LABEL_MESSAGE,
  PROMOTION_PERCENT_MESSAGE,
  PROMOTION_USED_MESSAGE,
  STALE_VERSION_MESSAGE,
  type AdminCoupon,
  type AdminPromotion,
  type AdminPromotionPreview,
  type List,
  type Order,
  type ValidationError,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionCoupons } from '../src/db/schema/index.ts';
import { seedCheckout } from '../src/demo/seed/checkout.ts';
import { auditLinesOf, signedInBackOffice, type BackOfficeCall } from './helpers/back-office-caller.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const SHOP = '/api/v2/shop';
const billingAddress = { firstName: 'Ona', lastName: 'Ona', phoneNumber: '+37061234567', countryCode: 'LT' };
const labels = { lt: 'Nuolaida', en: 'Discount', et: 'Allahindlus', ru: 'Скидка' };

describe('the back office promotions API (/api/v2/admin/promotions, /api/v2/admin/coupons)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: BackOfficeCall;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    await seedCheckout(database.db, [web]);
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
      ['PRAM', 6333, prams.id],
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
    admin = await signedInBackOffice(app, database.db);
  }, 300_000);
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const shop = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `${SHOP}${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function cartWith(lines: Array<[string, number]>, couponCode?: string): Promise<Order> {
    const cart = (await shop('POST', '/orders')).json<Order>();
    for (const [code, quantity] of lines)
      await shop('POST', `/orders/${cart.tokenValue}/items`, { productVariant: code, quantity });
    if (couponCode) {
      const applied = await shop('PUT', `/orders/${cart.tokenValue}`, { couponCode });
      expect(applied.statusCode, applied.body).toBe(200);
    }
    return (await shop('GET', `/orders/${cart.tokenValue}`)).json<Order>();
  }

  async function placeOrder(cart: Order, email: string): Promise<Order> {
    const addressed = (
      await shop('PUT', `/orders/${cart.tokenValue}`, { email, billingAddress })
    ).json<Order>();
    await shop('PATCH', `/orders/${cart.tokenValue}/shipments/${addressed.shipments[0]?.id}`, {
      shippingMethod: 'omniva_locker',
      parcelLocker: 'OM-VIL-1',
    });
    await shop('PATCH', `/orders/${cart.tokenValue}/payments/${addressed.payments[0]?.id}`, {
      paymentMethod: 'bank_transfer',
    });
    const placed = await shop('PATCH', `/orders/${cart.tokenValue}/complete`);
    expect(placed.statusCode, placed.body).toBe(200);
    return placed.json<Order>();
  }

  async function create(payload: Record<string, unknown>): Promise<AdminPromotion> {
    const response = await admin('POST', '/promotions', {
      payload: { labels, channels: ['web'], ...payload },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminPromotion>();
  }

  const violationsOf = (body: string) =>
    (JSON.parse(body) as ValidationError).violations.map((v) => [v.propertyPath, v.message]);

  it('refuses every promotions call without an administrator token', async () => {
    const calls: Array<Parameters<BackOfficeCall>> = [
      ['GET', '/promotions'],
      ['POST', '/promotions', { payload: {} }],
      ['GET', '/promotions/1'],
      ['PATCH', '/promotions/1', { payload: { version: 'x' } }],
      ['POST', '/promotions/1/disable'],
      ['DELETE', '/promotions/1'],
      ['GET', '/promotions/1/coupons'],
      ['POST', '/promotions/1/coupons/generate', { payload: { count: 1, length: 8 } }],
      ['GET', '/promotions/1/coupons/export'],
      ['DELETE', '/coupons/1'],
      [
        'POST',
        '/promotions/preview',
        { payload: { channel: 'web', lines: [{ variant: 'TEN-1', quantity: 1 }] } },
      ],
    ];
    for (const [method, url, options] of calls) {
      const response = await admin(method, url, { ...options, token: null });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('reports every problem of a promotion at once, with field paths and the unknown codes by name', async () => {
    const response = await admin('POST', '/promotions', {
      payload: {
        code: 'bad',
        labels: { lt: 'Tik lietuviškai' },
        channels: ['web', 'nowhere'],
        startsAt: '2026-12-10T00:00:00Z',
        endsAt: '2026-12-01T00:00:00Z',
        rules: [
          { type: 'has_taxon', taxonCodes: ['prams', 'no-such-category'] },
          { type: 'has_product', productCodes: ['GHOST'] },
        ],
        actions: [
          { type: 'order_percentage_discount', percentage: 0 },
          { type: 'items_fixed_discount', amount: 0 },
          { type: 'select_gift', variantCodes: ['TEN-1', 'NO-VARIANT'] },
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    // Shape errors come first (zod); fix them and the business rules are all reported together.
    expect(violationsOf(response.body)).toEqual([
      ['actions[0].percentage', PROMOTION_PERCENT_MESSAGE],
      ['actions[1].amount', PROMOTION_AMOUNT_MESSAGE],
    ]);
    const second = await admin('POST', '/promotions', {
      payload: {
        code: 'bad',
        labels: { lt: 'Tik lietuviškai' },
        channels: ['web', 'nowhere'],
        startsAt: '2026-12-10T00:00:00Z',
        endsAt: '2026-12-01T00:00:00Z',
        rules: [
          { type: 'has_taxon', taxonCodes: ['prams', 'no-such-category'] },
          { type: 'has_product', productCodes: ['GHOST'] },
        ],
        actions: [{ type: 'select_gift', variantCodes: ['TEN-1', 'NO-VARIANT'] }],
      },
    });
    expect(second.statusCode).toBe(422);
    expect(violationsOf(second.body)).toEqual([
      ['endsAt', PROMOTION_DATES_MESSAGE],
      ['labels.en', PROMOTION_LABEL_MESSAGE],
      ['labels.et', PROMOTION_LABEL_MESSAGE],
      ['labels.ru', PROMOTION_LABEL_MESSAGE],
      ['channels[1]', 'There is no channel with this code.'],
      ['rules[0].taxonCodes', 'Categories "no-such-category" does not exist.'],
      ['rules[1].productCodes', 'Products "GHOST" does not exist.'],
      ['actions[0].variantCodes', 'Variants "NO-VARIANT" does not exist.'],
    ]);
    expect((await admin('GET', '/promotions?search=bad')).json<List<AdminPromotion>>().meta.totalItems).toBe(
      0,
    );
  });

  it('creates, lists, changes (409 on a stale version), disables and deletes a promotion, audited', async () => {
    const created = await create({
      code: 'winter',
      priority: 5,
      rules: [{ type: 'item_total', amount: 3000 }],
      actions: [{ type: 'order_fixed_discount', amount: 500 }],
    });
    expect(created).toMatchObject({ code: 'winter', enabled: true, active: true, labels, channels: ['web'] });
    const listed = await admin('GET', '/promotions?search=DISCOUNT&active=true');
    expect(listed.json<List<AdminPromotion>>().data.map((p) => p.code)).toContain('winter');

    const changed = await admin('PATCH', `/promotions/${created.id}`, {
      payload: { version: created.version, priority: 7 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<AdminPromotion>().priority).toBe(7);
    const stale = await admin('PATCH', `/promotions/${created.id}`, {
      payload: { version: created.version, priority: 9 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_VERSION_MESSAGE);

    const disabled = await admin('POST', `/promotions/${created.id}/disable`);
    expect(disabled.json<AdminPromotion>()).toMatchObject({ enabled: false, active: false });
    const inactive = await admin('GET', '/promotions?active=false&enabled=false');
    expect(inactive.json<List<AdminPromotion>>().data.map((p) => p.code)).toEqual(['winter']);

    expect((await admin('DELETE', `/promotions/${created.id}`)).statusCode).toBe(204);
    expect((await admin('GET', `/promotions/${created.id}`)).statusCode).toBe(404);
    const audit = async (action: string) => (await auditLinesOf(database.db, action)).length;
    expect(await audit('promotion.create')).toBeGreaterThanOrEqual(1);
    expect(await audit('promotion.update')).toBe(1);
    expect(await audit('promotion.disable')).toBe(1);
    const [deleted] = await auditLinesOf(database.db, 'promotion.delete');
    expect(deleted?.details).toMatchObject({ before: { code: 'winter', priority: 7 } });
  });

  it('takes a percentage off only the matching items, exactly as the cart prices it, and the preview agrees', async () => {
    const promotion = await create({
      code: 'prams10',
      rules: [{ type: 'has_taxon', taxonCodes: ['babies'] }],
      actions: [{ type: 'items_percentage_discount', percentage: 15 }],
    });
    const cart = await cartWith([
      ['PRAM-1', 2],
      ['TEN-1', 1],
    ]);
    // 15 % of the prams only (2 × 63.33 = 126.66 → 19.00), not of the 10.00 item.
    expect(cart).toMatchObject({ itemsTotal: 13666, promotionTotal: 1900, total: 11766 });
    const preview = await admin('POST', '/promotions/preview', {
      payload: {
        channel: 'web',
        lines: [
          { variant: 'PRAM-1', quantity: 2 },
          { variant: 'TEN-1', quantity: 1 },
        ],
      },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json<AdminPromotionPreview>();
    expect(body).toMatchObject({
      itemsTotal: cart.itemsTotal,
      promotionTotal: cart.promotionTotal,
      total: cart.total,
      promotions: [{ code: 'prams10', label: 'Nuolaida', itemsDiscount: 1900 }],
    });
    await admin('POST', `/promotions/${promotion.id}/disable`);
  });

  it('previews with a coupon and a delivery method the same totals as the cart, and refuses unknown variants', async () => {
    const promotion = await create({
      code: 'ship_free',
      couponBased: true,
      actions: [
        { type: 'shipping_percentage_discount', percentage: 100 },
        { type: 'order_percentage_discount', percentage: 10 },
      ],
    });
    await admin('POST', `/promotions/${promotion.id}/coupons`, { payload: { code: 'vezam' } });
    const cart = await cartWith([['FORTY-1', 1]], 'VeZaM');
    const placed = await placeOrder(cart, 'preview@example.lt');
    const preview = await admin('POST', '/promotions/preview', {
      payload: {
        channel: 'web',
        lines: [{ variant: 'FORTY-1', quantity: 1 }],
        couponCode: 'vezam',
        shippingMethod: 'omniva_locker',
      },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<AdminPromotionPreview>()).toMatchObject({
      couponCode: 'VEZAM',
      itemsTotal: placed.itemsTotal,
      shippingTotal: placed.shippingTotal,
      promotionTotal: placed.promotionTotal,
      shippingPromotionTotal: placed.shippingPromotionTotal,
      total: placed.total,
    });
    expect(placed.shippingPromotionTotal).toBeGreaterThan(0);
    const unknown = await admin('POST', '/promotions/preview', {
      payload: { channel: 'web', lines: [{ variant: 'NOPE-1', quantity: 1 }] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(violationsOf(unknown.body)).toEqual([['lines[0].variant', 'There is no variant with this code.']]);
    // Used in an order: not deleted, disabling is offered instead.
    const refused = await admin('DELETE', `/promotions/${promotion.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PROMOTION_USED_MESSAGE);
  });

  it('lets one customer (by email) use a promotion only as often as its per-customer limit', async () => {
    await create({
      code: 'once_each',
      rules: [{ type: 'customer_usage_limit', limit: 1 }],
      actions: [{ type: 'order_fixed_discount', amount: 300 }],
    });
    const first = await placeOrder(await cartWith([['TEN-1', 1]]), 'mama@example.lt');
    expect(first.promotionTotal).toBe(300);
    const again = await cartWith([['TEN-1', 1]]);
    const addressed = (
      await shop('PUT', `/orders/${again.tokenValue}`, { email: 'MAMA@example.lt', billingAddress })
    ).json<Order>();
    expect(addressed.promotionTotal).toBe(0);
    const someoneElse = await placeOrder(await cartWith([['TEN-1', 1]]), 'teta@example.lt');
    expect(someoneElse.promotionTotal).toBe(300);
    const preview = await admin('POST', '/promotions/preview', {
      payload: {
        channel: 'web',
        lines: [{ variant: 'TEN-1', quantity: 1 }],
        customerEmail: 'mama@example.lt',
      },
    });
    expect(preview.json<AdminPromotionPreview>().promotions.map((p) => p.code)).not.toContain('once_each');
  });

  it('adds coupons one by one and in batches, unique in any case across all coupons, and exports them', async () => {
    const promotion = await create({
      code: 'batch',
      couponBased: true,
      actions: [{ type: 'order_percentage_discount', percentage: 5 }],
    });
    const other = await create({
      code: 'other',
      couponBased: true,
      actions: [{ type: 'order_percentage_discount', percentage: 5 }],
    });
    const one = await admin('POST', `/promotions/${promotion.id}/coupons`, {
      payload: { code: 'Gandras-1', usageLimit: 3, expiresAt: '2030-01-01T00:00:00Z' },
    });
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json<AdminCoupon>()).toMatchObject({ code: 'GANDRAS-1', usageLimit: 3, used: 0 });
    const twice = await admin('POST', `/promotions/${other.id}/coupons`, { payload: { code: 'gandras-1' } });
    expect(twice.statusCode).toBe(422);
    expect(violationsOf(twice.body)).toEqual([['code', COUPON_TAKEN_MESSAGE]]);

    // 16,000 stored codes Q + 3 random characters (of 32,768): a batch of the same shape draws many of them
    // (about half of its draws collide) and must avoid them all.
    const random = () => COUPON_ALPHABET[Math.floor(Math.random() * COUPON_ALPHABET.length)];
    const existing = new Set<string>();
    while (existing.size < 16_000) existing.add(`Q${random()}${random()}${random()}`);
    const stored = [...existing];
    for (let start = 0; start < stored.length; start += 2000)
      await database.db
        .insert(promotionCoupons)
        .values(stored.slice(start, start + 2000).map((code) => ({ promotionId: other.id, code })));
    const batch = await admin('POST', `/promotions/${promotion.id}/coupons/generate`, {
      payload: { count: 100, prefix: 'q', length: 3 },
    });
    expect(batch.statusCode, batch.body).toBe(201);
    expect(batch.json()).toEqual({ generated: 100 });
    const all = await database.db.select({ code: promotionCoupons.code }).from(promotionCoupons);
    expect(new Set(all.map((row) => row.code)).size).toBe(all.length);
    const generated = all
      .map((row) => row.code)
      .filter((code) => code.startsWith('Q') && !existing.has(code));
    expect(generated).toHaveLength(100);
    for (const code of generated) expect(code).toMatch(/^Q[A-HJ-NP-Z2-9]{3}$/);

    // 32,768 − 16,100 codes are left: 9,000 more would mostly collide.
    const tooMany = await admin('POST', `/promotions/${promotion.id}/coupons/generate`, {
      payload: { count: 9000, prefix: 'Q', length: 3 },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(violationsOf(tooMany.body)).toEqual([['length', COUPON_SPACE_MESSAGE]]);
    const big = await admin('POST', `/promotions/${promotion.id}/coupons/generate`, {
      payload: { count: 2000, prefix: 'BABY-', length: 8, usageLimit: 1 },
    });
    expect(big.json()).toEqual({ generated: 2000 });

    const page = await admin('GET', `/promotions/${promotion.id}/coupons?itemsPerPage=10&page=2`);
    expect(page.json<List<AdminCoupon>>().meta).toMatchObject({ totalItems: 2101, page: 2, lastPage: 211 });
    const csv = await admin('GET', `/promotions/${promotion.id}/coupons/export`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('code,used,limit,expires');
    expect(lines).toHaveLength(2102);
    expect(lines).toContain('GANDRAS-1,0,3,2030-01-01T00:00:00.000Z');

    // A used coupon stays; an unused one can go.
    const [used] = await database.db
      .update(promotionCoupons)
      .set({ used: 1 })
      .where(eq(promotionCoupons.code, 'GANDRAS-1'))
      .returning();
    expect((await admin('DELETE', `/coupons/${used?.id}`)).statusCode).toBe(409);
    const unused = page.json<List<AdminCoupon>>().data[0];
    expect((await admin('DELETE', `/coupons/${unused?.id}`)).statusCode).toBe(204);
    expect((await auditLinesOf(database.db, 'coupon.generate')).length).toBe(2);
    expect((await auditLinesOf(database.db, 'coupon.delete')).length).toBe(1);
  });
});
