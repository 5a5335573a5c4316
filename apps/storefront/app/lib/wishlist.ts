import { STORAGE_WISHLIST_PRODUCTS } from './storage-keys.ts';

/**
 * The wishlist rules both kinds of shopper share (spec sections 3 and 4): product codes, newest first,
 * each once. Guests keep the list in localStorage; signed-in shoppers on the server, where the local list
 * is merged once after sign-in and then cleared.
 */

/** How many codes the browser keeps for a guest (the API keeps 200 per customer, WISHLIST_LIMIT). */
export const LOCAL_WISHLIST_CAP = 100;

/** Adds a code at the front; a code already listed stays where it is. */
export function addCode(codes: readonly string[], code: string, cap: number = LOCAL_WISHLIST_CAP): string[] {
  return codes.includes(code) ? [...codes] : [code, ...codes].slice(0, cap);
}

export function removeCode(codes: readonly string[], code: string): string[] {
  return codes.filter((existing) => existing !== code);
}

/** Stored JSON back to a clean list: anything that is not a list of non-empty strings is ignored. */
export function parseWishlist(raw: string | null | undefined): string[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const codes = parsed.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  return [...new Set(codes)].slice(0, LOCAL_WISHLIST_CAP);
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readLocalWishlist(storage: KeyValueStorage): string[] {
  try {
    return parseWishlist(storage.getItem(STORAGE_WISHLIST_PRODUCTS));
  } catch {
    // Storage can be disabled (private mode): the guest's list then lives only as long as the page.
    return [];
  }
}

export function writeLocalWishlist(storage: KeyValueStorage, codes: readonly string[]): void {
  try {
    if (codes.length === 0) storage.removeItem(STORAGE_WISHLIST_PRODUCTS);
    else storage.setItem(STORAGE_WISHLIST_PRODUCTS, JSON.stringify(codes.slice(0, LOCAL_WISHLIST_CAP)));
  } catch {
    // Quota or disabled storage: the page works without remembering.
  }
}

/**
 * The body of POST /wishlists that merges a guest's list into the customer's, oldest first so that the
 * newest ends up first on the server too.
 */
export function mergeBody(localCodes: readonly string[]): { products: { productCode: string }[] } {
  return { products: [...localCodes].reverse().map((productCode) => ({ productCode })) };
}

/**
 * Which products of a merge the API refused (422 violations `products[i].productCode`): the shopper's
 * old list may hold products that were disabled since; they are dropped and the rest merged.
 */
export function refusedIndexes(violations: readonly { propertyPath: string }[]): Set<number> {
  const refused = new Set<number>();
  for (const { propertyPath } of violations) {
    const match = /^products\[(\d+)\]/.exec(propertyPath);
    if (match) refused.add(Number(match[1]));
  }
  return refused;
}
