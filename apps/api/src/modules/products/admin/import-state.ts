import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  channelPricings,
  productAttributeValues,
  productChannels,
  productImages,
  productOptions,
  productOptionValues,
  products,
  productTaxons,
  productTranslations,
  productVariantOptionValues,
  productVariants,
  productVariantTranslations,
  warehouses,
  warehouseStocks,
} from '../../../db/schema/index.ts';
import { groupBy } from '../../../i18n/pick-translation.ts';
import { ownPrice } from './own-price.ts';

/** A product's texts in one locale, as stored. */
export interface ImportTexts {
  name: string;
  slug: string;
  shortDescription: string | null;
  description: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
}

export interface ImportVariantState {
  id: number;
  code: string;
  enabled: boolean;
  tracked: boolean;
  gtin: string | null;
  maxPerOrder: number | null;
  onHand: number;
  onHold: number;
  position: number;
  names: Record<string, string>;
  optionValueIds: number[];
  /** channel id → price. */
  prices: Map<number, { price: number; originalPrice: number | null }>;
  /** warehouse id → on hand (empty: the product counts no stock per warehouse). */
  warehouseStock: Map<number, number>;
}

/**
 * What a catalogue import compares a file's product with, in ids (docs/adr/0044): loaded for a batch of
 * products in a fixed number of queries, so a check of 100,000 products is a few thousand queries.
 */
export interface ImportProductState {
  id: number;
  code: string;
  enabled: boolean;
  isBundle: boolean;
  requiresLogin: boolean;
  mainTaxonId: number | null;
  taxonIds: number[];
  channelIds: number[];
  attributeValueIds: number[];
  translations: Record<string, ImportTexts>;
  imageSources: string[];
  imageCount: number;
  variants: Map<string, ImportVariantState>;
}

