import type { ProductListItem } from '@shop/contracts';
import type { Database } from '../../db/database.ts';
import { loadProductAttributeValues } from './attribute-values.ts';
import type { CatalogContext } from './catalog-context.ts';
import { discountPercentage } from './prices.ts';
import { loadProductImages, loadProductTexts, loadVisibleProducts, type ProductRow } from './product-rows.ts';
import { loadPromotionBadges } from './promotion-badges.ts';
import { loadTaxonSummaries, toTaxonSummary } from './taxon-summaries.ts';
import {
  describeVariants,
  isVariantInStock,
  loadSellableVariants,
  type SellableVariantRow,
} from './variants.ts';

/** Cards show the main image and the one revealed on hover. */
const CARD_IMAGE_COUNT = 2;

/**
 * Spec section 9: a product is in stock when any enabled variant is; a bundle by its own in-stock flag
 * (it is enabled, or it would not be shown at all).
 */
export function isProductInStock(
  product: Pick<ProductRow, 'isBundle' | 'bundleInStock' | 'enabled'>,
  variants: readonly SellableVariantRow[],
): boolean {
  if (product.isBundle) return product.bundleInStock && product.enabled;
  return variants.some(isVariantInStock);
}

/** Highest discount over the sellable variants, 0 when none is discounted. */
export function maxDiscountPercentage(variants: readonly SellableVariantRow[]): number {
  return variants.reduce(
    (best, variant) => Math.max(best, discountPercentage(variant.price, variant.originalPrice)),
    0,
  );
}

/**
 * Product cards for listings, search, recommendations and recently viewed, in the order of `productIds`.
 * Ids of products that are unknown, disabled, not in the channel or without any translation are skipped,
 * as are repeated ids after their first place. A fixed number of set-based queries, whatever the count.
 */
export async function loadProductListItems(
  db: Database,
  productIds: readonly number[],
  ctx: CatalogContext,
): Promise<ProductListItem[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const { channelId, localePreference } = ctx;
  const [visible, texts, images, variants, badges, promotionBadges] = await Promise.all([
    loadVisibleProducts(db, ids, channelId),
    loadProductTexts(db, ids, localePreference),
    loadProductImages(db, ids, CARD_IMAGE_COUNT),
    loadSellableVariants(db, ids, channelId),
    loadProductAttributeValues(db, ids, localePreference, { badgesOnly: true }),
    loadPromotionBadges(db, ids, channelId, localePreference, ctx.now),
  ]);
  const shown = ids.flatMap((id) => {
    const product = visible.get(id);
    const text = texts.get(id);
    return product && text ? [{ product, text }] : [];
  });
  const defaultVariantRows = shown.flatMap(({ product }) => variants.get(product.id)?.[0] ?? []);
  const mainTaxonIds = shown.flatMap(({ product }) => product.mainTaxonId ?? []);
  const [described, mainTaxons] = await Promise.all([
    describeVariants(db, defaultVariantRows, localePreference),
    loadTaxonSummaries(db, mainTaxonIds, localePreference),
  ]);
  const defaultVariants = new Map(
    defaultVariantRows.map((row, index) => [row.productId, described.variants[index] ?? null]),
  );

  return shown.map(({ product, text }): ProductListItem => {
    const productVariants = variants.get(product.id) ?? [];
    const mainTaxon = product.mainTaxonId === null ? undefined : mainTaxons.get(product.mainTaxonId);
    return {
      id: product.id,
      code: product.code,
      slug: text.slug,
      name: text.name,
      shortDescription: text.shortDescription,
      images: images.get(product.id) ?? [],
      isBundle: product.isBundle,
      onlySellInBundle: product.onlySellInBundle,
      requiresLogin: product.requiresLogin,
      inStock: isProductInStock(product, productVariants),
      defaultVariant: defaultVariants.get(product.id) ?? null,
      variantCount: productVariants.length,
      discountPercentage: maxDiscountPercentage(productVariants),
      badges: badges.get(product.id) ?? [],
      promotionBadges: promotionBadges.get(product.id) ?? [],
      averageRating: product.averageRating,
      reviewCount: product.reviewCount,
      mainTaxon: mainTaxon ? toTaxonSummary(mainTaxon) : null,
      createdAt: product.createdAt.toISOString(),
    };
  });
}
