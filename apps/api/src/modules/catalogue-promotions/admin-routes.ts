import {
  ADMIN_API_BASE,
  adminCataloguePromotionInputSchema,
  adminCataloguePromotionListQuerySchema,
  adminCataloguePromotionListSchema,
  adminCataloguePromotionPatchSchema,
  adminCataloguePromotionSchema,
  cataloguePromotionCodeParamsSchema,
  errorSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { adminOf } from '../admin/admin-request.ts';
import { createSearchRefresher } from '../search/search-refresh.ts';
import { findPromotion, listPromotions, promotionView } from './promotion-state.ts';
import {
  createPromotion,
  deletePromotion,
  updatePromotion,
  type PromotionWrite,
} from './promotion-writes.ts';

const tags = ['admin catalogue promotions'];
const security = [{ adminBearer: [] }];

/**
 * The back office's sales (docs/adr/0057-catalogue-promotions.md) under
 * /api/v2/admin/catalogue-promotions. Registered inside the admin scope, so every route needs an
 * administrator's token. Every write is audited in its transaction, re-prices the products it touches in
 * that transaction and refreshes their search documents right after answering (the catalogue version
 * moves, so listings and the guest page cache follow at once).
 */
export async function cataloguePromotionAdminRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    /** The database background work runs on (the search refresh after answering): the background pool; db if unset. */
    backgroundDb?: Database;
  },
): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${ADMIN_API_BASE}/catalogue-promotions`;
  const searchRefresher = createSearchRefresher(options.backgroundDb ?? db, (message) =>
    app.log.warn(message),
  );
  app.addHook('onClose', async () => searchRefresher.settle());

  function answer(write: PromotionWrite) {
    searchRefresher.runSoon(write.refreshJob);
    if (!write.promotion) throw notFound('The catalogue promotion was deleted meanwhile.');
    return write.promotion;
  }

  const oneResponses = {
    200: adminCataloguePromotionSchema,
    400: errorSchema,
    401: errorSchema,
    404: errorSchema,
  };

  api.get(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Sales (catalogue promotions) by priority, filtered by text and state',
        querystring: adminCataloguePromotionListQuerySchema,
        response: { 200: adminCataloguePromotionListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listPromotions(db, request.query),
  );

  api.post(
    base,
    {
      schema: {
        tags,
        security,
        summary:
          'Add a sale: a percentage or amount off products, categories or brands between two dates; prices follow at once',
        body: adminCataloguePromotionInputSchema,
        response: { 201: adminCataloguePromotionSchema, 401: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(answer(await createPromotion(db, request.body, adminOf(request)))),
  );

  api.get(
    `${base}/:code`,
    {
      schema: {
        tags,
        security,
        summary: 'One sale, with the number of products in its scopes',
        params: cataloguePromotionCodeParamsSchema,
        response: oneResponses,
      },
    },
    async (request) => {
      const promotion = await findPromotion(db, request.params.code);
      if (!promotion) throw notFound(`Catalogue promotion "${request.params.code}" not found.`);
      return promotionView(promotion);
    },
  );

  api.patch(
    `${base}/:code`,
    {
      schema: {
        tags,
        security,
        summary: 'Change a sale; `version` as read (a stale one is 409); prices follow at once',
        params: cataloguePromotionCodeParamsSchema,
        body: adminCataloguePromotionPatchSchema,
        response: { ...oneResponses, 409: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => answer(await updatePromotion(db, request.params.code, request.body, adminOf(request))),
  );

  for (const [path, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    api.post(
      `${base}/:code/${path}`,
      {
        schema: {
          tags,
          security,
          summary: enabled
            ? 'Enable a sale: its prices apply while its dates run'
            : 'Disable a sale: the own prices come back at once',
          params: cataloguePromotionCodeParamsSchema,
          response: { ...oneResponses, 422: validationErrorSchema },
        },
      },
      async (request) =>
        answer(
          await updatePromotion(
            db,
            request.params.code,
            { enabled },
            adminOf(request),
            `catalogue-promotion.${path}`,
          ),
        ),
    );
  }

  api.delete(
    `${base}/:code`,
    {
      schema: {
        tags,
        security,
        summary: 'Delete a sale: the own prices come back at once',
        params: cataloguePromotionCodeParamsSchema,
        response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const write = await deletePromotion(db, request.params.code, adminOf(request));
      searchRefresher.runSoon(write.refreshJob);
      return reply.status(204).send(null);
    },
  );
}
