import type { ProductListItem } from '@shop/contracts';
import type { Database } from '../../db/database.ts';
import { loadProductAttributeValues } from './attribute-values.ts';
import type { CatalogContext } from './catalog-context.ts';
import { discountPercentage } from './prices.ts';
import {
  describeGallery,
  loadProductGalleries,
  loadProductTexts,
  loadVisibleProducts,
  type ProductRow,
} from './product-rows.ts';
import {
  isPromotionRunning,
  loadScheduledPromotionBadges,
  toPromotionBadge,
  type ScheduledPromotionBadge,
} from './promotion-badges.ts';
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
 * A card as the search read model stores it: every enabled promotion of the product with its period in
 * place of the running ones, so that it stays right as promotions start and end (see cardFromSnapshot).
 */
export type ProductCardSnapshot = Omit<ProductListItem, 'promotionBadges'> & {
  promotions: ScheduledPromotionBadge[];
};

/** The card shown at `now` from a stored snapshot: only the promotions running then. */
export function cardFromSnapshot({ promotions, ...card }: ProductCardSnapshot, now: Date): ProductListItem {
  return {
    ...card,
    promotionBadges: promotions
      .filter((promotion) => isPromotionRunning(promotion, now))
      .map(toPromotionBadge),
  };
}

/**
 * Card snapshots of products in the order of `productIds` (see loadProductListItems for which are
 * skipped). A fixed number of set-based queries, whatever the count.
 */
export async function loadProductCardSnapshots(
  db: Database,
  productIds: readonly number[],
  ctx: Omit<CatalogContext, 'now'>,
): Promise<ProductCardSnapshot[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const { channelId, localePreference } = ctx;
  const [visible, texts, images, variants, badges, promotions] = await Promise.all([
    loadVisibleProducts(db, ids, channelId),
    loadProductTexts(db, ids, localePreference),
    loadProductGalleries(db, ids, CARD_IMAGE_COUNT),
    loadSellableVariants(db, ids, channelId),
    loadProductAttributeValues(db, ids, localePreference, { badgesOnly: true }),
    loadScheduledPromotionBadges(db, ids, channelId, localePreference),
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

  return shown.map(({ product, text }): ProductCardSnapshot => {
    const productVariants = variants.get(product.id) ?? [];
    const mainTaxon = product.mainTaxonId === null ? undefined : mainTaxons.get(product.mainTaxonId);
    return {
      id: product.id,
      code: product.code,
      slug: text.slug,
      name: text.name,
      shortDescription: text.shortDescription,
      images: describeGallery(images.get(product.id), text),
      isBundle: product.isBundle,
      onlySellInBundle: product.onlySellInBundle,
      requiresLogin: product.requiresLogin,
      inStock: isProductInStock(product, productVariants),
      defaultVariant: defaultVariants.get(product.id) ?? null,
      variantCount: productVariants.length,
      discountPercentage: maxDiscountPercentage(productVariants),
      badges: badges.get(product.id) ?? [],
      promotions: promotions.get(product.id) ?? [],
      averageRating: product.averageRating,
      reviewCount: product.reviewCount,
      mainTaxon: mainTaxon ? toTaxonSummary(mainTaxon) : null,
      createdAt: product.createdAt.toISOString(),
    };
  });
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
  const snapshots = await loadProductCardSnapshots(db, productIds, ctx);
  const now = ctx.now ?? new Date();
  return snapshots.map((snapshot) => cardFromSnapshot(snapshot, now));
}
