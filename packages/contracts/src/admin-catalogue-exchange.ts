import { z } from 'zod';
import { catalogueCodeSchema } from './admin-catalogue-common.ts';
import { adminProductsQuerySchema } from './admin-catalogue-products.ts';

/**
 * Catalogue import and export (issue 20; docs/adr/0044-catalogue-import-export.md). The shapes the API and the
 * back office share: an import is uploaded, checked (the dry run), optionally re-checked with an owner's mapping
 * (Shopify's Type and Tags), then applied by a job that reports its progress. Routes, under /api/v2/admin:
 *
 * - `POST /catalogue-imports` (multipart: `file`, `format`, optional `pictures` ZIP, optional `missing`, optional
 *   `locale` for a Shopify file, default the shop's default locale) → 202
 *   `AdminCatalogueImport` in status `checking`; the check runs as a job.
 * - `GET /catalogue-imports` → `{data: AdminCatalogueImport[], meta}` newest first (without `problems`).
 * - `GET /catalogue-imports/{id}` → `AdminCatalogueImport` (its first `IMPORT_PROBLEMS_SHOWN` problems).
 * - `PATCH /catalogue-imports/{id}` (`AdminCatalogueImportPatch`) → 202, checked again with the new mapping and
 *   `missing`; only in status `checked`.
 * - `POST /catalogue-imports/{id}/apply` → 202, status `applying`; only in status `checked` (else 409).
 * - `GET /catalogue-imports/{id}/report` → `text/csv` (UTF-8 with BOM): row, column, product, message, for every
 *   problem and every picture that could not be fetched.
 * - `GET /catalogue-exports?format=…&<the product list's filters>` → the file, streamed
 *   (`content-disposition: attachment`).
 */

export const CATALOGUE_FORMATS = ['shop-csv', 'shop-json', 'shopify-csv'] as const;
export const catalogueFormatSchema = z.enum(CATALOGUE_FORMATS);
export type CatalogueFormat = z.infer<typeof catalogueFormatSchema>;

/** What happens to the shop's products that the file does not name. */
export const MISSING_PRODUCT_ACTIONS = ['keep', 'disable'] as const;
export const missingProductActionSchema = z.enum(MISSING_PRODUCT_ACTIONS);

export const IMPORT_STATUSES = [
  /** The dry run is running. */
  'checking',
  /** Checked: counts and problems known; waiting for the owner to apply. */
  'checked',
  'applying',
  'applied',
  /** The file could not be read at all (encoding, not CSV/JSON, no header): see `error`. */
  'failed',
] as const;
export const importStatusSchema = z.enum(IMPORT_STATUSES);
export type ImportStatus = z.infer<typeof importStatusSchema>;

/** Problems listed in the import's answer; the report has all of them. */
export const IMPORT_PROBLEMS_SHOWN = 200;

export const importProblemSchema = z.object({
  /** The file's row number as a spreadsheet shows it (the header is row 1); for JSON the item's index + 1. */
  row: z.number().int(),
  /** The column (CSV header, e.g. `Variant Price`, `price:default`) or JSON path; null for the whole row. */
  column: z.string().nullable(),
  /** The product code (handle) of the row, when known. */
  product: z.string().nullable(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importCountsSchema = z.object({
  new: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Products with at least one problem: none of their rows is written. */
  failed: z.number().int(),
  /** Products of the shop missing from the file that `missing: disable` disables (or disabled). */
  disabled: z.number().int(),
});

/**
 * Shopify's Type and Tags, mapped to the shop's categories and attribute values. The check suggests one (a
 * category or value whose code or name matches) and the owner confirms or changes it; null ignores the value.
 */
export const shopifyMappingSchema = z.object({
  types: z.record(z.string(), z.object({ taxon: z.string().nullable() })),
  tags: z.record(
    z.string(),
    z.object({
      taxon: z.string().nullable().optional(),
      /** `attributeCode:valueCode`. */
      attributeValue: z.string().nullable().optional(),
    }),
  ),
  /** The attribute that Vendor fills (its values are found or made by name); default `brand`. */
  vendorAttribute: z.string().nullable(),
});
export type ShopifyMapping = z.infer<typeof shopifyMappingSchema>;

export const adminCatalogueImportSchema = z.object({
  id: z.number().int(),
  format: catalogueFormatSchema,
  status: importStatusSchema,
  fileName: z.string(),
  /** Name of the uploaded pictures ZIP, if any. */
  picturesFileName: z.string().nullable(),
  missing: missingProductActionSchema,
  /**
   * The language of a single-language file (Shopify's): its texts become this locale's translations. Null
   * for our formats, whose columns name their locales.
   */
  locale: z.string().nullable(),
  /** The dry run's counts (once checked) and, once applied, what was written. */
  counts: importCountsSchema.nullable(),
  rowsTotal: z.number().int().nullable(),
  rowsDone: z.number().int(),
  problemCount: z.number().int(),
  problems: z.array(importProblemSchema),
  /** Pictures by URL are fetched by jobs after the apply: how many wait, and the ones that failed. */
  pictures: z.object({ pending: z.number().int(), fetched: z.number().int(), failed: z.number().int() }),
  /** Shopify only: the mapping in force (suggested by the check until the owner changes it). */
  mapping: shopifyMappingSchema.nullable(),
  /** Why a `failed` import could not be read, in words for the owner. */
  error: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AdminCatalogueImport = z.infer<typeof adminCatalogueImportSchema>;

export const adminCatalogueImportPatchSchema = z.object({
  mapping: shopifyMappingSchema.optional(),
  missing: missingProductActionSchema.optional(),
});
export type AdminCatalogueImportPatch = z.infer<typeof adminCatalogueImportPatchSchema>;

/** The file is not UTF-8: how to save it so (issue 20). */
export const IMPORT_ENCODING_MESSAGE =
  'The file is not in UTF-8. In Excel choose File → Save As → "CSV UTF-8 (comma delimited)"; in LibreOffice or Google Sheets choose the character set "Unicode (UTF-8)", then upload it again.';

/**
 * `GET /catalogue-exports`: the format, the products table's filters (the same filters select the same
 * products; paging and sorting do not apply: the file holds every match, in product id order), and for Shopify's
 * single-language file the language of its texts (`locale`, default the default channel's) and the channel of
 * its prices (`channel`, default the default channel). Our formats hold every locale and channel.
 */
export const adminCatalogueExportQuerySchema = adminProductsQuerySchema
  .pick({ search: true, taxon: true, brand: true, enabled: true, stock: true, locale: true })
  .extend({ format: catalogueFormatSchema, channel: catalogueCodeSchema.optional() });
export type AdminCatalogueExportQuery = z.infer<typeof adminCatalogueExportQuerySchema>;

/** The file extension of each format (the export's file name ends with it). */
export const CATALOGUE_FORMAT_EXTENSIONS: Record<CatalogueFormat, string> = {
  'shop-csv': 'csv',
  'shop-json': 'json',
  'shopify-csv': 'csv',
};
