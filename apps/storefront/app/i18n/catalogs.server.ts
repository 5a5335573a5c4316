import type { LocaleCode } from '@shop/locale';
import { catalogsFromModules, withFallback, type CompiledCatalog } from './catalog.ts';
import { compileCatalog } from './compile-catalog.ts';

const modules = import.meta.glob('./messages/*/*.json', { eager: true, import: 'default' });
const catalogs = catalogsFromModules(modules);

const compiled = new Map<string, CompiledCatalog>();

/**
 * The back office's own texts (the namespaces admin, adminProducts, adminTaxons...): the shop's pages never
 * use them, so shoppers do not download them.
 */
const ADMIN_NAMESPACE = /^admin[A-Z.]/;

/**
 * Every namespace of a locale merged into one compiled catalog, English filling its gaps (parsed once per
 * locale and scope). Server only: the root loader sends just this one catalog to the browser. The `shop`
 * scope leaves out the back office's texts (about a sixth of the catalog); `admin` has everything.
 */
export function catalogFor(locale: LocaleCode, scope: 'shop' | 'admin' = 'admin'): CompiledCatalog {
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
