import http from 'node:http';
import { KNOWN_LOCALES, type LocaleCode } from '@shop/locale';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveDefaultLocale } from '../apps/storefront/app/routing/default-locale.ts';
import { RESOURCE_ROUTES } from '../apps/storefront/app/routing/resource-routes.ts';
import { localePrefixedPath } from '../apps/storefront/app/routing/route-path.ts';
import { ROUTE_NAMES, ROUTE_TABLE } from '../apps/storefront/app/routing/route-table.ts';
import {
  categoryPath,
  fetchTaxonTree,
  flattenTaxons,
  productPath,
  searchProducts,
} from './support/catalogue-api.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/**
 * Issue 19, ADR 0036: every route of the storefront's route table (and its resource routes), in every
 * locale, with a hostile value in each dynamic segment and hostile query values, answers below 500, never
 * with the 500 error page, and never echoes markup from the URL unescaped. Plain HTTP (no browser): the
 * route table is imported, so a new route is walked without touching this file.
 *
 * Values go on the wire exactly as written here (node:http, not fetch: the URL parser would resolve
 * "../" and could re-encode), so "%C3%28" reaches the server as invalid UTF-8.
 */

/** Markup a page must never echo raw; percent-encoded on the wire, the server decodes it. */
const MARKER = 'alert(7331)';
const SCRIPT = `<script>${MARKER}</script>`;
const encodedScript = encodeURIComponent(SCRIPT);

/** Hostile path segments, raw (already percent-encoded where they must be). */
const HOSTILE_SEGMENTS = [
  '%00',
  'a%00b',
  '%C3%28',
  '%FF',
  '%ED%A0%80',
  '2147483648',
  '9223372036854775808',
  '-1',
  '1.5',
  'NaN',
  '1e309',
  // Content pages, news and products end in "-{id}" (parseSlugId).
  'slug-2147483648',
  'slug-9223372036854775808',
  'slug-1e309',
  'x'.repeat(10_240),
  encodedScript,
  `${encodeURIComponent("' OR 1=1--")}`,
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2F',
  '%F0%9F%98%80',
  '%',
];

/** Hostile query strings, raw; sent on every route (static ones included: layouts read the query too). */
const HOSTILE_QUERIES = [
  'page=-1',
  'page=0',
  'page=1e309',
  'page=2147483648',
  'page=9223372036854775808',
  'page=NaN',
  'page[]=1',
  'page[a]=1',
  `sort=${encodedScript}`,
  'sort=price&sort=name',
  'sort[price]=sideways',
  'order[price]=%00',
  'q=%00',
  'q=%C3%28',
  `q=${encodedScript}`,
  `q=${'x'.repeat(10_240)}`,
  'facets[brand][]=%00',
  'facets[brand][]=%FF',
  `facets[${encodedScript}][]=1`,
  'facets=1',
  'facets[][]=1',
  'category=%00',
  'category=2147483648',
  'itemsPerPage=2147483648',
  'limit=-1',
  'token=%00',
  'redirectTo=%00',
  `redirectTo=${encodeURIComponent('//evil.example/')}`,
  'a%00=1',
  '%FF=1',
];

/** Each route gets every SEGMENT_SHAREth hostile segment and every QUERY_SHAREth query (rotating). */
const SEGMENT_SHARE = 2;
const QUERY_SHARE = 6;

interface Target {
  route: string;
  path: string;
}

const defaultLocale = resolveDefaultLocale(undefined);

/** Replaces every dynamic segment (":param", ":param?", "*") of a pattern with `value`. */
function fill(pattern: string, value: string): string {
  return pattern
    .split('/')
    .map((segment) => (segment === '*' || segment.startsWith(':') ? value : segment))
    .join('/');
}

function isDynamic(pattern: string): boolean {
  return pattern.split('/').some((segment) => segment === '*' || segment.startsWith(':'));
}

/** Every screen route of the table in every locale, and every resource route, as [name, locale, pattern]. */
function routePatterns(): { route: string; locale: LocaleCode; pattern: string }[] {
  const screens = ROUTE_NAMES.flatMap((name) =>
    KNOWN_LOCALES.map((locale) => ({
      route: name,
      locale,
      pattern: ROUTE_TABLE[name].paths[locale],
    })),
  );
  const resourceNames = Object.keys(RESOURCE_ROUTES) as (keyof typeof RESOURCE_ROUTES)[];
  const resources = resourceNames.flatMap((name) => {
    const { path, perLocale } = RESOURCE_ROUTES[name];
    return (perLocale ? KNOWN_LOCALES : [defaultLocale]).map((locale) => ({
      route: name,
      locale,
      pattern: path,
    }));
  });
  return [...screens, ...resources];
}

