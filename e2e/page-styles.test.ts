import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

const CATEGORY_PATH = '/c/kudikiams-1';

// Every route stylesheet is a link React writes at the top of <head>: hashed, immutable, cached across pages
// (ADR 0007 and its amendments).
describe.skipIf(browserTestsSkipped())('page styles', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a server-rendered page links its stylesheets, shell first, before the module preloads', async () => {
    const html = await (await fetch(`${requireShop().webUrl}${CATEGORY_PATH}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const links = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1] ?? '');
    // The root's styles are in the shell chunk every page shares (client-chunks.ts, ADR 0048), then the
    // listing's own.
    expect(links[0]).toMatch(/^\/assets\/shell-[\w-]+\.css#?$/);
    expect(links.some((href) => /^\/assets\/listing-page-[\w-]+\.css/.test(href))).toBe(true);
    expect(new Set(links.map((href) => href.replace(/#$/, ''))).size).toBe(links.length);
    // No styles inline: the HTML carries none of them (issue 21's HTML budget).
    expect(head).not.toContain('<style');
    // React places the links before the module preloads, which would otherwise share the bandwidth first.
    expect(head.lastIndexOf('rel="stylesheet"')).toBeLessThan(head.indexOf('rel="modulepreload"'));
    // The linked files are served immutable.
    for (const href of links) {
      const css = await fetch(`${requireShop().webUrl}${href.replace(/#$/, '')}`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(css.status).toBe(200);
      expect(css.headers.get('cache-control')).toContain('immutable');
    }
  });

  it('keeps the page as the server drew it when the page hydrates and loads lazy code (no layout shift)', async () => {
    const page = await openPage(browser, MOBILE);
    await page.addInitScript(() => {
      const shifts: string[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources?: { node?: Node }[];
        })[])
          shifts.push(
            `${entry.value.toFixed(4)} ${entry.sources?.map((source) => source.node?.nodeName).join(',')}`,
          );
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${requireShop().webUrl}${CATEGORY_PATH}`);
    await waitForHydration(page, byTestId('product-card'));
    await page.waitForLoadState('networkidle');
    // Lazy chunks bring their stylesheets through Vite's loader, which adds a link (with an absolute URL) unless
    // one with the file's exact URL is there: a second copy of a route stylesheet came after the others and won
    // the cascade.
    const files = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) =>
        link.href.replace(/[?#].*$/, ''),
      ),
    );
    expect(files.length).toBeGreaterThan(1);
    expect(files.filter((file, index) => files.indexOf(file) !== index)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual(
      [],
    );
    await page.context().close();
  });

  it('hydrates without errors and loads the next route stylesheet on a client navigation', async () => {
    const page = await openPage(browser, DESKTOP);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (entry) => {
      if (entry.type() === 'error') errors.push(entry.text());
    });
    await page.goto(`${requireShop().webUrl}${CATEGORY_PATH}`);
    const card = page.locator(byTestId('product-card')).locator('a[href*="/p/"]').first();
    await waitForHydration(page, byTestId('product-card'));
    const linkedRules = () =>
      page.evaluate(() =>
        Array.from(
          document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-precedence="route"]'),
          (link) => link.sheet?.cssRules.length ?? 0,
        ),
      );
    const linkedBefore = (await linkedRules()).length;
    await card.click();
    await page.waitForURL(/\/p\//);
    // React commits the product page once its stylesheet has loaded.
    await expect
      .poll(async () => (await linkedRules()).length, { timeout: 20_000 })
      .toBeGreaterThan(linkedBefore);
    for (const rules of await linkedRules()) expect(rules).toBeGreaterThan(0);
    // The server's links are reused, not duplicated.
    const hrefs = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) =>
        link.getAttribute('href'),
      ),
    );
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
