import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable } from '../apps/api/test/helpers/outbox.ts';
import { byTestId, DESKTOP, launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { categoryPath, fetchTaxonTree, flattenTaxons } from './support/catalogue-api.ts';
import { startOwnShop, type OwnShop } from './support/own-shop.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

const ADMIN = { email: 'admin@gandras.lt', password: 'Admin1234' };
const CATEGORY = { code: 'E2E-ZIEMAI', lt: 'Žieminiai kombinezonai', en: 'Winter snowsuits' };
const PRODUCT = { code: 'E2E-KOMBINEZONAS', lt: 'Pūkinis kombinezonas „Šiaurė“', en: 'Down snowsuit North' };
/** Two sizes: the first sells its only unit, the second is counted down, restocked and repriced. */
const SMALL = { code: 'E2E-KOMB-68', size: 'size_68', price: '39.99', stock: '1' };
const LARGE = { code: 'E2E-KOMB-74', size: 'size_74', price: '42.50', stock: '2' };
const SHOPPER = 'laukia.kombinezono@example.lt';

async function pngPicture(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 640, channels: 3, background: { r: 214, g: 228, b: 240 } } })
    .png()
    .toBuffer();
}

function mailsAbout(outboxDir: string, email: string, text: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir);
  } catch {
    return [];
  }
  return files
    .map((file) => decodeQuotedPrintable(readFileSync(path.join(outboxDir, file), 'utf8')))
    .filter((mail) => mail.includes(`To: ${email}`) && mail.includes(text));
}

/** The product as the shop API shows it in a locale (404: null). */
async function shopProduct(apiUrl: string, locale: 'lt' | 'en') {
  const response = await fetch(`${apiUrl}/api/v2/shop/products/${PRODUCT.code}`, {
    headers: { accept: 'application/json', channel: 'web', locale },
  });
  if (response.status === 404) return null;
  return (await response.json()) as { id: number; slug: string; name: string };
}

async function signInToBackOffice(page: Page, webUrl: string, prefix = '') {
  await page.goto(`${webUrl}${prefix}/admin/sign-in`);
  await waitForHydration(page, byTestId('admin-sign-in'));
  await page.fill(byTestId('admin-email'), ADMIN.email);
  await page.fill(byTestId('admin-password'), ADMIN.password);
  await page.click(byTestId('admin-sign-in'));
  await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
}

/** Saves the product editor and waits for the page to come back from the save. */
async function saveProduct(page: Page) {
  await waitForHydration(page, byTestId('admin-product-save'));
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && response.status() < 400),
    page.click(byTestId('admin-product-save')),
  ]);
}

/** The variants grid's row of a saved variant (its code is a hidden field there). */
function variantRowIndex(page: Page, code: string): Promise<number> {
  return page
    .locator(`${byTestId('admin-variant-row')} input[type=hidden][name$=".code"]`)
    .evaluateAll(
      (inputs, wanted) => inputs.findIndex((input) => (input as HTMLInputElement).value === wanted),
      code,
    );
}

async function setVariant(page: Page, code: string, values: { onHand?: string; price?: string }) {
  const index = await variantRowIndex(page, code);
  expect(index).toBeGreaterThanOrEqual(0);
  if (values.onHand !== undefined) await page.fill(`[name="variants[${index}].onHand"]`, values.onHand);
  if (values.price !== undefined)
    await page.fill(`[name="variants[${index}].channelPricings.web.price"]`, values.price);
  await saveProduct(page);
}

/**
 * Issue 17, as a new shop owner: everything in the back office, with the shop running, and the shop follows
 * each change. Its own shop, as it sells, restocks and disables a product of its own.
 */
