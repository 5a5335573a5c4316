import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

describe.skipIf(browserTestsSkipped())('news', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists articles newest first, narrows to a section, and opens an article', async () => {
    const page = await openPage(browser, MOBILE);
    await page.goto(`${requireShop().webUrl}/naujienos`);
    await waitForHydration(page, byTestId('article-card'));
    const all = await page.locator(byTestId('article-card')).count();
    expect(all).toBeGreaterThanOrEqual(2);
    await page.getByRole('link', { name: 'Patarimai', exact: true }).click();
    await page.waitForURL(/\/naujienos\/patarimai$/);
    await expect.poll(() => page.locator(byTestId('article-card')).count()).toBeLessThan(all);
    const first = page.locator(byTestId('article-card')).first();
    const title = await first.locator('h2').innerText();
    await first.locator('a').click();
    await page.waitForURL(/\/naujienos\/patarimai\/[a-z0-9-]+-\d+$/);
    await expect.poll(() => page.locator('h1').innerText()).toBe(title);
    await page.context().close();
  });

  it('sends an article address with an old slug to the article, and an unknown one to 404', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.goto(`${requireShop().webUrl}/naujienos`);
    const href =
      (await page
        .locator(`${byTestId('article-card')} a`)
        .first()
        .getAttribute('href')) ?? '';
    const id = href.match(/-(\d+)$/)?.[1];
    await page.goto(`${requireShop().webUrl}/naujienos/kita/senas-pavadinimas-${id}`);
    expect(new URL(page.url()).pathname).toBe(href);
    const missing = await page.goto(`${requireShop().webUrl}/naujienos/patarimai/nera-999999`);
    expect(missing?.status()).toBe(404);
    await page.context().close();
  });
});
