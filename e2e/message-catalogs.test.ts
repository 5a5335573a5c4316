import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/** The head's `<link rel="preload" as="fetch" crossorigin="anonymous" data-messages href>` of the catalog. */
function catalogHref(html: string): string | undefined {
  const tag = /<link\b[^>]*\bdata-messages\b[^>]*>/.exec(html)?.[0] ?? '';
  if (!/rel="preload"/.test(tag) || !/as="fetch"/.test(tag) || !/crossorigin="anonymous"/i.test(tag))
    return undefined;
  return /href="([^"]+)"/.exec(tag)?.[1];
}
/** A message key as it would show if a text were rendered without its catalog ("layout.cart.title"). */
const RAW_KEY = /\b(?:layout|common|errors|product|cart|home)\.[a-z]\w*\.[a-z]\w*/i;

// The message catalogs are cached files, not inline loader data (issue 21, ADR 0048).
describe.skipIf(browserTestsSkipped())('message catalogs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a page preloads its locale catalog, which the browser may keep for good, instead of inlining it', async () => {
    const { webUrl } = requireShop();
    const html = await (await fetch(`${webUrl}/`)).text();
    const href = catalogHref(html);
    expect(href).toMatch(/^\/resources\/messages\/lt-shop\.[0-9a-f]{16}\.json$/);
    // A text the home page does not show is in the catalog, not in the page.
    expect(html).not.toContain('errors.notFound.title');
    expect(html).not.toContain('Puslapis nerastas');

    const response = await fetch(`${webUrl}${href}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const catalog = (await response.json()) as Record<string, unknown>;
    expect(catalog['errors.notFound.title']).toBe('Puslapis nerastas');

    // English pages name the English catalog; an address of other content is not served.
    const english = await (await fetch(`${webUrl}/en`)).text();
    expect(catalogHref(english)).toMatch(/^\/resources\/messages\/en-shop\.[0-9a-f]{16}\.json$/);
    const stale = await fetch(`${webUrl}/resources/messages/lt-shop.0000000000000000.json`);
    expect(stale.status).toBe(404);
    expect(stale.headers.get('cache-control')).toBe('no-store');
  });

  it('hydrates with the texts of the server, and the language switch brings the other catalog', async () => {
    const page = await openPage(browser, DESKTOP);
    const errors: string[] = [];
    const catalogs: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (entry) => {
      if (entry.type() === 'error') errors.push(entry.text());
    });
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/resources/messages/')) catalogs.push(pathname);
    });
    await page.goto(`${requireShop().webUrl}/`);
    const serverText = await page.locator('body').innerText();
    await waitForHydration(page, byTestId('language-switch'));
    expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
    expect(await page.locator(byTestId('language-switch')).getAttribute('aria-label')).toBe('Kalba');
    expect(serverText).not.toMatch(RAW_KEY);
    // One download of the catalog: the script reuses what the preload fetched.
    expect(catalogs.filter((path) => path.startsWith('/resources/messages/lt-shop.'))).toHaveLength(1);

    await page.locator(`${byTestId('language-switch')} a[hreflang="en"]`).click();
    await page.waitForURL((url) => url.pathname === '/en');
    await waitForHydration(page, byTestId('language-switch'));
    await expect
      .poll(() => page.locator(byTestId('language-switch')).getAttribute('aria-label'), { timeout: 20_000 })
      .toBe('Language');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
    expect(catalogs.some((path) => path.startsWith('/resources/messages/en-shop.'))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
