import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { fetchMenu, itemNames } from './support/shop-api.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

describe.skipIf(browserTestsSkipped())('home page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('renders in Lithuanian with the main menu from the API in the category bar', async () => {
    const shop = requireShop();
    const mainMenu = await fetchMenu(shop.apiUrl, 'web', 'main', 'lt');
    expect(mainMenu.items.length).toBeGreaterThan(0);

    const page = await openPage(browser, DESKTOP);
    const response = await page.goto(`${shop.webUrl}/`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('lt');

    const categoryBar = page.locator(byTestId('category-bar'));
    for (const name of itemNames(mainMenu.items)) {
      await expect.poll(() => categoryBar.innerText()).toContain(name);
    }
    await page.context().close();
  });

  it('is about five screens long on a phone, each block showing something of its own', async () => {
    const shop = requireShop();
    const page = await openPage(browser, MOBILE);
    await page.goto(`${shop.webUrl}/`);
    await waitForHydration(page, 'section[data-block-type="slider"]');
    // The product lists and the news stream in; measure once they are there.
    for (const type of ['productsBlock', 'newsBlock']) {
      await expect
        .poll(() => page.locator(`section[data-block-type="${type}"] li a`).count(), { message: type })
        .toBeGreaterThan(0);
    }
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeGreaterThan(3 * MOBILE.height);
    expect(height).toBeLessThanOrEqual(6 * MOBILE.height);
    // No block repeats another: codes, titles and types (two product lists aside) are all different.
    const sections = await page.$$eval('main section[data-block-code]', (elements) =>
      elements.map((element) => ({
        code: element.getAttribute('data-block-code'),
        type: element.getAttribute('data-block-type'),
        heading: element.querySelector('h2')?.textContent?.trim() ?? null,
      })),
    );
    expect(sections.map((section) => section.type)).toEqual([
      'slider',
      'categoryBlock',
      'productsBlock',
      'productsBlock',
      'brandsBlock',
      'newsBlock',
    ]);
    const headings = sections.flatMap((section) => (section.heading ? [section.heading] : []));
    expect(headings.length).toBe(5);
    expect(new Set(headings).size).toBe(headings.length);
    await page.context().close();
  });
});
