import { STORAGE_RECENT_SEARCH_QUERIES } from './storage-keys.ts';

/** How many recent search queries the dropdown remembers (the spec gives no number). */
export const RECENT_SEARCHES_MAX = 5;

/**
 * The list after searching for `query` (spec section 5): trimmed, empty ignored, a repeated query moves to
 * the top instead of appearing twice, newest first, at most `max`.
 */
export function addRecentSearch(
  list: readonly string[],
  query: string,
  max: number = RECENT_SEARCHES_MAX,
): string[] {
  const trimmed = query.trim();
  if (!trimmed) return list.slice(0, max);
  const key = trimmed.toLocaleLowerCase();
  return [trimmed, ...list.filter((entry) => entry.toLocaleLowerCase() !== key)].slice(0, max);
}

/** Reads a stored list defensively: anything but a JSON array of strings counts as an empty list. */
export function parseRecentSearches(raw: string | null, max: number = RECENT_SEARCHES_MAX): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter((entry): entry is string => typeof entry === 'string')
    .reduceRight<string[]>((list, entry) => addRecentSearch(list, entry, Number.MAX_SAFE_INTEGER), [])
    .slice(0, max);
}

export interface RecentSearchStore {
  read(): string[];
  /** Saves a query and returns the new list. */
  add(query: string): string[];
  clear(): void;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage when the browser offers it (not on the server, not when blocked by privacy settings). */
function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Recent search queries kept in the shopper's browser so they survive reloads. A full or blocked storage
 * only means the list is not remembered; searching itself never fails because of it.
 */
export function createRecentSearchStore(storage: StorageLike | null = browserStorage()): RecentSearchStore {
  const read = () => {
    try {
      return parseRecentSearches(storage?.getItem(STORAGE_RECENT_SEARCH_QUERIES) ?? null);
    } catch {
      return [];
    }
  };
  return {
    read,
    add(query) {
      const list = addRecentSearch(read(), query);
      try {
        storage?.setItem(STORAGE_RECENT_SEARCH_QUERIES, JSON.stringify(list));
      } catch {
        // Quota exceeded or storage disabled: the list lives until the page is left.
      }
      return list;
    },
    clear() {
      try {
        storage?.removeItem(STORAGE_RECENT_SEARCH_QUERIES);
      } catch {
        // Nothing stored that could be removed.
      }
    },
  };
}
