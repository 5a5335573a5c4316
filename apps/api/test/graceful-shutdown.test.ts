import type { Order } from '@shop/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { orders, productVariants } from '../src/db/schema/index.ts';
import { seedCheckout } from '../src/demo/seed/checkout.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE = '/api/v2/shop';
const CHECKOUTS = 50;
const STOCK = 500;

const billingAddress = {
  firstName: 'Ona',
  lastName: 'Petraitienė',
  phoneNumber: '+37061234567',
  countryCode: 'LT',
  city: 'Vilnius',
  street: 'Gedimino pr.',
  houseNumber: '9',
  postCode: 'LT-01103',
};

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

interface Answer {
  status: number;
  body: string;
}

/**
 * One request on its own connection (or the agent's), resolved with the answer; `sent` resolves once the
 * whole request has been handed to the operating system, so a signal after it finds it in flight.
 */
function request(
  port: number,
  method: string,
  url: string,
  payload?: unknown,
  agent?: http.Agent,
): { sent: Promise<void>; answer: Promise<Answer> } {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  let markSent: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => {
    markSent = resolve;
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `${BASE}${url}`,
        agent: agent ?? false,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : {},
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          text += chunk;
        });
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: text }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    // Sent: written whole to a connected socket (the server's kernel holds it, accepted or not yet).
    let finished = false;
    let connected = false;
    const settle = () => finished && connected && markSent();
    outgoing.on('socket', (socket) => {
      if (!socket.connecting) connected = true;
      else
        socket.once('connect', () => {
          connected = true;
          settle();
        });
      settle();
    });
    outgoing.on('finish', () => {
      finished = true;
      settle();
    });
    outgoing.end(body);
  });
  return { sent, answer };
}

async function call(port: number, method: string, url: string, payload?: unknown): Promise<Answer> {
  return request(port, method, url, payload).answer;
}

async function json<T>(answer: Promise<Answer>, status: number): Promise<T> {
  const { status: got, body } = await answer;
  expect(got, body).toBe(status);
  return JSON.parse(body) as T;
}

