import {
  ADMIN_API_BASE,
  adminProductBulkResultSchema,
  adminProductBulkSchema,
  adminProductDeletionSchema,
  adminProductInputSchema,
  adminProductListSchema,
  adminProductPatchSchema,
  adminProductSchema,
  adminProductsQuerySchema,
  errorSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { adminOf } from '../admin/admin-request.ts';
import { runBulkAction } from '../products/admin/bulk.ts';
import { adminProductFromState, loadAdminProduct } from '../products/admin/product-admin-view.ts';
import { listAdminProducts } from '../products/admin/product-admin-list.ts';
import {
  createProduct,
  deleteProduct,
  updateProduct,
  type ProductWrite,
} from '../products/admin/product-writes.ts';
import type { SearchRefresher } from '../search/search-refresh.ts';

const codeParams = z.object({ code: z.string().trim().min(1).max(64) });

/**
 * /api/v2/admin/products: the products table (search, filters, sort, paging), the product editor's
 * create / read / update / delete, and bulk actions. Each write commits with its audit line, then the
 * search read model of the products it touched is refreshed (which also empties every API process's
 * result caches through the shared catalogue version).
 */
export async function productRoutes(
  app: FastifyInstance,
  options: { db: Database; searchRefresher: SearchRefresher },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, searchRefresher } = options;
  const base = `${ADMIN_API_BASE}/products`;
  const tags = ['admin catalogue'];
  const security = [{ adminBearer: [] }];

  /**
   * The saved product as the editor shows it; then the search read model of what the write touched is
   * refreshed in the background (search-refresh.ts), so the save does not wait for it.
   */
  async function answerThenRefresh(write: ProductWrite) {
    try {
      return await adminProductFromState(db, write.after);
    } finally {
      searchRefresher.runSoon(write.refreshJob);
    }
  }

  api.get(
    base,
    {
      schema: {
        tags,
        security,
        summary:
          'Products: search by code or name, filter by category (with its sub-categories), enabled, stock, brand; sort and pages',
        querystring: adminProductsQuerySchema,
        response: { 200: adminProductListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listAdminProducts(db, request.query),
  );

  api.post(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Create a product (a missing slug is made from the name)',
        body: adminProductInputSchema,
        response: { 201: adminProductSchema, 401: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const write = await createProduct(db, request.body, adminOf(request));
      return reply.status(201).send(await answerThenRefresh(write));
    },
  );

  api.post(
    `${base}/bulk`,
    {
      schema: {
        tags,
        security,
        summary:
          'One action over many products: enable, disable, move to a category, change prices by a percentage (preview: nothing changes)',
        body: adminProductBulkSchema,
        response: { 200: adminProductBulkResultSchema, 401: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const {
        touched: _touched,
        refreshJob,
        ...result
      } = await runBulkAction(db, request.body, adminOf(request));
      searchRefresher.runSoon(refreshJob);
      return result;
    },
  );

  api.get(
    `${base}/:code`,
    {
      schema: {
        tags,
        security,
        summary: 'A product with its texts, categories, attributes, pictures, downloads and variants',
        params: codeParams,
        response: { 200: adminProductSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const product = await loadAdminProduct(db, request.params.code);
      if (!product) throw notFound(`Product "${request.params.code}" not found.`);
      return product;
    },
  );

  api.patch(
    `${base}/:code`,
    {
      schema: {
        tags,
        security,
        summary: 'Change a product: the given fields; a stale version is 409',
        params: codeParams,
        body: adminProductPatchSchema,
        response: {
          200: adminProductSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      const write = await updateProduct(db, request.params.code, request.body, adminOf(request));
      return answerThenRefresh(write);
    },
  );

  api.delete(
    `${base}/:code`,
    {
      schema: {
        tags,
        security,
        summary: 'Delete a product; one that was ordered is disabled instead, and the answer says so',
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
      const { outcome, message, refreshJob } = await deleteProduct(db, request.params.code, adminOf(request));
      searchRefresher.runSoon(refreshJob);
      return { outcome, message };
    },
  );
}
