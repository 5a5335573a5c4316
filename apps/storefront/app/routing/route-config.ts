import { index, layout, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { KNOWN_LOCALES, type LocaleCode } from '@shop/locale';
import { localeNeutralPattern, localePrefixedPath } from './route-path.ts';
import { resourceRouteEntries } from './resource-routes.ts';
import { isLocaleNeutral, ROUTE_NAMES, ROUTE_TABLE, routeId, type RouteLayout } from './route-table.ts';

/** The back office's first path segment. */
const ADMIN_ROOT = 'admin';

/** Layout route modules wrapping the screens (spec section 2: checkout has a reduced layout). */
export const LAYOUT_FILES: Record<RouteLayout, string> = {
  main: 'routes/main-layout.tsx',
  checkout: 'routes/checkout-layout.tsx',
  admin: 'routes/admin-layout.tsx',
};

function screenRoutes(layoutName: RouteLayout, defaultLocale: LocaleCode): RouteConfigEntry[] {
  return ROUTE_NAMES.filter((name) => ROUTE_TABLE[name].layout === layoutName).flatMap((name) => {
    const { file, paths } = ROUTE_TABLE[name];
    if (isLocaleNeutral(name)) return [route(localeNeutralPattern(paths[defaultLocale]), file, { id: name })];
    return KNOWN_LOCALES.map((locale) => {
      const id = routeId(name, locale);
      const path = localePrefixedPath(paths[locale], locale, defaultLocale).slice(1);
      return path === '' ? index(file, { id }) : route(path, file, { id });
    });
  });
}

/**
 * The React Router route config generated from the route table: a route whose path is the same in every
 * locale is one route with an optional locale segment; a translated one is a route per known locale (the
 * root middleware answers 404 for locales the channel does not offer), the default locale unprefixed;
 * plus the resource routes (robots.txt, sitemaps, search suggestions) outside the layouts.
 */
export function buildRouteConfig(defaultLocale: LocaleCode): RouteConfigEntry[] {
  return [
    ...(Object.keys(LAYOUT_FILES) as RouteLayout[]).map((layoutName) =>
      layoutName === 'admin'
        ? adminLayout()
        : layout(
            LAYOUT_FILES[layoutName],
            { id: `layout-${layoutName}` },
            screenRoutes(layoutName, defaultLocale),
          ),
    ),
    ...resourceRouteEntries().map(({ path, file, id }) => route(path, file, { id })),
  ];
}

/**
 * The back office's screens all live under "admin", the same in every locale: its layout carries the path
 * (":locale?/admin") and the screens theirs below it ("orders"), so a shop URL leaves every back office
 * branch at the layout instead of testing each screen's pattern (docs/adr/0064).
 */
function adminLayout(): RouteConfigEntry {
  const children = ROUTE_NAMES.filter((name) => ROUTE_TABLE[name].layout === 'admin').map((name) => {
    const { file, paths } = ROUTE_TABLE[name];
    const path = paths.lt;
    if (!isLocaleNeutral(name) || (path !== ADMIN_ROOT && !path.startsWith(`${ADMIN_ROOT}/`)))
      throw new Error(`Back office route ${name} must have one path, under "${ADMIN_ROOT}/"`);
    return path === ADMIN_ROOT
      ? index(file, { id: name })
      : route(path.slice(ADMIN_ROOT.length + 1), file, { id: name });
  });
  return route(localeNeutralPattern(ADMIN_ROOT), LAYOUT_FILES.admin, { id: 'layout-admin' }, children);
}
