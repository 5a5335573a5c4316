import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { jobs, sentMails } from '../src/db/schema/index.ts';
import { NEWSLETTER_CONFIRMATION_JOB } from '../src/modules/newsletter/service.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

/**
 * A mail server on a local port (the one external system here). `stalling`: it takes connections and
 * never greets, as an overloaded server does, so the job sending through it stays `running`. Otherwise it
 * speaks enough SMTP to accept messages, and keeps each accepted message.
 */
function mailServer() {
  const state = { stalling: true, stalledConnections: 0, accepted: [] as string[] };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (state.stalling) {
      state.stalledConnections += 1;
      return;
    }
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let message: string[] | null = null;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (message) {
          if (line === '.') {
            state.accepted.push(message.join('\n'));
            message = null;
            reply('250 2.0.0 queued');
          } else message.push(line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          message = [];
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
    reply('220 mail.test ESMTP');
  });
  return {
    state,
    listen: (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

const databases = ['PGlite', ...(process.env.DATABASE_URL ? ['PostgreSQL'] : [])];

/**
 * Issue 19: the process running a mail job is killed (kill -9) while the job is `running`; the next API
 * process takes the job once its lease has ended and the mail is delivered exactly once (ADR 0039).
 * The real server (src/server.ts) runs in its own process, as `npm start` runs it.
 */
describe.each(databases)('a job whose process was killed, on %s', (kind) => {
  let database: TestDatabase;
  const smtp = mailServer();
  let smtpPort = 0;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({}, { embedded: kind === 'PGlite' });
    const data = fixtures(database.db);
    await data.locales();
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
    // The embedded database takes one process: the server's.
    if (kind === 'PGlite') await database.handle.close();
    smtpPort = await freePort();
    await smtp.listen(smtpPort);
  }, 180_000);

  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited(child);
      }
    }
    await smtp.close();
    if (kind === 'PGlite') await rm(database.config.dataDir, { recursive: true, force: true });
    else await database?.cleanup();
  });

  /** Starts src/server.ts on this database and waits until it answers. */
  async function startApi(): Promise<{ child: ChildProcess; port: number; log: () => string }> {
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
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        STOREFRONT_URLS: 'web=https://shop.test',
        // A short lease, so that the test need not wait the default 5 minutes for the dead one's to end.
        JOB_LEASE_SECONDS: '3',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let log = '';
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const deadline = Date.now() + 120_000;
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${port}/api/v2/shop/channels/web`).then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (ready) return { child, port, log: () => log };
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The API did not start:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('delivers the mail of a job whose process was killed mid-send exactly once, from the next process', async () => {
    const first = await startApi();
    const subscribed = await fetch(
      `http://127.0.0.1:${first.port}/api/v2/shop/customers/subscribe-newsletter`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'lt' },
        body: JSON.stringify({
          email: 'ona@example.lt',
          acceptedPrivacyPolicy: true,
          acceptedTermsAndConditions: true,
        }),
      },
    );
    expect(subscribed.status, await subscribed.text()).toBeLessThan(300);
    // The worker took the confirmation mail's job and is sending it: the mail server has not answered.
    await expect.poll(() => smtp.state.stalledConnections, { timeout: 30_000 }).toBeGreaterThan(0);
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(smtp.state.accepted).toEqual([]);

    smtp.state.stalling = false;
    const second = await startApi();
    await expect.poll(() => smtp.state.accepted.length, { timeout: 30_000 }).toBe(1);
    second.child.kill('SIGTERM');
    expect(await exited(second.child), second.log()).toBe(0);

    // Exactly once: one message accepted, with the job's Message-ID; the job done on its second attempt.
    expect(smtp.state.accepted).toHaveLength(1);
    expect(smtp.state.accepted[0]).toContain('To: ona@example.lt');
    const handle = kind === 'PGlite' ? await openDatabase(database.config) : database.handle;
    try {
      const [job] = await handle.db.select().from(jobs).where(eq(jobs.kind, NEWSLETTER_CONFIRMATION_JOB));
      expect(job).toMatchObject({ status: 'done', attempts: 2, leaseOwner: null });
      expect(smtp.state.accepted[0]).toMatch(new RegExp(`Message-ID: <job-${job!.id}\\.`));
      expect(await handle.db.select().from(sentMails)).toEqual([
        expect.objectContaining({ key: `job:${job!.id}`, recipient: 'ona@example.lt' }),
      ]);
    } finally {
      if (kind === 'PGlite') await handle.close();
    }
  }, 240_000);
});