describe.skipIf(browserTestsSkipped())('catalogue management in the back office', () => {
  let browser: Browser;
  let shop: OwnShop<{ parent: { code: string } }> | undefined;

  beforeAll(async () => {
    const { chromiumPath } = requireShop();
    shop = await startOwnShop({
      name: 'catalogue',
      prepare: async ({ apiUrl }) => {
        const root = (await fetchTaxonTree(apiUrl))[0];
        if (!root) throw new Error('The demo shop has no category');
        return { parent: { code: root.code } };
      },
    });
    browser = await launchBrowser(chromiumPath);
  }, 420_000);

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('creates a category and a product with two variants and a picture, sells, restocks, reprices and disables it', async () => {
    if (!shop) throw new Error('The catalogue shop did not start');
    const { apiUrl, webUrl, outboxDir, prepared } = shop;
    const admin = await openPage(browser, DESKTOP);
    await signInToBackOffice(admin, webUrl);

    // 1. A new category under the first top category, named in Lithuanian and English.
    await admin.goto(`${webUrl}/admin/taxons/new?parent=${prepared.parent.code}`);
    await waitForHydration(admin, byTestId('admin-taxon-save'));
    await admin.fill('[name="code"]', CATEGORY.code);
    await admin.fill('[name="translations.lt.name"]', CATEGORY.lt);
    await admin.fill('[name="translations.en.name"]', CATEGORY.en);
    await admin.click(byTestId('admin-taxon-save'));
    await admin.waitForURL((url) => url.pathname.endsWith(`/admin/taxons/${CATEGORY.code}`));

    // 2. A product in it, in both languages.
    await admin.goto(`${webUrl}/admin/products/new`);
    await waitForHydration(admin, byTestId('admin-product-save'));
    await admin.fill('[name="code"]', PRODUCT.code);
    // Leaving a changed form asks first; staying keeps what was typed.
    await admin.click(`${byTestId('admin-shell')} a[href$="/admin/taxons"]`);
    await admin
      .locator(`${byTestId('admin-unsaved-dialog')} button`)
      .first()
      .click();
    expect(new URL(admin.url()).pathname).toBe('/admin/products/new');
    expect(await admin.inputValue('[name="code"]')).toBe(PRODUCT.code);
    await admin.fill('[name="translations.lt.name"]', PRODUCT.lt);
    await admin.fill('[name="translations.en.name"]', PRODUCT.en);
    await admin.fill('[name="translations.lt.shortDescription"]', 'Šiltas ir lengvas kombinezonas žiemai.');
    await admin.fill('[name="translations.en.shortDescription"]', 'A warm, light snowsuit for winter.');
    await admin.locator('select[name="mainTaxon"]').selectOption(CATEGORY.code);
    await admin.locator(`input[name="taxons"][value="${CATEGORY.code}"]`).check();
    await admin.click(byTestId('admin-product-save'));
    await admin.waitForURL((url) => url.pathname.endsWith(`/admin/products/${PRODUCT.code}`));

    // 3. Two sizes with prices and stock, then a picture.
    await waitForHydration(admin, byTestId('admin-variant-add'));
    await admin.click(byTestId('admin-variant-add'));
    for (const [index, variant] of [SMALL, LARGE].entries()) {
      await admin.fill(`[name="variants[${index}].code"]`, variant.code);
      await admin.locator(`select[name="variants[${index}].optionValues.size"]`).selectOption(variant.size);
      await admin.fill(`[name="variants[${index}].channelPricings.web.price"]`, variant.price);
      await admin.fill(`[name="variants[${index}].onHand"]`, variant.stock);
    }
    await saveProduct(admin);
    await expect.poll(() => admin.locator(byTestId('admin-variant-row')).count()).toBe(2);
    await admin
      .locator(`${byTestId('admin-image-upload')} input[type=file]`)
      .setInputFiles({ name: 'kombinezonas.png', mimeType: 'image/png', buffer: await pngPicture() });
    await admin.click(byTestId('admin-image-upload-submit'));
    await expect.poll(() => admin.locator(byTestId('admin-image')).count()).toBe(1);

    // 4. The shop: the category lists it, search finds it, its page shows it, in both languages.
    const category = flattenTaxons(await fetchTaxonTree(apiUrl)).find((node) => node.code === CATEGORY.code);
    if (!category) throw new Error('The new category is not in the shop');
    const shopper = await openPage(browser, DESKTOP);
    await shopper.goto(`${webUrl}${categoryPath(category)}`);
    expect(await shopper.locator(byTestId('product-card')).allInnerTexts()).toEqual([
      expect.stringContaining(PRODUCT.lt),
    ]);
    await shopper.goto(`${webUrl}/p/paieska?query=${encodeURIComponent('Šiaurė')}`);
    expect((await shopper.locator(byTestId('product-card')).allInnerTexts()).join('\n')).toContain(
      PRODUCT.lt,
    );
    await shopper.goto(`${webUrl}/en/p/search?query=snowsuit`);
    expect((await shopper.locator(byTestId('product-card')).allInnerTexts()).join('\n')).toContain(
      PRODUCT.en,
    );
    const inLithuanian = await shopProduct(apiUrl, 'lt');
    const inEnglish = await shopProduct(apiUrl, 'en');
    if (!inLithuanian || !inEnglish) throw new Error('The new product has no page');
    const productPage = `${webUrl}/p/${inLithuanian.slug}-${inLithuanian.id}`;
    await shopper.goto(`${webUrl}/en/p/${inEnglish.slug}-${inEnglish.id}`);
    expect(await shopper.locator('h1').innerText()).toBe(PRODUCT.en);
    await shopper.goto(productPage);
    expect(await shopper.locator('h1').innerText()).toBe(PRODUCT.lt);
    expect(await shopper.locator(byTestId('product-price')).first().innerText()).toContain('39,99');
    expect(await shopper.locator(`main img[src*="/media/"]`).count()).toBeGreaterThan(0);

    // 5. A shopper buys the small size (its only unit) by bank transfer.
    await waitForHydration(shopper, byTestId('add-to-cart'));
    await shopper.click(byTestId('add-to-cart'));
    await shopper.click(byTestId('go-to-cart'));
    await shopper.waitForURL(/\/krepselis$/);
    await waitForHydration(shopper, byTestId('cart-checkout'));
    await shopper.click(byTestId('cart-checkout'));
    await shopper.waitForURL(/\/auth\?checkout=true$/);
    await shopper.click(byTestId('guest-checkout'));
    await shopper.waitForURL(/\/apmokejimas$/);
    await waitForHydration(shopper, byTestId('place-order'));
    await shopper.click(byTestId('shipping-omniva_locker'));
    await shopper.locator(byTestId('checkout-parcel-locker')).selectOption({ index: 1 });
    await shopper.fill(byTestId('checkout-email'), 'pirkeja@example.lt');
    await shopper.fill(byTestId('checkout-firstName'), 'Rūta');
    await shopper.fill(byTestId('checkout-lastName'), 'Žemaitė');
    await shopper.fill(byTestId('checkout-phoneNumber'), '+37061234567');
    await shopper.click(byTestId('payment-bank_transfer'));
    await shopper.click(byTestId('place-order'));
    await shopper.waitForURL(/\/checkout\/thank-you\?order=/);
    await shopper.context().close();

    // 6. The owner counts the large size down to 0: the shop shows the product sold out.
    await admin.goto(`${webUrl}/admin/products/${PRODUCT.code}`);
    await setVariant(admin, LARGE.code, { onHand: '0' });
    const visitor = await openPage(browser, DESKTOP);
    await expect
      .poll(
        async () => {
          await visitor.goto(productPage);
          return visitor.locator(byTestId('stock-notification-form')).count();
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    expect(await visitor.locator(byTestId('add-to-cart')).isDisabled()).toBe(true);

    // 7. A shopper asks to be told; the owner restocks 5: exactly one mail.
    const form = byTestId('stock-notification-form');
    await waitForHydration(visitor, form);
    await visitor.fill(`${form} input[name=email]`, SHOPPER);
    await visitor.click(`${form} button[type=submit]`);
    await visitor.waitForSelector(byTestId('stock-notification-success'));
    await setVariant(admin, LARGE.code, { onHand: '5' });
    await expect.poll(() => mailsAbout(outboxDir, SHOPPER, PRODUCT.lt).length, { timeout: 30_000 }).toBe(1);

    // 8. A new price for the large size: its page shows it.
    await setVariant(admin, LARGE.code, { price: '35.00' });
    await expect
      .poll(
        async () => {
          await visitor.goto(`${productPage}?variant=${LARGE.code}`);
          return visitor.locator(byTestId('product-price')).first().innerText();
        },
        { timeout: 10_000 },
      )
      .toContain('35,00');
    expect(mailsAbout(outboxDir, SHOPPER, PRODUCT.lt)).toHaveLength(1);

    // 9. Disabled: gone from the category and search, and its page answers 404.
    await waitForHydration(admin, byTestId('admin-product-enabled'));
    await admin.locator('input[name="enabled"]').uncheck();
    await saveProduct(admin);
    await expect.poll(async () => (await visitor.goto(productPage))?.status(), { timeout: 10_000 }).toBe(404);
    await visitor.goto(`${webUrl}${categoryPath(category)}`);
    expect(await visitor.locator(byTestId('product-card')).count()).toBe(0);
    await visitor.goto(`${webUrl}/p/paieska?query=${encodeURIComponent('Šiaurė')}`);
    expect((await visitor.locator(byTestId('product-card')).allInnerTexts()).join('\n')).not.toContain(
      PRODUCT.lt,
    );

    // Everything the owner did is in the audit log.
    await admin.goto(`${webUrl}/admin/audit`);
    const audit = (await admin.locator(byTestId('admin-audit-row')).allInnerTexts()).join('\n');
    expect(audit).toContain(PRODUCT.code);
    expect(audit).toContain(CATEGORY.code);
    await visitor.context().close();
    await admin.context().close();
  });
});
