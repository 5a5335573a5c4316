import type { LocaleCode } from '@shop/locale';
import { catalogsFromModules, withFallback, type CompiledCatalog } from './catalog.ts';
import { compileCatalog } from './compile-catalog.ts';

const modules = import.meta.glob('./messages/*/*.json', { eager: true, import: 'default' });
const catalogs = catalogsFromModules(modules);

const compiled = new Map<LocaleCode, CompiledCatalog>();

/** Every namespace of a locale merged into one compiled catalog, English filling its gaps (parsed once per
 * locale). Server only: the root loader sends just this one catalog to the browser. */
export function catalogFor(locale: LocaleCode): CompiledCatalog {
  let catalog = compiled.get(locale);
  if (!catalog) {
    catalog = compileCatalog(withFallback(catalogs[locale] ?? {}, catalogs.en ?? {}));
    compiled.set(locale, catalog);
  }
  return catalog;
}
