import type { List, Wishlist } from '@shop/contracts';
import { isApiError } from '~/lib/api/api-error.ts';
import { readAccessToken } from '~/lib/api/token-store.ts';
import { mergeBody, refusedIndexes } from '~/lib/wishlist.ts';
import type { ShopRequest } from './request-context.server.ts';

/** What the wishlist resource route answers the browser: the list's codes now, or why it failed. */
export type WishlistActionResult =
  { ok: true; codes: string[] } | { ok: false; status: number; message: string | null };

export type WishlistIntent = 'add' | 'remove' | 'merge';

const codesOf = (wishlist: Wishlist | undefined) =>
  wishlist?.wishlistProducts.map((product) => product.productCode) ?? [];

/** The server's detail of a failure (spec section 8: "server detail or default"), else null. */
function messageOf(error: unknown): string | null {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return null;
  const data = error.data as { message?: unknown; violations?: { message?: unknown }[] };
  const violation = data.violations?.[0]?.message;
  if (typeof violation === 'string') return violation;
  return error.statusCode === 422 && typeof data.message === 'string' ? data.message : null;
}

async function merge(shop: ShopRequest, codes: readonly string[]): Promise<Wishlist> {
  const body = mergeBody(codes);
  try {
    return await shop.api.post<Wishlist>('/wishlists', body);
  } catch (error) {
    // A guest's old list may name products disabled since: merge the rest rather than nothing.
    if (!isApiError(error) || error.statusCode !== 422) throw error;
    const violations = (error.data as { violations?: { propertyPath: string }[] }).violations ?? [];
    const refused = refusedIndexes(violations);
    const kept = body.products.filter((_, index) => !refused.has(index));
    if (refused.size === 0 || kept.length === 0) throw error;
    return shop.api.post<Wishlist>('/wishlists', { products: kept });
  }
}

/**
 * Adds, removes or merges products on the signed-in shopper's wishlist through the API (POST /wishlists,
 * DELETE /wishlists/{token}/product/{code}). Guests have no server list: 401.
 */
export async function changeWishlist(
  shop: ShopRequest,
  intent: WishlistIntent,
  codes: readonly string[],
): Promise<WishlistActionResult> {
  if (!readAccessToken(shop.tokens)) return { ok: false, status: 401, message: null };
  try {
    if (intent === 'remove') {
      const { data } = await shop.api.get<List<Wishlist>>('/wishlists');
      let wishlist = data[0];
      if (!wishlist) return { ok: true, codes: [] };
      for (const code of codes) {
        wishlist = await shop.api.delete<Wishlist>(
          `/wishlists/${encodeURIComponent(wishlist.token)}/product/${encodeURIComponent(code)}`,
        );
      }
      return { ok: true, codes: codesOf(wishlist) };
    }
    if (intent === 'merge') return { ok: true, codes: codesOf(await merge(shop, codes)) };
    const wishlist = await shop.api.post<Wishlist>('/wishlists', {
      products: codes.map((productCode) => ({ productCode })),
    });
    return { ok: true, codes: codesOf(wishlist) };
  } catch (error) {
    return { ok: false, status: isApiError(error) ? error.statusCode : 500, message: messageOf(error) };
  }
}
