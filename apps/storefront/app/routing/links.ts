import { useCallback, useMemo } from 'react';
import { useMatches } from 'react-router';
import type { LocaleCode } from '@shop/locale';
import { useShop } from '~/lib/shop-context.tsx';
import { readAlternateParams } from './alternates.ts';
import { routePath, type RouteParams } from './route-path.ts';
import { parseRouteId, type RouteName } from './route-table.ts';

export { routePath } from './route-path.ts';

export type RoutePathBuilder = (name: RouteName, params?: Record<string, string>) => string;

/** Builds paths of named routes in the current locale: `path('CART')` -> "/krepselis" or "/en/cart". */
export function useRoutePath(): RoutePathBuilder {
  const { locale, defaultLocale } = useShop();
  return useCallback(
    (name: RouteName, params?: Record<string, string>) => routePath(name, locale, params, defaultLocale),
    [locale, defaultLocale],
  );
}

export interface AlternateLink {
  locale: LocaleCode;
  href: string;
  current: boolean;
}

interface MatchLike {
  id: string;
  params: RouteParams;
  loaderData?: unknown;
  data?: unknown;
}

/** The current page in each given locale; pages without a translation link to that locale's home. */
export function alternateLinks(
  matches: readonly MatchLike[],
  locales: readonly LocaleCode[],
  currentLocale: LocaleCode,
  defaultLocale: LocaleCode,
): AlternateLink[] {
  const deepest = [...matches].reverse().find((match) => parseRouteId(match.id) !== null);
  const name = deepest ? parseRouteId(deepest.id)?.name : undefined;
  const localisedParams = deepest ? readAlternateParams(deepest.loaderData ?? deepest.data) : undefined;
  return locales.map((locale) => {
    const params = localisedParams ? localisedParams[locale] : deepest?.params;
    const href =
      name && params !== null && params !== undefined
        ? routePath(name, locale, params, defaultLocale)
        : routePath('index', locale, {}, defaultLocale);
    return { locale, href, current: locale === currentLocale };
  });
}

/** The current page in every locale of the channel (language switch and hreflang). */
export function useAlternateLinks(): AlternateLink[] {
  const { channel, locale, defaultLocale } = useShop();
  const matches = useMatches();
  return useMemo(
    () =>
      alternateLinks(
        matches,
        channel.locales.map((entry) => entry.code),
        locale,
        defaultLocale,
      ),
    [matches, channel.locales, locale, defaultLocale],
  );
}
