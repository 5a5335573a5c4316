import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import type { Database } from '../../src/db/database.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';

export interface TestDatabase {
  /** A config pointing at this database, with a temp DATA_DIR (media, outbox) and logging off. */
  config: Config;
  handle: DatabaseHandle;
  db: Database;
  /** Closes the database and removes it (temp folder or the throwaway PostgreSQL database). */
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: PGlite in a temp folder by default; when DATABASE_URL
 * is set (CI), a throwaway `shop_test_<random>` database on that PostgreSQL server, dropped afterwards.
 */
export async function createTestDatabase(
  env: Record<string, string> = {},
  options: { embedded?: boolean } = {},
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-api-test-'));
  // `embedded`: PGlite even where DATABASE_URL names a server (tests that run on both).
  const serverUrl = options.embedded ? undefined : process.env.DATABASE_URL;
  const databaseName = `shop_test_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    await runOnServer(serverUrl, `CREATE DATABASE ${databaseName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }

  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    // The tests' picture servers listen on 127.0.0.1 (catalogue-import-picture-guard.test.ts tests the guard).
    IMPORT_PICTURES_FROM_PRIVATE_NETWORK: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const handle = await openDatabase(config);
  await migrateDatabase(handle);

  return {
    config,
    handle,
    db: handle.db,
    async cleanup() {
      await handle.close();
      if (serverUrl) await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
