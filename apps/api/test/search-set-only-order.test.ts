import type { SearchProductsResponse } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSearchDocuments } from '../src/modules/search/search-documents.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BASE = '/api/v2/shop/search/products';

/**
 * Products sold only in a set (onlySellInBundle) come after every product a shopper can buy on its own
 * under a listing's default order. The catalogue, created in this order (day 1 first):
 *
 * | code   | category    | colour | sold only in a set |
 * | A1     | accessories | black  |                    |
 * | A2     | accessories | red    |                    |
 * | PART1  | accessories | black  | yes                |
 * | A3     | accessories | black  |                    |
 * | SET    | accessories | -      | (the bundle)       |
 * | PART2  | accessories | black  | yes (newest)       |
 * | TOY    | toys        | -      |                    |
 */
describe('GET /search/products: products sold only in a set do not lead the default order', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let accessories = 0;
  let black = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    const taxon = async (code: string) =>
      (
        await data.taxon({
          code,
          translations: { lt: { name: code, slug: `${code}-lt` }, en: { name: code, slug: code } },
        })
      ).id;
    accessories = await taxon('accessories');
    const toys = await taxon('toys');
    const colour = async (code: string) =>
      (
        await data.attributeValue({
          attribute: { code: 'colour', slug: 'colour' },
          code,
          slug: code,
          translations: { lt: { name: code }, en: { name: code } },
        })
      ).id;
    const colours = { black: await colour('black'), red: await colour('red') };
    black = 'black';

    let day = 0;
    const variantIds: Record<string, number> = {};
    const product = async (
      code: string,
      options: { taxon: number; colour?: number; onlySellInBundle?: boolean; isBundle?: boolean },
    ) => {
      day += 1;
      const row = await data.catalogueProduct({
        code,
        channelIds: [web],
        taxonIds: [options.taxon],
        mainTaxonId: options.taxon,
        onlySellInBundle: options.onlySellInBundle ?? false,
        isBundle: options.isBundle ?? false,
        bundleInStock: true,
        createdAt: new Date(Date.UTC(2026, 0, day)),
        translations: {
          lt: { name: `${code} lt`, slug: `${code.toLowerCase()}-lt` },
          en: { name: `${code} en`, slug: code.toLowerCase() },
        },
      });
      if (options.colour) await data.linkAttributeValues(row.id, [options.colour]);
      const variant = await data.variant({
        productId: row.id,
        code: `${code}-V`,
        tracked: true,
        onHand: 5,
        prices: [{ channelId: web, price: 1000 * day }],
      });
      variantIds[code] = variant.id;
      return row.id;
    };
    await product('A1', { taxon: accessories, colour: colours.black });
    await product('A2', { taxon: accessories, colour: colours.red });
    await product('PART1', { taxon: accessories, colour: colours.black, onlySellInBundle: true });
    await product('A3', { taxon: accessories, colour: colours.black });
    const set = await product('SET', { taxon: accessories, isBundle: true });
    await product('PART2', { taxon: accessories, colour: colours.black, onlySellInBundle: true });
    await product('TOY', { taxon: toys });
    await data.bundleItem(set, variantIds.PART1!);
    await data.bundleItem(set, variantIds.PART2!);

    await refreshSearchDocuments(database.db);
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  async function search(query: string) {
    const response = await app.inject({ url: `${BASE}?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchProductsResponse>();
  }
  async function codes(query: string) {
    return (await search(query)).data.map((item) => item.code);
  }

  it('lists a category newest first with the set-only products after all the others', async () => {
    const body = await search(`productTaxons.id=${accessories}`);
    expect(body.data.map((item) => item.code)).toEqual(['SET', 'A3', 'A2', 'A1', 'PART2', 'PART1']);
    expect(body.meta.totalItems).toBe(6);
  });

  it('does the same for the whole catalogue', async () => {
    expect(await codes('')).toEqual(['TOY', 'SET', 'A3', 'A2', 'A1', 'PART2', 'PART1']);
  });

  it('keeps the order across pages, cutting between the two parts', async () => {
    const query = `productTaxons.id=${accessories}&itemsPerPage=4`;
    const first = await search(`${query}&page=1`);
    const second = await search(`${query}&page=2`);
    expect(first.data.map((item) => item.code)).toEqual(['SET', 'A3', 'A2', 'A1']);
    expect(second.data.map((item) => item.code)).toEqual(['PART2', 'PART1']);
    expect(second.meta).toMatchObject({ totalItems: 6, lastPage: 2 });
    expect(await codes(`${query.replace('=4', '=3')}&page=2`)).toEqual(['A1', 'PART2', 'PART1']);
  });

  it('keeps it with a facet selected', async () => {
    expect(await codes(`productTaxons.id=${accessories}&facets[colour][]=${black}`)).toEqual([
      'A3',
      'A1',
      'PART2',
      'PART1',
    ]);
  });

  it('leaves an explicitly chosen order as it is', async () => {
    expect(await codes(`productTaxons.id=${accessories}&order[created_at]=desc`)).toEqual([
      'PART2',
      'SET',
      'A3',
      'PART1',
      'A2',
      'A1',
    ]);
    expect(await codes(`productTaxons.id=${accessories}&order[price]=asc`)).toEqual([
      'A1',
      'A2',
      'PART1',
      'A3',
      'SET',
      'PART2',
    ]);
  });
});
