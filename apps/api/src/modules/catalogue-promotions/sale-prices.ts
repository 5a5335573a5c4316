/**
 * The arithmetic of a sale (docs/adr/0057-catalogue-promotions.md), kept free of the database so the
 * applier and its tests share it: which of the sales running for a variant apply, and the price they give.
 */

export interface SaleAction {
  id: number;
  discountType: 'percentage' | 'fixed';
  /** 1-99 for "percentage". */
  discountPercent: number | null;
  /** Minor units for "fixed". */
  discountAmount: number | null;
  priority: number;
  exclusive: boolean;
}

export interface OwnPrice {
  price: number;
  originalPrice: number | null;
}

export interface SalePrice {
  price: number;
  originalPrice: number | null;
  /** The own price kept while a sale applies (null when none does). */
  basePrice: number | null;
  baseOriginalPrice: number | null;
}

/** Higher priority first, then the older sale. */
function byPriority(a: SaleAction, b: SaleAction): number {
  return b.priority - a.priority || a.id - b.id;
}

/**
 * The sales that apply of those running for a variant: the exclusive one of the highest priority alone
 * when there is one, else all of them in priority order (they stack, each on the price the one before gave).
 */
export function applicableSales(running: readonly SaleAction[]): SaleAction[] {
  const ordered = [...running].sort(byPriority);
  const exclusive = ordered.find((sale) => sale.exclusive);
  return exclusive ? [exclusive] : ordered;
}

/** `amount * percent / 100` rounded to the cent, half up (amounts are non-negative minor units). */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent + 50) / 100);
}

/** One sale's price from the price before it: never below zero. */
export function discounted(price: number, sale: SaleAction): number {
  if (sale.discountType === 'percentage') return price - percentOf(price, sale.discountPercent ?? 0);
  return Math.max(0, price - (sale.discountAmount ?? 0));
}

/**
 * What a variant's channel pricing holds given its own price and the sales running for it. With a sale:
 * the discounted price, crossed out against the own crossed-out price when that is higher than the own
 * price (a product already marked down keeps its "was" price), else against the own price. Without one,
 * or when the sales would not lower the price: the own price as it is.
 */
export function salePrice(own: OwnPrice, running: readonly SaleAction[]): SalePrice {
  const sales = applicableSales(running);
  const price = sales.reduce(discounted, own.price);
  if (sales.length === 0 || price >= own.price) {
    return { price: own.price, originalPrice: own.originalPrice, basePrice: null, baseOriginalPrice: null };
  }
  const crossedOut =
    own.originalPrice !== null && own.originalPrice > own.price ? own.originalPrice : own.price;
  return {
    price,
    originalPrice: crossedOut,
    basePrice: own.price,
    baseOriginalPrice: own.originalPrice,
  };
}
