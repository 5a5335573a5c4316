import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/**
 * Runs a hand-written statement and returns its rows. PGlite and node-postgres both answer
 * `{rows}`; the search module's queries are plain SQL because they build on arrays, CTEs and
 * text search functions that the query builder does not express.
 */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** PostgreSQL returns bigint counts as strings through node-postgres; numbers through PGlite. */
export function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

export function toNullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : toNumber(value);
}

/** An int[] as the drivers give it: an array, or its text form ("{1,2}"). */
export function toIntList(raw: unknown): number[] {
  if (Array.isArray(raw)) return raw.map(toNumber);
  if (typeof raw !== 'string' || raw.length <= 2) return [];
  return raw.slice(1, -1).split(',').map(Number);
}
