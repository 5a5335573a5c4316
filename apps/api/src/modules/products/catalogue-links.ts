import { count, countDistinct, inArray, isNotNull } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { productAttributeValues, products, productTaxons } from '../../db/schema/index.ts';

/**
 * Which products sit in which categories and carry which attribute values: the back office's category
 * and attribute editors ask these (counts to show, emptiness before a delete, products whose search
 * documents a change touches) without reading the products module's tables themselves.
 */

/** Products per category: those listing it among their categories or as their main category. */
export async function countProductsByTaxon(
  db: Database,
  taxonIds?: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (taxonIds?.length === 0) return counts;
  const ids = taxonIds ? [...new Set(taxonIds)] : null;
  // UNION drops duplicates: a product counts once per category even when it lists its main one too.
  const memberships = union(
    db
      .select({ productId: products.id, taxonId: products.mainTaxonId })
      .from(products)
      .where(ids ? inArray(products.mainTaxonId, ids) : isNotNull(products.mainTaxonId)),
    db
      .select({ productId: productTaxons.productId, taxonId: productTaxons.taxonId })
      .from(productTaxons)
      .where(ids ? inArray(productTaxons.taxonId, ids) : undefined),
  ).as('memberships');
  const rows = await db
    .select({ taxonId: memberships.taxonId, total: count() })
    .from(memberships)
    .groupBy(memberships.taxonId);
  for (const row of rows) {
    if (row.taxonId !== null) counts.set(row.taxonId, Number(row.total));
  }
  return counts;
}

/** Ids of the products in any of these categories (listed or as main category). */
export async function productIdsInTaxons(db: Database, taxonIds: readonly number[]): Promise<number[]> {
  if (taxonIds.length === 0) return [];
  const ids = [...new Set(taxonIds)];
  const listed = await db
    .selectDistinct({ id: productTaxons.productId })
    .from(productTaxons)
    .where(inArray(productTaxons.taxonId, ids));
  const main = await db.select({ id: products.id }).from(products).where(inArray(products.mainTaxonId, ids));
  return [...new Set([...listed, ...main].map((row) => row.id))];
}

/** Products carrying each attribute value. */
export async function countProductsByAttributeValue(
  db: Database,
  attributeValueIds: readonly number[],
): Promise<Map<number, number>> {
  if (attributeValueIds.length === 0) return new Map();
  const rows = await db
    .select({ valueId: productAttributeValues.attributeValueId, total: count() })
    .from(productAttributeValues)
    .where(inArray(productAttributeValues.attributeValueId, [...new Set(attributeValueIds)]))
    .groupBy(productAttributeValues.attributeValueId);
  return new Map(rows.map((row) => [row.valueId, Number(row.total)]));
}

/** How many different products carry at least one of these attribute values. */
export async function countProductsWithAttributeValues(
  db: Database,
  attributeValueIds: readonly number[],
): Promise<number> {
  if (attributeValueIds.length === 0) return 0;
  const [row] = await db
    .select({ total: countDistinct(productAttributeValues.productId) })
    .from(productAttributeValues)
    .where(inArray(productAttributeValues.attributeValueId, [...new Set(attributeValueIds)]));
  return Number(row?.total ?? 0);
}

/** Ids of the products carrying any of these attribute values. */
export async function productIdsWithAttributeValues(
  db: Database,
  attributeValueIds: readonly number[],
): Promise<number[]> {
  if (attributeValueIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: productAttributeValues.productId })
    .from(productAttributeValues)
    .where(inArray(productAttributeValues.attributeValueId, [...new Set(attributeValueIds)]));
  return rows.map((row) => row.id);
}
