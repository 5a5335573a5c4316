import type { SearchOrderField, SearchProductsQuery } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { textArray, textRank, type ResolvedSearch } from './search-filters.ts';

// The order and conditions of a listing's page, over alias d: product_search_documents, or a CTE with its
// columns (search-scan.ts).

/** The order[...] fields as the columns the (channel, locale, ...) indexes hold, for index walks. */
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

export function whereAll(search: ResolvedSearch): SQL {
  return sql.join([...search.base, ...search.groups.map((group) => group.condition)], sql` AND `);
}

export function isSelective(search: ResolvedSearch): boolean {
  return search.textMatch !== null || search.groups.length > 0 || search.codes !== null;
}

export function explicitOrder(
  search: ResolvedSearch,
  query: SearchProductsQuery,
  fields: readonly SearchOrderField[],
): SQL[] {
  const columns = isSelective(search) ? ORDER_EXPRESSIONS : ORDER_COLUMNS;
  return fields.flatMap((field) => {
    const direction = query.order?.[field];
    return direction ? [sql.raw(`${columns[field]} ${direction === 'asc' ? 'ASC' : 'DESC'}`)] : [];
  });
}

/**
 * The listing's default order: no order[...] field, no text query and no code list. It is newest first,
 * with the products sold only in a set after every product a shopper can buy on its own (pageRows).
 */
export function isDefaultOrder(
  search: ResolvedSearch,
  query: SearchProductsQuery,
  fields: readonly SearchOrderField[],
): boolean {
  return explicitOrder(search, query, fields).length === 0 && !search.textMatch && !search.codes;
}

/**
 * Explicit order[...] fields in the given order; else relevance for a text query, the requested order of
 * a code list, or newest first. The product id breaks ties, so pages never overlap. `rank` replaces the
 * relevance expression (a column computed earlier in the statement).
 */
export function orderBy(
  search: ResolvedSearch,
  query: SearchProductsQuery,
  fields: readonly SearchOrderField[],
  rank?: SQL,
): SQL {
  const explicit = explicitOrder(search, query, fields);
  if (explicit.length > 0) return sql.join([...explicit, sql`d.product_id ASC`], sql`, `);
  if (search.textMatch) return sql`${rank ?? textRank(search.textMatch)} DESC, d.product_id ASC`;
  if (search.codes) return sql`array_position(${textArray(search.codes)}, d.code), d.product_id ASC`;
  return newestFirst(search);
}

export function newestFirst(search: ResolvedSearch): SQL {
  const columns = isSelective(search) ? ORDER_EXPRESSIONS : ORDER_COLUMNS;
  return sql`${sql.raw(columns.created_at)} DESC, d.product_id DESC`;
}
