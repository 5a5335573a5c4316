#!/usr/bin/env node
// @ts-check
// `npm run bench`: builds if needed, generates a large catalogue in a temp data folder on a throwaway
// PostgreSQL 15 (BENCH_DATABASE=pglite: the embedded database instead), starts the API and the main
// storefront, measures requests over loopback (API calls, SSR pages), the storefront pages of issue 21 (CPU per
// render, weight, client JavaScript and Lighthouse: bench/storefront-pages.mjs), then the catalogue search
// at several catalogue sizes (bench/search-api.mjs). Writes bench/results/latest.json and latest.md.
//
// BENCH_PRODUCTS (default 100000: generating that many takes a while, a few minutes on 2 cores),
// BENCH_CONCURRENCY (default 8), BENCH_KEEP_DATA=true keeps the data folder for a look afterwards.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from '../scripts/lib/build.mjs';
import { findFreePort } from '../scripts/lib/ports.mjs';
import { runCommand } from '../scripts/lib/processes.mjs';
import { fromRoot, repoRoot } from '../scripts/lib/repo.mjs';
import { startApi, startStorefront } from '../scripts/lib/shop-processes.mjs';
import { taxonListPath } from './lib/client-js.mjs';
import { measureConcurrent, measureSequential, processMemory } from './lib/measure.mjs';
import { writeResults } from './lib/report.mjs';
import { startThrowawayDatabase } from './lib/throwaway-postgres.mjs';
import { runAdminBench } from './admin-api.mjs';
import { runCheckoutBench } from './checkout-api.mjs';
import { runExportBench } from './export-api.mjs';
import { runImportBench } from './import-api.mjs';
import { runSearchBench } from './search-api.mjs';
import { runStorefrontBench } from './storefront-pages.mjs';

/** @typedef {import('./lib/measure.mjs').Request} Request */
/** @typedef {import('./lib/report.mjs').ScenarioResult} ScenarioResult */
/** @typedef {typeof ONLY_PARTS[number]} OnlyPart */

const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
/** Requests per series: enough for a stable median, bounded so a run stays in minutes. */
const SEQUENTIAL_REQUESTS = 200;
const CONCURRENT_REQUESTS = 400;
const SSR_SEQUENTIAL_REQUESTS = 100;
const SSR_CONCURRENT_REQUESTS = 200;
const WARM_UP_REQUESTS = 5;
/** At most this many distinct originals are resized cold; the demo pool is about that size. */
const COLD_IMAGES = 60;
const ONLY_PARTS = /** @type {const} */ (['search', 'checkout', 'admin', 'export', 'import', 'storefront']);
const IMAGE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.webp', '.svg']);
const SHOP_HEADERS = { accept: 'application/json', channel: 'web', locale: 'lt' };

/**
 * `node bench/run.mjs --only search` or `BENCH_ONLY=search npm run bench` runs only the catalogue search
 * benchmark (bench/search-api.mjs), `--only checkout` only the cart and checkout one, `--only admin` only
 * the back office catalogue one (bench/admin-api.mjs, on its own generated catalogue), `--only export` only the
 * catalogue export (bench/export-api.mjs, likewise), `--only import` only the catalogue import
 * (bench/import-api.mjs, on the demo shop), `--only storefront` only the storefront pages (bench/storefront-pages.mjs,
 * on the demo shop, plus BENCH_PRODUCTS generated products when that is set); npm would take
 * `--only` as its own option.
 */
function onlyArgument() {
  const index = process.argv.indexOf('--only');
  return index === -1 ? process.env.BENCH_ONLY?.trim() || null : (process.argv[index + 1] ?? null);
}

/** Catalogue sizes of the search benchmark: BENCH_SEARCH_SIZES=10000,100000 (the default). */
function searchSizes() {
  const raw = process.env.BENCH_SEARCH_SIZES?.trim() || '10000,100000';
  const sizes = raw.split(',').map((part) => Number(part.trim()));
  if (sizes.some((size) => !Number.isInteger(size) || size < 1))
    throw new Error(`BENCH_SEARCH_SIZES must be positive integers separated by commas (got "${raw}").`);
  return sizes;
}

