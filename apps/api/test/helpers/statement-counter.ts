import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../../src/db/client.ts';

/** What the database was sent since the last reset: one entry per statement (BEGIN and COMMIT included). */
export interface StatementLog {
  readonly statements: readonly string[];
  reset(): void;
  /** Stops counting (puts the driver back as it was). */
  stop(): void;
}

/**
 * Logs every statement the API sends to its database, at the driver: PGlite's query/exec/transaction on
 * the handle's client, or every node-postgres client's query (the pool's connections) for PostgreSQL. A
 * transaction counts its BEGIN and COMMIT (or ROLLBACK) as the statements they are.
 */
export function logStatements(handle: DatabaseHandle): StatementLog {
  const statements: string[] = [];
  const record = (text: unknown) => {
    statements.push(typeof text === 'string' ? text : String((text as { text?: unknown })?.text ?? text));
  };
  const restore = handle.kind === 'pglite' ? patchPglite(handle.client, record) : patchNodePostgres(record);
  return {
    statements,
    reset() {
      statements.length = 0;
    },
    stop: restore,
  };
}

function patchPglite(client: PGlite, record: (text: unknown) => void): () => void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (text: string, ...rest: unknown[]) => {
    record(text);
    return (query as (...args: unknown[]) => unknown)(text, ...rest);
  }) as PGlite['query'];
  client.exec = (async (text: string, ...rest: unknown[]) => {
    record(text);
    return (exec as (...args: unknown[]) => unknown)(text, ...rest);
  }) as PGlite['exec'];
  client.transaction = (async <T>(callback: (tx: Transaction) => Promise<T>) => {
    record('BEGIN');
    let rolledBack = false;
    try {
      return await transaction(async (tx) => {
        const counted: Transaction = Object.create(tx) as Transaction;
        counted.query = (async (text: string, ...rest: unknown[]) => {
          record(text);
          return (tx.query as (...args: unknown[]) => unknown)(text, ...rest);
        }) as Transaction['query'];
        counted.exec = (async (text: string, ...rest: unknown[]) => {
          record(text);
          return (tx.exec as (...args: unknown[]) => unknown)(text, ...rest);
        }) as Transaction['exec'];
        counted.rollback = async () => {
          rolledBack = true;
          record('ROLLBACK');
          return tx.rollback();
        };
        return callback(counted);
      });
    } catch (error) {
      if (!rolledBack) record('ROLLBACK');
      rolledBack = true;
      throw error;
    } finally {
      if (!rolledBack) record('COMMIT');
    }
  }) as PGlite['transaction'];
  return () => {
    client.query = query;
    client.exec = exec;
    client.transaction = transaction;
  };
}

function patchNodePostgres(record: (text: unknown) => void): () => void {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = prototype.query;
  prototype.query = function countedQuery(this: unknown, text: unknown, ...rest: unknown[]) {
    record(text);
    return query.call(this, text, ...rest);
  };
  return () => {
    prototype.query = query;
  };
}
