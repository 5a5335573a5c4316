import multipart from '@fastify/multipart';
import {
  ADMIN_API_BASE,
  MEDIA_CACHE_BASE,
  contentPictureSchema,
  errorSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { adminOf } from '../admin/admin-request.ts';
import { recordAudit } from '../admin/audit.ts';
import { ensureStored, storeUploadedPicture } from '../catalogue-admin/picture-upload.ts';
import type { MediaStorage } from '../media-storage/index.ts';

/** Content pictures live here in the media storage, named after their bytes. */
export const CONTENT_PICTURE_FOLDER = 'content';

/** The address of a media path through the pipeline at article size (what rich text embeds). */
export function contentPictureUrl(path: string): string {
  return `${MEDIA_CACHE_BASE}/article/${path.split('/').map(encodeURIComponent).join('/')}?density=1`;
}

/**
 * POST /api/v2/admin/content-pictures (docs/adr/0059-content-news-pages.md): a picture for any content
 * (an article's main picture, a picture in rich text), checked and stored like the catalogue's uploads.
 */
export async function contentPictureAdminRoutes(
  app: FastifyInstance,
  options: { db: Database; storage: MediaStorage },
): Promise<void> {
  const { db, storage } = options;
  await app.register(multipart, { throwFileSizeLimit: true });
  app.withTypeProvider<ZodTypeProvider>().post(
    `${ADMIN_API_BASE}/content-pictures`,
    {
      schema: {
        tags: ['admin content'],
        security: [{ adminBearer: [] }],
        summary: 'Store a picture for content: its media path, address and size',
        description:
          'multipart/form-data with the picture in the field `file`: JPEG, PNG or WebP up to 10 MB, checked by ' +
          'decoding it (never by its name or declared type).',
        consumes: ['multipart/form-data'],
        response: {
          201: contentPictureSchema,
          401: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const upload = await storeUploadedPicture(request, storage, CONTENT_PICTURE_FOLDER);
      await db.transaction((tx) =>
        recordAudit(tx, {
          administratorId: adminOf(request).id,
          action: 'content_picture.upload',
          subjectType: 'content_picture',
          subjectId: upload.key,
          summary: `Content: uploaded the picture ${upload.key}`,
          details: { after: { path: upload.key, width: upload.width, height: upload.height } },
        }),
      );
      await ensureStored(storage, upload);
      return reply.status(201).send({
        path: upload.key,
        url: contentPictureUrl(upload.key),
        width: upload.width,
        height: upload.height,
      });
    },
  );
}
