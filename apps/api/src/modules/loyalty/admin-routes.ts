import multipart from '@fastify/multipart';
import {
  ADMIN_API_BASE,
  adminLoyaltyBenefitInputSchema,
  adminLoyaltyBenefitMoveSchema,
  adminLoyaltyBenefitSchema,
  adminLoyaltyChannelQuerySchema,
  adminLoyaltySettingsInputSchema,
  adminLoyaltySettingsSchema,
  errorSchema,
  loyaltyBenefitIdParamsSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { adminOf } from '../admin/admin-request.ts';
import { ensureStored, removeUnusedFile, storeUploadedPicture } from '../catalogue-admin/picture-upload.ts';
import type { MediaStorage } from '../media-storage/index.ts';
import {
  benefitPictureUsed,
  createLoyaltyBenefit,
  deleteLoyaltyBenefit,
  getLoyaltyBenefit,
  getLoyaltySettings,
  moveLoyaltyBenefit,
  setLoyaltyBenefitPicture,
  updateLoyaltyBenefit,
  updateLoyaltySettings,
} from './admin-loyalty-settings.ts';

const tags = ['admin loyalty settings'];
const security = [{ adminBearer: [] }];
const denied = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
/** Benefit pictures live here in the media storage (shown 100x100 in the shop). */
const FOLDER = 'loyalty';

/** The loyalty programme's settings and benefits (docs/adr/0062-delivery-and-loyalty-settings.md). */
export async function loyaltyAdminRoutes(
  app: FastifyInstance,
  options: { db: Database; storage: MediaStorage },
): Promise<void> {
  const { db, storage } = options;
  await app.register(multipart, { throwFileSizeLimit: true });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${ADMIN_API_BASE}/loyalty-settings`;
  const benefit = `${base}/benefits/:id`;

  api.get(
    base,
    {
      schema: {
        tags,
        security,
        summary: "A channel's programme: points per euro, a point's value, the levels and their benefits",
        querystring: adminLoyaltyChannelQuerySchema,
        response: { 200: adminLoyaltySettingsSchema, ...denied },
      },
    },
    async (request) => getLoyaltySettings(db, request.query.channel),
  );

  api.put(
    base,
    {
      schema: {
        tags,
        security,
        summary:
          "Change the programme's points per euro, point value (cents) and level thresholds (cents; silver < gold < platinum)",
        querystring: adminLoyaltyChannelQuerySchema,
        body: adminLoyaltySettingsInputSchema,
        response: { 200: adminLoyaltySettingsSchema, ...denied, 422: validationErrorSchema },
      },
    },
    async (request) => updateLoyaltySettings(db, request.query.channel, request.body, adminOf(request).id),
  );

  api.post(
    `${base}/benefits`,
    {
      schema: {
        tags,
        security,
        summary: "Add a benefit to one of the programme's levels (title and description per language)",
        querystring: adminLoyaltyChannelQuerySchema,
        body: adminLoyaltyBenefitInputSchema,
        response: { 201: adminLoyaltyBenefitSchema, ...denied, 422: validationErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createLoyaltyBenefit(db, request.query.channel, request.body, adminOf(request).id)),
  );

  api.get(
    benefit,
    {
      schema: {
        tags,
        security,
        summary: 'One benefit with its texts in every language',
        params: loyaltyBenefitIdParamsSchema,
        response: { 200: adminLoyaltyBenefitSchema, ...denied },
      },
    },
    async (request) => getLoyaltyBenefit(db, request.params.id),
  );

  api.put(
    benefit,
    {
      schema: {
        tags,
        security,
        summary: 'Change a benefit: its level, place and texts (translations replace all)',
        params: loyaltyBenefitIdParamsSchema,
        body: adminLoyaltyBenefitInputSchema,
        response: { 200: adminLoyaltyBenefitSchema, ...denied, 422: validationErrorSchema },
      },
    },
    async (request) => updateLoyaltyBenefit(db, request.params.id, request.body, adminOf(request).id),
  );

  api.post(
    `${benefit}/move`,
    {
      schema: {
        tags,
        security,
        summary: "Move a benefit to a place among its level's benefits",
        params: loyaltyBenefitIdParamsSchema,
        body: adminLoyaltyBenefitMoveSchema,
        response: { 200: adminLoyaltyBenefitSchema, ...denied, 422: validationErrorSchema },
      },
    },
    async (request) => moveLoyaltyBenefit(db, request.params.id, request.body.position, adminOf(request).id),
  );

  api.post(
    `${benefit}/picture`,
    {
      schema: {
        tags,
        security,
        summary:
          "Upload the benefit's picture (multipart `file`: JPEG, PNG or WebP up to 10 MB; shown 100x100)",
        consumes: ['multipart/form-data'],
        params: loyaltyBenefitIdParamsSchema,
        response: { 200: adminLoyaltyBenefitSchema, ...denied, 422: validationErrorSchema },
      },
    },
    async (request) => {
      await getLoyaltyBenefit(db, request.params.id);
      const upload = await storeUploadedPicture(request, storage, FOLDER);
      const { benefit: saved, oldPath } = await setLoyaltyBenefitPicture(
        db,
        request.params.id,
        upload.key,
        adminOf(request).id,
      );
      await ensureStored(storage, upload);
      if (oldPath !== upload.key)
        await removeUnusedFile(storage, oldPath, (path) => benefitPictureUsed(db, path));
      return saved;
    },
  );

  api.delete(
    `${benefit}/picture`,
    {
      schema: {
        tags,
        security,
        summary: "Remove the benefit's picture",
        params: loyaltyBenefitIdParamsSchema,
        response: { 200: adminLoyaltyBenefitSchema, ...denied },
      },
    },
    async (request) => {
      const { benefit: saved, oldPath } = await setLoyaltyBenefitPicture(
        db,
        request.params.id,
        null,
        adminOf(request).id,
      );
      await removeUnusedFile(storage, oldPath, (path) => benefitPictureUsed(db, path));
      return saved;
    },
  );

  api.delete(
    benefit,
    {
      schema: {
        tags,
        security,
        summary: 'Delete a benefit',
        params: loyaltyBenefitIdParamsSchema,
        response: { 204: z.null(), ...denied },
      },
    },
    async (request, reply) => {
      const path = await deleteLoyaltyBenefit(db, request.params.id, adminOf(request).id);
      await removeUnusedFile(storage, path, (candidate) => benefitPictureUsed(db, candidate));
      return reply.status(204).send(null);
    },
  );
}
