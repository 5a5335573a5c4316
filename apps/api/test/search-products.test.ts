import type { SearchProductsResponse } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributes } from '../src/db/schema/index.ts';
import { refreshSearchDocuments } from '../src/modules/search/search-documents.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const DAY = 24 * 60 * 60 * 1000;
const BASE = '/api/v2/shop/search/products';

/**
 * A small catalogue where every product differs in the way one filter looks at it:
 *
 * | code | category  | brand  | colour | age   | price (orig)   | stock                                | promotions          |
 * | S1   | strollers | chicco | black  | 0     | 50000          | tracked, 5 on hand                   | old-sale (ended)    |
 * | S2   | strollers | cybex  | red    | 6     | 40000 (50000)  | tracked, 2 on hand, 2 on hold: out   | black-friday        |
 * | S3   | strollers | joie   | black  | 0, 6  | 30000 (40000)  | enabled variant out; disabled in     | b2b-only            |
 * | T1   | toys      | chicco | red    | 12    | 2000           | untracked, 0 on hand: in             | black-friday        |
 * | B1   | strollers | -      | -      | -     | 60000 (66000)  | bundle, inStock flag: in             |                     |
 * | B2   | strollers | -      | -      | -     | 15000          | bundle, inStock flag false: out      |                     |
 * Plus a disabled product and one sold only in b2b, which never show in web.
 * Created S1 first ... B2 last.
 */
