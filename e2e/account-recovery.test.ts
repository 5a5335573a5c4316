import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { linkInMail } from './support/outbox.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

async function submit(page: Page, values: Record<string, string>): Promise<void> {
  await waitForHydration(page, byTestId('auth-submit'));
  for (const [name, value] of Object.entries(values)) await page.fill(byTestId(`auth-${name}`), value);
  await page.click(byTestId('auth-submit'));
}

describe.skipIf(browserTestsSkipped())('account activation and password reset', () => {
  let browser: Browser;
  const email = `atkurimas.${Date.now()}@example.lt`;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up in the browser: the consents are required, then the activation mail goes out', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.goto(`${requireShop().webUrl}/auth`);
    await page.click(byTestId('auth-tab-sign-up'));
    await page.waitForURL(/\/auth\?tab=register$/);
    const values = {
      firstName: 'Aistė',
      lastName: 'Atkurytė',
      email,
      phoneNumber: '+37061234567',
      password: 'Pradinis1',
      repeatPassword: 'Pradinis1',
    };
    await submit(page, values);
    await expect.poll(() => page.getByText('Šis laukas privalomas.').count()).toBe(2);
    for (const [name, value] of Object.entries(values)) await page.fill(byTestId(`auth-${name}`), value);
    await page.check(byTestId('auth-privacyPolicyAccepted'));
    await page.check(byTestId('auth-termsAndConditionsAccepted'));
    await page.click(byTestId('auth-submit'));
    await expect
      .poll(() => page.locator(byTestId('auth-form-done')).innerText())
      .toContain('Paskyra sukurta');
    await page.context().close();
  });

  it('activates the account from the emailed link, and says so when the link is used again', async () => {
    const link = await linkInMail(email, '/verify-account');
    const page = await openPage(browser, MOBILE);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, requireShop().webUrl));
    await expect
      .poll(() => page.locator(byTestId('auth-form-done')).innerText())
      .toContain('Paskyra aktyvuota');
    await page.reload();
    await expect
      .poll(() => page.locator(byTestId('auth-form-error')).innerText())
      .toBe('Ši aktyvavimo nuoroda negalioja arba jau buvo panaudota.');
    await page.context().close();
  });

  it('sets a new password from the reset mail and signs in with it', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.goto(`${requireShop().webUrl}/reset-password`);
    await submit(page, { email });
    await expect
      .poll(() => page.locator(byTestId('auth-form-done')).innerText())
      .toBe('Jei šis adresas užregistruotas, instrukcijos atkeliaus per 5 minutes.');

    const link = await linkInMail(email, '/reset-password/');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, requireShop().webUrl));
    await submit(page, { newPassword: 'trumpas', confirmNewPassword: 'kitas' });
    await expect.poll(() => page.getByText('Slaptažodžiai nesutampa').count()).toBe(1);
    await submit(page, { newPassword: 'Naujas2026', confirmNewPassword: 'Naujas2026' });
    await expect.poll(() => page.locator(byTestId('auth-form-done')).count()).toBe(1);

    await page.goto(`${requireShop().webUrl}/auth`);
    await waitForHydration(page, byTestId('sign-in-submit'));
    await page.fill(byTestId('auth-email'), email);
    await page.fill(byTestId('auth-password'), 'Naujas2026');
    await page.click(byTestId('sign-in-submit'));
    await page.waitForURL(`${requireShop().webUrl}/`);
    await expect
      .poll(() => page.locator(byTestId('user-menu-button')).first().innerText())
      .toContain('Aistė');
    await page.context().close();
  });
});
