import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

describe.skipIf(browserTestsSkipped())('FAQ', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('filters the questions by category and opens an answer', async () => {
    const page = await openPage(browser, MOBILE);
    await page.goto(`${requireShop().webUrl}/duk`);
    await waitForHydration(page, byTestId('faq-filter'));
    const all = await page.locator(byTestId('faq-entry')).count();
    expect(all).toBeGreaterThan(2);
    await page.getByRole('link', { name: /Grąžinimas/ }).click();
    await page.waitForURL(/\/duk\/grazinimas$/);
    await expect.poll(() => page.locator(byTestId('faq-entry')).count()).toBe(2);
    expect(await page.locator('h1').innerText()).toBe('Grąžinimas');
    await page.getByText('Per kiek laiko galiu grąžinti prekę?').click();
    await expect.poll(() => page.getByText('30 dienų').isVisible()).toBe(true);
    await page.click(byTestId('faq-filter-all'));
    await page.waitForURL(/\/duk$/);
    await expect.poll(() => page.locator(byTestId('faq-entry')).count()).toBe(all);
    await page.context().close();
  });

  it('answers an unknown category with the not-found page, in English too', async () => {
    const page = await openPage(browser, DESKTOP);
    const missing = await page.goto(`${requireShop().webUrl}/duk/nera-tokios`);
    expect(missing?.status()).toBe(404);
    const english = await page.goto(`${requireShop().webUrl}/en/faq/delivery`);
    expect(english?.status()).toBe(200);
    expect(await page.locator('h1').innerText()).toBe('Delivery');
    await page.context().close();
  });
});
