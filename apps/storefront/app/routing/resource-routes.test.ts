import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import { isOpenWithoutLogin } from './login-only-channel.ts';
import { isOpenResourcePath, resourcePath } from './resource-routes.ts';
import { buildRouteConfig } from './route-config.ts';

function toRouteObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? { id: entry.id, index: true }
      : { id: entry.id, path: entry.path, children: toRouteObjects(entry.children ?? []) },
  );
}

const routes = toRouteObjects(buildRouteConfig('lt'));
const leafId = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.id;
/** The leaf route and the locale segment it read ("default" when there was none). */
const leafIn = (pathname: string) => {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  return `${leaf?.route.id} ${leaf?.params.locale ?? 'default'}`;
};

describe('resource routes', () => {
  it('answer robots.txt and the sitemaps at the site root, before the content page catch-all', () => {
    expect(leafId('/robots.txt')).toBe('ROBOTS_TXT');
    expect(leafId('/sitemap.xml')).toBe('SITEMAP_INDEX');
    expect(leafId('/sitemap/products-3.xml')).toBe('SITEMAP_FILE');
    expect(leafId('/sitemap-apie-4')).toBe('PAGE___lt');
  });

  it('serve the shopping feeds at the site root, open to crawlers of a login-only channel (which 404)', () => {
    expect(leafId('/feeds/google-lt.xml')).toBe('PRODUCT_FEED');
    expect(leafId('/feeds/facebook-en.csv')).toBe('PRODUCT_FEED');
    expect(resourcePath('PRODUCT_FEED', 'en', 'lt')).toBe('/feeds/:file');
    expect(isOpenResourcePath('/feeds/google-lt.xml')).toBe(true);
  });

  it('serve search suggestions in every locale, so the API is asked in the page’s language', () => {
    expect(resourcePath('SEARCH_SUGGESTIONS', 'lt', 'lt')).toBe('/resources/search-suggestions');
    expect(resourcePath('SEARCH_SUGGESTIONS', 'en', 'lt')).toBe('/en/resources/search-suggestions');
    expect(leafIn('/resources/search-suggestions')).toBe('SEARCH_SUGGESTIONS default');
    expect(leafIn('/en/resources/search-suggestions')).toBe('SEARCH_SUGGESTIONS en');
    expect(resourcePath('ROBOTS_TXT', 'en', 'lt')).toBe('/robots.txt');
  });

  it('serve the pre-invoice PDF under every locale prefix, for shoppers only on a login-only channel', () => {
    expect(resourcePath('PRE_INVOICE', 'en', 'lt')).toBe('/en/resources/orders/:orderToken/pre-invoice');
    expect(leafIn('/resources/orders/abc/pre-invoice')).toBe('PRE_INVOICE default');
    expect(leafIn('/ru/resources/orders/abc/pre-invoice')).toBe('PRE_INVOICE ru');
    expect(isOpenResourcePath('/resources/orders/abc/pre-invoice')).toBe(false);
  });

  it("serve the cart panel's data in every locale, only to shoppers a login-only channel let in", () => {
    expect(resourcePath('CART_PANEL', 'lt', 'lt')).toBe('/resources/cart-panel');
    expect(leafIn('/resources/cart-panel')).toBe('CART_PANEL default');
    expect(leafIn('/en/resources/cart-panel')).toBe('CART_PANEL en');
    expect(isOpenResourcePath('/resources/cart-panel')).toBe(false);
  });

  it('opens robots.txt, the sitemaps and the menus of a login-only channel (crawlers, sign-in page), nothing else', () => {
    expect(isOpenResourcePath('/robots.txt')).toBe(true);
    expect(isOpenResourcePath('/sitemap/pages.xml')).toBe(true);
    expect(isOpenResourcePath('/resources/search-suggestions')).toBe(false);
    expect(isOpenResourcePath('/resources/menus/mega')).toBe(true);
    expect(isOpenResourcePath('/en/resources/menus/mobile')).toBe(true);
    expect(isOpenWithoutLogin('/robots.txt', 'lt', 'lt')).toBe(true);
    expect(isOpenWithoutLogin('/krepselis', 'lt', 'lt')).toBe(false);
  });
});
