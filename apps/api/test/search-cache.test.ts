import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_VERSION_CHECK_MS } from '../src/modules/search/catalogue-version.ts';
import { cacheDirectives, canonicalJson, SearchResultCache } from '../src/modules/search/result-cache.ts';
import { bumpCatalogueVersion, refreshSearchDocuments } from '../src/modules/search/search-documents.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const PRODUCTS = '/api/v2/shop/search/products';
const SUGGESTIONS = '/api/v2/shop/search/suggestions';

/** The result cache of GET /search/products and /search/suggestions, and the cache itself. */
describe('search result cache', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let toyId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    const outlet = (await data.channel({ code: 'outlet', defaultLocale: 'lt', locales: ['lt'] })).id;
    for (const [code, lt, en, price] of [
      ['TOY', 'Medinis žaislas', 'Wooden toy', 1500],
      ['DUCK', 'Vonios žaislas antis', 'Bath toy duck', 900],
    ] as const) {
      const product = await data.catalogueProduct({
        code,
        channelIds: [web, outlet],
        translations: {
          lt: { name: lt, slug: `${code.toLowerCase()}-lt` },
          en: { name: en, slug: `${code.toLowerCase()}-en` },
        },
      });
      await data.variant({
        productId: product.id,
        code: `${code}-V`,
        onHand: 2,
        prices: [
          { channelId: web, price },
          { channelId: outlet, price: price - 100 },
        ],
      });
      if (code === 'TOY') toyId = product.id;
    }
    await refreshSearchDocuments(database.db);
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  async function get(url: string, headers: Record<string, string> = {}) {
    const response = await app.inject({ url, headers: { channel: 'web', locale: 'lt', ...headers } });
    expect(response.statusCode).toBe(200);
    return { cache: response.headers['x-search-cache'], body: response.json() };
  }

  it('answers a repeated search from the cache, whatever the order of the parameters', async () => {
    const first = await get(`${PRODUCTS}?query=žaislas&itemsPerPage=10&order[price]=asc`);
    expect(first.cache).toBe('miss');
    expect(first.body.meta.totalItems).toBe(2);
    const again = await get(`${PRODUCTS}?query=žaislas&itemsPerPage=10&order[price]=asc`);
    expect(again).toEqual({ cache: 'hit', body: first.body });
    expect((await get(`${PRODUCTS}?itemsPerPage=10&order[price]=asc&query=žaislas`)).cache).toBe('hit');
    expect((await get(`${PRODUCTS}?query=žaislas&itemsPerPage=10&order[price]=desc`)).cache).toBe('miss');
  });

  it('keeps the order of order[...] keys in the key: it decides the sort', async () => {
    expect((await get(`${PRODUCTS}?order[price]=asc&order[created_at]=desc`)).cache).toBe('miss');
    expect((await get(`${PRODUCTS}?order[created_at]=desc&order[price]=asc`)).cache).toBe('miss');
    expect((await get(`${PRODUCTS}?order[price]=asc&order[created_at]=desc`)).cache).toBe('hit');
  });

  it('answers Cache-Control: no-cache from the database', async () => {
    const url = `${PRODUCTS}?query=antis`;
    expect((await get(url)).cache).toBe('miss');
    const bypass = await get(url, { 'cache-control': 'no-cache' });
    expect(bypass.cache).toBe('bypass');
    expect(bypass.body.data.map((item: { code: string }) => item.code)).toEqual(['DUCK']);
    expect((await get(url)).cache).toBe('hit');
  });

  it('does not share answers between locales or channels', async () => {
    const url = `${PRODUCTS}?itemsPerPage=5&order[price]=asc`;
    const lt = await get(url);
    const en = await get(url, { locale: 'en' });
    const outlet = await get(url, { channel: 'outlet' });
    expect([lt.cache, en.cache, outlet.cache]).toEqual(['miss', 'miss', 'miss']);
    expect(en.body.data[0].name).toBe('Bath toy duck');
    expect(outlet.body.data[0].defaultVariant.prices.price).toBe(800);
    expect(lt.body.data[0].defaultVariant.prices.price).toBe(900);
    expect((await get(url, { locale: 'en' })).body).toEqual(en.body);
  });

  it('caches suggestions the same way', async () => {
    const url = `${SUGGESTIONS}?query=medin`;
    const first = await get(url);
    expect(first.cache).toBe('miss');
    expect(first.body.products.map((item: { code: string }) => item.code)).toEqual(['TOY']);
    expect(await get(url)).toEqual({ cache: 'hit', body: first.body });
    expect((await get(url, { locale: 'en' })).cache).toBe('miss');
  });

  it('forgets every answer when the search documents are refreshed', async () => {
    const url = `${PRODUCTS}?query=medinis`;
    await get(url);
    expect((await get(url)).cache).toBe('hit');
    await database.db.execute(
      sql`UPDATE product_translations SET name = 'Medinis žaislas traukinys' WHERE product_id = ${toyId} AND locale = 'lt'`,
    );
    await refreshSearchDocuments(database.db, [toyId]);
    const after = await get(url);
    expect(after.cache).toBe('miss');
    expect(after.body.data[0].name).toBe('Medinis žaislas traukinys');
    expect((await get(`${SUGGESTIONS}?query=medin`)).cache).toBe('miss');
  });

  describe('SearchResultCache', () => {
    let now = 0;
    const clock = () => now;
    const answer = (body: string) => async () => body;
    const use = { bypass: false, store: true };

    it('keeps at most maxEntries, dropping the least recently used', async () => {
      const cache = new SearchResultCache<string>(database.db, { maxEntries: 2, clock });
      await cache.respond('a', use, answer('A'));
      await cache.respond('b', use, answer('B'));
      expect((await cache.respond('a', use, answer('A2'))).outcome).toBe('hit');
      await cache.respond('c', use, answer('C'));
      expect(cache.size).toBe(2);
      expect(await cache.respond('b', use, answer('B2'))).toEqual({ body: 'B2', outcome: 'miss' });
      expect(await cache.respond('c', use, answer('C2'))).toEqual({ body: 'C', outcome: 'hit' });
    });

    it('drops entries older than the TTL', async () => {
      const cache = new SearchResultCache<string>(database.db, { ttlMs: 60_000, clock });
      await cache.respond('a', use, answer('A'));
      now += 59_000;
      expect((await cache.respond('a', use, answer('A2'))).outcome).toBe('hit');
      now += 1_000;
      expect(await cache.respond('a', use, answer('A2'))).toEqual({ body: 'A2', outcome: 'miss' });
    });

    it('sees a refresh made by another process through the shared version within a second', async () => {
      const cache = new SearchResultCache<string>(database.db, { clock });
      await cache.respond('a', use, answer('A'));
      await database.db.execute(sql`UPDATE search_catalogue_version SET version = version + 1`);
      expect((await cache.respond('a', use, answer('A2'))).outcome).toBe('hit');
      now += SHARED_VERSION_CHECK_MS;
      expect(await cache.respond('a', use, answer('A2'))).toEqual({ body: 'A2', outcome: 'miss' });
    });

    it('leaves the cache untouched for no-store', async () => {
      const cache = new SearchResultCache<string>(database.db, { clock });
      expect(cacheDirectives('max-age=0, No-Store')).toEqual({ bypass: true, store: false });
      await cache.respond('a', cacheDirectives('no-store'), answer('A'));
      expect(cache.size).toBe(0);
    });
  });

  it('GET /catalogue-version answers the shared version, which every refresh moves on, uncached', async () => {
    const read = async () => {
      const response = await app.inject({
        url: '/api/v2/shop/catalogue-version',
        headers: { channel: 'web' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return (response.json() as { version: number }).version;
    };
    const before = await read();
    await refreshSearchDocuments(database.db, [toyId]);
    expect(await read()).toBe(before + 1);
    // A change that touches no product (an empty category) moves it too.
    await bumpCatalogueVersion(database.db);
    expect(await read()).toBe(before + 2);
  });

  it('builds the same key for objects whose keys come in another order', () => {
    expect(canonicalJson({ b: [2, 1], a: { d: 1, c: null } })).toBe(
      canonicalJson({ a: { c: null, d: 1 }, b: [2, 1] }),
    );
    expect(canonicalJson({ b: [2, 1] })).not.toBe(canonicalJson({ b: [1, 2] }));
  });
});
