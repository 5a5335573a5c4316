import type { LocaleCode } from '@shop/locale';
import { localePrefixedPath } from './route-path.ts';
import { ROUTE_TABLE, type RouteName } from './route-table.ts';

/**
 * Screens that are personal, transactional or endless variations of one another: not for crawlers.
 * `subtree`: the pages below the path are hidden too (account pages, order tokens); the search page has
 * none, and "/p/paieska/..." would be a product.
 */
export const ROUTES_HIDDEN_FROM_CRAWLERS: Partial<Record<RouteName, { subtree: boolean }>> = {
  CART: { subtree: true },
  CART_RECOVER: { subtree: true },
  CHECKOUT: { subtree: true },
  CHECKOUT_THANK_YOU: { subtree: false },
  ACCOUNT_DASHBOARD: { subtree: true },
  AUTH: { subtree: true },
  VERIFY_ACCOUNT: { subtree: false },
  NEWSLETTER_CONFIRM: { subtree: false },
  RESET_PASSWORD: { subtree: true },
  CANCEL_ACCOUNT_DELETION: { subtree: false },
  SEARCH: { subtree: false },
  WISHLIST: { subtree: false },
  ORDER: { subtree: true },
  REVIEW: { subtree: true },
};

/** The fixed start of a route pattern, up to its first parameter: "apmokejimas/:orderToken?" -> "apmokejimas". */
function staticPrefix(pattern: string): string {
  const segments: string[] = [];
  for (const segment of pattern.split('/')) {
    if (segment.startsWith(':') || segment === '*') break;
    segments.push(segment);
  }
  return segments.join('/');
}

export interface HiddenPath {
  path: string;
  subtree: boolean;
}

/**
 * Paths to disallow, localised for every locale of the channel; a path inside a hidden subtree
 * ("/cart/recover" under "/cart") adds nothing.
 */
export function hiddenPaths(locales: readonly LocaleCode[], defaultLocale: LocaleCode): HiddenPath[] {
  const paths = new Map<string, boolean>();
  for (const locale of locales) {
    for (const [name, { subtree }] of Object.entries(ROUTES_HIDDEN_FROM_CRAWLERS) as [
      RouteName,
      HiddenPath,
    ][]) {
      const prefix = staticPrefix(ROUTE_TABLE[name].paths[locale]);
      if (!prefix) continue;
      const path = localePrefixedPath(prefix, locale, defaultLocale);
      paths.set(path, subtree || (paths.get(path) ?? false));
    }
  }
  const subtrees = [...paths].filter(([, subtree]) => subtree).map(([path]) => path);
  return [...paths]
    .filter(([path]) => !subtrees.some((other) => path.startsWith(`${other}/`)))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, subtree]) => ({ path, subtree }));
}

/**
 * Rules that match the path as a whole segment ("/krepselis", "/krepselis?..." and, for subtrees,
 * "/krepselis/..."), so a product or page whose slug merely starts with the same letters stays crawlable.
 */
function rulesFor({ path, subtree }: HiddenPath): string[] {
  return subtree ? [`${path}$`, `${path}?`, `${path}/`] : [`${path}$`, `${path}?`];
}

export interface RobotsOptions {
  origin: string;
  locales: readonly LocaleCode[];
  defaultLocale: LocaleCode;
  /** A login-only channel (b2b) has nothing public to crawl. */
  requiresLogin: boolean;
}

export function robotsTxt({ origin, locales, defaultLocale, requiresLogin }: RobotsOptions): string {
  if (requiresLogin) return ['User-agent: *', 'Disallow: /', ''].join('\n');
  return [
    'User-agent: *',
    'Allow: /',
    ...hiddenPaths(locales, defaultLocale)
      .flatMap(rulesFor)
      .map((rule) => `Disallow: ${rule}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
