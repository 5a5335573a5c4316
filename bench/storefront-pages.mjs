// @ts-check
// The storefront pages of issue 21 (bench/lib/budget-pages.mjs: home, category, product, search, cart): per page
// the storefront's CPU time per render, its weight (HTML, inline scripts, elements, first-load JS, with
// bench/lib/client-js.mjs) and Lighthouse (bench/lib/lighthouse.mjs); and the home page's requests per second at
// BENCH_CONCURRENCY in flight, optionally against an older build of the storefront (BENCH_BASELINE_REF,
// bench/lib/baseline-storefront.mjs). Run by bench/run.mjs on the full catalogue, and alone on the demo shop with
// `BENCH_ONLY=storefront npm run bench`.
//
// CPU per render is the storefront process's CPU time (user + system, all threads, /proc/<pid>/stat) over a
// sequential series of renders after a warm-up, divided by the renders: steadier than wall time on a shared
// machine, and it leaves out the API's and the load generator's CPU. The renders are measured on a storefront
// started with PAGE_CACHE_SECONDS=0 (the guest page cache of ADR 0051 off: every request renders); the same
// series on a storefront with the default settings gives the cost of an answer from the page cache.
import os from 'node:os';
import { findFreePort } from '../scripts/lib/ports.mjs';
import { fromRoot } from '../scripts/lib/repo.mjs';
import { startStorefront } from '../scripts/lib/shop-processes.mjs';
import { measureBaselineHome } from './lib/baseline-storefront.mjs';
import { BUDGET_PAGE_NAMES, budgetPages } from './lib/budget-pages.mjs';
import { measureClientJs } from './lib/client-js.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { measureConcurrent, measureSequential, processCpuMs } from './lib/measure.mjs';

/** Renders per series, series per page, and renders before the first series (code paths and caches warm). */
const RENDERS = 40;
const SERIES = 5;
const WARM_UP = 10;
const HOME_CONCURRENT_REQUESTS = 200;
/** How long the render storefront's CPU is read while no request comes (its timers, if any). */
const IDLE_MS = 3_000;
const CLIENT_ASSETS = 'apps/storefront/build/client/assets';
/**
 * What a browser sends: a person's user agent (a crawler's gets the page unstreamed, entry.server.tsx) and the
 * encodings it takes, so the CPU includes the page's compression as a shopper's request costs it.
 */
export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'br, gzip',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

/**
 * @typedef {import('./lib/budget-pages.mjs').BudgetPageName} BudgetPageName
 * @typedef {import('./lib/measure.mjs').LatencySummary} LatencySummary
 * @typedef {object} CpuSeries CPU ms per request of each series, and its median
 * @property {number[]} series
 * @property {number} median
 * @typedef {object} StorefrontPage
 * @property {BudgetPageName} name
 * @property {string} path
 * @property {CpuSeries} renderCpuMs storefront CPU per render, page cache off
 * @property {CpuSeries | null} apiCpuMs the API's CPU per render (its loaders' calls), page cache off
 * @property {CpuSeries} cachedCpuMs storefront CPU per answer with the default page cache
 * @property {number} renderWallMedianMs wall time of one render (all series), until the whole body arrived
 * @property {number} errors answers other than 200 in all series
 * @property {number} htmlRawBytes
 * @property {number} inlineScriptBytes
 * @property {number} elements
 * @property {number} jsGzipBytes first-load JS, each file gzipped on its own
 * @property {number | null} lighthousePerformance median of the Lighthouse runs
 * @property {number | null} [lighthouseTbtMs] Total Blocking Time, median of the runs
 * @property {number | null} [lighthouseCls] Cumulative Layout Shift, median of the runs
 * @typedef {object} HomeThroughput
 * @property {string} label
 * @property {LatencySummary} concurrent
 * @property {number | null} cpuMsPerRequest storefront CPU per request over the concurrent series
 * @typedef {object} StorefrontBenchResult
 * @property {string} date ISO time of the run
 * @property {string} catalogue what the shop held
 * @property {string | null} commit
 * @property {{ before: number[], after: number[] }} loadAverage os.loadavg() before and after the measuring
 * @property {number | null} idleCpuMsPerSecond the render storefront's CPU per second while no request came
 * @property {{ renders: number, series: number, warmUp: number, concurrency: number, homeRequests: number }} settings
 * @property {StorefrontPage[]} pages
 * @property {HomeThroughput[]} home the home page at `concurrency` in flight: this build uncached, cached, baseline
 * @property {string | null} baselineNote why there is no baseline, or how it was built
 */

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** @param {number} value */
const round = (value) => Math.round(value * 100) / 100;

