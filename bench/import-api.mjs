// @ts-check
// The catalogue import's benchmark (issue 20): a CSV of our format (docs/catalogue-format.md) with
// BENCH_IMPORT_PRODUCTS products (10,000 by default) × 2 variants is uploaded by the demo administrator through
// POST /api/v2/admin/catalogue-imports, checked, applied, and then uploaded and checked once more (the same
// file: every product unchanged). The check and the apply are timed separately by polling the import; the
// API's resident memory is sampled meanwhile. The file's categories, attribute values, option values,
// channels and warehouses are taken from the demo shop's own export (a demo product with two variants), so
// they exist in the shop. Target (issue 20): ≤ 60 s for 10,000 products on PostgreSQL, API RSS growth
// ≤ 300 MB. Run by bench/run.mjs (`--only import`) against the API it started.
import { performance } from 'node:perf_hooks';
import { processMemory } from './lib/measure.mjs';

const ADMIN = { email: 'admin@gandras.lt', password: 'Admin1234' };
/** The API's memory is read this often during the import. */
const MEMORY_SAMPLE_MS = 250;
/** The import's status is read this often. */
const POLL_MS = 250;
/**
 * A stage still working after this long is reported as it stands (its status and rows done) and the stages
 * after it are skipped: BENCH_IMPORT_TIMEOUT_S, default 600 (ten times the target).
 */
const STAGE_TIMEOUT_MS = 1000 * Number(process.env.BENCH_IMPORT_TIMEOUT_S?.trim() || 600);
const TARGET_SECONDS = 60;
const TARGET_RSS_GROWTH_MIB = 300;
const VARIANTS_PER_PRODUCT = 2;
const PREFIX = 'bench-import';

/**
 * @typedef {{ new: number, updated: number, unchanged: number, failed: number, disabled: number }} Counts
 *
 * @typedef {object} ImportStage
 * @property {string} name
 * @property {number} seconds from the request until the import reached its status
 * @property {string} status the status it reached
 * @property {Counts | null} counts
 * @property {number} problemCount
 * @property {number} rowsDone file rows the stage had worked through when it was read last
 * @property {number} rssBeforeMiB the API's RSS before the stage
 * @property {number} rssMaxMiB the highest RSS sampled during it
 *
 * @typedef {object} ImportBenchResult
 * @property {number} products products in the file
 * @property {number} variants variants (rows) in the file
 * @property {number} megabytes the file's size
 * @property {string} template the demo product whose structure the rows copy
 * @property {number} rssStartMiB the API's RSS before the first upload
 * @property {number} rssMaxMiB the highest RSS sampled during all stages
 * @property {ImportStage[]} stages
 * @property {string[]} failures counts or statuses that were not as expected
 */

/** @param {number} value */
const round = (value) => Math.round(value * 10) / 10;

/**
 * Parses CSV text (quoted cells with doubled quotes and line breaks) with the given separator.
 * @param {string} text
 * @param {string} separator
 * @returns {string[][]}
 */
