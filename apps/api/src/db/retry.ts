import type { Database } from './database.ts';

/** SQLSTATEs of a transaction PostgreSQL aborted so that another could go on: retrying it is safe. */
const RETRYABLE_CODES: ReadonlySet<string> = new Set([
  '40P01', // deadlock_detected
  '40001', // serialization_failure
]);

/** How often a transaction runs at most before its last error is thrown. */
export const TRANSACTION_ATTEMPTS = 3;

/** Whether `error` (or an error it wraps: Drizzle wraps the driver's) is a deadlock or a serialization failure. */
export function isRetryableTransactionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * `db.transaction(work)`, run again (up to TRANSACTION_ATTEMPTS times, after a short random pause) when
 * PostgreSQL aborts it as a deadlock victim or a serialization failure, as its manual asks of applications:
 * the aborted attempt wrote nothing, and `work` reads everything it decides on inside the transaction. Any
 * other error is thrown at once.
 */
export async function transactionWithRetry<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => work(tx));
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableTransactionError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
