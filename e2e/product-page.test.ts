import type { ProductDetail, ProductListItem, ProductVariant } from '@shop/contracts';
import { formatMoney } from '@shop/locale';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { fetchAllProducts, fetchProduct, productPath, searchProducts } from './support/catalogue-api.ts';
import { message } from './support/messages.ts';
import { fetchChannel } from './support/shop-api.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/** The spec's bundle details anchor that bundle-only cards scroll to. */
const BUNDLE_DETAILS_ANCHOR = 'apie-produkta';

/** A product anyone may buy, with a variant in stock shown first and another one sold out. */
async function findProductWithSoldOutVariant(
  apiUrl: string,
  catalogue: readonly ProductListItem[],
): Promise<{ product: ProductDetail; first: ProductVariant; soldOut: ProductVariant }> {
  for (const item of catalogue) {
    if (item.variantCount < 2 || item.requiresLogin || item.isBundle || item.onlySellInBundle) continue;
    const product = await fetchProduct(apiUrl, item.code);
    const first = product.variants.find((variant) => variant.code === product.defaultVariant?.code);
    const soldOut = product.variants.find((variant) => variant.enabled && !variant.inStock);
    if (first?.inStock && soldOut) return { product, first, soldOut };
  }
  throw new Error('The demo catalogue has no product with an in-stock default variant and a sold-out one');
}

/**
 * A bundle-only part and a product page that shows its card: recommendations (spec section 7) list the
 * viewed product's category cheapest first, 50 per page, without the viewed product, at most 10. Every
 * product page has the bundle details anchor, so the card there scrolls to it instead of navigating.
 */
async function findPageRecommendingBundleOnlyPart(
  apiUrl: string,
  catalogue: readonly ProductListItem[],
): Promise<{ page: ProductListItem; part: ProductListItem }> {
  for (const part of catalogue.filter((item) => item.onlySellInBundle && item.mainTaxon)) {
    const taxonId = part.mainTaxon?.id ?? 0;
    const category = await searchProducts(apiUrl, {
      'productTaxons.id': taxonId,
      'order[price]': 'asc',
      page: 1,
      itemsPerPage: 50,
    });
    const viewed = category.data.find(
      (item) =>
        !item.onlySellInBundle &&
        !item.requiresLogin &&
        item.mainTaxon?.id === taxonId &&
        category.data
          .filter((other) => other.code !== item.code)
          .slice(0, 10)
          .some((other) => other.code === part.code),
    );
    if (viewed) return { page: viewed, part };
  }
  throw new Error('No product page of the demo catalogue recommends a bundle-only part');
}

/** Where the element is relative to the viewport (after any smooth scroll so far). */
function viewportPosition(page: Page, id: string): Promise<{ top: number; bottom: number; height: number }> {
  return page.evaluate((elementId) => {
    const rect = document.getElementById(elementId)?.getBoundingClientRect();
    return { top: rect?.top ?? NaN, bottom: rect?.bottom ?? NaN, height: window.innerHeight };
  }, id);
}

