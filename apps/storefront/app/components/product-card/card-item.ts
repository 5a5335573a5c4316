import type { AttributeValue, ProductListItem, PromotionBadge, VariantPrices } from '@shop/contracts';

/** An attribute-value badge as a card shows it (on the image, or under it as a link to its page). */
export type CardBadge = Pick<
  AttributeValue,
  | 'id'
  | 'slug'
  | 'name'
  | 'value'
  | 'color'
  | 'backgroundColor'
  | 'image'
  | 'showInProductList'
  | 'showInProductListOnImage'
> & { attribute: Pick<AttributeValue['attribute'], 'slug' | 'name'> };

/**
 * A product as a card reads it (ProductCard): the API's list item without what no card renders (short
 * description, codes and stock of the variant, option values, main category, dates...). Listing pages map
 * their products to it on the server, so a page of 48 cards carries less loader data (issue 21, ADR 0048).
 * The API's ProductListItem has all of it, so cards also take list items as they are.
 */
export interface ProductCardItem {
  id: number;
  code: string;
  slug: string;
  name: string;
  /** The main picture only. */
  images: { path: string }[];
  onlySellInBundle: boolean;
  inStock: boolean;
  discountPercentage: number;
  badges: CardBadge[];
  promotionBadges: PromotionBadge[];
  averageRating: number;
  reviewCount: number;
  defaultVariant: { prices: Pick<VariantPrices, 'price' | 'originalPrices'> } | null;
}

function cardBadge(badge: AttributeValue): CardBadge {
  const {
    id,
    slug,
    name,
    value,
    color,
    backgroundColor,
    image,
    showInProductList,
    showInProductListOnImage,
  } = badge;
  return {
    id,
    slug,
    name,
    value,
    color,
    backgroundColor,
    image,
    showInProductList,
    showInProductListOnImage,
    attribute: { slug: badge.attribute.slug, name: badge.attribute.name },
  };
}

/** The fields of a list item that its card renders. */
export function productCardItem(product: ProductListItem): ProductCardItem {
  const main = product.images[0];
  const prices = product.defaultVariant?.prices;
  return {
    id: product.id,
    code: product.code,
    slug: product.slug,
    name: product.name,
    images: main ? [{ path: main.path }] : [],
    onlySellInBundle: product.onlySellInBundle,
    inStock: product.inStock,
    discountPercentage: product.discountPercentage,
    badges: product.badges
      .filter((badge) => badge.showInProductList || badge.showInProductListOnImage)
      .map(cardBadge),
    promotionBadges: product.promotionBadges,
    averageRating: product.averageRating,
    reviewCount: product.reviewCount,
    defaultVariant: prices
      ? { prices: { price: prices.price, originalPrices: prices.originalPrices } }
      : null,
  };
}
