import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database } from './database.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

interface DatabaseHandleBase {
  /** The Drizzle handle every module uses. */
  db: Database;
  /** Throws when the database does not answer (readiness probe). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Embedded PostgreSQL (WASM) on disk in DATA_DIR/pgdata, or in memory for `pgDataDir: null`. */
export interface PgliteHandle extends DatabaseHandleBase {
  kind: 'pglite';
  client: PGlite;
  driverDb: PgliteDatabase<Schema>;
}

/** A PostgreSQL 15+ server reached through a pg connection pool (DATABASE_URL). */
export interface PostgresHandle extends DatabaseHandleBase {
  kind: 'postgres';
  pool: pg.Pool;
  driverDb: NodePgDatabase<Schema>;
}

export type DatabaseHandle = PgliteHandle | PostgresHandle;

/** A Config satisfies this; tests pass their own values. */
export interface OpenDatabaseOptions {
  databaseUrl: string | null;
  /** PGlite's data folder; null keeps PGlite in memory. Ignored for PostgreSQL. */
  pgDataDir: string | null;
}

/** Opens PostgreSQL when DATABASE_URL is set, else PGlite on disk. Migrations are separate (migrate.ts). */
export async function openDatabase(config: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(config.pgDataDir);
}

async function openPglite(dataDir: string | null): Promise<PgliteHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm and unaccent are loaded now because the catalogue search (a later issue) needs them.
  const client = new PGlite(dataDir ?? undefined, { extensions: { pg_trgm, unaccent } });
  await client.waitReady;
  const driverDb = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    client,
    driverDb,
    db: driverDb as unknown as Database,
    async ping() {
      await client.query('SELECT 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<PostgresHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const driverDb = drizzleNodePostgres({ client: pool, schema });
  let closed = false;
  const handle: PostgresHandle = {
    kind: 'postgres',
    pool,
    driverDb,
    db: driverDb as unknown as Database,
    async ping() {
      await driverDb.execute(sql`SELECT 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
  await handle.ping();
  return handle;
}
