import type { LocaleCode } from '@shop/locale';
import { catalogsFromModules, withFallback, type FlatCatalog } from './catalog.ts';

const modules = import.meta.glob('./messages/*/*.json', { eager: true, import: 'default' });
const catalogs = catalogsFromModules(modules);

/** Every namespace of a locale merged into one catalog, English filling its gaps. Server only: the root
 * loader sends just this one catalog to the browser. */
export function catalogFor(locale: LocaleCode): FlatCatalog {
  return withFallback(catalogs[locale] ?? {}, catalogs.en ?? {});
}
