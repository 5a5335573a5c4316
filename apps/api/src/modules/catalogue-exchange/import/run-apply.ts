import type { ImportProblem } from '@shop/contracts';
import type { Database } from '../../../db/database.ts';
import { runJobNow } from '../../../jobs/job-queue.ts';
import { recordAudit } from '../../admin/audit.ts';
import { enabledProductCodes } from '../../products/admin/import-state.ts';
import { disableImportedMissing } from '../../products/admin/import-writes.ts';
import { batchSlugs } from '../../products/admin/slugs.ts';
import { refreshSearchDocuments, SEARCH_REFRESH_JOB } from '../../search/search-documents.ts';
import { addToSearchRefresh, queueSearchRefresh } from '../../search/search-refresh.ts';
import {
  failedProductCodes,
  findImport,
  insertProblems,
  updateImport,
  zeroCounts,
  type ApplyProgress,
  type ImportCounts,
  type ImportRow,
} from './import-store.ts';
import { batchWriter, queueUrlPictures, splitPictures, type WrittenProduct } from './apply-batch.ts';
import type { PictureZip } from './pictures.ts';
import { readImportedProducts } from './read-products.ts';
import { newFileMemory, resolveProduct } from './resolve.ts';
import { loadShopStructure } from './structure.ts';
import { withSalePrices } from '../../catalogue-promotions/applier.ts';

import {
  batchContext,
  fileContext,
  inBatches,
  makeShopifyStructure,
  openZip,
  productsOf,
  dataRows,
  storedFileSource,
  DEFAULT_BATCH,
  type ImportEnvironment,
} from './run-import.ts';

/**
 * The search read model is refreshed once this many products were written since the last refresh (and at
 * the end): a refresh per batch cost more than the batch's writes. The products wait in one durable job.
 */
export const REFRESH_EVERY_PRODUCTS = 1_000;
/** ...or once the oldest product waiting for it was written this long ago. */
const REFRESH_AFTER_MS = 20_000;
/**
 * When a worker may run the gathering job by itself: only if this process stopped (or stalled) meanwhile;
 * normally the apply runs it first. A resumed apply adds to it and runs it as well (its id is in the progress).
 */
const REFRESH_JOB_DELAY_MS = 120_000;

function searchRefreshHandlers(db: Database) {
  return {
    [SEARCH_REFRESH_JOB]: async (payload: Record<string, unknown>) => {
      const ids = Array.isArray(payload.productIds) ? payload.productIds.map(Number) : [];
      if (ids.length > 0) await refreshSearchDocuments(db, ids);
    },
  };
}

/**
 * The apply: reads the file again and writes its valid products in batches, each batch in one transaction
 * with the import's progress (the file row it reached, the counts so far), so an apply run again after the
 * process died continues after the last committed batch and writes every product once. A product with a
 * problem (in the check, or now) is not written at all. Pictures by URL are left to picture jobs.
 */
