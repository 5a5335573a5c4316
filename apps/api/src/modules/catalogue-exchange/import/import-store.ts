import {
  IMPORT_PROBLEMS_SHOWN,
  type AdminCatalogueImport,
  type CatalogueFormat,
  type ImportProblem,
  type ShopifyMapping,
} from '@shop/contracts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  catalogueImportPictures,
  catalogueImportProblems,
  catalogueImports,
} from '../../../db/schema/index.ts';

export type ImportRow = typeof catalogueImports.$inferSelect;
export type ImportCounts = NonNullable<AdminCatalogueImport['counts']>;

export const zeroCounts = (): ImportCounts => ({ new: 0, updated: 0, unchanged: 0, failed: 0, disabled: 0 });

/** Where a resumed apply continues: the first file row not yet done, and what was done before it. */
export interface ApplyProgress {
  resumeRow: number;
  counts: ImportCounts;
  /** The search refresh job gathering the products written since the last refresh (run-apply.ts). */
  refreshJob?: number | null;
}

export async function createImport(
  db: Database,
  input: {
    format: CatalogueFormat;
    fileName: string;
    picturesFileName: string | null;
    locale: string | null;
    missing: 'keep' | 'disable';
    createdBy: number | null;
    createdByName: string | null;
  },
): Promise<ImportRow> {
  const [row] = await db
    .insert(catalogueImports)
    .values({ ...input, fileKey: '' })
    .returning();
  if (!row) throw new Error('The import was not stored');
  const fileKey = `imports/${row.id}/file`;
  const picturesKey = input.picturesFileName ? `imports/${row.id}/pictures.zip` : null;
  await db.update(catalogueImports).set({ fileKey, picturesKey }).where(eq(catalogueImports.id, row.id));
  return { ...row, fileKey, picturesKey };
}

export async function findImport(db: Database, id: number, lock = false): Promise<ImportRow | null> {
  const query = db.select().from(catalogueImports).where(eq(catalogueImports.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateImport(
  db: Database,
  id: number,
  fields: Partial<typeof catalogueImports.$inferInsert>,
): Promise<void> {
  await db.update(catalogueImports).set(fields).where(eq(catalogueImports.id, id));
}

/** Forgets a check's problems before the next check. */
export async function clearProblems(db: Database, id: number): Promise<void> {
  await db.delete(catalogueImportProblems).where(eq(catalogueImportProblems.importId, id));
}

export async function insertProblems(
  db: Database,
  id: number,
  problems: readonly ImportProblem[],
): Promise<void> {
  for (let start = 0; start < problems.length; start += 500) {
    await db.insert(catalogueImportProblems).values(
      problems.slice(start, start + 500).map((problem) => ({
        importId: id,
        row: problem.row,
        column: problem.column,
        product: problem.product,
        message: problem.message,
      })),
    );
  }
}

/** The product codes the check found a problem with (the apply writes none of them). */
export async function failedProductCodes(db: Database, id: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ product: catalogueImportProblems.product })
    .from(catalogueImportProblems)
    .where(eq(catalogueImportProblems.importId, id));
  return new Set(rows.flatMap((row) => (row.product ? [row.product] : [])));
}

async function pictureCounts(db: Database, id: number): Promise<AdminCatalogueImport['pictures']> {
  const rows = await db
    .select({ status: catalogueImportPictures.status, total: count() })
    .from(catalogueImportPictures)
    .where(eq(catalogueImportPictures.importId, id))
    .groupBy(catalogueImportPictures.status);
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.total ?? 0);
  return { pending: of('pending'), fetched: of('fetched'), failed: of('failed') };
}

export async function importView(
  db: Database,
  row: ImportRow,
  withProblems: boolean,
): Promise<AdminCatalogueImport> {
  const problems = withProblems
    ? await db
        .select({
          row: catalogueImportProblems.row,
          column: catalogueImportProblems.column,
          product: catalogueImportProblems.product,
          message: catalogueImportProblems.message,
        })
        .from(catalogueImportProblems)
        .where(eq(catalogueImportProblems.importId, row.id))
        .orderBy(asc(catalogueImportProblems.row), asc(catalogueImportProblems.id))
        .limit(IMPORT_PROBLEMS_SHOWN)
    : [];
  const counts = row.counts as ImportCounts | null;
  return {
    id: row.id,
    format: row.format,
    status: row.status,
    fileName: row.fileName,
    picturesFileName: row.picturesFileName,
    missing: row.missing,
    locale: row.locale,
    counts: counts ? { ...zeroCounts(), ...counts } : null,
    rowsTotal: row.rowsTotal,
    rowsDone: row.rowsDone,
    problemCount: row.problemCount,
    problems,
    pictures: await pictureCounts(db, row.id),
    mapping: (row.mapping as ShopifyMapping | null) ?? null,
    error: row.error,
    createdBy: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function listImports(
  db: Database,
  page: number,
  itemsPerPage: number,
): Promise<{ rows: ImportRow[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(catalogueImports)
      .orderBy(desc(catalogueImports.createdAt), desc(catalogueImports.id))
      .limit(itemsPerPage)
      .offset((page - 1) * itemsPerPage),
    db.select({ total: count() }).from(catalogueImports),
  ]);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

/** Every problem, then every picture that could not be fetched, in row order (the report CSV). */
export async function* reportLines(db: Database, id: number): AsyncGenerator<ImportProblem, void, undefined> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(catalogueImportProblems)
      .where(and(eq(catalogueImportProblems.importId, id), sql`${catalogueImportProblems.id} > ${after}`))
      .orderBy(asc(catalogueImportProblems.id))
      .limit(1000);
    for (const row of rows)
      yield { row: row.row, column: row.column, product: row.product, message: row.message };
    const last = rows.at(-1);
    if (!last) break;
    after = last.id;
  }
  const failed = await db
    .select()
    .from(catalogueImportPictures)
    .where(and(eq(catalogueImportPictures.importId, id), eq(catalogueImportPictures.status, 'failed')))
    .orderBy(asc(catalogueImportPictures.row), asc(catalogueImportPictures.id));
  for (const picture of failed) {
    yield {
      row: picture.row,
      column: picture.column,
      product: picture.productCode,
      message: `The picture ${picture.url} could not be fetched: ${picture.error ?? 'unknown error'}. The product was imported without it.`,
    };
  }
}
