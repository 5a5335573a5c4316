import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  channelPricings,
  productAttributeValues,
  productChannels,
  productImages,
  productImageTranslations,
  products,
  productTaxons,
  productTranslations,
  productVariantOptionValues,
  productVariants,
  productVariantTranslations,
  warehouseStocks,
} from '../../../db/schema/index.ts';
import { anyInStock, mailIfBackInStock } from '../stock.ts';
import {
  sameIds,
  sameRecord,
  sameTexts,
  type ImportPictureWrite,
  type ImportProductWrite,
} from './import-changes.ts';
import type { ImportProductState, ImportTexts } from './import-state.ts';

async function writeTranslations(tx: Database, productId: number, translations: Record<string, ImportTexts>) {
  const rows = Object.entries(translations).map(([locale, text]) => ({
    productId,
    locale,
    ...text,
  }));
  if (rows.length === 0) return;
  await tx
    .insert(productTranslations)
    .values(rows)
    .onConflictDoUpdate({
      target: [productTranslations.productId, productTranslations.locale],
      set: {
        name: sql`excluded.name`,
        slug: sql`excluded.slug`,
        shortDescription: sql`excluded.short_description`,
        description: sql`excluded.description`,
        metaTitle: sql`excluded.meta_title`,
        metaDescription: sql`excluded.meta_description`,
      },
    });
}

async function replaceLinks(
  tx: Database,
  productId: number,
  write: ImportProductWrite,
  state: ImportProductState | null,
) {
  if (!state || write.taxonIds.join() !== state.taxonIds.join()) {
    if (state) await tx.delete(productTaxons).where(eq(productTaxons.productId, productId));
    if (write.taxonIds.length > 0) {
      await tx
        .insert(productTaxons)
        .values(write.taxonIds.map((taxonId, position) => ({ productId, taxonId, position })));
    }
  }
  if (!state || !sameIds(write.channelIds, state.channelIds)) {
    if (state) await tx.delete(productChannels).where(eq(productChannels.productId, productId));
    if (write.channelIds.length > 0) {
      await tx
        .insert(productChannels)
        .values(write.channelIds.map((channelId) => ({ productId, channelId })));
    }
  }
  if (!state || !sameIds(write.attributeValueIds, state.attributeValueIds)) {
    if (state) await tx.delete(productAttributeValues).where(eq(productAttributeValues.productId, productId));
    if (write.attributeValueIds.length > 0) {
      await tx
        .insert(productAttributeValues)
        .values(write.attributeValueIds.map((attributeValueId) => ({ productId, attributeValueId })));
    }
  }
}

/**
 * The product's variants: the changed ones updated one by one, the new ones inserted together, then their
 * option values, prices, names and stock each in one statement for all of them (an import writes thousands).
 */
async function writeVariants(
  tx: Database,
  productId: number,
  write: ImportProductWrite,
  state: ImportProductState | null,
) {
  const ids = new Map<string, number>();
  const created = write.variants.filter((variant) => !state?.variants.has(variant.code));
  if (created.length > 0) {
    const rows = await tx
      .insert(productVariants)
      .values(
        created.map((variant) => ({
          productId,
          code: variant.code,
          enabled: variant.enabled,
          tracked: variant.tracked,
          gtin: variant.gtin,
          maxQuantityPerOrder: variant.maxPerOrder,
          onHand: variant.onHand,
          position: variant.position,
        })),
      )
      .returning({ id: productVariants.id, code: productVariants.code });
    for (const row of rows) ids.set(row.code, row.id);
  }
  const optionValues: Array<{ variantId: number; optionValueId: number }> = [];
  const prices: Array<{ variantId: number; channelId: number; price: number; originalPrice: number | null }> =
    [];
  const names: Array<{ variantId: number; locale: string; name: string }> = [];
  const stock: Array<{ warehouseId: number; variantId: number; onHand: number }> = [];
  for (const variant of write.variants) {
    const before = state?.variants.get(variant.code);
    const variantId = before?.id ?? ids.get(variant.code);
    if (variantId === undefined) throw new Error(`The variant ${variant.code} insert returned no row`);
    if (before) {
      await tx
        .update(productVariants)
        .set({
          enabled: variant.enabled,
          tracked: variant.tracked,
          gtin: variant.gtin,
          maxQuantityPerOrder: variant.maxPerOrder,
          onHand: variant.onHand,
          position: variant.position,
          version: sql`${productVariants.version} + 1`,
        })
        .where(eq(productVariants.id, variantId));
    }
    if (!before || !sameIds(before.optionValueIds, variant.optionValueIds)) {
      if (before)
        await tx
          .delete(productVariantOptionValues)
          .where(eq(productVariantOptionValues.variantId, variantId));
      optionValues.push(...variant.optionValueIds.map((optionValueId) => ({ variantId, optionValueId })));
    }
    prices.push(...[...variant.prices].map(([channelId, price]) => ({ variantId, channelId, ...price })));
    if (!before || !sameRecord(before.names, variant.names)) {
      if (before)
        await tx
          .delete(productVariantTranslations)
          .where(eq(productVariantTranslations.variantId, variantId));
      names.push(
        ...Object.entries(variant.names)
          .filter(([, name]) => name !== '')
          .map(([locale, name]) => ({ variantId, locale, name })),
      );
    }
    stock.push(
      ...[...(variant.warehouseStock ?? [])].map(([warehouseId, onHand]) => ({
        warehouseId,
        variantId,
        onHand,
      })),
    );
  }
  if (optionValues.length > 0) await tx.insert(productVariantOptionValues).values(optionValues);
  if (prices.length > 0) {
    await tx
      .insert(channelPricings)
      .values(prices)
      .onConflictDoUpdate({
        target: [channelPricings.variantId, channelPricings.channelId],
        // The own price: the import's caller works the sale's price out again (withSalePrices).
        set: {
          price: sql`excluded.price`,
          originalPrice: sql`excluded.original_price`,
          basePrice: null,
          baseOriginalPrice: null,
        },
      });
  }
  if (names.length > 0) await tx.insert(productVariantTranslations).values(names);
  if (stock.length > 0) {
    await tx
      .insert(warehouseStocks)
      .values(stock)
      .onConflictDoUpdate({
        target: [warehouseStocks.warehouseId, warehouseStocks.variantId],
        set: { onHand: sql`excluded.on_hand` },
      });
  }
}

