import { basename } from 'node:path';
import { errorSchema } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/http-error.ts';
import { isMediaKey, type MediaStorage } from '../media-storage/index.ts';
import { DOWNLOADS_FOLDER, DOWNLOADS_ROUTE_BASE, downloadTypeOf } from './downloads.ts';

/** Manuals may be replaced under the same name: browsers revalidate them after an hour. */
const CACHE_CONTROL = 'public, max-age=3600';

/** RFC 6266: an ASCII fallback name plus the exact UTF-8 name ("Naudojimo instrukcija – Žaislas.pdf"). */
function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_');
  return `inline; filename="${ascii || 'download'}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

interface DownloadFile {
  key: string;
  contentType: string;
  modifiedAt: Date;
}

async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: MediaStorage,
  download: DownloadFile,
) {
  const lastModified = new Date(Math.floor(download.modifiedAt.getTime() / 1000) * 1000);
  void reply
    .header('cache-control', CACHE_CONTROL)
    .header('last-modified', lastModified.toUTCString())
    .header('x-content-type-options', 'nosniff');
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  if (!Number.isNaN(since) && since >= lastModified.getTime()) return reply.status(304).send();
  const stored = await storage.get(download.key);
  if (!stored) throw notFound(`Download "${download.key}" not found.`);
  return reply
    .type(download.contentType)
    .header('content-length', stored.size)
    .header('content-disposition', contentDisposition(basename(download.key)))
    .send(stored.bytes);
}

/**
 * GET /media/downloads/{path}: product downloads (manuals, certificates) from the downloads folder of the
 * media storage (DATA_DIR/media/downloads or the bucket), shown inline. Paths that leave the folder,
 * unknown file types and missing files are all a 404, so the answer never tells what exists outside the
 * downloads.
 */
export async function downloadsModule(
  app: FastifyInstance,
  options: { storage: MediaStorage },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${DOWNLOADS_ROUTE_BASE}/*`,
    {
      schema: {
        tags: ['media'],
        summary: 'A product download (manual, certificate), shown inline',
        'x-binary-response': 'application/octet-stream',
        params: z.object({ '*': z.string() }),
        response: { 404: errorSchema },
      },
    },
    async (request, reply) => {
      const requested = request.params['*'];
      const key = `${DOWNLOADS_FOLDER}/${requested}`;
      const contentType = isMediaKey(requested) ? downloadTypeOf(requested) : null;
      const info = contentType ? await options.storage.stat(key) : null;
      if (!contentType || !info) throw notFound(`Download "${requested}" not found.`);
      return sendFile(request, reply, options.storage, { key, contentType, modifiedAt: info.modifiedAt });
    },
  );
}
