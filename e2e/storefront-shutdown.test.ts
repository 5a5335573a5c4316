import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../scripts/lib/ports.mjs';
import { startStorefront } from '../scripts/lib/shop-processes.mjs';
import { cleanEnv } from './support/inherited-settings.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

const PAGES = 50;
const IDLE_CONNECTIONS = 10;
/**
 * Pages that call the API while rendering (the shop, menus, the cart): the cart page in two locales. Not
 * the home page: 50 of those at once take longer than React's render timeout on a busy 2-core machine.
 */
const PAGE_PATHS = ['/krepselis', '/en/cart'];

interface Answer {
  status: number;
  body: string;
}

/**
 * One GET on the agent's connection (or a new one); `sent` resolves once the whole request is written to a
 * connected socket, so a signal after it finds the request in flight (accepted or still in the kernel).
 */
function request(
  port: number,
  url: string,
  agent?: http.Agent,
): { sent: Promise<void>; answer: Promise<Answer> } {
  let markSent: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => {
    markSent = resolve;
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    const outgoing = http.request(
      { host: '127.0.0.1', port, method: 'GET', path: url, agent: agent ?? false },
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
    outgoing.end();
  });
  return { sent, answer };
}

/**
 * A browser's idle keep-alive connection: one page fetched over a raw socket, then nothing. Resolves with
 * the socket once the answer is in; `closed` resolves when the server closes it.
 */
async function idleConnection(port: number): Promise<{ closed: Promise<void> }> {
  const socket = net.connect(port, '127.0.0.1');
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    let received = '';
    socket.setEncoding('utf8');
    const onData = (chunk: string) => {
      received += chunk;
      // A static file has a length: the answer is complete when its headers and body are in.
      const headerEnd = received.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(received)?.[1];
      if (headerEnd >= 0 && length && received.length >= headerEnd + 4 + Number(length)) {
        socket.off('data', onData);
        if (received.startsWith('HTTP/1.1 200')) resolve();
        else reject(new Error(`favicon.svg answered ${received.slice(0, 40)}`));
      }
    };
    socket.on('data', onData);
    socket.once('connect', () =>
      socket.write('GET /favicon.svg HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n'),
    );
  });
  return { closed };
}

/**
 * Issue 19, ADR 0038: the built storefront (apps/storefront/server.js, as `npm start` runs it) answers every
 * page request that reached it when SIGTERM comes, closes idle keep-alive connections and exits 0 within
 * 5 s. It runs against the test shop's API, in its own process.
 */
describe.skipIf(browserTestsSkipped())('storefront graceful shutdown', () => {
  let workDir = '';
  let logFile = '';
  let storefront: Awaited<ReturnType<typeof startStorefront>> | undefined;
  const log = () => readFileSync(logFile, 'utf8');

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-shutdown-'));
    logFile = path.join(workDir, 'storefront.log');
    const port = await findFreePort();
    storefront = await startStorefront({
      port,
      channelCode: 'web',
      apiUrl: requireShop().apiUrl,
      env: { ...cleanEnv(), HOST: '127.0.0.1' },
      output: (line: string) => appendFileSync(logFile, `${line}\n`),
      name: 'web-shutdown',
    });
  });

  afterAll(async () => {
    await storefront?.process.stop(2_000);
    rmSync(workDir, { recursive: true, force: true });
  });

  it(`answers all ${PAGES} pages in flight with 200, closes idle connections and exits 0 within 5 s`, async () => {
    if (!storefront) throw new Error('no storefront');
    const port = Number(new URL(storefront.url).port);
    const idle = await Promise.all(Array.from({ length: IDLE_CONNECTIONS }, () => idleConnection(port)));

    // Browsers hold keep-alive connections between clicks: half the pages come over such connections
    // (opened by an earlier page), half over new ones.
    const browsers = new http.Agent({ keepAlive: true, maxSockets: PAGES });
    const warm = await Promise.all(
      Array.from({ length: PAGES / 2 }, () => request(port, '/robots.txt', browsers).answer),
    );
    expect(warm.map((answer) => answer.status)).toEqual(warm.map(() => 200));

    const pages = Array.from({ length: PAGES }, (_, index) =>
      request(port, PAGE_PATHS[index % PAGE_PATHS.length] ?? '/', index % 2 === 0 ? browsers : undefined),
    );
    await Promise.all(pages.map((page) => page.sent));
    const signalled = Date.now();
    storefront.process.child.kill('SIGTERM');

    let lastAnswer = signalled;
    const answers = await Promise.allSettled(
      pages.map((page) =>
        page.answer.finally(() => {
          lastAnswer = Date.now();
        }),
      ),
    );
    const { code } = await storefront.process.exited;
    const took = Date.now() - signalled;
    const afterLastAnswer = Date.now() - lastAnswer;
    browsers.destroy();

    const failures = answers.flatMap((answer, index) =>
      answer.status === 'rejected'
        ? [`page ${index}: ${String(answer.reason)}`]
        : answer.value.status === 200 && answer.value.body.includes('</html>')
          ? []
          : [`page ${index}: ${answer.value.status} ${answer.value.body.slice(0, 200)}`],
    );
    expect(failures, `exit ${code} after ${took} ms\n${log()}`).toEqual([]);
    expect(code, log()).toBe(0);
    expect(took, `exit ${took} ms after the signal`).toBeLessThanOrEqual(5_000);
    // Idle keep-alive connections are closed by the drain, not left to their keep-alive timeout (5 s):
    // once the last page is out, the process is gone quickly.
    expect(afterLastAnswer, `exit ${took} ms after the signal`).toBeLessThanOrEqual(2_000);
    await Promise.all(idle.map((connection) => connection.closed));
  }, 120_000);
});
