import type { ProductListItem } from '@shop/contracts';
import { GIFT_WRAP_FOLLOW_UP_MS } from '@shop/contracts/constants';
import { formatMoney } from '@shop/locale';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import {
  buyableProducts,
  fetchAllProducts,
  GIFT_WRAPPING_CODE,
  productPath,
} from './support/catalogue-api.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

const GIFT_WRAPPING_PRICE = 250;

async function addFromProductPage(page: Page, product: ProductListItem): Promise<void> {
  await page.goto(`${requireShop().webUrl}${productPath(product)}`);
  await waitForHydration(page, byTestId('add-to-cart'));
  await page.click(byTestId('add-to-cart'));
  await page.click(byTestId('go-to-cart'));
  await page.waitForURL(/\/krepselis$/);
  await expect.poll(() => page.locator(byTestId('cart-line')).count()).toBeGreaterThan(0);
}

const cartTotal = (page: Page) => page.locator(byTestId('cart-total')).innerText();
const euros = (cents: number) => formatMoney(cents, 'EUR', 'lt');
const giftPackLines = (page: Page) => page.locator(`${byTestId('cart-line')}[data-kind="gift_wrapping"]`);

describe.skipIf(browserTestsSkipped())('gifts in the cart', () => {
  let browser: Browser;
  let catalogue: ProductListItem[];
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
    catalogue = await fetchAllProducts(requireShop().apiUrl);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('gift wrapping on and off: the switch, the greeting, restore, and the switch-off 5000 ms after deleting', async () => {
    const [product] = buyableProducts(catalogue);
    if (!product?.defaultVariant) throw new Error('The demo catalogue has no buyable product');
    const price = product.defaultVariant.prices.price;
    const page = await openPage(browser, DESKTOP);
    // The browser's clock is ours to move: the switch-off is checked without waiting 5 s.
    await page.clock.install();
    await addFromProductPage(page, product);
    await waitForHydration(page, byTestId('gift-wrapping-switch'));
    expect(await cartTotal(page)).toBe(euros(price));

    await page.check(byTestId('gift-wrapping-switch'));
    await expect.poll(() => giftPackLines(page).count()).toBe(1);
    await expect.poll(() => cartTotal(page)).toBe(euros(price + GIFT_WRAPPING_PRICE));
    await page.fill(byTestId('gift-wrapping-message'), 'Su gimtadieniu, Ona!');
    // The button is disabled while the save is under way too, so wait for the saved answer itself.
    const saved = page.waitForResponse(
      (response) => response.request().postData()?.includes('gift-wrap') === true && response.ok(),
    );
    await page.click(byTestId('gift-wrapping-save'));
    await saved;
    await expect.poll(() => page.locator(byTestId('gift-wrapping-save')).isDisabled()).toBe(true);
    await page.reload();
    await waitForHydration(page, byTestId('gift-wrapping-switch'));
    expect(await page.locator(byTestId('gift-wrapping-message')).inputValue()).toBe('Su gimtadieniu, Ona!');

    // Deleted and restored before the follow-up: the pack stays.
    await giftPackLines(page).locator(byTestId('cart-delete')).click();
    const deleted = page.locator(byTestId('cart-deleted-line'));
    await expect.poll(() => deleted.count()).toBe(1);
    await deleted.locator(byTestId('cart-restore')).click();
    await expect.poll(() => giftPackLines(page).count()).toBe(1);
    await page.clock.fastForward(GIFT_WRAP_FOLLOW_UP_MS + 500);
    expect(await page.isChecked(byTestId('gift-wrapping-switch'))).toBe(true);
    expect(await cartTotal(page)).toBe(euros(price + GIFT_WRAPPING_PRICE));

    // Deleted and left alone: 5000 ms later the gift pack is switched off and there is nothing to restore.
    await giftPackLines(page).locator(byTestId('cart-delete')).click();
    await expect.poll(() => deleted.count()).toBe(1);
    await page.clock.fastForward(GIFT_WRAP_FOLLOW_UP_MS - 1000);
    expect(await page.isChecked(byTestId('gift-wrapping-switch'))).toBe(true);
    await page.clock.fastForward(1500);
    await expect.poll(() => page.isChecked(byTestId('gift-wrapping-switch'))).toBe(false);
    await expect.poll(() => deleted.count()).toBe(0);
    expect(await cartTotal(page)).toBe(euros(price));
    expect(await page.locator(byTestId('gift-wrapping-message')).count()).toBe(0);

    // Switched off with the box: the line goes at once.
    await page.check(byTestId('gift-wrapping-switch'));
    await expect.poll(() => giftPackLines(page).count()).toBe(1);
    await page.uncheck(byTestId('gift-wrapping-switch'));
    await expect.poll(() => giftPackLines(page).count()).toBe(0);
    await page.context().close();
  });

  it("adds the gift pack from the gift wrapping's own page", async () => {
    const giftWrapping = catalogue.find((item) => item.code === GIFT_WRAPPING_CODE);
    if (!giftWrapping) throw new Error('The demo catalogue has no gift wrapping product');
    const page = await openPage(browser, MOBILE);
    await page.goto(`${requireShop().webUrl}${productPath(giftWrapping)}`);
    await waitForHydration(page, byTestId('add-to-cart'));
    await page.click(byTestId('add-to-cart'));
    await expect.poll(() => page.locator(`${byTestId('add-to-cart-dialog')}[open]`).count()).toBe(1);
    await page.click(byTestId('go-to-cart'));
    await page.waitForURL(/\/krepselis$/);
    await expect.poll(() => giftPackLines(page).count()).toBe(1);
    expect(await page.isChecked(byTestId('gift-wrapping-switch'))).toBe(true);
    await page.context().close();
  });

  it('buys a gift card for a sum and chooses a free gift once the cart earns one', async () => {
    const products = buyableProducts(catalogue).filter(
      (item) => (item.defaultVariant?.prices.price ?? 0) >= 2000,
    );
    const page = await openPage(browser, DESKTOP);
    const [first] = products;
    if (!first) throw new Error('The demo catalogue has no product from 20 €');
    await addFromProductPage(page, first);
    await waitForHydration(page, byTestId('gift-card-sum'));
    await page.fill(byTestId('gift-card-sum'), '3');
    await page.press(byTestId('gift-card-sum'), 'Enter');
    await expect
      .poll(() => page.locator(`${byTestId('gift-card-form')} [role="alert"]`).innerText())
      .toBe('Dovanų kortelės suma turi būti nuo 5 iki 500 EUR.');
    await page.fill(byTestId('gift-card-sum'), '25,50');
    await page.press(byTestId('gift-card-sum'), 'Enter');
    const cardLine = page.locator(`${byTestId('cart-line')}[data-kind="gift_card"]`);
    await expect.poll(() => cardLine.count()).toBe(1);
    expect(await cardLine.innerText()).toContain(euros(2550));

    // Enough goods for the first gift tier (60 €, gift cards do not count).
    let goods = first.defaultVariant?.prices.price ?? 0;
    for (const product of products.slice(1)) {
      if (goods >= 6000) break;
      await addFromProductPage(page, product);
      goods += product.defaultVariant?.prices.price ?? 0;
    }
    await waitForHydration(page, byTestId('gift-choices'));
    const option = page.locator(byTestId('gift-option')).first();
    const giftName = await option.locator(byTestId('gift-option-name')).innerText();
    await option.getByRole('button').click();
    const giftLine = page.locator(`${byTestId('cart-line')}[data-kind="gift"]`);
    await expect.poll(() => giftLine.count()).toBe(1);
    expect(await giftLine.locator(byTestId('cart-gift-note')).count()).toBe(1);
    expect(await giftLine.locator(byTestId('cart-delete')).count()).toBe(0);
    expect(await giftLine.innerText()).toContain(giftName);
    expect(await giftLine.innerText()).toContain(euros(0));
    await page.context().close();
  });
});
