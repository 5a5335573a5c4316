import type { AdminVariant } from '@shop/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  channelPricings,
  productOptions,
  productOptionValues,
  products,
  productVariantOptionValues,
  productVariants,
  productVariantTranslations,
  warehouses,
  warehouseStocks,
} from '../../../db/schema/index.ts';
import { groupBy } from '../../../i18n/pick-translation.ts';
import { loadChannelSummaries } from '../../channels/service.ts';
import { ownPrice } from './own-price.ts';

export type VariantState = AdminVariant & { id: number; productId: number };

/** Variants in the back office's shape, of some products or by variant id, in product and position order. */
export async function loadVariantStates(
  db: Database,
  by: { productIds: readonly number[] } | { variantIds: readonly number[] },
): Promise<VariantState[]> {
  const ids = 'productIds' in by ? by.productIds : by.variantIds;
  if (ids.length === 0) return [];
  const rows = await db
    .select({ variant: productVariants, productCode: products.code })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      'productIds' in by
        ? inArray(productVariants.productId, [...ids])
        : inArray(productVariants.id, [...ids]),
    )
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
  if (rows.length === 0) return [];
  const variantIds = rows.map((row) => row.variant.id);
  const [names, options, prices, stocks, channels] = await Promise.all([
    db
      .select()
      .from(productVariantTranslations)
      .where(inArray(productVariantTranslations.variantId, variantIds))
      .orderBy(asc(productVariantTranslations.locale)),
    db
      .select({
        variantId: productVariantOptionValues.variantId,
        option: productOptions.code,
        value: productOptionValues.code,
      })
      .from(productVariantOptionValues)
      .innerJoin(productOptionValues, eq(productOptionValues.id, productVariantOptionValues.optionValueId))
      .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
      .where(inArray(productVariantOptionValues.variantId, variantIds))
      .orderBy(asc(productOptions.position), asc(productOptions.id)),
    db.select().from(channelPricings).where(inArray(channelPricings.variantId, variantIds)),
    db
      .select({ variantId: warehouseStocks.variantId, code: warehouses.code, onHand: warehouseStocks.onHand })
      .from(warehouseStocks)
      .innerJoin(warehouses, eq(warehouses.id, warehouseStocks.warehouseId))
      .where(inArray(warehouseStocks.variantId, variantIds))
      .orderBy(asc(warehouses.id)),
    loadChannelSummaries(db),
  ]);
  const channelCode = new Map(channels.map((channel) => [channel.id, channel.code]));
  const namesOf = groupBy(names, (row) => row.variantId);
  const optionsOf = groupBy(options, (row) => row.variantId);
  const pricesOf = groupBy(prices, (row) => row.variantId);
  const stocksOf = groupBy(stocks, (row) => row.variantId);
  return rows.map(({ variant, productCode }) => ({
    id: variant.id,
    productId: variant.productId,
    code: variant.code,
    productCode,
    enabled: variant.enabled,
    tracked: variant.tracked,
    onHand: variant.onHand,
    onHold: variant.onHold,
    warehouseStock: Object.fromEntries((stocksOf.get(variant.id) ?? []).map((row) => [row.code, row.onHand])),
    maxQuantityPerOrder: variant.maxQuantityPerOrder,
    gtin: variant.gtin,
    optionValues: Object.fromEntries((optionsOf.get(variant.id) ?? []).map((row) => [row.option, row.value])),
    translations: Object.fromEntries(
      (namesOf.get(variant.id) ?? []).map((row) => [row.locale, { name: row.name }]),
    ),
    channelPricings: Object.fromEntries(
      (pricesOf.get(variant.id) ?? []).flatMap((row) => {
        const code = channelCode.get(row.channelId);
        return code ? [[code, ownPrice(row)]] : [];
      }),
    ),
    position: variant.position,
    version: variant.version,
  }));
}

/** A variant in the API's shape (without the ids kept for the services). */
export function variantView(state: VariantState): AdminVariant {
  const { id: _id, productId: _productId, ...view } = state;
  return view;
}
