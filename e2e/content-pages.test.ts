import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, openPage } from './support/browser.ts';
import { fetchChannel } from './support/shop-api.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

describe.skipIf(browserTestsSkipped())('content pages from the footer', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(['termsOfServicePage', 'privacyPolicyPage'] as const)(
    'links the channel %s in a new tab, and the page renders',
    async (pageKey) => {
      const shop = requireShop();
      const ref = (await fetchChannel(shop.apiUrl, 'web', 'lt'))[pageKey];
      expect(ref).not.toBeNull();
      const path = `/${ref?.slug}-${ref?.id}`;
      const apiPage = await (
        await fetch(`${shop.apiUrl}/api/v2/shop/cms/pages/${ref?.id}`, {
          headers: { locale: 'lt', channel: 'web' },
        })
      ).json();

      const page = await openPage(browser, DESKTOP);
      await page.goto(`${shop.webUrl}/`);
      const link = page.locator(`${byTestId('site-footer')} a[href="${path}"]`).first();
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');

      const response = await page.goto(`${shop.webUrl}${path}`);
      expect(response?.status()).toBe(200);
      expect(await page.locator('h1').first().innerText()).toBe(apiPage.title);
      await page.context().close();
    },
  );
});
