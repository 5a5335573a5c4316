// @ts-check
// The back office's catalogue benchmark (issue 17): on the bench's full catalogue (BENCH_PRODUCTS, 100,000 by
// default) the demo administrator lists products (the products table's requests: plain pages, a name search,
// a category filter, a price sort), saves products (PATCH /products/{code}), changes variant stock
// (PATCH /product-variants/{code}), and renames products to a new word and times how long until the shop's
// search finds them. Targets (issue 17): list p50 ≤ 50 ms, save p50 ≤ 60 ms, visible in search ≤ 2 s.
// Run by bench/run.mjs against the API it started.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './lib/measure.mjs';

const ADMIN = { email: 'admin@gandras.lt', password: 'Admin1234' };
const SHOP_HEADERS = { accept: 'application/json', channel: 'web', locale: 'lt' };
const LIST_REQUESTS = 200;
const SAVES = 100;
const STOCK_CHANGES = 100;
const VISIBILITY_SAMPLES = 10;
/** The search must find a renamed product within this, else the sample counts as failed. */
const VISIBILITY_TIMEOUT_MS = 10_000;

/**
 * @typedef {object} AdminLatency
 * @property {number} count
 * @property {number} errors
 * @property {number} medianMs
 * @property {number} p95Ms
 *
 * @typedef {object} AdminBenchResult
 * @property {number} products catalogue size
 * @property {AdminLatency} list GET /admin/products (pages, search, filter, sort)
 * @property {AdminLatency} save PATCH /admin/products/{code}
 * @property {AdminLatency} stock PATCH /admin/product-variants/{code} (onHand)
 * @property {AdminLatency} visibleInSearch from the save's answer until the shop's search finds the new name
 */

/** @param {number} value */
const round = (value) => Math.round(value * 10) / 10;

/**
 * @param {number[]} samples
 * @param {number} errors
 * @returns {AdminLatency}
 */
function latency(samples, errors) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    errors,
    medianMs: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
  };
}

/**
 * @param {string} token
 * @param {string} method
 * @param {string} url
 * @param {unknown} [body]
 */
