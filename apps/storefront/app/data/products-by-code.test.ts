import { describe, expect, it } from 'vitest';
import { orderByCodes, requestedCodes } from './products-by-code.ts';

describe('requestedCodes', () => {
  it('reads every code parameter, trimmed, without empties and repeats', () => {
    expect(requestedCodes(new URLSearchParams('code=B&code=%20A%20&code=&code=B'))).toEqual(['B', 'A']);
  });
});

describe('orderByCodes', () => {
  it('orders products as asked and leaves out the ones the API did not return', () => {
    const products = [{ code: 'A' }, { code: 'C' }, { code: 'B' }];
    expect(orderByCodes(products, ['B', 'X', 'A']).map((product) => product.code)).toEqual(['B', 'A']);
  });
});
