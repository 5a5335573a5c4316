import { describe, expect, it } from 'vitest';
import { STORAGE_WISHLIST_PRODUCTS } from './storage-keys.ts';
import {
  LOCAL_WISHLIST_CAP,
  addCode,
  mergeBody,
  parseWishlist,
  readLocalWishlist,
  refusedIndexes,
  removeCode,
  writeLocalWishlist,
} from './wishlist.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the local wishlist', () => {
  it('adds new products at the front, each once, and removes them', () => {
    const one = addCode([], 'TOY');
    const two = addCode(one, 'BOOK');
    expect(two).toEqual(['BOOK', 'TOY']);
    expect(addCode(two, 'TOY')).toEqual(['BOOK', 'TOY']);
    expect(removeCode(two, 'BOOK')).toEqual(['TOY']);
    expect(removeCode(two, 'NOPE')).toEqual(['BOOK', 'TOY']);
  });

  it('keeps at most the cap, dropping the oldest', () => {
    const full = Array.from({ length: LOCAL_WISHLIST_CAP }, (_, i) => `P${i}`);
    const next = addCode(full, 'NEW');
    expect(next).toHaveLength(LOCAL_WISHLIST_CAP);
    expect(next[0]).toBe('NEW');
    expect(next).not.toContain(`P${LOCAL_WISHLIST_CAP - 1}`);
  });

  it('reads only clean lists back from storage', () => {
    expect(parseWishlist(null)).toEqual([]);
    expect(parseWishlist('not json')).toEqual([]);
    expect(parseWishlist('{"a":1}')).toEqual([]);
    expect(parseWishlist('["A", 3, "", "B", "A"]')).toEqual(['A', 'B']);
  });

  it('stores under the spec key and forgets the key when the list is emptied', () => {
    const storage = memoryStorage();
    writeLocalWishlist(storage, ['BOOK', 'TOY']);
    expect(storage.items.get(STORAGE_WISHLIST_PRODUCTS)).toBe('["BOOK","TOY"]');
    expect(readLocalWishlist(storage)).toEqual(['BOOK', 'TOY']);
    writeLocalWishlist(storage, []);
    expect(storage.items.has(STORAGE_WISHLIST_PRODUCTS)).toBe(false);
  });

  it('survives blocked storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readLocalWishlist(blocked)).toEqual([]);
    expect(() => writeLocalWishlist(blocked, ['TOY'])).not.toThrow();
  });
});

describe('merging the local wishlist at sign-in', () => {
  it('sends the oldest first, so the newest ends up first on the server', () => {
    expect(mergeBody(['NEWEST', 'OLDER', 'OLDEST'])).toEqual({
      products: [{ productCode: 'OLDEST' }, { productCode: 'OLDER' }, { productCode: 'NEWEST' }],
    });
  });

  it('finds the products the API refused, by index', () => {
    const refused = refusedIndexes([
      { propertyPath: 'products[2].productCode' },
      { propertyPath: 'products[0].productVariantCode' },
      { propertyPath: '' },
    ]);
    expect([...refused].sort()).toEqual([0, 2]);
  });
});