/** A cart of one unit, addressed, with a parcel locker and bank transfer: ready to complete. */
async function readyCart(port: number): Promise<string> {
  const cart = await json<Order>(call(port, 'POST', '/orders'), 201);
  const token = cart.tokenValue;
  await json<Order>(
    call(port, 'POST', `/orders/${token}/items`, { productVariant: 'MANY-1', quantity: 1 }),
    201,
  );
  const addressed = await json<Order>(
    call(port, 'PUT', `/orders/${token}`, { email: 'ona@example.lt', billingAddress }),
    200,
  );
  await json<Order>(
    call(port, 'PATCH', `/orders/${token}/shipments/${addressed.shipments[0]?.id}`, {
      shippingMethod: 'omniva_locker',
      parcelLocker: 'OM-VIL-1',
    }),
    200,
  );
  await json<Order>(
    call(port, 'PATCH', `/orders/${token}/payments/${addressed.payments[0]?.id}`, {
      paymentMethod: 'bank_transfer',
    }),
    200,
  );
  return token;
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

const databases = ['PGlite', ...(process.env.DATABASE_URL ? ['PostgreSQL'] : [])];

/**
 * Issue 19: SIGTERM under load answers every request that reached the API, closes idle keep-alive
 * connections, and exits 0 within 5 s, on the embedded database and on PostgreSQL (docs/adr/0038).
 * The real server (src/server.ts) runs in its own process, as `npm start` runs it.
 */
describe.each(databases)('graceful shutdown on %s', (kind) => {
  let database: TestDatabase;
  let child: ChildProcess | undefined;
  let port = 0;
  let log = '';

  beforeAll(async () => {
    database = await createTestDatabase({}, { embedded: kind === 'PGlite' });
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    await seedCheckout(database.db, [web]);
    const product = await data.catalogueProduct({
      code: 'MANY',
      channelIds: [web],
      translations: { lt: { name: 'Prekė MANY', slug: 'many' } },
    });
    await data.variant({
      productId: product.id,
      code: 'MANY-1',
      onHand: STOCK,
      prices: [{ channelId: web, price: 1000 }],
    });
    // The embedded database takes one process: the server's.
    if (kind === 'PGlite') await database.handle.close();

    port = await freePort();
    const { DATABASE_URL: _serverUrl, ...inherited } = process.env;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        ...inherited,
        DATA_DIR: database.config.dataDir,
        ...(database.config.databaseUrl ? { DATABASE_URL: database.config.databaseUrl } : {}),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const deadline = Date.now() + 180_000;
    for (;;) {
      const ready = await call(port, 'GET', '/channels/web').then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (ready) break;
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The API did not start:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 240_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
    if (kind === 'PGlite') await rm(database.config.dataDir, { recursive: true, force: true });
    else await database?.cleanup();
  });

  it(`answers all ${CHECKOUTS} checkouts in flight, closes idle connections and exits 0`, async () => {
    if (!child) throw new Error('no server');
    const tokens: string[] = [];
    for (let batch = 0; batch < CHECKOUTS; batch += 10) {
      tokens.push(...(await Promise.all(Array.from({ length: 10 }, () => readyCart(port)))));
    }
    // Shoppers' browsers hold keep-alive connections open between clicks: the checkouts go over such
    // connections, and the ones left idle must not hold the process up.
    const browsers = new http.Agent({ keepAlive: true, maxSockets: CHECKOUTS });
    const opened = await Promise.all(
      tokens.map(() => request(port, 'GET', '/channels/web', undefined, browsers).answer),
    );
    expect(opened.map((answer) => answer.status)).toEqual(tokens.map(() => 200));

    // Half the checkouts come over those connections, half over new ones (the server may not even have
    // accepted those when the signal comes).
    const completes = tokens.map((token, index) =>
      request(port, 'PATCH', `/orders/${token}/complete`, {}, index % 2 === 0 ? browsers : undefined),
    );
    await Promise.all(completes.map((complete) => complete.sent));
    const signalled = Date.now();
    child.kill('SIGTERM');

    let lastAnswer = signalled;
    const answers = await Promise.allSettled(
      completes.map((complete) =>
        complete.answer.finally(() => {
          lastAnswer = Date.now();
        }),
      ),
    );
    const code = await exited(child);
    const took = Date.now() - signalled;
    const afterLastAnswer = Date.now() - lastAnswer;
    browsers.destroy();

    // Every request that reached the server was answered, and answered as without the signal.
    const failures = answers.flatMap((answer, index) =>
      answer.status === 'rejected'
        ? [`${tokens[index]}: ${String(answer.reason)}`]
        : answer.value.status === 200
          ? []
          : [`${tokens[index]}: ${answer.value.status} ${answer.value.body}`],
    );
    expect(failures, `exit ${code} after ${took} ms\n${log}`).toEqual([]);
    expect(code, log).toBe(0);
    // Once the last answer is out, closing the rest (idle connections, the job under way, the database)
    // is quick; answering the 50 checkouts themselves takes what the database needs (about 1 to 4 s here).
    expect(afterLastAnswer, `exit ${took} ms after the signal`).toBeLessThanOrEqual(2_000);

    // Nothing half-made: every answered order is placed and numbered, and its unit is held for it.
    const handle: DatabaseHandle = kind === 'PGlite' ? await openDatabase(database.config) : database.handle;
    try {
      const [placed] = await handle.db
        .select({ count: count() })
        .from(orders)
        .where(and(eq(orders.checkoutState, 'completed'), isNotNull(orders.number)));
      expect(placed?.count).toBe(CHECKOUTS);
      const [variant] = await handle.db
        .select({ onHand: productVariants.onHand, onHold: productVariants.onHold })
        .from(productVariants)
        .where(eq(productVariants.code, 'MANY-1'));
      expect((variant?.onHand ?? 0) - (variant?.onHold ?? 0)).toBe(STOCK - CHECKOUTS);
    } finally {
      if (kind === 'PGlite') await handle.close();
    }
  }, 240_000);
});
