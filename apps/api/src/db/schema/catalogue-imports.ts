import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { administrators } from './admin.ts';

/**
 * Catalogue imports (issue 20, docs/adr/0044-catalogue-import-export.md): one row per uploaded file, its dry run's
 * counts, the apply's progress (what a resumed apply continues from) and the outcome. Owned by
 * modules/catalogue-exchange.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: serial('id').primaryKey(),
    format: text('format', { enum: ['shop-csv', 'shop-json', 'shopify-csv'] }).notNull(),
    status: text('status', { enum: ['checking', 'checked', 'applying', 'applied', 'failed'] })
      .notNull()
      .default('checking'),
    fileName: text('file_name').notNull(),
    /** The uploaded file in the media storage (`imports/<id>/file`), shared by every API instance. */
    fileKey: text('file_key').notNull(),
    picturesFileName: text('pictures_file_name'),
    picturesKey: text('pictures_key'),
    /** A Shopify file's language; null for our formats. */
    locale: text('locale'),
    missing: text('missing', { enum: ['keep', 'disable'] })
      .notNull()
      .default('keep'),
    /** Shopify's Type/Tags mapping in force (contract ShopifyMapping). */
    mapping: jsonb('mapping').$type<Record<string, unknown>>(),
    counts: jsonb('counts').$type<Record<string, number>>(),
    rowsTotal: integer('rows_total'),
    rowsDone: integer('rows_done').notNull().default(0),
    /**
     * The apply's position: the file row after the last written batch, the counts so far and the touched
     * product ids are recomputable; a resumed apply skips the rows before `resume_row`.
     */
    progress: jsonb('progress').$type<Record<string, unknown>>(),
    problemCount: integer('problem_count').notNull().default(0),
    error: text('error'),
    createdBy: integer('created_by').references(() => administrators.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('catalogue_imports_created').on(t.createdAt)],
);

/** Every problem of an import's check (and pictures that could not be fetched), in file order. */
export const catalogueImportProblems = pgTable(
  'catalogue_import_problems',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => catalogueImports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    column: text('column'),
    product: text('product'),
    message: text('message').notNull(),
  },
  (t) => [index('catalogue_import_problems_import').on(t.importId, t.row)],
);

/** Pictures by URL that the apply left to background jobs: their fetch state and outcome. */
export const catalogueImportPictures = pgTable(
  'catalogue_import_pictures',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => catalogueImports.id, { onDelete: 'cascade' }),
    productCode: text('product_code').notNull(),
    row: integer('row').notNull(),
    column: text('column').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull(),
    alt: jsonb('alt').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: ['pending', 'fetched', 'failed'] })
      .notNull()
      .default('pending'),
    error: text('error'),
  },
  (t) => [index('catalogue_import_pictures_import').on(t.importId, t.status)],
);
