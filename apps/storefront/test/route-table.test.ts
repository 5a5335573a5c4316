import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { KNOWN_LOCALES, type LocaleCode } from '@shop/locale';
import { describe, expect, it } from 'vitest';
import { buildRouteConfig } from '~/routing/route-config.ts';
import { isPrefixedLocale, localeFromPathname, routePath, stripLocalePrefix } from '~/routing/route-path.ts';
import {
  isLocaleNeutral,
  parseRouteId,
  ROUTE_NAMES,
  ROUTE_TABLE,
  routeId,
  type RouteName,
} from '~/routing/route-table.ts';

function toRouteObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? { id: entry.id, index: true }
      : { id: entry.id, path: entry.path, children: toRouteObjects(entry.children ?? []) },
  );
}

function matchedRouteId(routes: RouteObject[], pathname: string): string | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route.id;
}

/** Sample params for every dynamic segment of a pattern (the splat gets a nested slug-id). */
function sampleParams(pattern: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const segment of pattern.split('/')) {
    if (segment === '*') params['*'] = 'kudikiams/vezimeliai-12';
    else if (segment.startsWith(':')) params[segment.replace(/^:|\?$/g, '')] = `sample-${segment.length}`;
  }
  return params;
}

describe.each(['lt', 'en'] as const)('route table with default locale %s', (defaultLocale) => {
  const routes = toRouteObjects(buildRouteConfig(defaultLocale));

  it.each(ROUTE_NAMES.flatMap((name) => KNOWN_LOCALES.map((locale) => [name, locale] as const)))(
    '%s in %s resolves to its own route and its link round-trips',
    (name: RouteName, locale: LocaleCode) => {
      const params = sampleParams(ROUTE_TABLE[name].paths[locale]);
      const url = routePath(name, locale, params, defaultLocale);
      const matches = matchRoutes(routes, url);
      const leaf = matches?.at(-1);
      expect(leaf?.route.id).toBe(routeId(name, locale));
      const matchedParams = Object.fromEntries(
        Object.entries(leaf?.params ?? {}).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      );
      expect(routePath(name, locale, matchedParams, defaultLocale)).toBe(url);
    },
  );

  it('prefixes every locale but the default one', () => {
    const other: LocaleCode = defaultLocale === 'lt' ? 'en' : 'lt';
    expect(routePath('index', defaultLocale, {}, defaultLocale)).toBe('/');
    expect(routePath('index', other, {}, defaultLocale)).toBe(`/${other}`);
    expect(routePath('CART', defaultLocale, {}, defaultLocale)).toBe(
      `/${ROUTE_TABLE.CART.paths[defaultLocale]}`,
    );
    expect(routePath('CART', other, {}, defaultLocale)).toBe(`/${other}/${ROUTE_TABLE.CART.paths[other]}`);
  });

  it('reads the locale from the path prefix', () => {
    expect(localeFromPathname('/', defaultLocale)).toBe(defaultLocale);
    expect(localeFromPathname('/ru/korzina', defaultLocale)).toBe('ru');
    expect(localeFromPathname(`/${defaultLocale}/cart`, defaultLocale)).toBe(defaultLocale);
    expect(localeFromPathname('/english-books-4', defaultLocale)).toBe(defaultLocale);
    expect(stripLocalePrefix('/et/ostukorv', defaultLocale)).toBe('ostukorv');
  });
});