async function adminCall(token, method, url, body) {
  const started = performance.now();
  const response = await fetch(url, {
    method,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => null);
  return { status: response.status, json, ms: performance.now() - started };
}

/**
 * @param {object} options
 * @param {string} options.apiUrl the running API (with the bench's catalogue)
 * @param {number} options.products catalogue size, for the report
 * @param {(message: string) => void} options.log
 * @returns {Promise<AdminBenchResult>}
 */
export async function runAdminBench({ apiUrl, products, log }) {
  const admin = `${apiUrl}/api/v2/admin`;
  const shop = `${apiUrl}/api/v2/shop`;
  const signIn = await fetch(`${admin}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (signIn.status !== 200) throw new Error(`admin sign-in answered ${signIn.status}`);
  const { token } = /** @type {{ token: string }} */ (await signIn.json());

  const tree = await (await fetch(`${shop}/taxons-tree`, { headers: SHOP_HEADERS })).json();
  const taxon = tree.data?.[0]?.children?.[0]?.code ?? tree.data?.[0]?.code;
  const listUrls = [
    `${admin}/products?page=1&itemsPerPage=20`,
    `${admin}/products?page=37&itemsPerPage=20&order[code]=asc`,
    `${admin}/products?search=${encodeURIComponent('vež')}&itemsPerPage=20`,
    `${admin}/products?taxon=${encodeURIComponent(taxon ?? '')}&itemsPerPage=20&order[price]=desc`,
    `${admin}/products?stock=soldOut&order[name]=asc&itemsPerPage=20`,
  ];
  log('admin: product list pages');
  /** @type {number[]} */
  const listSamples = [];
  let listErrors = 0;
  for (let index = 0; index < LIST_REQUESTS + 10; index += 1) {
    const result = await adminCall(token, 'GET', listUrls[index % listUrls.length] ?? '');
    if (index < 10) continue; // warm-up
    listSamples.push(result.ms);
    if (result.status !== 200) listErrors += 1;
  }

  // Products to edit: a page from the middle of the catalogue, each with its first variant.
  const page = await adminCall(token, 'GET', `${admin}/products?page=50&itemsPerPage=50&order[code]=asc`);
  /** @type {string[]} */
  const codes = (page.json?.data ?? []).map((/** @type {{ code: string }} */ row) => row.code);
  if (codes.length === 0) throw new Error('admin: the product list is empty');

  log('admin: product saves');
  /** @type {number[]} */
  const saveSamples = [];
  let saveErrors = 0;
  for (let index = 0; index < SAVES; index += 1) {
    const code = codes[index % codes.length] ?? '';
    const current = await adminCall(token, 'GET', `${admin}/products/${encodeURIComponent(code)}`);
    const lt = current.json?.translations?.lt ?? {};
    const saved = await adminCall(token, 'PATCH', `${admin}/products/${encodeURIComponent(code)}`, {
      version: current.json?.version,
      translations: { lt: { ...lt, shortDescription: `Atnaujinta ${index}` } },
    });
    saveSamples.push(saved.ms);
    if (saved.status !== 200) saveErrors += 1;
  }

  log('admin: variant stock changes');
  /** @type {number[]} */
  const stockSamples = [];
  let stockErrors = 0;
  for (let index = 0; index < STOCK_CHANGES; index += 1) {
    const code = codes[index % codes.length] ?? '';
    const product = await adminCall(token, 'GET', `${admin}/products/${encodeURIComponent(code)}`);
    const variant = product.json?.variants?.find((/** @type {{ tracked: boolean }} */ v) => v.tracked);
    if (!variant) continue;
    const changed = await adminCall(
      token,
      'PATCH',
      `${admin}/product-variants/${encodeURIComponent(variant.code)}`,
      {
        version: variant.version,
        // Counted per warehouse where the product has warehouses: one more unit in the first of them.
        onHand:
          Object.keys(variant.warehouseStock ?? {}).length > 0
            ? Object.fromEntries(
                Object.entries(variant.warehouseStock).map(([code, units], at) => [
                  code,
                  at === 0 ? Number(units) + 1 + (index % 3) : units,
                ]),
              )
            : variant.onHold + 5 + (index % 7),
      },
    );
    stockSamples.push(changed.ms);
    if (changed.status !== 200) stockErrors += 1;
  }

  log('admin: time until the shop finds a renamed product');
  /** @type {number[]} */
  const visibleSamples = [];
  let visibleErrors = 0;
  for (let index = 0; index < VISIBILITY_SAMPLES; index += 1) {
    const code = codes[(index * 3) % codes.length] ?? '';
    const word = `Benchmarkas${Date.now().toString(36)}${index}`;
    const current = await adminCall(token, 'GET', `${admin}/products/${encodeURIComponent(code)}`);
    const lt = current.json?.translations?.lt ?? {};
    const saved = await adminCall(token, 'PATCH', `${admin}/products/${encodeURIComponent(code)}`, {
      version: current.json?.version,
      translations: { lt: { ...lt, name: `${lt.name ?? code} ${word}` } },
    });
    if (saved.status !== 200) {
      visibleErrors += 1;
      continue;
    }
    const savedAt = performance.now();
    let found = false;
    while (performance.now() - savedAt < VISIBILITY_TIMEOUT_MS) {
      const response = await fetch(
        `${shop}/search/products?query=${encodeURIComponent(word)}&itemsPerPage=5`,
        {
          headers: SHOP_HEADERS,
        },
      );
      const body = await response.json();
      if (body.data?.some((/** @type {{ code: string }} */ item) => item.code === code)) {
        found = true;
        break;
      }
      await sleep(20);
    }
    if (found) visibleSamples.push(performance.now() - savedAt);
    else visibleErrors += 1;
  }

  const result = {
    products,
    list: latency(listSamples, listErrors),
    save: latency(saveSamples, saveErrors),
    stock: latency(stockSamples, stockErrors),
    visibleInSearch: latency(visibleSamples, visibleErrors),
  };
  log(
    `admin: list median ${result.list.medianMs} ms, save median ${result.save.medianMs} ms, stock median ` +
      `${result.stock.medianMs} ms, visible in search after ${result.visibleInSearch.medianMs} ms (median)`,
  );
  return result;
}

/**
 * The "Back office catalogue" section of latest.md.
 * @param {AdminBenchResult} result
 * @returns {string[]}
 */
export function renderAdminMarkdown(result) {
  const row = (/** @type {string} */ name, /** @type {AdminLatency} */ value, /** @type {string} */ target) =>
    `| ${name} | ${value.count} | ${value.errors} | ${value.medianMs.toFixed(1)} | ${value.p95Ms.toFixed(1)} | ${target} |`;
  return [
    '## Back office catalogue (admin API)',
    '',
    `On the same catalogue (${result.products.toLocaleString('en')} generated products and the demo shop), one ` +
      'administrator at a time. The list mixes plain pages, a name search, a category filter with a price sort ' +
      'and the sold-out filter; a save is a PATCH of a product (the search refresh it queues runs right after the answer); ' +
      '"visible in search" is the time from the answer of a rename until `GET /search/products?query=` finds the ' +
      'new word.',
    '',
    '| Request | Samples | Failed | Median ms | p95 ms | Target (p50) |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    row('Product list page', result.list, '≤ 50 ms'),
    row('Product save', result.save, '≤ 60 ms'),
    row('Variant stock change', result.stock, '—'),
    row('Save → visible in search', result.visibleInSearch, '≤ 2000 ms'),
    '',
  ];
}
