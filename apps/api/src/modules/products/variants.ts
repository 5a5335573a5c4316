import type { ProductVariant } from '@shop/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  channelPricings,
  productOptions,
  productOptionTranslations,
  productOptionValues,
  productOptionValueTranslations,
  productVariantOptionValues,
  productVariants,
  productVariantTranslations,
} from '../../db/schema/index.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';
import { variantPrices } from './prices.ts';

/** An enabled variant with its price in one channel, before names and option values are looked up. */
export interface SellableVariantRow {
  id: number;
  productId: number;
  code: string;
  tracked: boolean;
  onHand: number;
  onHold: number;
  position: number;
  maxQuantityPerOrder: number | null;
  price: number;
  originalPrice: number | null;
}

/** Units that can still be sold: on hand minus those held by unpaid orders; null when not tracked. */
export function sellableStock(
  variant: Pick<SellableVariantRow, 'tracked' | 'onHand' | 'onHold'>,
): number | null {
  return variant.tracked ? variant.onHand - variant.onHold : null;
}

/** Spec section 9: an untracked variant is always available, a tracked one while sellable stock is above 0. */
export function isVariantInStock(
  variant: Pick<SellableVariantRow, 'tracked' | 'onHand' | 'onHold'>,
): boolean {
  const stock = sellableStock(variant);
  return stock === null || stock > 0;
}

/**
 * Enabled variants of the products that have a price in the channel (a variant without one cannot be
 * sold there), per product in position order. One indexed query whatever the number of products.
 */
export async function loadSellableVariants(
  db: Database,
  productIds: readonly number[],
  channelId: number,
): Promise<Map<number, SellableVariantRow[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      code: productVariants.code,
      tracked: productVariants.tracked,
      onHand: productVariants.onHand,
      onHold: productVariants.onHold,
      position: productVariants.position,
      maxQuantityPerOrder: productVariants.maxQuantityPerOrder,
      price: channelPricings.price,
      originalPrice: channelPricings.originalPrice,
    })
    .from(productVariants)
    .innerJoin(
      channelPricings,
      and(eq(channelPricings.variantId, productVariants.id), eq(channelPricings.channelId, channelId)),
    )
    .where(and(inArray(productVariants.productId, [...productIds]), eq(productVariants.enabled, true)))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
  return groupBy(rows, (row) => row.productId);
}

interface OptionValueRow {
  variantId: number;
  optionId: number;
  optionCode: string;
  optionPosition: number;
  valueId: number;
  code: string;
  position: number;
}

/** Option values (colour, size...) of variants, option by option in position order. */
async function loadOptionValueRows(db: Database, variantIds: readonly number[]): Promise<OptionValueRow[]> {
  if (variantIds.length === 0) return [];
  return db
    .select({
      variantId: productVariantOptionValues.variantId,
      optionId: productOptions.id,
      optionCode: productOptions.code,
      optionPosition: productOptions.position,
      valueId: productOptionValues.id,
      code: productOptionValues.code,
      position: productOptionValues.position,
    })
    .from(productVariantOptionValues)
    .innerJoin(productOptionValues, eq(productOptionValues.id, productVariantOptionValues.optionValueId))
    .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
    .where(inArray(productVariantOptionValues.variantId, [...variantIds]))
    .orderBy(
      asc(productOptions.position),
      asc(productOptions.id),
      asc(productOptionValues.position),
      asc(productOptionValues.id),
    );
}

/** Localised option names and option value texts, by id. */
async function loadOptionTexts(
  db: Database,
  rows: readonly OptionValueRow[],
  localePreference: readonly string[],
): Promise<{ optionNames: Map<number, string>; values: Map<number, string> }> {
  const optionIds = [...new Set(rows.map((row) => row.optionId))];
  const valueIds = [...new Set(rows.map((row) => row.valueId))];
  if (valueIds.length === 0) return { optionNames: new Map(), values: new Map() };
  const [optionTranslations, valueTranslations] = await Promise.all([
    db
      .select({
        id: productOptionTranslations.optionId,
        locale: productOptionTranslations.locale,
        text: productOptionTranslations.name,
      })
      .from(productOptionTranslations)
      .where(inArray(productOptionTranslations.optionId, optionIds)),
    db
      .select({
        id: productOptionValueTranslations.optionValueId,
        locale: productOptionValueTranslations.locale,
        text: productOptionValueTranslations.value,
      })
      .from(productOptionValueTranslations)
      .where(inArray(productOptionValueTranslations.optionValueId, valueIds)),
  ]);
  const pick = (translations: Array<{ id: number; locale: string; text: string }>) =>
    new Map(
      [...groupBy(translations, (row) => row.id)].map(([id, group]) => [
        id,
        pickTranslation(group, localePreference)?.text ?? '',
      ]),
    );
  return { optionNames: pick(optionTranslations), values: pick(valueTranslations) };
}

export interface ProductOptionWithValues {
  code: string;
  name: string;
  values: Array<{ code: string; value: string }>;
}

export interface DescribedVariants {
  /** In the order of the rows given. */
  variants: ProductVariant[];
  /** The options the variants use, each with the values the variants use, in position order. */
  options: ProductOptionWithValues[];
}

/**
 * Turns variant rows into contract variants: name and option values in the first preferred locale (else
 * any; an untranslated variant is named by its code), stock and prices. Three queries for any number of variants.
 */
export async function describeVariants(
  db: Database,
  rows: readonly SellableVariantRow[],
  localePreference: readonly string[],
): Promise<DescribedVariants> {
  if (rows.length === 0) return { variants: [], options: [] };
  const variantIds = rows.map((row) => row.id);
  const [nameRows, optionRows] = await Promise.all([
    db
      .select({
        variantId: productVariantTranslations.variantId,
        locale: productVariantTranslations.locale,
        name: productVariantTranslations.name,
      })
      .from(productVariantTranslations)
      .where(inArray(productVariantTranslations.variantId, variantIds)),
    loadOptionValueRows(db, variantIds),
  ]);
  const texts = await loadOptionTexts(db, optionRows, localePreference);
  const namesByVariant = groupBy(nameRows, (row) => row.variantId);
  const optionsByVariant = groupBy(optionRows, (row) => row.variantId);

  const variants = rows.map((row): ProductVariant => {
    const stock = sellableStock(row);
    return {
      code: row.code,
      name: pickTranslation(namesByVariant.get(row.id) ?? [], localePreference)?.name ?? row.code,
      enabled: true,
      inStock: isVariantInStock(row),
      tracked: row.tracked,
      stock,
      maxQuantityPerOrder: row.maxQuantityPerOrder,
      prices: variantPrices(row.price, row.originalPrice),
      optionValues: (optionsByVariant.get(row.id) ?? []).map((option) => ({
        optionCode: option.optionCode,
        optionName: texts.optionNames.get(option.optionId) ?? option.optionCode,
        code: option.code,
        value: texts.values.get(option.valueId) ?? option.code,
      })),
    };
  });

  const options = new Map<number, ProductOptionWithValues & { valueCodes: Set<string> }>();
  for (const row of optionRows) {
    let option = options.get(row.optionId);
    if (!option) {
      option = {
        code: row.optionCode,
        name: texts.optionNames.get(row.optionId) ?? row.optionCode,
        values: [],
        valueCodes: new Set(),
      };
      options.set(row.optionId, option);
    }
    if (!option.valueCodes.has(row.code)) {
      option.valueCodes.add(row.code);
      option.values.push({ code: row.code, value: texts.values.get(row.valueId) ?? row.code });
    }
  }
  return { variants, options: [...options.values()].map(({ valueCodes: _, ...option }) => option) };
}
