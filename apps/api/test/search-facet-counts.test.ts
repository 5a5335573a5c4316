import { searchProductsQuerySchema, type SearchProductsResponse } from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import qs from 'qs';
import { productAttributeValues, products } from '../src/db/schema/index.ts';
import { FacetColumnStore } from '../src/modules/search/facet-columns.ts';
import { refreshSearchDocuments } from '../src/modules/search/search-documents.ts';
import { searchProducts } from '../src/modules/search/search-products.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BASE = '/api/v2/shop/search/products';
const DAY = 24 * 60 * 60 * 1000;
const BRANDS = ['chicco', 'cybex', 'joie'] as const;
const COLOURS = ['black', 'red', 'navy'] as const;

/** What a shopper would count by hand: one row per product of the web channel. */
interface Expected {
  code: string;
  stroller: boolean;
  brand: (typeof BRANDS)[number];
  colours: Array<(typeof COLOURS)[number]>;
  price: number;
  discounted: boolean;
  inStock: boolean;
  spring: boolean;
  day: number;
}

/** Fourteen strollers and four toys whose brands, colours, prices, stock and promotion vary with their number. */
const CATALOGUE: Expected[] = Array.from({ length: 18 }, (_, index) => ({
  code: `P${String(index + 1).padStart(2, '0')}`,
  stroller: index < 14,
  brand: BRANDS[index % 3]!,
  colours: index % 4 === 3 ? [COLOURS[index % 3]!, COLOURS[(index + 1) % 3]!] : [COLOURS[(index * 2) % 3]!],
  price: 1000 + ((index * 7) % 10) * 1000,
  discounted: index % 3 !== 1 && index % 2 === 0,
  inStock: index % 5 !== 2,
  spring: index % 4 === 0,
  day: index + 1,
}));

interface Filters {
  brand?: string[];
  colour?: string[];
  price?: { min?: number; max?: number };
  discount?: boolean;
  inStock?: boolean;
  spring?: boolean;
}

/** The disjunctive counts of the strollers: each facet with every filter but its own. */
function reference(
  catalogue: readonly Expected[],
  filters: Filters,
  inScope: (row: Expected) => boolean = (row) => row.stroller,
) {
  const passes = (row: Expected, skip: keyof Filters | null) =>
    (skip === 'brand' || !filters.brand || filters.brand.includes(row.brand)) &&
    (skip === 'colour' ||
      !filters.colour ||
      row.colours.some((colour) => filters.colour!.includes(colour))) &&
    (skip === 'price' ||
      !filters.price ||
      ((filters.price.min === undefined || row.price >= filters.price.min) &&
        (filters.price.max === undefined || row.price <= filters.price.max))) &&
    (skip === 'discount' || !filters.discount || row.discounted) &&
    (skip === 'inStock' || !filters.inStock || row.inStock) &&
    (skip === 'spring' || !filters.spring || row.spring);
  const strollers = catalogue.filter(inScope);
  const countValues = (
    skip: 'brand' | 'colour',
    values: readonly string[],
    of: (row: Expected) => string[],
  ) =>
    Object.fromEntries(
      values
        .map((value) => [
          value,
          strollers.filter((row) => passes(row, skip) && of(row).includes(value)).length,
        ])
        .filter(([value, count]) => (count as number) > 0 || filters[skip]?.includes(value as string)),
    );
  const priced = strollers.filter((row) => passes(row, 'price')).map((row) => row.price);
  const matches = strollers.filter((row) => passes(row, null));
  return {
    brand: countValues('brand', BRANDS, (row) => [row.brand]),
    colour: countValues('colour', COLOURS, (row) => row.colours),
    price: priced.length > 0 ? [Math.min(...priced), Math.max(...priced)] : [null, null],
    discount: strollers.filter((row) => passes(row, 'discount') && row.discounted).length,
    inStock: strollers.filter((row) => passes(row, 'inStock') && row.inStock).length,
    spring: strollers.filter((row) => passes(row, 'spring') && row.spring).length,
    total: matches.length,
    cheapestFirst: [...matches].sort((a, b) => a.price - b.price || a.day - b.day).map((row) => row.code),
  };
}

