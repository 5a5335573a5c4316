import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { errorSchema } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/http-error.ts';
import { resolveMediaPath } from '../images/media-path.ts';
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
  file: string;
  contentType: string;
  size: number;
  mtimeMs: number;
}

function sendFile(request: FastifyRequest, reply: FastifyReply, download: DownloadFile) {
  const lastModified = new Date(Math.floor(download.mtimeMs / 1000) * 1000);
  void reply
    .header('cache-control', CACHE_CONTROL)
    .header('last-modified', lastModified.toUTCString())
    .header('x-content-type-options', 'nosniff');
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  if (!Number.isNaN(since) && since >= lastModified.getTime()) return reply.status(304).send();
  return reply
    .type(download.contentType)
    .header('content-length', download.size)
    .header('content-disposition', contentDisposition(basename(download.file)))
    .send(createReadStream(download.file));
}

/**
 * GET /media/downloads/{path}: product downloads (manuals, certificates) from DATA_DIR/media/downloads,
 * shown inline. Paths that leave the folder, unknown file types and missing files are all a 404, so the
 * answer never tells what exists outside the downloads.
 */
export async function downloadsModule(app: FastifyInstance, options: { mediaDir: string }): Promise<void> {
  const downloadsDir = join(options.mediaDir, DOWNLOADS_FOLDER);
  app.withTypeProvider<ZodTypeProvider>().get(
    `${DOWNLOADS_ROUTE_BASE}/*`,
    {
      schema: {
        tags: ['media'],
        summary: 'A product download (manual, certificate), shown inline',
        params: z.object({ '*': z.string() }),
        response: { 404: errorSchema },
      },
    },
    async (request, reply) => {
      const requested = request.params['*'];
      const file = resolveMediaPath(downloadsDir, requested);
      const contentType = file ? downloadTypeOf(file) : null;
      const info = file && contentType ? await stat(file).catch(() => null) : null;
      if (!file || !contentType || !info?.isFile()) throw notFound(`Download "${requested}" not found.`);
      return sendFile(request, reply, { file, contentType, size: info.size, mtimeMs: info.mtimeMs });
    },
  );
}
