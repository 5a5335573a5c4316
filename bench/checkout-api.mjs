// @ts-check
// The cart and checkout benchmark (issue 4): buyers go the whole way through the API (create a cart, add
// a product, address, parcel locker, bank transfer, complete) on PostgreSQL 15 (a throwaway server) with
// the demo shop. Reported: add-to-cart and complete-order latency, and completed orders per second, for
// one buyer and for 20 concurrent buyers. Run by bench/run.mjs (also alone: BENCH_ONLY=checkout).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { findFreePort } from '../scripts/lib/ports.mjs';
import { startProcess } from '../scripts/lib/processes.mjs';
import { fromRoot, repoRoot } from '../scripts/lib/repo.mjs';
import { API_READY_TIMEOUT_MS } from '../scripts/lib/shop-processes.mjs';
import { waitForHttp } from '../scripts/lib/wait-for-http.mjs';
import pg from 'pg';
import { percentile } from './lib/measure.mjs';
import { startThrowawayDatabase } from './lib/throwaway-postgres.mjs';

export const CHECKOUT_CONCURRENCY = 20;
const HEADERS = {
  accept: 'application/json',
  'content-type': 'application/json',
  channel: 'web',
  locale: 'lt',
};
const ADDRESS = { firstName: 'Ona', lastName: 'Bench', phoneNumber: '+37061234567', countryCode: 'LT' };

/**
 * @typedef {object} LatencyStats
 * @property {number} count
 * @property {number} medianMs
 * @property {number} p95Ms
 * @property {number} p99Ms
 *
 * @typedef {object} CheckoutSeries
 * @property {number} buyers concurrent buyers
 * @property {number} orders completed orders
 * @property {number} errors failed journeys
 * @property {number} ordersPerSecond completed orders per second of wall time (whole journeys)
 * @property {LatencyStats} addToCart POST /orders/{token}/items
 * @property {LatencyStats} completeOrder PATCH /orders/{token}/complete
 *
 * @typedef {object} CheckoutBenchResult
 * @property {string} database
 * @property {CheckoutSeries} sequential one buyer
 * @property {CheckoutSeries} concurrent CHECKOUT_CONCURRENCY buyers
 * @property {number | null} statementsPerOrder SQL statements the server logged per whole journey from the
 *   requests' connections (application_name shop-api; log_statement = all over STATEMENT_COUNT_ORDERS sequential
 *   journeys; BEGIN/COMMIT included); null if unreadable
 * @property {number | null} [backgroundStatementsPerOrder] SQL statements per journey from the background work's
 *   connections (shop-api-jobs: the job worker's polling, the confirmation mail) over the same span, which lasts
 *   until the journeys' jobs are done; null if unreadable or the jobs did not finish in time
 *
 * @typedef {object} StatementCount
 * @property {number | null} requests per journey, from the requests' connections
 * @property {number | null} background per journey, from the background work's connections
 */

/** Issue 21's budget for the requests' statements per order journey. */
const STATEMENT_BUDGET = 60;

/** Journeys the statement count averages over (sequential, after the timed series). */
const STATEMENT_COUNT_ORDERS = 5;

/** The API's connections by application_name (apps/api/src/db/client.ts). */
const REQUEST_APPLICATION = 'shop-api';
const BACKGROUND_APPLICATION = 'shop-api-jobs';
/** The log line prefix during the count: the default one plus the application name. */
const LOG_LINE_PREFIX = '%m [%p] app=%a ';
/**
 * Lines of the PostgreSQL log that record one statement (simple or extended protocol), with the application
 * name of the connection that sent it (empty for none).
 */
const STATEMENT_LINE = /app=(\S*) .*?LOG:\s+(?:statement|execute [^:]*):/;
/** How long the journeys' background work (the confirmation mails) may take after the last journey. */
const JOBS_SETTLE_TIMEOUT_MS = 120_000;

/**
 * Waits until no job is due or running (the worker polls every 2 s), or the timeout ends; says whether it did.
 * A job waiting for a later retry (run_at in the future) does not count as due.
 * @param {pg.Client} client
 * @param {number} timeoutMs
 * @returns {Promise<boolean>}
 */
