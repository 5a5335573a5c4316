import type { CatalogueVersion } from '@shop/contracts';

/** How often the storefront asks the API whether the catalogue changed, at most. */
export const CATALOGUE_VERSION_CHECK_MS = 500;

export interface CatalogueVersionWatch {
  /**
   * Resolves once this process knows the catalogue version of the last CATALOGUE_VERSION_CHECK_MS; when it
   * moved on since the previous check, `onChange` has run (the caches it empties are then refilled by the
   * caller's load). Concurrent callers share one request; an API that does not answer leaves the caches.
   */
  sync(): Promise<void>;
}

/**
 * Keeps the storefront's process caches (categories, menus, redirects) in step with the back office: a
 * change an owner saves moves the API's shared catalogue version (GET /catalogue-version), and the next
 * request after it, at most half a second later, finds the caches emptied (issue 17: shoppers see a change
 * within 2 s, on every instance). One tiny request per half second while the shop has traffic.
 */
export function createCatalogueVersionWatch(options: {
  fetchVersion: () => Promise<CatalogueVersion>;
  onChange: () => void;
  now?: () => number;
  intervalMs?: number;
}): CatalogueVersionWatch {
  const now = options.now ?? (() => Date.now());
  const intervalMs = options.intervalMs ?? CATALOGUE_VERSION_CHECK_MS;
  let known: number | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;

  async function check(): Promise<void> {
    const startedAt = now();
    try {
      const { version } = await options.fetchVersion();
      if (known !== null && version !== known) options.onChange();
      known = version;
      checkedAt = startedAt;
    } catch {
      // The API is away: serve what is cached, ask again on the next request.
    }
  }

  return {
    sync() {
      if (now() - checkedAt < intervalMs) return Promise.resolve();
      checking ??= check().finally(() => {
        checking = null;
      });
      return checking;
    },
  };
}
