// @ts-check
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderAdminMarkdown } from '../admin-api.mjs';
import { renderCheckoutMarkdown } from '../checkout-api.mjs';
import { renderExportMarkdown } from '../export-api.mjs';
import { renderImportMarkdown } from '../import-api.mjs';
import { renderSearchMarkdown } from '../search-api.mjs';
import { renderStorefrontMarkdown } from './storefront-report.mjs';
import { renderLighthouse } from './lighthouse.mjs';

/**
 * @typedef {import('./measure.mjs').LatencySummary} LatencySummary
 * @typedef {import('./client-js.mjs').ClientJsReport} ClientJsReport
 * @typedef {{ rssMiB: number, peakRssMiB: number } | null} Memory
 * @typedef {object} ScenarioResult
 * @property {string} name
 * @property {string} path what was requested (first URL, without host)
 * @property {string} [note]
 * @property {LatencySummary} sequential
 * @property {LatencySummary | null} concurrent
 * @typedef {object} BenchResults
 * @property {string} date ISO time of the run
 * @property {{ cores: number, cpuModel: string, totalMemoryGiB: number, node: string, platform: string, commit: string | null }} machine
 * @property {{ products: number, database: string, concurrency: number }} settings
 * @property {{ apiFirstStartSeconds: number, generatorSeconds: number, productsPerSecond: number, apiStartSeconds: number, storefrontStartSeconds: number }} setup
 * @property {ScenarioResult[]} scenarios
 * @property {ClientJsReport} clientJs first-load JS of storefront pages, and the whole client build
 * @property {import('./lighthouse.mjs').LighthouseReport} [lighthouse] mobile Lighthouse scores
 * @property {{ apiAfterFirstStart?: Memory, api: Memory, storefront: Memory }} memory after all scenarios (and the API after its first start)
 * @property {import('../storefront-pages.mjs').StorefrontBenchResult} [storefront] the pages of issue 21: CPU per render, weight, Lighthouse
 * @property {import('../search-api.mjs').SearchBenchResult} [search] catalogue search on PostgreSQL
 * @property {import('../checkout-api.mjs').CheckoutBenchResult} [checkout] cart and checkout on PostgreSQL
 * @property {import('../admin-api.mjs').AdminBenchResult} [admin] the back office's catalogue on the full catalogue
 * @property {import('../export-api.mjs').ExportBenchResult} [export] the catalogue export on the full catalogue
 * @property {import('../import-api.mjs').ImportBenchResult} [import] the catalogue import of a generated CSV
 */

/** Long query strings would make the table unreadable; latest.json keeps the full request. @param {string} text */
const shorten = (text) => (text.length > 72 ? `${text.slice(0, 71)}…` : text);

/** @param {number} value */
const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–');

/** Bytes as KiB with one decimal. @param {number} bytes */
const kib = (bytes) => (bytes / 1024).toFixed(1);

/**
 * The "Client JavaScript" section: per page totals, then each file with the pages that load it.
 * @param {ClientJsReport} clientJs
 * @returns {string[]}
 */
