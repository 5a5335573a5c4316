import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { signInToBackOffice } from './support/back-office.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/** The preview's frame: sandboxed (no scripts), so its document is read through the frame, not the page. */
async function previewFrame(page: Page): Promise<Frame> {
  const handle = await page.locator(byTestId('mail-preview-frame')).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('The mail preview has no frame');
  await frame.waitForLoadState();
  return frame;
}

/**
 * Issue 18: the back office's "Mail previews" shows every mail kind in every language as a customer gets it.
 * The order mail in Russian at a phone's width: its subject, its body (with the delivery address and the
 * seller's details in the footer) in Russian, one column that fits 390 px, and the plain-text part.
 */
describe.skipIf(browserTestsSkipped())('back office: mail previews', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the order mail in Russian at 390 px in one column, with its address, footer and text part', async () => {
    const { webUrl } = requireShop();
    const page = await openPage(browser, DESKTOP);
    await signInToBackOffice(page);

    await page.goto(`${webUrl}/admin/mail-previews`);
    await waitForHydration(page, byTestId('mail-preview-kinds'));
    // Every kind is offered: the order mail, a parcel locker order, and the account, return, newsletter,
    // review and stock mails.
    const kinds = page.locator(`${byTestId('mail-preview-kinds')} a`);
    expect(await kinds.count()).toBeGreaterThanOrEqual(13);

    await page.click(`${byTestId('mail-preview-locales')} a:has-text("Русский")`);
    await page.waitForURL((url) => url.searchParams.get('locale') === 'ru');
    await page.click(`${byTestId('mail-preview-widths')} a:has-text("390")`);
    await page.waitForURL((url) => url.searchParams.get('width') === '390');

    await expect
      .poll(() => page.locator(byTestId('mail-preview-subject')).innerText(), { timeout: 15_000 })
      .toMatch(/^Заказ .+ получен$/);
    const frame = await previewFrame(page);
    const body = await frame.locator('body').innerText();
    expect(body).toContain('Спасибо за заказ!');
    expect(body).toContain('Адрес доставки');
    expect(body).toContain('Gedimino pr.');
    expect(body).not.toContain('Thank you');
    // The seller's details close the mail.
    expect(body).toContain('305123450');
    // One column that fits the phone: nothing wider than the frame.
    const widths = await frame.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.client).toBeLessThanOrEqual(390);
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);

    await page.click(`details:has(${byTestId('mail-preview-text')}) summary`);
    await expect
      .poll(() => page.locator(byTestId('mail-preview-text')).innerText(), { timeout: 15_000 })
      .toContain('Адрес доставки');
    await page.close();
  });
});
