import { createHash } from 'node:crypto';
import { join } from 'node:path';
import {
  IMAGE_DENSITIES,
  IMAGE_FILTERS,
  MEDIA_CACHE_BASE,
  errorSchema,
  type ImageFilter,
} from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/http-error.ts';
import { createDiskCache } from './disk-cache.ts';
import { isMediaKey, type MediaStorage } from '../media-storage/index.ts';
import { mediaTypeOf } from './media-types.ts';
import { renderFilter } from './resize.ts';

export interface ImagesModuleOptions {
  /** Where the original pictures are (DATA_DIR/media or a bucket). */
  storage: MediaStorage;
  /** Folder of the resized pictures on this instance's disk (DATA_DIR/media/cache). */
  cacheDir: string;
}

const DENSITY_VALUES = IMAGE_DENSITIES.map(String) as [string, ...string[]];

const filteredImageParams = z.object({ filter: z.string(), '*': z.string() });
const filteredImageQuery = z.object({
  density: z.enum(DENSITY_VALUES, { error: `must be one of ${DENSITY_VALUES.join(', ')}` }).default('1'),
});
const originalImageParams = z.object({ '*': z.string() });

/** Resized pictures never change under the same URL (a new picture gets a new path). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Originals may be replaced under the same name: browsers revalidate them after an hour. */
const REVALIDATE_HOURLY = 'public, max-age=3600';

function isImageFilter(name: string): name is ImageFilter {
  return Object.hasOwn(IMAGE_FILTERS, name);
}

function etagOf(bytes: Buffer): string {
  return `"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

function sendError(reply: FastifyReply, statusCode: 400 | 404, message: string) {
  return reply.status(statusCode).send({ code: statusCode, message });
}

function sendPicture(
  request: FastifyRequest,
  reply: FastifyReply,
  bytes: Buffer,
  headers: { contentType: string; cacheControl: string },
) {
  const etag = etagOf(bytes);
  void reply.header('etag', etag).header('cache-control', headers.cacheControl);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  void reply.header('x-content-type-options', 'nosniff').type(headers.contentType);
  // An SVG opened directly must not run scripts in the shop's origin.
  if (headers.contentType === 'image/svg+xml')
    void reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  return reply.send(bytes);
}

/**
 * Media: originals under GET /media/{path}, and resized WebP copies under
 * GET /media/cache/{filter}/{path}?density=1|1.5|3 (filters and boxes: IMAGE_FILTERS in @shop/contracts),
 * rendered on first request and cached on this instance's disk as {cacheDir}/{filter}@{density}x/{path}.webp.
 * The originals come from the media storage (a folder or a bucket); a cached copy is used while it is at
 * least as new as its original.
 */
export async function imagesModule(app: FastifyInstance, options: ImagesModuleOptions): Promise<void> {
  const cache = createDiskCache();
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** The original's key for a request path, or a reply already sent (400 for a bad path, 404 if absent). */
  async function findOriginal(reply: FastifyReply, requested: string) {
    if (!isMediaKey(requested)) return { error: sendError(reply, 400, `Invalid media path "${requested}".`) };
    const contentType = mediaTypeOf(requested);
    const info = contentType ? await options.storage.stat(requested) : null;
    if (!contentType || !info) return { error: sendError(reply, 404, `Image "${requested}" not found.`) };
    return { key: requested, contentType, mtime: info.modifiedAt.getTime() };
  }

  routes.get(
    `${MEDIA_CACHE_BASE}/:filter/*`,
    {
      schema: {
        tags: ['media'],
        summary: 'A picture resized by a named filter for a screen density (WebP)',
        'x-binary-response': 'image/webp',
        params: filteredImageParams,
        querystring: filteredImageQuery,
        response: { 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { filter, '*': path } = request.params;
      if (!isImageFilter(filter)) return sendError(reply, 404, `Unknown image filter "${filter}".`);
      const original = await findOriginal(reply, path);
      if ('error' in original) return original.error;
      const density = Number(request.query.density);
      const cacheFile = join(options.cacheDir, `${filter}@${density}x`, `${path}.webp`);
      const bytes = await cache.get(cacheFile, original.mtime, async () => {
        const stored = await options.storage.get(original.key);
        if (!stored) throw notFound(`Image "${path}" not found.`);
        return renderFilter(stored.bytes, original.contentType === 'image/svg+xml', filter, density);
      });
      return sendPicture(request, reply, bytes, { contentType: 'image/webp', cacheControl: IMMUTABLE });
    },
  );

  routes.get(
    '/media/*',
    {
      schema: {
        tags: ['media'],
        summary: 'An original picture',
        'x-binary-response': 'image/*',
        params: originalImageParams,
        response: { 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const original = await findOriginal(reply, request.params['*']);
      if ('error' in original) return original.error;
      const stored = await options.storage.get(original.key);
      if (!stored) return sendError(reply, 404, `Image "${request.params['*']}" not found.`);
      const bytes = stored.bytes;
      return sendPicture(request, reply, bytes, {
        contentType: original.contentType,
        cacheControl: REVALIDATE_HOURLY,
      });
    },
  );
}
