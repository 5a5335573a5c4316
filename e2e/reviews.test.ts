import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable } from '../apps/api/test/helpers/outbox.ts';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { placeDemoOrder } from './support/demo-order.ts';
import { startOwnShop, type OwnShop } from './support/own-shop.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/**
 * A review through its link and the used-link error (issue 7). Review links are created by fulfilment
 * (the back office, a later issue) or by the shop owner's `npm run review-links -- --order <number>`,
 * which opens the database itself. The shared test shop's embedded database is open in its API process,
 * so this file runs a shop of its own: the API seeds the demo shop, a guest order is placed through the
 * API, the API stops while the CLI runs, and the restarted API's job worker mails the links to the
 * outbox, where the test reads them as the shopper would.
 */
describe.skipIf(browserTestsSkipped())('product reviews through review links', () => {
  let browser: Browser;
  let shop: OwnShop<Awaited<ReturnType<typeof placeDemoOrder>>> | undefined;
  let webUrl: string;
  let reviewLink = '';
  let outboxDir: string;
  let productName: string;

  beforeAll(async () => {
    const { chromiumPath } = requireShop();
    shop = await startOwnShop({
      name: 'reviews',
      prepare: ({ apiUrl }) => placeDemoOrder(apiUrl, { email: 'reviewer@example.lt', locale: 'lt' }),
      withApiStopped: async ({ runCli, prepared }) => {
        const number = prepared.order.number ?? '';
        const cli = await runCli('review-links', ['--order', number]);
        expect(cli.stdout).toContain(`1 review links of order ${number} created`);
      },
    });
    ({ webUrl, outboxDir } = shop);
    productName = shop.prepared.product.name;
    browser = await launchBrowser(chromiumPath);
  }, 420_000);

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('a review through its link and the used-link error', async () => {
    // The job worker sends the mail within seconds of the start.
    await expect
      .poll(
        () => {
          if (!existsSync(outboxDir)) return false;
          for (const file of readdirSync(outboxDir)) {
            const mail = decodeQuotedPrintable(readFileSync(path.join(outboxDir, file), 'utf8'));
            const link = mail.match(/https?:\/\/[^\s"<>]*\/atsiliepimas\/[^\s"<>]+/)?.[0];
            if (mail.includes('To: reviewer@example.lt') && link) {
              reviewLink = link;
              return true;
            }
          }
          return false;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(reviewLink.startsWith(webUrl)).toBe(true);
    const page = await openPage(browser, DESKTOP);
    await page.goto(reviewLink);
    await waitForHydration(page, byTestId('review-submit'));
    expect(await page.locator(byTestId('review-product')).innerText()).toContain(productName);
    expect(await page.locator(byTestId('review-email')).inputValue()).toBe('reviewer@example.lt');

    // Server messages per field, in Lithuanian.
    await page.fill(byTestId('review-firstName'), 'Ona1');
    await page.click(byTestId('review-submit'));
    await expect
      .poll(() => page.locator(byTestId('review-firstName-error')).textContent())
      .toBe("Varde gali būti visos raidės ir simboliai ' -");
    expect(await page.locator(byTestId('review-rating-error')).isVisible()).toBe(true);
    expect(await page.locator(byTestId('review-text-error')).isVisible()).toBe(true);

    // The star radio group works from the keyboard too: 3, then the right arrow moves to 4.
    await page.locator(byTestId('review-rating-3')).check();
    await page.keyboard.press('ArrowRight');
    expect(await page.locator(byTestId('review-rating-4')).isChecked()).toBe(true);
    await page.fill(byTestId('review-text'), 'Patogi ir švelni, vaikas joje greitai užmiega.');
    await page.fill(byTestId('review-firstName'), 'Ona');
    await page.click(byTestId('review-submit'));
    await page.waitForSelector(byTestId('review-done'));

    // The review is on the product page, with the average and count.
    await page.click(byTestId('review-product-link'));
    await page.waitForSelector(byTestId('review-list'));
    const review = page.locator(byTestId('review')).first();
    expect(await review.innerText()).toContain('Patogi ir švelni, vaikas joje greitai užmiega.');
    expect(await review.innerText()).toContain('Ona');
    expect(await page.locator(byTestId('review-summary')).innerText()).toMatch(/Pagal \d+ atsiliepim/);
    await page.close();

    // The link works once: opening it again shows the spec's message (here in Lithuanian).
    const again = await openPage(browser, MOBILE);
    await again.goto(reviewLink);
    expect(await again.locator(byTestId('review-link-invalid')).innerText()).toBe(
      'Ši prekės atsiliepimo nuoroda nebegalioja',
    );
    expect(await again.locator(byTestId('review-submit')).count()).toBe(0);
    await again.close();
  });
});