/**
 * CPU of the given processes per request over `series` sequential series of `renders` requests each.
 * @param {import('./lib/measure.mjs').Request} request
 * @param {Array<number | undefined>} pids
 * @param {{ series: number, renders: number }} counts
 * @returns {Promise<{ cpu: Array<CpuSeries | null>, wallMedianMs: number, errors: number }>}
 */
async function cpuSeries(request, pids, { series, renders }) {
  /** @type {number[][]} */
  const perPid = pids.map(() => []);
  const walls = [];
  let errors = 0;
  for (let run = 0; run < series; run += 1) {
    const before = await Promise.all(pids.map(processCpuMs));
    const summary = await measureSequential([request], renders);
    const after = await Promise.all(pids.map(processCpuMs));
    pids.forEach((_, index) => {
      const start = before[index];
      const end = after[index];
      if (start != null && end != null) perPid[index]?.push(round((end - start) / renders));
    });
    walls.push(summary.medianMs);
    errors += summary.errors;
  }
  return {
    cpu: perPid.map((values) =>
      values.length === series ? { series: values, median: round(median(values)) } : null,
    ),
    wallMedianMs: round(median(walls)),
    errors,
  };
}

/**
 * @param {object} options
 * @param {string} options.apiUrl the running API
 * @param {number | undefined} [options.apiPid] its process, for its share of CPU per render
 * @param {NodeJS.ProcessEnv} options.env environment for the storefronts
 * @param {string} options.catalogue what the shop holds, for the report
 * @param {number} options.concurrency requests in flight for the home throughput
 * @param {boolean} options.lighthouse false: leave Lighthouse out (BENCH_LIGHTHOUSE=false)
 * @param {string | null} options.baselineRef a commit whose storefront is built and measured too
 * @param {string | null} options.commit this build's commit
 * @param {(message: string) => void} options.log
 * @param {(line: string) => void} options.output
 * @returns {Promise<{ result: StorefrontBenchResult, clientJs: import('./lib/client-js.mjs').ClientJsReport, lighthouse: import('./lib/lighthouse.mjs').LighthouseReport | null }>}
 */
