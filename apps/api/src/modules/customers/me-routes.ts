import { SHOP_API_BASE, customerSchema, errorSchema, listSchema } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { wholeList } from '../../http/lists.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { loadCustomerView } from './customer-view.ts';

/** GET /customers/me: the signed-in customer, in `data[0]` (spec section 7), with their cart's token. */
export async function meRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  app.withTypeProvider<ZodTypeProvider>().get(
    `${SHOP_API_BASE}/customers/me`,
    {
      config: { auth: 'customer' },
      schema: {
        tags: ['customers'],
        summary: 'The signed-in customer (bearer token), in data[0]',
        response: { 200: listSchema(customerSchema), 401: errorSchema },
      },
    },
    async (request) => {
      const user = requireAuth(request);
      return wholeList([await loadCustomerView(db, user.customerId, request.shop.channel.id)]);
    },
  );
}
