import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  byTestId,
  DESKTOP,
  launchBrowser,
  MOBILE,
  openPage,
  revealDeferredBlocks,
  waitForHydration,
} from './support/browser.ts';
import { fetchContentBlocks, fetchMenu, itemNames } from './support/shop-api.ts';
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
    // The blocks below the first screen render as they come near it (ADR 0048): scroll through them, then
    // measure once the product lists and the news are there.
    await revealDeferredBlocks(page);
    for (const type of ['productsBlock', 'newsBlock']) {
      await expect
        .poll(() => page.locator(`section[data-block-type="${type}"] li a`).count(), {
          message: type,
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
    }
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeGreaterThan(3 * MOBILE.height);
    expect(height).toBeLessThanOrEqual(6 * MOBILE.height);
    // No block repeats another: codes, titles and types (two product lists aside) are all different.
    const shown = await page.$$eval('main section[data-block-code]', (elements) =>
      elements.map((element) => ({
        code: element.getAttribute('data-block-code'),
        type: element.getAttribute('data-block-type'),
        heading: element.querySelector('h2')?.textContent?.trim() ?? null,
      })),
    );
    expect(shown.map((section) => section.type)).toEqual([
      'slider',
      'categoryBlock',
      'productsBlock',
      'productsBlock',
      'brandsBlock',
      'newsBlock',
    ]);
    const headings = shown.flatMap((section) => (section.heading ? [section.heading] : []));
    expect(headings.length).toBe(5);
    expect(new Set(headings).size).toBe(headings.length);
    await page.context().close();
  });

  it('sends the blocks below the first screen without their lists, which the browser asks for by block', async () => {
    const { apiUrl, webUrl } = requireShop();
    const html = await (await fetch(`${webUrl}/`)).text();
    const deferred = [...html.matchAll(/<section[^>]*data-block-code="([^"]+)"[^>]*data-deferred=""/g)].map(
      (match) => match[1],
    );
    expect(deferred.length).toBeGreaterThan(0);
    const blocks = await fetchContentBlocks(apiUrl, 'web', 'home', 'lt');
    const list = blocks.find((block) => block.type === 'productsBlock' && deferred.includes(block.code));
    expect(list, 'a product list below the first screen').toBeDefined();
    const answer = await fetch(`${webUrl}/resources/content-blocks/${list!.id}?displayLocation=home`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, max-age=60');
    const { products } = (await answer.json()) as { products: { name: string }[] };
    expect(products.length).toBeGreaterThan(3);
    // Not in the page: the list's products are the browser's to ask for.
    expect(html).not.toContain(`>${products[0]!.name}<`);
    // A block the placement does not have, and a placement that is not one.
    expect((await fetch(`${webUrl}/resources/content-blocks/999999?displayLocation=home`)).status).toBe(404);
    expect(
      (await fetch(`${webUrl}/resources/content-blocks/${list!.id}?displayLocation=nowhere`)).status,
    ).toBe(400);
    expect((await fetch(`${webUrl}/resources/content-blocks/abc?displayLocation=home`)).status).toBe(400);
  });
});
