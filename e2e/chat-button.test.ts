import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../scripts/lib/repo.mjs';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { buyableProducts, fetchAllProducts, productPath } from './support/catalogue-api.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/** Screenshots for humans to look at after a run (git-ignored). */
const SCREENSHOT_DIR = fromRoot('.screenshots');

/** How far above the window's bottom edge the control is put: under the chat button, beside and clear of it. */
const BOTTOM_GAPS = [4, 16, 32, 64, 120];

interface Cover {
  /** What is on top at the control's centre is the control (or inside it). */
  hitIsControl: boolean;
  /** The chat button is shown and its box meets the control's. */
  overlaps: boolean;
  chatShown: boolean;
}

/** Scrolls `selector` so its bottom is `gap` px above the window's bottom edge. */
async function scrollToBottomEdge(page: Page, selector: string, gap: number): Promise<void> {
  await page.evaluate(
    ({ selector, gap }) => {
      const box = document.querySelector(selector)!.getBoundingClientRect();
      window.scrollBy(0, box.bottom - window.innerHeight + gap);
    },
    { selector, gap },
  );
}

/** Whether the chat button covers `selector` where it is now. */
function cover(page: Page, selector: string): Promise<Cover> {
  return page.evaluate((selector) => {
    const control = document.querySelector(selector)!;
    const box = control.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const chat = document.querySelector('[data-testid="chat-button"]');
    const chatBox = chat?.getBoundingClientRect();
    const chatShown =
      chat !== null && chatBox !== undefined && getComputedStyle(chat).visibility === 'visible';
    const overlaps =
      chatShown &&
      chatBox.left < box.right &&
      box.left < chatBox.right &&
      chatBox.top < box.bottom &&
      box.top < chatBox.bottom;
    return { hitIsControl: hit !== null && control.contains(hit), overlaps, chatShown };
  }, selector);
}

/**
 * Puts the control at several heights near the window's bottom edge (under the chat button, beside it,
 * above it): once the button has stepped aside (a fade of 150 ms), it covers the control at none.
 */
async function expectNeverCovered(page: Page, selector: string): Promise<void> {
  for (const gap of BOTTOM_GAPS) {
    await scrollToBottomEdge(page, selector, gap);
    await expect
      .poll(() => cover(page, selector), { message: `${selector} ${gap} px above the bottom edge` })
      .toMatchObject({ hitIsControl: true, overlaps: false });
  }
}

describe.skipIf(browserTestsSkipped())('the floating chat button never covers a control', () => {
  let browser: Browser;
  let productUrl = '';
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const product = buyableProducts(await fetchAllProducts(requireShop().apiUrl))[0];
    if (!product) throw new Error('The demo catalogue has no buyable product');
    productUrl = `${requireShop().webUrl}${productPath(product)}`;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    { name: 'mobile', viewport: MOBILE },
    { name: 'desktop', viewport: DESKTOP },
  ])("the cart's promo code button and the newsletter button at $viewport.width px", async ({ viewport }) => {
    const page = await openPage(browser, viewport);
    await page.goto(productUrl);
    await waitForHydration(page, byTestId('add-to-cart'));
    await page.click(byTestId('add-to-cart'));
    await page.click(byTestId('go-to-cart'));
    await page.waitForURL(/\/krepselis$/);
    await waitForHydration(page, byTestId('coupon-apply'));
    await waitForHydration(page, byTestId('chat-button'));

    await expectNeverCovered(page, byTestId('coupon-apply'));
    await expectNeverCovered(page, byTestId('newsletter-submit'));
    await scrollToBottomEdge(page, byTestId('coupon-apply'), 16);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/e2e-chat-cart-${viewport.width}.png` });

    // Where nothing lies under it (the page's end leaves room), the button is there.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() => page.locator(byTestId('chat-button')).evaluate((chat) => getComputedStyle(chat).visibility))
      .toBe('visible');
    await page.context().close();
  });

  it.each([
    { name: 'mobile', viewport: MOBILE },
    { name: 'desktop', viewport: DESKTOP },
  ])(
    'rides above a bar fixed to the bottom (data-sticky-bar) at $viewport.width px',
    async ({ viewport }) => {
      const page = await openPage(browser, viewport);
      await page.goto(`${requireShop().webUrl}/`);
      await waitForHydration(page, byTestId('chat-button'));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const chat = page.locator(byTestId('chat-button'));
      const before = await chat.boundingBox();
      // A bar as the checkout's total bar or a product's add-to-cart bar is: fixed to the bottom, full width.
      await page.evaluate(() => {
        const bar = document.createElement('div');
        bar.setAttribute('data-sticky-bar', '');
        bar.setAttribute('data-testid', 'test-sticky-bar');
        bar.style.cssText =
          'position:fixed;left:0;right:0;bottom:0;height:var(--sticky-bar-height);background:#eee;z-index:200';
        document.body.append(bar);
      });
      await expect
        .poll(async () => {
          const [bar, box] = [
            await page.locator(byTestId('test-sticky-bar')).boundingBox(),
            await chat.boundingBox(),
          ];
          return bar && box ? box.y + box.height <= bar.y : false;
        })
        .toBe(true);
      expect((await chat.boundingBox())!.y).toBeLessThan(before!.y);
      await page.context().close();
    },
  );

  it('stays clear of the checkout sticky bar at 390 px', async () => {
    const page = await openPage(browser, MOBILE);
    await page.goto(productUrl);
    await waitForHydration(page, byTestId('add-to-cart'));
    await page.click(byTestId('add-to-cart'));
    await page.click(byTestId('go-to-cart'));
    await page.waitForURL(/\/krepselis$/);
    await waitForHydration(page, byTestId('cart-checkout'));
    await page.click(byTestId('cart-checkout'));
    await waitForHydration(page, byTestId('guest-checkout'));
    await page.click(byTestId('guest-checkout'));
    await page.waitForURL(/\/apmokejimas/);
    await waitForHydration(page);
    const bar = page.locator('[data-testid="checkout-sticky-bar"]');
    const chat = page.locator(byTestId('chat-button'));
    // The checkout leaves the chat out; where both show, their boxes never meet.
    if ((await bar.count()) > 0 && (await chat.count()) > 0) {
      const [barBox, chatBox] = [await bar.boundingBox(), await chat.boundingBox()];
      expect(barBox && chatBox && chatBox.y + chatBox.height <= barBox.y).toBe(true);
    }
    // Under load the address can change a moment before the checkout's layout replaces the shop's: wait for it.
    await expect.poll(() => chat.count(), { timeout: 20_000 }).toBe(0);
    await page.context().close();
  });
});
