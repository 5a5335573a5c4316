import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { byTestId, DESKTOP, openPage } from './browser.ts';
import { linkInMail, onShop } from './outbox.ts';
import { requireShop } from './shop-under-test.ts';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * A new account on the web channel, registered through the API (privacy and terms accepted, no loyalty
 * consent) and activated from its email, as a shopper would.
 */
export async function registerActivatedAccount(browser: Browser, account: NewAccount): Promise<void> {
  const response = await fetch(`${requireShop().apiUrl}/api/v2/shop/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', channel: 'web', locale: 'lt' },
    body: JSON.stringify({
      ...account,
      repeatPassword: account.password,
      privacyPolicyAccepted: true,
      termsAndConditionsAccepted: true,
    }),
  });
  expect(response.status, await response.text()).toBe(202);
  const page = await openPage(browser, DESKTOP);
  await page.goto(onShop(await linkInMail(account.email, '/verify-account')));
  await expect.poll(() => page.locator(byTestId('auth-form-done')).count()).toBe(1);
  await page.context().close();
}