describe('GET /api/v2/shop/search/products', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const ids: Record<string, number> = {};
  const taxonIds: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    const b2b = (await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt'] })).id;

    const baby = await data.taxon({
      code: 'baby',
      translations: { lt: { name: 'Kūdikiams', slug: 'kudikiams' }, en: { name: 'Baby', slug: 'baby' } },
    });
    const strollers = await data.taxon({
      code: 'strollers',
      parentId: baby.id,
      translations: {
        lt: { name: 'Vežimėliai', slug: 'kudikiams/vezimeliai' },
        en: { name: 'Strollers', slug: 'baby/strollers' },
      },
    });
    const toys = await data.taxon({
      code: 'toys',
      translations: { lt: { name: 'Žaislai', slug: 'zaislai' }, en: { name: 'Toys', slug: 'toys' } },
    });
    Object.assign(taxonIds, { baby: baby.id, strollers: strollers.id, toys: toys.id });

    const value = async (attribute: string, code: string, lt: string, en: string) =>
      (
        await data.attributeValue({
          attribute: { code: attribute, slug: attribute },
          code,
          slug: code,
          translations: { lt: { name: lt }, en: { name: en } },
        })
      ).id;
    const brand = {
      chicco: await value('brand', 'chicco', 'Chicco', 'Chicco'),
      cybex: await value('brand', 'cybex', 'Cybex', 'Cybex'),
      joie: await value('brand', 'joie', 'Joie', 'Joie'),
    };
    const colour = {
      black: await value('colour', 'black', 'Juoda', 'Black'),
      red: await value('colour', 'red', 'Raudona', 'Red'),
    };
    const age = {
      0: await value('age', '0m', 'Nuo gimimo', 'From birth'),
      6: await value('age', '6m', 'Nuo 6 mėn.', 'From 6 months'),
      12: await value('age', '12m', 'Nuo 1 metų', 'From 1 year'),
      36: await value('age', '36m', 'Nuo 3 metų', 'From 3 years'),
    };
    for (const [months, id] of Object.entries(age)) {
      await data.styleAttributeValue(id, { numericValue: Number(months) });
    }
    await database.db
      .update(attributes)
      .set({ filterType: 'range', position: 2 })
      .where(eq(attributes.code, 'age'));
    await database.db.update(attributes).set({ position: 1 }).where(eq(attributes.code, 'colour'));

    let day = 0;
    const product = async (
      code: string,
      options: {
        lt: string;
        en: string;
        taxon: number;
        values?: number[];
        channels?: number[];
        enabled?: boolean;
        isBundle?: boolean;
        bundleInStock?: boolean;
      },
    ) => {
      day += 1;
      const row = await data.catalogueProduct({
        code,
        channelIds: options.channels ?? [web],
        taxonIds: [options.taxon],
        mainTaxonId: options.taxon,
        enabled: options.enabled ?? true,
        isBundle: options.isBundle ?? false,
        bundleInStock: options.bundleInStock ?? true,
        createdAt: new Date(Date.UTC(2026, 0, day)),
        translations: {
          lt: { name: options.lt, slug: options.lt.toLowerCase().replaceAll(' ', '-') },
          en: { name: options.en, slug: options.en.toLowerCase().replaceAll(' ', '-') },
        },
      });
      if (options.values) await data.linkAttributeValues(row.id, options.values);
      ids[code] = row.id;
      return row.id;
    };
    const variant = (
      productId: number,
      code: string,
      price: number,
      originalPrice: number | null,
      stock: { tracked?: boolean; onHand?: number; onHold?: number; enabled?: boolean },
    ) =>
      data.variant({
        productId,
        code,
        tracked: stock.tracked ?? true,
        onHand: stock.onHand ?? 0,
        onHold: stock.onHold ?? 0,
        enabled: stock.enabled ?? true,
        prices: [
          { channelId: web, price, originalPrice },
          { channelId: b2b, price, originalPrice },
        ],
      });

    const s1 = await product('S1', {
      lt: 'Chicco vežimėlis Polaris',
      en: 'Chicco stroller Polaris',
      taxon: strollers.id,
      values: [brand.chicco, colour.black, age[0]],
    });
    await variant(s1, 'S1-V', 50000, null, { onHand: 5 });
    const s2 = await product('S2', {
      lt: 'Cybex vežimėlis Balios',
      en: 'Cybex stroller Balios',
      taxon: strollers.id,
      values: [brand.cybex, colour.red, age[6]],
    });
    await variant(s2, 'S2-V', 40000, 50000, { onHand: 2, onHold: 2 });
    const s3 = await product('S3', {
      lt: 'Joie žieminis vežimėlis',
      en: 'Joie winter stroller',
      taxon: strollers.id,
      values: [brand.joie, colour.black, age[0], age[6]],
    });
    await variant(s3, 'S3-OFF', 10000, null, { onHand: 10, enabled: false });
    await variant(s3, 'S3-V', 30000, 40000, { onHand: 0 });
    const t1 = await product('T1', {
      lt: 'Chicco žaislas lokys',
      en: 'Chicco teddy bear toy',
      taxon: toys.id,
      values: [brand.chicco, colour.red, age[12]],
    });
    await variant(t1, 'T1-V', 2000, null, { tracked: false, onHand: 0 });
    const b1 = await product('B1', {
      lt: 'Kelionės rinkinys',
      en: 'Travel bundle',
      taxon: strollers.id,
      isBundle: true,
      bundleInStock: true,
    });
    await variant(b1, 'B1-V', 60000, 66000, { onHand: 0 });
    const b2 = await product('B2', {
      lt: 'Miego rinkinys',
      en: 'Sleep bundle',
      taxon: strollers.id,
      isBundle: true,
      bundleInStock: false,
    });
    await variant(b2, 'B2-V', 15000, null, { tracked: false });
    const off = await product('OFF', {
      lt: 'Chicco išjungtas vežimėlis',
      en: 'Chicco disabled stroller',
      taxon: strollers.id,
      values: [brand.chicco],
      enabled: false,
    });
    await variant(off, 'OFF-V', 1000, null, { onHand: 5 });
    const b2bOnly = await product('B2B', {
      lt: 'Chicco verslo vežimėlis',
      en: 'Chicco business stroller',
      taxon: strollers.id,
      values: [brand.chicco],
      channels: [b2b],
    });
    await variant(b2bOnly, 'B2B-V', 1000, null, { onHand: 5 });

    const now = Date.now();
    await data.catalogPromotion({
      code: 'black-friday',
      startsAt: new Date(now - 5 * DAY),
      endsAt: new Date(now + 5 * DAY),
      channelIds: [web, b2b],
      productIds: [s2, t1],
      labels: { lt: 'Juodasis penktadienis', en: 'Black Friday' },
    });
    await data.catalogPromotion({
      code: 'old-sale',
      startsAt: new Date(now - 50 * DAY),
      endsAt: new Date(now - 40 * DAY),
      channelIds: [web],
      productIds: [s1],
      labels: { lt: 'Senas išpardavimas', en: 'Old sale' },
    });
    await data.catalogPromotion({
      code: 'b2b-only',
      channelIds: [b2b],
      productIds: [s3],
      labels: { lt: 'Verslui', en: 'Business' },
    });

    await refreshSearchDocuments(database.db);
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  async function search(query: string, headers: Record<string, string> = {}) {
    const response = await app.inject({ url: `${BASE}?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchProductsResponse>();
  }
  async function codes(query: string, headers: Record<string, string> = {}) {
    return (await search(query, headers)).data.map((item) => item.code);
  }
  function selectCounts(body: SearchProductsResponse, code: string) {
    const facet = body.facets.select.find((entry) => entry.code === code);
    return Object.fromEntries((facet?.values ?? []).map((entry) => [entry.code, entry.count]));
  }
  function otherFacet(body: SearchProductsResponse, code: string) {
    return body.facets.other.find((entry) => entry.code === code);
  }

  describe('scope', () => {
    it('lists the enabled products of the channel, newest first, with their total', async () => {
      const body = await search('');
      expect(body.data.map((item) => item.code)).toEqual(['B2', 'B1', 'T1', 'S3', 'S2', 'S1']);
      expect(body.meta).toMatchObject({ totalItems: 6, page: 1, itemsPerPage: 100, lastPage: 1 });
      expect(body.meta.taxonsSuggestions).toEqual([]);
    });

    it('answers in the channel of the request', async () => {
      expect(await codes('code[]=B2B', { channel: 'b2b' })).toEqual(['B2B']);
      expect(await codes('code[]=B2B')).toEqual([]);
    });

    it('filters by a category with all its subcategories', async () => {
      expect(await codes(`productTaxons.id=${taxonIds.baby}&order[created_at]=asc`)).toEqual([
        'S1',
        'S2',
        'S3',
        'B1',
        'B2',
      ]);
      expect(await codes(`productTaxons.id=${taxonIds.toys}`)).toEqual(['T1']);
    });

    it('answers an unknown category with an empty list', async () => {
      const body = await search('productTaxons.id=999999');
      expect(body.data).toEqual([]);
      expect(body.meta.totalItems).toBe(0);
    });
  });

  describe('select facets', () => {
    it('matches any of the selected values of one attribute', async () => {
      expect(await codes('facets[brand][]=chicco&order[created_at]=asc')).toEqual(['S1', 'T1']);
      expect(await codes('facets[brand]=chicco&order[created_at]=asc')).toEqual(['S1', 'T1']);
      expect(await codes('facets[brand][]=chicco&facets[brand][]=cybex&order[created_at]=asc')).toEqual([
        'S1',
        'S2',
        'T1',
      ]);
    });

    it('matches every attribute that has a selection', async () => {
      expect(await codes('facets[brand][]=chicco&facets[colour][]=red')).toEqual(['T1']);
    });

    it('matches nothing for a value code that does not exist', async () => {
      expect(await codes('facets[brand][]=nobody')).toEqual([]);
    });

    it('counts each attribute as if its own selection were not made', async () => {
      const body = await search('facets[brand][]=chicco&facets[colour][]=red');
      // Brands among the red products; colours among the Chicco products.
      expect(selectCounts(body, 'brand')).toEqual({ chicco: 1, cybex: 1 });
      expect(selectCounts(body, 'colour')).toEqual({ black: 1, red: 1 });
      const brandFacet = body.facets.select.find((facet) => facet.code === 'brand')!;
      expect(brandFacet.values.find((entry) => entry.code === 'chicco')?.selected).toBe(true);
      expect(brandFacet.values.find((entry) => entry.code === 'cybex')?.selected).toBe(false);
    });

    it('orders attributes by position and names them in the request locale', async () => {
      const lt = await search('');
      expect(lt.facets.select.map((facet) => facet.code)).toEqual(['brand', 'colour']);
      expect(lt.facets.select[1]?.name).toBe('colour');
      expect(lt.facets.select[1]?.values.map((entry) => entry.name)).toEqual(['Juoda', 'Raudona']);
      const en = await search('', { locale: 'en' });
      expect(en.facets.select[1]?.values.map((entry) => entry.name)).toEqual(['Black', 'Red']);
      expect(selectCounts(lt, 'brand')).toEqual({ chicco: 2, cybex: 1, joie: 1 });
    });
  });

  describe('range facets', () => {
    it('matches products with any value of the attribute within the range', async () => {
      expect(await codes('facets[age][min]=6&facets[age][max]=12&order[created_at]=asc')).toEqual([
        'S2',
        'S3',
        'T1',
      ]);
      expect(await codes('facets[age][min]=7&order[created_at]=asc')).toEqual(['T1']);
    });

    it('reports the range over the other filters and echoes the selection', async () => {
      const body = await search('facets[age][min]=6&facets[age][max]=12&facets[brand][]=chicco');
      expect(body.data.map((item) => item.code)).toEqual(['T1']);
      expect(body.facets.range).toEqual([
        expect.objectContaining({ code: 'age', min: 0, max: 12, selectedMin: 6, selectedMax: 12 }),
      ]);
    });
  });

  describe('price, sales, stock and promotions', () => {
    it('filters by price in minor units and reports the price range of the other filters', async () => {
      const body = await search('price[min]=20000&price[max]=50000&order[price]=asc');
      expect(body.data.map((item) => item.code)).toEqual(['S3', 'S2', 'S1']);
      expect(body.facets.price).toEqual({ min: 2000, max: 60000, selectedMin: 20000, selectedMax: 50000 });
    });

    it('uses the lowest price of the enabled variants', async () => {
      // S3's disabled variant costs 10000: it neither sets the price nor puts S3 in this range.
      expect(await codes('price[max]=20000&order[price]=asc')).toEqual(['T1', 'B2']);
    });

    it('lists discounted products for discount=true and counts them', async () => {
      const body = await search('discount=true&order[created_at]=asc');
      expect(body.data.map((item) => item.code)).toEqual(['S2', 'S3', 'B1']);
      expect(body.data.map((item) => item.discountPercentage)).toEqual([20, 25, 9]);
      expect(otherFacet(body, 'discount')).toMatchObject({ kind: 'discount', count: 3, selected: true });
    });

    it('skips out-of-stock products by the section 9 rule', async () => {
      // S1 tracked with stock, T1 untracked, B1 a bundle flagged in stock; S2 all held, S3 only its
      // disabled variant has stock, B2 a bundle flagged out of stock.
      const body = await search('skipOutOfStock=true&order[created_at]=asc');
      expect(body.data.map((item) => item.code)).toEqual(['S1', 'T1', 'B1']);
      expect(body.data.every((item) => item.inStock)).toBe(true);
      expect(otherFacet(body, 'skipOutOfStock')).toMatchObject({ kind: 'inStock', count: 3, selected: true });
      const all = await search('');
      expect(all.data.filter((item) => !item.inStock).map((item) => item.code)).toEqual(['B2', 'S3', 'S2']);
    });

    it('filters by running catalog promotions of the channel only', async () => {
      expect(await codes('catalogPromotions[]=black-friday&order[created_at]=asc')).toEqual(['S2', 'T1']);
      expect(await codes('catalogPromotions[]=old-sale')).toEqual([]);
      expect(await codes('catalogPromotions[]=b2b-only')).toEqual([]);
      const body = await search('facets[brand][]=chicco', { locale: 'en' });
      expect(body.facets.other.filter((entry) => entry.kind === 'catalogPromotion')).toEqual([
        { kind: 'catalogPromotion', code: 'black-friday', label: 'Black Friday', count: 1, selected: false },
      ]);
    });

    it('combines the other filters with facets and counts each without its own filter', async () => {
      const body = await search('discount=true&skipOutOfStock=true');
      expect(body.data.map((item) => item.code)).toEqual(['B1']);
      // Discounted among the in-stock products, in stock among the discounted ones: B1 both times.
      expect(otherFacet(body, 'discount')?.count).toBe(1);
      expect(otherFacet(body, 'skipOutOfStock')?.count).toBe(1);
      const discounted = await search('discount=true');
      expect(otherFacet(discounted, 'discount')?.count).toBe(3);
      expect(otherFacet(discounted, 'skipOutOfStock')?.count).toBe(1);
    });
  });

  describe('codes', () => {
    it('returns the given products in the given order', async () => {
      expect(await codes('code[]=T1&code[]=S1&code[]=NOPE')).toEqual(['T1', 'S1']);
      expect(await codes('code=S2')).toEqual(['S2']);
    });
  });

  describe('sorting', () => {
    it.each([
      ['order[price]=asc', ['T1', 'B2', 'S3', 'S2', 'S1', 'B1']],
      ['order[price]=desc', ['B1', 'S1', 'S2', 'S3', 'B2', 'T1']],
      ['order[created_at]=asc', ['S1', 'S2', 'S3', 'T1', 'B1', 'B2']],
      ['order[created_at]=desc', ['B2', 'B1', 'T1', 'S3', 'S2', 'S1']],
      ['order[discount_percentage]=desc', ['S3', 'S2', 'B1', 'S1', 'T1', 'B2']],
      ['order[discount_percentage]=asc', ['S1', 'T1', 'B2', 'B1', 'S2', 'S3']],
      ['order[discount_percentage]=desc&order[price]=asc', ['S3', 'S2', 'B1', 'T1', 'B2', 'S1']],
      ['order[price]=asc&order[discount_percentage]=desc', ['T1', 'B2', 'S3', 'S2', 'S1', 'B1']],
    ])('%s', async (query, expected) => {
      expect(await codes(query)).toEqual(expected);
    });
  });

  describe('paging', () => {
    it('cuts pages and reports the last page', async () => {
      const second = await search('itemsPerPage=4&page=2');
      expect(second.data.map((item) => item.code)).toEqual(['S2', 'S1']);
      expect(second.meta).toMatchObject({ totalItems: 6, page: 2, itemsPerPage: 4, lastPage: 2 });
      const beyond = await search('itemsPerPage=4&page=3');
      expect(beyond.data).toEqual([]);
      expect(beyond.meta.totalItems).toBe(6);
    });

    it('answers only the total for itemsPerPage=0', async () => {
      const body = await search('itemsPerPage=0&discount=true');
      expect(body.data).toEqual([]);
      expect(body.meta).toMatchObject({ totalItems: 3, itemsPerPage: 0, lastPage: 1 });
    });
  });

  describe('text query', () => {
    it('finds inflected Lithuanian words without accents and suggests their categories', async () => {
      // The strollers by name, the bundles by their category's name (ranked lower).
      const body = await search('query=vezimeliai');
      expect(
        body.data
          .map((item) => item.code)
          .slice(0, 3)
          .sort(),
      ).toEqual(['S1', 'S2', 'S3']);
      expect(
        body.data
          .map((item) => item.code)
          .slice(3)
          .sort(),
      ).toEqual(['B1', 'B2']);
      expect(body.meta.taxonsSuggestions).toEqual([
        {
          id: taxonIds.strollers,
          code: 'strollers',
          slug: 'kudikiams/vezimeliai',
          name: 'Vežimėliai',
          count: 5,
        },
      ]);
      expect(await codes('query=zieminis')).toEqual(['S3']);
    });

    it('searches in the request locale with English stemming and shows English names', async () => {
      const body = await search('query=strollers&facets[brand][]=chicco', { locale: 'en' });
      expect(body.data.map((item) => [item.code, item.name])).toEqual([['S1', 'Chicco stroller Polaris']]);
      expect(body.meta.taxonsSuggestions.map((taxon) => taxon.name)).toEqual(['Strollers']);
    });

    it('tolerates a typo', async () => {
      expect((await codes('query=stroler', { locale: 'en' })).sort()).toEqual(['S1', 'S2', 'S3']);
    });

    it('matches the category and brand names too', async () => {
      expect(await codes('query=Cybex')).toEqual(['S2']);
      expect((await codes('query=zaislai')).sort()).toEqual(['T1']);
    });
  });

  describe('invalid parameters', () => {
    it.each([
      ['itemsPerPage=201', 'itemsPerPage'],
      ['itemsPerPage=abc', 'itemsPerPage'],
      ['page=0', 'page'],
      ['order[name]=asc', 'name'],
      ['order[price]=up', 'order'],
      ['facets[age][min]=abc', 'facets'],
      ['price[min]=-5', 'price'],
      ['discount=maybe', 'discount'],
      ['productTaxons.id=x', 'productTaxons.id'],
      ['colour=red', 'colour'],
      ['facets[nothing][]=x', 'facets[nothing]'],
      ['facets[age][]=6m', 'facets[age]'],
      ['facets[brand][min]=1', 'facets[brand]'],
    ])('%s is a 400 naming %s', async (query, name) => {
      const response = await app.inject({ url: `${BASE}?${query}` });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ code: number; message: string }>();
      expect(body.code).toBe(400);
      expect(body.message).toContain(name);
    });
  });
});
