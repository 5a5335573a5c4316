import type { ProductListItem } from '@shop/contracts';
import { formatMoney } from '@shop/locale';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { buyableProducts, fetchAllProducts, productPath } from './support/catalogue-api.ts';
import { message } from './support/messages.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

async function addFromProductPage(page: Page, product: ProductListItem): Promise<void> {
  await page.goto(`${requireShop().webUrl}${productPath(product)}`);
  await waitForHydration(page, byTestId('add-to-cart'));
  await page.click(byTestId('add-to-cart'));
  // The confirmation offers the way to the cart (spec section 4).
  await page.click(byTestId('go-to-cart'));
  await page.waitForURL(/\/krepselis$/);
  await expect.poll(() => page.locator(byTestId('cart-line')).count()).toBeGreaterThan(0);
}

const cartTotal = (page: Page) => page.locator(byTestId('cart-total')).innerText();

describe.skipIf(browserTestsSkipped())('cart', () => {
  let browser: Browser;
  let products: ProductListItem[];
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
    products = buyableProducts(await fetchAllProducts(requireShop().apiUrl));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds two products from their pages and shows them with the total in the cart and the header', async () => {
    const [first, second] = products;
    if (!first || !second) throw new Error('The demo catalogue has fewer than two buyable products');
    const page = await openPage(browser, DESKTOP);
    await page.goto(`${requireShop().webUrl}${productPath(first)}`);
    await waitForHydration(page, byTestId('add-to-cart'));
    await page.click(byTestId('add-to-cart'));
    // The confirmation opens. GA4's add_to_cart event goes to the tag manager's data layer only when the
    // channel has a tag-manager code (e2e/analytics.test.ts); the demo channel has none (ADR 0021).
    await expect.poll(() => page.locator(`${byTestId('add-to-cart-dialog')}[open]`).count()).toBe(1);
    expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? null)).toBeNull();
    await page.click(byTestId('go-to-cart'));
    await page.waitForURL(/\/krepselis$/);
    await addFromProductPage(page, second);
    const names = await page.locator(`${byTestId('cart-line')} a`).allInnerTexts();
    expect(names).toEqual([first.name, second.name]);
    const cartLink = page.locator(byTestId('cart-link')).first();
    await expect.poll(() => cartLink.getAttribute('aria-label')).toContain('2');
    const expected = (first.defaultVariant?.prices.price ?? 0) + (second.defaultVariant?.prices.price ?? 0);
    expect(await cartTotal(page)).toBe(formatMoney(expected, 'EUR', 'lt'));
    await page.context().close();
  });

  it('changes a quantity, deletes a line and restores it', async () => {
    const [product] = products;
    if (!product) throw new Error('The demo catalogue has no buyable product');
    const page = await openPage(browser, MOBILE);
    await addFromProductPage(page, product);
    const line = page.locator(byTestId('cart-line')).first();
    await waitForHydration(page, byTestId('cart-delete'));
    const single = await cartTotal(page);

    await line.getByRole('button', { name: message('lt', 'cart.line.increase') }).click();
    await expect.poll(() => line.locator(byTestId('cart-quantity')).inputValue()).toBe('2');
    await expect.poll(() => cartTotal(page)).not.toBe(single);

    await line.locator(byTestId('cart-delete')).click();
    const deleted = page.locator(byTestId('cart-deleted-line'));
    await expect.poll(() => deleted.innerText()).toContain(product.name);
    expect(await page.locator(byTestId('cart-line')).count()).toBe(0);

    await deleted.locator(byTestId('cart-restore')).click();
    await expect.poll(() => page.locator(byTestId('cart-line')).count()).toBe(1);
    expect(await page.locator(byTestId('cart-deleted-line')).count()).toBe(0);
    expect(await page.locator(byTestId('cart-quantity')).inputValue()).toBe('2');
    await page.context().close();
  });
});