async function jobsSettled(client, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await client.query(
      `SELECT count(*)::int AS busy FROM jobs
        WHERE status = 'running' OR (status = 'pending' AND run_at <= now())`,
    );
    if (rows[0].busy === 0) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Statements per order journey as the database logged them: log_statement switched to `all` and the log line
 * prefix to name each connection's application (a reload, no restart) for a few sequential journeys, the log's
 * statement lines counted between two markers, per application: the requests (shop-api) and the API's
 * background work (shop-api-jobs: the job worker's polling and the confirmation mails the orders queued). The
 * count waits for the jobs queued before it (the timed series' mails) to be done first, and for the journeys'
 * own jobs before the end marker, so the background figure holds all of their work. This script's own
 * statements (markers, the jobs table polling) are in neither figure.
 * @param {string} databaseUrl
 * @param {string} logFile
 * @param {() => Promise<void>} journeys
 * @param {(message: string) => void} [warn]
 * @returns {Promise<StatementCount>}
 */
export async function countStatementsPerOrder(databaseUrl, logFile, journeys, warn = console.error) {
  const admin = new pg.Client({ connectionString: databaseUrl, application_name: 'shop-bench' });
  await admin.connect();
  try {
    if (!(await jobsSettled(admin, JOBS_SETTLE_TIMEOUT_MS)))
      warn('[bench] checkout: the jobs queued before the statement count were still busy after the timeout');
    await admin.query(`ALTER SYSTEM SET log_statement = 'all'`);
    await admin.query(`ALTER SYSTEM SET log_line_prefix = '${LOG_LINE_PREFIX}'`);
    await admin.query('SELECT pg_reload_conf()');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await admin.query(`SELECT 'statement-count-start'`);
    await journeys();
    const settled = await jobsSettled(admin, JOBS_SETTLE_TIMEOUT_MS);
    if (!settled) warn("[bench] checkout: the journeys' jobs were not done in time; no background figure");
    await admin.query(`SELECT 'statement-count-end'`);
    await admin.query('ALTER SYSTEM RESET log_statement');
    await admin.query('ALTER SYSTEM RESET log_line_prefix');
    await admin.query('SELECT pg_reload_conf()');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const log = readFileSync(logFile, 'utf8');
    const start = log.lastIndexOf('statement-count-start');
    const end = log.lastIndexOf('statement-count-end');
    if (start < 0 || end < start) return { requests: null, background: null };
    // From the line after the start marker's to the end marker's own line, which is cut off before its
    // statement text and is this script's (application shop-bench) anyway.
    const lines = log.slice(start, end).split('\n').slice(1);
    // BENCH_STATEMENT_DUMP=<file>: the counted lines, to see which statements a journey sends.
    if (process.env.BENCH_STATEMENT_DUMP)
      writeFileSync(
        process.env.BENCH_STATEMENT_DUMP,
        lines.filter((line) => STATEMENT_LINE.test(line)).join('\n'),
      );
    /** @type {Map<string, number>} */
    const byApplication = new Map();
    for (const line of lines) {
      const application = STATEMENT_LINE.exec(line)?.[1];
      if (application !== undefined)
        byApplication.set(application, (byApplication.get(application) ?? 0) + 1);
    }
    const perOrder = (/** @type {string} */ application) =>
      round((byApplication.get(application) ?? 0) / STATEMENT_COUNT_ORDERS);
    return {
      requests: perOrder(REQUEST_APPLICATION),
      background: settled ? perOrder(BACKGROUND_APPLICATION) : null,
    };
  } catch (error) {
    warn(`[bench] checkout: could not count statements: ${String(error)}`);
    return { requests: null, background: null };
  } finally {
    await admin.end();
  }
}

/** @param {number} value */
const round = (value) => Math.round(value * 100) / 100;

/**
 * @param {number[]} samples
 * @returns {LatencyStats}
 */
function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    medianMs: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    p99Ms: round(percentile(sorted, 0.99)),
  };
}

/**
 * @param {string} method
 * @param {string} url
 * @param {unknown} [body]
 * @returns {Promise<{ status: number, json: any, ms: number }>}
 */
async function call(method, url, body) {
  const started = performance.now();
  const response = await fetch(url, { method, headers: HEADERS, body: JSON.stringify(body ?? {}) });
  const json = await response.json();
  return { status: response.status, json, ms: performance.now() - started };
}

/**
 * Variant codes buyers pick from: products sold one by one, untracked or with stock to spare.
 * @param {string} shop
 * @returns {Promise<string[]>}
 */
async function pickVariants(shop) {
  const response = await fetch(`${shop}/search/products?skipOutOfStock=true&itemsPerPage=200`, {
    headers: HEADERS,
  });
  const body = await response.json();
  // The channel's gift wrapping is not a line of its own: it goes into a cart as the gift pack.
  const channel = await (await fetch(`${shop}/channels/web`, { headers: HEADERS })).json();
  const codes = body.data
    .filter(
      (/** @type {any} */ item) =>
        !item.isBundle &&
        !item.onlySellInBundle &&
        !item.requiresLogin &&
        item.code !== channel.giftWrappingCode,
    )
    .map((/** @type {any} */ item) => item.defaultVariant)
    .filter((/** @type {any} */ variant) => variant && (variant.stock === null || variant.stock >= 20))
    .map((/** @type {any} */ variant) => variant.code);
  if (codes.length === 0) throw new Error('No buyable variant found for the checkout benchmark');
  return codes;
}

/**
 * One buyer's whole journey; returns the two measured latencies, or throws with the failing step.
 * @param {string} shop
 * @param {string} variant
 */
async function buy(shop, variant) {
  const cart = await call('POST', `${shop}/orders`);
  const token = cart.json.tokenValue;
  const added = await call('POST', `${shop}/orders/${token}/items`, { productVariant: variant, quantity: 1 });
  if (added.status !== 201) throw new Error(`add to cart answered ${added.status}`);
  const addressed = await call('PUT', `${shop}/orders/${token}`, {
    email: 'bench@example.lt',
    billingAddress: ADDRESS,
  });
  if (addressed.status !== 200) throw new Error(`address answered ${addressed.status}`);
  const shipment = addressed.json.shipments[0].id;
  const payment = addressed.json.payments[0].id;
  const shipped = await call('PATCH', `${shop}/orders/${token}/shipments/${shipment}`, {
    shippingMethod: 'omniva_locker',
    parcelLocker: 'OM-VIL-1',
  });
  if (shipped.status !== 200) throw new Error(`shipping answered ${shipped.status}`);
  const paid = await call('PATCH', `${shop}/orders/${token}/payments/${payment}`, {
    paymentMethod: 'bank_transfer',
  });
  if (paid.status !== 200) throw new Error(`payment answered ${paid.status}`);
  const completed = await call('PATCH', `${shop}/orders/${token}/complete`);
  if (completed.status !== 200) throw new Error(`complete answered ${completed.status}`);
  return { addToCartMs: added.ms, completeMs: completed.ms };
}

/**
 * `orders` journeys by `buyers` concurrent buyers.
 * @param {string} shop
 * @param {string[]} variants
 * @param {number} buyers
 * @param {number} orders
 * @returns {Promise<CheckoutSeries>}
 */
async function series(shop, variants, buyers, orders) {
  /** @type {number[]} */
  const addToCart = [];
  /** @type {number[]} */
  const complete = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: buyers }, async () => {
      while (next < orders) {
        const index = next;
        next += 1;
        try {
          const { addToCartMs, completeMs } = await buy(shop, variants[index % variants.length] ?? '');
          addToCart.push(addToCartMs);
          complete.push(completeMs);
        } catch (error) {
          if (errors === 0) console.error(`[bench] checkout: a journey failed: ${String(error)}`);
          errors += 1;
        }
      }
    }),
  );
  const wallSeconds = (performance.now() - started) / 1000;
  return {
    buyers,
    orders: complete.length,
    errors,
    ordersPerSecond: round(complete.length / wallSeconds),
    addToCart: stats(addToCart),
    completeOrder: stats(complete),
  };
}

