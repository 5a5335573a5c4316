import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';

/**
 * PostgreSQL accepts at most 65535 bind parameters per statement; staying well below keeps statements
 * a manageable size while still inserting hundreds of rows per round trip.
 */
const MAX_PARAMETERS = 20_000;

export function chunkSizeFor(columns: number): number {
  return Math.max(1, Math.min(1000, Math.floor(MAX_PARAMETERS / columns)));
}

export function chunks<T>(rows: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size));
  return result;
}

/** Multi-row inserts in chunks: one round trip per chunk instead of one per row. */
export async function insertInChunks<TTable extends PgTable>(
  db: Database,
  table: TTable,
  rows: PgInsertValue<TTable>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  for (const chunk of chunks(rows, chunkSizeFor(Object.keys(first).length))) {
    await db.insert(table).values(chunk);
  }
}
