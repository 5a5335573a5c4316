import type { FacetCounts } from './facet-counts.ts';
import { documentIndex, documentsOf, type FacetColumns } from './facet-columns.ts';
import {
  GROUP_DISCOUNT,
  GROUP_IN_STOCK,
  GROUP_PRICE,
  GROUP_PROMOTIONS,
  attributeGroupKey,
  type ResolvedSearch,
} from './search-filters.ts';

/** Filter groups a mask can hold (one bit each in a 32-bit integer). */
export const MAX_MASK_GROUPS = 30;

/**
 * The facet counts of a search from the documents its statement read (`productIds`, with `masks`: bit g
 * set when the document passes filter group g) and the in-process columns of the same version. Returns null
 * when a document is missing from the columns (they are of another snapshot after all).
 */
export function countFromColumns(
  columns: FacetColumns,
  search: ResolvedSearch,
  productIds: readonly number[],
  masks: readonly number[],
  mainTaxonLimit: number,
): FacetCounts | null {
  const positions = new Int32Array(productIds.length);
  for (let row = 0; row < productIds.length; row += 1) {
    const index = documentIndex(columns, productIds[row]!);
    if (index < 0) return null;
    positions[row] = index;
  }
  return countDocuments(columns, search, positions, masks, mainTaxonLimit);
}

/**
 * The facet counts of a listing (no text query or code list: the channel and locale's documents, or a
 * category's) wholly from the columns: each filter group's condition is tested on them (FilterGroup.tester,
 * the same conditions as its SQL), documents failing two or more groups dropped as in SQL.
 */
export function countListingFromColumns(
  columns: FacetColumns,
  search: ResolvedSearch,
  mainTaxonLimit: number,
): FacetCounts {
  const scope = search.taxonId === null ? null : documentsOf(columns, search.taxonId);
  const { positions, masks } = maskDocuments(columns, search, scope);
  return countDocuments(columns, search, positions, masks, mainTaxonLimit);
}

/**
 * The documents at `indexes` of the columns (null: all of them) that fail at most one filter group, each with
 * its mask (bit g set when it passes group g): what the counts read, as the SQL drops documents failing two or
 * more groups.
 */
export function maskDocuments(
  columns: FacetColumns,
  search: ResolvedSearch,
  indexes: ArrayLike<number> | null,
): { positions: Int32Array; masks: Int32Array } {
  const size = indexes ? indexes.length : columns.productIds.length;
  const positions = new Int32Array(size);
  const masks = new Int32Array(size);
  const groups = search.groups;
  const tests = groups.map((group) => group.tester(columns));
  let kept = 0;
  for (let at = 0; at < size; at += 1) {
    const index = indexes ? indexes[at]! : at;
    let mask = 0;
    let failures = 0;
    for (let group = 0; group < groups.length && failures < 2; group += 1) {
      if (tests[group]!(index)) mask |= 1 << group;
      else failures += 1;
    }
    if (failures >= 2) continue;
    positions[kept] = index;
    masks[kept] = mask;
    kept += 1;
  }
  return { positions: positions.subarray(0, kept), masks: masks.subarray(0, kept) };
}

/**
 * The counts over documents at `positions` of the columns with their masks. The same rules as countingSql
 * (facet-counts.ts): the total and the main categories need every group; each facet applies every group
 * except its own (a value of a selected attribute, except that attribute's group).
 */
export function countDocuments(
  columns: FacetColumns,
  search: ResolvedSearch,
  positions: ArrayLike<number>,
  masks: ArrayLike<number>,
  mainTaxonLimit: number,
): FacetCounts {
  const groupIndex = new Map(search.groups.map((group, index) => [group.key, index]));
  const full = (1 << search.groups.length) - 1;
  /** The failing-groups value that still lets the facet of `key` count: 0 (none) or its own bit. */
  const ownBit = (key: string): number => {
    const index = groupIndex.get(key);
    return index === undefined ? 0 : 1 << index;
  };
  const priceBit = ownBit(GROUP_PRICE);
  const discountBit = ownBit(GROUP_DISCOUNT);
  const inStockBit = ownBit(GROUP_IN_STOCK);
  const promotionBit = ownBit(GROUP_PROMOTIONS);
  const attributeBit = new Map(
    search.attributes.map((attribute) => [
      attribute.attributeId,
      ownBit(attributeGroupKey(attribute.attributeId)),
    ]),
  );
  // Per dense value number: the failing-groups value that still lets it count (-1: no attribute value).
  const allowedBits = Int32Array.from(columns.valueAttributes, (attributeId) =>
    attributeId === 0 ? -1 : (attributeBit.get(attributeId) ?? 0),
  );
  const valueCounts = new Int32Array(columns.valueIds.length);
  const promotionIds = search.activePromotions.map((promotion) => promotion.id);
  const promotionCounts = promotionIds.map(() => 0);
  const taxons = new Map<number, number>();
  let total = 0;
  let priceMin = Number.POSITIVE_INFINITY;
  let priceMax = Number.NEGATIVE_INFINITY;
  let discountCount = 0;
  let inStockCount = 0;

  for (let row = 0; row < positions.length; row += 1) {
    const index = positions[row]!;
    const failing = full & ~masks[row]!;
    const passesAll = failing === 0;
    if (passesAll) {
      total += 1;
      const taxon = columns.mainTaxonId[index]!;
      if (taxon !== 0) taxons.set(taxon, (taxons.get(taxon) ?? 0) + 1);
    }
    if (failing === 0 || failing === priceBit) {
      const price = columns.price[index]!;
      if (price < priceMin) priceMin = price;
      if (price > priceMax) priceMax = price;
    }
    if ((failing === 0 || failing === discountBit) && columns.discountPercentage[index]! > 0)
      discountCount += 1;
    if ((failing === 0 || failing === inStockBit) && columns.inStock[index] === 1) inStockCount += 1;
    if (promotionIds.length > 0 && (failing === 0 || failing === promotionBit)) {
      const end = columns.promotionStart[index + 1]!;
      for (let position = 0; position < promotionIds.length; position += 1) {
        const id = promotionIds[position]!;
        for (let at = columns.promotionStart[index]!; at < end; at += 1) {
          if (columns.promotions[at] === id) {
            promotionCounts[position]! += 1;
            break;
          }
        }
      }
    }
    for (let at = columns.valueStart[index]!; at < columns.valueStart[index + 1]!; at += 1) {
      const value = columns.values[at]!;
      const allowed = allowedBits[value]!;
      if (allowed >= 0 && (failing === 0 || failing === allowed)) valueCounts[value]! += 1;
    }
  }

  const values = new Map<number, number>();
  valueCounts.forEach((count, value) => {
    if (count > 0) values.set(columns.valueIds[value]!, count);
  });
  const mainTaxons =
    mainTaxonLimit > 0
      ? [...taxons]
          .sort(([idA, countA], [idB, countB]) => countB - countA || idA - idB)
          .slice(0, mainTaxonLimit)
          .map(([taxonId, count]) => ({ taxonId, count }))
      : [];
  return {
    total,
    mainTaxons,
    values,
    priceMin: priceMin === Number.POSITIVE_INFINITY ? null : priceMin,
    priceMax: priceMax === Number.NEGATIVE_INFINITY ? null : priceMax,
    discountCount,
    inStockCount,
    promotionCounts,
  };
}
