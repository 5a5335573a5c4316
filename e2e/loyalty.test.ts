import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  byTestId,
  launchBrowser,
  LOYALTY_POPUP_CLOSED_AT,
  MOBILE,
  openPage,
  waitForHydration,
} from './support/browser.ts';
import { registerActivatedAccount } from './support/accounts.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

const PASSWORD = 'Lojalus1';

describe.skipIf(browserTestsSkipped())('the loyalty programme', () => {
  let browser: Browser;
  let page: Page;
  const email = `lojalumas.${Date.now()}@example.lt`;
  const shop = () => requireShop().webUrl;

  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a registered customer joins on the loyalty page and sees the card number and 0 points', async () => {
    await registerActivatedAccount(browser, {
      email: email,
      password: PASSWORD,
      firstName: 'Laima',
      lastName: 'Lojalienė',
    });
    page = await openPage(browser, MOBILE);
    await page.goto(`${shop()}/paskyra/lojalumas`);
    await page.waitForURL(/\/auth\?redirect=%2Fpaskyra%2Flojalumas$/);
    await waitForHydration(page, byTestId('sign-in-submit'));
    await page.fill(byTestId('auth-email'), email);
    await page.fill(byTestId('auth-password'), PASSWORD);
    await page.click(byTestId('sign-in-submit'));
    await page.waitForURL(`${shop()}/paskyra/lojalumas`);

    await waitForHydration(page, byTestId('loyalty-join'));
    await expect.poll(() => page.locator(byTestId('loyalty-benefit')).count()).toBe(9);
    expect(await page.locator(byTestId('loyalty-card')).count()).toBe(0);
    await page.click(byTestId('loyalty-join'));

    await expect.poll(() => page.locator(byTestId('loyalty-card')).count()).toBe(1);
    expect(await page.locator(byTestId('loyalty-card-number')).innerText()).toMatch(
      /^\d{4} \d{4} \d{4} \d{4}$/,
    );
    expect(await page.locator(byTestId('loyalty-points')).innerText()).toBe('0');
    expect(await page.locator(byTestId('loyalty-level')).innerText()).toMatch(/sidabrinis/i);
  });

  it("leaves only after confirming in the shop's own dialog, and is invited to join again", async () => {
    await waitForHydration(page, byTestId('loyalty-leave'));
    // Never the browser's confirm(): any native dialog is recorded (and dismissed) and fails the test.
    const nativeDialogs: string[] = [];
    page.on('dialog', (native) => {
      nativeDialogs.push(native.message());
      void native.dismiss();
    });
    const dialog = page.locator(`${byTestId('loyalty-leave-dialog')}[open]`);
    await page.click(byTestId('loyalty-leave'));
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('prarasite visus sukauptus taškus');
    // Cancel (focused first) keeps the membership.
    await page.click(byTestId('loyalty-leave-dialog-cancel'));
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator(byTestId('loyalty-card')).count()).toBe(1);

    await page.click(byTestId('loyalty-leave'));
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator(byTestId('loyalty-card')).count()).toBe(1);

    await page.click(byTestId('loyalty-leave'));
    await page.click(byTestId('loyalty-leave-dialog-confirm'));
    await expect.poll(() => page.locator(byTestId('loyalty-join')).count()).toBe(1);
    expect(await page.locator(byTestId('loyalty-card')).count()).toBe(0);
    expect(nativeDialogs).toEqual([]);
  });

  it('shows the popup to the customer who has not joined 20 s after load, and not again once closed', async () => {
    await page.clock.install();
    // openPage counts the popup as just closed; a stamp older than 30 days lets it show again.
    await page.evaluate((key) => window.localStorage.setItem(key, '0'), LOYALTY_POPUP_CLOSED_AT);
    await page.goto(`${shop()}/`);
    await waitForHydration(page);
    await page.clock.fastForward(19_000);
    expect(await page.locator(byTestId('loyalty-modal')).count()).toBe(0);
    await page.clock.fastForward(1_500);
    await expect.poll(() => page.locator(byTestId('loyalty-modal')).isVisible()).toBe(true);
    await expect
      .poll(() => page.locator(`${byTestId('loyalty-modal')} ${byTestId('loyalty-benefit')}`).count())
      .toBe(5);
    await page.click(byTestId('loyalty-modal-close'));
    await expect.poll(() => page.locator(byTestId('loyalty-modal')).count()).toBe(0);

    await page.reload();
    await waitForHydration(page);
    await page.clock.fastForward(25_000);
    expect(await page.locator(byTestId('loyalty-modal')).count()).toBe(0);
  });
});
