import type {
  SearchOrderField,
  SearchProductsQuery,
  SearchProductsResponse,
  TaxonSummary,
} from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { loadProductListItems } from '../products/list-items.ts';
import { loadTaxonSummaries, toTaxonSummary } from '../products/taxon-summaries.ts';
import { computeFacets, EMPTY_FACETS } from './facets.ts';
import { resolveSearch, textArray, textRank, type ResolvedSearch } from './search-filters.ts';
import { queryRows, toNumber } from './sql-rows.ts';

/** Categories suggested beside search results (search page chips). */
const TAXON_SUGGESTION_COUNT = 5;

const ORDER_COLUMNS: Record<SearchOrderField, string> = {
  created_at: 'd.created_at',
  price: 'd.price',
  discount_percentage: 'd.discount_percentage',
};
/**
 * The same columns as expressions no index matches. With a text query or a facet selection the matches
 * are few and scattered: walking the (channel, locale, price) index in order and filtering would read
 * most of the catalogue (80 ms at 100000 products), while collecting the matches through the GIN indexes
 * and sorting them is a few milliseconds.
 */
const ORDER_EXPRESSIONS: Record<SearchOrderField, string> = {
  created_at: "(d.created_at + interval '0 seconds')",
  price: '(d.price + 0)',
  discount_percentage: '(d.discount_percentage + 0)',
};

export interface SearchContext {
  channelId: number;
  locale: string;
  localePreference: readonly string[];
  /** Moment catalog promotions are checked against. */
  now: Date;
  /** order[...] fields in the order the client gave them (the parsed object does not keep it). */
  orderFields: readonly SearchOrderField[];
}

function whereAll(search: ResolvedSearch): SQL {
  return sql.join([...search.base, ...search.groups.map((group) => group.condition)], sql` AND `);
}

/**
 * Explicit order[...] fields in the given order; else relevance for a text query, the requested order of
 * a code list, or newest first. The product id breaks ties, so pages never overlap.
 */
function orderBy(
  search: ResolvedSearch,
  query: SearchProductsQuery,
  fields: readonly SearchOrderField[],
): SQL {
  const selective = search.textMatch !== null || search.groups.length > 0 || search.codes !== null;
  const columns = selective ? ORDER_EXPRESSIONS : ORDER_COLUMNS;
  const explicit = fields.flatMap((field) => {
    const direction = query.order?.[field];
    return direction ? [sql.raw(`${columns[field]} ${direction === 'asc' ? 'ASC' : 'DESC'}`)] : [];
  });
  if (explicit.length > 0) return sql.join([...explicit, sql`d.product_id ASC`], sql`, `);
  if (search.textMatch) return sql`${textRank(search.textMatch)} DESC, d.product_id ASC`;
  if (search.codes) return sql`array_position(${textArray(search.codes)}, d.code), d.product_id ASC`;
  return sql`${sql.raw(columns.created_at)} DESC, d.product_id DESC`;
}

async function countMatches(db: Database, search: ResolvedSearch): Promise<number> {
  const [row] = await queryRows<{ total: unknown }>(
    db,
    sql`SELECT count(*) AS total FROM product_search_documents d WHERE ${whereAll(search)}`,
  );
  return toNumber(row?.total ?? 0);
}

async function pageOfProductIds(
  db: Database,
  search: ResolvedSearch,
  query: SearchProductsQuery,
  fields: readonly SearchOrderField[],
): Promise<number[]> {
  const rows = await queryRows<{ product_id: unknown }>(
    db,
    sql`SELECT d.product_id FROM product_search_documents d
      WHERE ${whereAll(search)}
      ORDER BY ${orderBy(search, query, fields)}
      LIMIT ${query.itemsPerPage} OFFSET ${(query.page - 1) * query.itemsPerPage}`,
  );
  return rows.map((row) => toNumber(row.product_id));
}

/** For a text query: the main categories of the most matching products, most products first. */
async function suggestTaxons(
  db: Database,
  search: ResolvedSearch,
  localePreference: readonly string[],
): Promise<Array<TaxonSummary & { count: number }>> {
  if (!search.textMatch) return [];
  const rows = await queryRows<{ taxon_id: unknown; count: unknown }>(
    db,
    sql`SELECT p.main_taxon_id AS taxon_id, count(*) AS count
      FROM product_search_documents d JOIN products p ON p.id = d.product_id
      WHERE ${whereAll(search)} AND p.main_taxon_id IS NOT NULL
      GROUP BY p.main_taxon_id
      ORDER BY count(*) DESC, p.main_taxon_id
      LIMIT ${TAXON_SUGGESTION_COUNT}`,
  );
  const counted = rows.map((row) => ({ taxonId: toNumber(row.taxon_id), count: toNumber(row.count) }));
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
  const answer = await answerSearch(db, await resolveSearch(db, query, scope), query, ctx);
  if (answer.meta.totalItems > 0 || !query.query?.trim()) return answer;
  // Stemmed words found nothing: the text is probably misspelt ("stroler"), so look for similar names.
  return answerSearch(db, await resolveSearch(db, query, scope, 'similar'), query, ctx);
}

async function answerSearch(
  db: Database,
  search: ResolvedSearch,
  query: SearchProductsQuery,
  ctx: SearchContext,
): Promise<SearchProductsResponse> {
  const countOnly = query.itemsPerPage === 0;
  const cards = async () => {
    const productIds = await pageOfProductIds(db, search, query, ctx.orderFields);
    return loadProductListItems(db, productIds, {
      channelId: ctx.channelId,
      localePreference: ctx.localePreference,
      now: ctx.now,
    });
  };
  const [totalItems, data, facets, taxonsSuggestions] = await Promise.all([
    countMatches(db, search),
    countOnly ? Promise.resolve([]) : cards(),
    countOnly ? Promise.resolve(EMPTY_FACETS) : computeFacets(db, search, ctx.localePreference),
    countOnly ? Promise.resolve([]) : suggestTaxons(db, search, ctx.localePreference),
  ]);
  return {
    data,
    facets,
    meta: {
      totalItems,
      page: query.page,
      itemsPerPage: query.itemsPerPage,
      lastPage: countOnly ? 1 : Math.max(1, Math.ceil(totalItems / query.itemsPerPage)),
      taxonsSuggestions,
    },
  };
}
