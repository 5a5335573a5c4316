import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

const SECTIONS = [
  'buttons',
  'fields',
  'messages',
  'badges',
  'cards',
  'sliders',
  'content',
  'cart',
  'addresses',
  'overlays',
];

describe.skipIf(browserTestsSkipped())('the UI kit page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    it(`shows every component group, stays out of search engines and opens its drawer (${name})`, async () => {
      const page = await openPage(browser, viewport);
      await page.goto(`${requireShop().webUrl}/ui-kit`);
      await waitForHydration(page, byTestId('ui-kit-drawer-open'));
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex,nofollow');
      for (const section of SECTIONS)
        expect(await page.locator(byTestId(`ui-kit-${section}`)).count()).toBe(1);
      expect(await page.locator(`${byTestId('ui-kit-cards')} ${byTestId('product-card')}`).count()).toBe(4);
      // The slider holds eight cards, and four skeletons stand for a slider that is loading.
      expect(await page.locator(`${byTestId('ui-kit-sliders')} ${byTestId('product-card')}`).count()).toBe(8);
      expect(await page.locator(`${byTestId('block-skeleton')} li`).count()).toBe(4);
      expect(await page.locator(`${byTestId('ui-kit-invalid')}[aria-invalid="true"]`).count()).toBe(1);
      expect(await page.locator(byTestId('ui-kit-disabled')).isDisabled()).toBe(true);
      expect(await page.locator(byTestId('order-state')).count()).toBe(4);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      // The content blocks example page is one link away.
      expect(await page.locator(byTestId('ui-kit-content-blocks-link')).getAttribute('href')).toBe(
        '/ui-kit/content-blocks',
      );

      const folder = process.env.UI_KIT_SCREENSHOTS;
      if (folder) await page.screenshot({ path: path.join(folder, `ui-kit-${name}.png`), fullPage: true });

      await page.click(byTestId('ui-kit-drawer-open'));
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.context().close();
    });
  }
});
