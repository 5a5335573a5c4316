import type { List, Wishlist } from '@shop/contracts';
import type { ApiClient } from '~/lib/api/client.ts';

/** What the header shows about the shopper: first name when signed in, cart and wishlist counters. */
export interface ShopperSummary {
  /** The request carried an access token (the customer's name may still be unknown). */
  signedIn: boolean;
  customer: { firstName: string; joinedLoyaltyProgram?: boolean } | null;
  cartItemsCount: number;
  wishlistItemsCount: number;
  /** The signed-in shopper's wishlist, newest first; a guest's list is in the browser (lib/wishlist.ts). */
  wishlistCodes: string[];
}

export const GUEST_SUMMARY: ShopperSummary = {
  signedIn: false,
  customer: null,
  cartItemsCount: 0,
  wishlistItemsCount: 0,
  wishlistCodes: [],
};

async function orFallback<T>(load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch {
    return fallback;
  }
}

/**
 * Reads the shopper's summary through the API, only for what the browser holds a token for: the customer
 * (GET /customers/me, result in data[0]) and wishlist when signed in, the cart (GET /orders/{cartToken},
 * Sylius' cart-as-order) when there is a cart token. A failing call shows the guest value, never an error
 * page: the header must not break a page.
 */
export async function loadShopperSummary(
  api: ApiClient,
  tokens: { accessToken: string | undefined; cartToken: string | undefined },
): Promise<ShopperSummary> {
  const signedIn = Boolean(tokens.accessToken);
  const [customer, cartItemsCount, wishlistCodes] = await Promise.all([
    signedIn
      ? orFallback(async () => {
          const me =
            await api.get<List<{ firstName: string | null; joinedLoyaltyProgram?: boolean }>>(
              '/customers/me',
            );
          const firstName = me.data[0]?.firstName;
          return firstName
            ? { firstName, joinedLoyaltyProgram: me.data[0]?.joinedLoyaltyProgram === true }
            : null;
        }, null)
      : null,
    tokens.cartToken
      ? orFallback(async () => {
          const cart = await api.get<{ itemsCount?: number }>(
            `/orders/${encodeURIComponent(tokens.cartToken!)}`,
          );
          return cart.itemsCount ?? 0;
        }, 0)
      : 0,
    signedIn
      ? orFallback(async () => {
          const wishlists = await api.get<List<Wishlist>>('/wishlists');
          return wishlists.data[0]?.wishlistProducts.map((product) => product.productCode) ?? [];
        }, [])
      : [],
  ]);
  return {
    signedIn,
    customer,
    cartItemsCount,
    wishlistItemsCount: wishlistCodes.length,
    wishlistCodes,
  };
}
