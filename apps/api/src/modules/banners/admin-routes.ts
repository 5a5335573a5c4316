import {
  ADMIN_API_BASE,
  adminBannerInputSchema,
  adminBannerListQuerySchema,
  adminBannerListSchema,
  adminBannerSchema,
  errorSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { guardedValidatorCompiler } from '../../http/input-guard.ts';
import { adminOf } from '../admin/admin-request.ts';
import {
  createBanner,
  deleteBanner,
  getAdminBanner,
  listAdminBanners,
  updateBanner,
} from './admin-banners.ts';

const tags = ['admin banners'];
const security = [{ adminBearer: [] }];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The body is checked by the service (every violation at once, dotted paths); the schema documents it. */
const serviceCheckedBody: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : guardedValidatorCompiler(route);

/** The back office's banners (docs/adr/0060-content-blocks-banners-admin.md); pictures upload through
 * POST /api/v2/admin/content-blocks/pictures. */
export async function bannerAdminRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${ADMIN_API_BASE}/banners`;
  const writeResponses = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 422: validationErrorSchema };

  api.get(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Banners by position, filtered by channel (code or `global`) and state',
        querystring: adminBannerListQuerySchema,
        response: { 200: adminBannerListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listAdminBanners(db, request.query),
  );

  api.post(
    base,
    {
      validatorCompiler: serviceCheckedBody,
      schema: {
        tags,
        security,
        summary:
          'Add a banner: picture, title and link per locale, channel, audience, shown from/until (days)',
        body: adminBannerInputSchema,
        response: { 201: adminBannerSchema, ...writeResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createBanner(db, request.body, { administratorId: adminOf(request).id })),
  );

  api.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'One banner with its translations',
        params: idParams,
        response: { 200: adminBannerSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => getAdminBanner(db, request.params.id),
  );

  api.put(
    `${base}/:id`,
    {
      validatorCompiler: serviceCheckedBody,
      schema: {
        tags,
        security,
        summary: 'Replace a banner and all its translations (the code may change)',
        params: idParams,
        body: adminBannerInputSchema,
        response: { 200: adminBannerSchema, ...writeResponses },
      },
    },
    async (request) =>
      updateBanner(db, request.params.id, request.body, { administratorId: adminOf(request).id }),
  );

  api.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Delete a banner with its translations',
        params: idParams,
        response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await deleteBanner(db, request.params.id, { administratorId: adminOf(request).id });
      return reply.status(204).send(null);
    },
  );
}
