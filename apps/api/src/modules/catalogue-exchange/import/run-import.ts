import type { ImportProblem, ShopifyMapping } from '@shop/contracts';
import { Readable } from 'node:stream';
import type { Database } from '../../../db/database.ts';
import { ensureAttributeValue } from '../../attributes/attribute-codes.ts';
import type { MediaStorage } from '../../media-storage/index.ts';
import { enabledProductCodes, loadImportStates, variantOwners } from '../../products/admin/import-state.ts';
import { ensureImportOptions } from '../../products/admin/import-options.ts';
import { slugOwner } from '../../products/admin/slugs.ts';
import {
  clearProblems,
  findImport,
  insertProblems,
  updateImport,
  zeroCounts,
  type ImportRow,
} from './import-store.ts';
import { ImportFileError, type ImportedProduct } from './model.ts';
import { isUrl, openPictureZip, type FetchLimits, type PictureZip } from './pictures.ts';
import type { FileSource } from './read-csv.ts';
import { readImportedProducts, type FileItem } from './read-products.ts';
import {
  newFileMemory,
  resolveProduct,
  type FileMemory,
  type Outcome,
  type ResolveContext,
} from './resolve.ts';
import { emptyMapping } from './shopify-csv.ts';
import { loadShopStructure, type ShopStructure } from './structure.ts';

/** Job kinds (registered in jobs/job-handlers.ts). */
export const IMPORT_CHECK_JOB = 'catalogue-import-check';
export const IMPORT_APPLY_JOB = 'catalogue-import-apply';
export const IMPORT_PICTURE_JOB = 'catalogue-import-picture';

export interface ImportEnvironment {
  db: Database;
  storage: MediaStorage;
  /** How pictures by URL are fetched (pictureFetchLimits of the configuration); the defaults without. */
  limits?: FetchLimits;
  defaultChannelCode: string;
  log: (message: string) => void;
  /** Products per batch: one transaction and one progress step of the apply. */
  batchSize?: number;
  /** Called after each batch (the CLI prints it). */
  onProgress?: (rowsDone: number, rowsTotal: number | null) => void;
  /** Picture jobs a batch queued (the API wakes its worker; the CLI runs them itself). */
  picturesQueued?: (jobIds: number[]) => void;
  /**
   * The lease of the jobs this environment runs itself (JOB_LEASE_SECONDS; DEFAULT_JOB_LEASE_MS if unset):
   * the claim a process that died leaves on them ends after it, and another process continues them.
   */
  jobLeaseMs?: number;
}

export const DEFAULT_BATCH = 100;
const CHUNK = 64 * 1024;

/** The stored file as a stream of 64 KB chunks (the CSV parser then hands out rows as they are needed). */
export function storedFileSource(storage: MediaStorage, key: string): FileSource {
  return async () => {
    const file = await storage.get(key);
    if (!file) throw new ImportFileError('The uploaded file is no longer stored: upload it again.');
    const bytes = file.bytes;
    return Readable.from(
      (function* chunks() {
        for (let start = 0; start < bytes.length; start += CHUNK) yield bytes.subarray(start, start + CHUNK);
      })(),
    );
  };
}

