import type { FileRow } from './model.ts';

/** The rows of one product, in file order, or a row that names no product (`code` null). */
export interface RowGroup {
  code: string | null;
  rows: FileRow[];
  /** The product's rows were met before, separated by other products' rows: the row where it first was. */
  splitFrom: number | null;
}

/**
 * Groups consecutive rows with the same product code (`codeColumn`). Rows of one product must follow each
 * other (Shopify's export does so too): a code met again after other products is a group of its own with
 * `splitFrom` set, which the check reports. Holds one product's rows at a time, and the codes seen.
 */
export async function* groupRowsByProduct(
  rows: AsyncIterable<FileRow>,
  codeColumn: string,
): AsyncGenerator<RowGroup, void, undefined> {
  const firstRowOf = new Map<string, number>();
  let current: RowGroup | null = null;
  for await (const row of rows) {
    const code = row.cells[codeColumn]?.trim() ?? '';
    if (code === '') {
      if (current) yield current;
      current = null;
      yield { code: null, rows: [row], splitFrom: null };
      continue;
    }
    if (current && current.code === code) {
      current.rows.push(row);
      continue;
    }
    if (current) yield current;
    const seen = firstRowOf.get(code);
    if (seen === undefined) firstRowOf.set(code, row.row);
    current = { code, rows: [row], splitFrom: seen ?? null };
  }
  if (current) yield current;
}