export function parseCsv(text, separator) {
  /** @type {string[][]} */
  const rows = [];
  /** @type {string[]} */
  let row = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** @param {string} value */
const csvCell = (value) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The structure of a demo product with at least two variants, from the shop's own CSV export: the columns a
 * generated row fills and the template's values for them.
 * @param {string} exported the shop-csv export of the demo shop
 */
export function templateFromExport(exported) {
  const text = exported.replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n/));
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const [header, ...rows] = parseCsv(text, separator);
  if (!header) throw new Error('The export has no header.');
  const column = (/** @type {string} */ name) => header.indexOf(name);
  const productColumn = column('product');
  const variantColumn = column('variant');
  if (productColumn < 0 || variantColumn < 0) throw new Error('The export has no product or variant column.');
  /** @type {Map<string, string[][]>} */
  const byProduct = new Map();
  for (const row of rows) {
    const code = row[productColumn];
    if (!code) continue;
    byProduct.set(code, [...(byProduct.get(code) ?? []), row]);
  }
  const optionColumns = header.filter((name) => name.startsWith('option:'));
  const filled = (/** @type {string[]} */ row, /** @type {string} */ name) =>
    (row[column(name)] ?? '') !== '';
  const entry = [...byProduct].find(
    ([, productRows]) =>
      productRows.length >= VARIANTS_PER_PRODUCT &&
      filled(productRows[0] ?? [], 'main_category') &&
      optionColumns.some((name) => productRows.every((row) => filled(row, name))),
  );
  if (!entry) throw new Error('The demo shop has no product with two variants that differ in an option.');
  const [code, productRows] = entry;
  const first = productRows[0] ?? [];
  const productLevel = ['enabled', 'main_category', 'categories', 'channels'].filter((name) =>
    filled(first, name),
  );
  const attributes = header.filter((name) => name.startsWith('attribute:') && filled(first, name));
  const variantRows = productRows.slice(0, VARIANTS_PER_PRODUCT);
  const variantLevel = header.filter(
    (name) =>
      (name.startsWith('option:') ||
        name.startsWith('price:') ||
        name === 'stock' ||
        name.startsWith('stock:')) &&
      variantRows.every((row) => filled(row, name)),
  );
  return {
    code,
    productColumns: [...productLevel, ...attributes],
    variantColumns: variantLevel,
    productValues: [...productLevel, ...attributes].map((name) => first[column(name)] ?? ''),
    variantValues: variantRows.map((row) => variantLevel.map((name) => row[column(name)] ?? '')),
  };
}

/**
 * The bench's CSV: `products` products of two variants each, copying the template's structure.
 * @param {ReturnType<typeof templateFromExport>} template
 * @param {number} products
 */
