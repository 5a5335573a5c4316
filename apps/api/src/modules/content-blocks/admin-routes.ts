import multipart from '@fastify/multipart';
import {
  ADMIN_API_BASE,
  adminContentBlockIdParamsSchema,
  adminContentBlockInputSchema,
  adminContentBlockListQuerySchema,
  adminContentBlockListSchema,
  adminContentBlockReorderSchema,
  adminContentBlockSchema,
  adminContentBlockTypeListSchema,
  adminContentPictureSchema,
  contentBlockSchema,
  errorSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { guardedValidatorCompiler } from '../../http/input-guard.ts';
import { adminOf } from '../admin/admin-request.ts';
import { recordAudit } from '../admin/audit.ts';
import { storeUploadedPicture } from '../catalogue-admin/picture-upload.ts';
import { inspectUploadedPicture } from '../images/uploaded-picture.ts';
import type { MediaStorage } from '../media-storage/index.ts';
import { getAdminContentBlock, listAdminContentBlocks } from './admin-block-reads.ts';
import { listContentBlockTypes } from './admin-block-types.ts';
import {
  createContentBlock,
  deleteContentBlock,
  reorderContentBlocks,
  updateContentBlock,
} from './admin-block-writes.ts';
import { previewContentBlock } from './service.ts';

const tags = ['admin content blocks'];
const security = [{ adminBearer: [] }];

/**
 * A block's body is checked by the service, not by Fastify: the import's schema reports each locale's
 * content issues by their dotted path (`translations.en.items.0.title`) together with the channel, locale
 * and code rules, all at once. The body schema stays in the route for the OpenAPI document.
 */
const serviceCheckedBody: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : guardedValidatorCompiler(route);

const previewQuerySchema = z.object({ locale: z.string().regex(/^[a-z]{2}(?:_[A-Z]{2})?$/) });

/** The back office's content blocks (docs/adr/0060-content-blocks-banners-admin.md). */
export async function contentBlockAdminRoutes(
  app: FastifyInstance,
  options: { db: Database; storage: MediaStorage },
): Promise<void> {
  const { db, storage } = options;
  await app.register(multipart, { throwFileSizeLimit: true });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${ADMIN_API_BASE}/content-blocks`;
  const writeResponses = {
    400: errorSchema,
    401: errorSchema,
    404: errorSchema,
    422: validationErrorSchema,
  };

  api.get(
    `${ADMIN_API_BASE}/content-block-types`,
    {
      schema: {
        tags,
        security,
        summary: 'Every block type with the JSON Schema of its per-locale content (for the editor’s form)',
        response: { 200: adminContentBlockTypeListSchema, 401: errorSchema },
      },
    },
    async () => listContentBlockTypes(),
  );

  api.get(
    base,
    {
      schema: {
        tags,
        security,
        summary:
          'Content blocks by position, filtered by type, display location, channel (code or `global`) and state',
        querystring: adminContentBlockListQuerySchema,
        response: { 200: adminContentBlockListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listAdminContentBlocks(db, request.query),
  );

  api.post(
    base,
    {
      validatorCompiler: serviceCheckedBody,
      schema: {
        tags,
        security,
        summary: 'Add a block (the import’s shape); saved disabled it is a draft that only the preview shows',
        body: adminContentBlockInputSchema,
        response: { 201: adminContentBlockSchema, ...writeResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createContentBlock(db, request.body, adminOf(request).id)),
  );

  api.post(
    `${base}/reorder`,
    {
      schema: {
        tags,
        security,
        summary:
          'Order the blocks of one display location (every one of them once); answers that location’s list',
        body: adminContentBlockReorderSchema,
        response: { 200: adminContentBlockListSchema, ...writeResponses },
      },
    },
    async (request) => reorderContentBlocks(db, request.body, adminOf(request).id),
  );

  api.post(
    `${base}/pictures`,
    {
      schema: {
        tags,
        security,
        summary: 'Upload a picture for a block or a banner (stored under content/); answers its media path',
        description:
          'multipart/form-data with the picture in the field `file`: JPEG, PNG or WebP up to 10 MB, checked by decoding it.',
        consumes: ['multipart/form-data'],
        response: { 201: adminContentPictureSchema, 401: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const administrator = adminOf(request);
      const upload = await storeUploadedPicture(request, storage, 'content');
      const stored = await storage.get(upload.key);
      const picture = stored ? await inspectUploadedPicture(stored.bytes) : null;
      await recordAudit(db, {
        administratorId: administrator.id,
        action: 'content_picture.upload',
        subjectType: 'media',
        subjectId: upload.key,
        summary: `${administrator.name} uploaded a content picture`,
        details: { before: null, after: { path: upload.key } },
      });
      return reply.status(201).send({
        path: upload.key,
        url: `/media/${upload.key}`,
        width: picture?.width ?? 0,
        height: picture?.height ?? 0,
      });
    },
  );

  api.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'One block with its content per locale as stored',
        params: adminContentBlockIdParamsSchema,
        response: { 200: adminContentBlockSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => getAdminContentBlock(db, request.params.id),
  );

  api.get(
    `${base}/:id/preview`,
    {
      schema: {
        tags,
        security,
        summary:
          'The block as the shop would serve it in `locale` (enabled or not), for the preview before publishing',
        params: adminContentBlockIdParamsSchema,
        querystring: previewQuerySchema,
        response: { 200: contentBlockSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await getAdminContentBlock(db, request.params.id);
      const block = await previewContentBlock(db, request.params.id, [request.query.locale]);
      if (!block) throw notFound(`Content block "${request.params.id}" has no content in this language.`);
      return block;
    },
  );

  api.put(
    `${base}/:id`,
    {
      validatorCompiler: serviceCheckedBody,
      schema: {
        tags,
        security,
        summary: 'Replace a block and all its translations (the import’s shape; the code may change)',
        params: adminContentBlockIdParamsSchema,
        body: adminContentBlockInputSchema,
        response: { 200: adminContentBlockSchema, ...writeResponses },
      },
    },
    async (request) => updateContentBlock(db, request.params.id, request.body, adminOf(request).id),
  );

  api.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Delete a block with its translations',
        params: adminContentBlockIdParamsSchema,
        response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await deleteContentBlock(db, request.params.id, adminOf(request).id);
      return reply.status(204).send(null);
    },
  );
}