export async function runApply(env: ImportEnvironment, importId: number): Promise<void> {
  const { db } = env;
  const row = await findImport(db, importId);
  if (!row || row.status !== 'applying') return;
  const saved = row.progress as ApplyProgress | null;
  const progress: ApplyProgress = saved ?? { resumeRow: 0, counts: zeroCounts() };
  const counts: ImportCounts = { ...zeroCounts(), ...progress.counts };
  const failedInCheck = await failedProductCodes(db, importId);
  const countedFailures = new Set<string>();
  const structure = await loadShopStructure(db, env.defaultChannelCode);
  const context = fileContext(row, structure);
  const memory = newFileMemory();
  let problemCount = row.problemCount;
  let zip: PictureZip | null = null;
  // The refresh job gathering the products written since the last refresh (a resumed apply's from before).
  const refresh = { jobId: progress.refreshJob ?? null, products: 0, since: Date.now() };
  const runRefresh = async () => {
    if (refresh.jobId !== null)
      await runJobNow(db, refresh.jobId, searchRefreshHandlers(db), env.log, undefined, env.jobLeaseMs);
    Object.assign(refresh, { jobId: null, products: 0, since: Date.now() });
  };
  try {
    zip = await openZip(env, row);
    const items = readImportedProducts(row.format, storedFileSource(env.storage, row.fileKey), context);
    for await (const batch of inBatches(items, env.batchSize ?? DEFAULT_BATCH)) {
      const lastRow = batch.at(-1)?.lastRow ?? 0;
      const todo = batch.filter((item) => item.lastRow >= progress.resumeRow);
      if (todo.length === 0) continue;
      const { refreshJob, written, pictureJobs } = await db.transaction(async (tx) => {
        // The import's row, locked: if another run of this apply (a worker that took the job after this
        // process stalled past its lease) committed a batch meanwhile, this run stops and writes nothing.
        const current = await findImport(tx, importId, true);
        const storedRow = (current?.progress as ApplyProgress | null)?.resumeRow ?? 0;
        if (current?.status !== 'applying' || storedRow !== progress.resumeRow) {
          throw new Error(
            `Import ${importId}: another run of its apply continued it meanwhile (row ${storedRow}, status ${current?.status ?? 'gone'}); this run stopped`,
          );
        }
        const contextOf = await batchContext(tx, productsOf(todo), structure, memory);
        // Whether the names' slugs are free, for the whole batch in one query.
        const slugs = batchSlugs(tx);
        await slugs.prefetch(
          productsOf(todo).flatMap((product) =>
            Object.entries(product.translations).flatMap(([locale, text]) =>
              text.name ? [{ locale, name: text.name }] : [],
            ),
          ),
        );
        const problems: ImportProblem[] = [];
        const touched: number[] = [];
        const pictureJobs: number[] = [];
        const writer = batchWriter(tx, counts);
        for (const item of todo) {
          if (!('product' in item)) {
            if (item.problems[0]?.product) counts.failed += 1;
            continue;
          }
          const product = item.product;
          if (failedInCheck.has(product.code)) {
            // Counted once, though its rows may be apart (that is its problem).
            if (!countedFailures.has(product.code)) counts.failed += 1;
            countedFailures.add(product.code);
            continue;
          }
          if (row.format === 'shopify-csv')
            await makeShopifyStructure(tx, structure, product, context.locale);
          const productContext = contextOf(product);
          const resolution = await resolveProduct(product, productContext);
          if (!resolution.write) {
            counts.failed += 1;
            problems.push(...resolution.problems);
            continue;
          }
          if (resolution.outcome === 'unchanged') {
            counts.unchanged += 1;
            continue;
          }
          const write = resolution.write;
          const productId = productContext.state?.id ?? null;
          // A new product's stand-in id in the batch's slugs until it is written (never a product's id).
          const slugUser = productId ?? writer.standInId();
          for (const [locale, text] of Object.entries(write.translations)) {
            if (text.slug === '') {
              text.slug = await slugs.freeSlugFor({
                locale,
                name: text.name,
                channelIds: write.channelIds,
                productId,
              });
            }
          }
          const { stored, byUrl } = await splitPictures(
            env,
            zip,
            product,
            resolution.newPictures ?? [],
            problems,
          );
          write.pictures = stored;
          const written: WrittenProduct = {
            product,
            write,
            outcome: resolution.outcome,
            firstPicture: (productContext.state?.imageCount ?? 0) + stored.length,
            byUrl,
            problemsAt: problems.length,
          };
          if (productContext.state === null) {
            // New products are written together at the end of the batch (writeNewImportedProducts).
            writer.defer(written);
            for (const [locale, text] of Object.entries(write.translations))
              if (text.slug)
                slugs.note(locale, text.slug, { productId: slugUser, channelIds: write.channelIds });
            continue;
          }
          const state = productContext.state;
          const savedId = await writer.writeChanged(written, state);
          if (savedId === null) continue;
          for (const [locale, text] of Object.entries(write.translations))
            if (text.slug)
              slugs.note(locale, text.slug, { productId: savedId, channelIds: write.channelIds });
        }
        for (const { id, written } of await writer.finish(problems)) {
          touched.push(id);
          pictureJobs.push(...(await queueUrlPictures(tx, importId, written)));
        }
        await insertProblems(tx, importId, problems);
        problemCount += problems.length;
        // Sales follow the imported prices and categories in the same transaction.
        await withSalePrices(tx, touched);
        const refreshJob = await addToSearchRefresh(
          tx,
          refresh.jobId,
          touched,
          new Date(Date.now() + REFRESH_JOB_DELAY_MS),
        );
        progress.resumeRow = lastRow + 1;
        progress.counts = counts;
        progress.refreshJob = refreshJob;
        await updateImport(tx, importId, {
          progress: { ...progress },
          counts,
          rowsDone: dataRows(row, lastRow),
          problemCount,
        });
        return { refreshJob, written: touched.length, pictureJobs };
      });
      // The products written so far appear in the shop's search every REFRESH_EVERY_PRODUCTS products; if this
      // process stops first, the job stays in the jobs table for the resumed apply (or any worker) to run.
      if (refresh.jobId === null) refresh.since = Date.now();
      refresh.jobId = refreshJob;
      refresh.products += written;
      if (refresh.products >= REFRESH_EVERY_PRODUCTS || Date.now() - refresh.since >= REFRESH_AFTER_MS)
        await runRefresh();
      env.picturesQueued?.(pictureJobs);
      env.onProgress?.(dataRows(row, lastRow), row.rowsTotal);
      // Let the process's other work reach the database between batches (on the embedded database one
      // connection serves every request: without a pause the whole apply runs before any of them).
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Every applied product is in search before the import says "applied".
    await runRefresh();
    await finishApply(env, row, counts, problemCount);
  } finally {
    zip?.close();
  }
}

/** The last step: `missing: disable`, the audit line, status `applied`. */
async function finishApply(
  env: ImportEnvironment,
  row: ImportRow,
  counts: ImportCounts,
  problemCount: number,
): Promise<void> {
  const { db } = env;
  let fileCodes: Set<string> | null = null;
  if (row.missing === 'disable') {
    // The codes the file names (read again: a resumed apply does not have the rows before it in memory).
    fileCodes = new Set<string>();
    const structure = await loadShopStructure(db, env.defaultChannelCode);
    for await (const item of readImportedProducts(
      row.format,
      storedFileSource(env.storage, row.fileKey),
      fileContext(row, structure),
    )) {
      if ('product' in item) fileCodes.add(item.product.code);
    }
  }
  const refreshJob = await db.transaction(async (tx) => {
    let disabled: number[] = [];
    if (fileCodes) {
      const codes = fileCodes;
      disabled = await disableImportedMissing(
        tx,
        (await enabledProductCodes(tx))
          .filter((product) => !codes.has(product.code))
          .map((product) => product.id),
      );
    }
    const final = { ...counts, disabled: disabled.length };
    await updateImport(tx, row.id, {
      status: 'applied',
      counts: final,
      finishedAt: new Date(),
      problemCount,
      rowsDone: row.rowsTotal ?? undefined,
    });
    await recordAudit(tx, {
      administratorId: row.createdBy,
      action: 'catalogue.import',
      subjectType: 'catalogueImport',
      subjectId: row.id,
      summary: `${row.createdByName ?? 'The shop'} imported ${row.fileName}: ${final.new} new, ${final.updated} updated, ${final.unchanged} unchanged, ${final.failed} failed, ${final.disabled} disabled`,
      details: { format: row.format, fileName: row.fileName, missing: row.missing, counts: final },
    });
    return queueSearchRefresh(tx, disabled);
  });
  if (refreshJob !== null)
    await runJobNow(db, refreshJob, searchRefreshHandlers(db), env.log, undefined, env.jobLeaseMs);
}