async function addPictures(
  tx: Database,
  productId: number,
  pictures: readonly ImportPictureWrite[],
  first: number,
) {
  for (const [index, picture] of pictures.entries()) {
    const position = first + index;
    const [image] = await tx
      .insert(productImages)
      .values({
        productId,
        path: picture.path,
        source: picture.source,
        position,
        type: position === 0 ? 'main' : 'gallery',
      })
      .returning({ id: productImages.id });
    const alts = Object.entries(picture.alt).filter(([, alt]) => alt !== '');
    if (image && alts.length > 0) {
      await tx
        .insert(productImageTranslations)
        .values(alts.map(([locale, alt]) => ({ imageId: image.id, locale, alt })));
    }
  }
}

/**
 * Writes one imported product (a new one, or a changed one over its `state`) in the caller's transaction, and
 * answers its id. Back-in-stock mails are queued when the product came back in stock, as a stock change in the
 * back office does. Variants the file does not name are left as they are.
 */
export async function writeImportedProduct(
  tx: Database,
  write: ImportProductWrite,
  state: ImportProductState | null,
): Promise<number> {
  let productId: number;
  if (state) {
    productId = state.id;
    await tx
      .update(products)
      .set({
        enabled: write.enabled,
        requiresLogin: write.requiresLogin,
        mainTaxonId: write.mainTaxonId,
        version: sql`${products.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(products.id, productId));
  } else {
    const [created] = await tx
      .insert(products)
      .values({
        code: write.code,
        enabled: write.enabled,
        requiresLogin: write.requiresLogin,
        mainTaxonId: write.mainTaxonId,
      })
      .returning({ id: products.id });
    if (!created) throw new Error('The product insert returned no row');
    productId = created.id;
  }
  if (!state || !sameTexts(write.translations, state.translations))
    await writeTranslations(tx, productId, write.translations);
  await replaceLinks(tx, productId, write, state);
  const before = state ? [...state.variants.values()] : [];
  await writeVariants(tx, productId, write, state);
  await addPictures(tx, productId, write.pictures, state?.imageCount ?? 0);
  if (state && !state.isBundle) {
    const after = await tx
      .select({
        id: productVariants.id,
        code: productVariants.code,
        enabled: productVariants.enabled,
        tracked: productVariants.tracked,
        onHand: productVariants.onHand,
        onHold: productVariants.onHold,
      })
      .from(productVariants)
      .where(eq(productVariants.productId, productId));
    await mailIfBackInStock(tx, { id: productId, isBundle: false }, anyInStock(before), anyInStock(after));
  }
  return productId;
}

/** Disables these products (an import's `missing: disable`), answers the ids it disabled. */
export async function disableImportedMissing(tx: Database, productIds: readonly number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await tx
    .update(products)
    .set({ enabled: false, version: sql`${products.version} + 1`, updatedAt: new Date() })
    .where(and(inArray(products.id, [...productIds]), eq(products.enabled, true)))
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}

/** Adds a picture fetched after the apply (by URL) to the product, after its others; false if already there. */
export async function addImportedPicture(
  tx: Database,
  productCode: string,
  picture: ImportPictureWrite,
): Promise<number | null> {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.code, productCode))
    .for('update');
  if (!product) return null;
  const existing = await tx
    .select({ source: productImages.source })
    .from(productImages)
    .where(eq(productImages.productId, product.id));
  if (existing.some((row) => row.source === picture.source)) return null;
  await addPictures(tx, product.id, [picture], existing.length);
  return product.id;
}
