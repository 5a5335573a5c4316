import {
  searchProductsQuerySchema,
  type SearchOrderField,
  type SearchProductsResponse,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoData } from '../src/demo/index.ts';
import { createMediaStorage } from '../src/modules/media-storage/index.ts';
import { FacetColumnStore, type FacetColumns } from '../src/modules/search/facet-columns.ts';
import { searchProducts } from '../src/modules/search/search-products.ts';
import { queryRows, toNumber } from '../src/modules/search/sql-rows.ts';
import { textRanker } from '../src/modules/search/text-rank.ts';
import { parseAndQuery, parseTsvector } from '../src/modules/search/tsvector-text.ts';
import { buildWordIndex, matchDocuments } from '../src/modules/search/word-index.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/** The locales of the demo shop's documents (et and ru have none). */
const LOCALES = ['lt', 'en'] as const;
/** The configurations the documents are written in on PostgreSQL 15 (buildTextQuery's terms stem lt there). */
const CONFIGS: Record<string, string> = { lt: 'simple', en: 'english' };

/**
 * The in-process word index (ADR 0070) on the demo shop's catalogue: its reading of PostgreSQL's text
 * forms, its matching and ts_rank against PostgreSQL's own on every document, and whole searches answered
 * from it against the same searches answered in SQL, in every locale.
 */
