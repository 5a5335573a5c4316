import { warehouseHoldsStockMessage, type Violation } from '@shop/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { productVariants, warehouses, warehouseStocks } from '../../../db/schema/index.ts';
import { productVariantIds } from './variant-lookup.ts';

/** Warehouse ids holding stock rows of a product's variants, in id order. */
export async function productWarehouseIds(db: Database, productId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: warehouseStocks.warehouseId })
    .from(warehouseStocks)
    .innerJoin(productVariants, eq(productVariants.id, warehouseStocks.variantId))
    .where(eq(productVariants.productId, productId))
    .orderBy(warehouseStocks.warehouseId);
  return rows.map((row) => row.id);
}

/**
 * Sets the warehouses where a product's stock is counted (its variants' rows in warehouse_stocks; the
 * variant's on_hand stays their sum). A new warehouse starts at 0 units; the first warehouses of a product
 * that had none take each variant's whole count into the first of them. A warehouse that still holds units
 * is not dropped (a violation at `warehouses`), unless every warehouse is: the stock then stays one count
 * per variant. With `checkOnly` only the violations are added.
 */
export async function applyProductWarehouses(
  tx: Database,
  productId: number,
  warehouseIds: readonly number[],
  violations: Violation[],
  checkOnly: boolean,
): Promise<void> {
  const variantIds = await productVariantIds(tx, productId);
  if (variantIds.length === 0) return;
  const current = await productWarehouseIds(tx, productId);
  const dropped = current.filter((id) => !warehouseIds.includes(id));
  if (checkOnly) {
    if (warehouseIds.length === 0 || dropped.length === 0) return;
    const held = await tx
      .select({
        code: warehouses.code,
        units: sql<number>`cast(sum(${warehouseStocks.onHand}) as integer)`,
      })
      .from(warehouseStocks)
      .innerJoin(warehouses, eq(warehouses.id, warehouseStocks.warehouseId))
      .where(
        and(inArray(warehouseStocks.warehouseId, dropped), inArray(warehouseStocks.variantId, variantIds)),
      )
      .groupBy(warehouses.code);
    for (const row of held) {
      if (Number(row.units) > 0) {
        violations.push({
          propertyPath: 'warehouses',
          message: `${row.code}: ${warehouseHoldsStockMessage(Number(row.units))}`,
          code: 'warehouse_holds_stock',
        });
      }
    }
    return;
  }
  if (dropped.length > 0) {
    await tx
      .delete(warehouseStocks)
      .where(
        and(inArray(warehouseStocks.warehouseId, dropped), inArray(warehouseStocks.variantId, variantIds)),
      );
  }
  const added = warehouseIds.filter((id) => !current.includes(id));
  if (added.length === 0) return;
  const firstOfProduct = current.length === 0 ? added[0] : undefined;
  const variants = await tx
    .select({ id: productVariants.id, onHand: productVariants.onHand })
    .from(productVariants)
    .where(inArray(productVariants.id, variantIds));
  await tx
    .insert(warehouseStocks)
    .values(
      variants.flatMap((variant) =>
        added.map((warehouseId) => ({
          warehouseId,
          variantId: variant.id,
          onHand: warehouseId === firstOfProduct ? variant.onHand : 0,
        })),
      ),
    )
    .onConflictDoNothing();
}
