import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { productBundleItems, products } from '../../../db/schema/index.ts';

/**
 * Recomputes bundle_in_stock of these bundles (spec section 9: a bundle's stock is its own flag): in stock
 * while every part's variant is enabled and has the part's quantity to sell (untracked parts always have).
 * Returns the bundles whose flag changed.
 */
export async function refreshBundleStock(tx: Database, bundleIds: readonly number[]): Promise<number[]> {
  if (bundleIds.length === 0) return [];
  // `products.id` spelled out: inside UPDATE drizzle writes columns unqualified, which the subquery would
  // take for its own tables' ids.
  const inStock = sql<boolean>`NOT EXISTS (
    SELECT 1 FROM product_bundle_items b JOIN product_variants v ON v.id = b.variant_id
    WHERE b.bundle_product_id = products.id
      AND (NOT v.enabled OR (v.tracked AND v.on_hand - v.on_hold < b.quantity)))`;
  const changed = await tx
    .update(products)
    .set({ bundleInStock: inStock })
    .where(
      and(
        inArray(products.id, [...bundleIds]),
        eq(products.isBundle, true),
        sql`${products.bundleInStock} IS DISTINCT FROM ${inStock}`,
      ),
    )
    .returning({ id: products.id });
  return changed.map((row) => row.id);
}

/** The bundles that have one of these variants among their parts. */
export async function bundlesContaining(tx: Database, variantIds: readonly number[]): Promise<number[]> {
  if (variantIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: productBundleItems.bundleProductId })
    .from(productBundleItems)
    .where(inArray(productBundleItems.variantId, [...variantIds]));
  return rows.map((row) => row.id);
}