describe('text searches answered from the word index', () => {
  let database: TestDatabase;
  let web = 0;
  let store: FacetColumnStore;
  const columnsOf = new Map<string, FacetColumns>();

  beforeAll(async () => {
    database = await createTestDatabase();
    await ensureDemoData({
      db: database.db,
      storage: createMediaStorage(database.config),
      log: () => {},
      now: new Date('2026-11-21T10:00:00Z'),
    });
    const [channel] = await queryRows<{ id: unknown }>(
      database.db,
      sql`SELECT id FROM channels WHERE code = 'web'`,
    );
    web = toNumber(channel!.id);
    store = new FacetColumnStore(database.db, {
      log: (message) => {
        throw new Error(message);
      },
      rebuildIntervalMs: 0,
    });
    for (const locale of LOCALES) store.current(web, locale);
    await store.settle();
    for (const locale of LOCALES) {
      const columns = store.current(web, locale);
      expect(columns?.words, locale).toBeTruthy();
      columnsOf.set(locale, columns!);
    }
  }, 400_000);

  afterAll(async () => {
    await database?.cleanup();
  });

  it('keeps the columns within their byte bound, the least recently searched dropped first', async () => {
    const bytes = (locale: string) => columnsOf.get(locale)!.bytes;
    const bounded = new FacetColumnStore(database.db, {
      log: (message) => {
        throw new Error(message);
      },
      maxBytes: bytes('lt') + bytes('en') - 1,
    });
    bounded.current(web, 'lt');
    await bounded.settle();
    bounded.current(web, 'en');
    await bounded.settle();
    expect(bounded.entries().map((entry) => entry.key)).toEqual([`${web}/en`]);
    // Alone over the bound, the one just read is still kept.
    const tiny = new FacetColumnStore(database.db, { log: () => {}, maxBytes: 1 });
    tiny.current(web, 'lt');
    await tiny.settle();
    expect(tiny.entries().map((entry) => entry.key)).toEqual([`${web}/lt`]);
  });

  it('reads tsvectors and tsqueries as PostgreSQL prints them', async () => {
    const [row] = await queryRows<{ vector: string; query: string; stops: string; phrase: string }>(
      database.db,
      sql`SELECT (setweight(to_tsvector('simple', 'it''s a back-slash žąsis 42'), 'A')
            || setweight(to_tsvector('simple', 'again and again'), 'C')
            || to_tsvector('simple', 'plain it')
            || array_to_tsvector(ARRAY[${'back\\slash'}::text, 'quo''te', 'ёлка']))::text AS vector,
          to_tsquery('simple', 'žąs:* & it & 42')::text AS query,
          to_tsquery('english', 'the')::text AS stops,
          to_tsquery('simple', 'a <-> b')::text AS phrase`,
    );
    const unnested = await queryRows<{ lexeme: string; positions: string; weights: string }>(
      database.db,
      sql`SELECT lexeme, coalesce(array_to_string(positions, ','), '') AS positions,
          coalesce(array_to_string(weights, ','), '') AS weights
        FROM unnest(${row!.vector}::tsvector)`,
    );
    const weight: Record<string, number> = { D: 0, C: 1, B: 2, A: 3 };
    expect(parseTsvector(row!.vector)).toEqual(
      unnested.map((entry) => {
        const weights = entry.weights.split(',');
        return {
          lexeme: entry.lexeme,
          positions:
            entry.positions === ''
              ? []
              : entry.positions
                  .split(',')
                  .map((position, at) => (weight[weights[at]!]! << 14) | Number(position)),
        };
      }),
    );
    expect(unnested.map((entry) => entry.lexeme)).toEqual(
      expect.arrayContaining(['back\\slash', "quo'te", 'ёлка', 'žąsis', 'back-slash']),
    );
    expect(unnested.find((entry) => entry.lexeme === 'it')).toMatchObject({ weights: 'A,D' });
    expect(parseAndQuery(row!.query)).toEqual([
      { lexeme: 'žąs', prefix: true },
      { lexeme: 'it', prefix: false },
      { lexeme: '42', prefix: false },
    ]);
    expect(parseAndQuery(row!.stops)).toEqual([]);
    expect(parseAndQuery(row!.phrase)).toBeNull();
    expect(parseAndQuery("'a' | 'b'")).toBeNull();
    expect(parseAndQuery("'a':*B")).toBeNull();
    expect(parseAndQuery("!'a'")).toBeNull();
  });

  /** Query terms from the demo's product names: whole words, prefixes and pairs, as buildTextQuery writes them. */
  async function sampleTerms(locale: string): Promise<string[]> {
    const rows = await queryRows<{ name: string }>(
      database.db,
      sql`SELECT name FROM product_search_documents WHERE channel_id = ${web} AND locale = ${locale}
        ORDER BY product_id LIMIT 60`,
    );
    const words = [
      ...new Set(
        rows.flatMap((row) =>
          row.name
            .toLowerCase()
            .normalize('NFD')
            .replace(/\p{M}+/gu, '')
            .split(/[^\p{L}\p{N}]+/u)
            .filter((word) => word.length >= 3),
        ),
      ),
    ].filter((_, at) => at % 4 === 0);
    return words.flatMap((word, at) => {
      const next = words[(at + 1) % words.length]!;
      return [`${word}:*`, `${word.slice(0, 3)}:*`, `${word} & ${next.slice(0, 4)}:*`];
    });
  }

  it.each(LOCALES)('matches and ranks every document as PostgreSQL does: %s', async (locale) => {
    const columns = columnsOf.get(locale)!;
    const words = columns.words!;
    let compared = 0;
    for (const terms of await sampleTerms(locale)) {
      const tsquery = sql`to_tsquery(${CONFIGS[locale]}::regconfig, ${terms})`;
      const [parsed] = await queryRows<{ query: string }>(database.db, sql`SELECT ${tsquery}::text AS query`);
      const operands = parseAndQuery(parsed!.query);
      expect(operands, terms).not.toBeNull();
      const rows = await queryRows<{ product_id: unknown; rank: unknown }>(
        database.db,
        sql`SELECT product_id, ts_rank(search_vector, ${tsquery}) AS rank FROM product_search_documents
          WHERE channel_id = ${web} AND locale = ${locale} AND search_vector @@ ${tsquery}
          ORDER BY product_id`,
      );
      const matched = matchDocuments(words, operands!);
      expect(
        [...matched].map((index) => columns.productIds[index]),
        terms,
      ).toEqual(rows.map((row) => toNumber(row.product_id)));
      const ranker = textRanker(words, operands!);
      const ours = [...matched].map((index) => ranker.rank(index));
      expect(ours, terms).toEqual(rows.map((row) => Math.fround(toNumber(row.rank))));
      compared += rows.length;
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('ranks position-less and far-apart words as ts_rank does', async () => {
    const vectors = [
      "'a' 'b'",
      "'a':1A 'b':2",
      "'a':1A,40B 'b':150C 'c':3",
      "'a':5,6,7,8 'ab':9B 'abc':1A",
      "'x':16383 'y':1",
    ];
    const queries = [
      "'a' & 'b'",
      "'a':*",
      "'a' & 'ab':*",
      "'a' & 'a':*",
      "'a':* & 'a'",
      "'ab':* & 'a' & 'a':*",
      "'b' & 'c' & 'a'",
      "'x' & 'y'",
    ];
    const index = buildWordIndex(vectors.map(parseTsvector));
    for (const [document, vector] of vectors.entries()) {
      for (const query of queries) {
        const [row] = await queryRows<{ rank: unknown }>(
          database.db,
          sql`SELECT ts_rank(${vector}::tsvector, ${query}::tsquery) AS rank`,
        );
        const rank = textRanker(index, parseAndQuery(query)!).rank(document);
        expect(rank, `${vector} / ${query}`).toBe(Math.fround(toNumber(row!.rank)));
      }
    }
  });

  /** One search in SQL (no columns) and from the word index; both answers, and whether the index answered. */
  async function bothWays(locale: string, query: string, orderFields: SearchOrderField[]) {
    const parsed = searchProductsQuerySchema.parse(qs.parse(query));
    const context = {
      channelId: web,
      locale,
      localePreference: [locale, 'en'],
      now: new Date('2026-11-22T10:00:00Z'),
      orderFields,
    };
    const inSql = await searchProducts(database.db, parsed, context);
    const before = store.counted.fromWords;
    const fromWords = await searchProducts(database.db, parsed, { ...context, facetColumns: store });
    return { inSql, fromWords, answered: store.counted.fromWords === before + 1 };
  }

  const ORDERS: Array<[string, SearchOrderField[]]> = [
    ['', []],
    ['&order[price]=asc', ['price']],
    ['&order[price]=desc', ['price']],
    ['&order[created_at]=desc', ['created_at']],
    ['&order[discount_percentage]=desc&order[price]=asc', ['discount_percentage', 'price']],
  ];

  /** The narrowing filters of a first answer: its first select facet's top value, a price range, its category. */
  function filtersOf(answer: SearchProductsResponse): string[] {
    const filters = ['&skipOutOfStock=true', '&discount=true'];
    const facet = answer.facets.select.find((candidate) => candidate.values.length > 1);
    if (facet) filters.push(`&facets[${facet.code}][]=${facet.values[0]!.code}`);
    const { min, max } = answer.facets.price;
    if (min !== null && max !== null)
      filters.push(`&price[min]=${min}&price[max]=${Math.ceil((min + max) / 2)}`);
    const taxon = answer.meta.taxonsSuggestions[0];
    if (taxon) filters.push(`&productTaxons.id=${taxon.id}&skipOutOfStock=true`);
    const promotion = answer.facets.other.find(
      (other) => other.kind === 'catalogPromotion' && other.count > 0,
    );
    if (promotion) filters.push(`&catalogPromotions[]=${promotion.code}`);
    const range = answer.facets.range.find((candidate) => candidate.min !== null);
    if (range) filters.push(`&facets[${range.code}][min]=${range.min! + 1}`);
    return filters;
  }

  const filtersSeen = new Set<string>();

  it.each(LOCALES)('gives the same answers as SQL: %s', async (locale) => {
    const texts = (await sampleTerms(locale))
      .filter((_, at) => at % 3 !== 1)
      .slice(0, 10)
      .map((terms) => terms.replaceAll(':*', '').replace(' & ', ' '));
    texts.push('zzqxv', locale === 'en' ? 'the' : 'ir');
    let answeredFromWords = 0;
    let withResults = 0;
    for (const text of texts) {
      const base = `query=${encodeURIComponent(text)}`;
      const first = await bothWays(locale, `${base}&itemsPerPage=8`, []);
      expect(first.fromWords, text).toEqual(first.inSql);
      if (first.inSql.meta.totalItems > 0) withResults += 1;
      for (const filter of ['', ...filtersOf(first.inSql)]) {
        filtersSeen.add(/^&(\w+)/.exec(filter)?.[1] ?? '');
        for (const [order, fields] of ORDERS) {
          for (const page of ['&itemsPerPage=8', '&page=2&itemsPerPage=3']) {
            const { inSql, fromWords, answered } = await bothWays(
              locale,
              `${base}${filter}${order}${page}`,
              fields,
            );
            expect(fromWords, `${text}${filter}${order}${page}`).toEqual(inSql);
            if (answered) answeredFromWords += 1;
          }
        }
      }
    }
    expect(withResults).toBeGreaterThanOrEqual(8);
    expect(answeredFromWords).toBeGreaterThan(300);
    expect(filtersSeen.has('catalogPromotions')).toBe(true);
  });

  it('moves the documents version with every change to the names, promotions and categories a search shows', async () => {
    const version = async () =>
      toNumber(
        (
          await queryRows<{ version: unknown }>(
            database.db,
            sql`SELECT version FROM search_documents_version`,
          )
        )[0]!.version,
      );
    const changes = [
      sql`UPDATE attributes SET position = position WHERE id = (SELECT min(id) FROM attributes)`,
      sql`UPDATE attribute_translations SET name = name WHERE id = (SELECT min(id) FROM attribute_translations)`,
      sql`UPDATE attribute_value_translations SET name = name
        WHERE id = (SELECT min(id) FROM attribute_value_translations)`,
      sql`UPDATE catalog_promotions SET position = position WHERE id = (SELECT min(id) FROM catalog_promotions)`,
      sql`UPDATE catalog_promotion_translations SET label = label
        WHERE id = (SELECT min(id) FROM catalog_promotion_translations)`,
      sql`UPDATE catalog_promotion_channels SET channel_id = channel_id
        WHERE promotion_id = (SELECT min(promotion_id) FROM catalog_promotion_channels)`,
      sql`UPDATE taxons SET position = position WHERE id = (SELECT min(id) FROM taxons)`,
      sql`UPDATE taxon_translations SET name = name WHERE taxon_id = (SELECT min(taxon_id) FROM taxon_translations)`,
    ];
    for (const change of changes) {
      const before = await version();
      await database.db.execute(change);
      expect(await version()).toBe(before + 1);
    }
    // One transaction changing many rows of several tables moves it once, when it commits.
    const before = await version();
    await database.db.transaction(async (tx) => {
      for (const change of changes) await tx.execute(change);
      await tx.execute(sql`UPDATE taxon_translations SET name = name`);
      expect(
        toNumber(
          (await queryRows<{ version: unknown }>(tx, sql`SELECT version FROM search_documents_version`))[0]!
            .version,
        ),
      ).toBe(before);
    });
    expect(await version()).toBe(before + 1);
  });

  it('accepts a filter added after the columns were read, and still refuses an unknown one', async () => {
    await database.db.execute(
      sql`INSERT INTO attributes (code, slug, filter_type, position) VALUES ('fresh', 'fresh', 'select', 99)`,
    );
    const fresh = await bothWays('lt', 'query=vežimėlis&facets[fresh][]=any&itemsPerPage=8', []);
    expect(fresh.fromWords).toEqual(fresh.inSql);
    expect(fresh.fromWords.meta.totalItems).toBe(0);
    // Read again since: an unknown filter is refused as in SQL.
    await store.settle();
    const fromWords = store.counted.fromWords;
    await expect(
      searchProducts(
        database.db,
        searchProductsQuerySchema.parse(qs.parse('query=vežimėlis&facets[stale][]=any')),
        {
          channelId: web,
          locale: 'lt',
          localePreference: ['lt'],
          now: new Date(),
          orderFields: [],
          facetColumns: store,
        },
      ),
    ).rejects.toThrow('there is no filter "stale"');
    expect(store.counted.fromWords).toBe(fromWords);
  });

  it('shows a renamed value: answered in SQL once, then from the columns read again', async () => {
    const first = await bothWays('lt', 'query=vežimėlis&itemsPerPage=8', []);
    const facet = first.inSql.facets.select.find((candidate) => candidate.values.length > 0)!;
    const value = facet.values[0]!;
    await database.db.execute(
      sql`UPDATE attribute_value_translations t SET name = 'Pervadinta'
        FROM attribute_values v JOIN attributes a ON a.id = v.attribute_id
        WHERE t.attribute_value_id = v.id AND v.code = ${value.code} AND a.code = ${facet.code} AND t.locale = 'lt'`,
    );
    const renamedIn = (answer: SearchProductsResponse) =>
      answer.facets.select
        .find((candidate) => candidate.code === facet.code)
        ?.values.find((candidate) => candidate.code === value.code)?.name;
    const outdated = store.counted.outdated;
    const right = await bothWays('lt', 'query=vežimėlis&itemsPerPage=8', []);
    expect(right.answered).toBe(false);
    expect(store.counted.outdated).toBe(outdated + 1);
    expect(renamedIn(right.fromWords)).toBe('Pervadinta');
    expect(right.fromWords).toEqual(right.inSql);
    await store.settle();
    const again = await bothWays('lt', 'query=vežimėlis&itemsPerPage=8', []);
    expect(again.answered).toBe(true);
    expect(renamedIn(again.fromWords)).toBe('Pervadinta');
    expect(again.fromWords).toEqual(again.inSql);
  });
});
