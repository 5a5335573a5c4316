import type { AdminProduct } from '@shop/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  productAttributeValues,
  productBundleItems,
  productChannels,
  products,
  productTaxons,
  productTranslations,
  productVariants,
  warehouses,
  warehouseStocks,
} from '../../../db/schema/index.ts';
import { attributeValueCodesByIds } from '../../attributes/attribute-codes.ts';
import { loadChannelSummaries } from '../../channels/service.ts';
import { taxonLabelsByIds } from '../../taxons/taxon-codes.ts';

/** The fields of a product the back office edits (what the audit log compares before and after). */
export type ProductState = Pick<
  AdminProduct,
  | 'code'
  | 'enabled'
  | 'translations'
  | 'mainTaxon'
  | 'taxons'
  | 'attributes'
  | 'channels'
  | 'requiresLogin'
  | 'isBundle'
  | 'bundleParts'
  | 'onlySellInBundle'
  | 'warehouses'
  | 'version'
> & { id: number; createdAt: Date; updatedAt: Date };

/** A product's id and version by code (null: no such product); `lock` takes its row lock. */
export async function findProductRow(
  db: Database,
  code: string,
  lock = false,
): Promise<{ id: number; version: number; isBundle: boolean; enabled: boolean } | null> {
  const query = db
    .select({
      id: products.id,
      version: products.version,
      isBundle: products.isBundle,
      enabled: products.enabled,
    })
    .from(products)
    .where(eq(products.code, code));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Warehouse codes where a product's stock is counted: those holding a stock row of its variants. */
export async function productWarehouseCodes(db: Database, productId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: warehouses.id, code: warehouses.code })
    .from(warehouseStocks)
    .innerJoin(warehouses, eq(warehouses.id, warehouseStocks.warehouseId))
    .innerJoin(productVariants, eq(productVariants.id, warehouseStocks.variantId))
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(warehouses.id));
  return rows.map((row) => row.code);
}

/** Everything editable of one product, by id, in codes (categories, attributes, channels, parts). */
export async function loadProductState(db: Database, productId: number): Promise<ProductState | null> {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product) return null;
  const [texts, taxonRows, valueRows, channelRows, partRows, warehouseCodes, channelList] = await Promise.all(
    [
      db
        .select()
        .from(productTranslations)
        .where(eq(productTranslations.productId, productId))
        .orderBy(asc(productTranslations.locale)),
      db
        .select({ taxonId: productTaxons.taxonId })
        .from(productTaxons)
        .where(eq(productTaxons.productId, productId))
        .orderBy(asc(productTaxons.position), asc(productTaxons.taxonId)),
      db
        .select({ id: productAttributeValues.attributeValueId })
        .from(productAttributeValues)
        .where(eq(productAttributeValues.productId, productId)),
      db
        .select({ channelId: productChannels.channelId })
        .from(productChannels)
        .where(eq(productChannels.productId, productId)),
      db
        .select({ variant: productVariants.code, quantity: productBundleItems.quantity })
        .from(productBundleItems)
        .innerJoin(productVariants, eq(productVariants.id, productBundleItems.variantId))
        .where(eq(productBundleItems.bundleProductId, productId))
        .orderBy(asc(productBundleItems.id)),
      productWarehouseCodes(db, productId),
      loadChannelSummaries(db),
    ],
  );
  const taxonIds = taxonRows.map((row) => row.taxonId);
  const labels = await taxonLabelsByIds(
    db,
    product.mainTaxonId === null ? taxonIds : [...taxonIds, product.mainTaxonId],
    [],
  );
  const values = await attributeValueCodesByIds(
    db,
    valueRows.map((row) => row.id),
  );
  const attributes: Record<string, string[]> = {};
  for (const value of values) (attributes[value.attributeCode] ??= []).push(value.valueCode);
  const channelIds = new Set(channelRows.map((row) => row.channelId));
  return {
    id: product.id,
    code: product.code,
    enabled: product.enabled,
    translations: Object.fromEntries(
      texts.map((text) => [
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
    mainTaxon: product.mainTaxonId === null ? null : (labels.get(product.mainTaxonId)?.code ?? null),
    taxons: taxonIds.flatMap((id) => labels.get(id)?.code ?? []),
    attributes,
    channels: channelList.filter((channel) => channelIds.has(channel.id)).map((channel) => channel.code),
    requiresLogin: product.requiresLogin,
    isBundle: product.isBundle,
    bundleParts: partRows,
    onlySellInBundle: product.onlySellInBundle,
    warehouses: warehouseCodes,
    version: product.version,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}

/** Product ids by code, for the codes that exist. */
export async function productIdsByCodes(
  db: Database,
  codes: readonly string[],
): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(inArray(products.code, [...new Set(codes)]));
  return new Map(rows.map((row) => [row.code, row.id]));
}

/**
 * The fields whose values differ, as the audit log keeps them: `{before: {...}, after: {...}}` holding
 * only the changed fields.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before || !after) return { before, after };
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const key of keys) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    changedBefore[key] = before[key];
    changedAfter[key] = after[key];
  }
  return { before: changedBefore, after: changedAfter };
}