export async function runStorefrontBench(options) {
  const { apiUrl, apiPid, env, concurrency, log, output } = options;
  const loadBefore = os.loadavg();
  /** @type {NodeJS.ProcessEnv} */
  const cachedEnv = { ...env };
  delete cachedEnv.PAGE_CACHE_SECONDS;
  const storefront = (/** @type {string} */ name, /** @type {NodeJS.ProcessEnv} */ childEnv) =>
    findFreePort().then((port) =>
      startStorefront({ port, channelCode: 'web', apiUrl, env: childEnv, output, name }),
    );
  log(
    'storefront: starting one storefront with the page cache off (PAGE_CACHE_SECONDS=0) and one as shipped',
  );
  const render = await storefront('web-render', { ...env, PAGE_CACHE_SECONDS: '0' });
  try {
    const cached = await storefront('web-cached', cachedEnv);
    try {
      const paths = await budgetPages(render.url);
      const idleStart = await processCpuMs(render.process.child.pid);
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      const idleEnd = await processCpuMs(render.process.child.pid);
      const idleCpuMsPerSecond =
        idleStart != null && idleEnd != null ? round(((idleEnd - idleStart) * 1000) / IDLE_MS) : null;
      /** @type {StorefrontPage[]} */
      const pages = [];
      for (const name of BUDGET_PAGE_NAMES) {
        const path = paths[name];
        const renderRequest = { url: `${render.url}${path}`, headers: BROWSER_HEADERS };
        await measureSequential([renderRequest], WARM_UP);
        const rendered = await cpuSeries(renderRequest, [render.process.child.pid, apiPid], {
          series: SERIES,
          renders: RENDERS,
        });
        const cachedRequest = { url: `${cached.url}${path}`, headers: BROWSER_HEADERS };
        await measureSequential([cachedRequest], WARM_UP);
        const fromCache = await cpuSeries(cachedRequest, [cached.process.child.pid], {
          series: SERIES,
          renders: RENDERS,
        });
        const [renderCpuMs, apiCpuMs] = rendered.cpu;
        const [cachedCpuMs] = fromCache.cpu;
        if (!renderCpuMs || !cachedCpuMs)
          throw new Error('The CPU time of the storefront is unreadable (/proc).');
        log(
          `storefront ${name} ${path}: ${renderCpuMs.median} ms CPU per render (series ${renderCpuMs.series.join(', ')}), ` +
            `${cachedCpuMs.median} ms from the page cache; API ${apiCpuMs?.median ?? '?'} ms` +
            (rendered.errors + fromCache.errors > 0 ? ' (WITH ERRORS)' : ''),
        );
        pages.push({
          name,
          path,
          renderCpuMs,
          apiCpuMs: apiCpuMs ?? null,
          cachedCpuMs,
          renderWallMedianMs: rendered.wallMedianMs,
          errors: rendered.errors + fromCache.errors,
          htmlRawBytes: 0,
          inlineScriptBytes: 0,
          elements: 0,
          jsGzipBytes: 0,
          lighthousePerformance: null,
          lighthouseTbtMs: null,
          lighthouseCls: null,
        });
      }

      /** @type {HomeThroughput[]} */
      const home = [];
      /** @param {string} label @param {string} url @param {number | undefined} pid */
      const homeSeries = async (label, url, pid) => {
        const request = { url: `${url}/`, headers: BROWSER_HEADERS };
        await measureSequential([request], WARM_UP);
        const before = await processCpuMs(pid);
        const concurrent = await measureConcurrent([request], HOME_CONCURRENT_REQUESTS, concurrency);
        const after = await processCpuMs(pid);
        const cpuMsPerRequest =
          before != null && after != null ? round((after - before) / HOME_CONCURRENT_REQUESTS) : null;
        log(`storefront home at ${concurrency} in flight, ${label}: ${concurrent.requestsPerSecond} req/s`);
        home.push({ label, concurrent, cpuMsPerRequest });
      };
      await homeSeries('this build, page cache off', render.url, render.process.child.pid);
      await homeSeries('this build, guest page cache as shipped', cached.url, cached.process.child.pid);
      let baselineNote = null;
      if (options.baselineRef) {
        const baseline = await measureBaselineHome({
          ref: options.baselineRef,
          apiUrl,
          env,
          log,
          output,
          homeSeries,
        });
        baselineNote = baseline.note;
      }

      log('storefront: page weight and first-load JS of the five pages');
      const clientJs = await measureClientJs({
        baseUrl: cached.url,
        pages: pages.map((page) => ({ name: page.name, path: page.path })),
        buildFolder: fromRoot(CLIENT_ASSETS),
        buildLabel: CLIENT_ASSETS,
      });
      for (const page of pages) {
        const weight = clientJs.pages.find((measured) => measured.name === page.name);
        if (!weight) continue;
        page.htmlRawBytes = weight.htmlRawBytes;
        page.inlineScriptBytes = weight.inlineScriptBytes;
        page.elements = weight.elements;
        page.jsGzipBytes = weight.gzipBytes;
        page.errors += weight.errors.length;
      }
      let lighthouse = null;
      if (options.lighthouse) {
        log('storefront: Lighthouse (mobile) of the five pages');
        lighthouse = await measureLighthouse({
          baseUrl: cached.url,
          pages: pages.map((page) => ({ name: page.name, path: page.path })),
          log,
        });
        for (const page of pages) {
          const measured = lighthouse.pages.find((candidate) => candidate.name === page.name);
          page.lighthousePerformance = measured?.scores.performance ?? null;
          page.lighthouseTbtMs = measured?.blocking.tbtMs ?? null;
          page.lighthouseCls = measured?.blocking.cls ?? null;
        }
      }
      return {
        result: {
          date: new Date().toISOString(),
          catalogue: options.catalogue,
          commit: options.commit,
          loadAverage: { before: loadBefore.map(round), after: os.loadavg().map(round) },
          idleCpuMsPerSecond,
          settings: {
            renders: RENDERS,
            series: SERIES,
            warmUp: WARM_UP,
            concurrency,
            homeRequests: HOME_CONCURRENT_REQUESTS,
          },
          pages,
          home,
          baselineNote,
        },
        clientJs,
        lighthouse,
      };
    } finally {
      await cached.process.stop();
    }
  } finally {
    await render.process.stop();
  }
}
