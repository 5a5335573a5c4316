import type { ImportProblem } from '@shop/contracts';
import type { Database } from '../../../db/database.ts';
import { catalogueImportPictures } from '../../../db/schema/index.ts';
import { enqueueJob } from '../../../jobs/job-queue.ts';
import type { ImportProductState } from '../../products/admin/import-state.ts';
import { writeNewImportedProducts } from '../../products/admin/import-batch-writes.ts';
import type { ImportPictureWrite, ImportProductWrite } from '../../products/admin/import-changes.ts';
import { writeImportedProduct } from '../../products/admin/import-writes.ts';
import type { ImportCounts } from './import-store.ts';
import type { ImportedProduct } from './model.ts';
import { isUrl, storePicture, type PictureZip } from './pictures.ts';
import type { Outcome } from './resolve.ts';
import { IMPORT_PICTURE_JOB, type ImportEnvironment } from './run-import.ts';

/** A product of the batch ready to be written (new ones wait for the end of the batch). */
export interface WrittenProduct {
  product: ImportedProduct;
  write: ImportProductWrite;
  outcome: Outcome;
  /** The position of its first picture by URL (after its pictures and the ones from the ZIP). */
  firstPicture: number;
  byUrl: NonNullable<ImportedProduct['images']>;
  /** Where in the batch's problems a problem saving it goes (after the ones found before it). */
  problemsAt: number;
}

/** The apply's view of the product's pictures: ZIP ones stored now, URL ones left to picture jobs. */
export async function splitPictures(
  env: ImportEnvironment,
  zip: PictureZip | null,
  product: ImportedProduct,
  pictures: NonNullable<ImportedProduct['images']>,
  failedZip: ImportProblem[],
): Promise<{ stored: ImportPictureWrite[]; byUrl: typeof pictures }> {
  const stored: ImportPictureWrite[] = [];
  const byUrl: typeof pictures = [];
  for (const picture of pictures) {
    if (isUrl(picture.source)) {
      byUrl.push(picture);
      continue;
    }
    const outcome = zip
      ? await zip.read(picture.source).then(
          (bytes) => storePicture(env.storage, bytes),
          (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
        )
      : { error: 'no ZIP was uploaded' };
    if ('path' in outcome) stored.push({ source: picture.source, path: outcome.path, alt: picture.alt });
    else {
      failedZip.push({
        row: picture.row,
        column: picture.column,
        product: product.code,
        message: `The picture "${picture.source}" from the ZIP was not added: ${outcome.error}. The product was imported without it.`,
      });
    }
  }
  return { stored, byUrl };
}

/**
 * The writes of one batch of an apply (docs/adr/0044 "Speed"): a changed product is written at once in its own
 * savepoint; new products wait for `finish`, which writes them all with one INSERT per table in one savepoint
 * (writeNewImportedProducts) and, only if that fails, one savepoint per product as for changed ones, so a
 * product that cannot be saved is left out whole and reported, and the others are written.
 */
export function batchWriter(tx: Database, counts: ImportCounts) {
  const saved: Array<{ id: number; written: WrittenProduct }> = [];
  const deferred: WrittenProduct[] = [];
  const saveProblems: Array<{ at: number; problem: ImportProblem }> = [];
  const writeOne = async (written: WrittenProduct, write: (savepoint: Database) => Promise<number>) => {
    try {
      const id = await tx.transaction(write);
      saved.push({ id, written });
      return id;
    } catch (error) {
      counts.failed += 1;
      const message = error instanceof Error ? error.message : String(error);
      saveProblems.push({
        at: written.problemsAt,
        problem: {
          row: written.product.row,
          column: null,
          product: written.product.code,
          message: `The product could not be saved: ${message}`,
        },
      });
      return null;
    }
  };
  return {
    /** Writes a changed product now; its id, or null when it could not be saved (its problem is kept). */
    writeChanged: (written: WrittenProduct, state: ImportProductState) =>
      writeOne(written, (savepoint) => writeImportedProduct(savepoint, written.write, state)),
    /** A new product, written by `finish`. */
    defer(written: WrittenProduct): void {
      deferred.push(written);
    },
    /** An id for the next deferred product until it is written (no product's id: negative). */
    standInId: () => -(deferred.length + 1),
    /**
     * Writes the deferred products, puts the problems of products that could not be saved into `problems`
     * where each product's would have been (after the ones found before it), counts the saved products, and
     * answers them in file order.
     */
    async finish(problems: ImportProblem[]): Promise<Array<{ id: number; written: WrittenProduct }>> {
      if (deferred.length > 0) {
        const ids = await tx
          .transaction((savepoint) =>
            writeNewImportedProducts(
              savepoint,
              deferred.map((item) => item.write),
            ),
          )
          .catch(() => null);
        if (ids) deferred.forEach((written, index) => saved.push({ id: ids[index] as number, written }));
        else
          for (const written of deferred)
            await writeOne(written, (savepoint) => writeImportedProduct(savepoint, written.write, null));
      }
      saveProblems.sort((a, b) => a.at - b.at || a.problem.row - b.problem.row);
      for (const { at, problem } of saveProblems.toReversed()) problems.splice(at, 0, problem);
      saved.sort((a, b) => a.written.product.row - b.written.product.row);
      for (const { written } of saved) counts[written.outcome] += 1;
      return saved;
    },
  };
}

/** Queues the product's pictures by URL (a job each), after its other pictures; answers the jobs. */
export async function queueUrlPictures(
  tx: Database,
  importId: number,
  written: WrittenProduct,
): Promise<number[]> {
  const jobs: number[] = [];
  for (const [index, picture] of written.byUrl.entries()) {
    const [queued] = await tx
      .insert(catalogueImportPictures)
      .values({
        importId,
        productCode: written.product.code,
        row: picture.row,
        column: picture.column,
        url: picture.source,
        position: written.firstPicture + index,
        alt: picture.alt,
      })
      .returning({ id: catalogueImportPictures.id });
    if (queued) jobs.push(await enqueueJob(tx, IMPORT_PICTURE_JOB, { pictureId: queued.id }));
  }
  return jobs;
}
