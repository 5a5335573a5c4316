import type { Database } from '../../db/database.ts';
import { appendToPendingJob, enqueueJob, runJobNow } from '../../jobs/job-queue.ts';
import { refreshSearchDocuments, SEARCH_REFRESH_JOB } from './search-documents.ts';

/**
 * Asks for the search read model of these products to be refreshed, inside the caller's transaction
 * (a search-refresh job: it exists exactly when the change does). Returns the job's id, for
 * SearchRefresher.runSoon; null when there is nothing to refresh.
 */
export async function queueSearchRefresh(
  tx: Database,
  productIds: readonly number[],
): Promise<number | null> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return null;
  return enqueueJob(tx, SEARCH_REFRESH_JOB, { productIds: ids });
}

/**
 * Like queueSearchRefresh, for a refresh gathered over several transactions: adds the products to the job
 * `jobId` if it is still pending (no worker took it), else queues a new one for `runAt`. Returns the job
 * that holds them now (null when there was nothing to add and no job yet).
 */
export async function addToSearchRefresh(
  tx: Database,
  jobId: number | null,
  productIds: readonly number[],
  runAt: Date,
): Promise<number | null> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return jobId;
  if (jobId !== null && (await appendToPendingJob(tx, jobId, 'productIds', ids))) return jobId;
  return enqueueJob(tx, SEARCH_REFRESH_JOB, { productIds: ids }, runAt);
}

export interface SearchRefresher {
  /**
   * Runs the queued refresh in this process right after the caller answers (one at a time, in order),
   * so a back office save does not wait for it and shoppers still see the change within moments. If the
   * process stops first, the job worker of any API process runs the job from the jobs table.
   */
  runSoon(jobId: number | null): void;
  /** Waits for the refreshes started so far (the app's close). */
  settle(): Promise<void>;
}

export function createSearchRefresher(db: Database, log: (message: string) => void): SearchRefresher {
  const handlers = {
    [SEARCH_REFRESH_JOB]: async (payload: Record<string, unknown>) => {
      const productIds = Array.isArray(payload.productIds) ? payload.productIds.map(Number) : [];
      if (productIds.length > 0) await refreshSearchDocuments(db, productIds);
    },
  };
  let queue: Promise<void> = Promise.resolve();
  return {
    runSoon(jobId) {
      if (jobId === null) return;
      queue = queue
        .then(() => runJobNow(db, jobId, handlers, log))
        .then(
          () => undefined,
          (error: unknown) =>
            log(`The search refresh job ${jobId} failed: ${error instanceof Error ? error.message : error}`),
        );
    },
    settle: () => queue,
  };
}
