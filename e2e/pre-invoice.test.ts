import { readFile } from 'node:fs/promises';
import type { ProductListItem } from '@shop/contracts';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, openPage } from './support/browser.ts';
import { buyableProducts, fetchAllProducts } from './support/catalogue-api.ts';
import { message } from './support/messages.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';
import { guestCheckout } from './support/guest-checkout.ts';

/** The text of a PDF's pages as a reader copying it would get it, spaces normalised. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: bytes, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? `${item.str} ` : '')).join(''));
  }
  await document.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

describe.skipIf(browserTestsSkipped())('pre-invoice', () => {
  let browser: Browser;
  let product: ProductListItem;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
    const catalogue = await fetchAllProducts(requireShop().apiUrl);
    const [found] = buyableProducts(catalogue, 5);
    if (!found) throw new Error('The demo catalogue has no buyable product');
    product = found;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a company paying by bank transfer downloads its pre-invoice from the thank-you page, with its company data', async () => {
    const page = await openPage(browser, DESKTOP);
    await guestCheckout(page, product);
    await page.click(byTestId('shipping-omniva_locker'));
    await page.locator(byTestId('checkout-parcel-locker')).selectOption({ index: 1 });
    await page.fill(byTestId('checkout-email'), 'ula@example.lt');
    await page.fill(byTestId('checkout-firstName'), 'Ūla');
    await page.fill(byTestId('checkout-lastName'), 'Čiurlionytė');
    await page.fill(byTestId('checkout-phoneNumber'), '+37061234567');
    await page.click(byTestId('checkout-is-company'));
    await page.fill(byTestId('checkout-companyName'), 'UAB Šilų žaislai');
    await page.fill(byTestId('checkout-companyCode'), '302123456');
    await page.fill(byTestId('checkout-vatNumber'), 'LT123456715');
    await page.click(byTestId('payment-bank_transfer'));
    await page.click(byTestId('place-order'));
    await page.waitForURL(/\/checkout\/thank-you\?order=/);
    const number = /\d{9}/.exec(await page.locator(byTestId('order-number')).innerText())?.[0];
    expect(number).toBeDefined();

    // The link is the storefront's own address; the file is saved and the page stays.
    const link = page.locator(byTestId('pre-invoice-download'));
    expect(await link.innerText()).toBe(message('lt', 'checkout.preInvoice.download'));
    expect(await link.getAttribute('href')).toMatch(
      /^\/resources\/orders\/[\w-]+\/pre-invoice\?from=thank-you$/,
    );
    const thankYouUrl = page.url();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`isankstine-saskaita-${number}.pdf`);
    const path = await download.path();
    const bytes = new Uint8Array(await readFile(path));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(page.url()).toBe(thankYouUrl);

    const text = await pdfText(bytes);
    expect(text).toContain('Išankstinė sąskaita');
    expect(text).toContain(`Užsakymo Nr. ${number}`);
    expect(text).toContain('UAB Šilų žaislai');
    expect(text).toContain('Įmonės kodas: 302123456');
    expect(text).toContain('PVM mokėtojo kodas: LT123456715');
    expect(text).toContain('Ūla Čiurlionytė');
    expect(text).toContain('LT71 7300 0101 2345 6789');

    // The order page offers it too.
    await page.click(byTestId('view-order'));
    await page.waitForURL(/\/uzsakymas\//);
    // The URL changes before the order page has rendered: wait for its link.
    await expect
      .poll(() => page.locator(byTestId('pre-invoice-download')).getAttribute('href'))
      .toMatch(/\?from=order$/);
    await page.context().close();
  });
});
