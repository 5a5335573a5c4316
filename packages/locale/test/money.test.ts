import { describe, expect, it } from 'vitest';
import { discountPercentage, formatMoney, minorToMajor } from '../src/index.ts';

describe('money', () => {
  it('divides minor units by 100', () => {
    expect(minorToMajor(1999)).toBe(19.99);
  });

  it('formats euros the way each locale writes them', () => {
    expect(formatMoney(123456, 'EUR', 'lt').replace(/\s/g, ' ')).toBe('1 234,56 €');
    expect(formatMoney(123456, 'EUR', 'en')).toBe('€1,234.56');
  });

  it('rounds the discount badge percentage and never goes negative', () => {
    expect(discountPercentage(7500, 10000)).toBe(25);
    expect(discountPercentage(6667, 10000)).toBe(33);
    expect(discountPercentage(10000, 9000)).toBe(0);
    expect(discountPercentage(10000, null)).toBe(0);
  });
});