function renderClientJs({ compression, pages, build }) {
  const lines = [
    '## Client JavaScript',
    '',
    'What a browser downloads as JS on a first load with an empty cache: the files the SSR HTML names ' +
      '(`<script type="module" src>`, `<link rel="modulepreload" href>`, the imports of the inline module ' +
      'script), plus any file those import statically; dynamic imports inside the files load on demand and are ' +
      `not counted. Fetched from the running storefront; gzip sizes are computed here: ${compression}. ` +
      'KiB = 1024 bytes. Inline scripts (route manifest, loader data) are part of the HTML, not of the JS files.',
    '',
    '| Page | Path | JS files | JS raw KiB | JS gzip KiB | HTML raw KiB | HTML gzip KiB | Inline scripts raw KiB |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const page of pages) {
    lines.push(
      `| ${page.name} | \`${shorten(page.path)}\` | ${page.files} | ${kib(page.rawBytes)} | ${kib(page.gzipBytes)} | ` +
        `${kib(page.htmlRawBytes)} | ${kib(page.htmlGzipBytes)} | ${kib(page.inlineScriptBytes)} |`,
    );
  }
  lines.push(
    `| All JS in the client build, for reference | \`${build.folder}\` | ${build.files} | ${kib(build.rawBytes)} | ` +
      `${kib(build.gzipBytes)} | – | – | – |`,
    '',
  );
  /** @type {Map<string, { rawBytes: number, gzipBytes: number, pages: Set<string> }>} */
  const files = new Map();
  for (const page of pages) {
    for (const asset of page.assets) {
      const entry = files.get(asset.path) ?? {
        rawBytes: asset.rawBytes,
        gzipBytes: asset.gzipBytes,
        pages: new Set(),
      };
      entry.pages.add(page.name);
      files.set(asset.path, entry);
    }
  }
  if (files.size > 0) {
    lines.push(
      `| JS file | Raw KiB | Gzip KiB | ${pages.map((page) => page.name).join(' | ')} |`,
      `| --- | ---: | ---: | ${pages.map(() => ':---:').join(' | ')} |`,
    );
    const sorted = [...files].sort(([a, x], [b, y]) => y.rawBytes - x.rawBytes || a.localeCompare(b));
    for (const [file, entry] of sorted) {
      const marks = pages.map((page) => (entry.pages.has(page.name) ? '✓' : '')).join(' | ');
      lines.push(`| \`${shorten(file)}\` | ${kib(entry.rawBytes)} | ${kib(entry.gzipBytes)} | ${marks} |`);
    }
    lines.push('');
  }
  for (const page of pages) {
    const late = page.assets.filter((asset) => asset.foundBy === 'static import');
    if (late.length > 0) {
      lines.push(
        `- ${page.name}: not named by the HTML, reached only through imports (a request waterfall): ` +
          `${late.map((asset) => `\`${asset.path}\``).join(', ')}`,
      );
    }
    for (const error of page.errors) lines.push(`- ${page.name}: ERROR ${error}`);
  }
  if (
    pages.some((page) => page.errors.length > 0 || page.assets.some((a) => a.foundBy === 'static import'))
  ) {
    lines.push('');
  }
  return lines;
}

/**
 * The human-readable report; figures are medians of one run on a shared, noisy machine.
 * @param {BenchResults} results
 */
export function renderMarkdown(results) {
  const { machine, settings, setup, memory } = results;
  const lines = [
    '# Benchmark results',
    '',
    `Run ${results.date} on ${machine.cores} cores (${machine.cpuModel}), ${machine.totalMemoryGiB} GiB RAM, ` +
      `Node ${machine.node}, ${machine.platform}${machine.commit ? `, commit ${machine.commit}` : ''}.`,
    `Catalogue: the demo shop plus ${settings.products} generated products, database ${settings.database}. ` +
      `Loopback HTTP with plain fetch; concurrent series keep ${settings.concurrency} requests in flight.`,
    '',
    'The machine is shared and noisy: quote medians, and compare figures only within one run.',
    '',
    '## Set-up',
    '',
    '| Step | Result |',
    '| --- | --- |',
    `| API first start (migrations + demo shop seed) to ready | ${setup.apiFirstStartSeconds.toFixed(1)} s |`,
    `| Generator: ${settings.products} products (wall time, with opening the database) | ${setup.generatorSeconds.toFixed(1)} s (${setup.productsPerSecond.toFixed(0)} products/s) |`,
    `| API start with the full catalogue to ready | ${setup.apiStartSeconds.toFixed(1)} s |`,
    `| Storefront start to first answer | ${setup.storefrontStartSeconds.toFixed(1)} s |`,
    '',
    '## Requests',
    '',
    'The SSR rows render every request: their storefront runs with the guest page cache off ' +
      '(`PAGE_CACHE_SECONDS=0`, ADR 0051; runs before that ADR had no such cache).',
    '',
    '| Scenario | Request | Seq. median ms | Seq. p95 ms | Seq. req/s | Conc. median ms | Conc. p95 ms | Conc. req/s | Errors |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const scenario of results.scenarios) {
    const { sequential: seq, concurrent: conc } = scenario;
    const errors = seq.errors + (conc?.errors ?? 0);
    const name = scenario.note ? `${scenario.name} (${scenario.note})` : scenario.name;
    lines.push(
      `| ${name} | \`${shorten(scenario.path)}\` | ${ms(seq.medianMs)} | ${ms(seq.p95Ms)} | ${seq.requestsPerSecond.toFixed(0)} | ` +
        `${conc ? ms(conc.medianMs) : '–'} | ${conc ? ms(conc.p95Ms) : '–'} | ${conc ? conc.requestsPerSecond.toFixed(0) : '–'} | ${errors} |`,
    );
  }
  lines.push('');
  if (results.storefront) lines.push(...renderStorefrontMarkdown(results.storefront));
  lines.push(...renderClientJs(results.clientJs));
  if (results.lighthouse) lines.push(...renderLighthouse(results.lighthouse));
  if (results.search) lines.push(...renderSearchMarkdown(results.search));
  if (results.checkout) lines.push(...renderCheckoutMarkdown(results.checkout));
  if (results.admin) lines.push(...renderAdminMarkdown(results.admin));
  if (results.export) lines.push(...renderExportMarkdown(results.export));
  if (results.import) lines.push(...renderImportMarkdown(results.import));
  const mem = (/** @type {Memory} */ value) =>
    value ? `${value.rssMiB.toFixed(0)} MiB (peak ${value.peakRssMiB.toFixed(0)} MiB)` : 'not measured';
  lines.push(
    '## Memory after the run',
    '',
    `- API process RSS after its first start (demo shop seeded, 5 s idle): ${mem(memory.apiAfterFirstStart ?? null)}`,
    `- API process RSS: ${mem(memory.api)}`,
    `- Storefront process RSS: ${mem(memory.storefront)}`,
    '',
    'Produced by `npm run bench` (bench/run.mjs); the same figures are in latest.json.',
    '',
  );
  return lines.join('\n');
}

/**
 * Writes latest.json and latest.md into the folder.
 * @param {string} folder
 * @param {BenchResults} results
 */
export async function writeResults(folder, results) {
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(path.join(folder, 'latest.md'), renderMarkdown(results));
  return { json: path.join(folder, 'latest.json'), markdown: path.join(folder, 'latest.md') };
}
