import type { CartLineKind } from '@shop/contracts/constants';

/** What an ordered line can refund: the goods a shopper can send back. */
export interface RefundableLine {
  id: number;
  kind: CartLineKind;
  quantity: number;
  /** unitPrice x quantity (minor units), after catalogue discounts. */
  total: number;
}

/**
 * Only catalogue goods go back: not gift cards (money, not goods), not the gift wrapping service, not the
 * free gifts of a promotion.
 */
export function isReturnableLine(line: Pick<RefundableLine, 'kind' | 'total'>): boolean {
  return line.kind === 'product' && line.total > 0;
}

/**
 * What each returnable line paid: its total less its share of the order's discounts (cart promotions and
 * redeemed loyalty points), shared in proportion to the totals of the lines the discounts applied to
 * (everything but gift cards). Rounding leftovers go to the largest line, so the shares add up exactly.
 */
export function paidLineTotals(
  lines: readonly RefundableLine[],
  order: { promotionTotal: number; loyaltyDiscount: number },
): Map<number, number> {
  const discountable = lines.filter((line) => line.kind !== 'gift_card');
  const base = discountable.reduce((sum, line) => sum + line.total, 0);
  const discount = Math.min(base, Math.max(0, order.promotionTotal) + Math.max(0, order.loyaltyDiscount));
  const shares = new Map<number, number>();
  if (base === 0) return shares;
  let given = 0;
  for (const line of discountable) {
    const share = Math.floor((line.total * discount) / base);
    shares.set(line.id, share);
    given += share;
  }
  const largest = [...discountable].sort((a, b) => b.total - a.total || a.id - b.id)[0];
  if (largest) shares.set(largest.id, (shares.get(largest.id) ?? 0) + discount - given);
  const paid = new Map<number, number>();
  for (const line of lines) {
    if (isReturnableLine(line)) paid.set(line.id, line.total - (shares.get(line.id) ?? 0));
  }
  return paid;
}

/** What `quantity` of a line's units refund, given what the whole line paid. */
export function refundFor(linePaid: number, lineQuantity: number, quantity: number): number {
  if (quantity >= lineQuantity) return linePaid;
  return Math.floor((linePaid * quantity) / lineQuantity);
}
