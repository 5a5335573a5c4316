import { describe, expect, it } from 'vitest';
import { isReturnableLine, paidLineTotals, refundFor } from '../src/modules/returns/return-amounts.ts';

describe('what returned goods refund', () => {
  it('returns only catalogue goods: not gift cards, gift wrapping or free gifts', () => {
    expect(isReturnableLine({ kind: 'product', total: 100 })).toBe(true);
    expect(isReturnableLine({ kind: 'gift_card', total: 2000 })).toBe(false);
    expect(isReturnableLine({ kind: 'gift_wrapping', total: 300 })).toBe(false);
    expect(isReturnableLine({ kind: 'gift', total: 0 })).toBe(false);
  });

  it('shares cart discounts and redeemed points over the goods, exactly, and not over gift cards', () => {
    const lines = [
      { id: 1, kind: 'product' as const, quantity: 2, total: 10_000 },
      { id: 2, kind: 'product' as const, quantity: 1, total: 3_333 },
      { id: 3, kind: 'gift_wrapping' as const, quantity: 1, total: 300 },
      { id: 4, kind: 'gift_card' as const, quantity: 1, total: 5_000 },
    ];
    const paid = paidLineTotals(lines, { promotionTotal: 1_000, loyaltyDiscount: 500 });
    // 1 500 off 13 633 of discountable lines (the wrapping's share is not refunded).
    expect([...paid.keys()]).toEqual([1, 2]);
    const wrappingShare = Math.floor((300 * 1_500) / 13_633);
    const pramShare = 1_500 - Math.floor((3_333 * 1_500) / 13_633) - wrappingShare;
    expect(paid.get(1)).toBe(10_000 - pramShare);
    expect(paid.get(2)).toBe(3_333 - Math.floor((3_333 * 1_500) / 13_633));
    expect(paid.get(1)! + paid.get(2)! + (300 - wrappingShare)).toBe(13_633 - 1_500);
  });

  it('never takes off more than the goods cost, and pays no discount share without discounts', () => {
    const lines = [{ id: 1, kind: 'product' as const, quantity: 1, total: 1_000 }];
    expect(paidLineTotals(lines, { promotionTotal: 5_000, loyaltyDiscount: 0 }).get(1)).toBe(0);
    expect(paidLineTotals(lines, { promotionTotal: 0, loyaltyDiscount: 0 }).get(1)).toBe(1_000);
  });

  it('refunds part of a line in proportion, rounded down, and the whole line exactly', () => {
    expect(refundFor(1_000, 3, 1)).toBe(333);
    expect(refundFor(1_000, 3, 2)).toBe(666);
    expect(refundFor(1_000, 3, 3)).toBe(1_000);
  });
});
