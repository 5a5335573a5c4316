import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { KNOWN_LOCALES } from '@shop/locale';
import * as defaultBuild from 'react-router';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { buildRouteConfig } from '~/routing/route-config.ts';
import { resourcePath, RESOURCE_ROUTES, type ResourceRouteName } from '~/routing/resource-routes.ts';
import { routePath } from '~/routing/route-path.ts';
import { ROUTE_NAMES, ROUTE_TABLE } from '~/routing/route-table.ts';

/**
 * React Router is patched (patches/react-router+*.patch, ADR 0066) to skip a route branch whose fixed
 * segments cannot match the URL before it matches the branch's routes one by one. The patch must change
 * speed only: every URL below matches the same routes, with the same params and pathnames, with the filter
 * on and off (`globalThis.__shopRouteBranchPrefilter = false`).
 */
declare global {
  var __shopRouteBranchPrefilter: boolean | undefined;
}

type Router = Pick<typeof defaultBuild, 'createStaticHandler'>;

/**
 * The ES module build is the one the server and the client bundle load; vitest resolves `react-router` to
 * the CommonJS twin. Both carry the patch, and both are checked.
 */
const folder = path.dirname(createRequire(import.meta.url).resolve('react-router'));
const esmBuild = (await import(pathToFileURL(path.join(folder, 'index.mjs')).href)) as Router;

afterEach(() => {
  delete globalThis.__shopRouteBranchPrefilter;
});

function toRouteObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? { id: entry.id, index: true }
      : { id: entry.id, path: entry.path, children: toRouteObjects(entry.children ?? []) },
  );
}

/**
 * What the server's router makes of a URL: `query` matches with the branches its handler computed once,
 * the path the patch filters (the exported `matchRoutes` computes them per call and is left as it was).
 */
async function describeMatches(router: Router, routes: RouteObject[], urls: readonly string[]) {
  const handler = router.createStaticHandler(routes);
  const answers = [];
  for (const url of urls) {
    const context = await handler.query(new Request(`http://shop.test${url}`));
    if (context instanceof Response) throw new Error(`${url}: a response`);
    answers.push({
      url,
      status: context.statusCode,
      matches: context.matches.map((match) => ({
        id: match.route.id,
        params: match.params,
        pathname: match.pathname,
        pathnameBase: match.pathnameBase,
      })),
    });
  }
  return answers;
}

async function withAndWithoutFilter(router: Router, routes: RouteObject[], urls: readonly string[]) {
  const filtered = await describeMatches(router, routes, urls);
  globalThis.__shopRouteBranchPrefilter = false;
  const plain = await describeMatches(router, routes, urls);
  delete globalThis.__shopRouteBranchPrefilter;
  return { filtered, plain };
}

/** Variations of a URL that the filter's segment tests must treat exactly as React Router's patterns do. */
function variations(url: string): string[] {
  const trimmed = url.replace(/\/$/, '') || '/';
  return [
    url,
    url.toUpperCase(),
    `${trimmed}/`,
    `${trimmed}//`,
    `/${trimmed}`,
    trimmed.replace(/\/([^/]*)$/, '//$1'),
    `${trimmed}/extra`,
    trimmed.split('/').slice(0, -1).join('/') || '/',
    `${trimmed}?query=1`,
    encodeURI(`${trimmed}/ąčę žū`),
  ];
}

