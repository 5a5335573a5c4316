import {
  SHOP_API_BASE,
  addCartBundleBodySchema,
  addCartItemBodySchema,
  changeCartItemQuantityBodySchema,
  errorSchema,
  orderSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { localePreference } from '../../plugins/request-context.ts';
import { createCart, findOrderId } from './cart-lock.ts';
import {
  addCartBundle,
  addCartItem,
  changeCartItemQuantity,
  deleteCartItem,
  restoreCartItem,
} from './cart-service.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { customerOrderRoutes } from './customer-order-routes.ts';
import { mayUseCart } from './customer-carts.ts';
import { giftRoutes } from './gift-routes.ts';
import { loadOrderView } from './order-view.ts';
import { orderDocumentRoutes } from './order-document-routes.ts';
import { cartCaller, OWNERSHIP_CHECKED_BY_LOCK } from './cart-ownership.ts';

const MAX_ID = 2147483647;
const tokenParams = z.object({ token: z.string().trim().min(1).max(64) });
const itemParams = tokenParams.extend({ itemId: z.coerce.number().int().positive().max(MAX_ID) });
const orderResponses = { 200: orderSchema, 400: errorSchema, 404: errorSchema, 422: validationErrorSchema };

/**
 * Orders (issue 4), Sylius API shapes (GUIDE section 4): a cart is an order in state `cart` reached by
 * its token, and every change answers with the whole order; the checkout steps are in checkout-routes.ts,
 * an order's invoice and pre-invoice PDFs in order-document-routes.ts, the signed-in customer's orders in
 * customer-order-routes.ts.
 */
export async function ordersModule(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  // A cart that belongs to a customer (carried over at sign-in) is theirs alone: for anyone else it does
  // not exist (GUIDE: someone else's resource is 404).
  app.addHook('preHandler', async (request) => {
    // The cart-changing routes check it on the row they lock instead (cart-ownership.ts).
    if (request.routeOptions.config.cartOwnershipInLock) return;
    const token = (request.params as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string') return;
    const allowed = await mayUseCart(db, {
      token,
      channelId: request.shop.channel.id,
      customerId: request.auth?.customerId ?? null,
    });
    if (!allowed) throw notFound(`Cart "${token}" not found.`);
  });
  await app.register(checkoutRoutes, { db });
  await app.register(giftRoutes, { db });
  await app.register(orderDocumentRoutes, { db });
  await app.register(customerOrderRoutes, { db });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const view = (request: FastifyRequest, orderId: number) =>
    loadOrderView(db, orderId, localePreference(request.shop));

  api.post(
    `${SHOP_API_BASE}/orders`,
    {
      schema: {
        tags: ['cart'],
        summary: 'Create an empty cart in the request channel and locale',
        response: { 201: orderSchema },
      },
    },
    async (request, reply) => {
      const { channel, locale } = request.shop;
      const orderId = await createCart(db, {
        channelId: channel.id,
        localeCode: locale,
        currencyCode: channel.currencyCode,
        // A signed-in shopper's new cart is theirs from the start, so the order lands in their account.
        customerId: request.auth?.customerId ?? null,
      });
      return reply.status(201).send(await view(request, orderId));
    },
  );

  api.get(
    `${SHOP_API_BASE}/orders/:token`,
    {
      schema: {
        tags: ['cart'],
        summary: 'A cart or an order by its token',
        params: tokenParams,
        response: orderResponses,
      },
    },
    async (request) => {
      const orderId = await findOrderId(db, request.params.token, request.shop.channel.id);
      if (orderId === null) throw notFound(`Order "${request.params.token}" not found.`);
      return view(request, orderId);
    },
  );

  api.post(
    `${SHOP_API_BASE}/orders/:token/items`,
    {
      config: OWNERSHIP_CHECKED_BY_LOCK,
      schema: {
        tags: ['cart'],
        summary: 'Add units of a variant (a line of the same variant grows)',
        params: tokenParams,
        body: addCartItemBodySchema,
        response: { ...orderResponses, 201: orderSchema },
      },
    },
    async (request, reply) => {
      const orderId = await addCartItem(db, {
        channelId: request.shop.channel.id,
        customerId: cartCaller(request),
        signedIn: request.auth !== null,
        token: request.params.token,
        variantCode: request.body.productVariant,
        quantity: request.body.quantity,
      });
      return reply.status(201).send(await view(request, orderId));
    },
  );

  api.patch(
    `${SHOP_API_BASE}/orders/:token/product-bundle`,
    {
      config: OWNERSHIP_CHECKED_BY_LOCK,
      schema: {
        tags: ['cart'],
        summary: 'Add units of a bundle by its product code (a line of its set variant)',
        params: tokenParams,
        body: addCartBundleBodySchema,
        response: orderResponses,
      },
    },
    async (request) => {
      const orderId = await addCartBundle(db, {
        channelId: request.shop.channel.id,
        customerId: cartCaller(request),
        signedIn: request.auth !== null,
        token: request.params.token,
        productCode: request.body.productCode,
        quantity: request.body.quantity,
        variantCodes: request.body.variantCodes,
      });
      return view(request, orderId);
    },
  );

  api.patch(
    `${SHOP_API_BASE}/orders/:token/items/:itemId`,
    {
      config: OWNERSHIP_CHECKED_BY_LOCK,
      schema: {
        tags: ['cart'],
        summary: "Change a line's quantity",
        params: itemParams,
        body: changeCartItemQuantityBodySchema,
        response: orderResponses,
      },
    },
    async (request) => {
      const orderId = await changeCartItemQuantity(db, {
        channelId: request.shop.channel.id,
        customerId: cartCaller(request),
        token: request.params.token,
        itemId: request.params.itemId,
        quantity: request.body.quantity,
      });
      return view(request, orderId);
    },
  );

  api.delete(
    `${SHOP_API_BASE}/orders/:token/items/:itemId`,
    {
      config: OWNERSHIP_CHECKED_BY_LOCK,
      schema: {
        tags: ['cart'],
        summary: 'Delete a line (restorable by its id)',
        params: itemParams,
        response: orderResponses,
      },
    },
    async (request) => {
      const orderId = await deleteCartItem(db, {
        channelId: request.shop.channel.id,
        customerId: cartCaller(request),
        token: request.params.token,
        itemId: request.params.itemId,
      });
      return view(request, orderId);
    },
  );

  api.patch(
    `${SHOP_API_BASE}/orders/:token/items/:itemId/restore`,
    {
      config: OWNERSHIP_CHECKED_BY_LOCK,
      schema: {
        tags: ['cart'],
        summary: 'Restore a deleted line',
        params: itemParams,
        response: orderResponses,
      },
    },
    async (request) => {
      const orderId = await restoreCartItem(db, {
        channelId: request.shop.channel.id,
        customerId: cartCaller(request),
        token: request.params.token,
        itemId: request.params.itemId,
      });
      return view(request, orderId);
    },
  );
}
