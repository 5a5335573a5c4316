// @ts-check
// The catalogue export's benchmark (issue 20): on the bench's generated catalogue (BENCH_PRODUCTS, 100,000 by
// default) the demo administrator downloads the whole catalogue in each format through
// GET /api/v2/admin/catalogue-exports, reading the stream as it comes, while the API's resident memory is sampled.
// Target (issue 20): 100,000 products within 30 s on PostgreSQL; memory stays flat (the export streams page by
// page, docs/adr/0047-catalogue-export.md). Run by bench/run.mjs (`--only export`) against the API it started.
import { performance } from 'node:perf_hooks';
import { processMemory } from './lib/measure.mjs';

const ADMIN = { email: 'admin@gandras.lt', password: 'Admin1234' };
const FORMATS = /** @type {const} */ (['shop-csv', 'shop-json', 'shopify-csv']);
/** The API's memory is read this often during a download. */
const MEMORY_SAMPLE_MS = 250;
const TARGET_SECONDS = 30;

/**
 * @typedef {object} ExportRun
 * @property {string} format
 * @property {number} status
 * @property {number} firstByteMs time until the first bytes of the file arrived
 * @property {number} seconds time until the whole file arrived
 * @property {number} megabytes size of the file
 * @property {number} lines line ends (CRLF for the CSVs, LF for the JSON: one per product)
 * @property {number} rssBeforeMiB the API's RSS before the download
 * @property {number} rssMaxMiB the highest RSS sampled during it
 *
 * @typedef {object} ExportBenchResult
 * @property {number} products catalogue size
 * @property {ExportRun[]} runs
 */

/** @param {number} value */
const round = (value) => Math.round(value * 10) / 10;

/**
 * @param {object} options
 * @param {string} options.apiUrl the running API (with the bench's catalogue)
 * @param {number | undefined} options.apiPid its process id, for the memory samples
 * @param {number} options.products catalogue size, for the report
 * @param {(message: string) => void} options.log
 * @returns {Promise<ExportBenchResult>}
 */
export async function runExportBench({ apiUrl, apiPid, products, log }) {
  const admin = `${apiUrl}/api/v2/admin`;
  const signIn = await fetch(`${admin}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (signIn.status !== 200) throw new Error(`admin sign-in answered ${signIn.status}`);
  const { token } = /** @type {{ token: string }} */ (await signIn.json());

  /** @type {ExportRun[]} */
  const runs = [];
  for (const format of FORMATS) {
    log(`export: ${format}`);
    const before = await processMemory(apiPid);
    let rssMax = before?.rssMiB ?? 0;
    const sampler = setInterval(() => {
      void processMemory(apiPid).then((memory) => {
        if (memory) rssMax = Math.max(rssMax, memory.rssMiB);
      });
    }, MEMORY_SAMPLE_MS);
    const started = performance.now();
    let firstByteMs = 0;
    let bytes = 0;
    let lines = 0;
    let status = 0;
    try {
      const response = await fetch(`${admin}/catalogue-exports?format=${format}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      status = response.status;
      if (!response.body) throw new Error(`export ${format} answered ${status} without a body`);
      for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (
        /** @type {unknown} */ (response.body)
      )) {
        if (bytes === 0) firstByteMs = performance.now() - started;
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines += 1;
      }
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    const run = {
      format,
      status,
      firstByteMs: round(firstByteMs),
      seconds: round(seconds),
      megabytes: round(bytes / 1024 / 1024),
      lines,
      rssBeforeMiB: before?.rssMiB ?? 0,
      rssMaxMiB: round(rssMax),
    };
    log(
      `export: ${format} ${status}, ${run.megabytes} MB, ${lines} lines in ${run.seconds} s (first bytes after ` +
        `${run.firstByteMs} ms); API RSS ${run.rssBeforeMiB} → at most ${run.rssMaxMiB} MiB`,
    );
    runs.push(run);
  }
  return { products, runs };
}

/**
 * The "Catalogue export" section of latest.md.
 * @param {ExportBenchResult} result
 * @returns {string[]}
 */
export function renderExportMarkdown(result) {
  return [
    '## Catalogue export (admin API, streamed)',
    '',
    `The whole catalogue (${result.products.toLocaleString('en')} generated products and the demo shop) downloaded ` +
      "once per format through `GET /api/v2/admin/catalogue-exports`, read as it arrives; the API's resident memory " +
      `sampled every ${MEMORY_SAMPLE_MS} ms meanwhile. Target: within ${TARGET_SECONDS} s on PostgreSQL, memory flat.`,
    '',
    '| Format | Status | Seconds | First bytes ms | MB | Lines | API RSS before MiB | API RSS max MiB |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...result.runs.map(
      (run) =>
        `| ${run.format} | ${run.status} | ${run.seconds.toFixed(1)} | ${run.firstByteMs.toFixed(0)} | ` +
        `${run.megabytes.toFixed(1)} | ${run.lines} | ${run.rssBeforeMiB.toFixed(0)} | ${run.rssMaxMiB.toFixed(0)} |`,
    ),
    '',
  ];
}