describe('the route branch filter (React Router patch)', () => {
  it('is applied to the React Router this shop runs', () => {
    const patched = readdirSync(folder).filter(
      (file) =>
        /\.m?js$/.test(file) && readFileSync(path.join(folder, file), 'utf8').includes('branchCouldMatch'),
    );
    // The ESM chunk the server and the client build use, and its CommonJS twin.
    expect(patched.filter((file) => file.endsWith('.mjs'))).toHaveLength(1);
    expect(patched.filter((file) => file.endsWith('.js'))).toHaveLength(1);
  });

  it.each(['lt', 'en'] as const)(
    'matches every route of the shop the same way with and without it (default locale %s)',
    async (defaultLocale) => {
      const routes = toRouteObjects(buildRouteConfig(defaultLocale));
      const urls = new Set<string>([
        '/',
        '',
        '/xx',
        '/xx/admin',
        '/lt/admin',
        '/en/admin',
        '/%E2%82%AC',
        '/.',
      ]);
      for (const name of ROUTE_NAMES) {
        for (const locale of KNOWN_LOCALES) {
          const pattern = ROUTE_TABLE[name].paths[locale];
          const params: Record<string, string> = {};
          for (const segment of pattern.split('/')) {
            if (segment === '*') params['*'] = 'kudikiams/vezimeliai-12';
            else if (segment.startsWith(':')) params[segment.replace(/^:|\?$/g, '')] = 'Sample-1';
          }
          for (const url of variations(routePath(name, locale, params, defaultLocale))) urls.add(url);
        }
      }
      for (const name of Object.keys(RESOURCE_ROUTES) as ResourceRouteName[]) {
        for (const locale of KNOWN_LOCALES) {
          const url = resourcePath(name, locale, defaultLocale).replace(/:\w+/g, 'Sample-1');
          for (const variation of variations(url)) urls.add(variation);
        }
      }
      const { filtered, plain } = await withAndWithoutFilter(esmBuild, routes, [...urls]);
      expect(filtered).toEqual(plain);
      // The corpus reaches every route, so an equal answer is not an equal "no match".
      const reached = new Set(filtered.flatMap((answer) => answer.matches.map((match) => match.id)));
      const leaves = toRouteObjects(buildRouteConfig(defaultLocale)).flatMap(function ids(route): string[] {
        return [...(route.children ?? []).flatMap(ids), ...(route.children?.length ? [] : [route.id!])];
      });
      expect(leaves.filter((id) => !reached.has(id))).toEqual([]);
    },
    60_000,
  );

  it.each([
    ['ES module', esmBuild],
    ['CommonJS', defaultBuild],
  ])('treats the patterns React Router allows as React Router does (%s build)', async (_build, router) => {
    const routes: RouteObject[] = [
      {
        id: 'root',
        path: '',
        children: [
          { id: 'home', index: true },
          { id: 'sitemap', path: 'sitemap.xml' },
          { id: 'plus', path: 'a+b/(x)' },
          { id: 'case', path: 'Exact/:id', caseSensitive: true },
          { id: 'optional-static', path: 'shop?/items/:id' },
          { id: 'optional-param', path: ':lang?/about' },
          { id: 'suffix', path: 'feed/:name.json' },
          { id: 'splat', path: 'files/*' },
          {
            id: 'layout',
            path: 'account',
            children: [
              { id: 'account-index', index: true },
              { id: 'orders', path: 'orders/:orderId' },
            ],
          },
          { id: 'catch-all', path: '*' },
        ],
      },
    ];
    const urls = [
      '/',
      '/sitemap.xml',
      '/SITEMAP.XML',
      '/sitemapxxml',
      '/a+b/(x)',
      '/aab/(x)',
      '/Exact/1',
      '/exact/1',
      '/shop/items/3',
      '/items/3',
      '/SHOP/items/3',
      '/about',
      '/en/about',
      '/en/About/',
      '/feed/news.json',
      '/feed/news.xml',
      '/files',
      '/files/a/b/c',
      '/FILES/a',
      '/account',
      '/account/',
      '/account/orders/9',
      '/account//orders/9',
      '/account/orders/',
      '/nowhere/at/all',
      '//sitemap.xml',
    ];
    const { filtered, plain } = await withAndWithoutFilter(router, routes, urls);
    expect(filtered).toEqual(plain);
    expect(filtered.map((answer) => answer.matches.at(-1)?.id ?? null)).toEqual([
      'home',
      'sitemap',
      'sitemap',
      'catch-all',
      'plus',
      'catch-all',
      'case',
      'catch-all',
      'optional-static',
      'optional-static',
      'optional-static',
      'optional-param',
      'optional-param',
      'optional-param',
      'suffix',
      'catch-all',
      'splat',
      'splat',
      'splat',
      'account-index',
      'account-index',
      'orders',
      'catch-all',
      'catch-all',
      'catch-all',
      'catch-all',
    ]);
  });
});
