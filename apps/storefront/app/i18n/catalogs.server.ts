import { createHash } from 'node:crypto';
import { KNOWN_LOCALES, type LocaleCode } from '@shop/locale';
import { catalogsFromModules, withFallback, type CompiledCatalog } from './catalog.ts';
import { keepCatalog } from './catalog-store.ts';
import { compileCatalog } from './compile-catalog.ts';

const modules = import.meta.glob('./messages/*/*.json', { eager: true, import: 'default' });
const catalogs = catalogsFromModules(modules);

/** The shop's pages, or the back office (which has its own texts as well). */
export type CatalogScope = 'shop' | 'admin';

/** The browser's copy of one compiled catalog: its address (content-hashed) and its body. */
export interface ServedCatalog {
  href: string;
  json: string;
  catalog: CompiledCatalog;
}

const compiled = new Map<string, CompiledCatalog>();
const served = new Map<string, ServedCatalog>();

/** Where the MESSAGES resource route (routing/resource-routes.ts) answers. */
export const MESSAGES_PATH = '/resources/messages';

/**
 * The back office's own texts (the namespaces admin, adminProducts, adminTaxons...): the shop's pages never
 * use them, so shoppers do not download them.
 */
const ADMIN_NAMESPACE = /^admin[A-Z.]/;

/**
 * Every namespace of a locale merged into one compiled catalog, English filling its gaps (parsed once per
 * locale and scope). The `shop` scope leaves out the back office's texts (about a sixth of the catalog);
 * `admin` has everything.
 */
export function catalogFor(locale: LocaleCode, scope: CatalogScope = 'admin'): CompiledCatalog {
  const cacheKey = `${locale}:${scope}`;
  let catalog = compiled.get(cacheKey);
  if (!catalog) {
    const full = withFallback(catalogs[locale] ?? {}, catalogs.en ?? {});
    const texts =
      scope === 'admin'
        ? full
        : Object.fromEntries(Object.entries(full).filter(([key]) => !ADMIN_NAMESPACE.test(key)));
    catalog = compileCatalog(texts);
    compiled.set(cacheKey, catalog);
  }
  return catalog;
}

/**
 * A catalog as the browser fetches it (ADR 0048): "/resources/messages/lt-shop.{hash}.json", the hash taken
 * from the JSON itself, so every text change gives a new address and an address is cacheable for good. The
 * catalog is kept in the catalog store under that address for the server's own rendering.
 */
export function servedCatalog(locale: LocaleCode, scope: CatalogScope): ServedCatalog {
  const cacheKey = `${locale}:${scope}`;
  let entry = served.get(cacheKey);
  if (!entry) {
    const catalog = catalogFor(locale, scope);
    const json = JSON.stringify(catalog);
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 16);
    entry = { href: `${MESSAGES_PATH}/${locale}-${scope}.${hash}.json`, json, catalog };
    keepCatalog(entry.href, catalog);
    served.set(cacheKey, entry);
  }
  return entry;
}

const FILE_NAME = /^([a-z]{2})-(shop|admin)\.([0-9a-f]{16})\.json$/;

/** The JSON of the catalog a file name asks for, when it names the current content; undefined otherwise. */
export function servedCatalogFile(fileName: string | undefined): string | undefined {
  const match = FILE_NAME.exec(fileName ?? '');
  const locale = KNOWN_LOCALES.find((known) => known === match?.[1]);
  if (!match || !locale) return undefined;
  const entry = servedCatalog(locale, match[2] as CatalogScope);
  return entry.href === `${MESSAGES_PATH}/${fileName}` ? entry.json : undefined;
}
