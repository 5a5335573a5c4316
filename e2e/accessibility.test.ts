import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../scripts/lib/repo.mjs';
import { describeViolations, seriousAccessibilityViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/** Screenshots for humans to look at after a run (git-ignored). */
const SCREENSHOT_DIR = fromRoot('.screenshots');

describe.skipIf(browserTestsSkipped())('accessibility of the home page (axe-core)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    { name: 'desktop', viewport: DESKTOP },
    { name: 'mobile', viewport: MOBILE },
  ])('has no serious or critical violations at $viewport.width px', async ({ viewport }) => {
    const page = await openPage(browser, viewport);
    await page.goto(`${requireShop().webUrl}/`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/e2e-home-${viewport.width}.png`, fullPage: true });

    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });
});
