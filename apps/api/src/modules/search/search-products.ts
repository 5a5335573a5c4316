import type {
  ProductListItem,
  SearchOrderField,
  SearchProductsQuery,
  SearchProductsResponse,
  TaxonSummary,
} from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { cardFromSnapshot, loadProductListItems } from '../products/list-items.ts';
import { loadSetOnlyProductIds } from '../products/set-only.ts';
import { loadTaxonSummaries, toTaxonSummary } from '../products/taxon-summaries.ts';
import type { FacetColumnStore } from './facet-columns.ts';
import { countFacets, type FacetCounts } from './facet-counts.ts';
import { countFromColumns, MAX_MASK_GROUPS } from './facet-memory-counts.ts';
import { computeSearchStatistics, EMPTY_FACETS } from './facets.ts';
import { resolveSearch, type ResolvedSearch } from './search-filters.ts';
import { isDefaultOrder, newestFirst, orderBy, whereAll } from './search-order.ts';
import { scanPageAndCounts, scanPageAndMatches, sharesScan, toPageRow, type PageRow } from './search-scan.ts';
import { queryRows, toNumber } from './sql-rows.ts';

/** Categories suggested beside search results (search page chips). */
const TAXON_SUGGESTION_COUNT = 5;

export interface SearchContext {
  channelId: number;
  locale: string;
  localePreference: readonly string[];
  /** Moment catalog promotions are checked against. */
  now: Date;
  /** order[...] fields in the order the client gave them (the parsed object does not keep it). */
  orderFields: readonly SearchOrderField[];
  /** The in-process facet columns (ADR 0065); without them every count is made in SQL. */
  facetColumns?: FacetColumnStore;
}

async function countMatches(db: Database, search: ResolvedSearch): Promise<number> {
  const [row] = await queryRows<{ total: unknown }>(
    db,
    sql`SELECT count(*) AS total FROM product_search_documents d WHERE ${whereAll(search)}`,
  );
  return toNumber(row?.total ?? 0);
}

/**
 * The page's documents in order, with their stored cards: the cards are joined to the page's rows only
 * (after the limit), so the matches are sorted over the narrow documents.
 */
async function pageRows(
  db: Database,
  search: ResolvedSearch,
  query: SearchProductsQuery,
  fields: readonly SearchOrderField[],
): Promise<PageRow[]> {
  const setOnlyIds = isDefaultOrder(search, query, fields) ? await loadSetOnlyProductIds(db) : [];
  const page =
    setOnlyIds.length > 0
      ? setOnlyLastPage(search, query, setOnlyIds)
      : orderedPage(search, query, orderBy(search, query, fields));
  const rows = await queryRows<{ product_id: unknown; card: unknown }>(
    db,
    sql`SELECT page.product_id, c.card
      FROM (${page}) page
      LEFT JOIN product_search_cards c
        ON c.channel_id = page.channel_id AND c.locale = page.locale AND c.product_id = page.product_id
      ORDER BY page.position`,
  );
  return rows.map((row) => toPageRow(row.product_id, row.card));
}

/** The page's (channel_id, locale, product_id, position) rows in the given order. */
function orderedPage(search: ResolvedSearch, query: SearchProductsQuery, order: SQL): SQL {
  return sql`SELECT d.channel_id, d.locale, d.product_id, row_number() OVER (ORDER BY ${order}) AS position
    FROM product_search_documents d
    WHERE ${whereAll(search)}
    ORDER BY ${order}
    LIMIT ${query.itemsPerPage} OFFSET ${(query.page - 1) * query.itemsPerPage}`;
}

/**
 * The default order's page: newest first, the products sold only in a set after all the others. Each
 * part is its own newest-first walk cut at the page's end (the buyable part walks the created_at index
 * as the plain default order does; the set-only part looks its few ids up by key), so no part sorts
 * every match.
 */
function setOnlyLastPage(search: ResolvedSearch, query: SearchProductsQuery, setOnlyIds: number[]): SQL {
  const ids = sql`${`{${setOnlyIds.join(',')}}`}::int[]`;
  const order = newestFirst(search);
  const end = query.page * query.itemsPerPage;
  const part = (setOnly: boolean, condition: SQL) =>
    sql`(SELECT d.channel_id, d.locale, d.product_id, d.created_at, ${sql.raw(String(setOnly))} AS set_only
      FROM product_search_documents d
      WHERE ${whereAll(search)} AND ${condition}
      ORDER BY ${order}
      LIMIT ${end})`;
  const merged = sql`m.set_only, m.created_at DESC, m.product_id DESC`;
  return sql`SELECT m.channel_id, m.locale, m.product_id, row_number() OVER (ORDER BY ${merged}) AS position
    FROM (
      ${part(false, sql`d.product_id <> ALL(${ids})`)}
      UNION ALL
      ${part(true, sql`d.product_id = ANY(${ids})`)}
    ) m
    ORDER BY ${merged}
    LIMIT ${query.itemsPerPage} OFFSET ${(query.page - 1) * query.itemsPerPage}`;
}

/**
 * The cards of a page from the stored snapshots; documents written before cards were stored (until
 * fillMissingSearchCards has run) get theirs built from the catalogue tables.
 */
