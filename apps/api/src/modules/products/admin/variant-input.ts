import {
  NOT_PRODUCT_WAREHOUSE_MESSAGE,
  OPTION_COMBINATION_TAKEN_MESSAGE,
  ORIGINAL_PRICE_MESSAGE,
  PER_WAREHOUSE_STOCK_MESSAGE,
  UNKNOWN_CHANNEL_MESSAGE,
  UNKNOWN_OPTION_VALUE_MESSAGE,
  UNKNOWN_WAREHOUSE_MESSAGE,
  stockBelowHoldMessage,
  type AdminVariantPatch,
  type Violation,
} from '@shop/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  productOptions,
  productOptionValues,
  productVariantOptionValues,
  productVariants,
  warehouses,
  warehouseStocks,
} from '../../../db/schema/index.ts';
import { groupBy } from '../../../i18n/pick-translation.ts';
import { loadChannelSummaries } from '../../channels/service.ts';
import { productWarehouseIds } from './product-warehouses.ts';

export type VariantFields = Omit<AdminVariantPatch, 'version'>;

export interface ResolvedVariant {
  optionValueIds?: number[];
  prices?: Array<{ channelId: number; price: number; originalPrice: number | null }>;
  /** The new on hand, and per warehouse id where the product counts stock per warehouse. */
  stock?: { onHand: number; perWarehouse: Map<number, number> | null };
}

/** Option values by option code and value code (the value must belong to the option). */
async function resolveOptionValues(
  db: Database,
  given: Record<string, string>,
  productId: number,
  variantId: number | null,
  violations: Violation[],
): Promise<number[]> {
  const entries = Object.entries(given);
  const rows =
    entries.length === 0
      ? []
      : await db
          .select({
            id: productOptionValues.id,
            option: productOptions.code,
            value: productOptionValues.code,
          })
          .from(productOptionValues)
          .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
          .where(
            inArray(
              productOptionValues.code,
              entries.map(([, value]) => value),
            ),
          );
  const ids: number[] = [];
  for (const [option, value] of entries) {
    const row = rows.find((candidate) => candidate.option === option && candidate.value === value);
    if (row) ids.push(row.id);
    else {
      violations.push({
        propertyPath: `optionValues.${option}`,
        message: UNKNOWN_OPTION_VALUE_MESSAGE,
        code: 'unknown_option_value',
      });
    }
  }
  if (ids.length !== entries.length) return ids;
  // The combination must be unique within the product.
  const others = await db
    .select({ variantId: productVariants.id, valueId: productVariantOptionValues.optionValueId })
    .from(productVariants)
    .leftJoin(productVariantOptionValues, eq(productVariantOptionValues.variantId, productVariants.id))
    .where(
      and(
        eq(productVariants.productId, productId),
        variantId === null ? undefined : ne(productVariants.id, variantId),
      ),
    );
  const wanted = [...ids].sort((a, b) => a - b).join(',');
  for (const [, values] of groupBy(others, (row) => row.variantId)) {
    const combination = values
      .flatMap((row) => (row.valueId === null ? [] : [row.valueId]))
      .sort((a, b) => a - b)
      .join(',');
    if (combination === wanted) {
      violations.push({
        propertyPath: 'optionValues',
        message: OPTION_COMBINATION_TAKEN_MESSAGE,
        code: 'option_combination_taken',
      });
      break;
    }
  }
  return ids;
}

async function resolvePrices(
  db: Database,
  given: NonNullable<VariantFields['channelPricings']>,
  violations: Violation[],
): Promise<NonNullable<ResolvedVariant['prices']>> {
  const channels = new Map((await loadChannelSummaries(db)).map((channel) => [channel.code, channel.id]));
  const prices: NonNullable<ResolvedVariant['prices']> = [];
  for (const [code, pricing] of Object.entries(given)) {
    const channelId = channels.get(code);
    if (channelId === undefined) {
      violations.push({
        propertyPath: `channelPricings.${code}`,
        message: UNKNOWN_CHANNEL_MESSAGE,
        code: 'unknown_channel',
      });
      continue;
    }
    const originalPrice = pricing.originalPrice ?? null;
    if (originalPrice !== null && originalPrice <= pricing.price) {
      violations.push({
        propertyPath: `channelPricings.${code}.originalPrice`,
        message: ORIGINAL_PRICE_MESSAGE,
        code: 'original_price',
      });
      continue;
    }
    prices.push({ channelId, price: pricing.price, originalPrice });
  }
  return prices;
}

