import type { ProductListItem } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { byTestId, waitForHydration } from './browser.ts';
import { productPath } from './catalogue-api.ts';
import { requireShop } from './shop-under-test.ts';

/** A guest puts one product in the cart and opens the checkout (Lithuanian addresses), hydrated. */
export async function guestCheckout(page: Page, product: ProductListItem): Promise<void> {
  await page.goto(`${requireShop().webUrl}${productPath(product)}`);
  await waitForHydration(page, byTestId('add-to-cart'));
  await page.click(byTestId('add-to-cart'));
  await page.click(byTestId('go-to-cart'));
  await page.waitForURL(/\/krepselis$/);
  await waitForHydration(page, byTestId('cart-checkout'));
  await page.click(byTestId('cart-checkout'));
  await page.waitForURL(/\/auth\?checkout=true$/);
  await page.click(byTestId('guest-checkout'));
  await page.waitForURL(/\/apmokejimas$/);
  await waitForHydration(page, byTestId('place-order'));
}
