import { describe, expect, it } from 'vitest';
import { readQuantity } from './cart-line.tsx';

describe('the cart quantity field', () => {
  it('reads whole numbers as typed', () => {
    expect(readQuantity('2')).toBe(2);
    expect(readQuantity(' 12 ')).toBe(12);
  });

  it('rounds a decimal quantity instead of running its digits together', () => {
    expect(readQuantity('2.5')).toBe(3);
    expect(readQuantity('2,4')).toBe(2);
    expect(readQuantity('2.')).toBe(2);
  });

  it('refuses what is not a number', () => {
    for (const text of ['', '.', '2.5.1', 'abc', '-1']) expect(readQuantity(text)).toBeNull();
  });
});
