import multipart from '@fastify/multipart';
import {
  adminCatalogueImportPatchSchema,
  adminCatalogueImportSchema,
  adminCatalogueListQuerySchema,
  catalogueFormatSchema,
  errorSchema,
  listSchema,
  missingProductActionSchema,
  validationErrorSchema,
  type ShopifyMapping,
  type Violation,
} from '@shop/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { HttpError, notFound, ViolationError } from '../../http/http-error.ts';
import { enqueueJob, runJobNow } from '../../jobs/job-queue.ts';
import { adminOf } from '../admin/admin-request.ts';
import { recordAudit } from '../admin/audit.ts';
import type { MediaStorage } from '../media-storage/index.ts';
import { catalogueImportJobHandlers } from './import/import-jobs.ts';
import type { FetchLimits } from './import/pictures.ts';
import {
  createImport,
  findImport,
  importView,
  listImports,
  reportLines,
  updateImport,
} from './import/import-store.ts';
import { DEFAULT_IMPORT_LIMITS, readImportUpload, type ImportUploadLimits } from './import/import-upload.ts';
import { IMPORT_APPLY_JOB, IMPORT_CHECK_JOB, type ImportEnvironment } from './import/run-import.ts';
import { loadShopStructure } from './import/structure.ts';

export interface ImportRoutesOptions {
  db: Database;
  /** The database the import's check, apply and picture jobs run on: the background pool; db if unset. */
  backgroundDb?: Database;
  storage: MediaStorage;
  defaultChannelCode: string;
  limits?: ImportUploadLimits;
  /** JOB_LEASE_SECONDS: the check and apply jobs started here hold the same lease as the job worker's. */
  jobLeaseMs?: number;
  /** How pictures by URL are fetched (pictureFetchLimits). */
  pictureLimits?: FetchLimits;
}

const BASE = '/api/v2/admin/catalogue-imports';
const tags = ['admin catalogue'];
const security = [{ adminBearer: [] }];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const importListSchema = listSchema(adminCatalogueImportSchema);

function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The catalogue import routes (contract admin-catalogue-exchange.ts; docs/adr/0044): upload → check (a job) →
 * optional mapping → apply (a job) → progress → report. The check and the apply are jobs in the jobs table,
 * started at once in this process; if it stops, any API process's job worker continues them.
 */
