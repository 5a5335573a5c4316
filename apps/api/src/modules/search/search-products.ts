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
import type { FacetColumns, FacetColumnStore } from './facet-columns.ts';
import { countFacets, type FacetCounts } from './facet-counts.ts';
import { countFromColumns, countListingFromColumns, MAX_MASK_GROUPS } from './facet-memory-counts.ts';
import { computeSearchStatistics, EMPTY_FACETS } from './facets.ts';
import { searchableInColumns, searchColumns } from './memory-search.ts';
import { queryOperands } from './query-operands.ts';
import { taxonSummaries, type SearchReference } from './search-reference.ts';
import { rankable } from './text-rank.ts';
import { resolveSearch, type ResolvedSearch } from './search-filters.ts';
import { isDefaultOrder, newestFirst, orderBy, whereAll } from './search-order.ts';
import {
  cardsAtVersion,
  scanPageAndCounts,
  scanPageAndMatches,
  sharesScan,
  toPageRow,
  type PageRow,
} from './search-scan.ts';
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
 * (after the limit), so the matches are sorted over the narrow documents. With the search_documents_version
 * the statement read (one row with no product when the page is empty), for the facet columns (ADR 0065).
 */
async function pageRows(
  db: Database,
  search: ResolvedSearch,
  query: SearchProductsQuery,
  fields: readonly SearchOrderField[],
): Promise<{ rows: PageRow[]; version: number }> {
  const setOnlyIds = isDefaultOrder(search, query, fields) ? await loadSetOnlyProductIds(db) : [];
  const page =
    setOnlyIds.length > 0
      ? setOnlyLastPage(search, query, setOnlyIds)
      : orderedPage(search, query, orderBy(search, query, fields));
  const rows = await queryRows<{ version: unknown; product_id: unknown; card: unknown }>(
    db,
    sql`SELECT v.version, p.product_id, p.card
      FROM (SELECT version FROM search_documents_version WHERE id = 1) v
      LEFT JOIN (
        SELECT page.product_id, c.card, page.position
        FROM (${page}) page
        LEFT JOIN product_search_cards c
          ON c.channel_id = page.channel_id AND c.locale = page.locale AND c.product_id = page.product_id
      ) p ON TRUE
      ORDER BY p.position`,
  );
  return {
    rows: rows.flatMap((row) => (row.product_id === null ? [] : [toPageRow(row.product_id, row.card)])),
    version: toNumber(rows[0]?.version ?? -1),
  };
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
  reference?: SearchReference,
): Promise<Array<TaxonSummary & { count: number }>> {
  if (counted.length === 0) return [];
  const ids = counted.map((row) => row.taxonId);
  const summaries = reference
    ? taxonSummaries(reference, ids, localePreference)
    : await loadTaxonSummaries(db, ids, localePreference);
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
  // The columns as they are at the start (read in the background when missing): every use checks that
  // they are of the version its statement saw.
  const store = ctx.facetColumns;
  let columns = store && query.itemsPerPage > 0 ? store.current(ctx.channelId, ctx.locale) : null;
  const fromColumns = columns ? await answerFromColumns(db, query, ctx, columns) : null;
  // Found out of date: the search runs in SQL alone while they are read again.
  if (fromColumns === 'outdated') columns = null;
  const found = fromColumns === 'outdated' ? null : fromColumns;
  const search = found?.search ?? (await resolveSearch(db, query, scope));
  const answer = found?.answer ?? (await answerSearch(db, search, query, ctx, columns));
  if (answer.meta.totalItems > 0 || !query.query?.trim()) return answer;
  // The filters left none of the products the words found: that empty answer (with its counts) is right.
  const wordsMatched = found
    ? found.wordsMatched
    : search.textMatch !== null && search.groups.length > 0 && (await anyMatch(db, search));
  if (wordsMatched) return answer;
  // Stemmed words found nothing: the text is probably misspelt ("stroler"), so look for similar names.
  return answerSearch(db, await resolveSearch(db, query, scope, 'similar'), query, ctx, columns);
}

