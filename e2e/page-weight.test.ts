import { beforeAll, describe, expect, it } from 'vitest';
import { budgetPages, type BudgetPageName as PageName } from '../bench/lib/budget-pages.mjs';
import { measurePageClientJs, type PageClientJs } from '../bench/lib/client-js.mjs';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/**
 * Page weight budgets of issue 21 on the production build with the demo shop (ADR 0048). Sizes are
 * deterministic, so they are checked here rather than in the bench. Figures come from the bench's own
 * measuring code (bench/lib/client-js.mjs): the SSR HTML, the bytes inside its inline scripts (loader data
 * and route manifest), its elements, and the JS a first load downloads, each file gzipped on its own.
 *
 * A budget the pages already meet is the figure. One that is not met yet is held at the figure
 * measured when this test was written (a ratchet: it may only go down), and its name says the target.
 */
const KIB = 1024;

interface Budget {
  name: string;
  measure: (page: PageClientJs) => number;
  unit: 'KiB' | 'elements';
  /** The budget. */
  target: number;
  /** Today's ceiling per page where the target is not met yet; absent: the target applies. */
  ratchet?: Partial<Record<PageName, number>>;
}

const BUDGETS: Budget[] = [
  {
    name: 'inline scripts (loader data and route manifest)',
    measure: (page) => page.inlineScriptBytes / KIB,
    unit: 'KiB',
    target: 40,
  },
  {
    name: 'HTML',
    measure: (page) => page.htmlRawBytes / KIB,
    unit: 'KiB',
    target: 120,
    // Met on every page: short class names and linked stylesheets (ADR 0007 amendments, ADR 0048), the home
    // page's lower blocks rendered in the browser, packed listing cards, lean cards and facets (ADR 0048).
  },
  {
    name: 'elements',
    measure: (page) => page.elements,
    unit: 'elements',
    target: 900,
    // The category page has 48 cards (6 to 11 elements each) and its facets (2 elements a value): ADR 0048.
  },
  {
    name: 'first-load JS (gzip)',
    measure: (page) => page.gzipBytes / KIB,
    unit: 'KiB',
    target: 130,
    // Met since the browser build hydrates with Preact's compatibility layer instead of React DOM (ADR 0071):
    // 89 to 93 KiB on 29 Nov.
  },
];

describe.skipIf(browserTestsSkipped())('page weight budgets (issue 21)', () => {
  const measured = new Map<PageName, PageClientJs>();

  beforeAll(async () => {
    const { webUrl } = requireShop();
    const pages = await budgetPages(webUrl);
    for (const [name, path] of Object.entries(pages) as [PageName, string][]) {
      measured.set(name, await measurePageClientJs({ name, baseUrl: webUrl, path }));
    }
    const rows = [...measured].map(
      ([name, page]) =>
        `${name.padEnd(9)} HTML ${(page.htmlRawBytes / KIB).toFixed(1)} KiB, inline ${(page.inlineScriptBytes / KIB).toFixed(1)} KiB, ` +
        `${page.elements} elements, JS ${(page.gzipBytes / KIB).toFixed(1)} KiB gzip (${page.path})`,
    );
    console.log(`[page weight]\n${rows.join('\n')}`);
  }, 120_000);

  it('measures every page without errors', () => {
    for (const page of measured.values()) {
      expect(page.status, page.path).toBe(200);
      expect(page.errors, page.path).toEqual([]);
    }
  });

  for (const budget of BUDGETS) {
    const pageNames: PageName[] = ['home', 'category', 'product', 'search', 'cart'];
    const met = pageNames.filter((name) => budget.ratchet?.[name] === undefined);
    if (met.length > 0) {
      it(`${budget.name} ≤ ${budget.target} ${budget.unit} on ${met.join(', ')}`, () => {
        for (const name of met) {
          const page = measured.get(name);
          expect(page, name).toBeDefined();
          expect(budget.measure(page!), `${name} ${page!.path}`).toBeLessThanOrEqual(budget.target);
        }
      });
    }
    for (const [name, ceiling] of Object.entries(budget.ratchet ?? {}) as [PageName, number][]) {
      it(`${budget.name} on ${name} ≤ ${ceiling} ${budget.unit} (ratchet; issue 21 target ${budget.target} ${budget.unit})`, () => {
        const page = measured.get(name);
        expect(page, name).toBeDefined();
        expect(budget.measure(page!), `${name} ${page!.path}`).toBeLessThanOrEqual(ceiling);
      });
    }
  }
});
