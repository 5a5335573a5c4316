import { VAT_RATE_PERCENT } from '@shop/contracts/constants';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orders } from '../../db/schema/index.ts';
import { isLineAvailable, loadCartLines, type CartLine } from './cart-lines.ts';

/** VAT included in a gross amount (minor units, rounded half up). */
export function includedTax(gross: number, ratePercent = VAT_RATE_PERCENT): number {
  return Math.round((gross * ratePercent) / (100 + ratePercent));
}

export interface PricedLine {
  id: number;
  unitPrice: number;
  originalUnitPrice: number | null;
  total: number;
}

/**
 * A cart line at the channel's current price: a line that cannot be bought now (disabled, no price, not
 * enough stock) keeps its last unit price for display and counts 0 towards the totals.
 */
export function priceLine(line: CartLine): PricedLine {
  const unitPrice = line.price ?? line.unitPrice;
  const original = line.price === null ? line.originalUnitPrice : line.originalPrice;
  return {
    id: line.id,
    unitPrice,
    originalUnitPrice: original !== null && original > unitPrice ? original : null,
    total: isLineAvailable(line) ? unitPrice * line.quantity : 0,
  };
}

/**
 * Sylius's order processor for a cart: re-prices every line from the channel's prices and stock and
 * writes the order's totals. Runs in the caller's transaction after every cart change.
 */
export async function recalculateCart(db: Database, orderId: number, channelId: number): Promise<void> {
  const lines = (await loadCartLines(db, orderId, channelId)).map(priceLine);
  if (lines.length > 0) {
    const values = sql.join(
      lines.map(
        (line) =>
          sql`(${line.id}::int, ${line.unitPrice}::int, ${line.originalUnitPrice}::int, ${line.total}::int)`,
      ),
      sql`, `,
    );
    await db.execute(sql`UPDATE order_items SET unit_price = priced.unit_price,
        original_unit_price = priced.original_unit_price, total = priced.total
      FROM (VALUES ${values}) AS priced(id, unit_price, original_unit_price, total)
      WHERE order_items.id = priced.id`);
  }
  const itemsTotal = lines.reduce((sum, line) => sum + line.total, 0);
  const total = itemsTotal;
  await db
    .update(orders)
    .set({ itemsTotal, total, taxTotal: includedTax(total), updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}
