import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, openPage } from './support/browser.ts';
import { message } from './support/messages.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/** What a browser or crawler gets for a URL before following any redirect. */
async function firstResponse(url: string): Promise<{ status: number; location: string | null }> {
  const response = await fetch(url, { redirect: 'manual' });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get('location') };
}

describe.skipIf(browserTestsSkipped())('routes, redirects and the 404 page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    { path: '/krepselis', locale: 'lt' },
    { path: '/en/cart', locale: 'en' },
  ])('$path renders the cart page in $locale', async ({ path, locale }) => {
    const page = await openPage(browser, DESKTOP);
    const response = await page.goto(`${requireShop().webUrl}${path}`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(locale);
    await expect
      .poll(() => page.locator('h1').first().innerText())
      .toBe(message(locale, 'routes.CART.title'));
    await page.context().close();
  });

  it('removes a trailing slash with a permanent redirect', async () => {
    const { status, location } = await firstResponse(`${requireShop().webUrl}/krepselis/`);
    expect(status).toBe(301);
    expect(new URL(location ?? '', requireShop().webUrl).pathname).toBe('/krepselis');
  });

  it('shows the not-found page with status 404 for an unknown path', async () => {
    const page = await openPage(browser, DESKTOP);
    const response = await page.goto(`${requireShop().webUrl}/sito-puslapio-tikrai-nera`);
    expect(response?.status()).toBe(404);
    const errorPage = page.locator(byTestId('error-page'));
    await expect.poll(() => errorPage.innerText()).toContain(message('lt', 'errors.notFound.title'));
    expect(await errorPage.innerText()).toContain(message('lt', 'errors.notFound.subtitle'));
    expect(await errorPage.innerText()).toContain('404');
    await page.context().close();
  });

  it('applies a redirect of the demo data (/senas-puslapis -> /akcijos, 301)', async () => {
    const shop = requireShop();
    const { status, location } = await firstResponse(`${shop.webUrl}/senas-puslapis`);
    expect(status).toBe(301);
    expect(new URL(location ?? '', shop.webUrl).pathname).toBe('/akcijos');

    const page = await openPage(browser, DESKTOP);
    const response = await page.goto(`${shop.webUrl}/senas-puslapis`);
    expect(new URL(page.url()).pathname).toBe('/akcijos');
    expect(response?.status()).toBe(200);
    await page.context().close();
  });
});
