import type { OtherFacet, RangeFacet, SearchFacets, SelectFacet } from '@shop/contracts';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  attributes,
  attributeTranslations,
  attributeValues,
  attributeValueTranslations,
  catalogPromotionTranslations,
} from '../../db/schema/index.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';
import {
  GROUP_DISCOUNT,
  GROUP_IN_STOCK,
  GROUP_PRICE,
  GROUP_PROMOTIONS,
  attributeGroupKey,
  type ResolvedSearch,
} from './search-filters.ts';
import { queryRows, toNullableNumber, toNumber } from './sql-rows.ts';

export const EMPTY_FACETS: SearchFacets = {
  select: [],
  range: [],
  price: { min: null, max: null, selectedMin: null, selectedMax: null },
  other: [],
};

/**
 * The documents in scope with one boolean column per filter group (f0, f1...). Rows failing two or more
 * groups count towards no facet (each facet lifts only its own group), so they are dropped early.
 */
function flaggedBase(search: ResolvedSearch, columns: SQL): SQL {
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
function allExcept(search: ResolvedSearch, key: string | null): SQL {
  const flags = search.groups.flatMap((group, index) => (group.key === key ? [] : [`f${index}`]));
  return sql.raw(flags.length > 0 ? flags.join(' AND ') : 'TRUE');
}

/** A json_agg of [id, count] pairs (a string through some drivers). */
function jsonPairs(raw: unknown): Array<[number, number]> {
  const pairs = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? [])) as Array<[unknown, unknown]>;
  return pairs.map(([id, count]) => [toNumber(id), toNumber(count)]);
}

interface FacetCounts {
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
 * Every count in one statement, so the matching documents are read once: the total, the most common
 * main categories (for `mainTaxonLimit` > 0), per attribute value (each attribute without its own
 * selection) and the scalar facets (price range, on sale, in stock, promotions).
 */
async function countFacets(
  db: Database,
  search: ResolvedSearch,
  mainTaxonLimit: number,
): Promise<FacetCounts> {
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
  const columns = sql`d.attribute_value_ids, d.price, d.discount_percentage, d.in_stock, d.promotion_ids, d.main_taxon_id`;
  const mainTaxonCounts =
    mainTaxonLimit > 0
      ? sql`(SELECT coalesce(json_agg(json_build_array(main_taxon_id, count)), '[]'::json) FROM (
          SELECT main_taxon_id, count(*) AS count FROM base
          WHERE ${allExcept(search, null)} AND main_taxon_id IS NOT NULL
          GROUP BY main_taxon_id ORDER BY count(*) DESC, main_taxon_id LIMIT ${mainTaxonLimit}
        ) top)`
      : sql`'[]'::json`;
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`WITH base AS MATERIALIZED (${flaggedBase(search, columns)}),
      value_flags AS (
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
      scalars AS (SELECT ${sql.join(scalarColumns, sql`, `)} FROM base)
      SELECT scalars.*,
        (SELECT coalesce(json_agg(json_build_array(value_id, count)), '[]'::json) FROM value_counts) AS value_counts,
        ${mainTaxonCounts} AS main_taxon_counts
      FROM scalars`,
  );
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

interface ValueMeta {
  id: number;
  attributeId: number;
  code: string;
  slug: string;
  color: string | null;
  numericValue: number | null;
  position: number;
  name: string;
}

interface AttributeMeta {
  id: number;
  code: string;
  slug: string;
  filterType: 'select' | 'range' | 'none';
  position: number;
  name: string;
}

/** Attributes and values with names in the preferred locale (else any; the code when untranslated). */
async function loadFacetMeta(
  db: Database,
  valueIds: readonly number[],
  attributeIds: readonly number[],
  localePreference: readonly string[],
): Promise<{ attributes: Map<number, AttributeMeta>; values: ValueMeta[] }> {
  const valueRows =
    valueIds.length === 0
      ? []
      : await db
          .select({
            id: attributeValues.id,
            attributeId: attributeValues.attributeId,
            code: attributeValues.code,
            slug: attributeValues.slug,
            color: attributeValues.color,
            numericValue: attributeValues.numericValue,
            position: attributeValues.position,
          })
          .from(attributeValues)
          .where(inArray(attributeValues.id, [...valueIds]));
  const allAttributeIds = [...new Set([...attributeIds, ...valueRows.map((row) => row.attributeId)])];
  const [valueNames, attributeRows, attributeNames] = await Promise.all([
    valueRows.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: attributeValueTranslations.attributeValueId,
            locale: attributeValueTranslations.locale,
            name: attributeValueTranslations.name,
          })
          .from(attributeValueTranslations)
          .where(
            inArray(
              attributeValueTranslations.attributeValueId,
              valueRows.map((row) => row.id),
            ),
          ),
    allAttributeIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: attributes.id,
            code: attributes.code,
            slug: attributes.slug,
            filterType: attributes.filterType,
            position: attributes.position,
          })
          .from(attributes)
          .where(inArray(attributes.id, allAttributeIds)),
    allAttributeIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: attributeTranslations.attributeId,
            locale: attributeTranslations.locale,
            name: attributeTranslations.name,
          })
          .from(attributeTranslations)
          .where(inArray(attributeTranslations.attributeId, allAttributeIds)),
  ]);
  const valueNamesById = groupBy(valueNames, (row) => row.id);
  const attributeNamesById = groupBy(attributeNames, (row) => row.id);
  return {
    attributes: new Map(
      attributeRows.map((row) => [
        row.id,
        {
          ...row,
          name: pickTranslation(attributeNamesById.get(row.id) ?? [], localePreference)?.name ?? row.code,
        },
      ]),
    ),
    values: valueRows.map((row) => ({
      ...row,
      name: pickTranslation(valueNamesById.get(row.id) ?? [], localePreference)?.name ?? row.code,
    })),
  };
}

