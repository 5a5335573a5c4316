import type { LocaleCode } from '@shop/locale';
import type { CompiledCatalog } from './catalog.ts';
import { createTranslator, type Translate } from './translator.ts';

/**
 * The message catalogs this JavaScript context holds, by their address
 * ("/resources/messages/lt-shop.{content hash}.json", ADR 0048). On the server, catalogs.server.ts keeps each
 * one here as it compiles it; in the browser, the client entry loads the page's catalog before hydration and
 * the root clientLoader loads another locale's before a navigation shows it. An address names one content,
 * so an entry never goes stale.
 */
const loaded = new Map<string, CompiledCatalog>();
const loading = new Map<string, Promise<CompiledCatalog>>();

export function keepCatalog(href: string, catalog: CompiledCatalog): void {
  loaded.set(href, catalog);
}

/** The catalog at `href` when this context has it already. */
export function loadedCatalog(href: string): CompiledCatalog | undefined {
  return loaded.get(href);
}

/**
 * The catalog at `href`, fetched once (the browser caches it for good: the address changes with the texts).
 * Callers asking while it loads share one promise, so React's `use()` can wait for it.
 */
export function loadCatalog(href: string): Promise<CompiledCatalog> {
  const ready = loaded.get(href);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(href);
  if (!pending) {
    pending = fetchCatalog(href).then(
      (catalog) => {
        loaded.set(href, catalog);
        loading.delete(href);
        return catalog;
      },
      (error: unknown) => {
        loading.delete(href);
        throw error;
      },
    );
    loading.set(href, pending);
  }
  return pending;
}

async function fetchCatalog(href: string): Promise<CompiledCatalog> {
  // Same request mode as the page's <link rel="preload" as="fetch" crossorigin="anonymous">, so the
  // browser answers it from the preload instead of asking again.
  const response = await fetch(href, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The messages at ${href} answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error(`The messages at ${href} are not a catalog`);
  }
  return body as CompiledCatalog;
}

/**
 * A translator for code outside React (route `meta` functions): the catalog at `href` is always at hand
 * there (the server compiled it; the browser loaded it before hydrating or navigating). Should it be
 * missing, the keys show, as for any missing message.
 */
export function translatorAt(locale: LocaleCode, href: string): Translate {
  return createTranslator(locale, loaded.get(href) ?? {});
}
