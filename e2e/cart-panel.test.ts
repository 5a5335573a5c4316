import { mkdirSync } from 'node:fs';
import type { ProductListItem } from '@shop/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../scripts/lib/repo.mjs';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { buyableProducts, fetchAllProducts, productPath } from './support/catalogue-api.ts';
import { message } from './support/messages.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/** Screenshots for humans to look at after a run (git-ignored). */
const SCREENSHOT_DIR = fromRoot('.screenshots');

/** The header's cart control, once hydrated: on wide screens a button that opens the panel. */
const cartButton = (page: Page) => page.locator(`button${byTestId('cart-link')}`).first();
const panel = (page: Page) => page.locator(byTestId('cart-panel'));

async function openPanel(page: Page): Promise<void> {
  await waitForHydration(page, `button${byTestId('cart-link')}`);
  await cartButton(page).click();
  await panel(page).locator(byTestId('cart-panel-content')).waitFor();
}

describe.skipIf(browserTestsSkipped())('cart panel and add-to-cart snackbar', () => {
  let browser: Browser;
  let product: ProductListItem;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const found = buyableProducts(await fetchAllProducts(requireShop().apiUrl)).find(
      (item) => item.mainTaxon !== null, // the panel recommends from the cart's category
    );
    if (!found) throw new Error('The demo catalogue has no buyable product');
    product = found;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('at 1440 px: snackbar after adding, then the panel changes, deletes and restores a line in place', async () => {
    const page = await openPage(browser, DESKTOP);
    // The page's clock runs on, but the test moves it on by the snackbar's 5000 ms instead of waiting.
    await page.clock.install();
    const productUrl = `${requireShop().webUrl}${productPath(product)}`;
    await page.goto(productUrl);
    await waitForHydration(page, byTestId('add-to-cart'));
    await page.click(byTestId('add-to-cart'));
    const dialog = page.locator(`${byTestId('add-to-cart-dialog')}[open]`);
    await dialog.waitFor();

    // Closing the confirmation without going to the cart leaves the snackbar with the way there.
    await page.keyboard.press('Escape');
    const snackbar = page.locator(byTestId('cart-snackbar'));
    await snackbar.waitFor();
    expect(await snackbar.innerText()).toContain(product.name);
    expect(await snackbar.locator(byTestId('cart-snackbar-link')).getAttribute('href')).toBe('/krepselis');
    expect(await page.locator('[role="status"]').filter({ has: snackbar }).count()).toBe(1);
    await page.clock.runFor(4_000);
    expect(await snackbar.count()).toBe(1);
    await page.clock.runFor(1_100);
    await snackbar.waitFor({ state: 'detached' });

    // The header's cart button opens the panel over the page, which stays where it is.
    await openPanel(page);
    const drawer = panel(page);
    expect(await drawer.getAttribute('role')).toBe('dialog');
    expect(await drawer.getAttribute('aria-modal')).toBe('true');
    expect(await cartButton(page).getAttribute('aria-expanded')).toBe('true');
    // The panel slides in: measure where it comes to rest.
    await drawer.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)).then(() => undefined),
    );
    const box = await drawer.boundingBox();
    expect(box?.width).toBe(440);
    expect(box && box.x + box.width).toBe(DESKTOP.width);
    expect(box?.height).toBe(DESKTOP.height);
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(true);
    // Focus moved into the panel, onto its back button.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'cart-panel-back',
    );
    const line = drawer.locator(byTestId('cart-line'));
    await expect.poll(() => line.count()).toBe(1);
    expect(await line.innerText()).toContain(product.name);
    expect(await drawer.locator(byTestId('cart-summary')).count()).toBe(1);
    expect(await drawer.locator(byTestId('cart-panel-view-cart')).getAttribute('href')).toBe('/krepselis');
    // Recommended: other products of the cart's category, not the one already in it.
    const recommended = drawer.locator(
      `${byTestId('cart-panel-recommendations')} ${byTestId('product-card')}`,
    );
    await expect.poll(() => recommended.count()).toBeGreaterThan(0);
    expect(
      await recommended.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).not.toContain(productPath(product));
    await page.screenshot({ path: `${SCREENSHOT_DIR}/e2e-cart-panel-1440.png` });

    // Quantity: the line, the total and the header's counter follow; the page does not navigate.
    const total = () => drawer.locator(byTestId('cart-total')).innerText();
    const single = await total();
    await line.getByRole('button', { name: message('lt', 'cart.line.increase') }).click();
    await expect.poll(() => line.locator(byTestId('cart-quantity')).inputValue()).toBe('2');
    await expect.poll(total).not.toBe(single);
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toContain('2');
    expect(page.url()).toBe(productUrl);

    // Delete shows the line as deleted with restore; restore brings it back with its quantity.
    await line.locator(byTestId('cart-delete')).click();
    const deleted = drawer.locator(byTestId('cart-deleted-line'));
    await expect.poll(() => deleted.count()).toBe(1);
    expect(await deleted.innerText()).toContain(product.name);
    await expect.poll(() => line.count()).toBe(0);
    await deleted.locator(byTestId('cart-restore')).click();
    await expect.poll(() => line.count()).toBe(1);
    expect(await deleted.count()).toBe(0);
    expect(await line.locator(byTestId('cart-quantity')).inputValue()).toBe('2');
    expect(page.url()).toBe(productUrl);

    // Escape closes it and gives focus back to the cart button.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('cart-link');

    // So does the back button.
    await openPanel(page);
    await drawer.locator(byTestId('cart-panel-back')).click();
    await drawer.waitFor({ state: 'detached' });
    expect(await cartButton(page).getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('at 1440 px: the snackbar goes when the cart panel opens (the panel shows the cart itself)', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.goto(`${requireShop().webUrl}${productPath(product)}`);
    await waitForHydration(page, byTestId('add-to-cart'));
    await page.click(byTestId('add-to-cart'));
    await page.locator(`${byTestId('add-to-cart-dialog')}[open]`).waitFor();
    await page.keyboard.press('Escape');
    const snackbar = page.locator(byTestId('cart-snackbar'));
    await snackbar.waitFor();

    await openPanel(page);
    expect(await snackbar.count()).toBe(0);
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    // Closing the panel does not bring it back.
    expect(await snackbar.count()).toBe(0);
    await page.context().close();
  });

  it('at 1440 px: the panel of a shopper without a cart shows the empty placeholder and no summary', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.goto(`${requireShop().webUrl}/`);
    await openPanel(page);
    const drawer = panel(page);
    expect(await drawer.locator(byTestId('cart-empty')).innerText()).toContain(
      message('lt', 'cart.empty.title'),
    );
    expect(await drawer.locator(byTestId('cart-summary')).count()).toBe(0);
    expect(await drawer.locator(byTestId('cart-line')).count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/e2e-cart-panel-empty-1440.png` });
    // Its "start shopping" link goes home: a navigation, even to the page underneath, closes the panel.
    await drawer.getByRole('link', { name: message('lt', 'cart.empty.action') }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('at 390 px: the header cart control is a link to the cart page', async () => {
    const page = await openPage(browser, MOBILE);
    await page.goto(`${requireShop().webUrl}/`);
    const link = page.locator(byTestId('cart-link')).first();
    await waitForHydration(page, byTestId('cart-link'));
    expect(await link.evaluate((element) => element.tagName)).toBe('A');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/e2e-cart-header-390.png` });
    await link.click();
    await page.waitForURL(/\/krepselis$/);
    expect(await panel(page).count()).toBe(0);
    await page.context().close();
  });
});
