import { describe, expect, it } from 'vitest';
import {
  parseRecentlyViewed,
  readRecentlyViewed,
  recentlyViewedToShow,
  recommendedViewedCount,
  recordRecentlyViewed,
  RECENTLY_VIEWED_CAP,
  rememberViewed,
} from './recently-viewed.ts';
import { STORAGE_RECENTLY_VIEWED_PRODUCTS } from './storage-keys.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('rememberViewed', () => {
  it('puts the newest first and keeps each product once', () => {
    expect(rememberViewed(['A', 'B', 'C'], 'B')).toEqual(['B', 'A', 'C']);
    expect(rememberViewed([], 'A')).toEqual(['A']);
  });

  it('drops the oldest beyond the cap', () => {
    const full = Array.from({ length: RECENTLY_VIEWED_CAP }, (_, index) => `P${index}`);
    const next = rememberViewed(full, 'NEW');
    expect(next).toHaveLength(RECENTLY_VIEWED_CAP);
    expect(next[0]).toBe('NEW');
    expect(next).not.toContain(`P${RECENTLY_VIEWED_CAP - 1}`);
  });
});

describe('recentlyViewedToShow', () => {
  it('leaves out the product on screen and products in the cart', () => {
    expect(recentlyViewedToShow(['A', 'B', 'C', 'D'], { currentCode: 'B', cartCodes: ['D'] })).toEqual([
      'A',
      'C',
    ]);
    expect(recentlyViewedToShow(['A', 'B'])).toEqual(['A', 'B']);
  });
});

describe('recommendedViewedCount', () => {
  it('is 4 minus the recommendations, clamped to 0..2 (spec section 9)', () => {
    expect(recommendedViewedCount(0)).toBe(2);
    expect(recommendedViewedCount(1)).toBe(2);
    expect(recommendedViewedCount(2)).toBe(2);
    expect(recommendedViewedCount(3)).toBe(1);
    expect(recommendedViewedCount(4)).toBe(0);
    expect(recommendedViewedCount(10)).toBe(0);
  });
});

describe('stored list', () => {
  it('survives bad stored values as an empty or cleaned list', () => {
    expect(parseRecentlyViewed(null)).toEqual([]);
    expect(parseRecentlyViewed('{not json')).toEqual([]);
    expect(parseRecentlyViewed('{"a":1}')).toEqual([]);
    expect(parseRecentlyViewed('["A", 3, "", "A", "B"]')).toEqual(['A', 'B']);
  });

  it('records a view and answers the list as it was before it', () => {
    const storage = memoryStorage({ [STORAGE_RECENTLY_VIEWED_PRODUCTS]: '["A","B"]' });
    expect(recordRecentlyViewed(storage, 'B')).toEqual(['A', 'B']);
    expect(readRecentlyViewed(storage)).toEqual(['B', 'A']);
  });

  it('works when storage refuses to be used', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(recordRecentlyViewed(broken, 'A')).toEqual([]);
  });
});
