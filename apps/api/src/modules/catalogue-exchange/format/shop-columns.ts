/**
 * The shop's own catalogue CSV (issue 20; docs/catalogue-format.md): one row per variant, product columns on
 * the product's first row (repeated or left empty on its following rows), translated fields as one column per
 * locale (`name:lt`, `description:en`). The import reads and the export writes these names; nothing else
 * spells them.
 */

/** Product columns (product-level, on the first row of a product). */
export const PRODUCT_COLUMN = {
  /** The product code (required): rows with the same code are one product, and must follow each other. */
  code: 'product',
  enabled: 'enabled',
  /** The main category as a path of codes from the top: `vaikams/drabuziai/kombinezonai`. */
  mainCategory: 'main_category',
  /** Further categories, each a code path, separated by `|`. */
  categories: 'categories',
  /** Channel codes separated by `|` (empty on a new product: every channel). */
  channels: 'channels',
  requiresLogin: 'requires_login',
  /** Picture file names (in the uploaded ZIP) or http(s) URLs separated by `|`; the first is the main one. */
  images: 'images',
} as const;

/** Translated product fields: the column is `<prefix>:<locale>`. */
export const TRANSLATED_PRODUCT_FIELD = {
  name: 'name',
  slug: 'slug',
  shortDescription: 'short_description',
  description: 'description',
  metaTitle: 'meta_title',
  metaDescription: 'meta_description',
} as const;

/** `image_alt:<locale>`: alt texts separated by `|`, in the order of `images`. */
export const IMAGE_ALT_PREFIX = 'image_alt';
/** `attribute:<attribute code>`: value codes separated by `|` (brand: `attribute:brand`). */
export const ATTRIBUTE_PREFIX = 'attribute';

/** Variant columns (every row). */
export const VARIANT_COLUMN = {
  /** The variant code, the SKU (required, unique in the file and in the shop). */
  code: 'variant',
  enabled: 'variant_enabled',
  /** The barcode (EAN-13, UPC...), digits only. */
  gtin: 'gtin',
  tracked: 'tracked',
  maxPerOrder: 'max_per_order',
  /** Units on hand of a product without warehouses. */
  stock: 'stock',
} as const;

/** `variant_name:<locale>`: the variant's own name (empty: made from its option values). */
export const VARIANT_NAME_PREFIX = 'variant_name';
/** `option:<option code>`: the variant's value code of that option. */
export const OPTION_PREFIX = 'option';
/** `price:<channel code>`: euros, `12.90` or `12,90`. */
export const PRICE_PREFIX = 'price';
/** `original_price:<channel code>`: the crossed-out price, euros; empty when not discounted. */
export const ORIGINAL_PRICE_PREFIX = 'original_price';
/** `stock:<warehouse code>`: units on hand in that warehouse. */
export const STOCK_PREFIX = 'stock';

/** Between the items of a list cell. */
export const LIST_SEPARATOR = '|';
/** Between the codes of a category path. */
export const CATEGORY_PATH_SEPARATOR = '/';

/** `prefix:suffix` → [prefix, suffix]; a column without a colon → [column, null]. */
export function splitColumn(column: string): [string, string | null] {
  const colon = column.indexOf(':');
  return colon === -1 ? [column, null] : [column.slice(0, colon), column.slice(colon + 1)];
}

/** Minor units → `12.90` (what the export writes). */
export function formatEuros(minorUnits: number): string {
  const sign = minorUnits < 0 ? '-' : '';
  const abs = Math.abs(minorUnits);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * `12.90`, `12,90`, `12.9`, `12` or ` 12,90 ` → 1290 minor units; anything else (`12,9O`, `1.234,56`,
 * `12.999`, `-1`) → null, and the import reports the cell.
 */
export function parseEuros(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const TRUE_WORDS = new Set(['yes', 'true', '1', 'taip', 'y']);
const FALSE_WORDS = new Set(['no', 'false', '0', 'ne', 'n']);

/** `yes`/`no` (and true/false, 1/0, taip/ne) → boolean; anything else → null (reported). */
export function parseYesNo(text: string): boolean | null {
  const word = text.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return null;
}

export function formatYesNo(value: boolean): string {
  return value ? 'yes' : 'no';
}
