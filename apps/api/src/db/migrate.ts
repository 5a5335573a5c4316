import { sql } from 'drizzle-orm';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { findMigrationsFolder } from '../paths.ts';
import type { DatabaseHandle } from './client.ts';

/** Extensions the catalogue search relies on; both are in PostgreSQL's contrib and trusted since PG 13. */
const EXTENSIONS = ['pg_trgm', 'unaccent'] as const;

/** Arbitrary constant key for the advisory lock that serialises migrations of API instances. */
const MIGRATION_LOCK_KEY = 4_242_001;

/**
 * Brings the schema up to date with apps/api/drizzle (run at every start; already applied migrations
 * are skipped by Drizzle's journal table).
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const migrationsFolder = findMigrationsFolder();
  if (handle.kind === 'pglite') {
    for (const extension of EXTENSIONS) {
      await handle.client.exec(`CREATE EXTENSION IF NOT EXISTS ${extension}`);
    }
    await migratePglite(handle.driverDb, { migrationsFolder });
    return;
  }

  // Several API instances may start together against one server: one migrates, the others wait.
  const lockClient = await handle.pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    for (const extension of EXTENSIONS) {
      await handle.driverDb.execute(sql.raw(`CREATE EXTENSION IF NOT EXISTS ${extension}`));
    }
    await migrateNodePostgres(handle.driverDb, { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
}
