import {
  SHOP_API_BASE,
  customerOrderSchema,
  customerOrderSummarySchema,
  customerOrdersQuerySchema,
  errorSchema,
  listSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { localePreference } from '../../plugins/request-context.ts';
import { listCustomerOrders, loadCustomerOrder } from './customer-orders.ts';

/**
 * The signed-in customer's orders (ADR 0015): GET /customers/me/orders, newest first and paginated, and
 * GET /customers/me/orders/{token}, one of them with its documents. A bearer token is needed (401); an
 * order that is not theirs is 404.
 */
export async function customerOrderRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    `${SHOP_API_BASE}/customers/me/orders`,
    {
      config: { auth: 'customer' },
      schema: {
        tags: ['customers'],
        summary: "The signed-in customer's placed orders in the channel, newest first (page, itemsPerPage)",
        querystring: customerOrdersQuerySchema,
        response: { 200: listSchema(customerOrderSummarySchema), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const { customerId } = requireAuth(request);
      return listCustomerOrders(db, {
        ...request.query,
        customerId,
        channelId: request.shop.channel.id,
        localePreference: localePreference(request.shop),
      });
    },
  );

  api.get(
    `${SHOP_API_BASE}/customers/me/orders/:token`,
    {
      config: { auth: 'customer' },
      schema: {
        tags: ['customers'],
        summary:
          "One of the signed-in customer's orders: the order, whether its invoice and pre-invoice can be " +
          'downloaded, and the invoice number once issued',
        params: z.object({ token: z.string().trim().min(1).max(64) }),
        response: { 200: customerOrderSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { customerId } = requireAuth(request);
      return loadCustomerOrder(db, {
        token: request.params.token,
        customerId,
        channelId: request.shop.channel.id,
        localePreference: localePreference(request.shop),
      });
    },
  );
}
