import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { queryRows } from './sql-rows.ts';
import type { TextQuery } from './text-query.ts';
import { parseAndQuery, type QueryOperand } from './tsvector-text.ts';

/** Query texts whose operands are kept per database (least recently used dropped beyond). */
export const QUERY_OPERANDS_KEPT = 2_000;

const kept = new WeakMap<Database, Map<string, QueryOperand[] | null>>();

/**
 * The lexemes PostgreSQL makes of a text query (to_tsquery in the locale's configuration: stemmed, stop
 * words dropped), for the in-process word index (ADR 0070). One small statement per new text, then kept:
 * the result depends only on the configuration and the terms. Null when the tsquery is not an AND of
 * lexemes (the search then runs in SQL).
 */
export async function queryOperands(db: Database, query: TextQuery): Promise<QueryOperand[] | null> {
  let texts = kept.get(db);
  if (!texts) {
    texts = new Map();
    kept.set(db, texts);
  }
  const key = `${query.config}\u0000${query.terms}`;
  if (texts.has(key)) {
    const operands = texts.get(key)!;
    texts.delete(key);
    texts.set(key, operands);
    return operands;
  }
  const [row] = await queryRows<{ query: string }>(db, sql`SELECT ${query.tsquery}::text AS query`);
  const operands = parseAndQuery(row?.query ?? '');
  texts.set(key, operands);
  for (const oldest of texts.keys()) {
    if (texts.size <= QUERY_OPERANDS_KEPT) break;
    texts.delete(oldest);
  }
  return operands;
}
