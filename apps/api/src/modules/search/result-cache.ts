import type { Database } from '../../db/database.ts';
import { CatalogueVersionReader } from './catalogue-version.ts';

/** How the cache answered a request, sent as the x-search-cache response header. */
export type CacheOutcome = 'hit' | 'miss' | 'bypass';

export const SEARCH_CACHE_HEADER = 'x-search-cache';

export interface ResultCacheOptions {
  /** Entries kept at most; the least recently used goes first. */
  maxEntries?: number;
  /**
   * Age at which an entry is no longer used. Cards carry every promotion with its period and running
   * ones are picked when the page is built, so a cached body shows a promotion that starts or ends, and
   * a price or facet count that changes with it, up to this late.
   */
  ttlMs?: number;
  /** Milliseconds on a monotonic clock (tests move it). */
  clock?: () => number;
}

interface Entry<Body> {
  body: Body;
  version: string;
  storedAt: number;
}

/**
 * JSON with object keys sorted at every level (array order kept: it can matter, e.g. product codes), so
 * equal queries give the same key however their parameters were ordered.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    return Object.fromEntries(
      Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });
}

/**
 * The request's Cache-Control directives that concern this cache: `no-cache` answers from the database
 * (and stores the fresh body), `no-store` also leaves the cache as it was.
 */
export function cacheDirectives(header: string | string[] | undefined): { bypass: boolean; store: boolean } {
  const directives = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((directive) => directive.trim().toLowerCase());
  const noStore = directives.includes('no-store');
  return { bypass: noStore || directives.includes('no-cache'), store: !noStore };
}

/**
 * Serialised search responses in this API process, keyed by whatever decides the answer (channel,
 * locale, canonical query), bounded (least recently used out) and aged out after the TTL. An entry
 * counts only for the catalogue version it was computed at: refreshSearchDocuments bumps it, so results
 * never outlive a refresh (by more than a second for a refresh made by another process; see
 * CatalogueVersionReader).
 */
export class SearchResultCache<Body> {
  readonly #entries = new Map<string, Entry<Body>>();
  readonly #maxEntries: number;
  readonly #ttlMs: number;
  readonly #clock: () => number;
  readonly #version: CatalogueVersionReader;

  constructor(db: Database, options: ResultCacheOptions = {}) {
    this.#maxEntries = options.maxEntries ?? 500;
    this.#ttlMs = options.ttlMs ?? 60_000;
    this.#clock = options.clock ?? (() => performance.now());
    this.#version = new CatalogueVersionReader(db, this.#clock);
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * The body for `key`: from the cache when a current entry exists (unless bypassed), else computed and
   * stored. The version is read before computing, so a refresh finishing meanwhile makes the stored
   * body stale at once rather than labelling an old answer as new.
   */
  async respond(
    key: string,
    directives: { bypass: boolean; store: boolean },
    compute: () => Promise<Body>,
  ): Promise<{ body: Body; outcome: CacheOutcome }> {
    const version = await this.#version.current();
    if (!directives.bypass) {
      const cached = this.#lookup(key, version);
      if (cached !== undefined) return { body: cached, outcome: 'hit' };
    }
    const body = await compute();
    if (directives.store) this.#store(key, { body, version, storedAt: this.#clock() });
    return { body, outcome: directives.bypass ? 'bypass' : 'miss' };
  }

  #lookup(key: string, version: string): Body | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.version !== version || this.#clock() - entry.storedAt >= this.#ttlMs) return undefined;
    // Re-inserted last: a Map iterates in insertion order, so its first key is the least recently used.
    this.#entries.set(key, entry);
    return entry.body;
  }

  #store(key: string, entry: Entry<Body>): void {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }
}
