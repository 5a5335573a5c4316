import type { AttributeValue, BadgePlacement } from '@shop/contracts';

/** Attribute values shown as badges at one placement of the product page, in the API's order. */
export function badgesAt(values: readonly AttributeValue[], placement: BadgePlacement): AttributeValue[] {
  return values.filter((value) => value.placements.includes(placement));
}

/** Flag badges (TOP, New) only label a product; they are not a property worth a filter page or a spec row. */
export function isFlagBadge(value: Pick<AttributeValue, 'value'>): boolean {
  return value.value === 'true';
}

export interface SpecificationRow {
  code: string;
  name: string;
  values: string[];
}

/**
 * The specifications table: attribute name -> value names, one row per attribute in the order first met,
 * without flag badges that exist only to label the product (top, new).
 */
export function specificationRows(values: readonly AttributeValue[]): SpecificationRow[] {
  const rows = new Map<string, SpecificationRow>();
  for (const value of values) {
    const badgeOnly =
      isFlagBadge(value) &&
      (value.placements.length > 0 || value.showInProductList || value.showInProductListOnImage);
    if (badgeOnly) continue;
    const row = rows.get(value.attribute.code) ?? {
      code: value.attribute.code,
      name: value.attribute.name,
      values: [],
    };
    if (!row.values.includes(value.name)) row.values.push(value.name);
    rows.set(value.attribute.code, row);
  }
  return [...rows.values()];
}
