import { changeWishlist, type WishlistIntent } from '~/data/wishlist.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import type { Route } from './+types/wishlist-change';

const INTENTS: readonly WishlistIntent[] = ['add', 'remove', 'merge'];
/** A merged guest list is at most LOCAL_WISHLIST_CAP codes; the API takes 100 per call. */
const MAX_CODES = 100;

/**
 * The signed-in shopper's wishlist changes (the heart buttons and the merge after sign-in post here as
 * JSON `{intent, codes}`): same-origin, so the browser never holds the API's address or the bearer token.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const body = (await request.json().catch(() => null)) as { intent?: unknown; codes?: unknown } | null;
  const intent = INTENTS.find((known) => known === body?.intent);
  const codes = Array.isArray(body?.codes)
    ? body.codes.filter((code): code is string => typeof code === 'string' && code.trim() !== '')
    : [];
  if (!intent || codes.length === 0 || codes.length > MAX_CODES) {
    return Response.json({ ok: false, status: 400, message: null }, { status: 400 });
  }
  const result = await changeWishlist(getShopRequest(context), intent, codes);
  return Response.json(result, {
    status: result.ok ? 200 : result.status,
    headers: { 'Cache-Control': 'private, no-store' },
  });
}
