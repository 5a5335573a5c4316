import {
  ADMIN_API_BASE,
  adminProductDeletionSchema,
  adminVariantInputSchema,
  adminVariantListSchema,
  adminVariantPatchSchema,
  adminVariantSchema,
  errorSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { wholeList } from '../../http/lists.ts';
import { adminOf } from '../admin/admin-request.ts';
import { findProductRow } from '../products/admin/product-state.ts';
import {
  createVariant,
  deleteVariant,
  updateVariant,
  type VariantWrite,
} from '../products/admin/variant-writes.ts';
import { findVariantId } from '../products/admin/variant-lookup.ts';
import { loadVariantStates, variantView } from '../products/admin/variant-state.ts';
import type { SearchRefresher } from '../search/search-refresh.ts';

const codeParams = z.object({ code: z.string().trim().min(1).max(64) });

/**
 * Variants: /products/{code}/variants (list, add) and /product-variants/{code} (read, change, delete):
 * option values, prices per channel, stock (per warehouse where the product has warehouses, never below
 * what placed orders hold), with the back-in-stock mails queued when the product comes back.
 */
export async function variantRoutes(
  app: FastifyInstance,
  options: { db: Database; searchRefresher: SearchRefresher },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, searchRefresher } = options;
  const tags = ['admin catalogue'];
  const security = [{ adminBearer: [] }];

  /** The saved variant; then the search read model is refreshed in the background (search-refresh.ts). */
  async function answerThenRefresh(write: VariantWrite) {
    try {
      const [variant] = await loadVariantStates(db, { variantIds: [write.variantId] });
      if (!variant) throw notFound('The variant was deleted meanwhile.');
      return variantView(variant);
    } finally {
      searchRefresher.runSoon(write.refreshJob);
    }
  }

  api.get(
    `${ADMIN_API_BASE}/products/:code/variants`,
    {
      schema: {
        tags,
        security,
        summary: "A product's variants in their order",
        params: codeParams,
        response: { 200: adminVariantListSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const product = await findProductRow(db, request.params.code);
      if (!product) throw notFound(`Product "${request.params.code}" not found.`);
      return wholeList((await loadVariantStates(db, { productIds: [product.id] })).map(variantView));
    },
  );

  api.post(
    `${ADMIN_API_BASE}/products/:code/variants`,
    {
      schema: {
        tags,
        security,
        summary: 'Add a variant (SKU) with option values, prices per channel and stock',
        params: codeParams,
        body: adminVariantInputSchema,
        response: { 201: adminVariantSchema, 401: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const write = await createVariant(db, request.params.code, request.body, adminOf(request));
      return reply.status(201).send(await answerThenRefresh(write));
    },
  );

  api.get(
    `${ADMIN_API_BASE}/product-variants/:code`,
    {
      schema: {
        tags,
        security,
        summary: 'A variant by its code (SKU)',
        params: codeParams,
        response: { 200: adminVariantSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const [variant] = await loadVariantStates(db, {
        variantIds: await variantIdsOf(db, request.params.code),
      });
      if (!variant) throw notFound(`Variant "${request.params.code}" not found.`);
      return variantView(variant);
    },
  );

  api.patch(
    `${ADMIN_API_BASE}/product-variants/:code`,
    {
      schema: {
        tags,
        security,
        summary:
          'Change a variant: prices, stock (never below what orders hold), options; a stale version is 409',
        params: codeParams,
        body: adminVariantPatchSchema,
        response: {
          200: adminVariantSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      const write = await updateVariant(db, request.params.code, request.body, adminOf(request));
      return answerThenRefresh(write);
    },
  );

  api.delete(
    `${ADMIN_API_BASE}/product-variants/:code`,
    {
      schema: {
        tags,
        security,
        summary: 'Delete a variant; one that was ordered is disabled instead; the last one is refused',
        params: codeParams,
        response: {
          200: adminProductDeletionSchema,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      const { outcome, message, refreshJob } = await deleteVariant(db, request.params.code, adminOf(request));
      searchRefresher.runSoon(refreshJob);
      return { outcome, message };
    },
  );
}

async function variantIdsOf(db: Database, code: string): Promise<number[]> {
  const id = await findVariantId(db, code);
  return id === null ? [] : [id];
}
