import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  attributes,
  attributeValues,
  channelPricings,
  channels,
  productAttributeValues,
  productBundleItems,
  productChannels,
  productImages,
  productOptionValues,
  products,
  productTaxons,
  productTranslations,
  productVariantOptionValues,
  productVariants,
  productVariantTranslations,
  taxons,
  warehouses,
  warehouseStocks,
} from '../../db/schema/index.ts';
import type { GeneratedProduct } from '../catalogue/product-generator.ts';
import { DEMO_CHANNEL_CODES, type DemoChannelCode } from '../catalogue/shop.ts';
import { DEMO_LOCALES } from '../catalogue/types.ts';
import { chunks, chunkSizeFor, insertInChunks } from './bulk-insert.ts';

/** Database ids of everything generated products refer to by code. */
export interface CatalogueIds {
  channels: Record<DemoChannelCode, number>;
  taxons: ReadonlyMap<string, number>;
  /** Keyed "attributeCode:valueCode". */
  attributeValues: ReadonlyMap<string, number>;
  optionValues: ReadonlyMap<string, number>;
  warehouses: ReadonlyMap<string, number>;
}

export async function loadCatalogueIds(db: Database): Promise<CatalogueIds> {
  // One query after another: inside a transaction they share one connection.
  const channelRows = await db.select({ id: channels.id, code: channels.code }).from(channels);
  const taxonRows = await db.select({ id: taxons.id, code: taxons.code }).from(taxons);
  const valueRows = await db
    .select({ id: attributeValues.id, code: attributeValues.code, attribute: attributes.code })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId));
  const optionRows = await db
    .select({ id: productOptionValues.id, code: productOptionValues.code })
    .from(productOptionValues);
  const warehouseRows = await db.select({ id: warehouses.id, code: warehouses.code }).from(warehouses);
  const channelIds = {} as Record<DemoChannelCode, number>;
  for (const code of DEMO_CHANNEL_CODES) {
    const row = channelRows.find((candidate) => candidate.code === code);
    if (!row) throw new Error(`The demo channel "${code}" does not exist; run the demo data first`);
    channelIds[code] = row.id;
  }
  return {
    channels: channelIds,
    taxons: new Map(taxonRows.map((row) => [row.code, row.id])),
    attributeValues: new Map(valueRows.map((row) => [`${row.attribute}:${row.code}`, row.id])),
    optionValues: new Map(optionRows.map((row) => [row.code, row.id])),
    warehouses: new Map(warehouseRows.map((row) => [row.code, row.id])),
  };
}

