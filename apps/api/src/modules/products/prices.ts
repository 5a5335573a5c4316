import type { VariantPrices } from '@shop/contracts';

/**
 * Whole-number discount of a price against its crossed-out original, 0 when there is none. Rounded to
 * the nearest percent like SQL's round((original - price) * 100.0 / original), so cards, the product page
 * and the search read model agree.
 */
export function discountPercentage(price: number, originalPrice: number | null): number {
  if (originalPrice === null || originalPrice <= price || originalPrice <= 0) return 0;
  return Math.round(((originalPrice - price) * 100) / originalPrice);
}

/** A variant's channel price in the contract shape; an original price not above the price is no discount. */
export function variantPrices(price: number, originalPrice: number | null): VariantPrices {
  const discount = discountPercentage(price, originalPrice);
  return discount > 0 && originalPrice !== null
    ? { price, originalPrices: [originalPrice], discountPercentages: [discount] }
    : { price, originalPrices: [], discountPercentages: [] };
}
