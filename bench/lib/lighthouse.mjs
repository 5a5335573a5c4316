// @ts-check
// Lighthouse (the npm package) scores of storefront pages on the mobile preset, driving Debian's Chromium
// (nothing is downloaded). Targets of the catalogue issue: performance >= 90, accessibility 100, SEO 100,
// best practices >= 95. Lighthouse's performance score simulates a slow 4G phone from one trace, so on
// a shared machine it varies between runs: each page is measured RUNS times and the median is reported.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);
export const LIGHTHOUSE_TARGETS = { performance: 90, accessibility: 100, 'best-practices': 95, seo: 100 };
const RUNS = 3;

/**
 * @typedef {typeof CATEGORIES[number]} Category
 * @typedef {object} LighthousePage
 * @property {string} name
 * @property {string} path
 * @property {Record<Category, number | null>} scores 0–100, median of the runs
 * @property {Record<string, string>} metrics display values of the median-performance run
 * @property {{ tbtMs: number | null, cls: number | null }} blocking Total Blocking Time (ms) and Cumulative Layout
 *   Shift, each the median of the runs
 * @property {string[]} failedAudits audits below full score that count towards a category (non-performance)
 * @typedef {object} LighthouseReport
 * @property {string} version
 * @property {string} preset
 * @property {number} runs
 * @property {typeof LIGHTHOUSE_TARGETS} targets
 * @property {LighthousePage[]} pages
 */

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * @param {{ baseUrl: string, pages: Array<{ name: string, path: string }>, log?: (message: string) => void }} options
 * @returns {Promise<LighthouseReport>}
 */
export async function measureLighthouse({ baseUrl, pages, log = () => {} }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  let version = 'unknown';
  try {
    /** @type {LighthousePage[]} */
    const results = [];
    for (const page of pages) {
      /** @type {Array<import('lighthouse').RunnerResult['lhr']>} */
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`${baseUrl}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          formFactor: 'mobile',
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        version = result.lhr.lighthouseVersion;
        runs.push(result.lhr);
      }
      /** @param {import('lighthouse').RunnerResult['lhr']} lhr @param {Category} category */
      const score = (lhr, category) => {
        const value = lhr.categories[category]?.score;
        return typeof value === 'number' ? Math.round(value * 100) : null;
      };
      const scores = /** @type {Record<Category, number | null>} */ ({});
      for (const category of CATEGORIES) {
        const values = runs.map((lhr) => score(lhr, category)).filter((value) => value !== null);
        scores[category] = values.length > 0 ? median(values) : null;
      }
      const medianRun =
        runs.find((lhr) => score(lhr, 'performance') === scores.performance) ?? /** @type {any} */ (runs[0]);
      const metrics = Object.fromEntries(
        [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
        ].map((id) => [id, medianRun.audits[id]?.displayValue ?? '–']),
      );
      /** @param {string} id */
      const numeric = (id) => {
        const values = runs
          .map((lhr) => lhr.audits[id]?.numericValue)
          .filter((value) => typeof value === 'number');
        return values.length > 0 ? median(/** @type {number[]} */ (values)) : null;
      };
      const blocking = { tbtMs: numeric('total-blocking-time'), cls: numeric('cumulative-layout-shift') };
      /** @type {string[]} */
      const failedAudits = [];
      for (const category of CATEGORIES.filter((name) => name !== 'performance')) {
        for (const ref of medianRun.categories[category]?.auditRefs ?? []) {
          const audit = medianRun.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            failedAudits.push(`${category}: ${ref.id} (${audit.title})`);
          }
        }
      }
      log(
        `Lighthouse ${page.name}: performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
          `best practices ${scores['best-practices']}, SEO ${scores.seo}` +
          (failedAudits.length > 0 ? ` — ${failedAudits.join('; ')}` : ''),
      );
      results.push({ name: page.name, path: page.path, scores, metrics, blocking, failedAudits });
    }
    return {
      version,
      preset: 'mobile (simulated slow 4G, 4x CPU slowdown)',
      runs: RUNS,
      targets: LIGHTHOUSE_TARGETS,
      pages: results,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * @param {LighthouseReport} report
 * @returns {string[]} markdown lines
 */
export function renderLighthouse({ version, preset, runs, targets, pages }) {
  const mark = (/** @type {number | null} */ value, /** @type {number} */ target) =>
    value === null ? '–' : `${value}${value >= target ? '' : ' ✗'}`;
  const lines = [
    '## Lighthouse',
    '',
    `Lighthouse ${version}, ${preset}, Debian's Chromium; median of ${runs} runs per page. Targets: performance ≥ ` +
      `${targets.performance}, accessibility ${targets.accessibility}, best practices ≥ ${targets['best-practices']}, ` +
      `SEO ${targets.seo}; ✗ marks a miss.`,
    '',
    '| Page | Path | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const page of pages) {
    lines.push(
      `| ${page.name} | \`${page.path}\` | ${mark(page.scores.performance, targets.performance)} | ` +
        `${mark(page.scores.accessibility, targets.accessibility)} | ${mark(page.scores['best-practices'], targets['best-practices'])} | ` +
        `${mark(page.scores.seo, targets.seo)} | ${page.metrics['first-contentful-paint']} | ` +
        `${page.metrics['largest-contentful-paint']} | ${page.metrics['total-blocking-time']} | ${page.metrics['cumulative-layout-shift']} |`,
    );
  }
  const failures = pages.flatMap((page) => page.failedAudits.map((audit) => `- ${page.name}: ${audit}`));
  if (failures.length > 0) lines.push('', 'Audits below full score:', '', ...failures);
  lines.push('');
  return lines;
}