function byPositionThenName<T extends { position: number; name: string }>(a: T, b: T): number {
  return a.position - b.position || a.name.localeCompare(b.name);
}

async function loadPromotionLabels(
  db: Database,
  promotionIds: readonly number[],
  localePreference: readonly string[],
): Promise<Map<number, string>> {
  if (promotionIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: catalogPromotionTranslations.promotionId,
      locale: catalogPromotionTranslations.locale,
      label: catalogPromotionTranslations.label,
    })
    .from(catalogPromotionTranslations)
    .where(inArray(catalogPromotionTranslations.promotionId, [...promotionIds]));
  const labels = new Map<number, string>();
  for (const [id, translations] of groupBy(rows, (row) => row.id)) {
    const label = pickTranslation(translations, localePreference)?.label;
    if (label) labels.set(id, label);
  }
  return labels;
}

export interface SearchStatistics {
  facets: SearchFacets;
  /** Documents matching every filter. */
  totalItems: number;
  /** The most common main categories of the matches, most first, up to the limit asked for. */
  mainTaxons: Array<{ taxonId: number; count: number }>;
}

/**
 * Facets of a search: select values with counts, numeric ranges, the price range and the "other"
 * filters (on sale, in stock, each running catalog promotion). Each facet is computed with every
 * filter applied except its own. The same pass over the matching documents counts them and their main
 * categories (up to `mainTaxonLimit`, 0 for none), so a search reads its matches twice at most: here and
 * for its page.
 */
export async function computeSearchStatistics(
  db: Database,
  search: ResolvedSearch,
  localePreference: readonly string[],
  mainTaxonLimit: number,
): Promise<SearchStatistics> {
  const selectedValueIds = search.attributes.flatMap((attribute) => attribute.valueIds);
  const [scalars, promotionLabels] = await Promise.all([
    countFacets(db, search, mainTaxonLimit),
    loadPromotionLabels(
      db,
      search.activePromotions.map((promotion) => promotion.id),
      localePreference,
    ),
  ]);
  const countById = scalars.values;
  const meta = await loadFacetMeta(
    db,
    [...new Set([...countById.keys(), ...selectedValueIds])],
    search.attributes.map((attribute) => attribute.attributeId),
    localePreference,
  );
  const selectedValues = new Set(selectedValueIds);
  const valuesByAttribute = groupBy(meta.values, (value) => value.attributeId);
  const attributesInOrder = [...meta.attributes.values()].sort(byPositionThenName);

  const select: SelectFacet[] = [];
  const range: RangeFacet[] = [];
  for (const attribute of attributesInOrder) {
    const values = valuesByAttribute.get(attribute.id) ?? [];
    if (attribute.filterType === 'select') {
      const shown = values
        .filter((value) => (countById.get(value.id) ?? 0) > 0 || selectedValues.has(value.id))
        .sort(byPositionThenName);
      if (shown.length === 0) continue;
      select.push({
        code: attribute.code,
        slug: attribute.slug,
        name: attribute.name,
        values: shown.map((value) => ({
          code: value.code,
          slug: value.slug,
          name: value.name,
          color: value.color,
          count: countById.get(value.id) ?? 0,
          selected: selectedValues.has(value.id),
        })),
      });
    } else if (attribute.filterType === 'range') {
      const numbers = values
        .filter((value) => (countById.get(value.id) ?? 0) > 0 && value.numericValue !== null)
        .map((value) => value.numericValue!);
      const selected = search.attributes.find((entry) => entry.attributeId === attribute.id);
      if (numbers.length === 0 && !selected) continue;
      range.push({
        code: attribute.code,
        slug: attribute.slug,
        name: attribute.name,
        min: numbers.length > 0 ? Math.min(...numbers) : null,
        max: numbers.length > 0 ? Math.max(...numbers) : null,
        selectedMin: selected?.min ?? null,
        selectedMax: selected?.max ?? null,
      });
    }
  }

  const other: OtherFacet[] = [
    {
      kind: 'discount',
      code: 'discount',
      label: null,
      count: scalars.discountCount,
      selected: search.discount,
    },
    {
      kind: 'inStock',
      code: 'skipOutOfStock',
      label: null,
      count: scalars.inStockCount,
      selected: search.skipOutOfStock,
    },
    ...search.activePromotions.map((promotion, index): OtherFacet => ({
      kind: 'catalogPromotion',
      code: promotion.code,
      label: promotionLabels.get(promotion.id) ?? promotion.code,
      count: scalars.promotionCounts[index] ?? 0,
      selected: search.selectedPromotionCodes.includes(promotion.code),
    })),
  ];

  return {
    facets: {
      select,
      range,
      price: {
        min: scalars.priceMin,
        max: scalars.priceMax,
        selectedMin: search.price.min,
        selectedMax: search.price.max,
      },
      other,
    },
    totalItems: scalars.total,
    mainTaxons: scalars.mainTaxons,
  };
}