export function buildImportCsv(template, products) {
  const header = [
    'product',
    ...template.productColumns,
    'name:lt',
    'name:en',
    'description:lt',
    'variant',
    'gtin',
    ...template.variantColumns,
  ];
  const lines = [header.map(csvCell).join(',')];
  for (let index = 1; index <= products; index += 1) {
    const code = `${PREFIX}-${String(index).padStart(6, '0')}`;
    template.variantValues.forEach((values, variant) => {
      const productCells =
        variant === 0
          ? [
              ...template.productValues,
              `Bandomoji prekė ${index}`,
              `Bench product ${index}`,
              `<p>Bandomosios prekės nr. ${index} aprašymas.</p>`,
            ]
          : [...template.productValues.map(() => ''), '', '', ''];
      lines.push(
        [code, ...productCells, `${code}-${variant + 1}`, gtin13(index * 10 + variant), ...values]
          .map(csvCell)
          .join(','),
      );
    });
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * A valid EAN-13 (the check digit computed) from a number.
 * @param {number} value
 */
function gtin13(value) {
  const body = `20${String(value).padStart(10, '0')}`;
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += Number(body[index]) * (index % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * @param {object} options
 * @param {string} options.apiUrl the running API (with the demo shop)
 * @param {number | undefined} options.apiPid its process id, for the memory samples
 * @param {number} options.products products in the generated file
 * @param {(message: string) => void} options.log
 * @returns {Promise<ImportBenchResult>}
 */
export async function runImportBench({ apiUrl, apiPid, products, log }) {
  const admin = `${apiUrl}/api/v2/admin`;
  const signIn = await fetch(`${admin}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (signIn.status !== 200) throw new Error(`admin sign-in answered ${signIn.status}`);
  const { token } = /** @type {{ token: string }} */ (await signIn.json());
  const authorization = `Bearer ${token}`;

  const exported = await fetch(`${admin}/catalogue-exports?format=shop-csv`, { headers: { authorization } });
  if (exported.status !== 200) throw new Error(`the demo shop's export answered ${exported.status}`);
  const template = templateFromExport(await exported.text());
  const csv = buildImportCsv(template, products);
  const variants = products * template.variantValues.length;
  log(
    `import: ${products} products, ${variants} variants (${round(csv.length / 1024 / 1024)} MB) like ` +
      `${template.code}: ${[...template.productColumns, ...template.variantColumns].join(', ')}`,
  );

  /** @param {string} url @param {RequestInit} [init] */
  const call = async (url, init = {}) => {
    const response = await fetch(url, {
      ...init,
      headers: { authorization, accept: 'application/json', ...(init.headers ?? {}) },
    });
    const body = await response.json();
    return { status: response.status, body };
  };

  const start = await processMemory(apiPid);
  let overallMax = start?.rssMiB ?? 0;
  /** @type {string[]} */
  const failures = [];

  /**
   * Runs one stage: `begin` sends the request that starts it; the import is read until it leaves `waiting`.
   * @param {string} name
   * @param {() => Promise<{ status: number, body: any }>} begin
   * @param {string} waiting the status while it works
   * @returns {Promise<{ stage: ImportStage, id: number }>}
   */
  const stage = async (name, begin, waiting) => {
    const before = await processMemory(apiPid);
    let rssMax = before?.rssMiB ?? 0;
    const sampler = setInterval(() => {
      void processMemory(apiPid).then((memory) => {
        if (memory) rssMax = Math.max(rssMax, memory.rssMiB);
      });
    }, MEMORY_SAMPLE_MS);
    const started = performance.now();
    /** @type {any} */
    let current;
    try {
      const begun = await begin();
      if (begun.status !== 202)
        throw new Error(`${name} answered ${begun.status}: ${JSON.stringify(begun.body)}`);
      current = begun.body;
      while (current.status === waiting && performance.now() - started <= STAGE_TIMEOUT_MS) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const read = await call(`${admin}/catalogue-imports/${current.id}`);
        if (read.status !== 200) throw new Error(`${name}: reading the import answered ${read.status}`);
        current = read.body;
      }
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    const after = await processMemory(apiPid);
    if (after) rssMax = Math.max(rssMax, after.rssMiB);
    overallMax = Math.max(overallMax, rssMax);
    const result = {
      name,
      seconds: round(seconds),
      status: current.status,
      counts: current.counts,
      problemCount: current.problemCount,
      rowsDone: current.rowsDone,
      rssBeforeMiB: before?.rssMiB ?? 0,
      rssMaxMiB: round(rssMax),
    };
    log(
      `import: ${name} → ${result.status} (${result.rowsDone} rows) in ${result.seconds} s, counts ${JSON.stringify(result.counts)}, ` +
        `${result.problemCount} problems${current.error ? ` (${current.error})` : ''}; API RSS ` +
        `${result.rssBeforeMiB} → at most ${result.rssMaxMiB} MiB`,
    );
    if (current.problemCount > 0)
      log(`import: first problems ${JSON.stringify(current.problems.slice(0, 3))}`);
    return { stage: result, id: current.id };
  };

  const upload = () => {
    const form = new FormData();
    form.append('format', 'shop-csv');
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench-import.csv');
    return call(`${admin}/catalogue-imports`, { method: 'POST', body: form });
  };
  /** @param {ImportStage} result @param {string} status @param {Partial<Counts>} counts */
  const expect = (result, status, counts) => {
    const expected = { new: 0, updated: 0, unchanged: 0, failed: 0, disabled: 0, ...counts };
    if (result.status === status && JSON.stringify(result.counts) === JSON.stringify(expected)) return true;
    failures.push(
      `${result.name}: expected ${status} ${JSON.stringify(expected)}, got ${result.status} ` +
        `${JSON.stringify(result.counts)} after ${result.seconds} s (${result.rowsDone} rows done)`,
    );
    return false;
  };

  /** @type {ImportStage[]} */
  const stages = [];
  /** Upload and check the file, then apply it; false when a stage did not end as expected. */
  const importOnce = async (/** @type {string} */ label, /** @type {Partial<Counts>} */ counts) => {
    const check = await stage(`Check (${label})`, upload, 'checking');
    stages.push(check.stage);
    if (!expect(check.stage, 'checked', counts)) return false;
    const apply = await stage(
      `Apply (${label})`,
      () => call(`${admin}/catalogue-imports/${check.id}/apply`, { method: 'POST' }),
      'applying',
    );
    stages.push(apply.stage);
    return expect(apply.stage, 'applied', counts);
  };
  if (await importOnce('new file', { new: products }))
    await importOnce('same file again', { unchanged: products });
  for (const failure of failures) log(`import: NOT AS EXPECTED ${failure}`);

  return {
    products,
    variants,
    megabytes: round(csv.length / 1024 / 1024),
    template: template.code,
    rssStartMiB: start?.rssMiB ?? 0,
    rssMaxMiB: round(overallMax),
    stages,
    failures,
  };
}

/**
 * The "Catalogue import" section of latest.md.
 * @param {ImportBenchResult} result
 * @returns {string[]}
 */
export function renderImportMarkdown(result) {
  const [check, apply] = result.stages;
  const firstImport = (check?.seconds ?? 0) + (apply?.seconds ?? 0);
  const growth = result.rssMaxMiB - result.rssStartMiB;
  const counts = (/** @type {Counts | null} */ value) =>
    value
      ? `${value.new} new, ${value.updated} updated, ${value.unchanged} unchanged, ${value.failed} failed`
      : '–';
  return [
    '## Catalogue import (admin API, our CSV)',
    '',
    `A CSV of our format with ${result.products.toLocaleString('en')} new products × ` +
      `${result.variants / result.products} variants (${result.megabytes.toFixed(1)} MB; categories, attribute ` +
      `values, option values, prices and stock as the demo product \`${result.template}\` has them) uploaded ` +
      'by the demo administrator through `POST /api/v2/admin/catalogue-imports`, checked, applied ' +
      '(`POST …/{id}/apply`), then the same file uploaded, checked and applied again. Each stage is timed from ' +
      'its request until `GET …/{id}` shows it done (read every 250 ms); the API’s resident memory sampled every ' +
      `${MEMORY_SAMPLE_MS} ms meanwhile. Target: ≤ ${TARGET_SECONDS} s for 10,000 products on PostgreSQL, API ` +
      `RSS growth ≤ ${TARGET_RSS_GROWTH_MIB} MB.`,
    '',
    '| Stage | Status | Rows done | Seconds | Products/s | Counts | Problems | API RSS before MiB | API RSS max MiB |',
    '| --- | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
    ...result.stages.map(
      (stage) =>
        `| ${stage.name} | ${stage.status} | ${stage.rowsDone} | ${stage.seconds.toFixed(1)} | ` +
        `${(result.products / Math.max(stage.seconds, 0.001)).toFixed(0)} | ${counts(stage.counts)} | ` +
        `${stage.problemCount} | ${stage.rssBeforeMiB.toFixed(0)} | ${stage.rssMaxMiB.toFixed(0)} |`,
    ),
    '',
    `- First import (check + apply): ${firstImport.toFixed(1)} s against the target of ${TARGET_SECONDS} s: ` +
      `${apply?.status === 'applied' && firstImport <= TARGET_SECONDS ? 'met' : 'NOT met'}.`,
    `- API RSS growth over all stages: ${result.rssStartMiB.toFixed(0)} → ${result.rssMaxMiB.toFixed(0)} MiB ` +
      `(+${growth.toFixed(0)} MiB) against the target of ${TARGET_RSS_GROWTH_MIB} MB: ` +
      `${growth <= TARGET_RSS_GROWTH_MIB ? 'met' : 'NOT met'}.`,
    ...(result.failures.length > 0
      ? result.failures.map((failure) => `- NOT AS EXPECTED: ${failure}`)
      : ['- Counts as expected: every product new the first time, unchanged the second.']),
    '',
  ];
}
