import { describe, expect, it } from 'vitest';
import { variant } from './product-fixtures.ts';
import { LOW_STOCK_THRESHOLD, stockState, warehouseAvailability } from './stock-state.ts';

const single = { isBundle: false, inStock: true };

describe('stockState', () => {
  it('is in stock above the low-stock threshold and for untracked variants', () => {
    expect(stockState(single, variant({ stock: LOW_STOCK_THRESHOLD + 1 }))).toEqual({ kind: 'inStock' });
    expect(stockState(single, variant({ tracked: false, stock: null }))).toEqual({ kind: 'inStock' });
  });

  it('says how many are left for a tracked variant with 5 or fewer', () => {
    expect(stockState(single, variant({ stock: 5 }))).toEqual({ kind: 'low', count: 5 });
    expect(stockState(single, variant({ stock: 1 }))).toEqual({ kind: 'low', count: 1 });
  });

  it('is out of stock for a sold-out or disabled variant, or none at all', () => {
    expect(stockState(single, variant({ inStock: false, stock: 0 }))).toEqual({ kind: 'outOfStock' });
    expect(stockState(single, variant({ enabled: false }))).toEqual({ kind: 'outOfStock' });
    expect(stockState(single, null)).toEqual({ kind: 'outOfStock' });
  });

  it('judges a bundle by its own stock flag, whatever the variant says (spec section 9)', () => {
    expect(stockState({ isBundle: true, inStock: false }, variant({ stock: 50 }))).toEqual({
      kind: 'outOfStock',
    });
    expect(stockState({ isBundle: true, inStock: true }, variant({ inStock: false, stock: 0 }))).toEqual({
      kind: 'inStock',
    });
  });
});

describe('warehouseAvailability', () => {
  const stocks = [
    { variantCode: 'A', onHand: 3 },
    { variantCode: 'B', onHand: 0 },
  ];

  it('shows the pieces of the chosen variant in that warehouse', () => {
    expect(warehouseAvailability(stocks, { code: 'A', tracked: true })).toEqual({ kind: 'pieces', count: 3 });
  });

  it('is not available with none on hand or no entry', () => {
    expect(warehouseAvailability(stocks, { code: 'B', tracked: true })).toEqual({ kind: 'notAvailable' });
    expect(warehouseAvailability(stocks, { code: 'C', tracked: true })).toEqual({ kind: 'notAvailable' });
  });

  it('is in stock for untracked variants', () => {
    expect(warehouseAvailability([], { code: 'A', tracked: false })).toEqual({ kind: 'inStock' });
  });
});
