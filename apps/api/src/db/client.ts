import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { claimDataFolder, type DataFolderClaim } from './data-folder-claim.ts';
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
  /** The data folder's claim (its control socket) while the database is open; none in memory. */
  claim: DataFolderClaim | null;
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
  /** The data folder claimed for PGlite (its control socket lives there); default: pgDataDir's parent. */
  dataDir?: string;
}

export interface OpenDatabaseExtras {
  /** Who holds the embedded database, as another process trying to open it is told. */
  owner?: string;
}

/** Opens PostgreSQL when DATABASE_URL is set, else PGlite on disk. Migrations are separate (migrate.ts). */
export async function openDatabase(
  config: OpenDatabaseOptions,
  extras: OpenDatabaseExtras = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(config.pgDataDir, config.dataDir, extras.owner);
}

/**
 * On disk, the data folder is claimed first (src/db/data-folder-claim.ts): a folder another process holds
 * throws DataFolderInUseError instead of being opened twice, which would corrupt it.
 */
async function openPglite(
  pgDataDir: string | null,
  dataDir: string | undefined,
  owner: string | undefined,
): Promise<PgliteHandle> {
  let claim: DataFolderClaim | null = null;
  if (pgDataDir) {
    claim = await claimDataFolder(dataDir ?? dirname(pgDataDir), owner);
    mkdirSync(pgDataDir, { recursive: true });
  }
  let client: PGlite;
  try {
    // pg_trgm and unaccent are loaded now because the catalogue search (a later issue) needs them.
    client = new PGlite(pgDataDir ?? undefined, { extensions: { pg_trgm, unaccent } });
    await client.waitReady;
  } catch (error) {
    await claim?.release();
    throw error;
  }
  const driverDb = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    client,
    driverDb,
    claim,
    db: driverDb as unknown as Database,
    async ping() {
      await client.query('SELECT 1');
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        // Released only once the database is closed: nobody may open it before.
        await claim?.release();
      }
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
