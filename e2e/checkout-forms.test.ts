import type { ProductListItem } from '@shop/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { buyableProducts, fetchAllProducts, productPath } from './support/catalogue-api.ts';
import { message } from './support/messages.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';
import { guestCheckout } from './support/guest-checkout.ts';

/** Whether the element is wholly inside the viewport as the page is scrolled now. */
async function inView(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return (
    box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0 && box.x + box.width <= viewport.width
  );
}

describe.skipIf(browserTestsSkipped())('checkout and sign-up form checks', () => {
  let browser: Browser;
  let product: ProductListItem;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
    const products = buyableProducts(await fetchAllProducts(requireShop().apiUrl), 5);
    const found = products.find((item) => (item.defaultVariant?.prices.price ?? 0) >= 1000);
    if (!found) throw new Error('The demo catalogue has no buyable product from 10 €');
    product = found;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reads a quantity typed as "2.5" as 3 (rounded), never as 25 (390 px)', async () => {
    const page = await openPage(browser, MOBILE);
    await page.goto(`${requireShop().webUrl}${productPath(product)}`);
    await waitForHydration(page, byTestId('add-to-cart'));
    await page.click(byTestId('add-to-cart'));
    await page.click(byTestId('go-to-cart'));
    await page.waitForURL(/\/krepselis$/);
    const quantity = page.locator(byTestId('cart-quantity'));
    await waitForHydration(page, byTestId('cart-quantity'));
    await quantity.fill('2.5');
    // The field shows the new quantity while the cart's action is still on its way (optimistic), so the reload
    // below waits for the action's answer: reloading earlier would cancel it and show the old quantity.
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname.includes('/krepselis'),
      { timeout: 30_000 },
    );
    await quantity.blur();
    await expect.poll(() => quantity.inputValue(), { timeout: 10_000 }).toBe('3');
    expect((await saved).ok()).toBe(true);
    // The cart holds 3, as the server says after a reload.
    await page.reload();
    await expect
      .poll(() => page.locator(byTestId('cart-quantity')).inputValue(), { timeout: 10_000 })
      .toBe('3');
    await page.context().close();
  });

  it('keeps the order total and "place order" in reach on a phone (390 px) while the form scrolls', async () => {
    const page = await openPage(browser, MOBILE);
    await guestCheckout(page, product);
    // Without scrolling: the bar with the total and the button is at the bottom of the screen.
    expect(await inView(page, byTestId('checkout-sticky-total'))).toBe(true);
    expect(await inView(page, byTestId('checkout-sticky-place-order'))).toBe(true);
    expect(await inView(page, byTestId('place-order'))).toBe(false);
    const total = await page.locator(byTestId('checkout-total')).innerText();
    expect(await page.locator(byTestId('checkout-sticky-total')).innerText()).toBe(total);
    // Half way down the form it is still there; choosing a delivery updates its total.
    await page.locator(byTestId('checkout-phoneNumber')).scrollIntoViewIfNeeded();
    expect(await inView(page, byTestId('checkout-sticky-place-order'))).toBe(true);
    await page.click(byTestId('shipping-dpd_courier'));
    await expect
      .poll(async () => page.locator(byTestId('checkout-sticky-total')).innerText())
      .toBe(await page.locator(byTestId('checkout-total')).innerText());
    // Its button places the order like the summary's: an empty form is refused field by field.
    await page.click(byTestId('checkout-sticky-place-order'));
    await expect.poll(() => page.locator(byTestId('checkout-email-error')).count()).toBe(1);
    await page.context().close();
  });

  it('refuses a VAT number and a phone number on the first submit, every field at once (390 px)', async () => {
    const page = await openPage(browser, MOBILE);
    await guestCheckout(page, product);
    await page.click(byTestId('shipping-omniva_locker'));
    await page.locator(byTestId('checkout-parcel-locker')).selectOption({ index: 1 });
    await page.fill(byTestId('checkout-email'), 'imone@example.lt');
    await page.fill(byTestId('checkout-firstName'), 'Ona');
    await page.fill(byTestId('checkout-lastName'), '');
    await page.fill(byTestId('checkout-phoneNumber'), '12345');
    await page.click(byTestId('checkout-is-company'));
    await page.fill(byTestId('checkout-companyName'), 'UAB Gandriukas');
    await page.fill(byTestId('checkout-companyCode'), '304567890');
    await page.fill(byTestId('checkout-vatNumber'), 'XX12');
    await page.click(byTestId('payment-bank_transfer'));
    await page.click(byTestId('checkout-sticky-place-order'));
    // The browser already refused the phone and VAT number when they were left; the server's answer (the
    // blank last name only it reports) names them again, every field at once.
    await expect.poll(() => page.locator(byTestId('checkout-lastName-error')).count()).toBe(1);
    expect(await page.locator(byTestId('checkout-vatNumber-error')).innerText()).toBe(
      message('lt', 'validation.vat'),
    );
    expect(await page.locator(byTestId('checkout-phoneNumber-error')).innerText()).toBe(
      message('lt', 'validation.phone'),
    );
    expect(page.url()).toMatch(/\/apmokejimas$/);

    // The browser checks a field when it is left, with the same rules, before any submit.
    await page.reload();
    await waitForHydration(page, byTestId('checkout-phoneNumber'));
    expect(await page.locator(byTestId('checkout-phoneNumber-error')).count()).toBe(0);
    await page.fill(byTestId('checkout-phoneNumber'), '+3706');
    await page.locator(byTestId('checkout-email')).focus();
    await expect
      .poll(() => page.locator(byTestId('checkout-phoneNumber-error')).innerText())
      .toBe(message('lt', 'validation.phone'));
    await page.context().close();
  });

  it('keeps the first and last name aligned when one shows an error (1440 px)', async () => {
    const page = await openPage(browser, DESKTOP);
    await guestCheckout(page, product);
    await page.fill(byTestId('checkout-firstName'), 'J0nas');
    await page.fill(byTestId('checkout-lastName'), 'Jonaitis');
    await page.click(byTestId('place-order'));
    await expect.poll(() => page.locator(byTestId('checkout-firstName-error')).count()).toBe(1);
    expect(await page.locator(byTestId('checkout-lastName-error')).count()).toBe(0);
    const first = await page.locator(byTestId('checkout-firstName')).boundingBox();
    const last = await page.locator(byTestId('checkout-lastName')).boundingBox();
    expect(first && last && Math.abs(first.y - last.y)).toBe(0);
    expect(first?.height).toBe(last?.height);
    await page.context().close();
  });

  it('after a guest checkout, "Create an account" opens the sign-up form filled from the order', async () => {
    const page = await openPage(browser, MOBILE);
    await guestCheckout(page, product);
    await page.click(byTestId('shipping-dpd_courier'));
    await page.fill(byTestId('checkout-email'), 'birute.guest@example.lt');
    await page.fill(byTestId('checkout-firstName'), 'Birutė');
    await page.fill(byTestId('checkout-lastName'), 'Kazlauskienė');
    await page.fill(byTestId('checkout-phoneNumber'), '+37061234567');
    await page.fill(byTestId('checkout-city'), 'Kaunas');
    await page.fill(byTestId('checkout-street'), 'Laisvės al.');
    await page.fill(byTestId('checkout-houseNumber'), '12');
    await page.fill(byTestId('checkout-apartmentNumber'), '4');
    await page.fill(byTestId('checkout-postCode'), 'LT-44001');
    await page.click(byTestId('payment-bank_transfer'));
    await page.click(byTestId('checkout-sticky-place-order'));
    await page.waitForURL(/\/checkout\/thank-you\?order=/);
    const token = new URL(page.url()).searchParams.get('order');

    await page.click(`aside[aria-labelledby="account-offer-title"] a[href*="tab=register"]`);
    await page.waitForURL(/tab=register/);
    await waitForHydration(page, byTestId('auth-submit'));
    expect(await page.locator(byTestId('auth-prefilled')).count()).toBe(1);
    const value = (name: string) => page.locator(byTestId(`auth-${name}`)).inputValue();
    expect(await value('firstName')).toBe('Birutė');
    expect(await value('lastName')).toBe('Kazlauskienė');
    expect(await value('email')).toBe('birute.guest@example.lt');
    expect(await value('phoneNumber')).toBe('+37061234567');
    expect(await value('countryCode')).toBe('LT');
    expect(await value('city')).toBe('Kaunas');
    expect(await value('street')).toBe('Laisvės al.');
    expect(await value('houseNumber')).toBe('12');
    expect(await value('flatNumber')).toBe('4');
    expect(await value('postCode')).toBe('LT-44001');

    // Finishing the sign-up creates the account with that address.
    await page.fill(byTestId('auth-password'), 'Slaptas1');
    await page.fill(byTestId('auth-repeatPassword'), 'Slaptas1');
    await page.click(byTestId('auth-privacyPolicyAccepted'));
    await page.click(byTestId('auth-termsAndConditionsAccepted'));
    await page.click(byTestId('auth-submit'));
    await expect.poll(() => page.locator(byTestId('auth-form-done')).count()).toBe(1);

    // Someone without the order's token gets an empty form: a made-up token fills nothing.
    const stranger = await openPage(browser, MOBILE);
    await stranger.goto(`${requireShop().webUrl}/auth?tab=register&order=${token?.slice(0, -2)}xx`);
    await waitForHydration(stranger, byTestId('auth-submit'));
    expect(await stranger.locator(byTestId('auth-prefilled')).count()).toBe(0);
    expect(await stranger.locator(byTestId('auth-email')).inputValue()).toBe('');
    await stranger.context().close();
    await page.context().close();
  });
});
