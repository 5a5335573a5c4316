import type { z } from 'zod';
import type { bundlePartSchema, ProductListItem } from '@shop/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  productBundleItems,
  productChannels,
  productImages,
  products,
  productVariants,
  productVariantTranslations,
} from '../../db/schema/index.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';
import type { CatalogContext } from './catalog-context.ts';
import { loadProductListItems } from './list-items.ts';
import { loadProductTexts } from './product-rows.ts';

export type BundlePart = z.infer<typeof bundlePartSchema>;

/**
 * The sets (bundles) a product is part of, as cards a shopper can open: only the ones visible in the
 * channel (loadProductListItems skips the others), newest set first.
 */
export async function loadContainingBundles(
  db: Database,
  productId: number,
  ctx: CatalogContext,
): Promise<ProductListItem[]> {
  const rows = await db
    .selectDistinct({ bundleId: productBundleItems.bundleProductId })
    .from(productBundleItems)
    .innerJoin(productVariants, eq(productVariants.id, productBundleItems.variantId))
    .where(eq(productVariants.productId, productId))
    .orderBy(desc(productBundleItems.bundleProductId));
  return loadProductListItems(
    db,
    rows.map((row) => row.bundleId),
    ctx,
  );
}

/**
 * What a bundle contains: each part's variant (code, localised name), quantity and product. A part
 * whose product a shopper cannot open on its own (sold only in bundles, disabled or not in the channel)
 * is flagged onlySellInBundle so the storefront does not link to it. Parts without any product text
 * are left out.
 */
export async function loadBundleParts(
  db: Database,
  bundleProductId: number,
  ctx: CatalogContext,
): Promise<BundlePart[]> {
  const items = await db
    .select({
      variantId: productBundleItems.variantId,
      quantity: productBundleItems.quantity,
      variantCode: productVariants.code,
      productId: products.id,
      productCode: products.code,
      enabled: products.enabled,
      onlySellInBundle: products.onlySellInBundle,
      inChannel: productChannels.channelId,
    })
    .from(productBundleItems)
    .innerJoin(productVariants, eq(productVariants.id, productBundleItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(
      productChannels,
      and(eq(productChannels.productId, products.id), eq(productChannels.channelId, ctx.channelId)),
    )
    .where(eq(productBundleItems.bundleProductId, bundleProductId))
    .orderBy(asc(productBundleItems.id));
  if (items.length === 0) return [];
  const productIds = [...new Set(items.map((item) => item.productId))];
  const [texts, variantNames, images] = await Promise.all([
    loadProductTexts(db, productIds, ctx.localePreference),
    db
      .select({
        variantId: productVariantTranslations.variantId,
        locale: productVariantTranslations.locale,
        name: productVariantTranslations.name,
      })
      .from(productVariantTranslations)
      .where(
        inArray(
          productVariantTranslations.variantId,
          items.map((item) => item.variantId),
        ),
      ),
    db
      .select({ productId: productImages.productId, path: productImages.path })
      .from(productImages)
      .where(inArray(productImages.productId, productIds))
      .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id)),
  ]);
  const namesByVariant = groupBy(variantNames, (row) => row.variantId);
  const firstImage = new Map<number, string>();
  for (const image of images)
    if (!firstImage.has(image.productId)) firstImage.set(image.productId, image.path);

  return items.flatMap((item): BundlePart[] => {
    const text = texts.get(item.productId);
    if (!text) return [];
    return [
      {
        quantity: item.quantity,
        variantCode: item.variantCode,
        variantName:
          pickTranslation(namesByVariant.get(item.variantId) ?? [], ctx.localePreference)?.name ?? text.name,
        product: {
          id: item.productId,
          code: item.productCode,
          slug: text.slug,
          name: text.name,
          image: firstImage.get(item.productId) ?? null,
          onlySellInBundle: item.onlySellInBundle || !item.enabled || item.inChannel === null,
        },
      },
    ];
  });
}
