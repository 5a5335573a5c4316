import type { LocaleCode } from '@shop/locale';
import type { RouteParams } from './route-path.ts';

/**
 * Route params of the same page in other locales, for routes whose params are localised (a taxon's slug
 * differs per locale). A loader returns it as `alternateParams`; `null` for a locale means the page has no
 * translation there and the alternate link goes to that locale's home page.
 */
export type AlternateParams = Partial<Record<LocaleCode, RouteParams | null>>;

export function readAlternateParams(loaderData: unknown): AlternateParams | undefined {
  if (typeof loaderData !== 'object' || loaderData === null || !('alternateParams' in loaderData)) {
    return undefined;
  }
  return (loaderData as { alternateParams: AlternateParams }).alternateParams;
}
