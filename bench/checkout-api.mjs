// @ts-check
// The cart and checkout benchmark (issue 4): buyers go the whole way through the API (create a cart, add
// a product, address, parcel locker, bank transfer, complete) on PostgreSQL 15 (a throwaway server) with
// the demo shop (bench/lib/checkout-journeys.mjs). Reported: add-to-cart and complete-order latency, and
// completed orders per second, for one buyer and for 20 concurrent buyers, and the SQL statements per order
// (bench/lib/statement-count.mjs). With BENCH_BASELINE_REF=<commit>, that commit's API is installed and built
// in a temporary worktree and measured the same way on its own throwaway database, in the same run (issue 21:
// "orders per second at 20 buyers: ≥ 2× today's in the same run"). Run by bench/run.mjs (also alone:
// BENCH_ONLY=checkout).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../scripts/lib/ports.mjs';
import { startProcess } from '../scripts/lib/processes.mjs';
import { fromRoot, repoRoot } from '../scripts/lib/repo.mjs';
import { API_READY_TIMEOUT_MS } from '../scripts/lib/shop-processes.mjs';
import { waitForHttp } from '../scripts/lib/wait-for-http.mjs';
import { withBaselineWorktree } from './lib/baseline-worktree.mjs';
import { pickVariants, series } from './lib/checkout-journeys.mjs';
import { STATEMENT_COUNT_ORDERS, countStatementsPerOrder, waitForJobs } from './lib/statement-count.mjs';
import { startThrowawayDatabase } from './lib/throwaway-postgres.mjs';

export const CHECKOUT_CONCURRENCY = 20;

/**
 * @typedef {import('./lib/checkout-journeys.mjs').CheckoutSeries} CheckoutSeries
 *
 * @typedef {object} CheckoutBaseline an older build's API measured in the same run
 * @property {string} commit
 * @property {string} ref as given in BENCH_BASELINE_REF
 * @property {CheckoutSeries} sequential one buyer
 * @property {CheckoutSeries} concurrent CHECKOUT_CONCURRENCY buyers: the median round
 * @property {number[]} [rounds] orders per second of each concurrent round
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
 * @property {number[]} [rounds] with a baseline: orders per second of each concurrent round (concurrent is
 *   the median one)
 * @property {CheckoutBaseline | null} [baseline] BENCH_BASELINE_REF's API, its rounds alternating with this
 *   build's
 */

/** Issue 21's budget for the requests' statements per order journey. */
const STATEMENT_BUDGET = 60;

/**
 * A throwaway PostgreSQL 15 and an API build on it with the demo shop, for the time of `use`.
 * @template T
 * @param {object} options
 * @param {string} options.name the API process's name in the output
 * @param {string} options.entry the API build's server.js
 * @param {string} options.cwd the API's working directory (its repository)
 * @param {(line: string) => void} options.output
 * @param {(api: { shop: string, databaseUrl: string, logFile: string }) => Promise<T>} use
 * @returns {Promise<T>}
 */
