import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AdminCatalogueImport, AdminToken } from '@shop/contracts';
import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { products } from '../src/db/schema/index.ts';
import { saveAdministrator } from '../src/modules/admin/administrators.ts';
import { ADMIN } from './helpers/admin-catalogue.ts';
import { fixtures } from './helpers/fixtures.ts';
import { multipartBody } from './helpers/multipart.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PRODUCTS = 1_500;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

const databases = ['PGlite', ...(process.env.DATABASE_URL ? ['PostgreSQL'] : [])];

/**
 * Issue 20: the API applying a catalogue import is killed (kill -9) in the middle; the next API process
 * continues the apply job after the last committed batch, and every product of the file is written once.
 */
describe.each(databases)('an import apply whose process was killed, on %s', (kind) => {
  let database: TestDatabase;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({}, { embedded: kind === 'PGlite' });
    const data = fixtures(database.db);
    await data.locales();
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
    await saveAdministrator(database.db, ADMIN);
    if (kind === 'PGlite') await database.handle.close();
  }, 180_000);

  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited(child);
      }
    }
    if (kind === 'PGlite') await rm(database.config.dataDir, { recursive: true, force: true });
    else await database?.cleanup();
  });

  async function startApi(): Promise<{ child: ChildProcess; url: string; log: () => string }> {
    const port = await freePort();
    const { DATABASE_URL: _serverUrl, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        ...inherited,
        DATA_DIR: database.config.dataDir,
        ...(database.config.databaseUrl ? { DATABASE_URL: database.config.databaseUrl } : {}),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'false',
        STOREFRONT_URLS: 'web=https://shop.test',
        // A short lease: the dead process's claim on the apply job ends soon. Not a few seconds: on the
        // embedded database the renewal waits behind the apply's batch transactions, and a lease that ends
        // while its owner lives lets the worker start the same apply beside it.
        JOB_LEASE_SECONDS: '30',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let log = '';
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 120_000;
    for (;;) {
      const ready = await fetch(`${url}/api/v2/shop/channels/web`).then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (ready) return { child, url, log: () => log };
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The API did not start:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async function signIn(url: string): Promise<string> {
    const answer = await fetch(`${url}/api/v2/admin/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    return ((await answer.json()) as AdminToken).token;
  }

  const status = async (url: string, token: string, id: number) =>
    (await (
      await fetch(`${url}/api/v2/admin/catalogue-imports/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as AdminCatalogueImport;

  it('continues after the last committed batch and writes every product once', async () => {
    const rows = ['product,name:lt,variant,price:web,stock'];
    for (let index = 1; index <= PRODUCTS; index += 1)
      rows.push(`crash-${index},Prekė ${index},crash-${index}-a,${index % 90}.50,${index % 7}`);
    const first = await startApi();
    const token = await signIn(first.url);
    const { payload, contentType } = multipartBody([
      { name: 'format', value: 'shop-csv' },
      { name: 'file', value: Buffer.from(rows.join('\n')), filename: 'big.csv', contentType: 'text/csv' },
    ]);
    const uploaded = await fetch(`${first.url}/api/v2/admin/catalogue-imports`, {
      method: 'POST',
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
      body: payload,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(202);
    const { id } = (await uploaded.json()) as AdminCatalogueImport;
    await expect
      .poll(async () => (await status(first.url, token, id)).status, { timeout: 120_000, interval: 250 })
      .toBe('checked');
    expect((await status(first.url, token, id)).counts?.new).toBe(PRODUCTS);
    const applying = await fetch(`${first.url}/api/v2/admin/catalogue-imports/${id}/apply`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(applying.status).toBe(202);
    // Some batches are written, not all: kill -9.
    await expect
      .poll(
        async () => {
          const now = await status(first.url, token, id);
          return now.status === 'applying' && now.rowsDone > 0;
        },
        { timeout: 300_000, interval: 20 },
      )
      .toBe(true);
    first.child.kill('SIGKILL');
    await exited(first.child);

    const second = await startApi();
    const before = await status(second.url, await signIn(second.url), id);
    expect(before.status).toBe('applying');
    expect(before.rowsDone).toBeLessThan(PRODUCTS);
    const secondToken = await signIn(second.url);
    await expect
      .poll(async () => (await status(second.url, secondToken, id)).status, {
        timeout: 180_000,
        interval: 500,
      })
      .toBe('applied');
    const applied = await status(second.url, secondToken, id);
    expect(applied.counts).toEqual({ new: PRODUCTS, updated: 0, unchanged: 0, failed: 0, disabled: 0 });
    expect(applied.rowsDone).toBe(PRODUCTS);
    second.child.kill('SIGTERM');
    expect(await exited(second.child), second.log()).toBe(0);

    const handle = kind === 'PGlite' ? await openDatabase(database.config) : database.handle;
    try {
      const [written] = await handle.db
        .select({ total: count() })
        .from(products)
        .where(like(products.code, 'crash-%'));
      expect(Number(written?.total)).toBe(PRODUCTS);
    } finally {
      if (kind === 'PGlite') await handle.close();
    }
  }, 900_000);
});
