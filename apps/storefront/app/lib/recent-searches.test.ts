import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  createRecentSearchStore,
  parseRecentSearches,
  RECENT_SEARCHES_MAX,
} from './recent-searches.ts';
import { STORAGE_RECENT_SEARCH_QUERIES } from './storage-keys.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('addRecentSearch', () => {
  it('puts the trimmed query first', () => {
    expect(addRecentSearch(['lova'], '  vežimėlis ')).toEqual(['vežimėlis', 'lova']);
  });

  it('ignores empty and blank queries', () => {
    expect(addRecentSearch(['lova'], '')).toEqual(['lova']);
    expect(addRecentSearch(['lova'], '   ')).toEqual(['lova']);
  });

  it('moves a repeated query to the top instead of listing it twice, whatever its case', () => {
    expect(addRecentSearch(['lova', 'Vežimėlis', 'kėdutė'], 'vežimėlis')).toEqual([
      'vežimėlis',
      'lova',
      'kėdutė',
    ]);
  });

  it(`keeps the newest ${RECENT_SEARCHES_MAX}`, () => {
    const list = ['a1', 'a2', 'a3', 'a4', 'a5'];
    expect(addRecentSearch(list, 'naujas')).toEqual(['naujas', 'a1', 'a2', 'a3', 'a4']);
  });
});

describe('parseRecentSearches', () => {
  it('survives whatever is stored: bad JSON, other shapes, other types', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('{nope')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('"lova"')).toEqual([]);
    expect(parseRecentSearches('[1, null, " lova ", "", "Lova", "kėdutė"]')).toEqual(['lova', 'kėdutė']);
  });

  it('caps a list stored by an older version', () => {
    expect(parseRecentSearches(JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f', 'g']))).toHaveLength(
      RECENT_SEARCHES_MAX,
    );
  });
});

describe('createRecentSearchStore', () => {
  it('saves under the recent search queries key, so the list survives a reload', () => {
    const storage = memoryStorage();
    createRecentSearchStore(storage).add('vežimėlis');
    createRecentSearchStore(storage).add('lova');
    expect(JSON.parse(storage.values.get(STORAGE_RECENT_SEARCH_QUERIES) ?? '')).toEqual([
      'lova',
      'vežimėlis',
    ]);
    expect(createRecentSearchStore(storage).read()).toEqual(['lova', 'vežimėlis']);
  });

  it('clears the list', () => {
    const storage = memoryStorage({ [STORAGE_RECENT_SEARCH_QUERIES]: '["lova"]' });
    const store = createRecentSearchStore(storage);
    store.clear();
    expect(store.read()).toEqual([]);
    expect(storage.values.has(STORAGE_RECENT_SEARCH_QUERIES)).toBe(false);
  });

  it('starts over from corrupt storage and still answers when storage throws', () => {
    const corrupt = memoryStorage({ [STORAGE_RECENT_SEARCH_QUERIES]: 'not json' });
    expect(createRecentSearchStore(corrupt).add('lova')).toEqual(['lova']);

    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createRecentSearchStore(broken);
    expect(store.read()).toEqual([]);
    expect(store.add('lova')).toEqual(['lova']);
    expect(() => store.clear()).not.toThrow();
  });

  it('works without any storage (server rendering)', () => {
    const store = createRecentSearchStore(null);
    expect(store.read()).toEqual([]);
    expect(store.add('lova')).toEqual(['lova']);
  });
});
