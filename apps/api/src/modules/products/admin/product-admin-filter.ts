import type { AdminProductsQuery } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { findAttributeValueId } from '../../attributes/attribute-codes.ts';
import { taxonSubtreeIds } from '../../taxons/taxon-codes.ts';

/** The filters of the back office's products table (and of the catalogue export, which exports its rows). */
export type AdminProductFilter = Pick<AdminProductsQuery, 'search' | 'taxon' | 'brand' | 'enabled' | 'stock'>;

/** A LIKE pattern matching the text anywhere (its own % and _ escaped). */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`;
}

/**
 * In stock (spec section 9): a bundle by its own flag, another product when an enabled variant has units
 * to sell (untracked ones always have). A semi-join over the variants, never a subquery per product.
 */
const IN_STOCK = sql`((p.is_bundle AND p.bundle_in_stock AND p.enabled) OR (NOT p.is_bundle AND p.id IN (
  SELECT v.product_id FROM product_variants v
  WHERE v.enabled AND (NOT v.tracked OR v.on_hand > v.on_hold))))`;

/**
 * The filters as plain conditions on `products p` (the search goes through the trigram indexes on
 * lower(code) and lower(name), the category and brand through their link tables' indexes). Null when no
 * product can match (an unknown category or brand), so callers answer an empty list without asking.
 */
export async function adminProductConditions(
  db: Database,
  filter: AdminProductFilter,
): Promise<SQL[] | null> {
  const conditions: SQL[] = [];
  const search = filter.search?.trim();
  if (search) {
    const pattern = containing(search);
    conditions.push(sql`p.id IN (
      SELECT id FROM products WHERE lower(code) LIKE ${pattern}
      UNION SELECT product_id FROM product_translations WHERE lower(name) LIKE ${pattern})`);
  }
  if (filter.taxon) {
    const ids = await taxonSubtreeIds(db, filter.taxon);
    if (ids.length === 0) return null;
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    conditions.push(sql`(p.main_taxon_id IN (${list})
      OR p.id IN (SELECT product_id FROM product_taxons WHERE taxon_id IN (${list})))`);
  }
  if (filter.brand) {
    const valueId = await findAttributeValueId(db, 'brand', filter.brand);
    if (valueId === null) return null;
    conditions.push(
      sql`p.id IN (SELECT product_id FROM product_attribute_values WHERE attribute_value_id = ${valueId})`,
    );
  }
  if (filter.enabled) conditions.push(sql`p.enabled = ${filter.enabled === 'true'}`);
  if (filter.stock) conditions.push(filter.stock === 'inStock' ? IN_STOCK : sql`NOT (${IN_STOCK})`);
  return conditions;
}