describe.skipIf(browserTestsSkipped())('product page', () => {
  let browser: Browser;
  let catalogue: ProductListItem[];
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
    catalogue = await fetchAllProducts(requireShop().apiUrl);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('chooses another variant: the URL, selection, code, price and stock follow', async () => {
    const shop = requireShop();
    const { product, first, soldOut } = await findProductWithSoldOutVariant(shop.apiUrl, catalogue);
    const page = await openPage(browser, DESKTOP);
    await page.goto(`${shop.webUrl}${productPath(product)}`);
    expect(await page.locator('h1').innerText()).toBe(product.name);

    const choice = (code: string) => page.locator(`[data-variant-code="${code}"]`);
    const stock = page.locator(byTestId('stock-status'));
    expect(await choice(first.code).getAttribute('aria-current')).toBe('true');
    expect(await stock.innerText()).not.toBe(message('lt', 'product.stock.outOfStock'));
    const path = new URL(page.url()).pathname;

    await waitForHydration(page, `[data-variant-code="${soldOut.code}"]`);
    await choice(soldOut.code).click();
    await page.waitForURL((url) => url.searchParams.get('variant') === soldOut.code);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect.poll(() => choice(soldOut.code).getAttribute('aria-current')).toBe('true');
    expect(await choice(first.code).getAttribute('aria-current')).toBeNull();
    expect(await stock.innerText()).toBe(message('lt', 'product.stock.outOfStock'));
    expect(await page.locator('main').innerText()).toContain(
      message('lt', 'product.code').replace('{code}', soldOut.code),
    );
    const { currencyCode } = await fetchChannel(shop.apiUrl, 'web');
    const price = formatMoney(soldOut.prices.price, currencyCode, 'lt');
    expect(await page.locator(byTestId('product-price')).innerText()).toContain(price);

    // The chosen variant is part of the address: loading it again shows the same choice.
    await page.reload();
    expect(await choice(soldOut.code).getAttribute('aria-current')).toBe('true');
    expect(await stock.innerText()).toBe(message('lt', 'product.stock.outOfStock'));
    await page.context().close();
  });

  it('says on a set-only part’s page which sets contain it, with their prices and links to them', async () => {
    const shop = requireShop();
    const part = catalogue.find((item) => item.onlySellInBundle && !item.requiresLogin);
    if (!part) throw new Error('The demo catalogue has no product sold only in a set');
    const detail = await fetchProduct(shop.apiUrl, part.code);
    const [set] = detail.containingBundles;
    if (!set) throw new Error(`No set contains ${part.code}`);
    const page = await openPage(browser, DESKTOP);
    await page.goto(`${shop.webUrl}${productPath(part)}`);
    await waitForHydration(page, byTestId('containing-set-link'));
    // It cannot be put in the cart alone: the set is offered instead.
    expect(await page.locator(byTestId('add-to-cart')).count()).toBe(0);
    const link = page.locator(byTestId('containing-set-link')).first();
    expect(await link.innerText()).toBe(set.name);
    const price = set.defaultVariant?.prices.price;
    if (price === undefined) throw new Error(`The set ${set.code} has no price`);
    const channel = await fetchChannel(shop.apiUrl, 'web');
    expect(await page.locator(byTestId('containing-set-price')).first().innerText()).toBe(
      formatMoney(price, channel.currencyCode, 'lt'),
    );
    await link.click();
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 15_000 }).toBe(set.name);
    await page.context().close();
  });

  it('scrolls a bundle-only card to the bundle details anchor instead of opening a page', async () => {
    const shop = requireShop();
    const { page: viewed, part } = await findPageRecommendingBundleOnlyPart(shop.apiUrl, catalogue);
    const page = await openPage(browser, DESKTOP);
    await page.goto(`${shop.webUrl}${productPath(viewed)}`);
    const cardSelector = `${byTestId('product-recommendations')} [data-product-code="${part.code}"]`;
    const button = page.locator(`${cardSelector} button`);
    await button.waitFor({ state: 'attached', timeout: 15_000 });
    await waitForHydration(page, `${cardSelector} button`);
    expect(await button.innerText()).toBe(part.name);
    expect(await page.locator(`${cardSelector} a[href*="/p/"]`).count()).toBe(0);

    await button.scrollIntoViewIfNeeded();
    const before = await viewportPosition(page, BUNDLE_DETAILS_ANCHOR);
    expect(before.bottom, 'the anchor is above the viewport before the click').toBeLessThan(0);
    const url = page.url();

    await button.click();
    const inUpperHalf = ({ top, height }: { top: number; height: number }) => top >= 0 && top < height / 2;
    await expect
      .poll(async () => inUpperHalf(await viewportPosition(page, BUNDLE_DETAILS_ANCHOR)))
      .toBe(true);
    // The smooth scroll has finished once two readings agree; the anchor must still be in view then.
    let lastTop = NaN;
    await expect
      .poll(async () => {
        const { top } = await viewportPosition(page, BUNDLE_DETAILS_ANCHOR);
        const settled = top === lastTop;
        lastTop = top;
        return settled;
      })
      .toBe(true);
    expect(inUpperHalf(await viewportPosition(page, BUNDLE_DETAILS_ANCHOR))).toBe(true);
    expect(page.url()).toBe(url);
    expect(await page.locator('h1').innerText()).toBe(viewed.name);
    await page.context().close();
  });
});
