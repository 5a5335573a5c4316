// @ts-check
// The "Storefront pages" section of latest.md (bench/storefront-pages.mjs measures it): one row a page with issue
// 21's budgets and targets in the header and ✗ where a figure misses one, as the Lighthouse section marks misses.

/**
 * @typedef {import('../storefront-pages.mjs').StorefrontBenchResult} StorefrontBenchResult
 * @typedef {import('../storefront-pages.mjs').StorefrontPage} StorefrontPage
 * @typedef {import('./budget-pages.mjs').BudgetPageName} BudgetPageName
 */

/** Issue 21's targets and budgets. CPU and Lighthouse are targets for three pages; sizes are budgets for all five. */
export const STOREFRONT_TARGETS = {
  /** @type {Partial<Record<BudgetPageName, number>>} storefront CPU ms per render, at most */
  cpuMs: { home: 8, category: 10, product: 8 },
  /** @type {Partial<Record<BudgetPageName, number>>} Lighthouse mobile performance, at least */
  lighthouse: { home: 95, category: 95, product: 95 },
  /** @type {Partial<Record<BudgetPageName, number>>} Lighthouse Total Blocking Time ms, at most */
  tbtMs: { home: 150, category: 150, product: 150 },
  /** @type {Partial<Record<BudgetPageName, number>>} Lighthouse Cumulative Layout Shift, at most */
  cls: { home: 0, category: 0, product: 0 },
  htmlKiB: 120,
  inlineKiB: 40,
  elements: 900,
  jsGzipKiB: 130,
  /** home requests per second at 8 in flight, against the baseline build, at least */
  homeRatio: 4,
};

/** @param {number} bytes */
const kib = (bytes) => bytes / 1024;

/**
 * A figure with one decimal (or none), and ✗ when it misses its bound.
 * @param {number | null} value
 * @param {number | undefined} bound
 * @param {'max' | 'min'} kind
 * @param {number} [decimals]
 */
function marked(value, bound, kind, decimals = 1) {
  if (value === null || !Number.isFinite(value)) return '–';
  const missed = bound !== undefined && (kind === 'max' ? value > bound : value < bound);
  return `${value.toFixed(decimals)}${missed ? ' ✗' : ''}`;
}

/** @param {number[]} values */
const spread = (values) => `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}`;

/**
 * @param {StorefrontBenchResult} result
 * @returns {string[]} markdown lines
 */
