import type { SearchSuggestions } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSearchDocuments } from '../src/modules/search/search-documents.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BASE = '/api/v2/shop/search/suggestions';

describe('GET /api/v2/shop/search/suggestions', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;

    const baby = await data.taxon({
      code: 'baby',
      imagePath: 'taxons/baby.webp',
      translations: { lt: { name: 'Kūdikiams', slug: 'kudikiams' }, en: { name: 'Baby', slug: 'baby' } },
    });
    await data.taxon({
      code: 'strollers',
      parentId: baby.id,
      imagePath: 'taxons/strollers.webp',
      translations: {
        lt: { name: 'Vežimėliai', slug: 'kudikiams/vezimeliai' },
        en: { name: 'Strollers', slug: 'baby/strollers' },
      },
    });
    await data.taxon({
      code: 'overalls',
      translations: {
        lt: { name: 'Žieminiai kombinezonai', slug: 'ziemos-kombinezonai' },
        en: { name: 'Winter overalls', slug: 'winter-overalls' },
      },
    });

    const product = async (
      code: string,
      lt: string,
      en: string,
      price: number,
      originalPrice: number | null,
    ) => {
      const row = await data.catalogueProduct({
        code,
        channelIds: [web],
        onlySellInBundle: code === 'PART',
        translations: {
          lt: { name: lt, slug: `${code.toLowerCase()}-lt` },
          en: { name: en, slug: `${code.toLowerCase()}-en` },
        },
      });
      await data.variant({
        productId: row.id,
        code: `${code}-V`,
        onHand: 3,
        prices: [{ channelId: web, price, originalPrice }],
      });
      await data.productImage(row.id, `products/${code.toLowerCase()}-2.webp`, 1, 'gallery');
      await data.productImage(row.id, `products/${code.toLowerCase()}-1.webp`, 0);
      return row;
    };
    await product('STROLLER', 'Chicco vežimėlis Polaris', 'Chicco stroller Polaris', 49900, 59900);
    await product('OVERALL', 'Žieminis kombinezonas Sniegas', 'Winter overall Snow', 5900, null);
    await product('TOY', 'Medinis žaislas', 'Wooden toy', 1500, null);
    await product('PART', 'Vežimėlio lietaus plėvelė', 'Stroller rain cover', 1200, null);

    await refreshSearchDocuments(database.db);
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  async function suggest(query: string, locale = 'lt', itemsPerPage?: number): Promise<SearchSuggestions> {
    const params = new URLSearchParams({ query });
    if (itemsPerPage !== undefined) params.set('itemsPerPage', String(itemsPerPage));
    const response = await app.inject({ url: `${BASE}?${params.toString()}`, headers: { locale } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchSuggestions>();
  }
  const productCodes = (body: SearchSuggestions) => body.products.map((product) => product.code);
  const taxonCodes = (body: SearchSuggestions) => body.taxons.map((taxon) => taxon.code);

  it('suggests products and categories with what the dropdown shows', async () => {
    const body = await suggest('Polaris');
    expect(body.products).toEqual([
      {
        id: expect.any(Number),
        code: 'STROLLER',
        slug: 'stroller-lt',
        name: 'Chicco vežimėlis Polaris',
        image: 'products/stroller-1.webp',
        onlySellInBundle: false,
        prices: { price: 49900, originalPrices: [59900], discountPercentages: [17] },
      },
    ]);
    const taxons = await suggest('vežimėliai');
    expect(taxons.taxons[0]).toEqual({
      id: expect.any(Number),
      code: 'strollers',
      slug: 'kudikiams/vezimeliai',
      name: 'Vežimėliai',
      image: 'taxons/strollers.webp',
      parentName: 'Kūdikiams',
    });
  });

  it('ignores accents: zieminis finds žieminis', async () => {
    const body = await suggest('zieminis');
    expect(productCodes(body)).toEqual(['OVERALL']);
    expect(taxonCodes(body)).toEqual(['overalls']);
  });

  it('stems Lithuanian: vežimėliai finds vežimėlis (and vežimėlio)', async () => {
    const body = await suggest('vežimėliai');
    expect(productCodes(body).sort()).toEqual(['PART', 'STROLLER']);
    expect(body.products.find((product) => product.code === 'PART')?.onlySellInBundle).toBe(true);
  });

  it('stems English: strollers finds stroller', async () => {
    const body = await suggest('strollers', 'en');
    expect(productCodes(body).sort()).toEqual(['PART', 'STROLLER']);
    expect(body.products.find((product) => product.code === 'STROLLER')?.name).toBe(
      'Chicco stroller Polaris',
    );
    expect(taxonCodes(body)).toEqual(['strollers']);
  });

  it('tolerates a one-letter typo', async () => {
    expect(productCodes(await suggest('stroler', 'en'))).toContain('STROLLER');
    expect(productCodes(await suggest('vezimrlis'))).toContain('STROLLER');
    expect(taxonCodes(await suggest('kombinezonaj'))).toEqual(['overalls']);
  });

  it('matches the start of the last word while typing', async () => {
    expect(productCodes(await suggest('medinis žais'))).toEqual(['TOY']);
  });

  it('keeps at most itemsPerPage of each list', async () => {
    const body = await suggest('vežimėlis', 'lt', 1);
    expect(body.products).toHaveLength(1);
    expect(body.products[0]?.code).toBe('STROLLER');
  });

  it('suggests nothing below the minimum length or for blank text', async () => {
    expect(await suggest('ve')).toEqual({ taxons: [], products: [] });
    expect(await suggest('   ve   ')).toEqual({ taxons: [], products: [] });
    expect(await suggest('     ')).toEqual({ taxons: [], products: [] });
  });

  it('answers 400 naming the parameter for a missing query or a bad itemsPerPage', async () => {
    for (const [url, name] of [
      [BASE, 'query'],
      [`${BASE}?query=abc&itemsPerPage=0`, 'itemsPerPage'],
      [`${BASE}?query=abc&itemsPerPage=21`, 'itemsPerPage'],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(name);
    }
  });
});
