import type { AttributeValue, VariantPrices } from '@shop/contracts';

/** Spec section 3: an attribute value whose value is "true" shows its name, otherwise its value. */
export function badgeText(badge: Pick<AttributeValue, 'name' | 'value'>): string {
  return badge.value === 'true' || badge.value === '' ? badge.name : badge.value;
}

/** Attribute-value badges of a card, split by where they sit: on the image (TOP, NEW) or under it (brand). */
export function cardBadges<
  Badge extends Pick<AttributeValue, 'showInProductList' | 'showInProductListOnImage'>,
>(product: {
  badges: Badge[];
}): {
  onImage: Badge[];
  inList: Badge[];
} {
  return {
    onImage: product.badges.filter((badge) => badge.showInProductListOnImage),
    inList: product.badges.filter((badge) => badge.showInProductList && !badge.showInProductListOnImage),
  };
}

/** The price a card shows and the crossed-out original price when the product is discounted. */
export function cardPrice(product: {
  defaultVariant: { prices: Pick<VariantPrices, 'price' | 'originalPrices'> } | null;
}): {
  price: number;
  originalPrice: number | null;
} | null {
  const prices = product.defaultVariant?.prices;
  if (!prices) return null;
  const original = prices.originalPrices[0];
  return {
    price: prices.price,
    originalPrice: original !== undefined && original > prices.price ? original : null,
  };
}