describe('route table with default locale lt (the demo channels)', () => {
  const routes = toRouteObjects(buildRouteConfig('lt'));

  it.each([
    ['/', 'index___lt'],
    ['/en', 'index___en'],
    ['/krepselis', 'CART___lt'],
    ['/en/cart', 'CART___en'],
    ['/et/ostukorv', 'CART___et'],
    ['/ru/korzina', 'CART___ru'],
    ['/akcijos', 'SALES___lt'],
    ['/akcijos/kudikiams-3', 'SALES_TAXON___lt'],
    ['/apmokejimas', 'CHECKOUT___lt'],
    ['/apmokejimas/abc123', 'CHECKOUT___lt'],
    ['/paskyra/uzsakymas', 'ACCOUNT_ORDERS___lt'],
    ['/uzsakymas/abc123', 'ORDER___lt'],
    ['/paskyra/pristatymo-adresas/naujas', 'ACCOUNT_ADDRESS_NEW___lt'],
    ['/paskyra/pristatymo-adresas/17', 'ACCOUNT_ADDRESS_EDIT___lt'],
    ['/naujienos/patarimai/kaip-issirinkti-vezimeli-8', 'NEWS_INNER___lt'],
    ['/c/kudikiams/vezimeliai-12', 'TAXON_LIST___lt'],
    ['/a/brand/gandras/t/kudikiams-3', 'ATTRIBUTE_VALUE_TAXON___lt'],
  ])('%s is %s', (pathname, id) => {
    expect(matchedRouteId(routes, pathname)).toBe(id);
  });

  it('prefers the search page over a product called "paieska"', () => {
    expect(matchedRouteId(routes, '/p/paieska')).toBe('SEARCH___lt');
    expect(matchedRouteId(routes, '/en/p/search')).toBe('SEARCH___en');
    expect(matchedRouteId(routes, '/p/vezimelis-5')).toBe('PRODUCT_INNER___lt');
    expect(matchedRouteId(routes, '/p/paieska/kitas-5')).toBe('PRODUCT_INNER___lt');
  });

  it('prefers the thank-you page over a checkout with order token "thank-you"', () => {
    expect(matchedRouteId(routes, '/checkout/thank-you')).toBe('CHECKOUT_THANK_YOU');
    expect(matchedRouteId(routes, '/en/checkout/thank-you')).toBe('CHECKOUT_THANK_YOU');
    expect(matchedRouteId(routes, '/en/checkout/abc')).toBe('CHECKOUT___en');
  });

  it('leaves only unknown paths to the content page catch-all, in the right locale', () => {
    expect(matchedRouteId(routes, '/apie-mus-4')).toBe('PAGE___lt');
    expect(matchedRouteId(routes, '/senas-puslapis')).toBe('PAGE___lt');
    expect(matchedRouteId(routes, '/en/about-us-4')).toBe('PAGE___en');
    // A Lithuanian path under the English prefix is not the Lithuanian cart.
    expect(matchedRouteId(routes, '/en/krepselis')).toBe('PAGE___en');
  });

  it('puts checkout screens in the checkout layout and everything else in the main layout', () => {
    const layoutOf = (pathname: string) => matchRoutes(routes, pathname)?.[0]?.route.id;
    expect(layoutOf('/apmokejimas')).toBe('layout-checkout');
    expect(layoutOf('/checkout/thank-you')).toBe('layout-checkout');
    expect(layoutOf('/krepselis')).toBe('layout-main');
    expect(layoutOf('/kazkas')).toBe('layout-main');
  });

  it('never gives two routes of one locale the same path', () => {
    for (const locale of KNOWN_LOCALES) {
      const paths = ROUTE_NAMES.map((name) => ROUTE_TABLE[name].paths[locale]);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  it('builds optional and splat params and refuses missing required ones', () => {
    expect(routePath('CHECKOUT', 'lt', {}, 'lt')).toBe('/apmokejimas');
    expect(routePath('CHECKOUT', 'en', { orderToken: 'a b' }, 'lt')).toBe('/en/checkout/a%20b');
    expect(routePath('TAXON_LIST', 'lt', { '*': '/kudikiams/vezimeliai-12/' }, 'lt')).toBe(
      '/c/kudikiams/vezimeliai-12',
    );
    expect(() => routePath('ORDER', 'lt', {}, 'lt')).toThrow('needs the "orderToken" parameter');
    expect(() => routePath('PRODUCT_INNER', 'lt', {}, 'lt')).toThrow('needs the "*" parameter');
  });

  it('names translated routes NAME___locale, locale-neutral ones NAME, and parses the names back', () => {
    expect(routeId('CART', 'lt')).toBe('CART___lt');
    expect(routeId('ADMIN_ORDERS', 'en')).toBe('ADMIN_ORDERS');
    expect(parseRouteId('ACCOUNT_ORDERS___en')).toEqual({ name: 'ACCOUNT_ORDERS' });
    expect(parseRouteId('ADMIN_ORDERS')).toEqual({ name: 'ADMIN_ORDERS' });
    expect(parseRouteId('layout-main')).toBeNull();
    expect(parseRouteId('CART')).toBeNull();
    expect(parseRouteId('CART___de')).toBeNull();
    expect(parseRouteId('NOPE___lt')).toBeNull();
  });

  it('serves a path that is the same in every locale by one route, whatever the number of locales', () => {
    const leaves = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
      entries.flatMap((entry) => (entry.children ? leaves(entry.children) : [entry]));
    const ids = leaves(buildRouteConfig('lt')).map((entry) => entry.id);
    expect(ids.filter((id) => id?.startsWith('ADMIN_ORDERS'))).toEqual(['ADMIN_ORDERS']);
    expect(ids.filter((id) => id?.startsWith('CART___'))).toHaveLength(KNOWN_LOCALES.length);
    const translated = ROUTE_NAMES.filter((name) => !isLocaleNeutral(name)).length;
    const neutral = ROUTE_NAMES.length - translated;
    expect(neutral).toBeGreaterThan(translated);
    expect(ids.filter((id) => id !== undefined && parseRouteId(id) !== null)).toHaveLength(
      translated * KNOWN_LOCALES.length + neutral,
    );
    const match = matchRoutes(routes, '/ru/admin/orders')?.at(-1);
    expect(match?.route.id).toBe('ADMIN_ORDERS');
    expect(match?.params.locale).toBe('ru');
    expect(matchRoutes(routes, '/admin/orders')?.at(-1)?.params.locale).toBeUndefined();
    // The back office layout carries "admin", so a shop URL leaves its branches at the layout.
    const admin = matchRoutes(routes, '/en/admin/orders')?.map((entry) => [entry.route.id, entry.pathname]);
    expect(admin).toEqual([
      ['layout-admin', '/en/admin'],
      ['ADMIN_ORDERS', '/en/admin/orders'],
    ]);
    expect(matchedRouteId(routes, '/admin')).toBe('ADMIN_DASHBOARD');
    // The splat routes and the home page stay per locale: an optional first segment would take slugs.
    expect(matchedRouteId(routes, '/en/c/kudikiams')).toBe('TAXON_LIST___en');
    expect(matchedRouteId(routes, '/kudikiams-3')).toBe('PAGE___lt');
  });

  it('reads a locale segment only as a prefixed locale', () => {
    expect(isPrefixedLocale('en', 'lt')).toBe(true);
    expect(isPrefixedLocale('lt', 'lt')).toBe(false);
    expect(isPrefixedLocale('xx', 'lt')).toBe(false);
    expect(isPrefixedLocale('lt', 'en')).toBe(true);
  });
});
