import type { SearchProductsResponse } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSearchDocuments } from '../src/modules/search/search-documents.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BASE = '/api/v2/shop/search/products';

/**
 * The search for similar names (trigram similarity) is for misspelt words: it runs when the words match no
 * product, not when the shopper's filters leave none of the products the words found.
 */
describe('search for similar names after a text query found nothing', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'en', locales: ['en'] })).id;
    const brand = async (code: string) =>
      (
        await data.attributeValue({
          attribute: { code: 'brand', slug: 'brand' },
          code,
          slug: code,
          translations: { en: { name: code } },
        })
      ).id;
    const chicco = await brand('chicco');
    const joie = await brand('joie');
    // "Strolly" is not the word "stroller" (English stemming), but its name is similar to it.
    for (const [code, name, brandId] of [
      ['STROLLER', 'Stroller Polaris', chicco],
      ['STROLLY', 'Strolly toy car', joie],
    ] as const) {
      const product = await data.catalogueProduct({
        code,
        channelIds: [web],
        translations: { en: { name, slug: code.toLowerCase() } },
      });
      await data.linkAttributeValues(product.id, [brandId]);
      await data.variant({
        productId: product.id,
        code: `${code}-V`,
        tracked: false,
        prices: [{ channelId: web, price: 10000 }],
      });
    }
    await refreshSearchDocuments(database.db);
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  async function search(query: string) {
    const response = await app.inject({
      url: `${BASE}?${query}`,
      headers: { locale: 'en', 'cache-control': 'no-cache' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchProductsResponse>();
  }

  const brandCounts = (body: SearchProductsResponse) =>
    body.facets.select
      .find((facet) => facet.code === 'brand')
      ?.values.map((value) => [value.code, value.count]);

  it('finds similar names for a misspelt word', async () => {
    const body = await search('query=stroler');
    expect(body.data.map((item) => item.code)).toContain('STROLLER');
  });

  it('answers an empty page with the counts of the words when the filters leave nothing', async () => {
    const body = await search('query=stroller&facets[brand][]=joie');
    expect(body.data).toEqual([]);
    expect(body.meta.totalItems).toBe(0);
    // The brand facet counts the products of the word "stroller" without its own selection.
    expect(brandCounts(body)).toEqual([
      ['chicco', 1],
      ['joie', 0],
    ]);
  });

  it('shows what the words find once the filter is taken away', async () => {
    const body = await search('query=stroller');
    expect(body.data.map((item) => item.code)).toEqual(['STROLLER']);
  });
});
