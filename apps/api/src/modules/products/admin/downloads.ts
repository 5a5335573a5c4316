import type { z } from 'zod';
import type { adminProductDownloadSchema } from '@shop/contracts';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { productDownloads } from '../../../db/schema/index.ts';

export type AdminProductDownload = z.infer<typeof adminProductDownloadSchema>;

/**
 * True when the bytes are a PDF file: the `%PDF-1.x`/`%PDF-2.x` header at the start (ISO 32000, 7.5.2)
 * and the `%%EOF` marker in the last kilobyte. The file name and declared type are never trusted.
 */
export function isPdf(bytes: Buffer): boolean {
  if (!/^%PDF-[12]\.\d/.test(bytes.subarray(0, 8).toString('latin1'))) return false;
  return bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF', 0, 'latin1');
}

/** A product's downloads in the order the product page lists them. */
export async function listAdminProductDownloads(
  db: Database,
  productId: number,
): Promise<AdminProductDownload[]> {
  const rows = await db
    .select({
      id: productDownloads.id,
      name: productDownloads.name,
      path: productDownloads.path,
      locale: productDownloads.locale,
    })
    .from(productDownloads)
    .where(eq(productDownloads.productId, productId))
    .orderBy(asc(productDownloads.position), asc(productDownloads.id));
  return rows.map((row) => ({
    ...row,
    locale: row.locale as AdminProductDownload['locale'],
  }));
}

/** Adds a download after the product's others; answers its id. */
export async function addProductDownload(
  tx: Database,
  productId: number,
  download: { name: string; path: string; locale: string | null },
): Promise<number> {
  const [last] = await tx
    .select({ position: max(productDownloads.position) })
    .from(productDownloads)
    .where(eq(productDownloads.productId, productId));
  const [inserted] = await tx
    .insert(productDownloads)
    .values({ productId, ...download, position: (last?.position ?? -1) + 1 })
    .returning({ id: productDownloads.id });
  if (!inserted) throw new Error('The download was not inserted.');
  return inserted.id;
}

/** Removes a download of the product; answers what it was, or null when there is no such download. */
export async function removeProductDownload(
  tx: Database,
  productId: number,
  downloadId: number,
): Promise<{ name: string; path: string; locale: string | null } | null> {
  const [removed] = await tx
    .delete(productDownloads)
    .where(and(eq(productDownloads.id, downloadId), eq(productDownloads.productId, productId)))
    .returning({ name: productDownloads.name, path: productDownloads.path, locale: productDownloads.locale });
  return removed ?? null;
}

/** Whether any product download uses this media path (its file must stay). */
export async function isPathUsedByProductDownloads(db: Database, path: string): Promise<boolean> {
  const [row] = await db
    .select({ uses: count() })
    .from(productDownloads)
    .where(eq(productDownloads.path, path));
  return Number(row?.uses ?? 0) > 0;
}
