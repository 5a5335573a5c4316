import { z } from 'zod';

/** How many products one POST /wishlists may carry (a merged guest list included); a bound, not a rule. */
export const WISHLIST_BATCH_LIMIT = 100;
/** How many products one wishlist keeps at most. */
export const WISHLIST_LIMIT = 200;
export const WISHLIST_FULL_MESSAGE = `A wishlist keeps at most ${WISHLIST_LIMIT} products.`;
export const WISHLIST_NOT_FOUND_MESSAGE = 'Wishlist not found.';

const code = z.string().trim().min(1).max(255);

/** One product on a wishlist (spec section 3: wishlistProducts by product code). */
export const wishlistProductSchema = z.object({
  productCode: z.string(),
  productVariantCode: z.string().nullable(),
});
export type WishlistProduct = z.infer<typeof wishlistProductSchema>;

/** A customer's wishlist: its token and products, the most recently added first. */
export const wishlistSchema = z.object({
  token: z.string(),
  wishlistProducts: z.array(wishlistProductSchema),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

/**
 * POST /wishlists: products to add (already listed ones are kept, so the call is idempotent); the
 * storefront merges a guest's local list at sign-in with the same call.
 */
export const wishlistBodySchema = z.object({
  products: z
    .array(z.object({ productCode: code, productVariantCode: code.optional() }))
    .min(1)
    .max(WISHLIST_BATCH_LIMIT),
});
export type WishlistBody = z.infer<typeof wishlistBodySchema>;

/** DELETE /wishlists/{token}/product/{code}. */
export const wishlistProductParamsSchema = z.object({
  token: z.string().min(1).max(64),
  code: z.string().min(1).max(255),
});
