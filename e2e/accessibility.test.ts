import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../scripts/lib/repo.mjs';
import { contrastViolations, describeViolations, seriousAccessibilityViolations } from './support/axe.ts';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  openPage,
  revealDeferredBlocks,
  waitForHydration,
} from './support/browser.ts';
import {
  categoryPath,
  fetchTaxonTree,
  flattenTaxons,
  productPath,
  searchProducts,
} from './support/catalogue-api.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/** Screenshots for humans to look at after a run (git-ignored). */
const SCREENSHOT_DIR = fromRoot('.screenshots');

describe.skipIf(browserTestsSkipped())('accessibility of the home page (axe-core)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    { name: 'desktop', viewport: DESKTOP },
    { name: 'mobile', viewport: MOBILE },
  ])('has no serious or critical violations at $viewport.width px', async ({ viewport }) => {
    const page = await openPage(browser, viewport);
    await page.goto(`${requireShop().webUrl}/`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    // Every block, those below the first screen too (they render as they come near it).
    await revealDeferredBlocks(page);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/e2e-home-${viewport.width}.png`, fullPage: true });
    expect(await page.locator('section[data-block-type="brandsBlock"] img').count()).toBeGreaterThan(0);

    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });
});

describe.skipIf(browserTestsSkipped())('accessibility of the content blocks example page (axe-core)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    { name: 'desktop', viewport: DESKTOP },
    { name: 'mobile', viewport: MOBILE },
  ])('has no serious or critical violations at $viewport.width px', async ({ viewport }) => {
    const page = await openPage(browser, viewport);
    await page.goto(`${requireShop().webUrl}/ui-kit/content-blocks`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/e2e-content-blocks-${viewport.width}.png`,
      fullPage: true,
    });
    // The blocks the home page does not use are all there.
    expect(await page.locator('section[data-block-type="youtubeIframe"]').count()).toBe(1);
    expect(await page.locator('section[data-block-type="locationMapBlock"]').count()).toBe(1);

    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });
});

