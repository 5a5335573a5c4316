import type { ProductListItem } from '@shop/contracts';
import { formatMoney } from '@shop/locale';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable } from '../apps/api/test/helpers/outbox.ts';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { placeDemoOrder } from './support/demo-order.ts';
import { message } from './support/messages.ts';
import { startOwnShop, type OwnShop } from './support/own-shop.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/** The demo shop's own customer account (apps/api/src/demo/seed/accounts.ts). */
const EMAIL = 'demo@gandras.lt';
const PASSWORD = 'Demo1234';
const IBAN = 'LT12 1000 0111 0100 1000';

async function signInToken(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/v2/shop/customers/token`, {
    method: 'POST',
    headers: { channel: 'web', 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Two orders of the demo customer, both fulfilled afterwards: one to return on a desktop, one on a phone. */
async function twoOrders(apiUrl: string) {
  const token = await signInToken(apiUrl);
  const first = await placeDemoOrder(apiUrl, { email: EMAIL, locale: 'lt', token });
  const second = await placeDemoOrder(apiUrl, { email: EMAIL, locale: 'lt', token });
  return [first, second].map((placed) => ({
    number: placed.order.number ?? '',
    token: placed.order.tokenValue,
    product: placed.product,
  }));
}

async function signIn(page: Page, webUrl: string, orderToken: string): Promise<void> {
  await page.goto(`${webUrl}/paskyra/uzsakymas/${orderToken}`);
  await page.waitForURL(/\/auth\?redirect=/);
  await waitForHydration(page, byTestId('sign-in-submit'));
  await page.fill(byTestId('auth-email'), EMAIL);
  await page.fill(byTestId('auth-password'), PASSWORD);
  await page.click(byTestId('sign-in-submit'));
  await page.waitForURL(new RegExp(`/paskyra/uzsakymas/${orderToken}$`));
}

function mailsTo(outboxDir: string, email: string): string[] {
  return readdirSync(outboxDir)
    .sort()
    .map((file) => decodeQuotedPrintable(readFileSync(path.join(outboxDir, file), 'utf8')))
    .filter((mail) => mail.includes(`To: ${email}`));
}

/**
 * A return through all three steps (issue 7). Only a fulfilled order can be returned, and fulfilment is the
 * shop owner's `npm run order:fulfil` until the back office exists: it opens the embedded database itself,
 * so this file runs a shop of its own (support/own-shop.ts) where the API stops while the command runs.
 */
describe.skipIf(browserTestsSkipped())('returns', () => {
  let browser: Browser;
  let shop: OwnShop<Awaited<ReturnType<typeof twoOrders>>> | undefined;

  beforeAll(async () => {
    const { chromiumPath } = requireShop();
    shop = await startOwnShop({
      name: 'returns',
      prepare: ({ apiUrl }) => twoOrders(apiUrl),
      withApiStopped: async ({ runCli, prepared }) => {
        for (const order of prepared) await runCli('order:fulfil', ['--number', order.number]);
      },
    });
    browser = await launchBrowser(chromiumPath);
  }, 420_000);

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('a return through all three steps: items with reason and comment, return method, refund to an IBAN', async () => {
    if (!shop) throw new Error('The returns shop did not start');
    const { webUrl, outboxDir } = shop;
    const order = shop.prepared[0]!;
    const product: ProductListItem = order.product;
    const price = product.defaultVariant?.prices.price ?? 0;
    const money = (minor: number) => formatMoney(minor, 'EUR', 'lt');
    const page = await openPage(browser, DESKTOP);
    await signIn(page, webUrl, order.token);

    // From the delivered order's page to the form.
    await waitForHydration(page, byTestId('order-return-link'));
    await page.click(byTestId('order-return-link'));
    await page.waitForSelector(`${byTestId('return-form')}[data-step="items"]`);

    // Step 1: nothing chosen, then "other" without a comment, is refused with the messages.
    await page.click(byTestId('return-next'));
    expect(await page.locator(byTestId('return-items-error')).innerText()).toBe(
      message('lt', 'validation.returnItemsRequired'),
    );
    const item = page.locator(byTestId('return-form-item')).first();
    await item.locator('input[type=checkbox]').check();
    await item.locator('select').selectOption('other');
    // The summary follows the choice before anything is sent.
    await expect.poll(() => page.locator(byTestId('return-estimate')).innerText()).toBe(money(price));
    await page.click(byTestId('return-next'));
    await page.waitForSelector('[data-testid$=".comment-error"]');
    expect(await page.locator('[data-testid$=".comment-error"]').innerText()).toBe(
      message('lt', 'validation.blank'),
    );
    await item.locator('textarea').fill('Spalva neatitiko nuotraukos');
    await page.click(byTestId('return-next'));

    // Step 2: the return method.
    await page.waitForSelector(`${byTestId('return-form')}[data-step="method"]`);
    await page.click(byTestId('return-next'));
    await page.waitForSelector(byTestId('return-returnMethod-error'));
    await page.click(byTestId('return-method-omniva_locker_return'));
    await page.click(byTestId('return-next'));

    // Step 3: a bank transfer needs a real IBAN.
    await page.waitForSelector(`${byTestId('return-form')}[data-step="refund"]`);
    await page.click(byTestId('return-refund-bank_transfer'));
    await page.fill(byTestId('return-refund.bankAccount'), 'LT12 1000 0111 0100 1001');
    await page.click(byTestId('return-submit'));
    await page.waitForSelector(byTestId('return-refund.bankAccount-error'));
    expect(await page.locator(byTestId('return-refund.bankAccount-error')).innerText()).toBe(
      message('lt', 'validation.iban'),
    );
    // Back and forward again keeps what was entered.
    await page.click(byTestId('return-back'));
    await page.waitForSelector(`${byTestId('return-form')}[data-step="method"]`);
    expect(await page.locator(byTestId('return-method-omniva_locker_return')).isChecked()).toBe(true);
    await page.click(byTestId('return-next'));
    await page.waitForSelector(`${byTestId('return-form')}[data-step="refund"]`);
    expect(await page.locator(byTestId('return-refund-bank_transfer')).isChecked()).toBe(true);
    await page.fill(byTestId('return-refund.bankAccount'), IBAN);
    await page.click(byTestId('return-submit'));

    // The return's page: requested, with its item, reason, comment, method and refund.
    await page.waitForSelector(byTestId('return-created'));
    const number = `R${order.number}-1`;
    expect(page.url()).toMatch(new RegExp(`/paskyra/grazinimai/${number}\\?sent=1$`));
    expect(await page.locator('#account-title').innerText()).toContain(number);
    expect(await page.locator(byTestId('return-state')).innerText()).toBe(
      message('lt', 'returns.states.initiated'),
    );
    expect(await page.locator(byTestId('return-item-reason')).innerText()).toBe(
      message('lt', 'returns.reasons.other'),
    );
    expect(await page.locator(byTestId('return-item-comment')).innerText()).toContain(
      'Spalva neatitiko nuotraukos',
    );
    expect(await page.locator(byTestId('return-item-state')).innerText()).toBe(
      message('lt', 'returns.itemStates.initiated'),
    );
    expect(await page.locator(byTestId('return-refund')).innerText()).toContain('LT12 **** 1000');
    expect(await page.locator(byTestId('return-refundable')).innerText()).toBe(money(price));

    // The customer is mailed the return's number and page.
    await expect
      .poll(() => mailsTo(outboxDir, EMAIL).some((mail) => mail.includes(`grąžinimo prašymą ${number}`)), {
        timeout: 15_000,
      })
      .toBe(true);

    // The list shows it; the order has nothing left to return.
    await page.goto(`${webUrl}/paskyra/grazinimai`);
    expect(await page.locator(byTestId('return-row')).count()).toBe(1);
    expect(await page.locator(byTestId('return-row-amount')).innerText()).toBe(money(price));
    await page.goto(`${webUrl}/paskyra/grazinimai/naujas/${order.token}`);
    expect(await page.locator(byTestId('return-blocked')).innerText()).toBe(
      message('lt', 'returns.form.blocked.nothing_left'),
    );
    await page.context().close();
  });

  it('on a phone: a cash return, then cancelled by the customer, which frees the item again', async () => {
    if (!shop) throw new Error('The returns shop did not start');
    const { webUrl } = shop;
    const order = shop.prepared[1]!;
    const page = await openPage(browser, MOBILE);
    await signIn(page, webUrl, order.token);
    await page.goto(`${webUrl}/paskyra/grazinimai/naujas/${order.token}`);
    await waitForHydration(page, byTestId('return-next'));
    const item = page.locator(byTestId('return-form-item')).first();
    await item.locator('input[type=checkbox]').check();
    await item.locator('select').selectOption('damaged');
    await page.click(byTestId('return-next'));
    await page.waitForSelector(`${byTestId('return-form')}[data-step="method"]`);
    await page.click(byTestId('return-method-shop_drop_off'));
    await page.click(byTestId('return-next'));
    await page.waitForSelector(`${byTestId('return-form')}[data-step="refund"]`);
    await page.click(byTestId('return-refund-cash'));
    await page.click(byTestId('return-submit'));
    await page.waitForSelector(byTestId('return-created'));
    expect(await page.locator(byTestId('return-refund')).innerText()).toContain(
      message('lt', 'returns.refundMethods.cash'),
    );

    await page.click(`${byTestId('return-cancel')} summary`);
    await page.click(byTestId('return-cancel-confirm'));
    await page.waitForSelector(byTestId('return-cancelled'));
    expect(await page.locator(byTestId('return-state')).innerText()).toBe(
      message('lt', 'returns.states.cancelled'),
    );
    expect(await page.locator(byTestId('return-cancel')).count()).toBe(0);
    await page.goto(`${webUrl}/paskyra/grazinimai/naujas/${order.token}`);
    expect(await page.locator(byTestId('return-blocked')).count()).toBe(0);
    expect(await page.locator(byTestId('return-form-item')).count()).toBe(1);
    await page.context().close();
  });
});
