import type { Database } from '../../db/database.ts';
import { CatalogueVersionReader } from '../search/catalogue-version.ts';

/**
 * How long an entry of a reference cache lives at most, even when the catalogue version stays: shipping
 * and payment methods and cart promotions have no back-office editor that moves the version on, so a
 * change made straight in the database shows within this.
 */
export const REFERENCE_CACHE_TTL_MS = 10_000;

interface Entry<T> {
  value: Promise<T>;
  version: string;
  loadedAt: number;
}

interface DatabaseCaches {
  version: CatalogueVersionReader;
  entries: Map<string, Entry<unknown>>;
}

/** One set of caches per database handle (tests run several shops in one process). */
const caches = new WeakMap<Database, DatabaseCaches>();

function cachesOf(db: Database): DatabaseCaches {
  let found = caches.get(db);
  if (!found) {
    found = { version: new CatalogueVersionReader(db, () => Date.now()), entries: new Map() };
    caches.set(db, found);
  }
  return found;
}

/**
 * Reference data the cart and checkout read on every request (methods, the gift wrapping's variant),
 * cached per process and database: valid while the shared catalogue version (docs/adr/0049) is the one it
 * was read at and for at most REFERENCE_CACHE_TTL_MS. Requests arriving while an entry loads share the load;
 * a failed load is not kept.
 */
export async function cachedReference<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  const cache = cachesOf(db);
  const version = await cache.version.current();
  const now = Date.now();
  const cached = cache.entries.get(key) as Entry<T> | undefined;
  if (cached && cached.version === version && now - cached.loadedAt < REFERENCE_CACHE_TTL_MS) {
    return cached.value;
  }
  const value = load();
  cache.entries.set(key, { value, version, loadedAt: now });
  value.catch(() => {
    if (cache.entries.get(key)?.value === value) cache.entries.delete(key);
  });
  return value;
}