describe.skipIf(browserTestsSkipped())('accessibility of the catalogue pages (axe-core)', () => {
  let browser: Browser;
  /** Page name -> path, from the demo catalogue the API serves. */
  const paths = new Map<string, string>();
  beforeAll(async () => {
    const { apiUrl, chromiumPath } = requireShop();
    browser = await launchBrowser(chromiumPath);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const category = flattenTaxons(await fetchTaxonTree(apiUrl)).find((taxon) => taxon.parentId !== null);
    if (!category) throw new Error('The demo catalogue has no subcategory');
    const listed = await searchProducts(apiUrl, { 'productTaxons.id': category.id, itemsPerPage: 100 });
    // A product with variants and a discount shows the most of the page (picker, crossed-out price, badge).
    const product =
      listed.data.find((item) => item.variantCount > 1 && item.discountPercentage > 0) ?? listed.data[0];
    if (!product) throw new Error(`The demo category ${category.name} has no products`);
    paths.set('category', categoryPath(category));
    paths.set('search', `/p/paieska?${new URLSearchParams({ query: 'vežimėlis' })}`);
    paths.set('product', productPath(product));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(
    ['category', 'search', 'product'].flatMap((name) => [
      { name, viewport: DESKTOP },
      { name, viewport: MOBILE },
    ]),
  )(
    'the $name page has no serious or critical violations at $viewport.width px',
    async ({ name, viewport }) => {
      const page = await openPage(browser, viewport);
      await page.goto(`${requireShop().webUrl}${paths.get(name)}`, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      expect(
        await page.locator('[data-testid="product-card"], [data-testid="product-price"]').count(),
      ).toBeGreaterThan(0);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/e2e-${name}-${viewport.width}.png`, fullPage: true });

      const violations = await seriousAccessibilityViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.context().close();
    },
  );
});

describe.skipIf(browserTestsSkipped())('colour contrast of the pagination (axe-core)', () => {
  let browser: Browser;
  let path = '';
  let lastPage = 1;
  beforeAll(async () => {
    const { apiUrl, chromiumPath } = requireShop();
    browser = await launchBrowser(chromiumPath);
    // A main category of several pages (48 products a page, the listing's default).
    for (const taxon of await fetchTaxonTree(apiUrl)) {
      const listed = await searchProducts(apiUrl, { 'productTaxons.id': taxon.id, itemsPerPage: 48 });
      if (listed.meta.lastPage > 1) {
        path = categoryPath(taxon);
        lastPage = listed.meta.lastPage;
        break;
      }
    }
    if (!path) throw new Error('The demo catalogue has no category of several pages');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    { name: 'desktop', viewport: DESKTOP },
    { name: 'mobile', viewport: MOBILE },
  ])('the disabled previous and next steps pass at $viewport.width px', async ({ viewport }) => {
    const page = await openPage(browser, viewport);
    for (const [query, disabled] of [
      ['', 'previous'],
      [`?page=${lastPage}`, 'next'],
    ] as const) {
      await page.goto(`${requireShop().webUrl}${path}${query}`, { waitUntil: 'networkidle' });
      const pagination = page.locator('[data-testid="pagination"]');
      // The step that leads nowhere is shown, not a link (its icon inside is a hidden span too).
      expect(await pagination.locator(':scope > span[aria-hidden="true"]').count(), disabled).toBe(1);
      const violations = await contrastViolations(page, '[data-testid="pagination"]');
      expect(violations, `${disabled}: ${describeViolations(violations)}`).toEqual([]);
    }
    await page.context().close();
  });
});

describe.skipIf(browserTestsSkipped())('accessibility of the cart and checkout (axe-core)', () => {
  let browser: Browser;
  let productUrl = '';
  beforeAll(async () => {
    const { apiUrl, chromiumPath } = requireShop();
    browser = await launchBrowser(chromiumPath);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const listed = await searchProducts(apiUrl, { skipOutOfStock: 'true', itemsPerPage: 50 });
    const product = listed.data.find(
      (item) => !item.isBundle && !item.onlySellInBundle && !item.requiresLogin,
    );
    if (!product) throw new Error('The demo catalogue has no product to put in the cart');
    productUrl = `${requireShop().webUrl}${productPath(product)}`;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    { name: 'desktop', viewport: DESKTOP },
    { name: 'mobile', viewport: MOBILE },
  ])('the cart and checkout pages have no serious or critical violations ($name)', async ({ viewport }) => {
    const page = await openPage(browser, viewport);
    await page.goto(productUrl);
    await waitForHydration(page, '[data-testid="add-to-cart"]');
    await page.click('[data-testid="add-to-cart"]');
    await page.click('[data-testid="go-to-cart"]');
    await page.waitForURL(/\/krepselis$/);
    await waitForHydration(page, '[data-testid="cart-checkout"]');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/e2e-cart-${viewport.width}.png`, fullPage: true });
    const cartViolations = await seriousAccessibilityViolations(page);
    expect(cartViolations, describeViolations(cartViolations)).toEqual([]);

    await page.goto(`${requireShop().webUrl}/apmokejimas`);
    await waitForHydration(page, '[data-testid="place-order"]');
    // With the field errors shown, as a shopper sees them after a first try.
    await page.click('[data-testid="place-order"]');
    await expect.poll(() => page.locator('[data-testid="checkout-email-error"]').count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/e2e-checkout-${viewport.width}.png`, fullPage: true });
    const checkoutViolations = await seriousAccessibilityViolations(page);
    expect(checkoutViolations, describeViolations(checkoutViolations)).toEqual([]);
    await page.context().close();
  });

  it('the open cart panel has no serious or critical violations (desktop)', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.goto(productUrl);
    await waitForHydration(page, '[data-testid="add-to-cart"]');
    await page.click('[data-testid="add-to-cart"]');
    await page.locator('[data-testid="add-to-cart-dialog"][open]').waitFor();
    await page.keyboard.press('Escape');
    await waitForHydration(page, 'button[data-testid="cart-link"]');
    await page.locator('button[data-testid="cart-link"]').first().click();
    await page.locator('[data-testid="cart-panel"] [data-testid="cart-line"]').waitFor();
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });
});

describe.skipIf(browserTestsSkipped())('accessibility of the back office catalogue (axe-core)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Desktop in Lithuanian, phone in English: both widths and both languages of every catalogue screen.
  it.each([
    { name: 'desktop', viewport: DESKTOP, prefix: '' },
    { name: 'mobile', viewport: MOBILE, prefix: '/en' },
  ])(
    'has no serious or critical violations on its screens at $viewport.width px',
    async ({ viewport, prefix }) => {
      const { webUrl, apiUrl } = requireShop();
      const page = await openPage(browser, viewport);
      await page.goto(`${webUrl}${prefix}/admin/sign-in`);
      await waitForHydration(page, '[data-testid="admin-sign-in"]');
      await page.fill('[data-testid="admin-email"]', 'admin@gandras.lt');
      await page.fill('[data-testid="admin-password"]', 'Admin1234');
      await page.click('[data-testid="admin-sign-in"]');
      await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
      const product = (await searchProducts(apiUrl, { itemsPerPage: 1 })).data[0];
      const category = (await fetchTaxonTree(apiUrl))[0];
      if (!product || !category) throw new Error('The demo shop has no products or categories');
      const screens = [
        '/admin/products',
        `/admin/products/${encodeURIComponent(product.code)}`,
        '/admin/products/new',
        '/admin/taxons',
        `/admin/taxons/${encodeURIComponent(category.code)}`,
        '/admin/attributes',
        '/admin/attributes/brand',
        '/admin/options',
        '/admin/options/size',
      ];
      for (const screen of screens) {
        const response = await page.goto(`${webUrl}${prefix}${screen}`, { waitUntil: 'networkidle' });
        expect(response?.status(), screen).toBe(200);
        await waitForHydration(page, '[data-testid="admin-shell"]');
        const violations = await seriousAccessibilityViolations(page);
        expect(violations, `${screen}: ${describeViolations(violations)}`).toEqual([]);
      }
      await page.context().close();
    },
  );
});
