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
import { oneStatementAtATime } from './one-statement-at-a-time.ts';
import { prepareRepeatedStatements } from './statement-cache.ts';

export type Schema = typeof schema;

interface DatabaseHandleBase {
  /** The Drizzle handle every module uses: HTTP requests and start-up work. */
  db: Database;
  /**
   * The Drizzle handle for background work (the job worker and its handlers): on PostgreSQL its own small pool,
   * made on first use, so a long job cannot take the connections requests need; on PGlite the same `db`.
   * Throws once the handle is closed.
   */
  backgroundDb(): Database;
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

/** The requests' connections on PostgreSQL, as `application_name` names them (pg_stat_activity, the log's %a). */
export const REQUEST_APPLICATION_NAME = 'shop-api';
/** The background work's connections on PostgreSQL (`backgroundDb`). */
export const BACKGROUND_APPLICATION_NAME = 'shop-api-jobs';
/** At most this many connections for background work, beside the requests' 10. */
const BACKGROUND_POOL_MAX = 3;

/** A PostgreSQL 15+ server reached through pg connection pools (DATABASE_URL). */
export interface PostgresHandle extends DatabaseHandleBase {
  kind: 'postgres';
  /** The requests' pool (`db`), application_name `shop-api`. */
  pool: pg.Pool;
  driverDb: NodePgDatabase<Schema>;
  /** The background work's pool (application_name `shop-api-jobs`) once `backgroundDb` has made it; else null. */
  backgroundPool(): pg.Pool | null;
}

export type DatabaseHandle = PgliteHandle | PostgresHandle;

/** A Config satisfies this; tests pass their own values. */
export interface OpenDatabaseOptions {
  databaseUrl: string | null;
  /** PGlite's data folder; null keeps PGlite in memory. Ignored for PostgreSQL. */
  pgDataDir: string | null;
  /** The data folder claimed for PGlite (its control socket lives there); default: pgDataDir's parent. */
  dataDir?: string;
  /**
   * PostgreSQL: run repeated statements as named (server-side prepared) ones (ADR 0068); default true. Off for
   * a connection pooler that hands each transaction another server connection (PgBouncer's transaction mode
   * before 1.21), which does not keep them.
   */
  preparedStatements?: boolean;
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
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.preparedStatements ?? true);
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
    // One in-process client: background work waits its turn on it like any request.
    backgroundDb: () => driverDb as unknown as Database,
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

/**
 * A pool of `max` connections named `applicationName`. A DATABASE_URL carrying its own `application_name`
 * overrides it (node-postgres lets the connection string win).
 */
function newPool(databaseUrl: string, max: number, applicationName: string, prepared: boolean): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    connectionTimeoutMillis: 10_000,
    application_name: applicationName,
  });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  oneStatementAtATime(pool);
  if (prepared) prepareRepeatedStatements(pool);
  return pool;
}

async function openPostgres(databaseUrl: string, prepared: boolean): Promise<PostgresHandle> {
  const pool = newPool(databaseUrl, 10, REQUEST_APPLICATION_NAME, prepared);
  const driverDb = drizzleNodePostgres({ client: pool, schema });
  // The bulkhead for background work: its own few connections, made when background work first asks.
  let background: { pool: pg.Pool; db: Database } | null = null;
  let closed = false;
  const handle: PostgresHandle = {
    kind: 'postgres',
    pool,
    driverDb,
    db: driverDb as unknown as Database,
    backgroundDb() {
      if (closed) throw new Error('The database is closed');
      if (!background) {
        const backgroundPool = newPool(
          databaseUrl,
          BACKGROUND_POOL_MAX,
          BACKGROUND_APPLICATION_NAME,
          prepared,
        );
        background = {
          pool: backgroundPool,
          db: drizzleNodePostgres({ client: backgroundPool, schema }) as unknown as Database,
        };
      }
      return background.db;
    },
    backgroundPool: () => background?.pool ?? null,
    async ping() {
      await driverDb.execute(sql`SELECT 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), background?.pool.end()]);
    },
  };
  await handle.ping();
  return handle;
}
