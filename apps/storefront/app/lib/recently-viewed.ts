import { RECOMMENDED_VIEWED_BASE, RECOMMENDED_VIEWED_MAX } from './constants.ts';
import { STORAGE_RECENTLY_VIEWED_PRODUCTS } from './storage-keys.ts';

/**
 * Recently viewed products (spec sections 3, 5 and 9): product codes kept in the shopper's browser, newest
 * first, each code once. The pure rules are separate from the storage so the cart drawer can reuse them.
 */

/** How many product codes the browser keeps; older ones fall off. */
export const RECENTLY_VIEWED_CAP = 12;

/** Adds a viewed product at the front, dropping its earlier entry and anything beyond the cap. */
export function rememberViewed(
  codes: readonly string[],
  code: string,
  cap: number = RECENTLY_VIEWED_CAP,
): string[] {
  return [code, ...codes.filter((existing) => existing !== code)].slice(0, cap);
}

/**
 * The codes to show beside a page: without the product being viewed and without products already in the
 * cart (spec section 5: the recommended-viewed list excludes items in the cart).
 */
export function recentlyViewedToShow(
  codes: readonly string[],
  exclude: { currentCode?: string | null; cartCodes?: readonly string[] } = {},
): string[] {
  const excluded = new Set(exclude.cartCodes ?? []);
  if (exclude.currentCode) excluded.add(exclude.currentCode);
  return codes.filter((code) => !excluded.has(code));
}

/** Spec section 9: recently viewed items shown beside recommendations = 4 minus recommended, clamped to 0..2. */
export function recommendedViewedCount(recommendationsCount: number): number {
  return Math.min(RECOMMENDED_VIEWED_MAX, Math.max(0, RECOMMENDED_VIEWED_BASE - recommendationsCount));
}

/** Stored JSON back to a clean list: anything that is not a list of non-empty strings is ignored. */
export function parseRecentlyViewed(raw: string | null | undefined): string[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const codes = parsed.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  return [...new Set(codes)].slice(0, RECENTLY_VIEWED_CAP);
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readRecentlyViewed(storage: KeyValueStorage): string[] {
  try {
    return parseRecentlyViewed(storage.getItem(STORAGE_RECENTLY_VIEWED_PRODUCTS));
  } catch {
    // Storage can be disabled (private mode, blocked cookies): the list is then simply empty.
    return [];
  }
}

/** Records a product view and returns the list as it was before, for showing. */
export function recordRecentlyViewed(storage: KeyValueStorage, code: string): string[] {
  const before = readRecentlyViewed(storage);
  try {
    storage.setItem(STORAGE_RECENTLY_VIEWED_PRODUCTS, JSON.stringify(rememberViewed(before, code)));
  } catch {
    // Quota or disabled storage: the page works without remembering.
  }
  return before;
}
