import multipart from '@fastify/multipart';
import {
  adminDownloadFieldsSchema,
  adminProductDownloadListSchema,
  catalogueCodeSchema,
  DOWNLOAD_SIZE_MESSAGE,
  DOWNLOAD_TYPE_MESSAGE,
  errorSchema,
  MAX_DOWNLOAD_BYTES,
  UNKNOWN_LOCALE_MESSAGE,
  validationErrorSchema,
  type Violation,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound, ViolationError } from '../../http/http-error.ts';
import { adminOf } from '../admin/admin-request.ts';
import { recordAudit } from '../admin/audit.ts';
import { listLocaleCodes } from '../locales/service.ts';
import { contentKey, type MediaStorage } from '../media-storage/index.ts';
import {
  addProductDownload,
  isPathUsedByProductDownloads,
  isPdf,
  listAdminProductDownloads,
  removeProductDownload,
} from '../products/admin/downloads.ts';
import { findProductIdByCode } from '../products/admin/images.ts';
import { DOWNLOADS_FOLDER } from '../products/downloads.ts';
import { refreshSearchDocuments } from '../search/search-documents.ts';
import { readMultipartUpload } from './multipart-upload.ts';
import { ensureStored, removeUnusedFile } from './picture-upload.ts';

export interface DownloadRoutesOptions {
  db: Database;
  storage: MediaStorage;
}

const BASE = '/api/v2/admin';
const tags = ['admin catalogue'];
const security = [{ adminBearer: [] }];
const productParams = z.object({ code: catalogueCodeSchema });
const downloadParams = productParams.extend({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Uploaded downloads live here, under keys named after their content; the shop serves them under /media/downloads. */
const UPLOAD_FOLDER = `${DOWNLOADS_FOLDER}/uploads`;

/** A product's downloads (PDF manuals, certificates): add (multipart) and remove. */
export async function downloadRoutes(app: FastifyInstance, options: DownloadRoutesOptions): Promise<void> {
  const { db, storage } = options;
  await app.register(multipart, { throwFileSizeLimit: true });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  async function productIdOf(code: string): Promise<number> {
    const productId = await findProductIdByCode(db, code);
    if (productId === null) throw notFound(`There is no product with the code "${code}".`);
    return productId;
  }

  routes.post(
    `${BASE}/products/:code/downloads`,
    {
      schema: {
        tags,
        security,
        summary: 'Add a download (a PDF file) to a product page',
        description:
          'multipart/form-data: `file` (a PDF up to 20 MB, checked by its bytes), `name` (the link text) and ' +
          'optionally `locale` (the file is then offered in that language only).',
        consumes: ['multipart/form-data'],
        params: productParams,
        response: {
          201: adminProductDownloadListSchema,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const administrator = adminOf(request);
      const { code } = request.params;
      const productId = await productIdOf(code);
      const { upload, violations } = await readMultipartUpload(request, MAX_DOWNLOAD_BYTES);
      const fieldViolations: Violation[] = [];
      if (upload.tooLarge) {
        violations.push({ propertyPath: 'file', message: DOWNLOAD_SIZE_MESSAGE, code: 'file_too_large' });
      } else if (upload.file && !isPdf(upload.file)) {
        violations.push({ propertyPath: 'file', message: DOWNLOAD_TYPE_MESSAGE, code: 'invalid_pdf' });
      }
      const fields = adminDownloadFieldsSchema.safeParse(upload.fields);
      if (!fields.success) {
        for (const issue of fields.error.issues) {
          fieldViolations.push({ propertyPath: issue.path.join('.'), message: issue.message });
        }
      }
      const locale = upload.fields.locale?.trim();
      const localeIsWellFormed = !fieldViolations.some((violation) => violation.propertyPath === 'locale');
      if (locale && localeIsWellFormed && !(await listLocaleCodes(db)).includes(locale)) {
        fieldViolations.push({ propertyPath: 'locale', message: UNKNOWN_LOCALE_MESSAGE });
      }
      const all = [...violations, ...fieldViolations];
      if (all.length > 0 || !upload.file || !fields.success) throw new ViolationError(all);
      const bytes = upload.file;
      const key = contentKey(UPLOAD_FOLDER, bytes, 'pdf');
      const put = () => storage.put(key, bytes, 'application/pdf');
      await put();
      const download = { name: fields.data.name, path: key, locale: fields.data.locale || null };
      await db.transaction(async (tx) => {
        const id = await addProductDownload(tx, productId, download);
        await recordAudit(tx, {
          administratorId: administrator.id,
          action: 'product.download.add',
          subjectType: 'product',
          subjectId: code,
          summary: `${administrator.name} added the download "${download.name}" to product ${code}`,
          details: { before: null, after: { id, ...download } },
        });
      });
      await ensureStored(storage, { key, put });
      await refreshSearchDocuments(db, []);
      return reply.status(201).send(await listAdminProductDownloads(db, productId));
    },
  );

  routes.delete(
    `${BASE}/products/:code/downloads/:id`,
    {
      schema: {
        tags,
        security,
        summary: "Remove a product's download (its file too, unless another product offers it)",
        params: downloadParams,
        response: { 200: adminProductDownloadListSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const administrator = adminOf(request);
      const { code, id } = request.params;
      const productId = await productIdOf(code);
      const removed = await db.transaction(async (tx) => {
        const download = await removeProductDownload(tx, productId, id);
        if (!download) return null;
        await recordAudit(tx, {
          administratorId: administrator.id,
          action: 'product.download.remove',
          subjectType: 'product',
          subjectId: code,
          summary: `${administrator.name} removed the download "${download.name}" of product ${code}`,
          details: { before: { id, ...download }, after: null },
        });
        return download;
      });
      if (!removed) throw notFound(`Product ${code} has no download ${id}.`);
      await refreshSearchDocuments(db, []);
      await removeUnusedFile(storage, removed.path, (path) => isPathUsedByProductDownloads(db, path));
      return listAdminProductDownloads(db, productId);
    },
  );
}
