// @ts-check
// The catalogue search benchmark (issue 3): GET /search/products with a text query, two facets, a price
// range and a sort, 48 per page, at 10 concurrent clients, on PostgreSQL 15 (a throwaway server from
// scripts/throwaway-postgres.sh) with generated catalogues of growing size. Run by bench/run.mjs (also
// alone: `npm run bench -- --only search`). Targets: median under 15 ms, p99 under 60 ms at 100000 products.
// Two series per size: "uncached" (every request sends Cache-Control: no-cache, so the API does the whole
// database work each time) and "cached" (the same request shapes repeated, answered by the API's result
// cache); the targets are checked against both.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { findFreePort } from '../scripts/lib/ports.mjs';
import { runCommand, startProcess } from '../scripts/lib/processes.mjs';
import { fromRoot, repoRoot } from '../scripts/lib/repo.mjs';
import { API_READY_TIMEOUT_MS } from '../scripts/lib/shop-processes.mjs';
import { waitForHttp } from '../scripts/lib/wait-for-http.mjs';
import { percentile } from './lib/measure.mjs';

const HEADERS = { accept: 'application/json', channel: 'web', locale: 'lt' };
/** Headers of the uncached series: the API answers from the database and says so in x-search-cache. */
const UNCACHED_HEADERS = { ...HEADERS, 'cache-control': 'no-cache' };
/** Words shoppers type; each becomes one request shape (with its own facets and price range). */
const QUERY_WORDS = ['vežimėlis', 'marškinėliai', 'žaislas', 'kombinezonas', 'buteliukas', 'kėdutė'];
const PAGE_SIZE = 48;
export const SEARCH_TARGETS = { medianMs: 15, p99Ms: 60, concurrency: 10 };

/**
 * @typedef {object} SearchLatency
 * @property {number} requests
 * @property {number} errors
 * @property {number} medianMs
 * @property {number} p95Ms
 * @property {number} p99Ms
 * @property {number} requestsPerSecond
 *
 * @typedef {object} SearchSeries
 * @property {SearchLatency} sequential one client
 * @property {SearchLatency} concurrent SEARCH_TARGETS.concurrency clients
 *
 * @typedef {object} SearchSizeResult
 * @property {number} products generated products (the demo shop's few hundred come on top)
 * @property {number} generatorSeconds time to add this step's products, including the search index
 * @property {string} example one of the measured requests (path and query)
 * @property {number} exampleTotal its meta.totalItems
 * @property {SearchSeries} uncached every request with Cache-Control: no-cache (database work each time)
 * @property {SearchSeries} cached the same request shapes again, answered from the API's result cache
 * @property {{ uncached: SearchSeries, cached: SearchSeries }} suggestions GET /search/suggestions
 * @property {ExplainedStatement[]} plans the database statements of one uncached request (the first
 *   shape), as PostgreSQL ran them (auto_explain): the page of results and the facet counts, on the first
 *   request (counts in SQL) and on the next once the facet columns are read (ADR 0065)
 * @property {LoggedStatement[]} [laterStatements] every statement of the second explained request (once the
 *   facet columns and their word index are read, ADR 0070), in the order the database finished them
 * @property {string[]} [facetColumnReads] the API's log of reading its in-process facet columns (documents,
 *   memory, time)
 *
 * @typedef {object} LoggedStatement
 * @property {string} text the statement's first 100 characters, on one line
 * @property {number} durationMs
 *
 * @typedef {object} ExplainedStatement
 * @property {string} name
 * @property {number} durationMs
 * @property {string[]} lines the plan, one node per line
 *
 * @typedef {object} SearchBenchResult
 * @property {string} database
 * @property {{ medianMs: number, p99Ms: number, concurrency: number }} targets
 * @property {SearchSizeResult[]} sizes
 */

/** The API build (API_BUILD_DIR names another folder inside apps/api, as apps/api/build.mjs does). */
const apiBuild = (/** @type {string} */ file) =>
  fromRoot('apps/api', process.env.API_BUILD_DIR ?? 'dist', file);

/**
 * The built API on a free port against the bench database, ready when GET /ready answers.
 * @param {NodeJS.ProcessEnv} env
 * @param {(line: string) => void} output
 */
