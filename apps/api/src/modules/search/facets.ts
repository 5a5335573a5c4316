import type { OtherFacet, RangeFacet, SearchFacets, SelectFacet } from '@shop/contracts';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  attributes,
  attributeTranslations,
  attributeValues,
  attributeValueTranslations,
  catalogPromotionTranslations,
} from '../../db/schema/index.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';
import type { FacetCounts } from './facet-counts.ts';
import type { ResolvedSearch } from './search-filters.ts';
import {
  facetMeta,
  promotionLabels as labelsOf,
  type AttributeMeta,
  type SearchReference,
  type ValueMeta,
} from './search-reference.ts';

export const EMPTY_FACETS: SearchFacets = {
  select: [],
  range: [],
  price: { min: null, max: null, selectedMin: null, selectedMax: null },
  other: [],
};

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
 * filters (on sale, in stock, each running catalog promotion), named in the preferred locale. Each facet
 * is computed with every filter applied except its own. `counts` are the raw counts (facet-counts.ts,
 * counted alone or in the same statement as the page, search-scan.ts); the names load meanwhile.
 */
export async function computeSearchStatistics(
  db: Database,
  search: ResolvedSearch,
  localePreference: readonly string[],
  counts: Promise<FacetCounts>,
  reference?: SearchReference,
): Promise<SearchStatistics> {
  const selectedValueIds = search.attributes.flatMap((attribute) => attribute.valueIds);
  const promotionIds = search.activePromotions.map((promotion) => promotion.id);
  const [scalars, promotionLabels] = await Promise.all([
    counts,
    reference
      ? labelsOf(reference, promotionIds, localePreference)
      : loadPromotionLabels(db, promotionIds, localePreference),
  ]);
  const countById = scalars.values;
  const valueIds = [...new Set([...countById.keys(), ...selectedValueIds])];
  const attributeIds = search.attributes.map((attribute) => attribute.attributeId);
  const meta = reference
    ? facetMeta(reference, valueIds, attributeIds, localePreference)
    : await loadFacetMeta(db, valueIds, attributeIds, localePreference);
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
