import {
  ADMIN_API_BASE,
  adminPageListQuerySchema,
  adminPageListSchema,
  adminPageSchema,
  contentIdParamsSchema,
  errorSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { adminOf } from '../admin/admin-request.ts';
import {
  adminPagePatchSchema,
  createAdminPage,
  deleteAdminPage,
  getAdminPage,
  listAdminPages,
  updateAdminPage,
} from './admin-pages.ts';
import { pageInputSchema } from './service.ts';

const tags = ['admin content'];
const security = [{ adminBearer: [] }];
const read = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
const write = { ...read, 422: validationErrorSchema };

/** Content pages in the back office (docs/adr/0059-content-news-pages.md); bodies are the import's schema. */
export async function pageAdminRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${ADMIN_API_BASE}/pages`;
  const params = contentIdParamsSchema;

  api.get(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Content pages by code, with a search in the code and titles',
        querystring: adminPageListQuerySchema,
        response: { 200: adminPageListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listAdminPages(db, request.query),
  );
  api.post(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Add a content page (code, enabled, title, slug and HTML per language)',
        body: pageInputSchema,
        response: { 201: adminPageSchema, ...write },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAdminPage(db, request.body, adminOf(request).id)),
  );
  api.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'One content page with every translation (disabled pages too)',
        params,
        response: { 200: adminPageSchema, ...read },
      },
    },
    async (request) => getAdminPage(db, request.params.id),
  );
  api.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Change a content page; its translations are replaced, the HTML sanitised',
        params,
        body: adminPagePatchSchema,
        response: { 200: adminPageSchema, ...write, 409: errorSchema },
      },
    },
    async (request) => updateAdminPage(db, request.params.id, request.body, adminOf(request).id),
  );
  api.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Delete a content page (a channel’s terms, loyalty terms or privacy page is 409)',
        params,
        response: { 204: z.null(), ...read, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await deleteAdminPage(db, request.params.id, adminOf(request).id);
      return reply.status(204).send(null);
    },
  );
}