export async function importRoutes(app: FastifyInstance, options: ImportRoutesOptions): Promise<void> {
  const { db, storage } = options;
  const jobDb = options.backgroundDb ?? db;
  const limits = options.limits ?? DEFAULT_IMPORT_LIMITS;
  await app.register(multipart, { throwFileSizeLimit: true });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  let running: Promise<unknown> = Promise.resolve();
  const environment: ImportEnvironment = {
    db: jobDb,
    storage,
    defaultChannelCode: options.defaultChannelCode,
    log: (message) => app.log.warn(message),
    picturesQueued: (jobIds) => jobIds.forEach(runSoon),
    jobLeaseMs: options.jobLeaseMs,
    limits: options.pictureLimits,
  };
  const handlers = catalogueImportJobHandlers(environment);
  function runSoon(jobId: number): void {
    running = running
      .then(() => runJobNow(jobDb, jobId, handlers, environment.log, undefined, options.jobLeaseMs))
      .catch((error: unknown) => app.log.error({ err: error }, `Catalogue import job ${jobId} failed`));
  }
  app.addHook('onClose', async () => {
    await running;
  });

  async function importOr404(id: number) {
    const row = await findImport(db, id);
    if (!row) throw notFound(`Import ${id} not found.`);
    return row;
  }

  routes.post(
    BASE,
    {
      schema: {
        tags,
        security,
        summary: 'Upload a catalogue file (and a ZIP of pictures) to import: it is checked first, as a job',
        description:
          'multipart/form-data: `file` (our CSV or JSON, or a Shopify product CSV; UTF-8), `format` ' +
          '(shop-csv, shop-json, shopify-csv), optional `pictures` (a ZIP), `missing` (keep, disable) and, for a ' +
          "Shopify file, `locale` (default: the shop's default locale).",
        consumes: ['multipart/form-data'],
        response: { 202: adminCatalogueImportSchema, 401: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const administrator = adminOf(request);
      const { upload, violations } = await readImportUpload(request, limits);
      const format = catalogueFormatSchema.safeParse(upload.fields.format);
      if (!format.success)
        violations.push({
          propertyPath: 'format',
          message: 'Choose the format: shop-csv, shop-json or shopify-csv.',
          code: 'invalid_format',
        });
      const missing = missingProductActionSchema.safeParse(upload.fields.missing ?? 'keep');
      if (!missing.success)
        violations.push({
          propertyPath: 'missing',
          message: 'Choose keep or disable.',
          code: 'invalid_choice',
        });
      let locale: string | null = null;
      if (format.success && format.data === 'shopify-csv') {
        const structure = await loadShopStructure(db, options.defaultChannelCode);
        locale = upload.fields.locale || structure.defaultLocale;
        if (!structure.locales.has(locale))
          violations.push({
            propertyPath: 'locale',
            message: 'The shop has no such language.',
            code: 'unknown_locale',
          });
      }
      if (violations.length > 0 || !upload.file || !format.success || !missing.success)
        throw new ViolationError(violations);
      const row = await createImport(db, {
        format: format.data,
        fileName: upload.file.name.slice(0, 255),
        picturesFileName: upload.pictures?.name.slice(0, 255) ?? null,
        locale,
        missing: missing.data,
        createdBy: administrator.id,
        createdByName: administrator.name,
      });
      await storage.put(row.fileKey, upload.file.bytes, 'application/octet-stream');
      if (upload.pictures && row.picturesKey)
        await storage.put(row.picturesKey, upload.pictures.bytes, 'application/zip');
      const jobId = await enqueueJob(db, IMPORT_CHECK_JOB, { importId: row.id });
      runSoon(jobId);
      return reply.status(202).send(await importView(db, row, true));
    },
  );

  routes.get(
    BASE,
    {
      schema: {
        tags,
        security,
        summary: 'Catalogue imports, newest first',
        querystring: adminCatalogueListQuerySchema,
        response: { 200: importListSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const { page, itemsPerPage } = request.query;
      const { rows, total } = await listImports(db, page, itemsPerPage);
      return {
        data: await Promise.all(rows.map((row) => importView(db, row, false))),
        meta: {
          totalItems: total,
          page,
          itemsPerPage,
          lastPage: Math.max(1, Math.ceil(total / itemsPerPage)),
        },
      };
    },
  );

  routes.get(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'A catalogue import: status, progress (rows done of total), counts and its first problems',
        params: idParams,
        response: { 200: adminCatalogueImportSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => importView(db, await importOr404(request.params.id), true),
  );

  routes.patch(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        security,
        summary:
          "Change a checked import's Shopify mapping or its missing-products choice: it is checked again",
        params: idParams,
        body: adminCatalogueImportPatchSchema,
        response: {
          202: adminCatalogueImportSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request, reply) => {
      adminOf(request);
      const row = await importOr404(request.params.id);
      if (row.status !== 'checked')
        throw new HttpError(409, `The import is ${row.status}: only a checked import can be changed.`);
      const { mapping, missing } = request.body;
      if (mapping) {
        if (row.format !== 'shopify-csv') {
          throw new ViolationError([
            { propertyPath: 'mapping', message: 'Only a Shopify file has a mapping.', code: 'not_shopify' },
          ]);
        }
        const violations = await mappingViolations(db, options.defaultChannelCode, mapping);
        if (violations.length > 0) throw new ViolationError(violations);
      }
      await updateImport(db, row.id, {
        status: 'checking',
        counts: null,
        rowsDone: 0,
        ...(mapping ? { mapping } : {}),
        ...(missing ? { missing } : {}),
      });
      runSoon(await enqueueJob(db, IMPORT_CHECK_JOB, { importId: row.id }));
      return reply.status(202).send(await importView(db, await importOr404(row.id), true));
    },
  );

  routes.post(
    `${BASE}/:id/apply`,
    {
      schema: {
        tags,
        security,
        summary:
          'Apply a checked import: a job writes its valid products in batches and reports its progress',
        params: idParams,
        response: { 202: adminCatalogueImportSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const administrator = adminOf(request);
      const jobId = await db.transaction(async (tx) => {
        const row = await findImport(tx, request.params.id, true);
        if (!row) throw notFound(`Import ${request.params.id} not found.`);
        if (row.status !== 'checked')
          throw new HttpError(409, `The import is ${row.status}: only a checked import can be applied.`);
        await updateImport(tx, row.id, { status: 'applying', progress: null, rowsDone: 0 });
        await recordAudit(tx, {
          administratorId: administrator.id,
          action: 'catalogue.import.apply',
          subjectType: 'catalogueImport',
          subjectId: row.id,
          summary: `${administrator.name} started applying the import of ${row.fileName}`,
          details: { counts: row.counts },
        });
        return enqueueJob(tx, IMPORT_APPLY_JOB, { importId: row.id });
      });
      runSoon(jobId);
      return reply.status(202).send(await importView(db, await importOr404(request.params.id), true));
    },
  );

  routes.get(
    `${BASE}/:id/report`,
    {
      schema: {
        tags,
        security,
        summary:
          'Every problem of an import and every picture that could not be fetched, as CSV (UTF-8 with BOM)',
        params: idParams,
        response: { 401: errorSchema, 404: errorSchema },
        'x-binary-response': 'text/csv',
      },
    },
    async (request, reply) => {
      const row = await importOr404(request.params.id);
      const lines = ['\uFEFFrow,column,product,message'];
      for await (const line of reportLines(db, row.id)) {
        lines.push([line.row, line.column, line.product, line.message].map(csvCell).join(','));
      }
      // The body is a file (x-binary-response): sent past the typed 200 schema, as the order PDFs are.
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="import-${row.id}-report.csv"`)
        .send(Buffer.from(`${lines.join('\r\n')}\r\n`));
    },
  );
}

/** The mapping must name categories and attribute values the shop has. */
async function mappingViolations(
  db: Database,
  defaultChannelCode: string,
  mapping: ShopifyMapping,
): Promise<Violation[]> {
  const structure = await loadShopStructure(db, defaultChannelCode);
  const violations: Violation[] = [];
  for (const [type, target] of Object.entries(mapping.types)) {
    if (target.taxon && !structure.taxonByCode.has(target.taxon)) {
      violations.push({
        propertyPath: `mapping.types.${type}.taxon`,
        message: 'There is no category with this code.',
        code: 'unknown_taxon',
      });
    }
  }
  for (const [tag, target] of Object.entries(mapping.tags)) {
    if (target.taxon && !structure.taxonByCode.has(target.taxon)) {
      violations.push({
        propertyPath: `mapping.tags.${tag}.taxon`,
        message: 'There is no category with this code.',
        code: 'unknown_taxon',
      });
    }
    if (target.attributeValue) {
      const [attribute = '', value = ''] = target.attributeValue.split(':');
      if (!structure.attributes.get(attribute)?.values.has(value)) {
        violations.push({
          propertyPath: `mapping.tags.${tag}.attributeValue`,
          message: 'Write attributeCode:valueCode of a value the shop has.',
          code: 'unknown_attribute_value',
        });
      }
    }
  }
  if (mapping.vendorAttribute && !structure.attributes.has(mapping.vendorAttribute)) {
    violations.push({
      propertyPath: 'mapping.vendorAttribute',
      message: 'There is no attribute with this code.',
      code: 'unknown_attribute',
    });
  }
  return violations;
}
