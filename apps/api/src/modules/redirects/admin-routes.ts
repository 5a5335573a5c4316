import {
  ADMIN_API_BASE,
  adminRedirectImportReportSchema,
  adminRedirectImportSchema,
  adminRedirectInputSchema,
  adminRedirectListQuerySchema,
  adminRedirectListSchema,
  adminRedirectPatchSchema,
  adminRedirectSchema,
  errorSchema,
  redirectIdParamsSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { adminOf } from '../admin/admin-request.ts';
import {
  createRedirect,
  deleteRedirect,
  getAdminRedirect,
  listAdminRedirects,
  updateRedirect,
} from './admin-redirects.ts';
import { exportRedirectsCsv, importRedirects } from './redirect-csv.ts';

const tags = ['admin redirects'];
const security = [{ adminBearer: [] }];

/**
 * The back office's redirects (docs/adr/0050-redirects-admin.md). Registered inside the admin scope, so
 * every route needs an administrator's token. Every write is audited in its transaction and moves the
 * shared catalogue version on, so every storefront drops its cached redirects within a second.
 */
export async function redirectAdminRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${ADMIN_API_BASE}/redirects`;

  api.get(
    base,
    {
      schema: {
        tags,
        security,
        summary:
          'Redirects by old address, filtered by text, channel ("all": those for every channel) and enabled',
        querystring: adminRedirectListQuerySchema,
        response: { 200: adminRedirectListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listAdminRedirects(db, request.query),
  );

  api.post(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Add a redirect (refused when it would make a chain or a loop, or repeat an old address)',
        body: adminRedirectInputSchema,
        response: { 201: adminRedirectSchema, 401: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRedirect(db, request.body, adminOf(request).id)),
  );

  api.get(
    `${base}/export`,
    {
      schema: {
        tags,
        security,
        summary: 'Every redirect as CSV in the import columns (UTF-8 with BOM)',
        response: { 401: errorSchema },
        'x-binary-response': 'text/csv',
      },
    },
    async (_request, reply) => {
      const csv = await exportRedirectsCsv(db);
      // The body is a file (x-binary-response): sent past the typed schema, as the import report is.
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="redirects.csv"')
        .send(Buffer.from(csv));
    },
  );

  api.post(
    `${base}/import`,
    {
      schema: {
        tags,
        security,
        summary:
          'Import redirects from CSV (source,destination,permanent,only404[,channel][,enabled]): "check" reports every problem by line; "apply" writes all rows or none (422)',
        body: adminRedirectImportSchema,
        response: { 200: adminRedirectImportReportSchema, 401: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => importRedirects(db, request.body, adminOf(request).id),
  );

  api.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'One redirect',
        params: redirectIdParamsSchema,
        response: { 200: adminRedirectSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => getAdminRedirect(db, request.params.id),
  );

  api.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Change a redirect; `version` as read (a stale one is 409); the same checks as adding one',
        params: redirectIdParamsSchema,
        body: adminRedirectPatchSchema,
        response: {
          200: adminRedirectSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => updateRedirect(db, request.params.id, request.body, adminOf(request).id),
  );

  api.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Delete a redirect',
        params: redirectIdParamsSchema,
        response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await deleteRedirect(db, request.params.id, adminOf(request).id);
      return reply.status(204).send(null);
    },
  );
}
