import type { ImportProblem } from '@shop/contracts';

/** Translated product texts of one locale, as a file gives them (a field left out: not in the file). */
export interface ImportedTexts {
  name?: string;
  slug?: string;
  shortDescription?: string | null;
  description?: string | null;
  metaTitle?: string | null;
  metaDescription?: string | null;
}

export interface ImportedPicture {
  /** A file name in the import's ZIP, or an http(s) URL. */
  source: string;
  alt: Record<string, string>;
  row: number;
  column: string;
}

export interface ImportedPrice {
  price: number;
  originalPrice: number | null;
}

/** One variant (one row of our CSV, one item of `variants` in JSON). Undefined fields are not in the file. */
export interface ImportedVariant {
  row: number;
  code: string;
  enabled?: boolean;
  gtin?: string | null;
  tracked?: boolean;
  maxPerOrder?: number | null;
  /** Units on hand of a product without warehouses. */
  stock?: number;
  /** Units on hand per warehouse code. */
  warehouseStock?: Record<string, number>;
  names?: Record<string, string>;
  /** Value code per option code. */
  options?: Record<string, string>;
  prices?: Record<string, ImportedPrice>;
}

/** An option (and its values) a Shopify file brings: made if the shop does not have it yet. */
export interface ImportedOption {
  code: string;
  name: string;
  values: Array<{ code: string; name: string }>;
}

/**
 * One product of a file in the shop's terms, whatever the format: codes for everything the shop's structure
 * holds. A field left undefined was not in the file and is left as it is.
 */
export interface ImportedProduct {
  code: string;
  /** The product's first and last file rows. */
  row: number;
  lastRow: number;
  enabled?: boolean;
  /** Category code paths (`vaikams/drabuziai`); null: none. */
  mainCategory?: string | null;
  categories?: string[];
  channels?: string[];
  requiresLogin?: boolean;
  translations: Record<string, ImportedTexts>;
  attributes?: Record<string, string[]>;
  images?: ImportedPicture[];
  variants: ImportedVariant[];
  /** Shopify: options and values to make when missing; Vendor values to make (by name). */
  newOptions?: ImportedOption[];
  newAttributeValues?: Array<{ attribute: string; code: string; name: string }>;
  /** Shopify: the price goes to every channel of the product (new products: every channel). */
  priceForEveryChannel?: boolean;
  /** Where each field came from, for problems: field → column. */
  columns: Record<string, string>;
  /** Problems found while reading its rows (bad numbers, yes/no...). */
  problems: ImportProblem[];
}

/** The file could not be read at all (encoding, not CSV/JSON, no header): the import fails with this text. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** One data row of a CSV file: its spreadsheet row number (header = 1) and its cells by header. */
export interface FileRow {
  row: number;
  cells: Record<string, string>;
}
