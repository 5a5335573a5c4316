import {
  ADMIN_API_BASE,
  adminCouponBatchResultSchema,
  adminCouponBatchSchema,
  adminCouponInputSchema,
  adminCouponListQuerySchema,
  adminCouponListSchema,
  adminCouponSchema,
  adminPromotionInputSchema,
  adminPromotionListQuerySchema,
  adminPromotionListSchema,
  adminPromotionPatchSchema,
  adminPromotionPreviewInputSchema,
  adminPromotionPreviewSchema,
  adminPromotionSchema,
  couponIdParamsSchema,
  errorSchema,
  promotionIdParamsSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { adminOf } from '../admin/admin-request.ts';
import { previewCartPromotions } from '../orders/promotion-preview.ts';
import { addCoupon, deleteCoupon, exportCouponsCsv, generateCoupons, listCoupons } from './coupons.ts';
import {
  createPromotion,
  deletePromotion,
  getAdminPromotion,
  listAdminPromotions,
  setPromotionEnabled,
  updatePromotion,
} from './promotions.ts';

const tags = ['admin promotions'];
const security = [{ adminBearer: [] }];
const byId = { 200: adminPromotionSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema };

/**
 * Cart promotions and their coupons in the back office (docs/adr/0056-cart-promotions-admin.md), inside
 * the admin scope. Every write is audited in its transaction; the cart reads promotions fresh on every
 * recalculation, so a change applies to the next cart change.
 */
export async function cartPromotionAdminRoutes(
  app: FastifyInstance,
  options: { db: Database },
): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${ADMIN_API_BASE}/promotions`;

  api.get(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Cart promotions by priority, filtered by text (code or label), enabled and active now',
        querystring: adminPromotionListQuerySchema,
        response: { 200: adminPromotionListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listAdminPromotions(db, request.query),
  );

  api.post(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Add a cart promotion (rules, actions, labels in every shop language, channels)',
        body: adminPromotionInputSchema,
        response: { 201: adminPromotionSchema, 401: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPromotion(db, request.body, adminOf(request).id)),
  );

  api.post(
    `${base}/preview`,
    {
      schema: {
        tags,
        security,
        summary: 'What a cart of these lines would get now, priced by the cart’s own promotion code',
        body: adminPromotionPreviewInputSchema,
        response: { 200: adminPromotionPreviewSchema, 401: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => previewCartPromotions(db, request.body),
  );

  api.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'One cart promotion',
        params: promotionIdParamsSchema,
        response: byId,
      },
    },
    async (request) => getAdminPromotion(db, request.params.id),
  );

  api.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Change a promotion; `version` as read (a stale one is 409); the same checks as adding one',
        params: promotionIdParamsSchema,
        body: adminPromotionPatchSchema,
        response: { ...byId, 409: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => updatePromotion(db, request.params.id, request.body, adminOf(request).id),
  );

  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    api.post(
      `${base}/:id/${action}`,
      {
        schema: {
          tags,
          security,
          summary: `${enabled ? 'Enable' : 'Disable'} a promotion`,
          params: promotionIdParamsSchema,
          response: byId,
        },
      },
      async (request) => setPromotionEnabled(db, request.params.id, enabled, adminOf(request).id),
    );
  }

  api.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Delete a promotion no order has used (409: disable it instead)',
        params: promotionIdParamsSchema,
        response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await deletePromotion(db, request.params.id, adminOf(request).id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    `${base}/:id/coupons`,
    {
      schema: {
        tags,
        security,
        summary: 'The promotion’s coupons by code, paged',
        params: promotionIdParamsSchema,
        querystring: adminCouponListQuerySchema,
        response: { 200: adminCouponListSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => listCoupons(db, request.params.id, request.query),
  );

  api.post(
    `${base}/:id/coupons`,
    {
      schema: {
        tags,
        security,
        summary: 'Add one coupon code (unique in any case across all coupons)',
        params: promotionIdParamsSchema,
        body: adminCouponInputSchema,
        response: {
          201: adminCouponSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addCoupon(db, request.params.id, request.body, adminOf(request).id)),
  );

  api.post(
    `${base}/:id/coupons/generate`,
    {
      schema: {
        tags,
        security,
        summary: 'Generate 1–10,000 random coupon codes PREFIX + random part (no 0, O, 1 or I)',
        params: promotionIdParamsSchema,
        body: adminCouponBatchSchema,
        response: {
          201: adminCouponBatchResultSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await generateCoupons(db, request.params.id, request.body, adminOf(request).id)),
  );

  api.get(
    `${base}/:id/coupons/export`,
    {
      schema: {
        tags,
        security,
        summary: 'The promotion’s coupons as CSV: code, used, limit, expires (UTF-8 with BOM)',
        params: promotionIdParamsSchema,
        response: { 400: errorSchema, 401: errorSchema, 404: errorSchema },
        'x-binary-response': 'text/csv',
      },
    },
    async (request, reply) => {
      const { code, csv } = await exportCouponsCsv(db, request.params.id);
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="coupons-${code}.csv"`)
        .send(Buffer.from(csv));
    },
  );

  api.delete(
    `${ADMIN_API_BASE}/coupons/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Delete a coupon never used (409 otherwise)',
        params: couponIdParamsSchema,
        response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await deleteCoupon(db, request.params.id, adminOf(request).id);
      return reply.status(204).send(null);
    },
  );
}
