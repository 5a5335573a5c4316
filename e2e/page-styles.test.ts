import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

const CATEGORY_PATH = '/c/kudikiams-1';

// The shell's stylesheet is linked (cached across pages); route stylesheets are inlined by the server and
// linked on client navigations (ADR 0007 and its amendment).
describe.skipIf(browserTestsSkipped())('page styles', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a server-rendered page links the shared shell stylesheet and carries its own styles inline', async () => {
    const html = await (await fetch(`${requireShop().webUrl}${CATEGORY_PATH}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // The root's styles are in the shell chunk every page shares (client-chunks.ts, ADR 0048): one link.
    const links = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual([expect.stringMatching(/^\/assets\/shell-[\w-]+\.css#?$/)]);
    // The listing's own styles are inline, and nothing of the shell is inlined again.
    expect(head).toMatch(/<style data-precedence="route" data-href="\/assets\/listing-page-[^"]*\.css/);
    expect(head).not.toMatch(/<style[^>]*data-href="[^"]*shell-/);
    // React places both before the module preloads, which would otherwise share the bandwidth first.
    expect(head.indexOf('rel="stylesheet"')).toBeLessThan(head.indexOf('<style data-precedence="route"'));
    expect(head.indexOf('<style data-precedence="route"')).toBeLessThan(head.indexOf('rel="modulepreload"'));
    // The linked file is served immutable, precompressed.
    const css = await fetch(`${requireShop().webUrl}${links[0]!.replace(/#$/, '')}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(css.status).toBe(200);
    expect(css.headers.get('cache-control')).toContain('immutable');
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
    const inlineBefore = await page.locator('style[data-href]').count();
    await card.click();
    await page.waitForURL(/\/p\//);
    // React commits the product page once its stylesheet has loaded.
    const linkedRules = () =>
      page.evaluate(() =>
        Array.from(
          document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-precedence="route"]'),
          (link) => link.sheet?.cssRules.length ?? 0,
        ),
      );
    const linkedBefore = (await linkedRules()).length;
    await expect.poll(async () => (await linkedRules()).length).toBeGreaterThan(linkedBefore);
    for (const rules of await linkedRules()) expect(rules).toBeGreaterThan(0);
    // The inline styles are reused, not duplicated.
    expect(await page.locator('style[data-href]').count()).toBe(inlineBefore);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
