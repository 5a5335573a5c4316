import {
  ADMIN_API_BASE,
  adminTaxonInputSchema,
  adminTaxonPatchSchema,
  adminTaxonSchema,
  adminTaxonTreeSchema,
  errorSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { wholeList } from '../../http/lists.ts';
import { adminOf } from '../admin/admin-request.ts';
import { productIdsInTaxons } from '../products/catalogue-links.ts';
import { refreshSearchDocuments } from '../search/search-documents.ts';
import { createTaxon, deleteTaxon, updateTaxon } from '../taxons/admin-taxon-writes.ts';
import { getAdminTaxon, getAdminTaxonTree } from '../taxons/admin-taxons.ts';

const tags = ['admin catalogue'];
const security = [{ adminBearer: [] }];
const codeParams = z.object({ code: z.string().trim().min(1).max(64) });

/** Categories: the tree, and a category's texts, place in the tree and visibility. */
export async function taxonRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${ADMIN_API_BASE}/taxons`;

  /**
   * Once a change is committed: fresh search documents for the products under the changed categories,
   * and (even when there are none) a new catalogue version, which empties the result caches of every
   * API process and the category tree and redirect caches of every storefront process.
   */
  async function refreshListings(taxonIds: readonly number[]): Promise<void> {
    await refreshSearchDocuments(db, await productIdsInTaxons(db, taxonIds));
  }

  api.get(
    base,
    {
      schema: {
        tags,
        security,
        summary:
          'The whole category tree (disabled categories too), siblings by position, with product counts',
        response: { 200: adminTaxonTreeSchema, 401: errorSchema },
      },
    },
    async () => wholeList(await getAdminTaxonTree(db)),
  );

  api.post(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Create a category (slug: its own path segment, made from the name when empty)',
        body: adminTaxonInputSchema,
        response: { 201: adminTaxonSchema, 401: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const { code } = await createTaxon(db, request.body, adminOf(request).id);
      await refreshListings([]);
      return reply.status(201).send(await getAdminTaxon(db, code));
    },
  );

  api.get(
    `${base}/:code`,
    {
      schema: {
        tags,
        security,
        summary: 'One category with its sub-categories',
        params: codeParams,
        response: { 200: adminTaxonSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => getAdminTaxon(db, request.params.code),
  );

  api.patch(
    `${base}/:code`,
    {
      schema: {
        tags,
        security,
        summary:
          'Change a category: texts, enabled, parent (move) and position (reorder); paths below it follow',
        params: codeParams,
        body: adminTaxonPatchSchema,
        response: {
          200: adminTaxonSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      const result = await updateTaxon(db, request.params.code, request.body, adminOf(request).id);
      await refreshListings(result.touchedTaxonIds);
      return getAdminTaxon(db, result.code);
    },
  );

  api.delete(
    `${base}/:code`,
    {
      schema: {
        tags,
        security,
        summary: 'Delete an empty category (one holding products or sub-categories is refused)',
        params: codeParams,
        response: { 204: z.null(), 401: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteTaxon(db, request.params.code, adminOf(request).id);
      await refreshListings([]);
      return reply.status(204).send(null);
    },
  );
}
