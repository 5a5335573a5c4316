import type { ImportProblem, ShopifyMapping } from '@shop/contracts';
import { PRODUCT_COLUMN, VARIANT_COLUMN } from '../format/shop-columns.ts';
import { groupRowsByProduct } from './group-rows.ts';
import { ImportFileError, type FileRow, type ImportedProduct } from './model.ts';
import { readCsvRows, type FileSource } from './read-csv.ts';
import { productFromShopRows } from './shop-csv.ts';
import { readShopJson } from './shop-json.ts';
import { SHOPIFY, productFromShopifyRows, suggestMapping, typesAndTags } from './shopify-csv.ts';
import type { ShopStructure } from './structure.ts';
import type { ImportRow } from './import-store.ts';

/** A product of the file, or rows that name none (their problems). `lastRow`: the file row it ends on. */
export type FileItem =
  { product: ImportedProduct; lastRow: number } | { problems: ImportProblem[]; lastRow: number };

async function* requireColumns(
  rows: AsyncIterable<FileRow>,
  required: readonly string[],
  hint: string,
): AsyncGenerator<FileRow> {
  let checked = false;
  for await (const row of rows) {
    if (!checked) {
      const missing = required.filter((column) => !(column in row.cells));
      if (missing.length > 0) {
        throw new ImportFileError(
          `The file has no column ${missing.map((column) => `"${column}"`).join(' and ')}. ${hint}`,
        );
      }
      checked = true;
    }
    yield row;
  }
}

/**
 * The products of an import's file in file order, whatever its format. For a Shopify file, `mapping` is used,
 * and Types and Tags it does not know yet get a suggestion (added to it) as they are met.
 */
export async function* readImportedProducts(
  format: ImportRow['format'],
  source: FileSource,
  context: { locale: string; mapping: ShopifyMapping | null; structure: ShopStructure },
): AsyncGenerator<FileItem, void, undefined> {
  if (format === 'shop-json') {
    const seen = new Map<string, number>();
    for await (const item of readShopJson(source)) {
      if ('product' in item) {
        const first = seen.get(item.product.code);
        if (first !== undefined) {
          item.product.problems.push({
            row: item.product.row,
            column: 'code',
            product: item.product.code,
            message: `The product "${item.product.code}" appears twice in the file (items ${first} and ${item.product.row}).`,
          });
        } else seen.set(item.product.code, item.product.row);
        yield { product: item.product, lastRow: item.product.row };
      } else yield { problems: item.problems, lastRow: item.row };
    }
    return;
  }
  const shopify = format === 'shopify-csv';
  const codeColumn = shopify ? SHOPIFY.handle : PRODUCT_COLUMN.code;
  const rows = requireColumns(
    readCsvRows(source),
    shopify ? [SHOPIFY.handle] : [PRODUCT_COLUMN.code, VARIANT_COLUMN.code],
    shopify
      ? 'Is it a Shopify product export? Choose our CSV format for files made by this shop.'
      : 'Is it a Shopify export? Then choose the Shopify format.',
  );
  const mapping = context.mapping;
  for await (const group of groupRowsByProduct(rows, codeColumn)) {
    const lastRow = group.rows.at(-1)?.row ?? 0;
    if (group.code === null) {
      yield {
        lastRow,
        problems: group.rows.map((row) => ({
          row: row.row,
          column: codeColumn,
          product: null,
          message: `The product code (${codeColumn}) is missing: every row names its product.`,
        })),
      };
      continue;
    }
    let product: ImportedProduct | null;
    if (shopify && mapping) {
      const first = group.rows[0];
      if (first) {
        const { type, tags } = typesAndTags(first.cells);
        suggestMapping(mapping, context.structure, type, tags);
      }
      product = productFromShopifyRows(group, context.locale, mapping, context.structure);
    } else product = productFromShopRows(group);
    if (product) yield { product, lastRow };
  }
}
