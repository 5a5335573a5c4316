import type { Order, ProductListItem } from '@shop/contracts';
import { loadCart } from './cart.server.ts';
import { loadRecommendations } from './recommendations.server.ts';
import type { ShopRequest } from './request-context.server.ts';

/** What the cart panel shows: the cart (null when the shopper has none) and products to add to it. */
export interface CartPanelData {
  order: Order | null;
  recommendations: ProductListItem[];
}

/**
 * The cart panel's data, fetched when the panel opens (pages do not load the whole cart): the cart, and
 * the recommendations of the category most frequent in it (spec section 7), without the cart's own
 * products. An empty cart names no category, so it gets no recommendations. A failing recommendations
 * call is not caught: spec section 8 sends it to the error page.
 */
export async function loadCartPanel(shop: ShopRequest): Promise<CartPanelData> {
  const order = await loadCart(shop);
  const recommendations = order
    ? await loadRecommendations(shop, { cartLines: order.items, fallbackTaxonId: null, excludeCodes: [] })
    : [];
  return { order, recommendations };
}
