import type { ImportProblem } from '@shop/contracts';
import {
  ATTRIBUTE_PREFIX,
  IMAGE_ALT_PREFIX,
  LIST_SEPARATOR,
  OPTION_PREFIX,
  ORIGINAL_PRICE_PREFIX,
  PRICE_PREFIX,
  PRODUCT_COLUMN,
  STOCK_PREFIX,
  TRANSLATED_PRODUCT_FIELD,
  VARIANT_COLUMN,
  VARIANT_NAME_PREFIX,
  parseEuros,
  parseYesNo,
  splitColumn,
} from '../format/shop-columns.ts';
import type { RowGroup } from './group-rows.ts';
import type { FileRow, ImportedProduct, ImportedTexts, ImportedVariant } from './model.ts';

/** Owner's words for the problems of a cell (the product and row are added by the caller). */
export const cellMessages = {
  yesNo: (column: string, value: string) => `"${value}" in ${column} is not yes or no.`,
  euros: (value: string) => `Price "${value}" is not a number of euros: write it like 12.90 or 12,90.`,
  wholeNumber: (column: string, value: string) =>
    `"${value}" in ${column} is not a whole number of 0 or more.`,
  differs: (column: string, firstRow: number) =>
    `${column} differs from the product's first row (${firstRow}): leave it empty or repeat the same value on the product's following rows.`,
  variantMissing: `The variant code (${VARIANT_COLUMN.code}) is missing: every row is one variant and needs its SKU.`,
  productMissing: `The product code (${PRODUCT_COLUMN.code}) is missing.`,
  split: (code: string, firstRow: number) =>
    `The rows of the product "${code}" must follow each other: it first appears on row ${firstRow} and again here, after other products.`,
};

const TEXT_FIELDS = Object.entries(TRANSLATED_PRODUCT_FIELD) as Array<[keyof ImportedTexts, string]>;