/**
 * The stock a request asks for: a number where the product keeps one count per variant, else units per
 * warehouse code (missing warehouses keep their units; a new variant's start at 0). The first variant of a
 * product without warehouses may name them. Never below what placed orders hold.
 */
async function resolveStock(
  db: Database,
  given: NonNullable<VariantFields['onHand']>,
  context: { productId: number; variantId: number | null; onHold: number; otherVariants: number },
  violations: Violation[],
): Promise<ResolvedVariant['stock']> {
  const productWarehouses = await productWarehouseIds(db, context.productId);
  const before = violations.length;
  let onHand: number;
  let perWarehouse: Map<number, number> | null = null;
  if (typeof given === 'number') {
    if (productWarehouses.length > 0) {
      violations.push({
        propertyPath: 'onHand',
        message: PER_WAREHOUSE_STOCK_MESSAGE,
        code: 'per_warehouse',
      });
      return undefined;
    }
    onHand = given;
  } else {
    const codes = Object.keys(given);
    const rows =
      codes.length === 0
        ? []
        : await db
            .select({ id: warehouses.id, code: warehouses.code })
            .from(warehouses)
            .where(inArray(warehouses.code, codes));
    const byCode = new Map(rows.map((row) => [row.code, row.id]));
    const mayName = productWarehouses.length === 0 && context.otherVariants === 0;
    perWarehouse = new Map(productWarehouses.map((id) => [id, 0]));
    if (context.variantId !== null) {
      const stored = await db
        .select({ warehouseId: warehouseStocks.warehouseId, onHand: warehouseStocks.onHand })
        .from(warehouseStocks)
        .where(eq(warehouseStocks.variantId, context.variantId));
      for (const row of stored) perWarehouse.set(row.warehouseId, row.onHand);
    }
    for (const [code, units] of Object.entries(given)) {
      const id = byCode.get(code);
      if (id === undefined) {
        violations.push({
          propertyPath: `onHand.${code}`,
          message: UNKNOWN_WAREHOUSE_MESSAGE,
          code: 'unknown_warehouse',
        });
      } else if (!mayName && !productWarehouses.includes(id)) {
        violations.push({
          propertyPath: `onHand.${code}`,
          message: NOT_PRODUCT_WAREHOUSE_MESSAGE,
          code: 'not_product_warehouse',
        });
      } else perWarehouse.set(id, units);
    }
    onHand = [...perWarehouse.values()].reduce((sum, units) => sum + units, 0);
  }
  if (onHand < context.onHold) {
    violations.push({
      propertyPath: 'onHand',
      message: stockBelowHoldMessage(context.onHold),
      code: 'stock_below_hold',
    });
  }
  return violations.length > before ? undefined : { onHand, perWarehouse };
}

/** Looks up and checks every code and number of a variant request, adding a violation for each problem. */
export async function resolveVariantFields(
  db: Database,
  fields: VariantFields,
  context: { productId: number; variantId: number | null; onHold: number; otherVariants: number },
  violations: Violation[],
): Promise<ResolvedVariant> {
  const resolved: ResolvedVariant = {};
  if (fields.optionValues) {
    resolved.optionValueIds = await resolveOptionValues(
      db,
      fields.optionValues,
      context.productId,
      context.variantId,
      violations,
    );
  }
  if (fields.channelPricings) resolved.prices = await resolvePrices(db, fields.channelPricings, violations);
  if (fields.onHand !== undefined)
    resolved.stock = await resolveStock(db, fields.onHand, context, violations);
  return resolved;
}
