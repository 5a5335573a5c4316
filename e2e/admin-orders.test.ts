import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../scripts/lib/repo.mjs';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage } from './support/browser.ts';
import { placeDemoOrder } from './support/demo-order.ts';
import { signInToBackOffice } from './support/back-office.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/** Screenshots for humans to look at after a run (git-ignored). */
const SCREENSHOT_DIR = fromRoot('.screenshots');

describe.skipIf(browserTestsSkipped())("the back office's order list", () => {
  let browser: Browser;
  // A long address without a place to break: the widest thing a row of the list shows.
  const email = `labai.ilgas.pirkejo.adresas.${Date.now()}@pavyzdine-imone-vilniuje.lt`;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await placeDemoOrder(requireShop().apiUrl, { email });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    { prefix: '', locale: 'lt' },
    { prefix: '/en', locale: 'en' },
  ])('shows its rows as cards that fit a 390 px phone ($locale)', async ({ prefix, locale }) => {
    const page = await openPage(browser, MOBILE);
    await signInToBackOffice(page, prefix);
    await page.goto(`${requireShop().webUrl}${prefix}/admin/orders`);
    const row = page.locator(byTestId('admin-order-row')).filter({ hasText: email.slice(0, 12) });
    await expect.poll(() => row.count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/e2e-admin-orders-390-${locale}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Each row is a card within the window, not a table row cut off at its edge.
    const box = await row.first().boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.context().close();
  });

  it('stays a table at 1440 px', async () => {
    const page = await openPage(browser, DESKTOP);
    await signInToBackOffice(page, '');
    await page.goto(`${requireShop().webUrl}/admin/orders`);
    await expect.poll(() => page.locator(byTestId('admin-order-row')).count()).toBeGreaterThan(0);
    expect(await page.locator('table thead').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    await page.context().close();
  });
});
