import { loadCartPanel } from '~/data/cart-panel.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import type { Route } from './+types/cart-panel';

/**
 * The cart panel's content (the header's cart button opens it on wide screens): the shopper's cart and
 * its recommendations. The panel's forms post to the cart route; React Router then loads this again.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const data = await loadCartPanel(getShopRequest(context));
  // The cart changes with every form the shopper sends: never kept.
  return Response.json(data, { headers: { 'Cache-Control': 'private, no-store' } });
}