async function startSearchApi(env, output) {
  const port = await findFreePort();
  const api = startProcess({
    name: 'api-search',
    command: process.execPath,
    args: [apiBuild('server.js')],
    cwd: repoRoot,
    env: { ...env, PORT: String(port) },
    output,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/ready`, {
      timeoutMs: API_READY_TIMEOUT_MS,
      exited: api.exited,
      name: 'The API',
    });
  } catch (error) {
    await api.stop();
    throw error;
  }
  return { process: api, url };
}

/** @param {number} value */
const round = (value) => Math.round(value * 100) / 100;

/**
 * @param {string[]} urls
 * @param {number} count
 * @param {number} concurrency
 * @param {Record<string, string>} headers
 * @param {string | null} expectedCache the x-search-cache every answer must carry (else it counts as an
 *   error); null accepts any
 * @returns {Promise<SearchLatency>}
 */
async function measure(urls, count, concurrency, headers, expectedCache) {
  /** @type {number[]} */
  const samples = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  async function client() {
    while (next < count) {
      const url = urls[next % urls.length];
      next += 1;
      if (!url) return;
      const sent = performance.now();
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (
          response.status !== 200 ||
          (expectedCache !== null && response.headers.get('x-search-cache') !== expectedCache)
        ) {
          errors += 1;
        }
      } catch {
        errors += 1;
      }
      samples.push(performance.now() - sent);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client));
  const wallMs = performance.now() - started;
  const sorted = samples.sort((a, b) => a - b);
  return {
    requests: samples.length,
    errors,
    medianMs: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    p99Ms: round(percentile(sorted, 0.99)),
    requestsPerSecond: round((samples.length / wallMs) * 1000),
  };
}

/**
 * @param {string} url
 * @returns {Promise<any>}
 */
async function getJson(url) {
  const response = await fetch(url, { headers: HEADERS });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * For each query word: the two most common values of two different select facets among its results and
 * a price range around the middle of its prices, sorted by price. Words without enough facets are skipped.
 * @param {string} shop API base URL
 * @returns {Promise<string[]>}
 */
async function buildSearchUrls(shop) {
  /** @type {string[]} */
  const urls = [];
  for (const word of QUERY_WORDS) {
    const probe = await getJson(`${shop}/search/products?query=${encodeURIComponent(word)}&itemsPerPage=1`);
    /** @type {{ code: string, values: { code: string, count: number }[] }[]} */
    const facets = probe.facets.select.filter((/** @type {any} */ facet) => facet.values.length > 1);
    const [first, second] = facets;
    if (!first || !second) continue;
    const top = (/** @type {{ values: { code: string, count: number }[] }} */ facet) =>
      [...facet.values].sort((a, b) => b.count - a.count).slice(0, 2);
    const { min, max } = probe.facets.price;
    if (min === null || max === null) continue;
    const params = new URLSearchParams({ query: word });
    for (const value of top(first)) params.append(`facets[${first.code}][]`, value.code);
    for (const value of top(second)) params.append(`facets[${second.code}][]`, value.code);
    params.set('price[min]', String(Math.floor(min)));
    params.set('price[max]', String(Math.ceil(min + (max - min) * 0.75)));
    params.set('order[price]', 'asc');
    params.set('itemsPerPage', String(PAGE_SIZE));
    urls.push(`${shop}/search/products?${params.toString()}`);
  }
  if (urls.length === 0) throw new Error('No search request shape found: is the catalogue generated?');
  return urls;
}

/**
 * Starts PostgreSQL 15 in a temp folder; returns its URL and a stop function.
 * @returns {{ url: string, logPath: string, stop: () => void }}
 */
function startThrowawayPostgres() {
  const script = fromRoot('scripts/throwaway-postgres.sh');
  const output = execFileSync(script, ['start'], { cwd: repoRoot, encoding: 'utf8' });
  const url = /DATABASE_URL='([^']+)'/.exec(output)?.[1];
  const dir = /THROWAWAY_PG_DIR='([^']+)'/.exec(output)?.[1];
  if (!url || !dir) throw new Error(`Could not start PostgreSQL: ${output}`);
  return {
    url,
    logPath: path.join(dir, 'postgres.log'),
    stop: () => execFileSync(script, ['stop', dir], { stdio: 'ignore' }),
  };
}

/**
 * @param {string} serverUrl
 * @param {string} statement
 */
async function runSql(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The statements of a search request worth a plan, by how their text starts (and what it holds). */
const EXPLAINED_STATEMENTS = [
  // A text query's page and the documents it counts, the counts made in the API process from its facet
  // columns (ADR 0065): every request once the columns are read.
  {
    name: 'page of results and the matches counted in the process (one statement)',
    startsWith: 'WITH base AS MATERIALIZED',
    includes: 'matches AS (',
  },
  // A text query's page and counts in one statement (ADR 0063): until the columns are read.
  {
    name: 'page of results, facet counts and total in SQL (one statement)',
    startsWith: 'WITH base AS MATERIALIZED',
    includes: 'value_flags AS (',
  },
  { name: 'page of results', startsWith: 'SELECT page.product_id', includes: '' },
  // A text query answered from the word index (ADR 0070): the page's stored cards and the documents version.
  {
    name: "the page's cards (words, filters, counts and order found in the process)",
    startsWith: 'SELECT v.version, c.product_id, c.card',
    includes: '',
  },
];

/**
 * A JSON plan node and its children as indented lines: node, relation or index, rows and time.
 * @param {any} node
 * @param {number} depth
 * @returns {string[]}
 */
function planLines(node, depth = 0) {
  const target = node['Index Name'] ?? node['Relation Name'] ?? node['CTE Name'] ?? '';
  const rows = node['Actual Rows'] === undefined ? '' : ` rows=${node['Actual Rows']}`;
  const loops = (node['Actual Loops'] ?? 1) > 1 ? ` loops=${node['Actual Loops']}` : '';
  const time =
    node['Actual Total Time'] === undefined ? '' : ` ${Number(node['Actual Total Time']).toFixed(1)} ms`;
  const line = `${'  '.repeat(depth)}${node['Node Type']}${target ? ` on ${target}` : ''}${rows}${loops}${time}`;
  return [line, ...(node.Plans ?? []).flatMap((/** @type {any} */ child) => planLines(child, depth + 1))];
}

/**
 * The plans PostgreSQL logged (auto_explain, JSON) after `offset` in its log, for the statements named in
 * EXPLAINED_STATEMENTS.
 * @param {string} logPath
 * @param {number} offset
 * @returns {{ plans: ExplainedStatement[], statements: LoggedStatement[] }}
 */
function readLoggedPlans(logPath, offset) {
  const log = readFileSync(logPath, 'utf8').slice(offset);
  /** @type {ExplainedStatement[]} */
  const plans = [];
  /** @type {LoggedStatement[]} */
  const statements = [];
  // Each entry: "... LOG:  duration: 12.3 ms  plan:" then the JSON, every line indented by a tab.
  for (const match of log.matchAll(/duration: ([\d.]+) ms {2}plan:\n((?:\t.*\n?)+)/g)) {
    let entry;
    try {
      entry = JSON.parse((match[2] ?? '').replaceAll(/^\t/gm, ''));
    } catch {
      continue;
    }
    const text = String(entry['Query Text'] ?? '').trim();
    statements.push({
      text: text.replaceAll(/\s+/g, ' ').slice(0, 100),
      durationMs: round(Number(match[1])),
    });
    const statement = EXPLAINED_STATEMENTS.find(
      (candidate) => text.startsWith(candidate.startsWith) && text.includes(candidate.includes),
    );
    if (!statement || plans.some((plan) => plan.name === statement.name)) continue;
    plans.push({ name: statement.name, durationMs: round(Number(match[1])), lines: planLines(entry.Plan) });
  }
  return { plans, statements };
}

/**
 * The plans of one uncached request as the API runs it: auto_explain logs every statement of a fresh API
 * process (new connections pick up the database settings), then the settings are taken back.
 * @param {object} options
 * @param {string} options.serverUrl
 * @param {string} options.databaseUrl
 * @param {string} options.logPath
 * @param {string} options.requestPath path and query of the request, without the host
 * @param {NodeJS.ProcessEnv} options.env
 * @param {(line: string) => void} options.output
 * @returns {Promise<{ plans: ExplainedStatement[], laterStatements: LoggedStatement[], columnReads: string[] }>}
 */
async function explainApiSearch({ serverUrl, databaseUrl, logPath, requestPath, env, output }) {
  const database = new URL(databaseUrl).pathname.slice(1);
  const settings = [
    "session_preload_libraries = 'auto_explain'",
    'auto_explain.log_min_duration = 0',
    'auto_explain.log_analyze = on',
    "auto_explain.log_format = 'json'",
  ];
  for (const setting of settings) await runSql(serverUrl, `ALTER DATABASE ${database} SET ${setting}`);
  try {
    /** @type {string[]} */
    const columnReads = [];
    const api = await startSearchApi({ ...env, LOG_LEVEL: 'info' }, (line) => {
      const message = /Facet columns of [^"]*/.exec(line)?.[0];
      if (message) columnReads.push(message);
      else if (!line.includes('"level":30')) output(line);
    });
    try {
      const explainOne = async () => {
        const offset = statSync(logPath).size;
        const response = await fetch(`${api.url}${requestPath}`, { headers: UNCACHED_HEADERS });
        await response.arrayBuffer();
        // The log is written by another process: give it a moment.
        await new Promise((resolve) => setTimeout(resolve, 500));
        return readLoggedPlans(logPath, offset);
      };
      // The first request counts in SQL and has the facet columns read; the next ones count from them.
      const first = await explainOne();
      const readBy = Date.now() + 60_000;
      while (columnReads.length === 0 && Date.now() < readBy) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const later = await explainOne();
      return {
        plans: [
          ...first.plans,
          ...later.plans.filter((plan) => !first.plans.some((seen) => seen.name === plan.name)),
        ],
        // The API's job worker polls meanwhile; its statements are not the request's.
        laterStatements: later.statements.filter((statement) => !/\bjobs\b/.test(statement.text)),
        columnReads,
      };
    } finally {
      await api.process.stop();
    }
  } finally {
    await runSql(serverUrl, `ALTER DATABASE ${database} RESET ALL`);
  }
}

/**
 * @param {object} options
 * @param {number[]} options.sizes generated products per step, ascending (e.g. 10000, 100000)
 * @param {number} options.requests requests per series
 * @param {(message: string) => void} options.log
 * @param {(line: string) => void} options.output server log lines
 * @returns {Promise<SearchBenchResult>}
 */
export async function runSearchBench({ sizes, requests, log, output }) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-search-'));
  log('search: starting a throwaway PostgreSQL 15');
  const server = startThrowawayPostgres();
  const databaseUrl = (() => {
    const url = new URL(server.url);
    url.pathname = '/bench_search';
    return url.toString();
  })();
  /** @type {SearchSizeResult[]} */
  const results = [];
  try {
    await runSql(server.url, 'CREATE DATABASE bench_search');
    /** @type {NodeJS.ProcessEnv} */
    const env = {
      ...process.env,
      DATA_DIR: path.join(workDir, 'data'),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
    };
    for (const name of ['SMTP_URL', 'HOST', 'PORT', 'DEMO_DATA']) delete env[name];
    let generated = 0;
    for (const size of [...sizes].sort((a, b) => a - b)) {
      log(`search: generating ${size - generated} products (catalogue of ${size})`);
      const started = performance.now();
      const exit = await runCommand(
        process.execPath,
        [apiBuild('generate.js'), '--products', String(size - generated), '--data-dir', env.DATA_DIR ?? ''],
        { cwd: repoRoot, env },
      );
      if (exit !== 0) throw new Error(`The generator failed (exit code ${exit}).`);
      const generatorSeconds = (performance.now() - started) / 1000;
      generated = size;
      await runSql(databaseUrl, 'VACUUM ANALYZE');

      const api = await startSearchApi(env, output);
      /** The first request shape, to explain once the measurements are done. */
      let explainPath = '';
      try {
        const shop = `${api.url}/api/v2/shop`;
        const urls = await buildSearchUrls(shop);
        const firstShape = new URL(urls[0] ?? shop);
        explainPath = `${firstShape.pathname}${firstShape.search}`;
        const example = await getJson(urls[0] ?? '');
        const suggestionUrls = QUERY_WORDS.map(
          (word) => `${shop}/search/suggestions?query=${encodeURIComponent(word.slice(0, 6))}`,
        );
        /**
         * One client, then SEARCH_TARGETS.concurrency clients, after a warm-up pass that (for the cached
         * series) also fills the cache with every shape.
         * @param {string[]} shapes
         * @param {boolean} cached
         * @returns {Promise<SearchSeries>}
         */
        const series = async (shapes, cached) => {
          const headers = cached ? HEADERS : UNCACHED_HEADERS;
          const expected = cached ? 'hit' : 'bypass';
          await measure(shapes, Math.max(30, shapes.length), 1, headers, null);
          return {
            sequential: await measure(shapes, Math.round(requests / 2), 1, headers, expected),
            concurrent: await measure(shapes, requests, SEARCH_TARGETS.concurrency, headers, expected),
          };
        };
        const uncached = await series(urls, false);
        const suggestionsUncached = await series(suggestionUrls, false);
        // No-cache answers are stored too (fresh bodies), and each warm-up pass covers every shape.
        const cached = await series(urls, true);
        const suggestionsCached = await series(suggestionUrls, true);
        const concurrent = uncached.concurrent;
        const exampleUrl = new URL(urls[0] ?? '');
        results.push({
          products: size,
          generatorSeconds: round(generatorSeconds),
          example: decodeURIComponent(`${exampleUrl.pathname}${exampleUrl.search}`),
          exampleTotal: example.meta.totalItems,
          uncached,
          cached,
          suggestions: { uncached: suggestionsUncached, cached: suggestionsCached },
          plans: [],
        });
        const errors = [uncached, cached, suggestionsUncached, suggestionsCached].reduce(
          (sum, { sequential, concurrent: many }) => sum + sequential.errors + many.errors,
          0,
        );
        log(
          `search at ${size}: uncached median ${concurrent.medianMs} ms, p99 ${concurrent.p99Ms} ms, ` +
            `${concurrent.requestsPerSecond} req/s; cached median ${cached.concurrent.medianMs} ms, ` +
            `p99 ${cached.concurrent.p99Ms} ms at ${SEARCH_TARGETS.concurrency} clients` +
            (errors > 0 ? ' (WITH ERRORS)' : ''),
        );
      } finally {
        await api.process.stop();
      }
      const measured = results.at(-1);
      if (measured && explainPath) {
        log(`search at ${size}: explaining one uncached request`);
        const explained = await explainApiSearch({
          serverUrl: server.url,
          databaseUrl,
          logPath: server.logPath,
          requestPath: explainPath,
          env,
          output,
        });
        measured.plans = explained.plans;
        measured.facetColumnReads = explained.columnReads;
        measured.laterStatements = explained.laterStatements;
      }
    }
  } finally {
    server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
  return { database: 'PostgreSQL 15 (throwaway server, fsync off)', targets: SEARCH_TARGETS, sizes: results };
}

/**
 * Why a series misses the latency target when the machine is saturated: by Little's law the median at
 * `concurrency` clients is about concurrency / throughput, so the target needs a throughput the
 * machine time per request has to allow.
 * @param {SearchLatency} latency
 * @param {{ medianMs: number, concurrency: number }} targets
 */
function throughputNote(latency, targets) {
  const cores = os.availableParallelism();
  const machineMsPerRequest = (cores * 1000) / latency.requestsPerSecond;
  const neededPerSecond = (targets.concurrency * 1000) / targets.medianMs;
  return (
    `Uncached, ${targets.concurrency} clients got ${latency.requestsPerSecond} answers per second on ${cores} ` +
    `cores shared by the API, PostgreSQL and the load generator: about ${machineMsPerRequest.toFixed(1)} ms of ` +
    `machine time per request. A median under ${targets.medianMs} ms with ${targets.concurrency} clients ` +
    `always waiting needs about ${Math.round(neededPerSecond)} answers per second, at most ` +
    `${((cores * 1000) / neededPerSecond).toFixed(1)} ms of machine time per request.`
  );
}

/**
 * The "Catalogue search" section of latest.md.
 * @param {SearchBenchResult} result
 * @returns {string[]}
 */
export function renderSearchMarkdown(result) {
  const { targets } = result;
  const meets = (/** @type {SearchLatency} */ latency) =>
    latency.medianMs < targets.medianMs && latency.p99Ms < targets.p99Ms && latency.errors === 0;
  const lines = [
    '## Catalogue search (GET /search/products)',
    '',
    `On ${result.database}. Each request: a text query, two select facets (two values each), a price range, ` +
      `\`order[price]=asc\`, ${PAGE_SIZE} per page, with facet counts and taxon suggestions; several query ` +
      `words in turn. Target at ${targets.concurrency} concurrent clients: median under ${targets.medianMs} ms ` +
      `and p99 under ${targets.p99Ms} ms. Latency is until the whole body has arrived, over loopback.`,
    '',
    'Two series: **uncached** sends `Cache-Control: no-cache` with every request, so the API does the whole ' +
      'database work each time (first visits of a search, the worst case); **cached** repeats the same ' +
      "request shapes, answered from the API process's result cache (LRU, 60 s, emptied by every search " +
      'index refresh). Real traffic lies between the two, depending on how often shoppers repeat searches.',
    '',
    `| Products | Series | 1 client median ms | p99 ms | ${targets.concurrency} clients median ms | p95 ms | p99 ms | req/s | Target met | Suggestions ${targets.concurrency} clients median / p99 ms | Generating s |`,
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
  ];
  for (const size of result.sizes) {
    for (const name of /** @type {const} */ (['uncached', 'cached'])) {
      const { sequential: one, concurrent: many } = size[name];
      const suggestions = size.suggestions[name].concurrent;
      const errors = one.errors + many.errors;
      lines.push(
        `| ${size.products} | ${name} | ${one.medianMs.toFixed(1)} | ${one.p99Ms.toFixed(1)} | ` +
          `${many.medianMs.toFixed(1)} | ${many.p95Ms.toFixed(1)} | ${many.p99Ms.toFixed(1)} | ` +
          `${many.requestsPerSecond} | ${meets(many) ? 'yes' : 'NO'}${errors > 0 ? ` (${errors} errors)` : ''} | ` +
          `${suggestions.medianMs.toFixed(1)} / ${suggestions.p99Ms.toFixed(1)} | ${size.generatorSeconds.toFixed(0)} |`,
      );
    }
  }
  const largest = result.sizes[result.sizes.length - 1];
  if (largest) {
    const verdicts = /** @type {const} */ (['uncached', 'cached']).map(
      (name) => `${name}: ${meets(largest[name].concurrent) ? 'met' : 'not met'}`,
    );
    lines.push(
      '',
      `Target at ${largest.products} products — ${verdicts.join('; ')}.`,
      '',
      throughputNote(largest.uncached.concurrent, targets),
      '',
      `Example request (${largest.exampleTotal} matches at ${largest.products} products): \`${largest.example}\``,
      '',
      'Plans of uncached requests on the largest catalogue, as the API ran them (auto_explain with timing, ' +
        'which inflates the per-row nodes; a text query reads its matches once for the page and every count, ' +
        'ADR 0063; the first request of a fresh API counts in SQL and has the facet columns and their word index ' +
        'read, ADR 0065; the next ones find the words, filter, count and order in the process and read only ' +
        "the page's cards, ADR 0070):",
      '',
      ...(largest.facetColumnReads ?? []).map((line) => `- ${line}`),
      ...(largest.facetColumnReads?.length ? [''] : []),
      ...largest.plans.flatMap((plan) => [
        `${plan.name} (${plan.durationMs.toFixed(1)} ms):`,
        '',
        '```',
        ...plan.lines,
        '```',
        '',
      ]),
      ...(largest.laterStatements?.length
        ? [
            `Every statement of the second request (${largest.laterStatements.length}, ` +
              `${round(largest.laterStatements.reduce((sum, statement) => sum + statement.durationMs, 0))} ms ` +
              'of database time with per-node timing):',
            '',
            ...largest.laterStatements.map(
              (statement) => `- ${statement.durationMs} ms: \`${statement.text}\``,
            ),
            '',
          ]
        : []),
    );
  }
  lines.push('');
  return lines;
}
