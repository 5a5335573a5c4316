import { extname } from 'node:path';
import type { z } from 'zod';
import type { productDownloadSchema } from '@shop/contracts';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { productDownloads } from '../../db/schema/index.ts';
import { isMediaKey, type MediaStorage } from '../media-storage/index.ts';

export type ProductDownload = z.infer<typeof productDownloadSchema>;

/** Downloads live in this folder of the media root and are served under the same path. */
export const DOWNLOADS_FOLDER = 'downloads';
export const DOWNLOADS_ROUTE_BASE = `/media/${DOWNLOADS_FOLDER}`;

/** Document types offered for download; anything else in the folder is not served. */
const DOWNLOAD_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.zip': 'application/zip',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function downloadTypeOf(file: string): string | null {
  return DOWNLOAD_TYPES[extname(file).toLowerCase()] ?? null;
}

/**
 * A product's downloads for the locale plus those for every locale (null locale), in position order.
 * Rows whose path is not a servable file type inside the downloads folder are left out (no dead links);
 * size is read from the media storage, null when the file is missing.
 */
export async function loadProductDownloads(
  db: Database,
  productId: number,
  locale: string,
  storage: MediaStorage,
): Promise<ProductDownload[]> {
  const rows = await db
    .select({ name: productDownloads.name, path: productDownloads.path })
    .from(productDownloads)
    .where(
      and(
        eq(productDownloads.productId, productId),
        or(isNull(productDownloads.locale), inArray(productDownloads.locale, [locale])),
      ),
    )
    .orderBy(asc(productDownloads.position), asc(productDownloads.id));
  const downloads = await Promise.all(
    rows.map(async (row): Promise<ProductDownload | null> => {
      const prefix = `${DOWNLOADS_FOLDER}/`;
      if (!row.path.startsWith(prefix)) return null;
      const contentType = downloadTypeOf(row.path);
      if (!isMediaKey(row.path) || !contentType) return null;
      const relative = row.path.slice(prefix.length);
      return {
        name: row.name,
        url: `${DOWNLOADS_ROUTE_BASE}/${relative.split('/').map(encodeURIComponent).join('/')}`,
        contentType,
        size: (await storage.stat(row.path))?.size ?? null,
      };
    }),
  );
  return downloads.filter((download) => download !== null);
}
