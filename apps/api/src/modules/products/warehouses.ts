import type { z } from 'zod';
import type { warehouseStockSchema } from '@shop/contracts';
import { and, asc, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { warehouses, warehouseStocks } from '../../db/schema/index.ts';
import { groupBy } from '../../i18n/pick-translation.ts';

export type WarehouseStock = z.infer<typeof warehouseStockSchema>;

/**
 * Warehouses holding any of the variants (units on hand above 0), with the units per variant there,
 * in warehouse order. Variants are given with their codes so the answer needs no second lookup.
 */
export async function loadWarehouseStocks(
  db: Database,
  variants: ReadonlyArray<{ id: number; code: string }>,
): Promise<WarehouseStock[]> {
  if (variants.length === 0) return [];
  const codeById = new Map(variants.map((variant) => [variant.id, variant.code]));
  // The stock key starts with the warehouse: asking for every warehouse lets the index serve the lookup.
  const all = await db
    .select({ id: warehouses.id, code: warehouses.code, name: warehouses.name, address: warehouses.address })
    .from(warehouses)
    .orderBy(asc(warehouses.id));
  if (all.length === 0) return [];
  const stocks = await db
    .select({
      warehouseId: warehouseStocks.warehouseId,
      variantId: warehouseStocks.variantId,
      onHand: warehouseStocks.onHand,
    })
    .from(warehouseStocks)
    .where(
      and(
        inArray(
          warehouseStocks.warehouseId,
          all.map((warehouse) => warehouse.id),
        ),
        inArray(warehouseStocks.variantId, [...codeById.keys()]),
        gt(warehouseStocks.onHand, 0),
      ),
    );
  const byWarehouse = groupBy(stocks, (row) => row.warehouseId);
  const variantOrder = [...codeById.keys()];
  return all.flatMap((warehouse): WarehouseStock[] => {
    const rows = byWarehouse.get(warehouse.id);
    if (!rows) return [];
    rows.sort((a, b) => variantOrder.indexOf(a.variantId) - variantOrder.indexOf(b.variantId));
    return [
      {
        code: warehouse.code,
        name: warehouse.name,
        address: warehouse.address,
        stocks: rows.map((row) => ({ variantCode: codeById.get(row.variantId) ?? '', onHand: row.onHand })),
      },
    ];
  });
}

/** Every warehouse, in the order they were made (the back office's choices). */
export function listWarehouses(
  db: Database,
): Promise<{ code: string; name: string; address: string | null }[]> {
  return db
    .select({ code: warehouses.code, name: warehouses.name, address: warehouses.address })
    .from(warehouses)
    .orderBy(asc(warehouses.id));
}
