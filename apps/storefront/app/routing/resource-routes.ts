import { matchPath } from 'react-router';
import type { LocaleCode } from '@shop/locale';
import { localeNeutralPattern, localePrefixedPath } from './route-path.ts';

export interface ResourceRouteDefinition {
  /** Route module, relative to app/. */
  file: string;
  /** Path pattern without leading slash. */
  path: string;
  /** Served under every locale prefix (the request's locale matters), or once at the site root. */
  perLocale: boolean;
  /** Answers anonymous visitors of a login-only channel too (crawlers must read robots.txt there). */
  openWithoutLogin: boolean;
}

/**
 * Routes that answer data instead of a screen: no layout, no entry in the screen route table. The
 * "resources/" prefix keeps storefront data endpoints apart from shop pages.
 */
export const RESOURCE_ROUTES = {
  ROBOTS_TXT: {
    file: 'routes/robots-txt.ts',
    path: 'robots.txt',
    perLocale: false,
    openWithoutLogin: true,
  },
  SITEMAP_INDEX: {
    file: 'routes/sitemap-index.ts',
    path: 'sitemap.xml',
    perLocale: false,
    openWithoutLogin: true,
  },
  /** /sitemap/pages.xml, /sitemap/categories.xml, /sitemap/products-{n}.xml (the loader parses the name). */
  SITEMAP_FILE: {
    file: 'routes/sitemap-file.ts',
    path: 'sitemap/:file',
    perLocale: false,
    openWithoutLogin: true,
  },
  /**
   * /feeds/google-{locale}.xml and /feeds/facebook-{locale}.csv: shopping feeds for Merchant Center and
   * Meta (ADR 0046). Open so that a login-only channel answers its own 404 instead of a sign-in redirect.
   */
  PRODUCT_FEED: {
    file: 'routes/product-feed.ts',
    path: 'feeds/:file',
    perLocale: false,
    openWithoutLogin: true,
  },
  SEARCH_SUGGESTIONS: {
    file: 'routes/search-suggestions.ts',
    path: 'resources/search-suggestions',
    perLocale: true,
    openWithoutLogin: false,
  },
  /** Product cards by code, in the order asked (recently viewed products). */
  PRODUCTS_BY_CODE: {
    file: 'routes/products-by-code.ts',
    path: 'resources/products',
    perLocale: true,
    openWithoutLogin: false,
  },
  /** A deferred content block's product or article list, fetched when it comes near the viewport. */
  CONTENT_BLOCK_LISTS: {
    file: 'routes/content-block-lists.ts',
    path: 'resources/content-blocks/:blockId',
    perLocale: true,
    openWithoutLogin: false,
  },
  /** The signed-in shopper's wishlist changes: add, remove, and the merge of the guest list at sign-in. */
  WISHLIST_CHANGE: {
    file: 'routes/wishlist-change.ts',
    path: 'resources/wishlist',
    perLocale: true,
    openWithoutLogin: false,
  },
  /** The cart panel's cart and recommendations, fetched when the panel opens. */
  CART_PANEL: {
    file: 'routes/cart-panel.ts',
    path: 'resources/cart-panel',
    perLocale: true,
    openWithoutLogin: false,
  },
  /** One of the channel's menus by placement: the mega and mobile menus load on demand. */
  MENU: {
    file: 'routes/menu.ts',
    path: 'resources/menus/:placement',
    perLocale: true,
    // The login page of a login-only channel shows the header with its menus too.
    openWithoutLogin: true,
  },
  /** The loyalty popup's benefits, fetched when it opens. */
  LOYALTY_BENEFITS: {
    file: 'routes/loyalty-benefits.ts',
    path: 'resources/loyalty-benefits',
    perLocale: true,
    openWithoutLogin: false,
  },
  /**
   * /resources/messages/{locale}-{scope}.{hash}.json: a locale's message catalog, cached for good by the
   * browser (ADR 0048). Open: the sign-in page of a login-only channel needs its texts too.
   */
  MESSAGES: {
    file: 'routes/messages.ts',
    path: 'resources/messages/:file',
    perLocale: false,
    openWithoutLogin: true,
  },
  /** The footer newsletter form posts here (a fetcher: the form is on every page). */
  NEWSLETTER_SUBSCRIBE: {
    file: 'routes/newsletter-subscribe.ts',
    path: 'resources/newsletter',
    perLocale: true,
    openWithoutLogin: false,
  },
  /** An order's pre-invoice PDF, proxied from the API in the page's language (ADR 0010). */
  PRE_INVOICE: {
    file: 'routes/pre-invoice.ts',
    path: 'resources/orders/:orderToken/pre-invoice',
    perLocale: true,
    openWithoutLogin: false,
  },
  /** The invoice PDF of a paid or fulfilled order, proxied from the API (ADR 0015). */
  INVOICE: {
    file: 'routes/invoice.ts',
    path: 'resources/orders/:orderToken/invoice',
    perLocale: true,
    openWithoutLogin: false,
  },
  /**
   * Social sign-in (ADR 0016): sends the browser to the provider with a `state` cookie. Open on a
   * login-only channel: its sign-in page offers the buttons too.
   */
  SOCIAL_SIGN_IN_START: {
    file: 'routes/social-sign-in-start.ts',
    path: 'resources/social-sign-in/:provider',
    perLocale: true,
    openWithoutLogin: true,
  },
  /**
   * The provider sends the browser back here with the code: one address per provider and shop (it is
   * registered with the provider), so not per locale; the locale travels in the state cookie.
   */
  SOCIAL_SIGN_IN_CALLBACK: {
    file: 'routes/social-sign-in-callback.ts',
    path: 'resources/social-sign-in/:provider/callback',
    perLocale: false,
    openWithoutLogin: true,
  },
  /** Signs in at the API with the provider's token, in the shopper's locale (mails go out in it). */
  SOCIAL_SIGN_IN_FINISH: {
    file: 'routes/social-sign-in-finish.ts',
    path: 'resources/social-sign-in-finish',
    perLocale: true,
    openWithoutLogin: true,
  },
} satisfies Record<string, ResourceRouteDefinition>;

export type ResourceRouteName = keyof typeof RESOURCE_ROUTES;
const RESOURCE_ROUTE_NAMES = Object.keys(RESOURCE_ROUTES) as ResourceRouteName[];

/** "/resources/search-suggestions" in the default locale, "/en/resources/search-suggestions" in English. */
export function resourcePath(name: ResourceRouteName, locale: LocaleCode, defaultLocale: LocaleCode): string {
  const { path, perLocale } = RESOURCE_ROUTES[name];
  return perLocale ? localePrefixedPath(path, locale, defaultLocale) : `/${path}`;
}

/**
 * Every resource route with its URL pattern; the id is its name. One where the locale matters answers
 * under every locale prefix through an optional locale segment (docs/adr/0064).
 */
export function resourceRouteEntries(): {
  id: string;
  file: string;
  path: string;
  name: ResourceRouteName;
}[] {
  return RESOURCE_ROUTE_NAMES.map((name) => {
    const { file, path, perLocale } = RESOURCE_ROUTES[name];
    return { id: name, file, path: perLocale ? localeNeutralPattern(path) : path, name };
  });
}

/** Whether a path is one of the resources anyone may fetch on a login-only channel. */
export function isOpenResourcePath(pathname: string): boolean {
  return RESOURCE_ROUTE_NAMES.some((name) => {
    const { path, perLocale, openWithoutLogin } = RESOURCE_ROUTES[name];
    if (!openWithoutLogin) return false;
    const patterns = perLocale ? [`/${path}`, `/:locale/${path}`] : [`/${path}`];
    return patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
  });
}