/** The search benchmark with the settings of this run. */
function searchBench() {
  return runSearchBench({ sizes: searchSizes(), requests: 600, log, output: serverOutput });
}

/**
 * The cart and checkout benchmark: BENCH_CHECKOUT_ORDERS orders by 20 buyers (default 200);
 * BENCH_BASELINE_REF=<commit> measures that commit's API the same way in the same run.
 */
function checkoutBench() {
  return runCheckoutBench({
    orders: positiveIntegerFromEnv('BENCH_CHECKOUT_ORDERS', 200),
    baselineRef: process.env.BENCH_BASELINE_REF?.trim() || null,
    log,
    output: serverOutput,
  });
}

/**
 * The storefront pages on the API of this run (bench/storefront-pages.mjs); BENCH_LIGHTHOUSE=false leaves
 * Lighthouse out, BENCH_BASELINE_REF=<commit> measures that commit's storefront home page too.
 * @param {{ api: Awaited<ReturnType<typeof startApi>>, env: NodeJS.ProcessEnv, catalogue: string }} options
 */
function storefrontBench({ api, env, catalogue }) {
  return runStorefrontBench({
    apiUrl: api.url,
    apiPid: api.process.child.pid,
    env,
    catalogue,
    concurrency: positiveIntegerFromEnv('BENCH_CONCURRENCY', 8),
    lighthouse: process.env.BENCH_LIGHTHOUSE !== 'false',
    baselineRef: process.env.BENCH_BASELINE_REF?.trim() || null,
    commit: gitCommit(),
    log,
    output: serverOutput,
  });
}

/**
 * `--only storefront`: the storefront pages on a throwaway PostgreSQL with the demo shop (and BENCH_PRODUCTS
 * generated products when set).
 */
async function storefrontOnly() {
  const products = positiveIntegerFromEnv('BENCH_PRODUCTS', 0);
  const catalogue =
    `the demo shop${products > 0 ? ` plus ${products} generated products` : ''}, ` +
    'PostgreSQL 15 (throwaway server, fsync off), `BENCH_ONLY=storefront`';
  return onGeneratedCatalogue('storefront', products, async (api, env) => {
    const { result } = await storefrontBench({ api, env, catalogue });
    return result;
  });
}

/**
 * `--only search` or `--only checkout`: measures that part alone and puts its section into the existing
 * latest.{json,md}.
 * @param {OnlyPart} part
 * @returns {Promise<void>}
 */
async function runOnly(part) {
  await buildIfNeeded({ log });
  const measured =
    part === 'search'
      ? { search: await searchBench() }
      : part === 'checkout'
        ? { checkout: await checkoutBench() }
        : part === 'export'
          ? { export: await exportOnly() }
          : part === 'import'
            ? { import: await importOnly() }
            : part === 'storefront'
              ? { storefront: await storefrontOnly() }
              : { admin: await adminOnly() };
  const { readFile } = await import('node:fs/promises');
  const previous = JSON.parse(await readFile(path.join(RESULTS_DIR, 'latest.json'), 'utf8'));
  const files = await writeResults(RESULTS_DIR, { ...previous, ...measured });
  log(
    `${part} results written to ${path.relative(repoRoot, files.markdown)} and ${path.relative(repoRoot, files.json)}`,
  );
}

/**
 * `--only admin`: a throwaway PostgreSQL with the demo shop and BENCH_PRODUCTS generated products, the API
 * on it, and the back office catalogue benchmark alone.
 * @returns {Promise<import('./admin-api.mjs').AdminBenchResult>}
 */
async function adminOnly() {
  const products = positiveIntegerFromEnv('BENCH_PRODUCTS', 100_000);
  // An API already running on a generated catalogue of BENCH_PRODUCTS products (the generator takes minutes):
  // BENCH_ADMIN_API_URL=http://localhost:4000 measures that one instead of setting up a new one.
  const givenApi = process.env.BENCH_ADMIN_API_URL?.trim();
  if (givenApi) return runAdminBench({ apiUrl: givenApi.replace(/\/$/, ''), products, log });
  return onGeneratedCatalogue('admin', products, (api) => runAdminBench({ apiUrl: api.url, products, log }));
}

