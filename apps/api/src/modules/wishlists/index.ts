import {
  SHOP_API_BASE,
  errorSchema,
  listSchema,
  validationErrorSchema,
  wishlistBodySchema,
  wishlistProductParamsSchema,
  wishlistSchema,
} from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { wholeList } from '../../http/lists.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { addToWishlist, listWishlists, removeFromWishlist, type WishlistOwner } from './service.ts';

function ownerOf(request: FastifyRequest): WishlistOwner {
  return { customerId: requireAuth(request).customerId, channelId: request.shop.channel.id };
}

/**
 * The signed-in customer's wishlist (spec sections 4 and 7): POST /wishlists adds products (and merges
 * a guest's local list), GET /wishlists lists it, DELETE /wishlists/{token}/product/{code} removes one.
 * Every call needs a bearer token; another customer's wishlist is 404.
 */
export async function wishlistsModule(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${SHOP_API_BASE}/wishlists`;
  const tags = ['wishlists'];

  api.get(
    base,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: "The signed-in customer's wishlists in the channel (none until a product is added)",
        response: { 200: listSchema(wishlistSchema), 401: errorSchema },
      },
    },
    async (request) => wholeList(await listWishlists(db, ownerOf(request))),
  );

  api.post(
    base,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Add products to the wishlist (listed ones stay; also merges a guest list at sign-in)',
        body: wishlistBodySchema,
        response: { 200: wishlistSchema, 400: errorSchema, 401: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => addToWishlist(db, ownerOf(request), request.body),
  );

  api.delete(
    `${base}/:token/product/:code`,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Take a product off the wishlist; answers the wishlist as it is now',
        params: wishlistProductParamsSchema,
        response: { 200: wishlistSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => removeFromWishlist(db, ownerOf(request), request.params.token, request.params.code),
  );
}