export function renderStorefrontMarkdown(result) {
  const t = STOREFRONT_TARGETS;
  const { settings } = result;
  // The size budgets are the demo shop's (issue 21; e2e/page-weight.test.ts holds them): a generated catalogue's
  // listings have more facet values, and their sizes are shown without a bound.
  const demoShopOnly = !/generated/.test(result.catalogue);
  const size = (/** @type {number} */ bound) => (demoShopOnly ? bound : undefined);
  const load = (/** @type {number[]} */ values) => values.map((value) => value.toFixed(2)).join(' / ');
  const lines = [
    '## Storefront pages (issue 21)',
    '',
    `Run ${result.date}${result.commit ? ` at commit ${result.commit}` : ''} on ${result.catalogue}; load average ` +
      `(1 / 5 / 15 min) ${load(result.loadAverage.before)} before and ${load(result.loadAverage.after)} after, on a ` +
      'machine shared with other work: compare figures within this section only.',
    '',
    `**CPU per render** is the storefront process's CPU time (user + system, all its threads, from ` +
      `\`/proc/<pid>/stat\`) over ${settings.renders} sequential requests of the page, divided by ${settings.renders}: ` +
      `the median of ${settings.series} such series after ${settings.warmUp} warm-up requests (the range of the series ` +
      'beside it). The requests go to a storefront started with `PAGE_CACHE_SECONDS=0`, so every one renders (the ' +
      'guest page cache of ADR 0051 is off), as a guest: the data every guest gets is kept in the process as shipped ' +
      "(the channel, menus and placements' content for 60 s, a product, its reviews and a listing's page for 10 s, " +
      'ADR 0051), so a repeated render asks the API for none of it, and a first one costs more; they ask as a mobile ' +
      'browser does (its user agent, `Accept-Encoding: br, ' +
      "gzip`), so the page's compression at the default `COMPRESSION` is included. **Cached** is the same series on a " +
      'storefront as shipped (page cache on, `PAGE_CACHE_SECONDS` default): the CPU of an answer from the page cache. ' +
      "**API CPU** is the API process's CPU per render over the same series (the calls of the page's loaders). Wall " +
      'time is the median of one render until the whole body arrived. Sizes come from `bench/lib/client-js.mjs` ' +
      '(KiB = 1024 bytes; first-load JS gzipped file by file at level 9); Lighthouse is mobile performance, median of ' +
      "its runs. Header bounds are issue 21's targets (CPU, Lighthouse; home, category, product) and budgets (sizes, " +
      'all five pages, with the demo shop' +
      (demoShopOnly ? '' : ': this run has generated products too, so its sizes are not held to them') +
      '); ✗ marks a miss.' +
      (result.idleCpuMsPerSecond == null
        ? ''
        : ` With no request, the render storefront used ${
            result.idleCpuMsPerSecond > 0
              ? `${result.idleCpuMsPerSecond.toFixed(1)} ms of CPU per second`
              : 'no measurable CPU (not one clock tick while it waited)'
          }.`),
    '',
    `| Page | Path | CPU ms/render (home ≤ ${t.cpuMs.home}, category ≤ ${t.cpuMs.category}, product ≤ ${t.cpuMs.product}) | ` +
      `Series range | Cached CPU ms | API CPU ms | Wall ms | HTML raw KiB (≤ ${t.htmlKiB}) | Inline scripts KiB (≤ ${t.inlineKiB}) | ` +
      `Elements (≤ ${t.elements}) | First-load JS gzip KiB (≤ ${t.jsGzipKiB}) | Lighthouse performance (≥ ${t.lighthouse.home}) | ` +
      `TBT ms (≤ ${t.tbtMs.home}) | CLS (${t.cls.home}) |`,
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const page of result.pages) {
    lines.push(
      `| ${page.name}${page.errors > 0 ? ` (${page.errors} errors)` : ''} | \`${page.path}\` | ` +
        `${marked(page.renderCpuMs.median, t.cpuMs[page.name], 'max', 2)} | ${spread(page.renderCpuMs.series)} | ` +
        `${marked(page.cachedCpuMs.median, undefined, 'max', 2)} | ${marked(page.apiCpuMs?.median ?? null, undefined, 'max')} | ` +
        `${marked(page.renderWallMedianMs, undefined, 'max')} | ${marked(kib(page.htmlRawBytes), size(t.htmlKiB), 'max')} | ` +
        `${marked(kib(page.inlineScriptBytes), size(t.inlineKiB), 'max')} | ${marked(page.elements, size(t.elements), 'max', 0)} | ` +
        `${marked(kib(page.jsGzipBytes), size(t.jsGzipKiB), 'max')} | ${marked(page.lighthousePerformance, t.lighthouse[page.name], 'min', 0)} | ` +
        `${marked(page.lighthouseTbtMs ?? null, t.tbtMs[page.name], 'max', 0)} | ` +
        `${marked(page.lighthouseCls ?? null, t.cls[page.name], 'max', 3)} |`,
    );
  }
  lines.push(
    '',
    `**Home page at ${settings.concurrency} requests in flight** (${settings.homeRequests} requests after a warm-up, ` +
      "same browser headers; CPU is the storefront process's per request over the series). Issue 21's target: at " +
      `least ${t.homeRatio}× the requests per second of the build before the issue's work, measured in the same run ` +
      'against the same API (`BENCH_BASELINE_REF=<commit>`).',
    '',
    '| Storefront | Req/s | Median ms | p95 ms | CPU ms per request | Errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const row of result.home) {
    const { concurrent } = row;
    lines.push(
      `| ${row.label} | ${concurrent.requestsPerSecond.toFixed(1)} | ${concurrent.medianMs.toFixed(1)} | ` +
        `${concurrent.p95Ms.toFixed(1)} | ${row.cpuMsPerRequest?.toFixed(2) ?? '–'} | ${concurrent.errors} |`,
    );
  }
  const baseline = result.home.find((row) => row.label.startsWith('baseline'));
  const current = result.home[0];
  lines.push('');
  if (baseline && current && baseline.concurrent.requestsPerSecond > 0) {
    const ratio = current.concurrent.requestsPerSecond / baseline.concurrent.requestsPerSecond;
    lines.push(
      `This build with the page cache off answers ${ratio.toFixed(2)}× the baseline's requests per second ` +
        `(target ≥ ${t.homeRatio}×${ratio >= t.homeRatio ? '' : ' ✗'}).`,
    );
  }
  if (result.baselineNote) lines.push(...(baseline ? [''] : []), result.baselineNote);
  if (!baseline && !result.baselineNote) lines.push('No baseline build was measured in this run.');
  lines.push('');
  return lines;
}