export async function* inBatches<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const item of items) {
    batch.push(item);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Data rows before a row number: the header counts in CSV files, not in JSON. */
export const dataRows = (row: ImportRow, lastRow: number) =>
  Math.max(0, row.format === 'shop-json' ? lastRow : lastRow - 1);

export function productsOf(items: readonly FileItem[]): ImportedProduct[] {
  return items.flatMap((item) => ('product' in item ? [item.product] : []));
}

export async function batchContext(
  db: Database,
  products: readonly ImportedProduct[],
  structure: ShopStructure,
  memory: FileMemory,
): Promise<(product: ImportedProduct) => ResolveContext> {
  const [states, skuOwners] = await Promise.all([
    loadImportStates(
      db,
      products.map((product) => product.code),
    ),
    variantOwners(
      db,
      products.flatMap((product) => product.variants.map((variant) => variant.code)),
    ),
  ]);
  return (product) => ({
    structure,
    state: states.get(product.code) ?? null,
    skuOwners,
    memory,
    slugOwner: (locale, slug, channelIds, productId) =>
      slugOwner(db, { locale, slug, channelIds, productId }),
  });
}

/** Pictures named by file that the ZIP lacks, and sources that are neither a ZIP name nor a URL. */
function pictureProblems(product: ImportedProduct, zip: PictureZip | null): void {
  for (const picture of product.images ?? []) {
    if (isUrl(picture.source)) continue;
    if (!zip) {
      product.problems.push({
        row: picture.row,
        column: picture.column,
        product: product.code,
        message: `The picture "${picture.source}" is a file name, but no ZIP of pictures was uploaded with the file.`,
      });
    } else if (!zip.has(picture.source)) {
      product.problems.push({
        row: picture.row,
        column: picture.column,
        product: product.code,
        message: `There is no picture "${picture.source}" in the uploaded ZIP.`,
      });
    }
  }
}

let placeholderId = -1;
/** The check only: options and Vendor values a Shopify file would make count as known (never written). */
function assumeShopifyStructure(structure: ShopStructure, product: ImportedProduct): void {
  for (const option of product.newOptions ?? []) {
    const values = structure.options.get(option.code) ?? new Map<string, number>();
    structure.options.set(option.code, values);
    for (const value of option.values) if (!values.has(value.code)) values.set(value.code, placeholderId--);
  }
  for (const value of product.newAttributeValues ?? []) {
    const attribute = structure.attributes.get(value.attribute);
    if (attribute && !attribute.values.has(value.code)) attribute.values.set(value.code, placeholderId--);
  }
}

/** The apply: makes them, and puts their ids in the structure. */
export async function makeShopifyStructure(
  tx: Database,
  structure: ShopStructure,
  product: ImportedProduct,
  locale: string,
): Promise<void> {
  const missing = (product.newOptions ?? []).filter((option) =>
    option.values.some((value) => (structure.options.get(option.code)?.get(value.code) ?? -1) < 0),
  );
  if (missing.length > 0) {
    for (const [code, values] of await ensureImportOptions(tx, missing, locale)) {
      const known = structure.options.get(code) ?? new Map<string, number>();
      for (const [value, id] of values) known.set(value, id);
      structure.options.set(code, known);
    }
  }
  for (const value of product.newAttributeValues ?? []) {
    const attribute = structure.attributes.get(value.attribute);
    if (!attribute || (attribute.values.get(value.code) ?? -1) > 0) continue;
    const id = await ensureAttributeValue(tx, { ...value, locale });
    if (id !== null) {
      attribute.values.set(value.code, id);
      structure.valueAttribute.set(id, attribute.id);
    }
  }
}

export async function openZip(env: ImportEnvironment, row: ImportRow): Promise<PictureZip | null> {
  if (!row.picturesKey) return null;
  const file = await env.storage.get(row.picturesKey);
  if (!file) throw new ImportFileError('The uploaded ZIP of pictures is no longer stored: upload it again.');
  try {
    return await openPictureZip(file.bytes);
  } catch {
    throw new ImportFileError('The pictures file is not a ZIP archive that can be read.');
  }
}

export function fileContext(row: ImportRow, structure: ShopStructure) {
  const locale = row.locale ?? structure.defaultLocale;
  const mapping =
    row.format === 'shopify-csv' ? ((row.mapping as ShopifyMapping | null) ?? emptyMapping(structure)) : null;
  return { locale, mapping, structure };
}

/**
 * The dry run: reads the whole file, checks every product against the shop's structure and current state and
 * counts what the apply would do (new, updated, unchanged, failed, disabled), storing every problem. Writes no
 * product. A file that cannot be read at all fails the import with the reason.
 */
export async function runCheck(env: ImportEnvironment, importId: number): Promise<void> {
  const { db } = env;
  const row = await findImport(db, importId);
  if (!row || row.status !== 'checking') return;
  await clearProblems(db, importId);
  const structure = await loadShopStructure(db, env.defaultChannelCode);
  const context = fileContext(row, structure);
  const counts = zeroCounts();
  const outcomes = new Map<string, Outcome>();
  const memory = newFileMemory();
  let problemCount = 0;
  let lastRow = 0;
  let zip: PictureZip | null = null;
  try {
    zip = await openZip(env, row);
    const items = readImportedProducts(row.format, storedFileSource(env.storage, row.fileKey), context);
    for await (const batch of inBatches(items, env.batchSize ?? DEFAULT_BATCH)) {
      const contextOf = await batchContext(db, productsOf(batch), structure, memory);
      const problems: ImportProblem[] = [];
      for (const item of batch) {
        lastRow = item.lastRow;
        if (!('product' in item)) {
          problems.push(...item.problems);
          // A JSON item without the shape of a product, but with its code: a failed product.
          const code = item.problems[0]?.product;
          if (code && !outcomes.has(code)) {
            counts.failed += 1;
            outcomes.set(code, 'failed');
          }
          continue;
        }
        const product = item.product;
        if (row.format === 'shopify-csv') assumeShopifyStructure(structure, product);
        pictureProblems(product, zip);
        const resolution = await resolveProduct(product, contextOf(product));
        problems.push(...resolution.problems);
        const before = outcomes.get(product.code);
        if (before === undefined) {
          counts[resolution.outcome] += 1;
          outcomes.set(product.code, resolution.outcome);
        } else if (resolution.outcome === 'failed' && before !== 'failed') {
          // A product met again later (rows apart): it fails whole, so its first part is not written either.
          counts[before] -= 1;
          counts.failed += 1;
          outcomes.set(product.code, 'failed');
        }
      }
      await insertProblems(db, importId, problems);
      problemCount += problems.length;
      await updateImport(db, importId, { rowsDone: dataRows(row, lastRow) });
      env.onProgress?.(dataRows(row, lastRow), null);
    }
    if (row.missing === 'disable') {
      counts.disabled = (await enabledProductCodes(db)).filter(
        (product) => !outcomes.has(product.code),
      ).length;
    }
    await updateImport(db, importId, {
      status: 'checked',
      counts,
      rowsTotal: dataRows(row, lastRow),
      rowsDone: dataRows(row, lastRow),
      problemCount,
      mapping: context.mapping,
      error: null,
    });
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    await updateImport(db, importId, {
      status: 'failed',
      error: error.message,
      finishedAt: new Date(),
      problemCount,
    });
  } finally {
    zip?.close();
  }
}
