import {
  catalogueFormatSchema,
  missingProductActionSchema,
  type AdminCatalogueImport,
  type CatalogueFormat,
} from '@shop/contracts';
import type { z } from 'zod';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { runJobNow } from '../jobs/job-queue.ts';
import { catalogueImportJobHandlers } from '../modules/catalogue-exchange/import/import-jobs.ts';
import { pictureFetchLimits } from '../modules/catalogue-exchange/import/pictures.ts';
import {
  createImport,
  findImport,
  importView,
  updateImport,
} from '../modules/catalogue-exchange/import/import-store.ts';
import { runApply } from '../modules/catalogue-exchange/import/run-apply.ts';
import { runCheck, type ImportEnvironment } from '../modules/catalogue-exchange/import/run-import.ts';
import { loadShopStructure } from '../modules/catalogue-exchange/import/structure.ts';
import { createMediaStorage } from '../modules/media-storage/index.ts';
import type { MediaStorage } from '../modules/media-storage/media-storage.ts';
import { commandConfig, ConfigError, withCommandDatabase, type CommandIo } from './command-io.ts';

export const CATALOGUE_IMPORT_USAGE = `Usage: npm run catalogue:import -- --file <path> [--format shop-csv|shop-json|shopify-csv] [--check]
       [--pictures <zip>] [--missing keep|disable] [--locale <code>] [--data-dir <folder>]

Imports a catalogue file (docs/catalogue-format.md): checks it first (new, updated, unchanged and failed
products, every problem with its row and column), then writes its valid products, printing the progress.
  --file <path>        the file (required): our CSV or JSON, or Shopify's product CSV export; UTF-8
  --format <format>    shop-csv (default; shop-json for a .json file) or shopify-csv
  --check              only check: print the counts and the problems (and Shopify's suggested mapping)
  --pictures <zip>     a ZIP of the pictures the file names by file name
  --missing <action>   keep (default) or disable the shop's products the file does not name
  --locale <code>      the language of a Shopify file's texts (default: the shop's default language)
  --data-dir <folder>  data folder (default: DATA_DIR, else .data at the repository root)
A Shopify file is imported with the suggested mapping of its Type and Tags (see it with --check; change it
in the back office for another). Exit codes: 0 done, 1 the file could not be read, 2 wrong arguments.`;

function describe(row: AdminCatalogueImport): string {
  const counts = row.counts;
  return counts
    ? `${counts.new} new, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.failed} failed, ${counts.disabled} disabled`
    : 'no counts';
}

/** `npm run catalogue:import`: the catalogue import of the back office, in this process (issue 20). */
export async function runCatalogueImportCommand(
  argv: string[],
  io: CommandIo,
): Promise<{ exitCode: number; importId?: number }> {
  let values: Record<string, string | boolean | undefined>;
  let config;
  let format;
  let missing;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        file: { type: 'string' },
        format: { type: 'string' },
        check: { type: 'boolean' },
        pictures: { type: 'string' },
        missing: { type: 'string' },
        locale: { type: 'string' },
        'data-dir': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
    const file = typeof values.file === 'string' ? values.file.trim() : '';
    if (!file) throw new Error('--file is required (the catalogue file)');
    const parsedFormat = catalogueFormatSchema.safeParse(
      values.format ?? (file.toLowerCase().endsWith('.json') ? 'shop-json' : 'shop-csv'),
    );
    if (!parsedFormat.success) throw new Error('--format must be shop-csv, shop-json or shopify-csv');
    format = parsedFormat.data;
    const parsedMissing = missingProductActionSchema.safeParse(values.missing ?? 'keep');
    if (!parsedMissing.success) throw new Error('--missing must be keep or disable');
    missing = parsedMissing.data;
    config = commandConfig(io, typeof values['data-dir'] === 'string' ? values['data-dir'] : null);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.error(error.message);
      return { exitCode: 1 };
    }
    io.error(`${error instanceof Error ? error.message : String(error)}\n\n${CATALOGUE_IMPORT_USAGE}`);
    return { exitCode: 2 };
  }
  const filePath = path.resolve(io.cwd, String(values.file));
  const picturesPath = typeof values.pictures === 'string' ? path.resolve(io.cwd, values.pictures) : null;
  let bytes: Buffer;
  let pictures: Buffer | null;
  try {
    bytes = await readFile(filePath);
    pictures = picturesPath ? await readFile(picturesPath) : null;
  } catch (error) {
    io.error(`The file could not be read: ${error instanceof Error ? error.message : String(error)}`);
    return { exitCode: 1 };
  }
  const storage = createMediaStorage(config);
  try {
    return await withCommandDatabase(config, io, (database) =>
      importFile(database.db, config, io, storage, {
        values,
        format,
        missing,
        filePath,
        picturesPath,
        bytes,
        pictures,
      }),
    );
  } finally {
    storage.close?.();
  }
}

