import {
  SHOP_API_BASE,
  createReturnBodySchema,
  errorSchema,
  returnListSchema,
  returnNumberParamsSchema,
  returnOptionsSchema,
  returnSchema,
  returnsQuerySchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { localePreference } from '../../plugins/request-context.ts';
import { findCustomerOrder, loadReturnOptions } from './return-options.ts';
import { cancelOwnReturn, createReturn } from './return-service.ts';
import { findCustomerReturn, listCustomerReturns, loadReturnView } from './return-view.ts';

function shopperOf(request: FastifyRequest) {
  return {
    customerId: requireAuth(request).customerId,
    channelId: request.shop.channel.id,
    localeCode: request.shop.locale,
    localePreference: localePreference(request.shop),
  };
}

/**
 * The signed-in customer's returns (docs/adr/0027-returns.md; the spec shows no paths for them): the
 * options of one order's return form, making a return from its three steps, the list and one return, and
 * cancelling one the shop has not started on. Every call needs a bearer token; another's order or return
 * is 404.
 */
export async function returnsModule(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['returns'];
  const base = `${SHOP_API_BASE}/customers/me/returns`;
  api.get(
    `${SHOP_API_BASE}/customers/me/orders/:token/return-options`,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary:
          "What the return form offers for one of the customer's orders: returnable items with what a unit " +
          'refunds, return methods, refund methods and reasons, and why it cannot be returned (if so)',
        params: z.object({ token: z.string().trim().min(1).max(64) }),
        response: { 200: returnOptionsSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const shopper = shopperOf(request);
      const order = await findCustomerOrder(db, { token: request.params.token, ...shopper });
      const {
        returnMethodIds: _ids,
        linePaid: _paid,
        ...answer
      } = await loadReturnOptions(db, {
        order,
        localePreference: shopper.localePreference,
        now: new Date(),
      });
      return answer;
    },
  );

  api.get(
    base,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: "The customer's returns in the channel, newest first (page, itemsPerPage)",
        querystring: returnsQuerySchema,
        response: { 200: returnListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listCustomerReturns(db, { ...request.query, ...shopperOf(request) }),
  );

  api.post(
    base,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary:
          'Return items of a fulfilled order: items with quantity, reason and comment; the return method (and ' +
          'pick-up address); the refund (bank transfer with the account holder and IBAN, cash or shop coupons)',
        body: createReturnBodySchema,
        response: {
          201: returnSchema,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const created = await createReturn(db, request.body, { ...shopperOf(request), now: new Date() });
      return reply.status(201).send(created);
    },
  );

  api.get(
    `${base}/:number`,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: "One of the customer's returns with its items, states and amounts",
        params: returnNumberParamsSchema,
        response: { 200: returnSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const shopper = shopperOf(request);
      const found = await findCustomerReturn(db, { number: request.params.number, ...shopper });
      return loadReturnView(db, found.id, shopper.localePreference);
    },
  );

  api.patch(
    `${base}/:number/cancel`,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Cancel one of the customer\'s returns while it is still only requested ("initiated")',
        params: returnNumberParamsSchema,
        response: { 200: returnSchema, 401: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) =>
      cancelOwnReturn(db, { number: request.params.number, ...shopperOf(request), now: new Date() }),
  );
}
