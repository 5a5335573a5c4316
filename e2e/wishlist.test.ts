import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { buyableProducts, fetchAllProducts, productPath } from './support/catalogue-api.ts';
import { registerActivatedAccount } from './support/accounts.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

const PASSWORD = 'Pradinis1';
const API_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json',
  channel: 'web',
  locale: 'lt',
};

/** The codes on the customer's wishlist as the API keeps them. */
async function serverWishlist(email: string): Promise<string[]> {
  const api = requireShop().apiUrl;
  const signIn = await fetch(`${api}/api/v2/shop/customers/token`, {
    method: 'POST',
    headers: API_HEADERS,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const response = await fetch(`${api}/api/v2/shop/wishlists`, {
    headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { wishlistProducts: { productCode: string }[] }[] };
  return (body.data[0]?.wishlistProducts ?? []).map((product) => product.productCode).sort();
}

/** The header's wishlist counter: the number its badge shows, 0 without a badge. */
async function counter(page: Page): Promise<number> {
  const badge = page.locator(`${byTestId('wishlist-link')} [data-count]`).first();
  return (await badge.count()) === 0 ? 0 : Number(await badge.getAttribute('data-count'));
}

/** The success modal after a heart press: it names the outcome; closed with its second button. */
async function closeNotice(page: Page, kind: 'added' | 'removed'): Promise<void> {
  const dialog = page.locator(byTestId('wishlist-dialog'));
  await dialog.waitFor();
  expect(await dialog.getAttribute('data-kind')).toBe(kind);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describe.skipIf(browserTestsSkipped())('wishlist as guest then merged at sign-in', () => {
  let browser: Browser;
  let page: Page;
  const email = `norai.${Date.now()}@example.lt`;
  const shop = () => requireShop().webUrl;
  let first: { code: string; name: string; slug: string; id: number };
  let second: { code: string; name: string; slug: string; id: number };

  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
    const [a, b] = buyableProducts(await fetchAllProducts(requireShop().apiUrl));
    if (!a || !b) throw new Error('The demo catalogue needs two buyable products');
    first = a;
    second = b;
    page = await openPage(browser, DESKTOP);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lets a guest keep two products: a card heart and the product page button, the counter 0 -> 1 -> 2', async () => {
    await page.goto(`${shop()}/p/paieska?query=${encodeURIComponent(first.name)}`);
    const heart = `[data-product-code="${first.code}"] ${byTestId('wishlist-toggle')}`;
    await waitForHydration(page, heart);
    expect(await counter(page)).toBe(0);
    expect(await page.getAttribute(heart, 'aria-pressed')).toBe('false');
    await page.click(heart);
    await closeNotice(page, 'added');
    expect(await counter(page)).toBe(1);
    expect(await page.getAttribute(heart, 'aria-pressed')).toBe('true');

    await page.goto(`${shop()}${productPath(second)}`);
    const button = `main ${byTestId('wishlist-toggle')}`;
    await waitForHydration(page, button);
    expect(await counter(page)).toBe(1);
    await page.locator(button).first().click();
    await closeNotice(page, 'added');
    expect(await counter(page)).toBe(2);

    await page.goto(`${shop()}/megstamiausios`);
    await page.locator(byTestId('wishlist-products')).waitFor();
    const codes = await page
      .locator(`${byTestId('wishlist-products')} ${byTestId('product-card')}`)
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-code')));
    expect(codes).toEqual([second.code, first.code]);
  });

  it('merges the list into the new account at sign-in and shows it from the server', async () => {
    await registerActivatedAccount(browser, {
      email: email,
      password: PASSWORD,
      firstName: 'Vilma',
      lastName: 'Norinčiutė',
    });
    await page.goto(`${shop()}/auth`);
    await waitForHydration(page, byTestId('sign-in-submit'));
    await page.fill(byTestId('auth-email'), email);
    await page.fill(byTestId('auth-password'), PASSWORD);
    await page.click(byTestId('sign-in-submit'));
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));

    await expect.poll(() => serverWishlist(email)).toEqual([first.code, second.code].sort());
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('wishlistProducts'))).toBeNull();

    await page.goto(`${shop()}/megstamiausios`);
    await page.locator(byTestId('wishlist-products')).waitFor();
    expect(await page.locator(`${byTestId('wishlist-products')} ${byTestId('product-card')}`).count()).toBe(
      2,
    );
    expect(await counter(page)).toBe(2);
  });

  it('removes a product: the counter drops by one and the server forgets it', async () => {
    const remove = `${byTestId('wishlist-products')} li:has([data-product-code="${first.code}"]) ${byTestId('wishlist-remove')}`;
    await waitForHydration(page, remove);
    await page.click(remove);
    await closeNotice(page, 'removed');
    expect(await counter(page)).toBe(1);
    expect(await page.locator(`${byTestId('wishlist-products')} ${byTestId('product-card')}`).count()).toBe(
      1,
    );
    expect(await serverWishlist(email)).toEqual([second.code]);
  });
});
