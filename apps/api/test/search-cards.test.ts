import { searchProductsQuerySchema, type SearchProductsResponse } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardFromSnapshot, loadProductListItems } from '../src/modules/products/list-items.ts';
import { fillMissingSearchCards, refreshSearchDocuments } from '../src/modules/search/search-documents.ts';
import { searchProducts } from '../src/modules/search/search-products.ts';
import { queryRows } from '../src/modules/search/sql-rows.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-25T12:00:00Z');

/**
 * The product cards stored in the search read model: a page of results is read from them, promotions
 * show only while they run, and documents without a card (written before cards were stored) still
 * answer with the card built from the catalogue tables until they are filled.
 */
describe('search read model cards', () => {
  let database: TestDatabase;
  let web: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    const toys = await data.taxon({
      code: 'toys',
      translations: { lt: { name: 'Žaislai', slug: 'zaislai' }, en: { name: 'Toys', slug: 'toys' } },
    });
    const badge = await data.attributeValue({
      attribute: { code: 'label', slug: 'label' },
      code: 'new',
      slug: 'new',
      translations: { lt: { name: 'Naujiena' }, en: { name: 'New' } },
    });
    await data.styleAttributeValue(badge.id, { showInProductList: true });

    for (const [index, code] of ['BEAR', 'CUBE', 'DUCK'].entries()) {
      const product = await data.catalogueProduct({
        code,
        channelIds: [web],
        taxonIds: [toys.id],
        mainTaxonId: toys.id,
        createdAt: new Date(Date.UTC(2026, 0, index + 1)),
        translations: {
          lt: {
            name: `Žaislas ${code}`,
            slug: `zaislas-${code.toLowerCase()}`,
            shortDescription: 'Minkštas',
          },
          en: { name: `Toy ${code}`, slug: `toy-${code.toLowerCase()}` },
        },
      });
      await data.variant({
        productId: product.id,
        code: `${code}-V`,
        tracked: true,
        onHand: 3,
        names: { lt: `${code} variantas`, en: `${code} variant` },
        prices: [{ channelId: web, price: 1000 * (index + 1), originalPrice: 5000 }],
      });
      ids[code] = product.id;
    }
    await data.linkAttributeValues(ids.BEAR!, [badge.id]);
    await data.catalogPromotion({
      code: 'winter',
      startsAt: new Date(NOW.getTime() + 2 * DAY),
      endsAt: new Date(NOW.getTime() + 4 * DAY),
      channelIds: [web],
      productIds: [ids.BEAR!],
      labels: { lt: 'Žiema', en: 'Winter' },
    });
    await data.catalogPromotion({
      code: 'disabled',
      enabled: false,
      channelIds: [web],
      productIds: [ids.BEAR!],
      labels: { lt: 'Išjungta' },
    });
    await refreshSearchDocuments(database.db);
  });
  afterAll(async () => {
    await database.cleanup();
  });

  async function search(query: Record<string, string>, locale: 'lt' | 'en', now: Date) {
    const preference = locale === 'lt' ? ['lt'] : ['en', 'lt'];
    return searchProducts(database.db, searchProductsQuerySchema.parse(query), {
      channelId: web,
      locale,
      localePreference: preference,
      now,
      orderFields: [],
    });
  }
  const badgeCodes = (body: SearchProductsResponse, code: string) =>
    body.data.find((item) => item.code === code)?.promotionBadges.map((badge) => badge.code);
  async function cardsMissing(): Promise<number> {
    const [row] = await queryRows<{ count: unknown }>(
      database.db,
      sql`SELECT count(*) AS count FROM product_search_documents d
        WHERE NOT EXISTS (SELECT 1 FROM product_search_cards c
          WHERE (c.channel_id, c.locale, c.product_id) = (d.channel_id, d.locale, d.product_id))`,
    );
    return Number(row?.count);
  }

  it('stores the card of every channel and locale, equal to the card built from the tables', async () => {
    expect(await cardsMissing()).toBe(0);
    for (const [locale, preference] of [
      ['lt', ['lt']],
      ['en', ['en', 'lt']],
    ] as const) {
      const rows = await queryRows<{ product_id: number; card: unknown }>(
        database.db,
        sql`SELECT product_id, card FROM product_search_cards
          WHERE channel_id = ${web} AND locale = ${locale} ORDER BY product_id`,
      );
      const stored = rows.map((row) => cardFromSnapshot(row.card as never, NOW));
      const built = await loadProductListItems(
        database.db,
        rows.map((row) => row.product_id),
        { channelId: web, localePreference: preference, now: NOW },
      );
      expect(stored).toEqual(built);
      expect(stored.map((card) => card.name)).toEqual(
        locale === 'lt'
          ? ['Žaislas BEAR', 'Žaislas CUBE', 'Žaislas DUCK']
          : ['Toy BEAR', 'Toy CUBE', 'Toy DUCK'],
      );
    }
  });

  it('answers a page with the stored cards in the request locale', async () => {
    const body = await search({}, 'en', NOW);
    expect(body.data.map((item) => item.code)).toEqual(['DUCK', 'CUBE', 'BEAR']);
    const bear = body.data.find((item) => item.code === 'BEAR');
    expect(bear).toMatchObject({
      name: 'Toy BEAR',
      slug: 'toy-bear',
      inStock: true,
      variantCount: 1,
      discountPercentage: 80,
      mainTaxon: { code: 'toys', name: 'Toys', slug: 'toys' },
      defaultVariant: { code: 'BEAR-V', name: 'BEAR variant', stock: 3 },
    });
    expect(bear?.badges.map((value) => value.name)).toEqual(['New']);
    expect(Object.keys(bear ?? {})).not.toContain('promotions');
  });

  it('shows a stored promotion only while it runs, and never a disabled one', async () => {
    expect(badgeCodes(await search({}, 'lt', NOW), 'BEAR')).toEqual([]);
    const running = await search({}, 'lt', new Date(NOW.getTime() + 3 * DAY));
    expect(running.data.find((item) => item.code === 'BEAR')?.promotionBadges).toEqual([
      { code: 'winter', label: 'Žiema', backgroundColor: null, color: null },
    ]);
    expect(badgeCodes(await search({}, 'lt', new Date(NOW.getTime() + 4 * DAY)), 'BEAR')).toEqual([]);
  });

  it('builds the cards of documents without one, until fillMissingSearchCards stores them', async () => {
    const before = await search({ itemsPerPage: '2' }, 'lt', NOW);
    await database.db.execute(
      sql`DELETE FROM product_search_cards WHERE product_id IN (${ids.DUCK}, ${ids.BEAR})`,
    );
    expect(await cardsMissing()).toBe(4);
    const fallback = await search({ itemsPerPage: '2' }, 'lt', NOW);
    expect(fallback.data).toEqual(before.data);
    expect(fallback.data.map((item) => item.code)).toEqual(['DUCK', 'CUBE']);

    expect(await fillMissingSearchCards(database.db)).toBe(2);
    expect(await cardsMissing()).toBe(0);
    expect(await fillMissingSearchCards(database.db)).toBe(0);
    expect((await search({ itemsPerPage: '2' }, 'lt', NOW)).data).toEqual(before.data);
  });
});
