import type { ProductListItem } from '@shop/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { buyableProducts, fetchAllProducts, productPath } from './support/catalogue-api.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

const ADMIN = { email: 'admin@gandras.lt', password: 'Admin1234' };
const CODE = `E2E-CPN-${Date.now().toString(36).toUpperCase()}`;

async function signIn(page: Page, webUrl: string) {
  await page.goto(`${webUrl}/admin/sign-in`);
  await waitForHydration(page, byTestId('admin-sign-in'));
  await page.fill(byTestId('admin-email'), ADMIN.email);
  await page.fill(byTestId('admin-password'), ADMIN.password);
  await page.click(byTestId('admin-sign-in'));
  await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
}

/** The cart's total in cents, read from its text ("123,45 €"). */
async function cartTotal(page: Page): Promise<number> {
  const text = await page.locator(byTestId('cart-total')).innerText();
  const digits = text.replace(/[^0-9]/g, '');
  return Number(digits);
}

describe.skipIf(browserTestsSkipped())('promotions in the back office', () => {
  let browser: Browser;
  let product: ProductListItem;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
    const [first] = buyableProducts(await fetchAllProducts(requireShop().apiUrl), 1);
    if (!first) throw new Error('The demo catalogue has no buyable product');
    product = first;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the owner creates a coupon-based promotion and generates 100 codes; a shopper uses one in the cart', async () => {
    const { webUrl } = requireShop();
    const page = await openPage(browser, DESKTOP);
    await signIn(page, webUrl);
    await page.goto(`${webUrl}/admin/promotions/new`);
    await waitForHydration(page, byTestId('promotion-save'));
    await page.fill(byTestId('promotion-code'), CODE);
    for (const locale of ['lt', 'en', 'et', 'ru']) {
      await page.fill(byTestId(`promotion-labels-${locale}`), `E2E kuponas ${locale}`);
    }
    await page.check(byTestId('promotion-couponBased'));
    await page.check(byTestId('promotion-channel-web'));
    await page.fill(byTestId('promotion-actions-0-value'), '15');
    await page.click(byTestId('promotion-save'));
    await page.waitForURL(/\/admin\/promotions\/\d+\?created=1$/, { timeout: 20_000 });

    await waitForHydration(page, byTestId('generate-submit'));
    await page.fill(byTestId('generate-count'), '100');
    await page.fill(byTestId('generate-prefix'), 'E2E');
    await page.fill(byTestId('generate-length'), '8');
    await page.click(byTestId('generate-submit'));
    await expect
      .poll(() => page.locator(byTestId('admin-coupon-row')).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => page.locator('#promotion-coupons-title').innerText()).toContain('100');
    const coupon = (
      await page
        .locator(`${byTestId('admin-coupon-row')} td`)
        .first()
        .innerText()
    ).trim();
    expect(coupon).toMatch(/^E2E[A-Z2-9]{8}$/);

    const shopper = await openPage(browser, DESKTOP);
    await shopper.goto(`${webUrl}${productPath(product)}`);
    await waitForHydration(shopper, byTestId('add-to-cart'));
    await shopper.click(byTestId('add-to-cart'));
    await shopper.click(byTestId('go-to-cart'));
    await shopper.waitForURL(/\/krepselis$/);
    await waitForHydration(shopper, byTestId('coupon-apply'));
    const before = await cartTotal(shopper);
    await shopper.fill(byTestId('coupon-code'), coupon.toLowerCase());
    await shopper.click(byTestId('coupon-apply'));
    await expect.poll(() => shopper.locator(byTestId('coupon-applied')).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => cartTotal(shopper), { timeout: 20_000 }).toBeLessThan(before);
  }, 180_000);
});