/**
 * `--only export`: the catalogue export (bench/export-api.mjs) on a throwaway PostgreSQL with the demo shop and
 * BENCH_PRODUCTS generated products.
 * @returns {Promise<import('./export-api.mjs').ExportBenchResult>}
 */
async function exportOnly() {
  const products = positiveIntegerFromEnv('BENCH_PRODUCTS', 100_000);
  return onGeneratedCatalogue('export', products, (api) =>
    runExportBench({ apiUrl: api.url, apiPid: api.process.child.pid, products, log }),
  );
}

/**
 * `--only import`: the catalogue import (bench/import-api.mjs) of BENCH_IMPORT_PRODUCTS products (default
 * 10,000) on a throwaway PostgreSQL with the demo shop (no generated catalogue: the file's products are new).
 * @returns {Promise<import('./import-api.mjs').ImportBenchResult>}
 */
async function importOnly() {
  const products = positiveIntegerFromEnv('BENCH_IMPORT_PRODUCTS', 10_000);
  return onGeneratedCatalogue('import', 0, (api) =>
    runImportBench({ apiUrl: api.url, apiPid: api.process.child.pid, products, log }),
  );
}

/**
 * A throwaway PostgreSQL with the demo shop and `products` generated products (0: none), the API started on it for
 * `measure`, everything stopped and deleted afterwards.
 * @template T
 * @param {string} label
 * @param {number} products
 * @param {(api: Awaited<ReturnType<typeof startApi>>, env: NodeJS.ProcessEnv) => Promise<T>} measure
 * @returns {Promise<T>}
 */