async function withCheckoutApi({ name, entry, cwd, output }, use) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-checkout-'));
  const postgres = await startThrowawayDatabase(name.replace(/\W/g, '_'));
  try {
    const port = await findFreePort();
    const api = startProcess({
      name,
      command: process.execPath,
      // API_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the API under this load.
      args: [...(process.env.API_NODE_ARGS?.split(' ').filter(Boolean) ?? []), entry],
      cwd,
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
      await waitForHttp(`${url}/ready`, { timeoutMs: API_READY_TIMEOUT_MS, exited: api.exited, name });
      return await use({ shop: `${url}/api/v2/shop`, databaseUrl: postgres.url, logFile: postgres.logFile });
    } finally {
      await api.stop();
    }
  } finally {
    postgres.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * A warm-up and one buyer's series on a running API; the buyers' variants for the concurrent series.
 * @param {string} shop
 * @param {number} orders orders of the concurrent series (the sequential one does a fifth)
 */
async function warmUp(shop, orders) {
  const variants = await pickVariants(shop);
  await series(shop, variants, 1, 10);
  const sequential = await series(shop, variants, 1, Math.max(20, Math.round(orders / 5)));
  return { variants, sequential };
}

/**
 * The series whose orders per second is the median of `rounds`.
 * @param {CheckoutSeries[]} rounds
 */
function medianRound(rounds) {
  const sorted = [...rounds].sort((a, b) => a.ordersPerSecond - b.ordersPerSecond);
  return /** @type {CheckoutSeries} */ (sorted[Math.floor(sorted.length / 2)]);
}

/**
 * The statement count on this build's API, after its timed series.
 * @param {{ shop: string, databaseUrl: string, logFile: string }} api
 * @param {string[]} variants
 */
async function countStatements(api, variants) {
  return countStatementsPerOrder(api.databaseUrl, api.logFile, async () => {
    await series(api.shop, variants, 1, STATEMENT_COUNT_ORDERS);
  });
}

/**
 * @param {CheckoutBenchResult} result
 * @param {(message: string) => void} log
 */
function logResult(result, log) {
  log(
    `checkout: ${result.concurrent.ordersPerSecond} orders/s with ${CHECKOUT_CONCURRENCY} buyers; add to cart ` +
      `median ${result.concurrent.addToCart.medianMs} ms, complete median ${result.concurrent.completeOrder.medianMs} ms; ` +
      `SQL statements per order journey: ${result.statementsPerOrder ?? '?'} from the requests (budget ` +
      `${STATEMENT_BUDGET}), ${result.backgroundStatementsPerOrder ?? '?'} more from background work` +
      (result.sequential.errors + result.concurrent.errors > 0 ? ' (WITH ERRORS)' : ''),
  );
  const { baseline } = result;
  if (baseline) {
    log(
      `checkout: baseline ${baseline.commit}: ${baseline.concurrent.ordersPerSecond} orders/s with ` +
        `${CHECKOUT_CONCURRENCY} buyers, rounds ${baseline.rounds?.join(', ')} (this build: ` +
        `${result.rounds?.join(', ')})` +
        (baseline.sequential.errors + baseline.concurrent.errors > 0 ? ' (WITH ERRORS)' : ''),
    );
  }
}

/** Concurrent rounds per build when a baseline is measured: they alternate, and the median is reported. */
const BASELINE_ROUNDS = 3;

/**
 * @param {object} options
 * @param {number} options.orders orders of a concurrent series (the sequential one does a fifth)
 * @param {string | null} [options.baselineRef] a commit whose API is measured too, in a temporary worktree
 * @param {(message: string) => void} options.log
 * @param {(line: string) => void} options.output
 * @returns {Promise<CheckoutBenchResult>}
 */
export async function runCheckoutBench({ orders, baselineRef = null, log, output }) {
  const database = 'PostgreSQL 15 (throwaway server, fsync off)';
  const thisBuild = {
    name: 'api-checkout',
    entry: fromRoot('apps/api', process.env.API_BUILD_DIR ?? 'dist', 'server.js'),
    cwd: repoRoot,
    output,
  };
  if (!baselineRef) {
    log('checkout: starting a throwaway PostgreSQL 15 and the API with the demo shop');
    const result = await withCheckoutApi(thisBuild, async (api) => {
      const { variants, sequential } = await warmUp(api.shop, orders);
      const concurrent = await series(api.shop, variants, CHECKOUT_CONCURRENCY, orders);
      const statements = await countStatements(api, variants);
      return {
        database,
        sequential,
        concurrent,
        statementsPerOrder: statements.requests,
        backgroundStatementsPerOrder: statements.background,
        baseline: null,
      };
    });
    logResult(result, log);
    return result;
  }
  // The baseline is installed and built first, so that its npm ci does not share the machine with a series.
  // Then both APIs run side by side, each on its own throwaway PostgreSQL with its demo shop, and their
  // concurrent rounds alternate (each after the other's jobs are done), so that a slower minute of this
  // shared machine does not fall on one of them only.
  return withBaselineWorktree({ ref: baselineRef, workspaces: ['@shop/api'], log }, ({ dir, commit }) => {
    log(`checkout: this build's API and the baseline ${commit}'s, each on a throwaway PostgreSQL 15`);
    const baselineBuild = {
      name: 'api-checkout-baseline',
      entry: path.join(dir, 'apps/api/dist/server.js'),
      cwd: dir,
      output,
    };
    return withCheckoutApi(thisBuild, (api) =>
      withCheckoutApi(baselineBuild, async (base) => {
        const mine = await warmUp(api.shop, orders);
        const theirs = await warmUp(base.shop, orders);
        /** @type {CheckoutSeries[]} */
        const mineRounds = [];
        /** @type {CheckoutSeries[]} */
        const theirRounds = [];
        for (let round = 0; round < BASELINE_ROUNDS; round += 1) {
          mineRounds.push(await series(api.shop, mine.variants, CHECKOUT_CONCURRENCY, orders));
          await waitForJobs(api.databaseUrl);
          theirRounds.push(await series(base.shop, theirs.variants, CHECKOUT_CONCURRENCY, orders));
          await waitForJobs(base.databaseUrl).catch(() => false);
        }
        const statements = await countStatements(api, mine.variants);
        /** @type {CheckoutBenchResult} */
        const result = {
          database,
          sequential: mine.sequential,
          concurrent: medianRound(mineRounds),
          rounds: mineRounds.map((round) => round.ordersPerSecond),
          statementsPerOrder: statements.requests,
          backgroundStatementsPerOrder: statements.background,
          baseline: {
            commit,
            ref: baselineRef,
            sequential: theirs.sequential,
            concurrent: medianRound(theirRounds),
            rounds: theirRounds.map((round) => round.ordersPerSecond),
          },
        };
        logResult(result, log);
        return result;
      }),
    );
  });
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
    ...(result.baseline
      ? [
          row(`1, baseline ${result.baseline.commit}`, result.baseline.sequential),
          row(
            `${result.baseline.concurrent.buyers}, baseline ${result.baseline.commit}`,
            result.baseline.concurrent,
          ),
        ]
      : []),
    '',
    ...(result.baseline ? baselineLines(result, result.baseline) : []),
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

/**
 * The same-run comparison with the baseline build (issue 21: "≥ 2× today's in the same run").
 * @param {CheckoutBenchResult} result
 * @param {CheckoutBaseline} baseline
 * @returns {string[]}
 */
function baselineLines(result, baseline) {
  const ratio = (/** @type {number} */ now, /** @type {number} */ then) =>
    then > 0 ? `${(now / then).toFixed(2)}×` : 'not comparable';
  const rounds = (/** @type {number[] | undefined} */ values) => (values ? values.join(', ') : 'one');
  return [
    `Baseline: commit ${baseline.commit} (\`BENCH_BASELINE_REF=${baseline.ref}\`), its API installed and built in a ` +
      'temporary git worktree; both APIs ran side by side, each on its own throwaway PostgreSQL 15 with its demo ' +
      `shop, and their concurrent rounds of ${baseline.concurrent.orders + baseline.concurrent.errors} orders ` +
      "alternated (each after the other's jobs were done); the table shows each one's median round. Orders per " +
      `second with ${baseline.concurrent.buyers} buyers: **${ratio(result.concurrent.ordersPerSecond, baseline.concurrent.ordersPerSecond)}** ` +
      `the baseline's (${result.concurrent.ordersPerSecond} against ${baseline.concurrent.ordersPerSecond}; rounds ` +
      `${rounds(result.rounds)} against ${rounds(baseline.rounds)}); one buyer: ` +
      `${ratio(result.sequential.ordersPerSecond, baseline.sequential.ordersPerSecond)}.`,
    '',
  ];
}