function lookup(map: ReadonlyMap<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Unknown ${what} "${key}"`);
  return id;
}

async function insertReturningIds<Row extends Record<string, unknown>>(
  rows: Row[],
  insert: (chunk: Row[]) => Promise<Array<{ id: number; code: string }>>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const first = rows[0];
  if (!first) return ids;
  for (const chunk of chunks(rows, chunkSizeFor(Object.keys(first).length))) {
    for (const row of await insert(chunk)) ids.set(row.code, row.id);
  }
  return ids;
}

/**
 * Inserts generated products with everything that belongs to them, table by table in multi-row
 * statements (a few dozen round trips per call, whatever the number of products).
 */
export async function insertProducts(
  db: Database,
  batch: GeneratedProduct[],
  ids: CatalogueIds,
): Promise<void> {
  if (batch.length === 0) return;
  const productIds = await insertReturningIds(
    batch.map((product) => ({
      code: product.code,
      isBundle: product.bundle !== null,
      onlySellInBundle: product.onlySellInBundle,
      bundleInStock: product.bundle?.inStock ?? true,
      requiresLogin: product.requiresLogin,
      mainTaxonId: product.mainTaxonCode ? lookup(ids.taxons, product.mainTaxonCode, 'category') : null,
      averageRating: product.averageRating,
      reviewCount: product.reviewCount,
      createdAt: product.createdAt,
    })),
    (chunk) => db.insert(products).values(chunk).returning({ id: products.id, code: products.code }),
  );
  const productId = (code: string) => lookup(productIds, code, 'product');

  await insertInChunks(
    db,
    productTranslations,
    batch.flatMap((product) =>
      DEMO_LOCALES.map((locale) => ({
        productId: productId(product.code),
        locale,
        ...product.translations[locale],
      })),
    ),
  );
  await insertInChunks(
    db,
    productChannels,
    batch.flatMap((product) =>
      DEMO_CHANNEL_CODES.map((channel) => ({
        productId: productId(product.code),
        channelId: ids.channels[channel],
      })),
    ),
  );
  await insertInChunks(
    db,
    productTaxons,
    batch.flatMap((product) =>
      product.taxonCodes.map((code) => ({
        productId: productId(product.code),
        taxonId: lookup(ids.taxons, code, 'category'),
      })),
    ),
  );
  await insertInChunks(
    db,
    productAttributeValues,
    batch.flatMap((product) => {
      const valueIds = new Set(
        product.attributeValues.map((entry) =>
          lookup(ids.attributeValues, `${entry.attribute}:${entry.value}`, 'attribute value'),
        ),
      );
      return [...valueIds].map((attributeValueId) => ({
        productId: productId(product.code),
        attributeValueId,
      }));
    }),
  );
  await insertInChunks(
    db,
    productImages,
    batch.flatMap((product) =>
      product.imagePaths.map((path, position) => ({
        productId: productId(product.code),
        path,
        type: position === 0 ? 'main' : 'gallery',
        position,
      })),
    ),
  );

  const variants = batch.flatMap((product) => product.variants.map((variant) => ({ product, variant })));
  const variantIds = await insertReturningIds(
    variants.map(({ product, variant }) => ({
      productId: productId(product.code),
      code: variant.code,
      tracked: variant.tracked,
      onHand: variant.onHand,
      position: variant.position,
    })),
    (chunk) =>
      db
        .insert(productVariants)
        .values(chunk)
        .returning({ id: productVariants.id, code: productVariants.code }),
  );
  const variantId = (code: string) => lookup(variantIds, code, 'variant');

  await insertInChunks(
    db,
    productVariantTranslations,
    variants.flatMap(({ variant }) =>
      DEMO_LOCALES.map((locale) => ({
        variantId: variantId(variant.code),
        locale,
        name: variant.name[locale],
      })),
    ),
  );
  await insertInChunks(
    db,
    productVariantOptionValues,
    variants.flatMap(({ variant }) =>
      variant.optionValueCode
        ? [
            {
              variantId: variantId(variant.code),
              optionValueId: lookup(ids.optionValues, variant.optionValueCode, 'option value'),
            },
          ]
        : [],
    ),
  );
  await insertInChunks(
    db,
    channelPricings,
    variants.flatMap(({ variant }) =>
      DEMO_CHANNEL_CODES.map((channel) => ({
        variantId: variantId(variant.code),
        channelId: ids.channels[channel],
        price: variant.prices[channel].price,
        originalPrice: variant.prices[channel].originalPrice,
      })),
    ),
  );
  await insertInChunks(
    db,
    warehouseStocks,
    variants.flatMap(({ variant }) =>
      variant.stock.map((entry) => ({
        variantId: variantId(variant.code),
        warehouseId: lookup(ids.warehouses, entry.warehouseCode, 'warehouse'),
        onHand: entry.onHand,
      })),
    ),
  );

  const bundleItems = batch.flatMap((product) =>
    (product.bundle?.items ?? []).map((item) => ({ product, item })),
  );
  if (bundleItems.length > 0) {
    // Bundle parts are usually products inserted earlier, so their variant ids come from the database.
    const partRows = await db
      .select({ id: productVariants.id, code: productVariants.code })
      .from(productVariants)
      .where(inArray(productVariants.code, [...new Set(bundleItems.map(({ item }) => item.variantCode))]));
    const partIds = new Map(partRows.map((row) => [row.code, row.id]));
    await insertInChunks(
      db,
      productBundleItems,
      bundleItems.map(({ product, item }) => ({
        bundleProductId: productId(product.code),
        variantId: lookup(partIds, item.variantCode, 'bundle part'),
        quantity: item.quantity,
      })),
    );
  }
}
