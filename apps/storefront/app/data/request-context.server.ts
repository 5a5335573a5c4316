import {
  createContext,
  data,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from 'react-router';
import type { Channel, Menu, MenuPlacement } from '@shop/contracts';
import type { LocaleCode } from '@shop/locale';
import type { ApiClient } from '~/lib/api/client.ts';
import { createRequestTokenStore, type RequestTokenStore } from '~/lib/api/request-token-store.server.ts';
import { createShopperApiClient } from '~/lib/api/server-api.server.ts';
import { readAccessToken } from '~/lib/api/token-store.ts';
import { COOKIE_AUTH_REFRESH_TOKEN } from '~/lib/storage-keys.ts';
import { storefrontConfig, type StorefrontConfig } from '~/lib/config.server.ts';
import { servedCatalog } from '~/i18n/catalogs.server.ts';
import { shellMenus, type ShellData, type ShellErrorData } from '~/shell/shell-data.ts';
import { BUILD_DEFAULT_LOCALE } from '~/routing/build-default-locale.ts';
import { AUTH_RETURN_PARAM } from '~/routing/auth-return.ts';
import { isAdminPath, isOpenWithoutLogin } from '~/routing/login-only-channel.ts';
import { findRedirect } from '~/routing/redirects.ts';
import { isPrefixedLocale, LOCALE_PARAM, localeFromPathname, routePath } from '~/routing/route-path.ts';
import { impersonationRedirect } from './impersonation.server.ts';
import { loadChannelData, loadRedirects } from './shop-data.server.ts';

/** Everything a server loader needs about the request it serves; set up once by the root middleware. */
export interface ShopRequest {
  config: StorefrontConfig;
  locale: LocaleCode;
  defaultLocale: LocaleCode;
  channel: Channel;
  /** Every menu the channel names, the on-demand ones included (the shell carries only some). */
  menus: Partial<Record<MenuPlacement, Menu>>;
  /** Calls with the shopper's tokens (refreshed tokens are written back as cookies). */
  api: ApiClient;
  tokens: RequestTokenStore;
}

export const shopRequestContext = createContext<ShopRequest>();

export function getShopRequest(context: Readonly<RouterContextProvider>): ShopRequest {
  return context.get(shopRequestContext);
}

/** The root loader's data: the shop around every screen, in the request's locale. */
export function buildShellData(shop: ShopRequest, url: URL): ShellData {
  return {
    locale: shop.locale,
    defaultLocale: shop.defaultLocale,
    channel: shop.channel,
    ...shellMenus(shop.menus),
    newUrls: shop.config.newUrls,
    catalogHref: servedCatalog(
      shop.locale,
      isAdminPath(url.pathname, shop.locale, shop.defaultLocale) ? 'admin' : 'shop',
    ).href,
    origin: url.origin,
    botProtection: shop.config.botProtection,
  };
}

/**
 * Root middleware for document and data requests alike: loads the channel and menus (cached per locale),
 * applies the shop owner's redirects before anything renders, answers 404 for locales the channel does not
 * offer or a locale segment that names none, signs in with an impersonation `x-auth` parameter, sends anonymous visitors of a login-only channel
 * (b2b) to sign in, and writes refreshed or cleared tokens back as cookies.
 */
export const shopRequestMiddleware: MiddlewareFunction<Response> = async (
  { request, url, params, context },
  next,
) => {
  const config = storefrontConfig();
  const defaultLocale = BUILD_DEFAULT_LOCALE;
  const locale = localeFromPathname(url.pathname, defaultLocale);
  const { channel, menus } = await loadChannelData(config, locale);

  const target = findRedirect(await loadRedirects(config, locale, url.pathname), url, {
    pageNotFound: false,
  });
  if (target) throw redirect(target.location, target.status);

  const tokens = createRequestTokenStore(request);
  // Impersonation (spec section 4): ?x-auth= signs in and is removed from the URL.
  const impersonation = impersonationRedirect(url, tokens);
  if (impersonation) throw impersonation;
  // Set by server.js (server-http.js, CLIENT_ADDRESS_HEADER) on every request, never by the shopper.
  const clientAddress = request.headers.get('x-shop-client-address') ?? undefined;
  const api = createShopperApiClient(config, locale, tokens, clientAddress);
  const shop: ShopRequest = { config, locale, defaultLocale, channel, menus, api, tokens };

  // A locale-neutral route's optional first segment ("/en/admin") must be a prefixed locale: "/xx/admin"
  // and "/lt/admin" (the default locale is never prefixed) are pages that do not exist.
  const localeSegment = params[LOCALE_PARAM];
  const strayLocaleSegment = localeSegment !== undefined && !isPrefixedLocale(localeSegment, defaultLocale);
  if (strayLocaleSegment || !channel.locales.some((entry) => entry.code === locale)) {
    // The error page is shown in the channel's default locale, with the shop around it.
    const shell = buildShellData({ ...shop, locale: channel.defaultLocale }, url);
    throw data<ShellErrorData>({ shell }, { status: 404, statusText: 'Not Found' });
  }

  // A refresh token alone still counts: the first API call renews the access token.
  const signedIn = Boolean(readAccessToken(tokens) || tokens.read(COOKIE_AUTH_REFRESH_TOKEN));
  if (channel.requiresLogin && !signedIn && !isOpenWithoutLogin(url.pathname, locale, defaultLocale)) {
    const returnPath = `${url.pathname}${url.search}`;
    const authPath = routePath('AUTH', locale, {}, defaultLocale);
    throw redirect(`${authPath}?${new URLSearchParams({ [AUTH_RETURN_PARAM]: returnPath })}`);
  }

  context.set(shopRequestContext, shop);

  const response = await next();
  for (const cookie of tokens.setCookieHeaders()) response.headers.append('Set-Cookie', cookie);
  return response;
};
