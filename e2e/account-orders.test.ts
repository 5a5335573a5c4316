import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProductListItem } from '@shop/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { buyableProducts, fetchAllProducts, productPath } from './support/catalogue-api.ts';
import { message } from './support/messages.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/** The demo customer of the README. */
const DEMO_EMAIL = 'demo@gandras.lt';
const DEMO_PASSWORD = 'Demo1234';
/** Set to a folder to keep screenshots of the pages at 1440 and 390 px for a look. */
const SCREENSHOTS = process.env.ACCOUNT_ORDERS_SCREENSHOTS;

async function screenshot(page: Page, name: string): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

describe.skipIf(browserTestsSkipped())('my orders', () => {
  let browser: Browser;
  let product: ProductListItem;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
    const [found] = buyableProducts(await fetchAllProducts(requireShop().apiUrl), 5);
    if (!found) throw new Error('The demo catalogue has no buyable product');
    product = found;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a signed-in customer finds the order they placed as Unpaid, opens it and downloads its pre-invoice', async () => {
    const shop = requireShop().webUrl;
    const page = await openPage(browser, DESKTOP);

    // Signed out, My orders asks to sign in first and comes back.
    await page.goto(`${shop}/paskyra/uzsakymas`);
    await page.waitForURL(/\/auth\?redirect=%2Fpaskyra%2Fuzsakymas$/);
    await waitForHydration(page, byTestId('sign-in-submit'));
    await page.fill(byTestId('auth-email'), DEMO_EMAIL);
    await page.fill(byTestId('auth-password'), DEMO_PASSWORD);
    await page.click(byTestId('sign-in-submit'));
    await page.waitForURL(/\/paskyra\/uzsakymas$/);

    // Buy one product by bank transfer.
    await page.goto(`${shop}${productPath(product)}`);
    await waitForHydration(page, byTestId('add-to-cart'));
    await page.click(byTestId('add-to-cart'));
    await page.click(byTestId('go-to-cart'));
    await page.waitForURL(/\/krepselis$/);
    await waitForHydration(page, byTestId('cart-checkout'));
    await page.click(byTestId('cart-checkout'));
    await page.waitForURL(/\/apmokejimas$/);
    await waitForHydration(page, byTestId('place-order'));
    await page.click(byTestId('shipping-omniva_locker'));
    await page.locator(byTestId('checkout-parcel-locker')).selectOption({ index: 1 });
    await page.fill(byTestId('checkout-email'), DEMO_EMAIL);
    await page.fill(byTestId('checkout-firstName'), 'Rūta');
    await page.fill(byTestId('checkout-lastName'), 'Žemaitė');
    await page.fill(byTestId('checkout-phoneNumber'), '+37061234567');
    await page.click(byTestId('payment-bank_transfer'));
    await page.click(byTestId('place-order'));
    await page.waitForURL(/\/checkout\/thank-you\?order=/);
    const number = /\d{9}/.exec(await page.locator(byTestId('order-number')).innerText())?.[0] ?? '';
    expect(number).toMatch(/^\d{9}$/);

    // My orders: the newest order first, Unpaid, with a link to it.
    await page.goto(`${shop}/paskyra/uzsakymas`);
    const row = page.locator(byTestId('order-row')).first();
    expect(await row.locator('th').innerText()).toBe(number);
    expect(await row.locator(byTestId('order-state')).innerText()).toBe(
      message('lt', 'checkout.order.states.new'),
    );
    expect(await row.locator('time').innerText()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await screenshot(page, 'orders-1440');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'orders-390');
    await page.setViewportSize(DESKTOP);

    await waitForHydration(page, byTestId('order-row-link'));
    await row.locator(byTestId('order-row-link')).click();
    await page.waitForURL(/\/paskyra\/uzsakymas\/[\w-]+$/);
    await expect
      .poll(() => page.locator('h1').innerText())
      .toBe(message('lt', 'checkout.order.title').replace('{number}', number));
    expect(await page.locator(byTestId('order-state')).innerText()).toBe(
      message('lt', 'checkout.order.states.new'),
    );
    // Not paid yet: a pre-invoice, no invoice.
    expect(await page.locator(byTestId('invoice-download')).count()).toBe(0);
    const link = page.locator(byTestId('pre-invoice-download'));
    expect(await link.getAttribute('href')).toMatch(
      /^\/resources\/orders\/[\w-]+\/pre-invoice\?from=account-order$/,
    );
    await screenshot(page, 'order-1440');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'order-390');
    await page.setViewportSize(DESKTOP);

    const orderUrl = page.url();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`isankstine-saskaita-${number}.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(page.url()).toBe(orderUrl);

    // The invoice of an unpaid order fails back to the page with the spec's generic error.
    const token = orderUrl.split('/').pop() ?? '';
    await page.goto(`${shop}/resources/orders/${token}/invoice?from=account-order`);
    await page.waitForURL(/\?invoice=failed$/);
    expect(await page.locator(byTestId('invoice-error')).innerText()).toBe(
      message('lt', 'checkout.preInvoice.error'),
    );

    // Someone else's order (or none) is not found inside the account.
    const missing = await page.goto(`${shop}/paskyra/uzsakymas/not-my-order`);
    expect(missing?.status()).toBe(404);
    await page.context().close();
  });
});
