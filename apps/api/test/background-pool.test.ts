import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_APPLICATION_NAME, REQUEST_APPLICATION_NAME } from '../src/db/client.ts';
import type { Database } from '../src/db/database.ts';
import { enqueueJob } from '../src/jobs/job-queue.ts';
import { SEARCH_REFRESH_JOB } from '../src/modules/search/search-documents.ts';
import { queryRows } from '../src/modules/search/sql-rows.ts';
import type { FastifyInstance } from 'fastify';
import { adminTokenFor } from './helpers/admin-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { apiDir, exited, freePort } from './helpers/running-api.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

async function applicationName(db: Database): Promise<string> {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`SELECT current_setting('application_name') AS name`,
  );
  return String(row?.name);
}

describe('background work on PGlite', () => {
  it('uses the one embedded client the requests use', async () => {
    const database = await createTestDatabase({}, { embedded: true });
    try {
      expect(database.handle.backgroundDb()).toBe(database.db);
    } finally {
      await database.cleanup();
    }
  });
});

/**
 * On PostgreSQL, background work (the job worker and its handlers) runs on a pool of its own (a bulkhead, and
 * told apart from the requests in pg_stat_activity and the statement log by its application_name).
 */
describe.skipIf(!process.env.DATABASE_URL)('background work on PostgreSQL (its own pool)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await database?.cleanup();
  });

  it('names the requests’ connections shop-api and the background ones shop-api-jobs', async () => {
    const { handle } = database;
    if (handle.kind !== 'postgres') throw new Error('DATABASE_URL is set: the test database is PostgreSQL');
    expect(await applicationName(handle.db)).toBe(REQUEST_APPLICATION_NAME);
    expect(handle.backgroundPool()).toBeNull();
    const background = handle.backgroundDb();
    expect(handle.backgroundDb()).toBe(background);
    expect(await applicationName(background)).toBe(BACKGROUND_APPLICATION_NAME);
    const pool = handle.backgroundPool();
    expect(pool).not.toBeNull();
    expect(pool).not.toBe(handle.pool);
    expect(pool?.options.max).toBe(3);
  });

  describe('the API as `npm start` runs it', () => {
    let dataDir = '';
    let api: ChildProcess | undefined;
    let output = '';
    let shop = '';

    beforeAll(async () => {
      execFileSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'ignore' });
      const data = fixtures(database.db);
      await data.locales();
      await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
      // Who wrote what: a trigger records each write's application_name.
      await database.db.execute(sql`CREATE TABLE test_writers (
        id serial PRIMARY KEY, tbl text NOT NULL, op text NOT NULL, application_name text NOT NULL)`);
      await database.db
        .execute(sql`CREATE FUNCTION test_record_writer() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO test_writers (tbl, op, application_name)
            VALUES (TG_TABLE_NAME, TG_OP, current_setting('application_name'));
          RETURN NULL;
        END $$`);
      for (const table of ['orders', 'jobs', 'search_catalogue_version']) {
        await database.db.execute(
          sql.raw(`CREATE TRIGGER test_record_writer AFTER INSERT OR UPDATE ON ${table}
            FOR EACH ROW EXECUTE FUNCTION test_record_writer()`),
        );
      }

      dataDir = await mkdtemp(path.join(tmpdir(), 'shop-background-pool-'));
      const port = await freePort();
      const { INIT_CWD: _npmCwd, ...inherited } = process.env;
      api = spawn(process.execPath, ['dist/server.js'], {
        cwd: apiDir,
        env: {
          ...inherited,
          DATA_DIR: dataDir,
          DATABASE_URL: database.config.databaseUrl ?? '',
          DEMO_DATA: 'false',
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      api.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      api.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      shop = `http://127.0.0.1:${port}/api/v2/shop`;
      const deadline = Date.now() + 120_000;
      for (;;) {
        const ready = await fetch(`http://127.0.0.1:${port}/ready`).then(
          (answer) => answer.status === 200,
          () => false,
        );
        if (ready) break;
        if (api.exitCode !== null || Date.now() > deadline)
          throw new Error(`The API did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }, 180_000);
    afterAll(async () => {
      if (api && api.exitCode === null) {
        api.kill('SIGTERM');
        await exited(api);
      }
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    /** The application names that wrote to `table` (with `op`: only that operation). */
    async function writers(table: string, op?: 'INSERT' | 'UPDATE'): Promise<string[]> {
      const rows = await queryRows<{ application_name: string }>(
        database.db,
        sql`SELECT DISTINCT application_name FROM test_writers
          WHERE tbl = ${table} AND (${op ?? null}::text IS NULL OR op = ${op ?? null}) ORDER BY 1`,
      );
      return rows.map((row) => row.application_name);
    }

    it('answers requests on the shop-api connections', async () => {
      const created = await fetch(`${shop}/orders`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          channel: 'web',
          locale: 'lt',
        },
        body: '{}',
      });
      expect(created.status, output).toBe(201);
      expect(await writers('orders')).toEqual([REQUEST_APPLICATION_NAME]);
    });

    it('runs the job worker and its handlers on the shop-api-jobs connections', async () => {
      const jobId = await enqueueJob(database.db, SEARCH_REFRESH_JOB, { productIds: [1] });
      const deadline = Date.now() + 60_000;
      for (;;) {
        const [row] = await queryRows<{ status: string }>(
          database.db,
          sql`SELECT status FROM jobs WHERE id = ${jobId}`,
        );
        const status = String(row?.status);
        if (status === 'done') break;
        if (status === 'failed' || Date.now() > deadline) throw new Error(`The job is ${status}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // The claim and the outcome (UPDATE jobs), and the handler's own write (the catalogue version).
      expect(await writers('jobs', 'UPDATE')).toEqual([BACKGROUND_APPLICATION_NAME]);
      expect(await writers('search_catalogue_version')).toEqual([BACKGROUND_APPLICATION_NAME]);
    });
  });
});

/**
 * Work the back office starts after answering (a product save's search refresh; the catalogue import's jobs
 * alike) runs on the background pool too: a long job cannot hold the connections requests need.
 */
describe.skipIf(!process.env.DATABASE_URL)('back office work after answering, on PostgreSQL', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let token = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    await data.catalogueProduct({
      code: 'NEST',
      channelIds: [web],
      translations: { lt: { name: 'Gandro lizdas', slug: 'gandro-lizdas' } },
    });
    await database.db.execute(sql`CREATE TABLE test_writers (
      id serial PRIMARY KEY, tbl text NOT NULL, application_name text NOT NULL)`);
    await database.db.execute(sql`CREATE FUNCTION test_record_writer() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO test_writers (tbl, application_name) VALUES (TG_TABLE_NAME, current_setting('application_name'));
        RETURN NULL;
      END $$`);
    await database.db
      .execute(sql`CREATE TRIGGER test_record_writer AFTER INSERT OR UPDATE ON search_catalogue_version
      FOR EACH ROW EXECUTE FUNCTION test_record_writer()`);
    app = await createTestApp(database);
    token = await adminTokenFor(app, database.db);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  it("refreshes a saved product's search document on the shop-api-jobs connections", async () => {
    const headers = { authorization: `Bearer ${token}` };
    const product = await app.inject({ method: 'GET', url: '/api/v2/admin/products/NEST', headers });
    expect(product.statusCode, product.body).toBe(200);
    const saved = await app.inject({
      method: 'PATCH',
      url: '/api/v2/admin/products/NEST',
      headers,
      payload: {
        version: product.json<{ version: number }>().version,
        translations: { lt: { name: 'Gervės lizdas' } },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const writers = async () =>
      (
        await queryRows<{ application_name: string }>(
          database.db,
          sql`SELECT DISTINCT application_name FROM test_writers ORDER BY 1`,
        )
      ).map((row) => row.application_name);
    // The refresh runs right after the answer; a busy machine gets a generous while.
    await expect.poll(writers, { timeout: 30_000, interval: 100 }).not.toEqual([]);
    expect(await writers()).toEqual([BACKGROUND_APPLICATION_NAME]);
  });
});
