import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  GROUP_DISCOUNT,
  GROUP_IN_STOCK,
  GROUP_PRICE,
  GROUP_PROMOTIONS,
  attributeGroupKey,
  type ResolvedSearch,
} from './search-filters.ts';
import { queryRows, toNullableNumber, toNumber } from './sql-rows.ts';

/** The document columns the counts read (alias d). */
export const COUNTED_COLUMNS = sql`d.attribute_value_ids, d.price, d.discount_percentage, d.in_stock, d.promotion_ids, d.main_taxon_id`;

/**
 * The documents in scope with one boolean column per filter group (f0, f1...). Rows failing two or more
 * groups count towards no facet (each facet lifts only its own group), so they are dropped early; they
 * are on no page either (a page needs every group).
 */
export function flaggedBase(search: ResolvedSearch, columns: SQL): SQL {
  const where = sql.join(search.base, sql` AND `);
  if (search.groups.length === 0) {
    return sql`SELECT ${columns} FROM product_search_documents d WHERE ${where}`;
  }
  const flags = sql.join(
    search.groups.map((group, index) => sql`(${group.condition}) AS ${sql.raw(`f${index}`)}`),
    sql`, `,
  );
  const failures = sql.raw(search.groups.map((_, index) => `(NOT f${index})::int`).join(' + '));
  return sql`SELECT * FROM (
    SELECT ${columns}, ${flags} FROM product_search_documents d WHERE ${where}
  ) flagged WHERE ${failures} <= 1`;
}

/** "Every group except `key` holds" over the flag columns (every group when `key` has none). */
export function allExcept(search: ResolvedSearch, key: string | null): SQL {
  const flags = search.groups.flatMap((group, index) => (group.key === key ? [] : [`f${index}`]));
  return sql.raw(flags.length > 0 ? flags.join(' AND ') : 'TRUE');
}

/** A json_agg of [id, count] pairs (a string through some drivers). */
function jsonPairs(raw: unknown): Array<[number, number]> {
  const pairs = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? [])) as Array<[unknown, unknown]>;
  return pairs.map(([id, count]) => [toNumber(id), toNumber(count)]);
}

export interface FacetCounts {
  /** Documents passing every filter: the search's total. */
  total: number;
  /** The most common main categories among them, most first (when asked for). */
  mainTaxons: Array<{ taxonId: number; count: number }>;
  values: Map<number, number>;
  priceMin: number | null;
  priceMax: number | null;
  discountCount: number;
  inStockCount: number;
  promotionCounts: number[];
}

/**
 * The counting part of a statement whose first CTE, `base`, holds flaggedBase rows with at least
 * COUNTED_COLUMNS: the CTEs to append after it, and the select list (read FROM scalars) of one row with
 * the total, the most common main categories (for `mainTaxonLimit` > 0), the count per attribute value
 * (each attribute without its own selection) and the scalar facets (price range, on sale, in stock,
 * promotions).
 */
export function countingSql(search: ResolvedSearch, mainTaxonLimit: number): { ctes: SQL; select: SQL } {
  const selectedIds = search.attributes.map((attribute) => attribute.attributeId);
  const valueCondition =
    selectedIds.length === 0
      ? allExcept(search, null)
      : sql`CASE av.attribute_id ${sql.join(
          selectedIds.map(
            (id) => sql`WHEN ${sql.raw(String(id))} THEN ${allExcept(search, attributeGroupKey(id))}`,
          ),
          sql` `,
        )} ELSE ${allExcept(search, null)} END`;
  const promotionColumns = search.activePromotions.map(
    (promotion, index) =>
      sql`count(*) FILTER (WHERE ${allExcept(search, GROUP_PROMOTIONS)} AND promotion_ids @> ${`{${promotion.id}}`}::int[]) AS ${sql.raw(`p${index}`)}`,
  );
  const scalarColumns = [
    sql`count(*) FILTER (WHERE ${allExcept(search, null)}) AS total`,
    sql`min(price) FILTER (WHERE ${allExcept(search, GROUP_PRICE)}) AS price_min`,
    sql`max(price) FILTER (WHERE ${allExcept(search, GROUP_PRICE)}) AS price_max`,
    sql`count(*) FILTER (WHERE ${allExcept(search, GROUP_DISCOUNT)} AND discount_percentage > 0) AS discount_count`,
    sql`count(*) FILTER (WHERE ${allExcept(search, GROUP_IN_STOCK)} AND in_stock) AS in_stock_count`,
    ...promotionColumns,
  ];
  // Values are counted per combination of passed filters first, so attribute_values is joined to a few
  // hundred rows whatever the planner thinks of the matches (a nested loop over thousands took 60 ms).
  const flagColumns = sql.raw(search.groups.map((_, index) => `, f${index}`).join(''));
  const mainTaxonCounts =
    mainTaxonLimit > 0
      ? sql`(SELECT coalesce(json_agg(json_build_array(main_taxon_id, count)), '[]'::json) FROM (
          SELECT main_taxon_id, count(*) AS count FROM base
          WHERE ${allExcept(search, null)} AND main_taxon_id IS NOT NULL
          GROUP BY main_taxon_id ORDER BY count(*) DESC, main_taxon_id LIMIT ${mainTaxonLimit}
        ) top)`
      : sql`'[]'::json`;
  return {
    ctes: sql`value_flags AS (
        SELECT u.value_id${flagColumns}, count(*) AS count
        FROM base CROSS JOIN LATERAL unnest(base.attribute_value_ids) AS u(value_id)
        GROUP BY u.value_id${flagColumns}
      ),
      value_counts AS (
        SELECT value_flags.value_id, sum(value_flags.count) AS count
        FROM value_flags JOIN attribute_values av ON av.id = value_flags.value_id
        WHERE ${valueCondition}
        GROUP BY value_flags.value_id
      ),
      scalars AS (SELECT ${sql.join(scalarColumns, sql`, `)} FROM base)`,
    select: sql`scalars.*,
        (SELECT coalesce(json_agg(json_build_array(value_id, count)), '[]'::json) FROM value_counts) AS value_counts,
        ${mainTaxonCounts} AS main_taxon_counts`,
  };
}

/** The counts from the row countingSql's select list produced. */
export function readFacetCounts(
  search: ResolvedSearch,
  row: Record<string, unknown> | undefined,
): FacetCounts {
  return {
    total: toNumber(row?.total ?? 0),
    mainTaxons: jsonPairs(row?.main_taxon_counts).map(([taxonId, count]) => ({ taxonId, count })),
    values: new Map(jsonPairs(row?.value_counts)),
    priceMin: toNullableNumber(row?.price_min),
    priceMax: toNullableNumber(row?.price_max),
    discountCount: toNumber(row?.discount_count ?? 0),
    inStockCount: toNumber(row?.in_stock_count ?? 0),
    promotionCounts: search.activePromotions.map((_, index) => toNumber(row?.[`p${index}`] ?? 0)),
  };
}

/**
 * Every count in one statement of its own, so the matching documents are read once for them (the
 * listings without a text query, whose page walks an index instead; see search-scan.ts for the rest).
 */
export async function countFacets(
  db: Database,
  search: ResolvedSearch,
  mainTaxonLimit: number,
): Promise<FacetCounts> {
  const counting = countingSql(search, mainTaxonLimit);
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`WITH base AS MATERIALIZED (${flaggedBase(search, COUNTED_COLUMNS)}),
      ${counting.ctes}
      SELECT ${counting.select} FROM scalars`,
  );
  return readFacetCounts(search, row);
}
