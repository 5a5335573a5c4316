import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { categoryPath, fetchTaxonTree, flattenTaxons, searchProducts } from './support/catalogue-api.ts';
import { message } from './support/messages.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/** The listing's default page size (spec section 9): every narrowed list here fits on its first page. */
const DEFAULT_PAGE_SIZE = 48;

interface BrandFilterCase {
  taxon: { id: number; slug: string; name: string };
  total: number;
  brand: { code: string; name: string; count: number };
  /** Whole euros, as the listing URL carries them. */
  price: { min: number; max: number; count: number };
}

/**
 * A category of the demo catalogue where a brand narrows the list and a price range narrows that brand's
 * products again, with every count from GET /search/products (the numbers the page must show).
 */
async function findBrandFilterCase(apiUrl: string): Promise<BrandFilterCase> {
  const categories = flattenTaxons(await fetchTaxonTree(apiUrl)).filter((taxon) => taxon.parentId !== null);
  for (const taxon of categories) {
    const all = await searchProducts(apiUrl, { 'productTaxons.id': taxon.id, itemsPerPage: 1 });
    const brands = all.facets.select.find((facet) => facet.code === 'brand')?.values ?? [];
    for (const brand of brands) {
      if (brand.count < 2 || brand.count >= all.meta.totalItems || brand.count > DEFAULT_PAGE_SIZE) continue;
      const filter = { 'productTaxons.id': taxon.id, 'facets[brand][]': [brand.code] };
      const branded = await searchProducts(apiUrl, { ...filter, itemsPerPage: 100 });
      const prices = [
        ...new Set(branded.data.flatMap((product) => product.defaultVariant?.prices.price ?? [])),
      ];
      prices.sort((a, b) => a - b);
      const min = Math.floor((prices[0] ?? 0) / 100);
      for (const upper of prices) {
        const max = Math.ceil(upper / 100);
        const priced = await searchProducts(apiUrl, {
          ...filter,
          'price[min]': min * 100,
          'price[max]': max * 100,
          itemsPerPage: 0,
        });
        const count = priced.meta.totalItems;
        if (count > 0 && count < brand.count) {
          return {
            taxon,
            total: all.meta.totalItems,
            brand: { code: brand.code, name: brand.name, count: brand.count },
            price: { min, max, count },
          };
        }
      }
    }
  }
  throw new Error('The demo catalogue has no category where a brand and a price range both narrow the list');
}

/** The number in "27 prekės" ("Prekių nėra" is 0). */
async function shownCount(page: Page): Promise<number> {
  const text = await page.locator(byTestId('result-count')).innerText();
  const digits = text.replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits);
}

/** Ticks a select facet value through its label, as a shopper does (the checkbox itself is styled away). */
async function tickFacetValue(panel: Locator, facetCode: string, valueCode: string): Promise<void> {
  const selector = `input[name="facets[${facetCode}][]"][value="${valueCode}"]`;
  const checkbox = panel.locator(selector);
  // The checkbox is inside its label; a `has` locator is queried inside the label, hence from the page.
  await panel.locator('label', { has: panel.page().locator(selector) }).click();
  await expect.poll(() => checkbox.isChecked(), { timeout: 20_000 }).toBe(true);
}

describe.skipIf(browserTestsSkipped())('category listing filters', () => {
  let browser: Browser;
  let filterCase: BrandFilterCase;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
    filterCase = await findBrandFilterCase(requireShop().apiUrl);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('narrows a category by brand and then by price at 1440 px, with the counts of the API', async () => {
    const shop = requireShop();
    const { taxon, total, brand, price } = filterCase;
    const page = await openPage(browser, DESKTOP);
    await page.goto(`${shop.webUrl}${categoryPath(taxon)}`);
    expect(await page.locator('h1').innerText()).toBe(taxon.name);
    expect(await shownCount(page)).toBe(total);

    const panel = page.locator(`aside ${byTestId('filters-panel')}`);
    await waitForHydration(page, `aside ${byTestId('filters-panel')} input[name="facets[brand][]"]`);
    await tickFacetValue(panel, 'brand', brand.code);
    await page.waitForURL((url) => url.searchParams.getAll('facets[brand][]').includes(brand.code));
    await expect.poll(() => shownCount(page)).toBe(brand.count);
    expect(await page.locator(byTestId('product-card')).count()).toBe(brand.count);

    await panel.locator('input[name="price[min]"]').fill(String(price.min));
    await panel.locator('input[name="price[max]"]').fill(String(price.max));
    const priceGroup = panel.locator('fieldset', { has: page.locator('input[name="price[min]"]') });
    await priceGroup.getByRole('button', { name: message('lt', 'listing.filters.rangeApply') }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('price[min]') === String(price.min) &&
        url.searchParams.get('price[max]') === String(price.max),
    );
    await expect.poll(() => shownCount(page)).toBe(price.count);
    const url = new URL(page.url());
    expect(url.searchParams.getAll('facets[brand][]')).toEqual([brand.code]);
    expect(url.searchParams.has('page')).toBe(false);
    expect(await page.locator(byTestId('product-card')).count()).toBe(price.count);

    // The same page loaded from its URL shows the same filters and count (the state lives in the URL).
    await page.reload();
    expect(await shownCount(page)).toBe(price.count);
    expect(await panel.locator(`input[value="${brand.code}"]`).isChecked()).toBe(true);
    expect(await panel.locator('input[name="price[max]"]').inputValue()).toBe(String(price.max));
    await page.context().close();
  });

  it('opens the filters in a drawer at 390 px and narrows the list by brand', async () => {
    const shop = requireShop();
    const { taxon, total, brand } = filterCase;
    const page = await openPage(browser, MOBILE);
    await page.goto(`${shop.webUrl}${categoryPath(taxon)}`);
    expect(await shownCount(page)).toBe(total);

    const title = message('lt', 'listing.filters.title');
    const openButton = page.getByRole('button', { name: title, exact: true });
    await waitForHydration(page, 'a[href="#filters"]');
    // Without JavaScript the filters sit below the list (the button is a link to them); once the page is
    // hydrated they live in the drawer only.
    const sidebar = page.locator(`aside ${byTestId('filters-panel')}`);
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    await openButton.click();
    const drawer = page.getByRole('dialog', { name: title });
    await drawer.waitFor({ state: 'visible', timeout: 5_000 });

    await tickFacetValue(drawer, 'brand', brand.code);
    await page.waitForURL((url) => url.searchParams.getAll('facets[brand][]').includes(brand.code));
    await expect.poll(() => shownCount(page)).toBe(brand.count);
    // The drawer stays open for more choices; its button names the new count and closes it.
    await drawer.getByRole('button', { name: new RegExp(`\\b${brand.count}\\b`) }).click();
    await drawer.waitFor({ state: 'hidden', timeout: 5_000 });
    expect(await page.locator(byTestId('product-card')).count()).toBe(brand.count);
    await page.context().close();
  });
});
