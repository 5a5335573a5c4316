import type { RouterContextProvider } from 'react-router';
import { readAccessToken } from '~/lib/api/token-store.ts';
import { COOKIE_AUTH_REFRESH_TOKEN, COOKIE_CART_TOKEN } from '~/lib/storage-keys.ts';
import { getShopRequest } from './request-context.server.ts';
import { loadShopperSummary, type ShopperSummary } from './shopper.ts';

/**
 * The layouts' loader data: the summary of the shopper whose tokens the request carries. An anonymous
 * visitor of a login-only channel (b2b: the sign-in pages) has no cart there, and the API would refuse
 * to show one (ADR 0029), so a leftover cart cookie is not asked about.
 */
export function loadRequestShopperSummary(context: Readonly<RouterContextProvider>): Promise<ShopperSummary> {
  const shop = getShopRequest(context);
  const accessToken = readAccessToken(shop.tokens);
  const signedIn = Boolean(accessToken || shop.tokens.read(COOKIE_AUTH_REFRESH_TOKEN));
  const cartToken = shop.channel.requiresLogin && !signedIn ? undefined : shop.tokens.read(COOKIE_CART_TOKEN);
  return loadShopperSummary(shop.api, { accessToken, cartToken });
}
