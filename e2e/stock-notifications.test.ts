import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable } from '../apps/api/test/helpers/outbox.ts';
import { byTestId, DESKTOP, launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { fetchAllProducts, fetchProduct, productPath } from './support/catalogue-api.ts';
import { startOwnShop, type OwnShop } from './support/own-shop.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

const EMAIL = 'laukianti@example.lt';

/** A simple demo product with one variant, to sell out and restock. */
async function productToSellOut(apiUrl: string) {
  const catalogue = await fetchAllProducts(apiUrl);
  for (const item of catalogue) {
    if (!/^P\d+$/.test(item.code) || item.requiresLogin || !item.inStock) continue;
    const detail = await fetchProduct(apiUrl, item.code);
    if (detail.variants.length === 1 && detail.variants[0]) {
      return { product: item, variantCode: detail.variants[0].code, name: detail.name };
    }
  }
  throw new Error('The demo shop has no single-variant product in stock');
}

function backInStockMails(outboxDir: string, productName: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir);
  } catch {
    return [];
  }
  return files
    .map((file) => decodeQuotedPrintable(readFileSync(path.join(outboxDir, file), 'utf8')))
    .filter((mail) => mail.includes(`To: ${EMAIL}`) && mail.includes(productName));
}

/**
 * A stock notification is mailed once (issue 7): a shopper asks on a sold-out product's page, the shop owner
 * restocks it (`npm run stock:set`, until the back office exists), one mail arrives; selling out and
 * restocking again mails nothing more. The command opens the embedded database itself, so this file runs a
 * shop of its own (support/own-shop.ts) and stops its API around each command.
 */
describe.skipIf(browserTestsSkipped())('stock notifications', () => {
  let browser: Browser;
  let shop: OwnShop<Awaited<ReturnType<typeof productToSellOut>>> | undefined;

  beforeAll(async () => {
    const { chromiumPath } = requireShop();
    shop = await startOwnShop({
      name: 'stock',
      prepare: ({ apiUrl }) => productToSellOut(apiUrl),
      withApiStopped: async ({ runCli, prepared }) => {
        await runCli('stock:set', ['--variant', prepared.variantCode, '--quantity', '0']);
      },
    });
    browser = await launchBrowser(chromiumPath);
  }, 420_000);

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('a shopper asks on a sold-out product, and is mailed once when it is back in stock', async () => {
    if (!shop) throw new Error('The stock shop did not start');
    const { webUrl, outboxDir, prepared } = shop;
    const page = await openPage(browser, DESKTOP);
    await page.goto(`${webUrl}${productPath(prepared.product)}`);
    const form = byTestId('stock-notification-form');
    await waitForHydration(page, form);
    expect(await page.locator(byTestId('add-to-cart')).isDisabled()).toBe(true);
    await page.fill(`${form} input[name=email]`, EMAIL);
    await page.click(`${form} button[type=submit]`);
    await page.waitForSelector(byTestId('stock-notification-success'));
    await page.context().close();

    let restocked = '';
    await shop.whileApiStopped(async ({ runCli }) => {
      restocked = (await runCli('stock:set', ['--variant', prepared.variantCode, '--quantity', '5'])).stdout;
    });
    expect(restocked).toContain('is in stock; 1 back-in-stock emails queued.');
    // The restarted API's job worker sends it.
    await expect.poll(() => backInStockMails(outboxDir, prepared.name).length, { timeout: 30_000 }).toBe(1);
    expect(backInStockMails(outboxDir, prepared.name)[0]).toContain(productPath(prepared.product));

    // Sold out and back again: the request was answered, nothing more is mailed.
    let again = '';
    await shop.whileApiStopped(async ({ runCli }) => {
      await runCli('stock:set', ['--variant', prepared.variantCode, '--quantity', '0']);
      again = (await runCli('stock:set', ['--variant', prepared.variantCode, '--quantity', '3'])).stdout;
    });
    expect(again).toContain('is in stock.');
    expect(again).not.toContain('emails queued');
    const reopened = await openPage(browser, DESKTOP);
    await reopened.goto(`${webUrl}${productPath(prepared.product)}`);
    await waitForHydration(reopened, byTestId('add-to-cart'));
    expect(await reopened.locator(byTestId('add-to-cart')).isDisabled()).toBe(false);
    expect(backInStockMails(outboxDir, prepared.name)).toHaveLength(1);
    await reopened.context().close();
  });
});
