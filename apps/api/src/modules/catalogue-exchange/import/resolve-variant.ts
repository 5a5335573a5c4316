import { catalogueCodeSchema } from '@shop/contracts';
import type { ImportVariantWrite } from '../../products/admin/import-changes.ts';
import type { ImportProductState } from '../../products/admin/import-state.ts';
import { OPTION_PREFIX, PRICE_PREFIX, STOCK_PREFIX, VARIANT_COLUMN } from '../format/shop-columns.ts';
import type { ImportedProduct, ImportedVariant } from './model.ts';
import type { ShopStructure } from './structure.ts';

const GTIN = /^(?:\d{8}|\d{12}|\d{13}|\d{14})$/;

/** The column a field of the product was read from (the Shopify reader names its own), else ours. */
export function col(product: ImportedProduct, field: string, fallback: string): string {
  return product.columns[field] ?? fallback;
}

/** What resolving a variant reads of the import (resolve.ts's ResolveContext). */
export interface VariantContext {
  structure: ShopStructure;
  state: ImportProductState | null;
  /** SKU → product code owning it in the shop. */
  skuOwners: Map<string, string>;
  /** SKUs met so far in the file, with their rows. */
  memory: { skus: Map<string, number> };
}

/**
 * Checks one variant row of an imported product against the shop's structure and the variant's current state,
 * and builds what writing it means (null when a problem was reported, or the row names no SKU).
 */
export function resolveVariant(
  product: ImportedProduct,
  variant: ImportedVariant,
  index: number,
  context: VariantContext,
  channelIds: number[],
  problem: (row: number, column: string | null, message: string) => void,
): ImportVariantWrite | null {
  const { structure, state, memory } = context;
  const row = variant.row;
  const skuColumn = col(product, 'variant', VARIANT_COLUMN.code);
  if (variant.code === '') return null;
  let ok = true;
  const fail = (column: string | null, message: string) => {
    ok = false;
    problem(row, column, message);
  };
  if (!catalogueCodeSchema.safeParse(variant.code).success) {
    fail(
      skuColumn,
      `The SKU "${variant.code}" may hold only letters, digits, dashes and underscores (up to 64).`,
    );
  }
  const seen = memory.skus.get(variant.code);
  if (seen !== undefined && seen !== row)
    fail(skuColumn, `The SKU "${variant.code}" appears twice in the file (rows ${seen} and ${row}).`);
  else memory.skus.set(variant.code, row);
  const owner = context.skuOwners.get(variant.code);
  if (owner !== undefined && owner !== product.code)
    fail(skuColumn, `The SKU "${variant.code}" belongs to the product "${owner}" in the shop.`);
  const before = state?.variants.get(variant.code);

  const gtinColumn = col(product, 'gtin', VARIANT_COLUMN.gtin);
  if (variant.gtin && !GTIN.test(variant.gtin))
    fail(gtinColumn, `The barcode "${variant.gtin}" is not a GTIN: write its 8, 12, 13 or 14 digits only.`);

  let optionValueIds = before ? [...before.optionValueIds] : [];
  if (variant.options !== undefined) {
    optionValueIds = [];
    for (const [option, value] of Object.entries(variant.options)) {
      const column = col(product, `option:${option}`, `${OPTION_PREFIX}:${option}`);
      const values = structure.options.get(option);
      if (!values) fail(column, `There is no option with the code "${option}".`);
      else {
        const id = values.get(value);
        if (id === undefined) fail(column, `The option "${option}" has no value with the code "${value}".`);
        else optionValueIds.push(id);
      }
    }
  }
  optionValueIds.sort((a, b) => a - b);

  const prices = new Map(before?.prices ?? []);
  for (const [channel, price] of Object.entries(variant.prices ?? {})) {
    const column = col(product, 'price', `${PRICE_PREFIX}:${channel}`);
    const targets = product.priceForEveryChannel ? channelIds : [structure.channels.get(channel)];
    if (targets.some((id) => id === undefined)) {
      fail(column, `There is no channel with the code "${channel}".`);
      continue;
    }
    if (price.originalPrice !== null && price.originalPrice <= price.price) {
      fail(
        col(product, 'originalPrice', `original_${PRICE_PREFIX}:${channel}`),
        'The original price must be above the price.',
      );
    }
    for (const id of targets) prices.set(id as number, price);
  }
  // A variant without any price is allowed, as in the back office (a gift card, a product being prepared):
  // the shop does not sell it until it has one.

  let warehouseStock: Map<number, number> | null =
    before && before.warehouseStock.size > 0 ? new Map(before.warehouseStock) : null;
  for (const [code, units] of Object.entries(variant.warehouseStock ?? {})) {
    const id = structure.warehouses.get(code);
    if (id === undefined) fail(`${STOCK_PREFIX}:${code}`, `There is no warehouse with the code "${code}".`);
    else (warehouseStock ??= new Map()).set(id, units);
  }
  const onHand =
    warehouseStock && warehouseStock.size > 0
      ? [...warehouseStock.values()].reduce((sum, units) => sum + units, 0)
      : (variant.stock ?? before?.onHand ?? 0);
  if (before && onHand < before.onHold) {
    fail(
      col(product, 'stock', VARIANT_COLUMN.stock),
      `Stock cannot be lower than the ${before.onHold} units that placed orders hold.`,
    );
  }

  const names: Record<string, string> = { ...(before?.names ?? {}) };
  for (const [locale, name] of Object.entries(variant.names ?? {})) {
    if (!structure.locales.has(locale)) {
      fail(`variant_name:${locale}`, `The shop has no language "${locale}" (column variant_name:${locale}).`);
    } else if (name === '') delete names[locale];
    else names[locale] = name;
  }
  if (!ok) return null;
  return {
    code: variant.code,
    enabled: variant.enabled ?? before?.enabled ?? true,
    tracked: variant.tracked ?? before?.tracked ?? true,
    gtin: variant.gtin === undefined ? (before?.gtin ?? null) : variant.gtin,
    maxPerOrder: variant.maxPerOrder === undefined ? (before?.maxPerOrder ?? null) : variant.maxPerOrder,
    onHand,
    warehouseStock,
    names,
    optionValueIds,
    prices,
    position: index,
  };
}