interface ImportRequest {
  values: Record<string, string | boolean | undefined>;
  format: CatalogueFormat;
  missing: z.infer<typeof missingProductActionSchema>;
  filePath: string;
  picturesPath: string | null;
  bytes: Buffer;
  pictures: Buffer | null;
}

/** Checks, then (without --check) applies the file on the command's database: alone or inside the API. */
async function importFile(
  db: Database,
  config: Config,
  io: CommandIo,
  storage: MediaStorage,
  { values, format, missing, filePath, picturesPath, bytes, pictures }: ImportRequest,
): Promise<{ exitCode: number; importId?: number }> {
  let locale: string | null = null;
  if (format === 'shopify-csv') {
    const structure = await loadShopStructure(db, config.defaultChannelCode);
    locale = typeof values.locale === 'string' ? values.locale : structure.defaultLocale;
    if (!structure.locales.has(locale)) {
      io.error(`The shop has no language "${locale}".`);
      return { exitCode: 2 };
    }
  }
  const row = await createImport(db, {
    format,
    fileName: path.basename(filePath),
    picturesFileName: picturesPath ? path.basename(picturesPath) : null,
    locale,
    missing,
    createdBy: null,
    createdByName: 'npm run catalogue:import',
  });
  await storage.put(row.fileKey, bytes, 'application/octet-stream');
  if (pictures && row.picturesKey) await storage.put(row.picturesKey, pictures, 'application/zip');
  const pictureJobs: number[] = [];
  const environment: ImportEnvironment = {
    db,
    storage,
    defaultChannelCode: config.defaultChannelCode,
    limits: pictureFetchLimits(config),
    log: (message) => io.error(message),
    onProgress: (done, total) => io.log(total ? `${done} of ${total} rows` : `${done} rows checked`),
    picturesQueued: (jobIds) => pictureJobs.push(...jobIds),
  };
  await runCheck(environment, row.id);
  const checkedRow = await findImport(db, row.id);
  const checked = checkedRow ? await importView(db, checkedRow, true) : null;
  if (!checked || checked.status === 'failed') {
    io.error(checked?.error ?? 'The check did not finish.');
    return { exitCode: 1, importId: row.id };
  }
  io.log(`Checked ${checked.rowsTotal ?? 0} rows: ${describe(checked)}.`);
  for (const problem of checked.problems) {
    io.log(
      `  row ${problem.row}${problem.column ? `, ${problem.column}` : ''}${problem.product ? ` (${problem.product})` : ''}: ${problem.message}`,
    );
  }
  if (checked.problemCount > checked.problems.length)
    io.log(`  … and ${checked.problemCount - checked.problems.length} more problems.`);
  if (checked.mapping)
    io.log(`Mapping of Shopify's Type and Tags:\n${JSON.stringify(checked.mapping, null, 2)}`);
  if (values.check) return { exitCode: 0, importId: row.id };

  await updateImport(db, row.id, { status: 'applying', progress: null, rowsDone: 0 });
  await runApply(environment, row.id);
  if (pictureJobs.length > 0) io.log(`Fetching ${pictureJobs.length} pictures by URL…`);
  const handlers = catalogueImportJobHandlers(environment);
  for (const jobId of pictureJobs) await runJobNow(db, jobId, handlers, environment.log);
  const appliedRow = await findImport(db, row.id);
  const applied = appliedRow ? await importView(db, appliedRow, false) : null;
  io.log(
    `Applied: ${applied ? describe(applied) : 'unknown'}; pictures fetched ${applied?.pictures.fetched ?? 0}, failed ${applied?.pictures.failed ?? 0}.`,
  );
  return { exitCode: 0, importId: row.id };
}
