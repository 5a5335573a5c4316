import type { ProductListItem } from '@shop/contracts';
import { formatMoney } from '@shop/locale';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, seriousAccessibilityViolations } from './support/axe.ts';
import { byTestId, DESKTOP, launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { buyableProducts, fetchAllProducts, productPath } from './support/catalogue-api.ts';
import { message } from './support/messages.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

async function addToCart(page: Page, product: ProductListItem): Promise<void> {
  await page.goto(`${requireShop().webUrl}${productPath(product)}`);
  await waitForHydration(page, byTestId('add-to-cart'));
  await page.click(byTestId('add-to-cart'));
  // The confirmation offers the way to the cart (spec section 4).
  await page.click(byTestId('go-to-cart'));
  await page.waitForURL(/\/krepselis$/);
}

describe.skipIf(browserTestsSkipped())('checkout', () => {
  let browser: Browser;
  let products: ProductListItem[];
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
    products = buyableProducts(await fetchAllProducts(requireShop().apiUrl), 5);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a guest buys two products with a promo code and delivery to a parcel locker, paying by bank transfer, in Lithuanian', async () => {
    // Two cheap products that still reach the coupon's 30 € minimum, so delivery (free from 49 €) is charged.
    const byPrice = [...products].sort(
      (a, b) => (a.defaultVariant?.prices.price ?? 0) - (b.defaultVariant?.prices.price ?? 0),
    );
    const price = (item: ProductListItem) => item.defaultVariant?.prices.price ?? 0;
    const first = byPrice.find((item) => price(item) >= 1500 && price(item) < 2400);
    const second = byPrice.find((item) => item !== first && price(item) >= 1500 && price(item) < 2400);
    if (!first || !second) throw new Error('The demo catalogue has fewer than two buyable products');
    const page = await openPage(browser, DESKTOP);
    await addToCart(page, first);
    await addToCart(page, second);

    // An empty code is refused with the spec's message; then the demo coupon takes 10 % off.
    await waitForHydration(page, byTestId('coupon-apply'));
    await page.click(byTestId('coupon-apply'));
    await expect
      .poll(() => page.locator(byTestId('coupon-error')).innerText())
      .toBe(message('lt', 'validation.couponRequired'));
    await page.fill(byTestId('coupon-code'), 'gandras10');
    await page.click(byTestId('coupon-apply'));
    await expect.poll(() => page.locator(byTestId('coupon-applied')).count()).toBe(1);
    await waitForHydration(page, byTestId('cart-checkout'));
    await page.click(byTestId('cart-checkout'));
    await page.waitForURL(/\/auth\?checkout=true$/);
    await page.click(byTestId('guest-checkout'));
    await page.waitForURL(/\/apmokejimas$/);
    await waitForHydration(page, byTestId('place-order'));

    // Nothing filled in: the spec's messages appear next to the fields.
    await page.click(byTestId('place-order'));
    await expect.poll(() => page.locator(byTestId('checkout-email-error')).innerText()).not.toBe('');
    await waitForHydration(page, byTestId('place-order'));

    await page.click(byTestId('shipping-omniva_locker'));
    const locker = page.locator(byTestId('checkout-parcel-locker'));
    await locker.selectOption({ index: 1 });
    await page.fill(byTestId('checkout-email'), 'ona@example.lt');
    await page.fill(byTestId('checkout-firstName'), 'Ona');
    await page.fill(byTestId('checkout-lastName'), 'Petraitienė');
    await page.fill(byTestId('checkout-phoneNumber'), '+37061234567');
    await page.click(byTestId('payment-bank_transfer'));
    const itemsTotal = (first.defaultVariant?.prices.price ?? 0) + (second.defaultVariant?.prices.price ?? 0);
    const discount = Math.round(itemsTotal / 10);
    const delivery = itemsTotal >= 4900 ? 0 : 249;
    const total = itemsTotal - discount + delivery;
    expect(await page.locator(byTestId('checkout-total')).innerText()).toBe(formatMoney(total, 'EUR', 'lt'));

    await page.click(byTestId('place-order'));
    await page.waitForURL(/\/checkout\/thank-you\?order=/);
    const number = await page.locator(byTestId('order-number')).innerText();
    expect(number).toMatch(/\d{9}$/);
    expect(await page.locator('h1').innerText()).toBe(message('lt', 'checkout.thankYou.title'));
    // Bank transfer: where to pay.
    expect(await page.locator(byTestId('bank-transfer-instructions')).innerText()).toContain('LT71 7300');

    await page.click(byTestId('view-order'));
    await page.waitForURL(/\/uzsakymas\//);
    await expect.poll(() => page.locator(byTestId('order-line')).count()).toBe(2);
    expect(await page.locator(byTestId('order-state')).innerText()).toBe(
      message('lt', 'checkout.order.states.new'),
    );
    expect(await page.locator(byTestId('order-total')).innerText()).toBe(formatMoney(total, 'EUR', 'lt'));
    // The cart is empty again.
    await page.goto(`${requireShop().webUrl}/krepselis`);
    expect(await page.locator(byTestId('cart-empty')).count()).toBe(1);
    await page.context().close();
  });

  it('a guest pays online through (the local fake of) Stripe Checkout: cancels once, pays with "Pay now", sees the order paid', async () => {
    const product = products.find((item) => (item.defaultVariant?.prices.price ?? 0) >= 1000);
    if (!product) throw new Error('The demo catalogue has no buyable product from 10 €');
    const page = await openPage(browser, DESKTOP);
    await addToCart(page, product);
    await waitForHydration(page, byTestId('cart-checkout'));
    await page.click(byTestId('cart-checkout'));
    await page.waitForURL(/\/auth\?checkout=true$/);
    await page.click(byTestId('guest-checkout'));
    await page.waitForURL(/\/apmokejimas$/);
    await waitForHydration(page, byTestId('place-order'));
    await page.click(byTestId('shipping-omniva_locker'));
    await page.locator(byTestId('checkout-parcel-locker')).selectOption({ index: 1 });
    await page.fill(byTestId('checkout-email'), 'jonas@example.lt');
    await page.fill(byTestId('checkout-firstName'), 'Jonas');
    await page.fill(byTestId('checkout-lastName'), 'Jonaitis');
    await page.fill(byTestId('checkout-phoneNumber'), '+37061234567');
    await page.click(byTestId('payment-online'));
    const total = await page.locator(byTestId('checkout-total')).innerText();

    // Placing the order sends the shopper to the provider's hosted page, for the order's total.
    await page.click(byTestId('place-order'));
    await page.waitForURL(/\/c\/pay\/cs_test_/);
    const amount = await page.locator(byTestId('fake-stripe-amount')).innerText();
    expect(Number(amount.replace(/[^\d.]/g, ''))).toBe(
      Number(total.replace(/[^\d,]/g, '').replace(',', '.')),
    );

    // Cancel: back on the thank-you page, still to pay.
    await page.click('button:has-text("Cancel")');
    await page.waitForURL(/\/checkout\/thank-you\?order=.*&payment=cancelled$/);
    expect(await page.locator(byTestId('payment-state')).getAttribute('data-state')).toBe('awaiting_payment');
    expect(await page.locator(byTestId('payment-state')).innerText()).toContain(
      message('lt', 'checkout.payment.returnedUnpaid'),
    );

    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // Pay now: a new payment page; paying it marks the order paid through the signed callback.
    await waitForHydration(page, byTestId('pay-now'));
    await page.click(byTestId('pay-now'));
    await page.waitForURL(/\/c\/pay\/cs_test_/);
    await page.click('button:has-text("Pay")');
    await page.waitForURL(/\/checkout\/thank-you\?order=.*&payment=completed$/);
    expect(await page.locator(byTestId('payment-state')).getAttribute('data-state')).toBe('paid');
    expect(await page.locator(byTestId('payment-state')).innerText()).toBe(
      message('lt', 'checkout.payment.paid'),
    );
    expect(await page.locator(byTestId('pay-now')).count()).toBe(0);

    await page.click(byTestId('view-order'));
    await page.waitForURL(/\/uzsakymas\//);
    expect(await page.locator(byTestId('order-payment-state')).innerText()).toBe(
      message('lt', 'checkout.payment.states.paid'),
    );
    await page.context().close();
  });
});
