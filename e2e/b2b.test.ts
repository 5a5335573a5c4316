import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, openPage } from './support/browser.ts';
import { fetchChannel } from './support/shop-api.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

describe.skipIf(browserTestsSkipped())('b2b storefront', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends an anonymous visitor to the sign-in route', async () => {
    const response = await fetch(`${requireShop().b2bUrl}/`, { redirect: 'manual' });
    await response.body?.cancel();
    expect([302, 303, 307]).toContain(response.status);
    expect(new URL(response.headers.get('location') ?? '', requireShop().b2bUrl).pathname).toBe('/auth');
  });

  it('shows its own logo, not the main shop one, on the sign-in page', async () => {
    const shop = requireShop();
    const [b2b, web] = await Promise.all([
      fetchChannel(shop.apiUrl, 'b2b'),
      fetchChannel(shop.apiUrl, 'web'),
    ]);
    expect(b2b.logoPath).toBeTruthy();
    expect(b2b.logoPath).not.toBe(web.logoPath);

    const page = await openPage(browser, DESKTOP);
    const response = await page.goto(`${shop.b2bUrl}/`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/auth');
    const logo = page.locator(`${byTestId('site-header')} img[src*="${b2b.logoPath}"]`).first();
    expect(await logo.isVisible()).toBe(true);
    expect(await logo.getAttribute('alt')).toBe(b2b.name);
    // A broken image is still "visible": check that the picture itself arrived.
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), {
        timeout: 10_000,
      })
      .toBe(true);
    await page.context().close();
  });
});
