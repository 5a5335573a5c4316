import {
  CODE_TAKEN_MESSAGE,
  PROMOTION_CONTRAST_MESSAGE,
  SALE_DATES_MESSAGE,
  SALE_PERCENT_MESSAGE,
  PROMOTION_SCOPE_MESSAGE,
  STALE_VERSION_MESSAGE,
  UNKNOWN_BRAND_MESSAGE,
  UNKNOWN_PRODUCT_MESSAGE,
  UNKNOWN_TAXON_MESSAGE,
  type AdminCataloguePromotion,
  type AdminVariant,
  type List,
  type ProductDetail,
} from '@shop/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, jobs } from '../src/db/schema/index.ts';
import { runPromotionBoundary } from '../src/modules/catalogue-promotions/boundary-job.ts';
import { adminCatalogue, violationsOf, type AdminCatalogue } from './helpers/admin-catalogue.ts';
import { shopCaller } from './helpers/customer-session.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('the back office sales API (/api/v2/admin/catalogue-promotions)', () => {
  let shop: AdminCatalogue;

  beforeAll(async () => {
    shop = await adminCatalogue();
    // PRAM (prams, below kids; chicco) 100.00 and 80.00 crossed out from 90.00; TOY (toys; cybex) 19.99;
    // BOOK (toys) 10.01.
    await product('PRAM', { mainTaxon: 'prams', taxons: ['prams'], attributes: { brand: ['chicco'] } }, [
      ['PRAM-GREY', { web: { price: 10000 }, b2b: { price: 9000 } }],
      ['PRAM-BEIGE', { web: { price: 8000, originalPrice: 9000 } }],
    ]);
    await product('TOY', { mainTaxon: 'toys', taxons: ['toys'], attributes: { brand: ['cybex'] } }, [
      ['TOY-1', { web: { price: 1999 } }],
    ]);
    await product('BOOK', { mainTaxon: 'toys', taxons: ['toys'] }, [['BOOK-1', { web: { price: 1001 } }]]);
  }, 300_000);
  afterAll(async () => {
    await shop.close();
  });

  async function product(
    code: string,
    extra: Record<string, unknown>,
    variants: Array<[string, Record<string, { price: number; originalPrice?: number }>]>,
  ): Promise<void> {
    const created = await shop.admin('POST', '/products', {
      payload: {
        code,
        translations: { lt: { name: `Produktas ${code}` } },
        channels: ['web', 'b2b'],
        ...extra,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    for (const [variantCode, channelPricings] of variants) {
      const response = await shop.admin('POST', `/products/${code}/variants`, {
        payload: {
          code: variantCode,
          channelPricings,
          onHand: 10,
          ...(variants.length > 1
            ? { optionValues: { colour: variantCode.endsWith('GREY') ? 'grey' : 'beige' } }
            : {}),
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  }

  /** What shoppers see: the shop API's variant prices in the web channel. */
  async function shopPrices(productCode: string): Promise<Record<string, [number, number | null]>> {
    const response = await shopCaller(shop.app)('GET', `/products/${productCode}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ProductDetail;
    return Object.fromEntries(
      body.variants.map((v) => [v.code, [v.prices.price, v.prices.originalPrices[0] ?? null]]),
    );
  }

  async function editorPrice(variantCode: string) {
    const response = await shop.admin('GET', `/product-variants/${variantCode}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as AdminVariant).channelPricings.web;
  }

  const sale = (code: string, extra: Record<string, unknown> = {}) => ({
    code,
    channels: ['web'],
    action: { type: 'percentage', percent: 15 },
    scopes: { taxons: ['kids'] },
    translations: { lt: { label: 'Išpardavimas' }, en: { label: 'Sale' } },
    backgroundColor: '#b03a2e',
    color: '#ffffff',
    ...extra,
  });

  async function create(body: Record<string, unknown>): Promise<AdminCataloguePromotion> {
    const response = await shop.admin('POST', '/catalogue-promotions', { payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as AdminCataloguePromotion;
  }

  async function remove(code: string): Promise<void> {
    const response = await shop.admin('DELETE', `/catalogue-promotions/${code}`);
    expect(response.statusCode, response.body).toBe(204);
  }

  it('answers 401 without an administrator token', async () => {
    for (const [method, url] of [
      ['GET', '/catalogue-promotions'],
      ['POST', '/catalogue-promotions'],
      ['GET', '/catalogue-promotions/x'],
      ['PATCH', '/catalogue-promotions/x'],
      ['POST', '/catalogue-promotions/x/disable'],
      ['DELETE', '/catalogue-promotions/x'],
    ] as const) {
      const response = await shop.admin(method, url, {
        token: null,
        payload: method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('reports every problem at once with its field path, unknown codes by name', async () => {
    const response = await shop.admin('POST', '/catalogue-promotions', {
      payload: sale('bad', {
        startsAt: '2026-12-10T00:00:00Z',
        endsAt: '2026-12-01T00:00:00Z',
        scopes: { products: ['PRAM', 'NOPE'], taxons: ['nowhere'], brands: ['acme'] },
        backgroundColor: '#ffffff',
        color: '#eeeeee',
      }),
    });
    expect(violationsOf(response)).toEqual(
      expect.arrayContaining([
        ['scopes.products[1]', `${UNKNOWN_PRODUCT_MESSAGE} ("NOPE")`],
        ['scopes.taxons[0]', `${UNKNOWN_TAXON_MESSAGE} ("nowhere")`],
        ['scopes.brands[0]', `${UNKNOWN_BRAND_MESSAGE} ("acme")`],
        ['endsAt', SALE_DATES_MESSAGE],
        ['color', PROMOTION_CONTRAST_MESSAGE],
      ]),
    );
    expect(violationsOf(response)).toHaveLength(5);

    const percent = await shop.admin('POST', '/catalogue-promotions', {
      payload: sale('bad', { action: { type: 'percentage', percent: 100 }, scopes: {} }),
    });
    expect(percent.statusCode).toBe(422);
    expect(violationsOf(percent)).toContainEqual(['action.percent', SALE_PERCENT_MESSAGE]);
    const empty = await shop.admin('POST', '/catalogue-promotions', { payload: sale('bad', { scopes: {} }) });
    expect(violationsOf(empty)).toEqual([['scopes', PROMOTION_SCOPE_MESSAGE]]);
    const list = (await shop.admin('GET', '/catalogue-promotions')).json() as List<AdminCataloguePromotion>;
    expect(list.data.map((p) => p.code)).not.toContain('bad');
  });

  it('prices a category sale at once (descendants included), crossed out against the own price, and restores it exactly on delete', async () => {
    const created = await create(sale('kids-15'));
    expect(created).toMatchObject({ state: 'running', productsInScope: 1, version: 1 });
    // 100.00 - 15 % = 85.00 crossed out from 100.00; 80.00 (was 90.00) - 15 % = 68.00 crossed out from 90.00.
    expect(await shopPrices('PRAM')).toEqual({ 'PRAM-GREY': [8500, 10000], 'PRAM-BEIGE': [6800, 9000] });
    expect(await shopPrices('TOY')).toEqual({ 'TOY-1': [1999, null] });
    const page = (await shopCaller(shop.app)('GET', '/products/PRAM')).json() as ProductDetail;
    expect(page.promotionBadges.map((badge) => badge.label)).toEqual(['Išpardavimas']);
    // Only in the sale's channels: b2b keeps its price.
    const b2b = await shop.database.db.execute(sqlPrice('PRAM-GREY', shop.ids.b2b));
    expect((b2b as unknown as { rows: Array<{ price: number }> }).rows[0]?.price).toBe(9000);
    // The editor shows and keeps the own price.
    expect(await editorPrice('PRAM-BEIGE')).toEqual({ price: 8000, originalPrice: 9000 });
    // The cart prices what the shopper saw.
    const call = shopCaller(shop.app);
    const cart = (await call('POST', '/orders')).json() as { tokenValue: string };
    const added = await call('POST', `/orders/${cart.tokenValue}/items`, {
      payload: { productVariant: 'PRAM-GREY', quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().items[0]).toMatchObject({ unitPrice: 8500, originalUnitPrice: 10000 });

    const audit = await shop.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.subjectType, 'catalogue-promotion'), eq(adminAuditLog.subjectId, 'kids-15')),
      )
      .orderBy(desc(adminAuditLog.id));
    expect(audit[0]).toMatchObject({ action: 'catalogue-promotion.create' });

    await remove('kids-15');
    expect(await shopPrices('PRAM')).toEqual({ 'PRAM-GREY': [10000, null], 'PRAM-BEIGE': [8000, 9000] });
    const deleted = await shop.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.subjectId, 'kids-15'))
      .orderBy(desc(adminAuditLog.id));
    expect(deleted[0]).toMatchObject({ action: 'catalogue-promotion.delete' });
  });

  it('keeps an editor price change made during a sale, and restores it when the sale is disabled', async () => {
    await create(sale('pram-sale', { scopes: { products: ['PRAM'] } }));
    expect(await shopPrices('PRAM')).toMatchObject({ 'PRAM-GREY': [8500, 10000] });
    const variant = (await (await shop.admin('GET', '/product-variants/PRAM-GREY')).json()) as AdminVariant;
    const changed = await shop.admin('PATCH', '/product-variants/PRAM-GREY', {
      payload: { version: variant.version, channelPricings: { web: { price: 12001 } } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as AdminVariant).channelPricings.web).toEqual({
      price: 12001,
      originalPrice: null,
    });
    // 120.01 - 15 % (18.0015 rounds to 18.00) = 102.01.
    expect(await shopPrices('PRAM')).toMatchObject({ 'PRAM-GREY': [10201, 12001] });

    const disabled = await shop.admin('POST', '/catalogue-promotions/pram-sale/disable');
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ enabled: false, state: 'disabled', version: 2 });
    expect(await shopPrices('PRAM')).toEqual({ 'PRAM-GREY': [12001, null], 'PRAM-BEIGE': [8000, 9000] });
    const enabled = await shop.admin('POST', '/catalogue-promotions/pram-sale/enable');
    expect(enabled.statusCode).toBe(200);
    expect(await shopPrices('PRAM')).toMatchObject({ 'PRAM-GREY': [10201, 12001] });

    const stale = await shop.admin('PATCH', '/catalogue-promotions/pram-sale', {
      payload: { version: 1, action: { type: 'percentage', percent: 50 } },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_VERSION_MESSAGE);
    await remove('pram-sale');
    expect(await shopPrices('PRAM')).toEqual({ 'PRAM-GREY': [12001, null], 'PRAM-BEIGE': [8000, 9000] });
  });

  it('stacks sales by priority, lets an exclusive one apply alone, and takes brands', async () => {
    await create(
      sale('toys-10', { scopes: { taxons: ['toys'] }, action: { type: 'percentage', percent: 10 } }),
    );
    await create(
      sale('cybex-1', { scopes: { brands: ['cybex'] }, action: { type: 'fixed', amount: 100 }, priority: 5 }),
    );
    // Priority first: 19.99 - 1.00 = 18.99, then - 10 % (1.899 rounds to 1.90) = 17.09.
    expect(await shopPrices('TOY')).toEqual({ 'TOY-1': [1709, 1999] });
    // 10.01 - 10 % (1.001 rounds to 1.00) = 9.01.
    expect(await shopPrices('BOOK')).toEqual({ 'BOOK-1': [901, 1001] });

    const exclusive = await create(
      sale('toys-excl', {
        scopes: { taxons: ['toys'] },
        action: { type: 'percentage', percent: 50 },
        exclusive: true,
      }),
    );
    expect(exclusive.productsInScope).toBe(2);
    // 19.99 / 2 = 9.995 rounds half up to 10.00 off: 9.99.
    expect(await shopPrices('TOY')).toEqual({ 'TOY-1': [999, 1999] });
    await remove('toys-excl');
    expect(await shopPrices('TOY')).toEqual({ 'TOY-1': [1709, 1999] });
    await remove('cybex-1');
    await remove('toys-10');
    expect(await shopPrices('TOY')).toEqual({ 'TOY-1': [1999, null] });
    expect(await shopPrices('BOOK')).toEqual({ 'BOOK-1': [1001, null] });
  });

  it('starts and ends on its dates through jobs queued for them, restoring the prices exactly', async () => {
    const start = new Date(Date.now() + DAY);
    const end = new Date(Date.now() + 8 * DAY);
    const week = await create(
      sale('next-week', {
        startsAt: start.toISOString(),
        endsAt: end.toISOString(),
        scopes: { products: ['TOY'] },
      }),
    );
    expect(week.state).toBe('scheduled');
    expect(await shopPrices('TOY')).toEqual({ 'TOY-1': [1999, null] });
    const queued = await shop.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'catalog-promotion.boundary'));
    expect(queued.map((job) => job.runAt.getTime()).sort()).toEqual(
      expect.arrayContaining([start.getTime(), end.getTime()]),
    );
    const payload = queued.at(-1)?.payload ?? {};
    await runPromotionBoundary(shop.database.db, payload, new Date(start.getTime() + 1000));
    expect(await shopPrices('TOY')).toEqual({ 'TOY-1': [1699, 1999] });
    await runPromotionBoundary(shop.database.db, payload, end);
    expect(await shopPrices('TOY')).toEqual({ 'TOY-1': [1999, null] });
    await remove('next-week');
  });

  it('refuses a code already used and lists sales by state', async () => {
    await create(sale('listed', { enabled: false }));
    const again = await shop.admin('POST', '/catalogue-promotions', { payload: sale('listed') });
    expect(violationsOf(again)).toContainEqual(['code', CODE_TAKEN_MESSAGE]);
    const disabled = (
      await shop.admin('GET', '/catalogue-promotions?state=disabled')
    ).json() as List<AdminCataloguePromotion>;
    expect(disabled.data.map((p) => p.code)).toEqual(['listed']);
    expect(await shopPrices('PRAM')).toMatchObject({ 'PRAM-GREY': [12001, null] });
    const missing = await shop.admin('GET', '/catalogue-promotions/nope');
    expect(missing.statusCode).toBe(404);
    await remove('listed');
  });
});

function sqlPrice(variantCode: string, channelId: number) {
  return sql`SELECT cp.price FROM channel_pricings cp JOIN product_variants v ON v.id = cp.variant_id
    WHERE v.code = ${variantCode} AND cp.channel_id = ${channelId}`;
}
