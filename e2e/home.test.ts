import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, openPage } from './support/browser.ts';
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
});
