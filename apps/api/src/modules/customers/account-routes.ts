import {
  CUSTOMER_NOT_DEFINED_MESSAGE,
  SHOP_API_BASE,
  changePasswordBodySchema,
  customerSchema,
  customerUpdateBodySchema,
  errorSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { loadCustomerView } from './customer-view.ts';
import { checkProfileUpdate } from './profile-form-check.ts';
import { changePassword, updateCustomerProfile } from './profile-service.ts';

const MAX_ID = 2_147_483_647;
const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
const noBody = z.undefined().describe('No body');

/** The signed-in customer's id when `id` is theirs; anyone else's id is 404, as if it did not exist. */
function ownCustomerId(request: FastifyRequest, id: number): number {
  const { customerId } = requireAuth(request);
  if (customerId !== id) throw notFound(CUSTOMER_NOT_DEFINED_MESSAGE);
  return customerId;
}

/**
 * The account details form and the default address (PUT and PATCH /customers/{id}, the same partial
 * update: fields left out keep their values) and the password change (PUT /customers/{id}/password).
 */
export async function accountRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customers'];

  for (const method of ['put', 'patch'] as const) {
    api[method](
      `${SHOP_API_BASE}/customers/:id`,
      {
        // Every problem at once: the schema's and the company fields the kept values lack (docs/adr/0032).
        preValidation: async (request) => {
          const id = Number((request.params as { id?: unknown }).id);
          if (!Number.isInteger(id) || id <= 0 || id > MAX_ID) return;
          await checkProfileUpdate(db, request, ownCustomerId(request, id));
        },
        config: { auth: 'customer' },
        schema: {
          tags,
          summary:
            method === 'put'
              ? 'Change the signed-in customer: profile fields and/or defaultAddress (id or IRI, null clears)'
              : 'Change the signed-in customer’s profile (the account details form)',
          params: idParams,
          body: customerUpdateBodySchema,
          response: { 200: customerSchema, 401: errorSchema, 404: errorSchema, 422: validationErrorSchema },
        },
      },
      async (request) => {
        const customerId = ownCustomerId(request, request.params.id);
        await updateCustomerProfile(db, customerId, request.body);
        return loadCustomerView(db, customerId, request.shop.channel.id);
      },
    );
  }

  api.put(
    `${SHOP_API_BASE}/customers/:id/password`,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Change the password (the current one, the new one twice); ends every session',
        params: idParams,
        body: changePasswordBodySchema,
        response: {
          204: noBody,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      await changePassword(db, ownCustomerId(request, request.params.id), request.body);
      return reply.status(204).send();
    },
  );
}
