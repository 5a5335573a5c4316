import {
  SHOP_API_BASE,
  addressBookBodySchema,
  addressBookEntrySchema,
  billingDataSchema,
  billingSearchQuerySchema,
  errorSchema,
  listSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { wholeList } from '../../http/lists.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  updateAddress,
} from './address-book-service.ts';
import { searchBillingData } from './billing-search.ts';

/** Postgres `integer`: larger ids cannot exist (400 rather than a database error). */
const MAX_ID = 2_147_483_647;
const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
const noBody = z.undefined().describe('No body');

/**
 * The signed-in customer's delivery address book (spec section 7: GET/POST /addresses, GET/PUT/DELETE
 * /addresses/{id}) and the company billing data lookup. Every call needs a bearer token; an address of
 * another customer is 404, the same as a missing one.
 */
export async function addressBookRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${SHOP_API_BASE}/addresses`;
  const tags = ['addresses'];

  api.get(
    base,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: "The signed-in customer's delivery addresses, oldest first",
        response: { 200: listSchema(addressBookEntrySchema), 401: errorSchema },
      },
    },
    async (request) => wholeList(await listAddresses(db, requireAuth(request).customerId)),
  );

  api.post(
    base,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Add a delivery address (the first one becomes the default)',
        body: addressBookBodySchema,
        response: { 201: addressBookEntrySchema, 401: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAddress(db, requireAuth(request).customerId, request.body)),
  );

  // Registered before /addresses/:id so that the lookup's path is not read as an address id.
  api.get(
    `${base}/search-billing`,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: "A company's invoice data from the signed-in customer's own earlier data, by company code",
        querystring: billingSearchQuerySchema,
        response: { 200: billingDataSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => searchBillingData(db, requireAuth(request).customerId, request.query.companyCode),
  );

  api.get(
    `${base}/:id`,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'One of the signed-in customer’s addresses',
        params: idParams,
        response: { 200: addressBookEntrySchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => getAddress(db, requireAuth(request).customerId, request.params.id),
  );

  api.put(
    `${base}/:id`,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Change one of the signed-in customer’s addresses',
        params: idParams,
        body: addressBookBodySchema,
        response: {
          200: addressBookEntrySchema,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => updateAddress(db, requireAuth(request).customerId, request.params.id, request.body),
  );

  api.delete(
    `${base}/:id`,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Delete an address (a deleted default is replaced by the oldest remaining address)',
        params: idParams,
        response: { 204: noBody, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await deleteAddress(db, requireAuth(request).customerId, request.params.id);
      return reply.status(204).send();
    },
  );
}
