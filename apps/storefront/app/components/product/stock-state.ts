import type { ProductDetail, ProductVariant } from '@shop/contracts';

/** "Only N left" shows when a tracked variant has this many sellable units or fewer. */
export const LOW_STOCK_THRESHOLD = 5;

export type StockState = { kind: 'inStock' } | { kind: 'low'; count: number } | { kind: 'outOfStock' };

/**
 * The stock line of the buy box (spec section 9): a bundle is sellable by its own inStock flag; any other
 * product by the chosen variant, with a low-stock count when the variant is tracked.
 */
export function stockState(
  product: Pick<ProductDetail, 'isBundle' | 'inStock'>,
  variant: ProductVariant | null,
): StockState {
  if (product.isBundle) return product.inStock ? { kind: 'inStock' } : { kind: 'outOfStock' };
  if (!variant?.enabled || !variant.inStock) return { kind: 'outOfStock' };
  if (variant.tracked && variant.stock !== null && variant.stock <= LOW_STOCK_THRESHOLD) {
    return { kind: 'low', count: variant.stock };
  }
  return { kind: 'inStock' };
}

export type WarehouseAvailability =
  { kind: 'inStock' } | { kind: 'pieces'; count: number } | { kind: 'notAvailable' };

/**
 * One warehouse's line for the chosen variant: untracked variants are always available, tracked ones show
 * the units on hand there.
 */
export function warehouseAvailability(
  stocks: readonly { variantCode: string; onHand: number }[],
  variant: Pick<ProductVariant, 'code' | 'tracked'> | null,
): WarehouseAvailability {
  if (!variant) return { kind: 'notAvailable' };
  if (!variant.tracked) return { kind: 'inStock' };
  const onHand = stocks.find((stock) => stock.variantCode === variant.code)?.onHand ?? 0;
  return onHand > 0 ? { kind: 'pieces', count: onHand } : { kind: 'notAvailable' };
}
