import type { Customer, List } from '@shop/contracts';
import { redirect } from 'react-router';
import { isApiError } from '~/lib/api/api-error.ts';
import { readAccessToken } from '~/lib/api/token-store.ts';
import { COOKIE_AUTH_REFRESH_TOKEN } from '~/lib/storage-keys.ts';
import { AUTH_RETURN_PARAM } from '~/routing/auth-return.ts';
import { routePath } from '~/routing/route-path.ts';
import type { ShopRequest } from './request-context.server.ts';

/** The sign-in page, remembering `url` so that signing in comes back to it (spec section 4). */
export function signInRedirect(shop: ShopRequest, url: URL): Response {
  const auth = routePath('AUTH', shop.locale, {}, shop.defaultLocale);
  return redirect(`${auth}?${new URLSearchParams({ [AUTH_RETURN_PARAM]: `${url.pathname}${url.search}` })}`);
}

/**
 * Account pages need login (spec section 6): the signed-in customer (GET /customers/me, data[0]), or a
 * redirect to sign in that brings the shopper back here. A session the API no longer accepts (the refresh
 * failed, so the tokens are already cleared) counts as signed out.
 */
export async function requireCustomer(shop: ShopRequest, url: URL): Promise<Customer> {
  const signedIn = Boolean(readAccessToken(shop.tokens) || shop.tokens.read(COOKIE_AUTH_REFRESH_TOKEN));
  if (!signedIn) throw signInRedirect(shop, url);
  try {
    const me = await shop.api.get<List<Customer>>('/customers/me');
    const customer = me.data[0];
    if (!customer) throw signInRedirect(shop, url);
    return customer;
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw signInRedirect(shop, url);
    throw error;
  }
}
