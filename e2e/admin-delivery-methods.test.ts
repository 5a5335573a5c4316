import type { ProductListItem } from '@shop/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToBackOffice } from './support/back-office.ts';
import { byTestId, DESKTOP, launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { buyableProducts, fetchAllProducts } from './support/catalogue-api.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';
import { guestCheckout } from './support/guest-checkout.ts';

/** A code of this run only: the shared test shop keeps what other files add. */
const CODE = `e2e_courier_${Date.now().toString(36)}`;
const NAMES = { lt: 'E2E kurjeris', en: 'E2E courier', et: 'E2E kuller', ru: 'E2E курьер' } as const;

/**
 * Delivery methods in the back office (issue 22): the owner adds a courier with a price, the shopper's
 * checkout offers it at once with that price; a change made in a tab filled before another tab's change is
 * refused (the method's version); after the owner deletes it (asked first) it is gone.
 */
describe.skipIf(browserTestsSkipped())('delivery methods in the back office', () => {
  let browser: Browser;
  let product: ProductListItem;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
    // A cheap product: the new method is never free, the demo ones are free from 49 €.
    const cheap = buyableProducts(await fetchAllProducts(requireShop().apiUrl), 3)
      .filter((item) => (item.defaultVariant?.prices.price ?? 0) < 4000)
      .at(0);
    if (!cheap) throw new Error('The demo catalogue has no buyable product under 40 €');
    product = cheap;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds a courier the checkout offers at once, with every field error shown together, then deletes it', async () => {
    const { webUrl } = requireShop();
    const owner = await openPage(browser, DESKTOP);
    await signInToBackOffice(owner);
    await owner.goto(`${webUrl}/admin/shipping-methods/new?channel=web`);
    await waitForHydration(owner, byTestId('shipping-method-save'));

    // Nothing filled in: every problem at once, next to its field.
    await owner.click(byTestId('shipping-method-save'));
    await expect.poll(() => owner.locator(byTestId('field-error')).count()).toBeGreaterThanOrEqual(3);
    const fields = await owner
      .locator(byTestId('field-error'))
      .evaluateAll((errors) => errors.map((error) => error.getAttribute('data-field')));
    expect(fields).toEqual(expect.arrayContaining(['shipping-code', 'shipping-carrier', 'shipping-price']));

    await owner.fill(byTestId('shipping-code'), CODE);
    await owner.fill(byTestId('shipping-carrier'), 'e2e');
    await owner.selectOption('#shipping-kind', 'courier');
    await owner.fill(byTestId('shipping-price'), '4.44');
    await owner.fill(byTestId('shipping-freeAbove'), '');
    for (const [locale, name] of Object.entries(NAMES)) {
      const panel = owner
        .locator(byTestId('shipping-locale'))
        .filter({ has: owner.locator(`#shipping-${locale}-name`) });
      if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
      await owner.fill(`#shipping-${locale}-name`, name);
    }
    await owner.check(byTestId('shipping-enabled'));
    await owner.click(byTestId('shipping-method-save'));
    await owner.waitForURL(/\/admin\/shipping-methods\/\d+\?created=1$/, { timeout: 20_000 });
    const methodUrl = owner.url().replace(/\?.*$/, '');

    // The shopper's checkout offers it with its name and price.
    const shopper = await openPage(browser, DESKTOP);
    await guestCheckout(shopper, product);
    const option = shopper.locator('label', { has: shopper.locator(byTestId(`shipping-${CODE}`)) });
    await expect.poll(() => option.count(), { timeout: 20_000 }).toBe(1);
    expect(await option.innerText()).toContain(NAMES.lt);
    expect(await option.innerText()).toContain('4,44');

    // Two tabs of the back office hold the method; the first saves a new price, then the second (filled from
    // the method as it was) is refused with the reason, and the first one's price stays.
    const first = owner;
    const second = await owner.context().newPage();
    // The second on a phone's width: the form is long, and the refusal must come into view from its end.
    await second.setViewportSize({ width: 390, height: 844 });
    for (const tab of [first, second]) {
      await tab.goto(methodUrl);
      await waitForHydration(tab, byTestId('shipping-method-save'));
    }
    await first.fill(byTestId('shipping-price'), '5.55');
    await first.click(byTestId('shipping-method-save'));
    await expect.poll(() => first.locator(byTestId('admin-notice')).count(), { timeout: 20_000 }).toBe(1);
    await second.fill(byTestId('shipping-price'), '6.66');
    await second.click(byTestId('shipping-method-save'));
    const refusal = second.locator(byTestId('admin-error'));
    await expect.poll(() => refusal.count(), { timeout: 20_000 }).toBe(1);
    expect(await refusal.innerText()).toContain('Kažkas kitas tuo metu pakeitė šį pristatymo būdą');
    expect(await second.locator(byTestId('shipping-price')).inputValue()).toBe('6.66');
    await expect
      .poll(
        () =>
          refusal.evaluate((element) => {
            const box = element.getBoundingClientRect();
            // Whole pixels: the browser may place it a fraction of one past the edge.
            return box.top >= -1 && box.bottom <= window.innerHeight + 1;
          }),
        { timeout: 10_000 },
      )
      .toBe(true);
    await second.close();
    await expect
      .poll(
        async () => {
          await shopper.reload();
          await waitForHydration(shopper, byTestId('place-order'));
          return option.innerText();
        },
        { timeout: 30_000 },
      )
      .toContain('5,55');

    // The owner deletes it: asked first, then it is gone from the checkout.
    await owner.goto(methodUrl);
    await waitForHydration(owner, byTestId('shipping-method-delete'));
    expect(await owner.locator(byTestId('shipping-method-delete-confirm')).isVisible()).toBe(false);
    await owner.click(byTestId('shipping-method-delete'));
    await owner.click(byTestId('shipping-method-delete-confirm'));
    await owner.waitForURL((url) => url.pathname.endsWith('/admin/shipping-methods'), { timeout: 20_000 });
    await expect
      .poll(
        async () => {
          await shopper.reload();
          await waitForHydration(shopper, byTestId('place-order'));
          return shopper.locator(byTestId(`shipping-${CODE}`)).count();
        },
        { timeout: 30_000 },
      )
      .toBe(0);
    await owner.context().close();
    await shopper.context().close();
  });
});
