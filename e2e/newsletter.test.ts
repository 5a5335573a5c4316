import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { linkInMail, onShop } from './support/outbox.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/** Screenshots for a person to look at, only when asked for (E2E_SCREENSHOTS_DIR). */
async function snapshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
}

async function showFooterForm(page: Page): Promise<void> {
  await waitForHydration(page, byTestId('newsletter-submit'));
  await page.locator(byTestId('newsletter')).scrollIntoViewIfNeeded();
}

describe.skipIf(browserTestsSkipped())('newsletter and information bar', () => {
  let browser: Browser;
  const email = `naujienos.${Date.now()}@example.lt`;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the information bar above the header and steps through its messages', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const page = await openPage(browser, viewport);
      await page.goto(requireShop().webUrl);
      const bar = page.locator(byTestId('information-bar'));
      await expect
        .poll(() => bar.locator(byTestId('information-bar-message')).innerText())
        .toContain('pristatymas');
      const barBox = await bar.boundingBox();
      const headerBox = await page.locator(byTestId('site-header')).boundingBox();
      expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(headerBox!.y + 1);
      await snapshot(page, `home-information-bar-${viewport.width}`);
      await waitForHydration(page, byTestId('information-bar-next'));
      await page.click(byTestId('information-bar-next'));
      await expect
        .poll(() => bar.locator(byTestId('information-bar-message')).innerText())
        .toContain('išpardavimas');
      await page.context().close();
    }
  });

  it.each([
    { viewport: DESKTOP, address: () => email },
    { viewport: MOBILE, address: () => `mobilus.${email}` },
  ])(
    'blocks an invalid form with every error shown, then opens the success modal and resets the form at $viewport.width px',
    async ({ viewport, address }) => {
      const page = await openPage(browser, viewport);
      await page.goto(requireShop().webUrl);
      await showFooterForm(page);
      await page.click(byTestId('newsletter-submit'));
      await expect
        .poll(() => page.locator(byTestId('newsletter-email-error')).innerText())
        .toBe('Įveskite el. pašto adresą.');
      expect(await page.locator(byTestId('newsletter-acceptedPrivacyPolicy-error')).count()).toBe(1);
      expect(await page.locator(byTestId('newsletter-acceptedTermsAndConditions-error')).count()).toBe(1);
      await page.fill(byTestId('newsletter-email'), 'ona@');
      await expect
        .poll(() => page.locator(byTestId('newsletter-email-error')).innerText())
        .toBe('Neteisingas el. pašto adresas.');
      await snapshot(page, `footer-newsletter-errors-${viewport.width}`);

      await page.fill(byTestId('newsletter-email'), address());
      await page.check(byTestId('newsletter-acceptedPrivacyPolicy'));
      await page.check(byTestId('newsletter-acceptedTermsAndConditions'));
      expect(await page.locator('[data-testid$="-error"]').count()).toBe(0);
      await page.click(byTestId('newsletter-submit'));
      const modal = page.locator(byTestId('newsletter-success-modal'));
      await expect.poll(() => modal.isVisible()).toBe(true);
      expect(await page.inputValue(byTestId('newsletter-email'))).toBe('');
      expect(await page.isChecked(byTestId('newsletter-acceptedPrivacyPolicy'))).toBe(false);
      await snapshot(page, `footer-newsletter-success-${viewport.width}`);
      await page.click(byTestId('newsletter-modal-close'));
      await expect.poll(() => modal.count()).toBe(0);
      await page.context().close();
    },
  );

  it('confirms from the emailed link, then shows already subscribed under the email field', async () => {
    const page = await openPage(browser, MOBILE);
    await page.goto(onShop(await linkInMail(email, '/newsletter-confirm')));
    await expect.poll(() => page.locator(byTestId('newsletter-confirmed')).count()).toBe(1);
    await snapshot(page, 'newsletter-confirmed-390');

    await page.goto(requireShop().webUrl);
    await showFooterForm(page);
    await page.fill(byTestId('newsletter-email'), email);
    await page.check(byTestId('newsletter-acceptedPrivacyPolicy'));
    await page.check(byTestId('newsletter-acceptedTermsAndConditions'));
    await page.click(byTestId('newsletter-submit'));
    await expect
      .poll(() => page.locator(byTestId('newsletter-email-error')).innerText())
      .toBe('Šis el. pašto adresas jau prenumeruoja naujienlaiškį.');
    expect(await page.locator(byTestId('newsletter-success-modal')).count()).toBe(0);
    await snapshot(page, 'footer-newsletter-server-error-390');
    await page.context().close();
  });

  it('works without JavaScript: the posted form lands on the newsletter page saying how it went', async () => {
    const context = await browser.newContext({
      viewport: DESKTOP,
      javaScriptEnabled: false,
      locale: 'lt-LT',
    });
    const page = await context.newPage();
    await page.goto(requireShop().webUrl);
    await page.fill(byTestId('newsletter-email'), `be-js.${email}`);
    await page.check(byTestId('newsletter-acceptedPrivacyPolicy'));
    await page.check(byTestId('newsletter-acceptedTermsAndConditions'));
    await page.click(byTestId('newsletter-submit'));
    await page.waitForURL(/\/newsletter-confirm\?result=sent$/);
    expect(await page.locator(byTestId('newsletter-posted')).innerText()).toContain('Išsiuntėme jums laišką');
    await page.goto(requireShop().webUrl);
    await page.click(byTestId('newsletter-submit'));
    await page.waitForURL(/\/newsletter-confirm\?result=invalid$/);
    await context.close();
  });
});
