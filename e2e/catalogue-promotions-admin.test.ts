import type { ProductListItem, TaxonNode } from '@shop/contracts';
import { formatMoney } from '@shop/locale';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import {
  categoryPath,
  fetchProduct,
  fetchTaxonTree,
  flattenTaxons,
  productPath,
  searchProducts,
} from './support/catalogue-api.ts';
import { startOwnShop, type OwnShop } from './support/own-shop.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

const ADMIN = { email: 'admin@gandras.lt', password: 'Admin1234' };
const SALE = { code: 'e2e-savaite', label: 'Savaitės akcija −15 %' };
const DAY = 24 * 60 * 60 * 1000;

/** A time as the form's `datetime-local` value on the shop's clock (Vilnius). */
function shopClock(time: number): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Vilnius',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(time))
    .replace(' ', 'T');
}

/** Visible text with every kind of space made one plain space (prices use narrow no-break spaces). */
async function textOf(page: Page, selector = 'main'): Promise<string> {
  return (await page.locator(selector).first().innerText()).replace(/[\s\u00a0\u202f]+/g, ' ');
}

function money(minor: number): string {
  return formatMoney(minor, 'EUR', 'lt').replace(/[\s\u00a0\u202f]+/g, ' ');
}

interface Prepared {
  taxon: TaxonNode;
  products: ProductListItem[];
}

describe.skipIf(browserTestsSkipped())('sales in the back office', () => {
  let browser: Browser;
  let shop: OwnShop<Prepared> | undefined;

  beforeAll(async () => {
    const { chromiumPath } = requireShop();
    shop = await startOwnShop<Prepared>({
      name: 'sales',
      // A leaf category whose products are all at their own price (no sale, no crossed-out price yet).
      prepare: async ({ apiUrl }) => {
        for (const taxon of flattenTaxons(await fetchTaxonTree(apiUrl))) {
          if (taxon.children.length > 0) continue;
          const listed = await searchProducts(apiUrl, { 'productTaxons.id': taxon.id, itemsPerPage: 24 });
          const products = listed.data.filter((product) => !product.isBundle && product.defaultVariant);
          if (
            listed.meta.totalItems >= 2 &&
            listed.meta.totalItems <= 24 &&
            products.length === listed.data.length &&
            products.every(
              (product) => product.discountPercentage === 0 && product.promotionBadges.length === 0,
            )
          ) {
            return { taxon, products };
          }
        }
        throw new Error('The demo shop has no category without discounts');
      },
    });
    browser = await launchBrowser(chromiumPath);
  }, 420_000);

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('the owner creates a 15 % sale on a category for a week: badges and prices on the category, product and sales pages', async () => {
    if (!shop) throw new Error('The sales shop did not start');
    const { apiUrl, webUrl, prepared } = shop;
    const { taxon, products } = prepared;
    const product = products[0] as ProductListItem;
    const own = (await fetchProduct(apiUrl, product.code)).variants[0]?.prices.price ?? 0;
    expect(own).toBeGreaterThan(0);

    const admin = await openPage(browser, DESKTOP);
    await admin.goto(`${webUrl}/admin/sign-in`);
    await waitForHydration(admin, byTestId('admin-sign-in'));
    await admin.fill(byTestId('admin-email'), ADMIN.email);
    await admin.fill(byTestId('admin-password'), ADMIN.password);
    await admin.click(byTestId('admin-sign-in'));
    await admin.waitForURL((url) => !url.pathname.endsWith('/sign-in'));

    await admin.goto(`${webUrl}/admin/catalogue-promotions`);
    await waitForHydration(admin, byTestId('promotion-save'));
    await admin.fill(byTestId('promotion-code'), SALE.code);
    await admin.fill(byTestId('promotion-percent'), '15');
    await admin.fill(byTestId('promotion-startsAt'), shopClock(Date.now() - 60_000));
    await admin.fill(byTestId('promotion-endsAt'), shopClock(Date.now() + 7 * DAY));
    await admin.check(`${byTestId('promotion-channels')} input[data-code="web"]`);
    await admin.check(`${byTestId('promotion-taxons')} input[data-code="${taxon.code}"]`);
    await admin.fill(byTestId('promotion-label.lt'), SALE.label);
    await admin.fill(byTestId('promotion-label.en'), 'Sale of the week');
    await admin.click(byTestId('promotion-save'));
    await admin.waitForSelector(byTestId('admin-notice'), { timeout: 20_000 });
    const row = admin.locator(`${byTestId('admin-promotion-row')}[data-code="${SALE.code}"]`);
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    expect(Number(await row.locator(byTestId('admin-promotion-count')).innerText())).toBe(products.length);

    // 15 % off, rounded to the cent half up; the own price crossed out.
    const sale = own - Math.floor((own * 15 + 50) / 100);
    await expect
      .poll(async () => (await fetchProduct(apiUrl, product.code)).variants[0]?.prices, { timeout: 20_000 })
      .toMatchObject({ price: sale, originalPrices: [own] });

    const shopper = await openPage(browser, DESKTOP);
    await expect
      .poll(
        async () => {
          await shopper.goto(`${webUrl}${categoryPath(taxon)}`);
          return textOf(shopper);
        },
        { timeout: 20_000 },
      )
      .toContain(SALE.label);
    const category = await textOf(shopper);
    expect(category).toContain(money(sale));
    expect(category).toContain(money(own));

    await shopper.goto(`${webUrl}${productPath(product)}`);
    const page = await textOf(shopper);
    expect(page).toContain(SALE.label);
    expect(page).toContain(money(sale));

    await shopper.goto(`${webUrl}/akcijos/${taxon.slug}-${taxon.id}`);
    const sales = await textOf(shopper);
    expect(sales).toContain(product.name);
    expect(sales).toContain(SALE.label);
    await admin.close();
    await shopper.close();
  }, 240_000);
});
