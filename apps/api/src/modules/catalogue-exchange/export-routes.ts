import {
  ADMIN_API_BASE,
  CATALOGUE_FORMATS,
  adminCatalogueExportQuerySchema,
  catalogueFormatSchema,
  errorSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { violation } from '../../http/http-error.ts';
import { adminOf } from '../admin/admin-request.ts';
import { recordAudit } from '../admin/audit.ts';
import { startCatalogueExport, type CatalogueExport } from './export/catalogue-export.ts';
import type { ExportSettings } from './export/export-context.ts';

/**
 * The format is checked by the handler, not by the query schema: a missing or unknown format is a 422 naming
 * `format` and the formats there are (issue 20), where a schema failure would be a 400 (ADR 0002).
 */
const exportQuerySchema = adminCatalogueExportQuerySchema.extend({
  format: z
    .string()
    .max(64)
    .optional()
    .describe(`The file's format: ${CATALOGUE_FORMATS.join(', ')} (required; another value is a 422)`),
});

/** The file as an attachment to save, never cached on the way. */
function sendFile(reply: FastifyReply, exported: CatalogueExport) {
  return reply
    .type(exported.contentType)
    .header('content-disposition', `attachment; filename="${exported.fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(exported.stream);
}

/**
 * GET /api/v2/admin/catalogue-exports (docs/adr/0047-catalogue-export.md): the catalogue, or the part of it the
 * products table's filters select, as our CSV, our JSON or Shopify's CSV, streamed as it is read. Registered in
 * the admin scope (app.ts), so an administrator's token is required; each export is audited.
 */
export async function catalogueExportModule(
  app: FastifyInstance,
  options: { db: Database } & ExportSettings,
): Promise<void> {
  const { db, publicUrl, defaultChannelCode } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    `${ADMIN_API_BASE}/catalogue-exports`,
    {
      // A HEAD would read (and throw away) the whole catalogue: there is none.
      exposeHeadRoute: false,
      schema: {
        tags: ['admin catalogue'],
        security: [{ adminBearer: [] }],
        summary:
          'Export the catalogue (the products the products table filters select): shop-csv, shop-json or ' +
          "shopify-csv, streamed as an attachment. Shopify's file: texts in `locale`, prices of `channel`",
        querystring: exportQuerySchema,
        response: { 400: errorSchema, 401: errorSchema, 422: validationErrorSchema },
        'x-binary-response': ['text/csv', 'application/json'],
      },
    },
    async (request, reply) => {
      const administrator = adminOf(request);
      const { format: askedFormat, locale, channel, ...filter } = request.query;
      const format = catalogueFormatSchema.safeParse(askedFormat);
      if (!format.success) {
        throw violation(
          'format',
          askedFormat
            ? `"${askedFormat}" is not an export format. Choose one of: ${CATALOGUE_FORMATS.join(', ')}.`
            : `Choose the export format: ${CATALOGUE_FORMATS.join(', ')}.`,
        );
      }
      const exported = await startCatalogueExport(
        db,
        { format: format.data, filter, locale, channel },
        { publicUrl, defaultChannelCode },
        { onError: (error) => request.log.error({ err: error }, 'The catalogue export stopped part way') },
      );
      await recordAudit(db, {
        administratorId: administrator.id,
        action: 'catalogue.export',
        subjectType: 'catalogue',
        subjectId: format.data,
        summary: `Exported the catalogue as ${format.data}`,
        details: {
          format: format.data,
          filter,
          ...(locale ? { locale } : {}),
          ...(channel ? { channel } : {}),
        },
      });
      return sendFile(reply, exported);
    },
  );
}
