import type { Database } from '../../db/database.ts';
import type { JobPayload } from '../../jobs/job-queue.ts';
import { refreshSearchDocuments } from '../search/search-documents.ts';
import { applyCatalogPromotions, productsLinkedTo } from './applier.ts';

export { CATALOG_PROMOTION_BOUNDARY_JOB } from './applier.ts';

/**
 * A sale's start or end (a job queued for that moment when the sale was saved): the prices of its products
 * are applied again (so a sale starts or ends on time, the own prices restored exactly), then their search
 * documents are refreshed, which moves the catalogue version (listings and the guest page cache follow).
 * A sale deleted meanwhile has no products left: nothing to do.
 */
export async function runPromotionBoundary(
  db: Database,
  payload: JobPayload,
  now = new Date(),
): Promise<void> {
  const promotionId = Number(payload.promotionId);
  if (!Number.isInteger(promotionId)) return;
  const touched = await db.transaction(async (tx) => {
    const linked = await productsLinkedTo(tx, promotionId);
    const changed = await applyCatalogPromotions(tx, linked, now);
    return [...new Set([...linked, ...changed])];
  });
  if (touched.length > 0) await refreshSearchDocuments(db, touched);
}
