import { KNOWN_LOCALES, type LocaleCode } from '@shop/locale';
import { ROUTE_TABLE, type RouteName } from './route-table.ts';

export type RouteParams = Record<string, string | undefined>;

function encodeSegments(value: string): string {
  return value
    .split('/')
    .filter((segment) => segment !== '')
    .map(encodeURIComponent)
    .join('/');
}

/** Fills a route pattern ("checkout/:orderToken?", "c/*") with params; throws when a required one is missing. */
export function fillPattern(pattern: string, params: RouteParams, routeName: string): string {
  const segments: string[] = [];
  for (const segment of pattern.split('/')) {
    if (segment === '') continue;
    if (segment === '*') {
      const splat = params['*'];
      if (!splat) throw new Error(`Route ${routeName} needs the "*" parameter`);
      segments.push(encodeSegments(splat));
    } else if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value) segments.push(encodeURIComponent(value));
      else if (!optional) throw new Error(`Route ${routeName} needs the "${key}" parameter`);
    } else {
      segments.push(segment);
    }
  }
  return segments.join('/');
}

/**
 * The optional locale segment of a route that has the same path in every locale (docs/adr/0064): one
 * route answers "/admin/orders" and "/en/admin/orders" instead of one route per locale, so matching a
 * request does not grow with the number of locales. The root middleware answers 404 when the segment is
 * not a prefixed locale (the default locale is never prefixed).
 */
export const LOCALE_PARAM = 'locale';

/** ":locale?/admin/orders" for "admin/orders". */
export function localeNeutralPattern(path: string): string {
  return `:${LOCALE_PARAM}?/${path}`;
}

/** Whether a matched `locale` param names a locale that is written as a path prefix. */
export function isPrefixedLocale(value: string, defaultLocale: LocaleCode): boolean {
  return value !== defaultLocale && KNOWN_LOCALES.some((code) => code === value);
}

/** "/" for the default locale's home, "/en" for another locale's home, "/en/cart" and "/krepselis" for pages. */
export function localePrefixedPath(path: string, locale: LocaleCode, defaultLocale: LocaleCode): string {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  const full = `${prefix}${path ? `/${path}` : ''}`;
  return full || '/';
}

/** The URL path of a named route in a locale (pure: links, alternates, redirects and tests share it). */
export function routePath(
  name: RouteName,
  locale: LocaleCode,
  params: RouteParams = {},
  defaultLocale: LocaleCode,
): string {
  const pattern = ROUTE_TABLE[name].paths[locale];
  return localePrefixedPath(fillPattern(pattern, params, name), locale, defaultLocale);
}

/** The locale a URL path belongs to: its first segment when that is a non-default locale code. */
export function localeFromPathname(pathname: string, defaultLocale: LocaleCode): LocaleCode {
  const first = pathname.split('/')[1] ?? '';
  const locale = KNOWN_LOCALES.find((code) => code === first);
  return locale && locale !== defaultLocale ? locale : defaultLocale;
}

/** The path without its locale prefix and without the leading slash ("/en/cart" -> "cart"). */
export function stripLocalePrefix(pathname: string, defaultLocale: LocaleCode): string {
  const locale = localeFromPathname(pathname, defaultLocale);
  const withoutSlash = pathname.replace(/^\/+/, '');
  if (locale === defaultLocale) return withoutSlash;
  return withoutSlash.slice(locale.length).replace(/^\/+/, '');
}