function list(cell: string): string[] {
  return cell
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function wholeNumber(cell: string): number | null {
  return /^\d{1,9}$/.test(cell.trim()) ? Number(cell.trim()) : null;
}

/** Reads one variant row; problems go to `problems`. */
function readVariant(row: FileRow, code: string, problems: ImportProblem[]): ImportedVariant {
  const problem = (column: string | null, message: string) =>
    problems.push({ row: row.row, column, product: code, message });
  const variant: ImportedVariant = { row: row.row, code: row.cells[VARIANT_COLUMN.code] ?? '' };
  if (variant.code === '') problem(VARIANT_COLUMN.code, cellMessages.variantMissing);
  const prices: Record<string, { price?: number | null; originalPrice?: number | null }> = {};
  for (const [column, cell] of Object.entries(row.cells)) {
    const [prefix, suffix] = splitColumn(column);
    if (suffix === null) {
      if (column === VARIANT_COLUMN.enabled || column === VARIANT_COLUMN.tracked) {
        if (cell === '') continue;
        const value = parseYesNo(cell);
        if (value === null) problem(column, cellMessages.yesNo(column, cell));
        else if (column === VARIANT_COLUMN.enabled) variant.enabled = value;
        else variant.tracked = value;
      } else if (column === VARIANT_COLUMN.gtin) {
        variant.gtin = cell === '' ? null : cell;
      } else if (column === VARIANT_COLUMN.maxPerOrder) {
        const value = cell === '' ? null : wholeNumber(cell);
        if (cell !== '' && (value === null || value < 1)) {
          problem(column, `"${cell}" in ${column} is not a whole number of 1 or more.`);
        } else variant.maxPerOrder = value;
      } else if (column === VARIANT_COLUMN.stock && cell !== '') {
        const value = wholeNumber(cell);
        if (value === null) problem(column, cellMessages.wholeNumber(column, cell));
        else variant.stock = value;
      }
      continue;
    }
    if (prefix === VARIANT_NAME_PREFIX) {
      variant.names = { ...variant.names, [suffix]: cell };
    } else if (prefix === OPTION_PREFIX) {
      if (cell !== '') variant.options = { ...variant.options, [suffix]: cell };
      else variant.options ??= {};
    } else if (prefix === PRICE_PREFIX || prefix === ORIGINAL_PRICE_PREFIX) {
      const entry = (prices[suffix] ??= {});
      const value = cell === '' ? null : parseEuros(cell);
      if (cell !== '' && value === null) problem(column, cellMessages.euros(cell));
      else if (prefix === PRICE_PREFIX) entry.price = value;
      else entry.originalPrice = value;
    } else if (prefix === STOCK_PREFIX && cell !== '') {
      const value = wholeNumber(cell);
      if (value === null) problem(column, cellMessages.wholeNumber(column, cell));
      else variant.warehouseStock = { ...variant.warehouseStock, [suffix]: value };
    }
  }
  for (const [channel, entry] of Object.entries(prices)) {
    if (entry.price === undefined || entry.price === null) continue;
    variant.prices = {
      ...variant.prices,
      [channel]: { price: entry.price, originalPrice: entry.originalPrice ?? null },
    };
  }
  return variant;
}

/** The product-level cells of the product's first row; following rows may repeat them or leave them empty. */
function readProductCells(group: RowGroup, code: string, product: ImportedProduct): void {
  const [first, ...following] = group.rows;
  if (!first) return;
  const problem = (row: number, column: string | null, message: string) =>
    product.problems.push({ row, column, product: code, message });
  const productColumns = Object.keys(first.cells).filter((column) => isProductColumn(column));
  for (const row of following) {
    for (const column of productColumns) {
      const cell = row.cells[column] ?? '';
      if (cell !== '' && cell !== (first.cells[column] ?? '')) {
        problem(row.row, column, cellMessages.differs(column, first.row));
      }
    }
  }
  const imageSources: string[] = [];
  const alts: Record<string, string[]> = {};
  for (const column of productColumns) {
    const cell = first.cells[column] ?? '';
    const [prefix, suffix] = splitColumn(column);
    if (suffix === null) {
      if (column === PRODUCT_COLUMN.enabled || column === PRODUCT_COLUMN.requiresLogin) {
        if (cell === '') continue;
        const value = parseYesNo(cell);
        if (value === null) problem(first.row, column, cellMessages.yesNo(column, cell));
        else if (column === PRODUCT_COLUMN.enabled) product.enabled = value;
        else product.requiresLogin = value;
      } else if (column === PRODUCT_COLUMN.mainCategory) {
        product.mainCategory = cell === '' ? null : cell;
      } else if (column === PRODUCT_COLUMN.categories) {
        product.categories = list(cell);
      } else if (column === PRODUCT_COLUMN.channels) {
        if (cell !== '') product.channels = list(cell);
      } else if (column === PRODUCT_COLUMN.images) {
        imageSources.push(...list(cell));
      }
      continue;
    }
    const field = TEXT_FIELDS.find(([, name]) => name === prefix)?.[0];
    if (field) {
      const texts = (product.translations[suffix] ??= {});
      if (field === 'name' || field === 'slug') {
        if (cell !== '') texts[field] = cell;
      } else texts[field] = cell === '' ? null : cell;
      product.columns[`${field}:${suffix}`] = column;
    } else if (prefix === ATTRIBUTE_PREFIX) {
      product.attributes = { ...product.attributes, [suffix]: list(cell) };
    } else if (prefix === IMAGE_ALT_PREFIX) {
      alts[suffix] = cell.split(LIST_SEPARATOR).map((alt) => alt.trim());
    }
  }
  if (imageSources.length > 0) {
    product.images = imageSources.map((source, index) => ({
      source,
      row: first.row,
      column: PRODUCT_COLUMN.images,
      alt: Object.fromEntries(
        Object.entries(alts).flatMap(([locale, texts]) => {
          const alt = texts[index] ?? '';
          return alt === '' ? [] : [[locale, alt]];
        }),
      ),
    }));
  }
}

function isProductColumn(column: string): boolean {
  const [prefix, suffix] = splitColumn(column);
  if (suffix === null) return (Object.values(PRODUCT_COLUMN) as string[]).includes(column);
  return (
    prefix === ATTRIBUTE_PREFIX ||
    prefix === IMAGE_ALT_PREFIX ||
    (Object.values(TRANSLATED_PRODUCT_FIELD) as string[]).includes(prefix)
  );
}

/** One product of our CSV from its rows (one per variant). */
export function productFromShopRows(group: RowGroup): ImportedProduct | null {
  const first = group.rows[0];
  if (!first || group.code === null) return null;
  const code = group.code;
  const product: ImportedProduct = {
    code,
    row: first.row,
    lastRow: group.rows.at(-1)?.row ?? first.row,
    translations: {},
    variants: [],
    columns: {},
    problems: [],
  };
  if (group.splitFrom !== null) {
    product.problems.push({
      row: first.row,
      column: PRODUCT_COLUMN.code,
      product: code,
      message: cellMessages.split(code, group.splitFrom),
    });
  }
  readProductCells(group, code, product);
  for (const row of group.rows) product.variants.push(readVariant(row, code, product.problems));
  return product;
}
