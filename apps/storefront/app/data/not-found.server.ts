import { data, redirect } from 'react-router';
import { findRedirect } from '~/routing/redirects.ts';
import type { ShopRequest } from './request-context.server.ts';
import { loadRedirects } from './shop-data.server.ts';

/**
 * Ends a loader whose page does not exist: the shop owner's "only when not found" redirect for this path
 * if there is one, else a 404 (spec: page validation failure gives 404).
 */
export async function pageNotFound(shop: ShopRequest, url: URL): Promise<never> {
  const redirects = await loadRedirects(shop.config, shop.locale, url.pathname);
  const target = findRedirect(redirects, url, { pageNotFound: true });
  if (target) throw redirect(target.location, target.status);
  throw data(null, { status: 404, statusText: 'Not Found' });
}
