import {
  ADMIN_API_BASE,
  adminCatalogueListQuerySchema,
  adminOptionInputSchema,
  adminOptionListSchema,
  adminOptionPatchSchema,
  adminOptionSchema,
  errorSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { adminOf } from '../admin/admin-request.ts';
import { refreshSearchDocuments } from '../search/search-documents.ts';
import {
  createOption,
  deleteOption,
  getAdminOption,
  listAdminOptions,
  updateOption,
} from '../products/admin/options.ts';

const tags = ['admin catalogue'];
const security = [{ adminBearer: [] }];
const codeParams = z.object({ code: z.string().trim().min(1).max(64) });

/**
 * Product options (colour, size) with their values. Options are not part of the search read model
 * (cards and listings do not show them): a change only moves the catalogue version on, so that every
 * process's caches start afresh.
 */
export async function optionRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${ADMIN_API_BASE}/product-options`;

  api.get(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Product options by position, each with its values',
        querystring: adminCatalogueListQuerySchema,
        response: { 200: adminOptionListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listAdminOptions(db, request.query),
  );

  api.post(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Create an option with its values',
        body: adminOptionInputSchema,
        response: { 201: adminOptionSchema, 401: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const saved = await createOption(db, request.body, adminOf(request).id);
      await refreshSearchDocuments(db, []);
      return reply.status(201).send(saved);
    },
  );

  api.get(
    `${base}/:code`,
    {
      schema: {
        tags,
        security,
        summary: 'One option with its values',
        params: codeParams,
        response: { 200: adminOptionSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => getAdminOption(db, request.params.code),
  );

  api.patch(
    `${base}/:code`,
    {
      schema: {
        tags,
        security,
        summary:
          'Change an option; `values` given is the whole list (left-out values are removed unless variants use them)',
        params: codeParams,
        body: adminOptionPatchSchema,
        response: { 200: adminOptionSchema, 401: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const saved = await updateOption(db, request.params.code, request.body, adminOf(request).id);
      await refreshSearchDocuments(db, []);
      return saved;
    },
  );

  api.delete(
    `${base}/:code`,
    {
      schema: {
        tags,
        security,
        summary: 'Delete an option no variant uses',
        params: codeParams,
        response: { 204: z.null(), 401: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteOption(db, request.params.code, adminOf(request).id);
      await refreshSearchDocuments(db, []);
      return reply.status(204).send(null);
    },
  );
}
