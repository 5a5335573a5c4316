import {
  UNKNOWN_CHANNEL_MESSAGE,
  UNKNOWN_TAXON_MESSAGE,
  type AdminProductSummary,
  type ProductDetail,
  type SearchProductsResponse,
  type AdminProduct,
  type List,
} from '@shop/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../src/db/schema/index.ts';
import { adminCatalogue, violationsOf, type AdminCatalogue } from './helpers/admin-catalogue.ts';
import { createTestApp } from './helpers/test-app.ts';

/** A product's POST body with the fields every test needs. */
function productBody(code: string, name: string, extra: Record<string, unknown> = {}) {
  return { code, translations: { lt: { name } }, ...extra };
}

describe("the back office products table, bulk actions and the shopper's view", () => {
  let shop: AdminCatalogue;

  beforeAll(async () => {
    shop = await adminCatalogue();
  });
  afterAll(async () => {
    await shop.close();
  });

  async function create(body: Record<string, unknown>): Promise<AdminProduct> {
    const response = await shop.admin('POST', '/products', { payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as AdminProduct;
  }

  async function addVariant(product: string, code: string, body: Record<string, unknown> = {}) {
    const response = await shop.admin('POST', `/products/${product}/variants`, {
      payload: { code, channelPricings: { web: { price: 1000 } }, onHand: 5, ...body },
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  async function auditOf(subjectId: string) {
    return shop.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.subjectId, subjectId))
      .orderBy(desc(adminAuditLog.id));
  }

  describe('the products table', () => {
    beforeAll(async () => {
      const made = async (
        code: string,
        lt: string,
        en: string,
        extra: Record<string, unknown>,
        price: number,
        onHand: number,
      ) => {
        await create({
          code,
          translations: { lt: { name: lt }, en: { name: en } },
          channels: ['web'],
          ...extra,
        });
        await addVariant(code, `${code}-V`, { channelPricings: { web: { price } }, onHand });
      };
      await made(
        'LIST-A',
        'Aitvaras',
        'Kite',
        { mainTaxon: 'toys', attributes: { brand: ['chicco'] } },
        1500,
        2,
      );
      await made(
        'LIST-B',
        'Balnelis',
        'Saddle',
        { mainTaxon: 'prams', attributes: { brand: ['cybex'] } },
        500,
        0,
      );
      await made('LIST-C', 'Čiužinys', 'Mattress', { mainTaxon: 'kids', enabled: false }, 9900, 7);
    });

    async function list(query: string): Promise<List<AdminProductSummary>> {
      const response = await shop.admin('GET', `/products?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as List<AdminProductSummary>;
    }
    const codes = async (query: string) => (await list(query)).data.map((row) => row.code);

    it('searches codes and names in any locale, case-insensitively', async () => {
      expect(await codes('search=list-b')).toEqual(['LIST-B']);
      expect(await codes('search=MATTR')).toEqual(['LIST-C']);
      expect(await codes('search=aitvar')).toEqual(['LIST-A']);
      expect(await codes('search=zzzz-nothing')).toEqual([]);
    });

    it('filters by category with its sub-categories, enabled, stock and brand', async () => {
      expect(await codes('search=LIST-&taxon=kids&order[code]=asc')).toEqual(['LIST-B', 'LIST-C']);
      expect(await codes('search=LIST-&taxon=prams')).toEqual(['LIST-B']);
      expect(await codes('search=LIST-&enabled=false')).toEqual(['LIST-C']);
      expect(await codes('search=LIST-&stock=soldOut')).toEqual(['LIST-B']);
      expect(await codes('search=LIST-&stock=inStock&order[code]=asc')).toEqual(['LIST-A', 'LIST-C']);
      expect(await codes('search=LIST-&brand=cybex')).toEqual(['LIST-B']);
      expect(await codes('taxon=no-such-category')).toEqual([]);
    });

    it('sorts by name, code, price and creation, and pages with meta', async () => {
      expect(await codes('search=LIST-&order[name]=desc&locale=en')).toEqual(['LIST-B', 'LIST-C', 'LIST-A']);
      expect(await codes('search=LIST-&order[name]=asc')).toEqual(['LIST-A', 'LIST-B', 'LIST-C']);
      expect(await codes('search=LIST-&order[price]=asc')).toEqual(['LIST-B', 'LIST-A', 'LIST-C']);
      expect(await codes('search=LIST-&order[createdAt]=desc')).toEqual(['LIST-C', 'LIST-B', 'LIST-A']);
      const second = await list('search=LIST-&order[code]=desc&itemsPerPage=2&page=2');
      expect(second.meta).toEqual({ totalItems: 3, page: 2, itemsPerPage: 2, lastPage: 2 });
      expect(second.data).toEqual([
        {
          code: 'LIST-A',
          enabled: true,
          name: 'Aitvaras',
          mainTaxon: { code: 'toys', name: 'Žaislai' },
          image: null,
          price: 1500,
          available: 2,
          inStock: true,
          variantCount: 1,
          createdAt: expect.any(String),
          version: 1,
        },
      ]);
      const invalid = await shop.admin('GET', '/products?order[name]=up');
      expect(invalid.statusCode).toBe(400);
    });
  });

  describe('bulk actions', () => {
    beforeAll(async () => {
      for (const [code, price, original] of [
        ['BULK-1', 1999, 2999],
        ['BULK-2', 1005, null],
      ] as const) {
        await create(productBody(code, `Masinis ${code}`, { channels: ['web'] }));
        await addVariant(code, `${code}-V`, { channelPricings: { web: { price, originalPrice: original } } });
      }
    });

    it('previews a price change without changing anything, then applies it rounded to whole cents', async () => {
      const request = {
        codes: ['BULK-1', 'BULK-2'],
        action: { type: 'changePrices', percent: -15, channel: 'web' },
      };
      const preview = await shop.admin('POST', '/products/bulk', { payload: { ...request, preview: true } });
      expect(preview.statusCode, preview.body).toBe(200);
      const expected = {
        changed: 2,
        prices: [
          { product: 'BULK-1', variant: 'BULK-1-V', before: 1999, after: 1699 },
          { product: 'BULK-2', variant: 'BULK-2-V', before: 1005, after: 854 },
        ],
      };
      expect(preview.json()).toEqual(expected);
      const price = async (code: string) =>
        (await shop.admin('GET', `/product-variants/${code}`)).json().channelPricings.web;
      expect(await price('BULK-1-V')).toEqual({ price: 1999, originalPrice: 2999 });
      expect(await auditOf('BULK-1')).toHaveLength(1);

      const applied = await shop.admin('POST', '/products/bulk', { payload: request });
      expect(applied.json()).toEqual(expected);
      expect(await price('BULK-1-V')).toEqual({ price: 1699, originalPrice: 2549 });
      expect(await price('BULK-2-V')).toEqual({ price: 854, originalPrice: null });
      const [line] = await auditOf('BULK-1');
      expect(line).toMatchObject({
        action: 'product.bulk.changePrices',
        details: {
          before: { variant: 'BULK-1-V', price: 1999, originalPrice: 2999 },
          after: { variant: 'BULK-1-V', price: 1699, originalPrice: 2549 },
        },
      });
    });

    it('disables, enables and moves products to a category, one audit line per product', async () => {
      const run = (action: Record<string, unknown>) =>
        shop.admin('POST', '/products/bulk', { payload: { codes: ['BULK-1', 'BULK-2'], action } });
      expect((await run({ type: 'disable' })).json()).toEqual({ changed: 2, prices: [] });
      expect((await shop.admin('GET', '/products/BULK-2')).json()).toMatchObject({ enabled: false });
      expect((await auditOf('BULK-2'))[0]).toMatchObject({
        action: 'product.bulk.disable',
        details: { before: { enabled: true }, after: { enabled: false } },
      });
      await run({ type: 'enable' });
      expect((await shop.admin('GET', '/products/BULK-2')).json()).toMatchObject({ enabled: true });
      await run({ type: 'moveToTaxon', taxon: 'prams' });
      expect((await shop.admin('GET', '/products/BULK-1')).json()).toMatchObject({
        mainTaxon: 'prams',
        taxons: ['prams'],
      });
      expect((await auditOf('BULK-1'))[0]).toMatchObject({
        action: 'product.bulk.moveToTaxon',
        details: { before: { mainTaxon: null }, after: { mainTaxon: 'prams' } },
      });
    });

    it('names unknown products, categories and channels', async () => {
      const unknown = await shop.admin('POST', '/products/bulk', {
        payload: { codes: ['BULK-1', 'NOPE'], action: { type: 'moveToTaxon', taxon: 'nowhere' } },
      });
      expect(violationsOf(unknown)).toEqual([
        ['codes[1]', 'There is no product with this code.'],
        ['action.taxon', UNKNOWN_TAXON_MESSAGE],
      ]);
      const channel = await shop.admin('POST', '/products/bulk', {
        payload: { codes: ['BULK-1'], action: { type: 'changePrices', percent: 10, channel: 'moon' } },
      });
      expect(violationsOf(channel)).toEqual([['action.channel', UNKNOWN_CHANNEL_MESSAGE]]);
    });
  });

  describe("the shopper's view", () => {
    const headers = { channel: 'web', locale: 'lt' };
    const get = (app: AdminCatalogue['app'], url: string) =>
      app.inject({ url: `/api/v2/shop${url}`, headers });

    it('follows a save within 2 s on the product page, category listing and search, on a second instance too', async () => {
      const other = await createTestApp(shop.database);
      try {
        const product = await create({
          ...productBody('LIVE-1', 'Gandro lizdas'),
          channels: ['web'],
          mainTaxon: 'toys',
        });
        await addVariant('LIVE-1', 'LIVE-1-V', { channelPricings: { web: { price: 2500 } } });
        const search = (app: AdminCatalogue['app'], query: string) =>
          get(app, `/search/products?query=${encodeURIComponent(query)}`).then((response) =>
            (response.json() as SearchProductsResponse).data.map((item) => item.code),
          );
        const inToys = (app: AdminCatalogue['app']) =>
          get(app, `/search/products?productTaxons.id=${shop.ids.toys}`).then((response) =>
            (response.json() as SearchProductsResponse).data.map((item) => item.code),
          );
        // Both instances have the current listing in their result caches.
        for (const app of [shop.app, other]) {
          await expect
            .poll(() => search(app, 'gandro'), { timeout: 2_000, interval: 100 })
            .toEqual(['LIVE-1']);
          expect(await search(app, 'gerves')).toEqual([]);
          expect(await inToys(app)).toContain('LIVE-1');
        }
        const saved = await shop.admin('PATCH', '/products/LIVE-1', {
          payload: {
            version: product.version,
            translations: { lt: { name: 'Gervės lizdas' } },
            mainTaxon: 'prams',
            taxons: ['prams'],
          },
        });
        expect(saved.statusCode, saved.body).toBe(200);
        const page = await get(shop.app, '/products/LIVE-1');
        expect((page.json() as ProductDetail).name).toBe('Gervės lizdas');
        for (const app of [shop.app, other]) {
          await expect
            .poll(() => search(app, 'gerves'), { timeout: 2_000, interval: 100 })
            .toEqual(['LIVE-1']);
          await expect.poll(() => inToys(app), { timeout: 2_000, interval: 100 }).not.toContain('LIVE-1');
        }
        const disabled = await shop.admin('PATCH', '/products/LIVE-1', {
          payload: { version: (saved.json() as AdminProduct).version, enabled: false },
        });
        expect(disabled.statusCode).toBe(200);
        expect((await get(other, '/products/LIVE-1')).statusCode).toBe(404);
        await expect.poll(() => search(other, 'gerves'), { timeout: 2_000, interval: 100 }).toEqual([]);
      } finally {
        await other.close();
      }
    });
  });
});