async function pageCards(
  db: Database,
  rows: readonly PageRow[],
  ctx: SearchContext,
): Promise<ProductListItem[]> {
  const missing = rows.flatMap((row) => (row.card ? [] : [row.productId]));
  const built =
    missing.length === 0
      ? new Map<number, ProductListItem>()
      : new Map(
          (
            await loadProductListItems(db, missing, {
              channelId: ctx.channelId,
              localePreference: ctx.localePreference,
              now: ctx.now,
            })
          ).map((item) => [item.id, item]),
        );
  return rows.flatMap((row) => {
    if (row.card) return [cardFromSnapshot(row.card, ctx.now)];
    return built.get(row.productId) ?? [];
  });
}

/** Summaries of the counted main categories in count order (disabled or untranslated ones left out). */
async function taxonSuggestions(
  db: Database,
  counted: ReadonlyArray<{ taxonId: number; count: number }>,
  localePreference: readonly string[],
): Promise<Array<TaxonSummary & { count: number }>> {
  if (counted.length === 0) return [];
  const summaries = await loadTaxonSummaries(
    db,
    counted.map((row) => row.taxonId),
    localePreference,
  );
  return counted.flatMap(({ taxonId, count }) => {
    const summary = summaries.get(taxonId);
    return summary ? [{ ...toTaxonSummary(summary), count }] : [];
  });
}

/**
 * GET /search/products: one page of product cards for listings and search, the facets of the current
 * filter and the total. itemsPerPage=0 answers only the total (the storefront's counters).
 */
export async function searchProducts(
  db: Database,
  query: SearchProductsQuery,
  ctx: SearchContext,
): Promise<SearchProductsResponse> {
  const scope = { channelId: ctx.channelId, locale: ctx.locale, now: ctx.now };
  const search = await resolveSearch(db, query, scope);
  const answer = await answerSearch(db, search, query, ctx);
  if (answer.meta.totalItems > 0 || !query.query?.trim()) return answer;
  // The filters left none of the products the words found: that empty answer (with its counts) is right.
  if (search.textMatch && search.groups.length > 0 && (await anyMatch(db, search))) return answer;
  // Stemmed words found nothing: the text is probably misspelt ("stroler"), so look for similar names.
  return answerSearch(db, await resolveSearch(db, query, scope, 'similar'), query, ctx);
}

/** Whether any document of the channel and locale meets the search's base conditions (its filters aside). */
async function anyMatch(db: Database, search: ResolvedSearch): Promise<boolean> {
  const [row] = await queryRows<{ found: unknown }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM product_search_documents d WHERE ${sql.join(search.base, sql` AND `)}) AS found`,
  );
  return row?.found === true || row?.found === 't';
}

async function answerSearch(
  db: Database,
  search: ResolvedSearch,
  query: SearchProductsQuery,
  ctx: SearchContext,
): Promise<SearchProductsResponse> {
  if (query.itemsPerPage === 0) {
    const totalItems = await countMatches(db, search);
    return {
      data: [],
      facets: EMPTY_FACETS,
      meta: { totalItems, page: query.page, itemsPerPage: 0, lastPage: 1, taxonsSuggestions: [] },
    };
  }
  const suggestionCount = search.textMatch ? TAXON_SUGGESTION_COUNT : 0;
  let pageRequest: Promise<PageRow[]>;
  let countsRequest: Promise<FacetCounts>;
  const store = ctx.facetColumns;
  const columns =
    store && sharesScan(search) && search.groups.length <= MAX_MASK_GROUPS
      ? store.current(ctx.channelId, ctx.locale)
      : null;
  if (store && columns) {
    // One read of the matches for the page; the counts from the process's columns (ADR 0065).
    const scanned = scanPageAndMatches(db, search, query, ctx.orderFields);
    pageRequest = scanned.then((result) => result.rows);
    countsRequest = scanned.then(async (result) => {
      const counted =
        result.version === columns.version
          ? countFromColumns(columns, search, result.productIds, result.masks, suggestionCount)
          : null;
      if (counted) {
        store.counted.fromColumns += 1;
        return counted;
      }
      // The documents changed since the columns were read: count in SQL this time, read them again.
      store.outdated(ctx.channelId, ctx.locale, result.version);
      return countFacets(db, search, suggestionCount);
    });
  } else if (sharesScan(search)) {
    // One read of the matches for the page and every count (search-scan.ts).
    const scanned = scanPageAndCounts(db, search, query, ctx.orderFields, suggestionCount);
    pageRequest = scanned.then((result) => result.rows);
    countsRequest = scanned.then((result) => result.counts);
  } else {
    // Two statements in parallel (the PostgreSQL driver has a pool): the page walks an index.
    pageRequest = pageRows(db, search, query, ctx.orderFields);
    countsRequest = countFacets(db, search, suggestionCount);
  }
  // The facet names load while the counts are computed.
  const [rows, statistics] = await Promise.all([
    pageRequest,
    computeSearchStatistics(db, search, ctx.localePreference, countsRequest),
  ]);
  const [data, taxonsSuggestions] = await Promise.all([
    pageCards(db, rows, ctx),
    taxonSuggestions(db, statistics.mainTaxons, ctx.localePreference),
  ]);
  return {
    data,
    facets: statistics.facets,
    meta: {
      totalItems: statistics.totalItems,
      page: query.page,
      itemsPerPage: query.itemsPerPage,
      lastPage: Math.max(1, Math.ceil(statistics.totalItems / query.itemsPerPage)),
      taxonsSuggestions,
    },
  };
}