/** The products with these codes (the others are absent from the map). */
export async function loadImportStates(
  db: Database,
  codes: readonly string[],
): Promise<Map<string, ImportProductState>> {
  const states = new Map<string, ImportProductState>();
  if (codes.length === 0) return states;
  const productRows = await db
    .select()
    .from(products)
    .where(inArray(products.code, [...new Set(codes)]));
  if (productRows.length === 0) return states;
  const ids = productRows.map((row) => row.id);
  const [texts, taxonRows, channelRows, valueRows, imageRows, variantRows] = await Promise.all([
    db.select().from(productTranslations).where(inArray(productTranslations.productId, ids)),
    db
      .select()
      .from(productTaxons)
      .where(inArray(productTaxons.productId, ids))
      .orderBy(asc(productTaxons.position)),
    db.select().from(productChannels).where(inArray(productChannels.productId, ids)),
    db.select().from(productAttributeValues).where(inArray(productAttributeValues.productId, ids)),
    db
      .select({ productId: productImages.productId, source: productImages.source })
      .from(productImages)
      .where(inArray(productImages.productId, ids)),
    db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
  ]);
  const variantIds = variantRows.map((row) => row.id);
  const [variantTexts, optionRows, priceRows, stockRows] =
    variantIds.length === 0
      ? [[], [], [], []]
      : await Promise.all([
          db
            .select()
            .from(productVariantTranslations)
            .where(inArray(productVariantTranslations.variantId, variantIds)),
          db
            .select()
            .from(productVariantOptionValues)
            .where(inArray(productVariantOptionValues.variantId, variantIds)),
          db.select().from(channelPricings).where(inArray(channelPricings.variantId, variantIds)),
          db.select().from(warehouseStocks).where(inArray(warehouseStocks.variantId, variantIds)),
        ]);
  const textsBy = groupBy(texts, (row) => row.productId);
  const taxonsBy = groupBy(taxonRows, (row) => row.productId);
  const channelsBy = groupBy(channelRows, (row) => row.productId);
  const valuesBy = groupBy(valueRows, (row) => row.productId);
  const imagesBy = groupBy(imageRows, (row) => row.productId);
  const variantsBy = groupBy(variantRows, (row) => row.productId);
  const variantTextsBy = groupBy(variantTexts, (row) => row.variantId);
  const optionsBy = groupBy(optionRows, (row) => row.variantId);
  const pricesBy = groupBy(priceRows, (row) => row.variantId);
  const stockBy = groupBy(stockRows, (row) => row.variantId);
  for (const row of productRows) {
    const variants = new Map<string, ImportVariantState>();
    for (const variant of variantsBy.get(row.id) ?? []) {
      variants.set(variant.code, {
        id: variant.id,
        code: variant.code,
        enabled: variant.enabled,
        tracked: variant.tracked,
        gtin: variant.gtin,
        maxPerOrder: variant.maxQuantityPerOrder,
        onHand: variant.onHand,
        onHold: variant.onHold,
        position: variant.position,
        names: Object.fromEntries(
          (variantTextsBy.get(variant.id) ?? []).map((text) => [text.locale, text.name]),
        ),
        optionValueIds: (optionsBy.get(variant.id) ?? [])
          .map((option) => option.optionValueId)
          .sort((a, b) => a - b),
        prices: new Map((pricesBy.get(variant.id) ?? []).map((price) => [price.channelId, ownPrice(price)])),
        warehouseStock: new Map(
          (stockBy.get(variant.id) ?? []).map((stock) => [stock.warehouseId, stock.onHand]),
        ),
      });
    }
    const images = imagesBy.get(row.id) ?? [];
    states.set(row.code, {
      id: row.id,
      code: row.code,
      enabled: row.enabled,
      isBundle: row.isBundle,
      requiresLogin: row.requiresLogin,
      mainTaxonId: row.mainTaxonId,
      taxonIds: (taxonsBy.get(row.id) ?? []).map((taxon) => taxon.taxonId),
      channelIds: (channelsBy.get(row.id) ?? []).map((channel) => channel.channelId).sort((a, b) => a - b),
      attributeValueIds: (valuesBy.get(row.id) ?? [])
        .map((value) => value.attributeValueId)
        .sort((a, b) => a - b),
      translations: Object.fromEntries(
        (textsBy.get(row.id) ?? []).map((text) => [
          text.locale,
          {
            name: text.name,
            slug: text.slug,
            shortDescription: text.shortDescription,
            description: text.description,
            metaTitle: text.metaTitle,
            metaDescription: text.metaDescription,
          },
        ]),
      ),
      imageSources: images.flatMap((image) => (image.source ? [image.source] : [])),
      imageCount: images.length,
      variants,
    });
  }
  return states;
}

/** The product code owning each of these variant codes (SKUs), for those that exist. */
export async function variantOwners(db: Database, skus: readonly string[]): Promise<Map<string, string>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ sku: productVariants.code, product: products.code })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.code, [...new Set(skus)]));
  return new Map(rows.map((row) => [row.sku, row.product]));
}

/** Every enabled product's id and code (what `missing: disable` compares the file's codes with). */
export async function enabledProductCodes(db: Database): Promise<Array<{ id: number; code: string }>> {
  return db.select({ id: products.id, code: products.code }).from(products).where(eq(products.enabled, true));
}

/** Every option's values by option code and value code, and the warehouses by code (the import's lookups). */
export async function loadOptionAndWarehouseIndex(db: Database): Promise<{
  options: Map<string, Map<string, number>>;
  warehouses: Map<string, number>;
}> {
  const [valueRows, warehouseRows, optionRows] = await Promise.all([
    db
      .select({ option: productOptions.code, value: productOptionValues.code, id: productOptionValues.id })
      .from(productOptionValues)
      .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId)),
    db.select({ id: warehouses.id, code: warehouses.code }).from(warehouses),
    db.select({ code: productOptions.code }).from(productOptions),
  ]);
  const options = new Map<string, Map<string, number>>(optionRows.map((row) => [row.code, new Map()]));
  for (const row of valueRows) options.get(row.option)?.set(row.value, row.id);
  return { options, warehouses: new Map(warehouseRows.map((row) => [row.code, row.id])) };
}
