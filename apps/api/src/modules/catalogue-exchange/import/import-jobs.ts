import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { catalogueImportPictures } from '../../../db/schema/index.ts';
import type { JobHandler } from '../../../jobs/job-queue.ts';
import type { MediaStorage } from '../../media-storage/index.ts';
import { addImportedPicture } from '../../products/admin/import-writes.ts';
import { queueSearchRefresh } from '../../search/search-refresh.ts';
import { refreshSearchDocuments } from '../../search/search-documents.ts';
import { DEFAULT_FETCH_LIMITS, fetchPicture, storePicture, type FetchLimits } from './pictures.ts';
import { runApply } from './run-apply.ts';
import {
  IMPORT_APPLY_JOB,
  IMPORT_CHECK_JOB,
  IMPORT_PICTURE_JOB,
  runCheck,
  type ImportEnvironment,
} from './run-import.ts';

/**
 * One picture by URL: fetched with retries, a timeout and a size limit, stored like an uploaded picture and
 * added to its product. A dead link is recorded (the report lists it) and never fails the product; a picture
 * already added (a job run twice) is not added again.
 */
export async function fetchImportPicture(
  deps: { db: Database; storage: MediaStorage; limits?: FetchLimits },
  pictureId: number,
): Promise<void> {
  const { db } = deps;
  const [picture] = await db
    .select()
    .from(catalogueImportPictures)
    .where(eq(catalogueImportPictures.id, pictureId));
  if (!picture || picture.status !== 'pending') return;
  let outcome: { path: string } | { error: string };
  try {
    outcome = await storePicture(
      deps.storage,
      await fetchPicture(picture.url, deps.limits ?? DEFAULT_FETCH_LIMITS),
    );
  } catch (error) {
    outcome = { error: error instanceof Error ? error.message : String(error) };
  }
  const productId = await db.transaction(async (tx) => {
    const pending = and(
      eq(catalogueImportPictures.id, pictureId),
      eq(catalogueImportPictures.status, 'pending'),
    );
    if ('error' in outcome) {
      await tx.update(catalogueImportPictures).set({ status: 'failed', error: outcome.error }).where(pending);
      return null;
    }
    const id = await addImportedPicture(tx, picture.productCode, {
      source: picture.url,
      path: outcome.path,
      alt: picture.alt,
    });
    await tx.update(catalogueImportPictures).set({ status: 'fetched', error: null }).where(pending);
    if (id !== null) await queueSearchRefresh(tx, [id]);
    return id;
  });
  if (productId !== null) await refreshSearchDocuments(db, [productId]);
}

/** The import's jobs, by kind (jobs/job-handlers.ts registers them). */
export function catalogueImportJobHandlers(env: ImportEnvironment): Record<string, JobHandler> {
  return {
    [IMPORT_CHECK_JOB]: async (payload) => runCheck(env, Number(payload.importId)),
    [IMPORT_APPLY_JOB]: async (payload) => runApply(env, Number(payload.importId)),
    [IMPORT_PICTURE_JOB]: async (payload) => fetchImportPicture(env, Number(payload.pictureId)),
  };
}
