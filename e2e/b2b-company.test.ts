import type { ProductListItem } from '@shop/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { buyableProducts, productPath } from './support/catalogue-api.ts';
import { linkInMail } from './support/outbox.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/** The demo back office administrator (apps/api/src/demo/seed/accounts.ts). */
const ADMIN = { email: 'admin@gandras.lt', password: 'Admin1234' };
const PASSWORD = 'Imone2026';

/** A product the company can buy: the b2b catalogue as a signed-in company sees it. */
async function b2bProduct(apiUrl: string, email: string): Promise<ProductListItem> {
  const headers = {
    accept: 'application/json',
    'content-type': 'application/json',
    channel: 'b2b',
    locale: 'lt',
  };
  const signIn = await fetch(`${apiUrl}/api/v2/shop/customers/token`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(signIn.status, await signIn.clone().text()).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  const response = await fetch(`${apiUrl}/api/v2/shop/search/products?itemsPerPage=48`, {
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  const list = (await response.json()) as { data: ProductListItem[] };
  const product = buyableProducts(list.data).find((item) => /^P\d+$/.test(item.code));
  if (!product) throw new Error('The b2b catalogue has no simple product in stock');
  return product;
}

/**
 * Issue 8: a company registers on the business storefront, is told to wait for the shop's approval (and how
 * to reach the shop), cannot sign in while pending, is approved in the back office, then signs in and buys.
 */
describe.skipIf(browserTestsSkipped())('a company account on the b2b channel', () => {
  let browser: Browser;
  const email = `pirkimai.${Date.now()}@imone.lt`;

  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('registers, waits for approval, is approved in the back office, signs in and buys', async () => {
    const { b2bUrl, webUrl, apiUrl } = requireShop();

    // 1. Register the company on the b2b storefront.
    const shopper = await openPage(browser, DESKTOP);
    await shopper.goto(`${b2bUrl}/auth?tab=register`);
    await waitForHydration(shopper, byTestId('auth-submit'));
    expect(await shopper.locator(byTestId('auth-company-fields')).isVisible()).toBe(true);
    const values: Record<string, string> = {
      firstName: 'Jonas',
      lastName: 'Pirkėjas',
      email,
      phoneNumber: '+37061234567',
      password: PASSWORD,
      repeatPassword: PASSWORD,
      companyName: 'UAB Vaikų prekės',
      companyCode: '304123456',
      vatNumber: 'LT100012345611',
      city: 'Vilnius',
      street: 'Gedimino pr.',
      houseNumber: '9',
      postCode: 'LT-01103',
    };
    for (const [name, value] of Object.entries(values)) await shopper.fill(byTestId(`auth-${name}`), value);
    await shopper.check(byTestId('auth-privacyPolicyAccepted'));
    await shopper.check(byTestId('auth-termsAndConditionsAccepted'));
    await shopper.click(byTestId('auth-submit'));
    const done = shopper.locator(byTestId('auth-form-done'));
    await expect.poll(() => done.count()).toBe(1);
    // The pending message names the shop's phone and email.
    await expect.poll(() => shopper.locator('[data-testid$="-phone"]').count()).toBeGreaterThan(0);

    // 2. Activate the email address; signing in is still refused until the shop approves, with the contact.
    await shopper.goto((await linkInMail(email, '/verify-account')).replace(/^https?:\/\/[^/]+/, b2bUrl));
    await expect.poll(() => shopper.locator(byTestId('auth-form-done')).count()).toBe(1);
    await shopper.goto(`${b2bUrl}/auth`);
    await waitForHydration(shopper, byTestId('sign-in-submit'));
    await shopper.fill(byTestId('auth-email'), email);
    await shopper.fill(byTestId('auth-password'), PASSWORD);
    await shopper.click(byTestId('sign-in-submit'));
    await expect.poll(() => shopper.locator(byTestId('sign-in-contact-phone')).count()).toBe(1);
    expect(new URL(shopper.url()).pathname).toBe('/auth');

    // 3. The administrator approves it in the back office.
    const admin = await openPage(browser, DESKTOP);
    await admin.goto(`${webUrl}/admin`);
    await admin.waitForURL(/\/admin\/sign-in/);
    await waitForHydration(admin, byTestId('admin-sign-in'));
    await admin.fill(byTestId('admin-email'), ADMIN.email);
    await admin.fill(byTestId('admin-password'), ADMIN.password);
    await admin.click(byTestId('admin-sign-in'));
    await admin.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
    await admin.goto(`${webUrl}/admin/accounts`);
    const row = admin.locator(byTestId('admin-account-row'), { hasText: email });
    await expect.poll(() => row.count()).toBe(1);
    await row.locator(byTestId('admin-approve')).click();
    await expect.poll(() => admin.locator(byTestId('admin-account-row'), { hasText: email }).count()).toBe(0);
    await admin.goto(`${webUrl}/admin/audit`);
    expect(await admin.locator(byTestId('admin-audit-row')).first().innerText()).toContain(email);
    await admin.context().close();

    // 4. The company signs in and buys.
    await shopper.goto(`${b2bUrl}/auth`);
    await waitForHydration(shopper, byTestId('sign-in-submit'));
    await shopper.fill(byTestId('auth-email'), email);
    await shopper.fill(byTestId('auth-password'), PASSWORD);
    await shopper.click(byTestId('sign-in-submit'));
    await shopper.waitForURL((url) => url.pathname !== '/auth');
    const product = await b2bProduct(apiUrl, email);
    await shopper.goto(`${b2bUrl}${productPath(product)}`);
    await waitForHydration(shopper, byTestId('add-to-cart'));
    await shopper.click(byTestId('add-to-cart'));
    await shopper.click(byTestId('go-to-cart'));
    await shopper.waitForURL(/\/krepselis$/);
    await waitForHydration(shopper, byTestId('cart-checkout'));
    await shopper.click(byTestId('cart-checkout'));
    await shopper.waitForURL(/\/apmokejimas$/);
    await waitForHydration(shopper, byTestId('place-order'));
    await shopper.click(byTestId('shipping-omniva_locker'));
    await shopper.locator(byTestId('checkout-parcel-locker')).selectOption({ index: 1 });
    await shopper.fill(byTestId('checkout-email'), email);
    await shopper.fill(byTestId('checkout-firstName'), 'Jonas');
    await shopper.fill(byTestId('checkout-lastName'), 'Pirkėjas');
    await shopper.fill(byTestId('checkout-phoneNumber'), '+37061234567');
    await shopper.click(byTestId('payment-bank_transfer'));
    await shopper.click(byTestId('place-order'));
    await shopper.waitForURL(/\/checkout\/thank-you\?order=/);
    expect(await shopper.locator(byTestId('order-number')).innerText()).toMatch(/\d{9}$/);
    await shopper.context().close();
  });
});
