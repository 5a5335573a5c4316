import type { ProductListItem } from '@shop/contracts';
import { LOYALTY_POINT_VALUE_MINOR } from '@shop/contracts/constants';
import { formatMoney } from '@shop/locale';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { productPath } from './support/catalogue-api.ts';
import { placeDemoOrder } from './support/demo-order.ts';
import { message } from './support/messages.ts';
import { waitForLinkInMail } from './support/outbox.ts';
import { startOwnShop, type OwnShop } from './support/own-shop.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

const EMAIL = 'taupanti@example.lt';
const PASSWORD = 'Taskai2026';

/** A JSON call to the own shop's API on the web channel, in Lithuanian. */
async function shopApi(apiUrl: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${apiUrl}/api/v2/shop${path}`, {
    method,
    headers: {
      channel: 'web',
      locale: 'lt',
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * A loyalty member with points, as the shop makes one: registered with the loyalty rules accepted (which
 * joins the programme), activated from the emailed link, one order placed while signed in; the order is
 * fulfilled afterwards, which awards a point per euro of goods.
 */
async function memberWithAnOrder(apiUrl: string, outboxDir: string) {
  await shopApi(apiUrl, 'POST', '/customers', {
    email: EMAIL,
    password: PASSWORD,
    repeatPassword: PASSWORD,
    firstName: 'Rasa',
    lastName: 'Taupytoja',
    privacyPolicyAccepted: true,
    termsAndConditionsAccepted: true,
    loyaltyRulesAccepted: true,
  });
  const link = new URL(await waitForLinkInMail(outboxDir, EMAIL, '/verify-account'));
  await shopApi(apiUrl, 'PATCH', `/customers/verify/${link.searchParams.get('token') ?? ''}`);
  const { token } = (await shopApi(apiUrl, 'POST', '/customers/token', {
    email: EMAIL,
    password: PASSWORD,
  })) as { token: string };
  const placed = await placeDemoOrder(apiUrl, { email: EMAIL, locale: 'lt', token });
  return { orderNumber: placed.order.number ?? '', product: placed.product };
}

async function signIn(page: Page, webUrl: string): Promise<void> {
  await page.goto(`${webUrl}/paskyra/lojalumas`);
  await page.waitForURL(/\/auth\?redirect=%2Fpaskyra%2Flojalumas$/);
  await waitForHydration(page, byTestId('sign-in-submit'));
  await page.fill(byTestId('auth-email'), EMAIL);
  await page.fill(byTestId('auth-password'), PASSWORD);
  await page.click(byTestId('sign-in-submit'));
  await page.waitForURL(/\/paskyra\/lojalumas$/);
}

async function loyaltyBalance(page: Page, webUrl: string): Promise<number> {
  await page.goto(`${webUrl}/paskyra/lojalumas`);
  return Number(await page.locator(byTestId('loyalty-points')).innerText());
}

/**
 * A loyalty member redeems points in the checkout (spec section 3). Points are earned only when an order
 * is fulfilled, which until the back office exists is the shop owner's `npm run order:fulfil`: it opens
 * the embedded database itself, so this file runs a shop of its own (support/own-shop.ts) where the API
 * stops while the command runs.
 */
describe.skipIf(browserTestsSkipped())('redeeming loyalty points in the checkout', () => {
  let browser: Browser;
  let shop: OwnShop<Awaited<ReturnType<typeof memberWithAnOrder>>> | undefined;
  let pointsAwarded = 0;

  beforeAll(async () => {
    const { chromiumPath } = requireShop();
    shop = await startOwnShop({
      name: 'loyalty',
      prepare: ({ apiUrl, outboxDir }) => memberWithAnOrder(apiUrl, outboxDir),
      withApiStopped: async ({ runCli, prepared }) => {
        const { stdout } = await runCli('order:fulfil', ['--number', prepared.orderNumber]);
        pointsAwarded = Number(/; (\d+) loyalty points awarded/.exec(stdout)?.[1] ?? 0);
      },
    });
    browser = await launchBrowser(chromiumPath);
  }, 420_000);

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('a member with points redeems some of them: the discount line, the order and the lower balance', async () => {
    if (!shop) throw new Error('The loyalty shop did not start');
    const { webUrl } = shop;
    const product: ProductListItem = shop.prepared.product;
    // A point per whole euro of the fulfilled order's goods (one unit, no delivery).
    const price = product.defaultVariant?.prices.price ?? 0;
    expect(pointsAwarded).toBe(Math.floor(price / 100));
    expect(pointsAwarded).toBeGreaterThan(1);
    const redeemed = Math.ceil(pointsAwarded / 2);
    const money = (minor: number) => formatMoney(minor, 'EUR', 'lt');

    const page = await openPage(browser, DESKTOP);
    await signIn(page, webUrl);
    expect(await page.locator(byTestId('loyalty-points')).innerText()).toBe(String(pointsAwarded));

    // The same product again, through the cart to the checkout (signed in: no guest step).
    await page.goto(`${webUrl}${productPath(product)}`);
    await waitForHydration(page, byTestId('add-to-cart'));
    await page.click(byTestId('add-to-cart'));
    await page.click(byTestId('go-to-cart'));
    await page.waitForURL(/\/krepselis$/);
    await waitForHydration(page, byTestId('cart-checkout'));
    await page.click(byTestId('cart-checkout'));
    await page.waitForURL(/\/apmokejimas$/);
    await waitForHydration(page, byTestId('place-order'));

    await page.click(byTestId('shipping-omniva_locker'));
    await page.locator(byTestId('checkout-parcel-locker')).selectOption({ index: 1 });
    await page.fill(byTestId('checkout-email'), EMAIL);
    await page.fill(byTestId('checkout-firstName'), 'Rasa');
    await page.fill(byTestId('checkout-lastName'), 'Taupytoja');
    await page.fill(byTestId('checkout-phoneNumber'), '+37061234567');
    await page.click(byTestId('payment-bank_transfer'));

    // The points field shows for a member with points; no discount line until points are entered.
    expect(await page.locator(byTestId('checkout-loyalty')).isVisible()).toBe(true);
    expect(await page.locator(byTestId('checkout-loyalty-discount')).count()).toBe(0);
    const totalBefore = await page.locator(byTestId('checkout-total')).innerText();
    await page.fill(byTestId('checkout-loyalty-points'), String(redeemed));

    // 1 point = 0.10 €: the summary's loyalty discount line, and the total lower by as much.
    const discount = redeemed * LOYALTY_POINT_VALUE_MINOR;
    const line = page.locator(byTestId('checkout-loyalty-discount'));
    await expect.poll(() => line.count()).toBe(1);
    expect(await line.locator('dt').innerText()).toBe(message('lt', 'cart.summary.loyaltyDiscount'));
    expect(await line.locator('dd').innerText()).toBe(money(-discount));
    const delivery = price >= 4900 ? 0 : 249;
    expect(totalBefore).toBe(money(price + delivery));
    expect(await page.locator(byTestId('checkout-total')).innerText()).toBe(
      money(price + delivery - discount),
    );

    await page.click(byTestId('place-order'));
    await page.waitForURL(/\/checkout\/thank-you\?order=/);
    expect(await page.locator(byTestId('order-number')).innerText()).toMatch(/\d{9}$/);
    await page.click(byTestId('view-order'));
    await page.waitForURL(/\/uzsakymas\//);
    expect(await page.locator(byTestId('order-total')).innerText()).toBe(money(price + delivery - discount));

    // The points are spent when the order is placed.
    expect(await loyaltyBalance(page, webUrl)).toBe(pointsAwarded - redeemed);
    await page.context().close();
  });
});