/** Whether any document of the channel and locale meets the search's base conditions (its filters aside). */
async function anyMatch(db: Database, search: ResolvedSearch): Promise<boolean> {
  const [row] = await queryRows<{ found: unknown }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM product_search_documents d WHERE ${sql.join(search.base, sql` AND `)}) AS found`,
  );
  return row?.found === true || row?.found === 't';
}

/**
 * A text search answered from the process's facet columns and their word index (ADR 0070): the words, the
 * filters, the counts and the page's order are all found there, the attributes, promotions and categories
 * it names are looked up in the columns' reference rows, and the one statement reads the page's cards with
 * the documents version. Null when the search is not one they answer; 'outdated' when the cards were read
 * at another version than the columns' (the search then runs in SQL and the columns are read again).
 */
async function answerFromColumns(
  db: Database,
  query: SearchProductsQuery,
  ctx: SearchContext,
  columns: FacetColumns,
): Promise<
  { search: ResolvedSearch; answer: SearchProductsResponse; wordsMatched: boolean } | 'outdated' | null
> {
  const store = ctx.facetColumns;
  const { words, reference } = columns;
  if (!store || !words || !reference || query.itemsPerPage === 0 || !query.query?.trim() || query.code) {
    return null;
  }
  const scope = { channelId: ctx.channelId, locale: ctx.locale, now: ctx.now };
  // A filter the rows do not know may have been added since they were read: SQL has the last word on it.
  const search = await resolveSearch(db, query, scope, 'words', reference).catch(() => null);
  if (!search) return null;
  const textMatch = search.textMatch;
  if (textMatch?.kind !== 'words' || !searchableInColumns(search)) return null;
  if (search.groups.length > MAX_MASK_GROUPS) return null;
  const operands = await queryOperands(db, textMatch.query);
  if (!operands || !rankable(operands)) return null;
  const found = searchColumns(
    columns,
    words,
    search,
    operands,
    query,
    ctx.orderFields,
    TAXON_SUGGESTION_COUNT,
  );
  const { version, rows } = await cardsAtVersion(db, ctx.channelId, ctx.locale, found.pageIds);
  if (version !== columns.version) {
    store.outdated(ctx.channelId, ctx.locale, version);
    return 'outdated';
  }
  store.counted.fromWords += 1;
  const answer = await respond(
    db,
    search,
    query,
    ctx,
    Promise.resolve(rows),
    Promise.resolve(found.counts),
    reference,
  );
  return { search, answer, wordsMatched: found.wordsMatched };
}

async function answerSearch(
  db: Database,
  search: ResolvedSearch,
  query: SearchProductsQuery,
  ctx: SearchContext,
  current: FacetColumns | null,
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
  const shared = sharesScan(search);
  const columns = store && search.groups.length <= MAX_MASK_GROUPS ? current : null;
  /** Counts in SQL when the columns are of another version than the statement's documents. */
  const countInSql = (version: number) => {
    store?.outdated(ctx.channelId, ctx.locale, version);
    return countFacets(db, search, suggestionCount);
  };
  if (store && columns && shared) {
    // One read of the matches for the page; the counts from the process's columns (ADR 0065).
    const scanned = scanPageAndMatches(db, search, query, ctx.orderFields);
    pageRequest = scanned.then((result) => result.rows);
    countsRequest = scanned.then(async (result) => {
      const counted =
        result.version === columns.version
          ? countFromColumns(columns, search, result.productIds, result.masks, suggestionCount)
          : null;
      if (!counted) return countInSql(result.version);
      store.counted.fromColumns += 1;
      return counted;
    });
  } else if (shared) {
    // One read of the matches for the page and every count (search-scan.ts).
    const scanned = scanPageAndCounts(db, search, query, ctx.orderFields, suggestionCount);
    pageRequest = scanned.then((result) => result.rows);
    countsRequest = scanned.then((result) => result.counts);
  } else if (store && columns) {
    // A listing: the page walks an index; every count from the process's columns (ADR 0065).
    const paged = pageRows(db, search, query, ctx.orderFields);
    pageRequest = paged.then((result) => result.rows);
    countsRequest = paged.then(async ({ version }) => {
      if (version !== columns.version) return countInSql(version);
      store.counted.fromColumns += 1;
      return countListingFromColumns(columns, search, suggestionCount);
    });
  } else {
    // Two statements in parallel (the PostgreSQL driver has a pool): the page walks an index.
    pageRequest = pageRows(db, search, query, ctx.orderFields).then((result) => result.rows);
    countsRequest = countFacets(db, search, suggestionCount);
  }
  return respond(db, search, query, ctx, pageRequest, countsRequest);
}

/** The answer from the page's rows and the counts (each may still be on its way). */
async function respond(
  db: Database,
  search: ResolvedSearch,
  query: SearchProductsQuery,
  ctx: SearchContext,
  pageRequest: Promise<PageRow[]>,
  countsRequest: Promise<FacetCounts>,
  reference?: SearchReference,
): Promise<SearchProductsResponse> {
  // The facet names load while the counts are computed.
  const [rows, statistics] = await Promise.all([
    pageRequest,
    computeSearchStatistics(db, search, ctx.localePreference, countsRequest, reference),
  ]);
  const [data, taxonsSuggestions] = await Promise.all([
    pageCards(db, rows, ctx),
    taxonSuggestions(db, statistics.mainTaxons, ctx.localePreference, reference),
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
