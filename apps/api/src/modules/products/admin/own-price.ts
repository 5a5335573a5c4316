/**
 * The shop's own price of a channel pricing: what the editor shows and changes, imports compare and
 * exports write. While a sale applies, `price`/`originalPrice` hold the sale's and the own price is kept
 * in `basePrice`/`baseOriginalPrice` (docs/adr/0057-catalogue-promotions.md).
 */
export function ownPrice(row: {
  price: number;
  originalPrice: number | null;
  basePrice: number | null;
  baseOriginalPrice: number | null;
}): { price: number; originalPrice: number | null } {
  return row.basePrice === null
    ? { price: row.price, originalPrice: row.originalPrice }
    : { price: row.basePrice, originalPrice: row.baseOriginalPrice };
}