/**
 * @param {object} options
 * @param {number} options.orders orders of the concurrent series (the sequential one does a fifth)
 * @param {(message: string) => void} options.log
 * @param {(line: string) => void} options.output
 * @returns {Promise<CheckoutBenchResult>}
 */
export async function runCheckoutBench({ orders, log, output }) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-checkout-'));
  log('checkout: starting a throwaway PostgreSQL 15 and the API with the demo shop');
  const postgres = await startThrowawayDatabase('bench_checkout');
  const port = await findFreePort();
  const api = startProcess({
    name: 'api-checkout',
    command: process.execPath,
    // API_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the API under this load.
    args: [
      ...(process.env.API_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      fromRoot('apps/api', process.env.API_BUILD_DIR ?? 'dist', 'server.js'),
    ],
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(workDir, 'data'),
      DATABASE_URL: postgres.url,
      LOG_LEVEL: 'warn',
    },
    output,
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForHttp(`${url}/ready`, {
      timeoutMs: API_READY_TIMEOUT_MS,
      exited: api.exited,
      name: 'The API',
    });
    const shop = `${url}/api/v2/shop`;
    const variants = await pickVariants(shop);
    await series(shop, variants, 1, 10); // warm-up
    const sequential = await series(shop, variants, 1, Math.max(20, Math.round(orders / 5)));
    const concurrent = await series(shop, variants, CHECKOUT_CONCURRENCY, orders);
    const statements = await countStatementsPerOrder(postgres.url, postgres.logFile, async () => {
      await series(shop, variants, 1, STATEMENT_COUNT_ORDERS);
    });
    log(
      `checkout: ${concurrent.ordersPerSecond} orders/s with ${CHECKOUT_CONCURRENCY} buyers; add to cart median ` +
        `${concurrent.addToCart.medianMs} ms, complete median ${concurrent.completeOrder.medianMs} ms; ` +
        `SQL statements per order journey: ${statements.requests ?? '?'} from the requests (budget ` +
        `${STATEMENT_BUDGET}), ${statements.background ?? '?'} more from background work` +
        (sequential.errors + concurrent.errors > 0 ? ' (WITH ERRORS)' : ''),
    );
    return {
      database: 'PostgreSQL 15 (throwaway server, fsync off)',
      sequential,
      concurrent,
      statementsPerOrder: statements.requests,
      backgroundStatementsPerOrder: statements.background,
    };
  } finally {
    await api.stop();
    postgres.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * The "Cart and checkout" section of latest.md.
 * @param {CheckoutBenchResult} result
 * @returns {string[]}
 */
export function renderCheckoutMarkdown(result) {
  const row = (/** @type {string} */ name, /** @type {CheckoutSeries} */ series) =>
    `| ${name} | ${series.orders} | ${series.errors} | ${series.ordersPerSecond} | ` +
    `${series.addToCart.medianMs.toFixed(1)} / ${series.addToCart.p95Ms.toFixed(1)} | ` +
    `${series.completeOrder.medianMs.toFixed(1)} / ${series.completeOrder.p95Ms.toFixed(1)} |`;
  return [
    '## Cart and checkout (API)',
    '',
    `On ${result.database}, demo shop. Each buyer goes the whole way: create a cart, add a product ` +
      '(`POST /orders/{token}/items`), address, parcel locker, bank transfer, complete ' +
      '(`PATCH /orders/{token}/complete`: re-pricing, row locks on the variants, stock on hold, numbering, the ' +
      'confirmation email queued). Latencies are per request over loopback; orders per second count whole ' +
      'journeys over the wall time.',
    '',
    '| Buyers | Orders | Failed | Orders/s | Add to cart median / p95 ms | Complete median / p95 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    row('1', result.sequential),
    row(String(result.concurrent.buyers), result.concurrent),
    '',
    result.backgroundStatementsPerOrder === undefined
      ? // A result from before the count was split: the requests' and the background work's statements together.
        `SQL statements per order journey (the database's statement log over ${STATEMENT_COUNT_ORDERS} ` +
        'sequential journeys, BEGIN and COMMIT included, the requests and the background work together; issue 21 ' +
        `budget ${STATEMENT_BUDGET} for the requests): **${result.statementsPerOrder ?? 'not measured'}**.`
      : `SQL statements per order journey: **${result.statementsPerOrder ?? 'not measured'}** from the requests ` +
        `(issue 21 budget ${STATEMENT_BUDGET}), **${result.backgroundStatementsPerOrder ?? 'not measured'}** ` +
        'more from background work (the confirmation mail, and the job worker polling every 2 s while the ' +
        `journeys ran). From the database's statement log over ${STATEMENT_COUNT_ORDERS} sequential journeys ` +
        "and until their jobs were done, told apart by the connections' application names; BEGIN and COMMIT " +
        'included.',
    '',
  ];
}