/**
 * The requests of the walk, deterministic and sampled to stay near a minute on a quiet machine: each
 * hostile segment on half the dynamic routes and each hostile query on a sixth of all routes, each
 * request in one locale; the choice rotates with the route's place in the table, so every route gets
 * some of each, every value reaches routes of every kind and every locale. Every query also goes to the
 * listing pages that read them (search, a real category, a real product).
 */
function targets(listings: string[]): Target[] {
  const byRoute = new Map<string, { locale: LocaleCode; pattern: string }[]>();
  for (const { route, locale, pattern } of routePatterns()) {
    byRoute.set(route, [...(byRoute.get(route) ?? []), { locale, pattern }]);
  }
  const list: Target[] = [];
  let routeIndex = 0;
  for (const [route, variants] of byRoute) {
    routeIndex += 1;
    const pick = (turn: number) => variants[(turn + routeIndex) % variants.length];
    if (variants.some(({ pattern }) => isDynamic(pattern))) {
      HOSTILE_SEGMENTS.forEach((value, turn) => {
        const variant = pick(turn);
        if (variant && (turn + routeIndex) % SEGMENT_SHARE === 0) {
          list.push({
            route,
            path: localePrefixedPath(fill(variant.pattern, value), variant.locale, defaultLocale),
          });
        }
      });
    }
    HOSTILE_QUERIES.forEach((query, turn) => {
      const variant = pick(turn);
      if (!variant || (turn + routeIndex) % QUERY_SHARE !== 0) return;
      const path = localePrefixedPath(fill(variant.pattern, 'x'), variant.locale, defaultLocale);
      list.push({ route, path: `${path}?${query}` });
    });
  }
  for (const path of listings) {
    for (const query of HOSTILE_QUERIES) list.push({ route: path, path: `${path}?${query}` });
  }
  return list;
}

/** Pages whose loaders read the query: search, and a real category and product of the demo shop. */
async function listingPages(apiUrl: string): Promise<string[]> {
  const taxon = flattenTaxons(await fetchTaxonTree(apiUrl)).find((node) => node.children.length === 0);
  const product = (await searchProducts(apiUrl, { itemsPerPage: 1 })).data[0];
  if (!taxon || !product) throw new Error('The demo shop has no category or product');
  return [
    localePrefixedPath(ROUTE_TABLE.SEARCH.paths[defaultLocale], defaultLocale, defaultLocale),
    categoryPath(taxon),
    productPath(product),
  ];
}

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

function get(base: string, path: string): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, method: 'GET', path, agent, headers: { accept: 'text/html' } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'] ?? '',
            body,
          }),
        );
        response.on('error', reject);
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error(`no answer within 30 s for ${path}`)));
    request.on('error', reject);
    request.end();
  });
}

/** The status the error page shows (the root and layout error boundaries), or null when there is none. */
function errorPageStatus(body: string): number | null {
  const match = /data-testid="error-page"[\s\S]{0,600}?aria-hidden="true">(\d{3})</.exec(body);
  return match ? Number(match[1]) : null;
}

/** What is wrong with an answer, or null. */
function problem(answer: Answer): string | null {
  if (answer.status >= 500) return `${answer.status}`;
  const shown = errorPageStatus(answer.body);
  if (shown !== null && shown >= 500) return `${answer.status} with the ${shown} error page`;
  // Markup echoed in JSON or plain text is inert; in a page (or what a browser may sniff as one) it runs.
  const page = !/^(application\/json|text\/plain|application\/xml|text\/xml)/.test(answer.contentType);
  if (page && answer.body.includes(`<script>${MARKER}`)) return `${answer.status} echoing <script> unescaped`;
  return null;
}

/** Short enough to read in a failure list: long values cut. */
function shown(path: string): string {
  return path.replace(/x{40,}/g, (run) => `x…(${run.length})`);
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const item = items[next];
        next += 1;
        if (item !== undefined) await work(item);
      }
    }),
  );
}

describe.skipIf(browserTestsSkipped())('the storefront route walk with hostile input', () => {
  afterAll(() => agent.destroy());

  it('answers every route, locale, hostile segment and query below 500, without echoing markup', async () => {
    const base = requireShop().webUrl;
    const list = targets(await listingPages(requireShop().apiUrl));
    const failures: string[] = [];
    const started = Date.now();
    await eachLimited(list, 4, async ({ route, path }) => {
      const answer = await get(base, path).catch((error: unknown): Answer => ({
        status: 0,
        contentType: '',
        body: String(error),
      }));
      const found = answer.status === 0 ? `no answer: ${answer.body}` : problem(answer);
      if (!found) return;
      const line = `${route} GET ${shown(path)} -> ${found}`;
      failures.push(line);
      console.log(`[route walk] ${line}`);
    });
    console.log(`[route walk] ${list.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(list.length).toBeGreaterThan(500);
    expect(failures.sort()).toEqual([]);
  }, 300_000);
});