function queryString(
  filters: Filters,
  extra: string,
  scope: Record<string, string> = { query: 'vežimėlis' },
): string {
  const params = new URLSearchParams(scope);
  for (const brand of filters.brand ?? []) params.append('facets[brand][]', brand);
  for (const colour of filters.colour ?? []) params.append('facets[colour][]', colour);
  if (filters.price?.min !== undefined) params.set('price[min]', String(filters.price.min));
  if (filters.price?.max !== undefined) params.set('price[max]', String(filters.price.max));
  if (filters.discount) params.set('discount', 'true');
  if (filters.inStock) params.set('skipOutOfStock', 'true');
  if (filters.spring) params.append('catalogPromotions[]', 'spring');
  return `${params.toString()}&${extra}`;
}

/** A text query's page and counts come from one statement (ADR 0063): the counts must be the same as counted alone. */
describe('facet counts of a text search', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const catalogue = CATALOGUE.map((row) => ({ ...row, colours: [...row.colours] }));
  const productIds: Record<string, number> = {};
  const colourIds: Record<string, number> = {};
  let web = 0;
  let taxonId = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    const taxon = await data.taxon({
      code: 'baby',
      translations: { lt: { name: 'Kūdikiams', slug: 'kudikiams' }, en: { name: 'Baby', slug: 'baby' } },
    });
    taxonId = taxon.id;
    const valueIds: Record<string, number> = {};
    for (const [attribute, codes] of [
      ['brand', BRANDS],
      ['colour', COLOURS],
    ] as const) {
      for (const code of codes) {
        const value = await data.attributeValue({
          attribute: { code: attribute, slug: attribute },
          code,
          slug: code,
          translations: { lt: { name: code }, en: { name: code } },
        });
        valueIds[code] = value.id;
        if (attribute === 'colour') colourIds[code] = value.id;
      }
    }
    for (const row of catalogue) {
      const name = row.stroller ? `Vežimėlis ${row.code}` : `Žaislas ${row.code}`;
      const product = await data.catalogueProduct({
        code: row.code,
        channelIds: [web],
        taxonIds: [taxon.id],
        mainTaxonId: taxon.id,
        createdAt: new Date(Date.UTC(2026, 0, 1) + row.day * DAY),
        translations: { lt: { name, slug: row.code.toLowerCase() } },
      });
      productIds[row.code] = product.id;
      await data.linkAttributeValues(product.id, [
        valueIds[row.brand]!,
        ...row.colours.map((colour) => valueIds[colour]!),
      ]);
      await data.variant({
        productId: product.id,
        code: `${row.code}-V`,
        tracked: true,
        onHand: row.inStock ? 3 : 0,
        prices: [{ channelId: web, price: row.price, originalPrice: row.discounted ? row.price * 2 : null }],
      });
    }
    await data.catalogPromotion({
      code: 'spring',
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + DAY),
      channelIds: [web],
      productIds: catalogue.filter((row) => row.spring).map((row) => productIds[row.code]!),
      labels: { lt: 'Pavasaris' },
    });
    await refreshSearchDocuments(database.db);
    app = await createTestApp(database);
  });
  const moreData = () => fixtures(database.db);
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  async function search(query: string) {
    const response = await app.inject({
      url: `${BASE}?${query}`,
      headers: { locale: 'lt', 'cache-control': 'no-cache' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchProductsResponse>();
  }

  function answered(body: SearchProductsResponse) {
    const values = (code: string) =>
      Object.fromEntries(
        (body.facets.select.find((facet) => facet.code === code)?.values ?? []).map((value) => [
          value.code,
          value.count,
        ]),
      );
    const other = (code: string) => body.facets.other.find((facet) => facet.code === code)?.count;
    return {
      brand: values('brand'),
      colour: values('colour'),
      price: [body.facets.price.min, body.facets.price.max],
      discount: other('discount'),
      inStock: other('skipOutOfStock'),
      spring: other('spring'),
      total: body.meta.totalItems,
      cheapestFirst: body.data.map((item) => item.code),
    };
  }

  const CASES: Array<[string, Filters]> = [
    ['no filter', {}],
    ['one brand', { brand: ['cybex'] }],
    ['two brands and two colours', { brand: ['chicco', 'joie'], colour: ['black', 'navy'] }],
    [
      'two select groups, a price range and the other filters',
      { brand: ['chicco', 'cybex'], colour: ['red', 'navy'], price: { min: 2000, max: 8000 }, inStock: true },
    ],
    ['on sale, in stock and a promotion', { discount: true, inStock: true, spring: true }],
    [
      'every group at once',
      {
        brand: ['chicco', 'joie'],
        colour: ['black', 'red'],
        price: { max: 9000 },
        discount: true,
        spring: true,
      },
    ],
    ['a selection nothing matches', { brand: ['cybex'], colour: ['black'], price: { min: 9500 } }],
  ];

  it.each(CASES)('counts each facet without its own selection: %s', async (_name, filters) => {
    const body = await search(queryString(filters, 'order[price]=asc&itemsPerPage=48'));
    expect(answered(body)).toEqual(reference(catalogue, filters));
  });

  it('cuts pages of the relevance order without overlaps or gaps', async () => {
    const filters: Filters = { colour: ['black', 'red'] };
    const whole = await search(queryString(filters, 'itemsPerPage=48'));
    const pages = [];
    for (let page = 1; page <= 3; page += 1) {
      const body = await search(queryString(filters, `itemsPerPage=3&page=${page}`));
      expect(body.meta.totalItems).toBe(whole.meta.totalItems);
      pages.push(...body.data.map((item) => item.code));
    }
    expect(whole.meta.totalItems).toBeGreaterThan(6);
    expect(pages).toEqual(whole.data.slice(0, 9).map((item) => item.code));
  });

  it('keeps the order of a code list and counts only its products', async () => {
    const body = await search('code[]=P05&code[]=P02&code[]=P17&code[]=P01&facets[brand][]=cybex');
    expect(body.data.map((item) => item.code)).toEqual(['P05', 'P02', 'P17']);
    expect(body.meta.totalItems).toBe(3);
    expect(body.facets.select.find((facet) => facet.code === 'brand')?.values).toMatchObject([
      { code: 'chicco', count: 1 },
      { code: 'cybex', count: 3 },
    ]);
  });

  describe('counted in the process from the facet columns (ADR 0065)', () => {
    let store: FacetColumnStore;

    /** The search function itself, with a store of columns (the route passes the app's). */
    async function searchWithColumns(query: string): Promise<SearchProductsResponse> {
      return searchProducts(database.db, searchProductsQuerySchema.parse(qs.parse(query)), {
        channelId: web,
        locale: 'lt',
        localePreference: ['lt', 'en'],
        now: new Date(),
        orderFields: query.includes('order[price]') ? ['price'] : [],
        facetColumns: store,
      });
    }

    beforeAll(async () => {
      store = new FacetColumnStore(database.db, {
        log: (message) => {
          throw new Error(message);
        },
        rebuildIntervalMs: 0,
      });
      // The first search finds no columns: it counts in SQL and has them read in the background.
      await searchWithColumns(queryString({}, ''));
      expect(store.counted.fromColumns).toBe(0);
      await store.settle();
      expect(store.entries()).toMatchObject([{ key: `${web}/lt`, documents: 18 }]);
    });

    it.each(CASES)('answers a text search from the columns and their words: %s', async (_name, filters) => {
      const before = store.counted.fromWords;
      const body = await searchWithColumns(queryString(filters, 'order[price]=asc&itemsPerPage=48'));
      expect(answered(body)).toEqual(reference(catalogue, filters));
      // A selection that leaves none of the words' products answers that (no search for similar names).
      expect(store.counted.fromWords).toBe(before + 1);
    });

    it.each(CASES)('counts a category listing without a text query: %s', async (_name, filters) => {
      const before = store.counted.fromColumns;
      const body = await searchWithColumns(
        queryString(filters, 'order[price]=asc&itemsPerPage=48', { 'productTaxons.id': String(taxonId) }),
      );
      expect(answered(body)).toEqual(reference(catalogue, filters, () => true));
      expect(store.counted.fromColumns).toBe(before + 1);
    });

    it('counts the whole channel without a category', async () => {
      const filters: Filters = { brand: ['cybex'], inStock: true };
      const body = await searchWithColumns(queryString(filters, 'order[price]=asc&itemsPerPage=48', {}));
      expect(answered(body)).toEqual(reference(catalogue, filters, () => true));
    });

    it('counts a code list with a facet', async () => {
      const body = await searchWithColumns(
        'code[]=P05&code[]=P02&code[]=P17&code[]=P01&facets[brand][]=cybex',
      );
      expect(body.data.map((item) => item.code)).toEqual(['P05', 'P02', 'P17']);
      expect(body.facets.select.find((facet) => facet.code === 'brand')?.values).toMatchObject([
        { code: 'chicco', count: 1 },
        { code: 'cybex', count: 3 },
      ]);
    });

    it('counts in SQL while the documents are newer than the columns, then reads them again', async () => {
      const filters: Filters = { colour: ['red'] };
      expect(answered(await searchWithColumns(queryString(filters, 'order[price]=asc')))).toEqual(
        reference(catalogue, filters),
      );
      // P03 (joie, red) gains black.
      const changed = catalogue.find((row) => row.code === 'P03')!;
      expect(changed.colours).toEqual(['red']);
      await moreData().linkAttributeValues(productIds.P03!, [colourIds.black!]);
      changed.colours = ['red', 'black'];
      await refreshSearchDocuments(database.db, [productIds.P03!]);

      const { fromColumns, fromWords, outdated } = store.counted;
      const body = await searchWithColumns(queryString({ colour: ['black'] }, 'order[price]=asc'));
      expect(answered(body)).toEqual(reference(catalogue, { colour: ['black'] }));
      // The cards' statement saw a newer version than the columns': answered in SQL, the columns read again.
      expect(store.counted).toEqual({ fromColumns, fromWords, outdated: outdated + 1 });
      await store.settle();
      for (const check of [{ colour: ['black'] }, filters] satisfies Filters[]) {
        const again = await searchWithColumns(queryString(check, 'order[price]=asc'));
        expect(answered(again)).toEqual(reference(catalogue, check));
      }
      expect(store.counted).toEqual({ fromColumns, fromWords: fromWords + 2, outdated: outdated + 1 });
    });
  });

  it('counts the changed catalogue right after a refresh', async () => {
    const filters: Filters = { brand: ['chicco'], colour: ['navy'] };
    const before = await search(queryString(filters, 'order[price]=asc'));
    expect(answered(before)).toEqual(reference(catalogue, filters));
    // P01 (chicco, black) becomes navy.
    const changed = catalogue.find((row) => row.code === 'P01')!;
    await database.db
      .update(productAttributeValues)
      .set({ attributeValueId: colourIds.navy! })
      .where(
        and(
          eq(productAttributeValues.productId, productIds.P01!),
          eq(productAttributeValues.attributeValueId, colourIds.black!),
        ),
      );
    changed.colours = ['navy'];
    await refreshSearchDocuments(database.db, [productIds.P01!]);
    const after = await search(queryString(filters, 'order[price]=asc'));
    expect(answered(after)).toEqual(reference(catalogue, filters));
    expect(answered(after).colour).not.toEqual(answered(before).colour);
  });

  it('moves the documents version in the transaction of every change to the documents or attribute values', async () => {
    const version = async () =>
      Number(
        (
          (await database.db.execute(sql`SELECT version FROM search_documents_version`)) as unknown as {
            rows: Array<{ version: unknown }>;
          }
        ).rows[0]!.version,
      );
    const start = await version();
    await refreshSearchDocuments(database.db, [productIds.P02!]);
    const refreshed = await version();
    expect(refreshed).toBeGreaterThan(start);
    await moreData().attributeValue({
      attribute: { code: 'colour', slug: 'colour' },
      code: 'green',
      slug: 'green',
      translations: { lt: { name: 'Žalia' } },
    });
    const valueAdded = await version();
    expect(valueAdded).toBeGreaterThan(refreshed);
    // A toy's delete takes its documents with it (ON DELETE CASCADE).
    await database.db.delete(products).where(eq(products.id, productIds.P18!));
    expect(await version()).toBeGreaterThan(valueAdded);
    // Inside the transaction: one rolled back leaves the version as it was.
    const deleted = await version();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`DELETE FROM product_search_documents WHERE product_id = ${productIds.P17!}`);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await version()).toBe(deleted);
  });
});
