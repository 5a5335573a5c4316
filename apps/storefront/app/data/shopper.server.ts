import type { RouterContextProvider } from 'react-router';
import { readAccessToken } from '~/lib/api/token-store.ts';
import { COOKIE_CART_TOKEN } from '~/lib/storage-keys.ts';
import { getShopRequest } from './request-context.server.ts';
import { loadShopperSummary, type ShopperSummary } from './shopper.ts';

/** The layouts' loader data: the summary of the shopper whose tokens the request carries. */
export function loadRequestShopperSummary(context: Readonly<RouterContextProvider>): Promise<ShopperSummary> {
  const shop = getShopRequest(context);
  return loadShopperSummary(shop.api, {
    accessToken: readAccessToken(shop.tokens),
    cartToken: shop.tokens.read(COOKIE_CART_TOKEN),
  });
}
