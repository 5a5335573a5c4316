import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { fetchSuggestions, productPath } from './support/catalogue-api.ts';
import { message } from './support/messages.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/** The header's search box (the mobile search modal has its own, rendered only when opened). */
const SEARCH_INPUT = `${byTestId('search-input')}:visible`;

async function openHome(browser: Browser): Promise<Page> {
  const page = await openPage(browser, DESKTOP);
  await page.goto(`${requireShop().webUrl}/`);
  await waitForHydration(page, byTestId('search-input'));
  return page;
}

describe.skipIf(browserTestsSkipped())('header search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    { typed: 'žieminė', why: 'with Lithuanian letters' },
    { typed: 'zieminis', why: 'without accents, another ending' },
  ])('suggests products for "$typed" ($why) and opens the chosen one', async ({ typed }) => {
    const shop = requireShop();
    const suggestions = await fetchSuggestions(shop.apiUrl, typed);
    const product = suggestions.products.find((candidate) => !candidate.onlySellInBundle);
    expect(product, `the API suggests a product for "${typed}"`).toBeDefined();
    if (!product) return;

    const page = await openHome(browser);
    const input = page.locator(SEARCH_INPUT);
    await input.click();
    await input.pressSequentially(typed);
    const option = page
      .locator(`${byTestId('search-dropdown')} ${byTestId('search-option-product')}`)
      .filter({ hasText: product.name });
    await option.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await input.getAttribute('aria-expanded')).toBe('true');

    await option.click();
    await page.waitForURL((url) => url.pathname === productPath(product));
    await expect.poll(() => page.locator('h1').innerText()).toBe(product.name);
    expect(await page.locator(byTestId('search-dropdown')).count()).toBe(0);
    await page.context().close();
  });

  it('submits the query to the search page and keeps it as a recent search', async () => {
    const typed = 'vežimėlis';
    const page = await openHome(browser);
    const input = page.locator(SEARCH_INPUT);
    await input.click();
    await input.pressSequentially(typed);
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname === '/p/paieska' && url.searchParams.get('query') === typed);
    await expect
      .poll(() => page.locator('h1').innerText())
      .toBe(message('lt', 'listing.search.title').replace('{query}', typed));
    expect(await page.locator(byTestId('product-card')).count()).toBeGreaterThan(0);

    // Back in an empty box, the dropdown offers the search just made.
    await page.goto(`${requireShop().webUrl}/`);
    await waitForHydration(page, byTestId('search-input'));
    await page.locator(SEARCH_INPUT).click();
    const recent = page.locator(byTestId('search-option-recent'));
    await recent.first().waitFor({ state: 'visible', timeout: 5_000 });
    expect(await recent.allInnerTexts()).toEqual([typed]);
    await page.context().close();
  });
});
