import type { ProductListItem } from '@shop/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { buyableProducts, fetchAllProducts, productPath } from './support/catalogue-api.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/** The demo customer of the README. */
const DEMO_EMAIL = 'demo@gandras.lt';
const DEMO_PASSWORD = 'Demo1234';
const DEMO_FIRST_NAME = 'Rūta';

const userMenuName = (page: Page) => page.locator(byTestId('user-menu-button')).first().innerText();
const cartCount = (page: Page) => page.locator(byTestId('cart-link')).first().getAttribute('aria-label');

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await waitForHydration(page, byTestId('sign-in-submit'));
  await page.fill(byTestId('auth-email'), email);
  await page.fill(byTestId('auth-password'), password);
  await page.click(byTestId('sign-in-submit'));
}

describe.skipIf(browserTestsSkipped())('sign-in', () => {
  let browser: Browser;
  let product: ProductListItem;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
    const [first] = buyableProducts(await fetchAllProducts(requireShop().apiUrl));
    if (!first) throw new Error('The demo catalogue has no buyable product');
    product = first;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs in with the guest cart, shows the first name, keeps the cart, and signs out', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.goto(`${requireShop().webUrl}${productPath(product)}`);
    await waitForHydration(page, byTestId('add-to-cart'));
    await page.click(byTestId('add-to-cart'));
    await expect.poll(() => page.locator(`${byTestId('add-to-cart-dialog')}[open]`).count()).toBe(1);

    await page.goto(`${requireShop().webUrl}/auth`);
    await signIn(page, DEMO_EMAIL, 'Wrong1234');
    await expect
      .poll(() => page.locator(byTestId('sign-in-error')).innerText())
      .toBe('Neteisingas el. paštas arba slaptažodis.');
    expect(await page.inputValue(byTestId('auth-email'))).toBe(DEMO_EMAIL);

    await signIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await page.waitForURL(`${requireShop().webUrl}/`);
    await expect.poll(() => userMenuName(page)).toContain(DEMO_FIRST_NAME);
    // The guest cart went along: it is the customer's now.
    await expect.poll(() => cartCount(page)).toContain('1');

    await page.click(byTestId('user-menu-button'));
    await page.getByRole('button', { name: 'Atsijungti' }).click();
    await page.waitForURL(`${requireShop().webUrl}/`);
    await expect.poll(() => userMenuName(page)).not.toContain(DEMO_FIRST_NAME);
    expect(await cartCount(page)).not.toContain('1');
    await page.context().close();
  });

  it('goes on to the checkout after signing in from the cart, on a phone', async () => {
    const page = await openPage(browser, MOBILE);
    await page.goto(`${requireShop().webUrl}${productPath(product)}`);
    await waitForHydration(page, byTestId('add-to-cart'));
    await page.click(byTestId('add-to-cart'));
    await page.click(byTestId('go-to-cart'));
    await page.waitForURL(/\/krepselis$/);
    await waitForHydration(page, byTestId('cart-checkout'));
    await page.click(byTestId('cart-checkout'));
    await page.waitForURL(/\/auth\?checkout=true$/);
    await signIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await page.waitForURL(/\/apmokejimas$/);
    await page.context().close();
  });
});