async function onGeneratedCatalogue(label, products, measure) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), `shop-bench-${label}-`));
  const dataDir = path.join(workDir, 'data');
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'HOST', 'PORT', 'DEMO_DATA']) delete env[name];
  log(`${label}: starting a throwaway PostgreSQL 15`);
  const postgres = await startThrowawayDatabase(`bench_${label}`);
  env.DATABASE_URL = postgres.url;
  try {
    const port = await findFreePort();
    const seeding = await startApi({ port, env, output: serverOutput });
    await seeding.process.stop();
    if (products > 0) {
      log(`${label}: generating ${products} products (BENCH_PRODUCTS)`);
      const exit = await runCommand(
        process.execPath,
        [fromRoot('apps/api/dist/generate.js'), '--products', String(products), '--data-dir', dataDir],
        { cwd: repoRoot, env },
      );
      if (exit !== 0) throw new Error(`The generator failed (exit code ${exit}).`);
    }
    const api = await startApi({ port, env, output: serverOutput });
    try {
      return await measure(api, env);
    } finally {
      await api.process.stop();
    }
  } finally {
    postgres.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * @param {string} name
 * @param {number} fallback
 */
function positiveIntegerFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer (got "${raw}").`);
  return value;
}

/** @param {string} message */
function log(message) {
  console.log(`[bench] ${message}`);
}

/** @param {string} line */
function serverOutput(line) {
  // Server logs go to the console only when something looks wrong, to keep the bench output readable.
  if (/error|warn|fatal/i.test(line)) console.log(line);
}

/**
 * @param {string} url
 * @returns {Promise<any>}
 */
async function getJson(url) {
  const response = await fetch(url, { headers: SHOP_HEADERS });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/**
 * Image originals below the media folder (not the resize cache), relative to it.
 * @param {string} mediaDir
 * @returns {string[]}
 */
function listOriginalImages(mediaDir) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} folder */
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(mediaDir, 'cache')) walk(full);
      } else if (IMAGE_EXTENSIONS.has(path.extname(entry.name).toLowerCase())) {
        found.push(path.relative(mediaDir, full).split(path.sep).join('/'));
      }
    }
  };
  walk(mediaDir);
  // Product pictures first: they are what the shop resizes most.
  return found.sort(
    (a, b) => Number(b.startsWith('products/')) - Number(a.startsWith('products/')) || a.localeCompare(b),
  );
}

/**
 * Warm-up, then a sequential and (optionally) a concurrent series.
 * @param {object} options
 * @param {string} options.name
 * @param {Request[]} options.requests
 * @param {number} options.sequential
 * @param {number} options.concurrent 0 for none
 * @param {number} options.concurrency
 * @param {string} [options.note]
 * @param {boolean} [options.warmUp]
 * @returns {Promise<ScenarioResult>}
 */
async function scenario({ name, requests, sequential, concurrent, concurrency, note, warmUp = true }) {
  const first = requests[0];
  if (!first) throw new Error(`Scenario ${name} has no requests`);
  if (warmUp) await measureSequential(requests, WARM_UP_REQUESTS);
  const sequentialResult = await measureSequential(requests, sequential);
  const concurrentResult = concurrent > 0 ? await measureConcurrent(requests, concurrent, concurrency) : null;
  const url = new URL(first.url);
  log(
    `${name}: median ${sequentialResult.medianMs} ms, p95 ${sequentialResult.p95Ms} ms` +
      (concurrentResult ? `; ${concurrentResult.requestsPerSecond} req/s at ${concurrency} in flight` : '') +
      (sequentialResult.errors + (concurrentResult?.errors ?? 0) > 0 ? ' (WITH ERRORS)' : ''),
  );
  return {
    name,
    path: `${url.pathname}${url.search}`,
    ...(note ? { note } : {}),
    sequential: sequentialResult,
    concurrent: concurrentResult,
  };
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

async function main() {
  const products = positiveIntegerFromEnv('BENCH_PRODUCTS', 100_000);
  const concurrency = positiveIntegerFromEnv('BENCH_CONCURRENCY', 8);
  const keepData = process.env.BENCH_KEEP_DATA === 'true';
  const usePglite = process.env.BENCH_DATABASE === 'pglite';

  await buildIfNeeded({ log });

  const workDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const dataDir = path.join(workDir, 'data');
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  // The bench measures its own database (a throwaway PostgreSQL, or PGlite in its own folder), never a
  // developer's server.
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'HOST', 'PORT', 'DEMO_DATA']) delete env[name];
  /** @type {import('../scripts/lib/processes.mjs').ManagedProcess[]} */
  const running = [];
  /** @type {{ url: string, stop: () => void } | null} */
  let postgres = null;

  try {
    if (!usePglite) {
      log('starting a throwaway PostgreSQL 15');
      postgres = await startThrowawayDatabase('bench_shop');
      env.DATABASE_URL = postgres.url;
    }
    const apiPort = await findFreePort();
    log(`data folder ${dataDir}`);

    log('first API start: migrations and the demo shop');
    let started = performance.now();
    const seeding = await startApi({ port: apiPort, env, output: serverOutput });
    const apiFirstStartSeconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const apiAfterFirstStart = await processMemory(seeding.process.child.pid);
    await seeding.process.stop();

    log(`generating ${products} products (BENCH_PRODUCTS)`);
    started = performance.now();
    const generatorExit = await runCommand(
      process.execPath,
      [fromRoot('apps/api/dist/generate.js'), '--products', String(products), '--data-dir', dataDir],
      { cwd: repoRoot, env },
    );
    const generatorSeconds = (performance.now() - started) / 1000;
    if (generatorExit !== 0) throw new Error(`The generator failed (exit code ${generatorExit}).`);

    log('starting the API and the storefront on the full catalogue');
    started = performance.now();
    const api = await startApi({ port: apiPort, env, output: serverOutput });
    running.push(api.process);
    const apiStartSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    // The SSR scenarios measure renders: the guest page cache (ADR 0051) is off in this storefront.
    const web = await startStorefront({
      port: await findFreePort(),
      channelCode: 'web',
      apiUrl: api.url,
      env: { ...env, PAGE_CACHE_SECONDS: '0' },
      output: serverOutput,
      name: 'web',
    });
    running.push(web.process);
    const storefrontStartSeconds = (performance.now() - started) / 1000;

    const shop = `${api.url}/api/v2/shop`;
    const channel = await getJson(`${shop}/channels/web`);
    const megaMenuCode = channel.menuCodes?.mega;
    if (!megaMenuCode) throw new Error('The web channel has no mega menu code.');
    const tree = await getJson(`${shop}/taxons-tree`);
    /** @type {string[]} */
    const taxonCodes = [];
    /** @param {{ code: string, children?: any[] }[]} nodes */
    const collectCodes = (nodes) => {
      for (const node of nodes) {
        taxonCodes.push(node.code);
        collectCodes(node.children ?? []);
      }
    };
    collectCodes(tree.data ?? []);
    const firstRoot = tree.data?.[0];
    if (!firstRoot) throw new Error('The taxon tree has no root category.');
    const codeQuery = taxonCodes
      .slice(0, 10)
      .map((code) => `code[]=${encodeURIComponent(code)}`)
      .join('&');
    const images = listOriginalImages(path.join(dataDir, 'media')).slice(0, COLD_IMAGES);
    if (images.length === 0) throw new Error(`No original images found in ${path.join(dataDir, 'media')}.`);
    const imageRequests = images.map((image) => ({
      url: `${api.url}/media/cache/product_card/${image.split('/').map(encodeURIComponent).join('/')}?density=1`,
    }));

    /** @param {string} url @returns {Request[]} */
    const one = (url) => [{ url, headers: SHOP_HEADERS }];
    const series = { sequential: SEQUENTIAL_REQUESTS, concurrent: CONCURRENT_REQUESTS, concurrency };
    /** @type {ScenarioResult[]} */
    const scenarios = [];
    scenarios.push(await scenario({ name: 'Channel', requests: one(`${shop}/channels/web`), ...series }));
    scenarios.push(
      await scenario({
        name: 'Mega menu',
        requests: one(`${api.url}/api/v2/shop-menus/${encodeURIComponent(megaMenuCode)}`),
        ...series,
      }),
    );
    scenarios.push(await scenario({ name: 'Taxon tree', requests: one(`${shop}/taxons-tree`), ...series }));
    scenarios.push(
      await scenario({
        name: 'Taxons by code',
        requests: one(`${shop}/taxons?${codeQuery}&itemsPerPage=10`),
        note: `${Math.min(10, taxonCodes.length)} codes`,
        ...series,
      }),
    );
    scenarios.push(
      await scenario({
        name: 'Redirect lookup',
        requests: one(`${shop}/redirects?source=${encodeURIComponent('/senas-puslapis')}`),
        ...series,
      }),
    );
    scenarios.push(
      await scenario({
        name: 'Image filter, cold',
        requests: imageRequests,
        sequential: imageRequests.length,
        concurrent: 0,
        concurrency,
        note: `${imageRequests.length} distinct originals, first resize each`,
        warmUp: false,
      }),
    );
    scenarios.push(
      await scenario({
        name: 'Image filter, warm',
        requests: imageRequests,
        note: 'served from the disk cache',
        ...series,
      }),
    );
    scenarios.push(
      await scenario({
        name: 'Storefront home (SSR)',
        requests: [{ url: `${web.url}/` }],
        sequential: SSR_SEQUENTIAL_REQUESTS,
        concurrent: SSR_CONCURRENT_REQUESTS,
        concurrency,
      }),
    );

    // Catalogue pages: a leaf category (its 48 newest products and the facets of all of them), the
    // whole first root category (facets over a quarter of the catalogue) and a product page.
    /** @type {{ id: number, name: string, slug: string, children?: any[] }} */
    let leaf = firstRoot;
    while (leaf.children && leaf.children.length > 0) leaf = leaf.children[0];
    const leafProducts = await getJson(`${shop}/search/products?productTaxons.id=${leaf.id}&itemsPerPage=1`);
    const product = leafProducts.data?.[0];
    if (!product) throw new Error(`The category ${leaf.name} has no products.`);
    const productPath = `/p/${product.slug}-${product.id}`;
    const ssrSeries = {
      sequential: SSR_SEQUENTIAL_REQUESTS,
      concurrent: SSR_CONCURRENT_REQUESTS,
      concurrency,
    };
    scenarios.push(
      await scenario({
        name: 'Category listing (SSR)',
        requests: [{ url: `${web.url}${taxonListPath(leaf)}` }],
        note: `leaf category, ${leafProducts.meta.totalItems} products: 48 cards and facets`,
        ...ssrSeries,
      }),
    );
    const rootProducts = await getJson(
      `${shop}/search/products?productTaxons.id=${firstRoot.id}&itemsPerPage=0`,
    );
    scenarios.push(
      await scenario({
        name: 'Category listing (SSR)',
        requests: [{ url: `${web.url}${taxonListPath(firstRoot)}` }],
        note: `root category, ${rootProducts.meta.totalItems} products: 48 cards and facets`,
        ...ssrSeries,
      }),
    );
    scenarios.push(
      await scenario({
        name: 'Product page (SSR)',
        requests: [{ url: `${web.url}${productPath}` }],
        note: 'recommendations streamed after the product',
        ...ssrSeries,
      }),
    );

    log('the storefront pages of issue 21: CPU per render, weight, client JavaScript, Lighthouse');
    const storefront = await storefrontBench({
      api,
      env,
      catalogue:
        `the demo shop plus ${products} generated products, ` +
        (usePglite ? 'PGlite (embedded, on disk)' : 'PostgreSQL 15 (throwaway server, fsync off)'),
    });
    const { clientJs } = storefront;
    for (const page of clientJs.pages) {
      log(
        `${page.name} ${page.path}: ${page.files} JS files, ${(page.rawBytes / 1024).toFixed(1)} KiB raw, ` +
          `${(page.gzipBytes / 1024).toFixed(1)} KiB gzip` +
          (page.errors.length > 0 ? ` (WITH ERRORS: ${page.errors.join('; ')})` : ''),
      );
    }

    const memory = {
      apiAfterFirstStart,
      api: await processMemory(api.process.child.pid),
      storefront: await processMemory(web.process.child.pid),
    };
    log('the back office catalogue (admin API) on the full catalogue');
    const admin = await runAdminBench({ apiUrl: api.url, products, log });
    log('the catalogue export (admin API) on the full catalogue');
    const exported = await runExportBench({ apiUrl: api.url, apiPid: api.process.child.pid, products, log });
    log('the catalogue import (admin API) on the full catalogue');
    const imported = await runImportBench({
      apiUrl: api.url,
      apiPid: api.process.child.pid,
      products: positiveIntegerFromEnv('BENCH_IMPORT_PRODUCTS', 10_000),
      log,
    });
    const search = await searchBench();
    const checkout = await checkoutBench();
    const cpus = os.cpus();
    const files = await writeResults(RESULTS_DIR, {
      date: new Date().toISOString(),
      machine: {
        cores: cpus.length,
        cpuModel: cpus[0]?.model.trim() ?? 'unknown',
        totalMemoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
        node: process.version,
        platform: `${os.type()} ${os.release()} ${os.arch()}`,
        commit: gitCommit(),
      },
      settings: {
        products,
        database: usePglite ? 'PGlite (embedded, on disk)' : 'PostgreSQL 15 (throwaway server, fsync off)',
        concurrency,
      },
      setup: {
        apiFirstStartSeconds,
        generatorSeconds,
        productsPerSecond: products / generatorSeconds,
        apiStartSeconds,
        storefrontStartSeconds,
      },
      scenarios,
      clientJs,
      ...(storefront.lighthouse ? { lighthouse: storefront.lighthouse } : {}),
      storefront: storefront.result,
      memory,
      search,
      checkout,
      admin,
      export: exported,
      import: imported,
    });
    log(
      `results written to ${path.relative(repoRoot, files.markdown)} and ${path.relative(repoRoot, files.json)}`,
    );
    const failed = scenarios.filter(
      (result) => result.sequential.errors + (result.concurrent?.errors ?? 0) > 0,
    );
    const failedPages = clientJs.pages.filter((page) => page.errors.length > 0);
    if (failed.length + failedPages.length > 0) {
      const names = [...failed, ...failedPages].map((result) => result.name).join(', ');
      throw new Error(`Requests failed in: ${names}.`);
    }
  } finally {
    for (const child of running.reverse()) await child.stop();
    postgres?.stop();
    if (keepData) log(`kept the data folder ${dataDir}`);
    else rmSync(workDir, { recursive: true, force: true });
  }
}

const only = onlyArgument();
if (only !== null && !ONLY_PARTS.some((part) => part === only)) {
  console.error(`[bench] --only takes ${ONLY_PARTS.map((part) => `"${part}"`).join(', ')} (got "${only}")`);
  process.exit(1);
}
(only === null ? main() : runOnly(/** @type {OnlyPart} */ (only))).catch((error) => {
  console.error(`[bench] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
