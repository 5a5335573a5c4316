import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPdf } from '../apps/api/src/demo/documents/minimal-pdf.ts';
import { byTestId, DESKTOP, launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { signInToBackOffice } from './support/back-office.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

const PRODUCT = {
  code: `E2E-EDITOR-${Date.now().toString(36).toUpperCase()}`,
  lt: 'Lovytės čiužinys „Rytas“',
};
const FIRST = `${PRODUCT.code}-60`;
const SECOND = `${PRODUCT.code}-70`;

/**
 * Submits with `selector` and waits for the page to come back: the action's answer, then the page's data
 * loaded again (the editor is drawn anew from it; typing before that would be lost).
 */
async function submit(page: Page, selector: string) {
  const reloaded = page.waitForResponse(
    (response) => response.request().method() === 'GET' && new URL(response.url()).pathname.endsWith('.data'),
  );
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    page.click(selector),
  ]);
  await reloaded;
  await waitForHydration(page, byTestId('admin-product-save'));
}

const fieldError = (page: Page, field: string) =>
  page.locator(`[data-testid="field-error"][data-field="${field}"]`).innerText();

/**
 * Issue 17 follow-up: everything the admin API takes is reachable in the product editor. A variant's stock
 * counting, limit per order, own names and deletion; the product's channels and warehouses; its PDF downloads.
 */
describe.skipIf(browserTestsSkipped())('product editor: every field of the admin API', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sets a variant’s counting, limit and names, deletes one, sells in channels and warehouses, and adds a PDF', async () => {
    const { webUrl, apiUrl } = requireShop();
    const page = await openPage(browser, DESKTOP);
    await signInToBackOffice(page);

    await page.goto(`${webUrl}/admin/products/new`);
    await waitForHydration(page, byTestId('admin-product-save'));
    await page.fill('[name="code"]', PRODUCT.code);
    await page.fill('[name="translations.lt.name"]', PRODUCT.lt);
    await page.click(byTestId('admin-product-save'));
    await page.waitForURL((url) => url.pathname.endsWith(`/admin/products/${PRODUCT.code}`));
    await waitForHydration(page, byTestId('admin-variant-add'));

    // Two variants: the first not counted, at most 2 per order, named in Lithuanian and English.
    await page.click(byTestId('admin-variant-add'));
    await page.fill('[name="variants[0].code"]', FIRST);
    await page.locator('select[name="variants[0].optionValues.size"]').selectOption('size_68');
    await page.fill('[name="variants[0].channelPricings.web.price"]', '89.00');
    await page.fill('[name="variants[0].onHand"]', '4');
    await page.uncheck('[name="variants[0].tracked"]');
    await page.fill('[name="variants[0].maxQuantityPerOrder"]', '0');
    await page.locator(byTestId('admin-variant-names')).first().click();
    await page.fill('[name="variants[0].translations.lt.name"]', '60 × 120 cm');
    await page.fill('[name="variants[0].translations.en.name"]', '60 × 120 cm mattress');
    await page.fill('[name="variants[1].code"]', SECOND);
    await page.locator('select[name="variants[1].optionValues.size"]').selectOption('size_74');
    await page.fill('[name="variants[1].channelPricings.web.price"]', '12,5x');
    await page.fill('[name="variants[1].onHand"]', '3');
    // Every refused field says so at once: the limit and the other row's price.
    await submit(page, byTestId('admin-product-save'));
    // The rows the API took come back as saved variants (the editor is drawn anew) with the problems beside them.
    await expect.poll(() => page.locator(byTestId('admin-variant-row')).count()).toBe(2);
    expect(await fieldError(page, 'variants[0].maxQuantityPerOrder')).toMatch(/nuo 1 iki 9999/);
    expect(await fieldError(page, 'variants[1].channelPricings.web.price')).toMatch(/eurais/);
    await page.fill('[name="variants[0].maxQuantityPerOrder"]', '2');
    await page.fill('[name="variants[1].channelPricings.web.price"]', '99.00');
    await submit(page, byTestId('admin-product-save'));
    await expect.poll(() => page.locator(byTestId('admin-variant-row')).count()).toBe(2);
    // Saved: the page comes back without a problem.
    await expect
      .poll(async () => ({
        fields: await page.locator(byTestId('field-error')).allInnerTexts(),
        alerts: await page.locator('[role="alert"]').allInnerTexts(),
      }))
      .toEqual({ fields: [], alerts: [] });

    const shopVariants = async () =>
      (
        (await fetch(`${apiUrl}/api/v2/shop/products/${PRODUCT.code}`, {
          headers: { accept: 'application/json', channel: 'web', locale: 'lt' },
        }).then((response) => response.json())) as { variants: { code: string }[] }
      ).variants.map((one) => one.code);
    // The shop follows within its 2 seconds.
    await expect.poll(async () => (await shopVariants()).sort()).toEqual([FIRST, SECOND]);
    // What was saved is what the editor shows again.
    const firstRow = page.locator(byTestId('admin-variant-row')).first();
    expect(await firstRow.locator('input[name$=".code"]').inputValue()).toBe(FIRST);
    expect(await page.isChecked('[name="variants[0].tracked"]')).toBe(false);
    expect(await page.inputValue('[name="variants[0].maxQuantityPerOrder"]')).toBe('2');
    expect(await page.inputValue('[name="variants[0].translations.en.name"]')).toBe('60 × 120 cm mattress');
    expect(await page.isChecked('[name="variants[1].tracked"]')).toBe(true);

    // Deleting the second variant; then the last one is refused, with the reason.
    await page.locator(byTestId('admin-variant-delete')).nth(1).click();
    await submit(page, `${byTestId('admin-variant-delete-confirm')} >> nth=1`);
    await expect.poll(() => page.locator(byTestId('admin-variant-row')).count()).toBe(1);
    await expect
      .poll(async () => (await page.locator('[role="status"]').allInnerTexts()).join(' '))
      .toContain(`Variantas ${SECOND} ištrintas.`);
    await page.locator(byTestId('admin-variant-delete')).first().click();
    await submit(page, byTestId('admin-variant-delete-confirm'));
    await expect
      .poll(async () => (await page.locator('[role="alert"]').allInnerTexts()).join(' '))
      .toContain('Prekei reikia bent vieno varianto');

    // Sold in the business shop too, its stock counted in the first warehouse.
    await page.locator('input[name="channels"][value="b2b"]').check();
    const warehouse = await page.locator('input[name="warehouses"]').first().getAttribute('value');
    if (!warehouse) throw new Error('The demo shop has no warehouse');
    await page.locator(`input[name="warehouses"][value="${warehouse}"]`).check();
    await submit(page, byTestId('admin-product-save'));
    expect(await page.isChecked('input[name="channels"][value="b2b"]')).toBe(true);
    expect(await page.isChecked('input[name="channels"][value="web"]')).toBe(true);
    expect(await page.isChecked(`input[name="warehouses"][value="${warehouse}"]`)).toBe(true);
    // The grid now counts the stock there: the whole count moved into the warehouse.
    expect(await page.inputValue(`[name="variants[0].onHand.${warehouse}"]`)).toBe('4');

    // A PDF for Lithuanian shoppers: listed in the editor and on the shop's product page.
    const upload = page.locator(byTestId('admin-download-upload'));
    await upload.locator('input[type=file]').setInputFiles({
      name: 'instrukcija.pdf',
      mimeType: 'application/pdf',
      buffer: renderPdf({
        title: 'Naudojimo instrukcija',
        lines: [{ text: 'Čiužinio priežiūra.', size: 11 }],
      }),
    });
    await upload.locator('[name="name"]').fill('Priežiūros instrukcija');
    await upload.locator('select[name="locale"]').selectOption('lt');
    await submit(page, byTestId('admin-download-upload-submit'));
    await expect.poll(() => page.locator(byTestId('admin-download')).count()).toBe(1);
    const shopDownloads = async (locale: 'lt' | 'en') =>
      (
        (await fetch(`${apiUrl}/api/v2/shop/products/${PRODUCT.code}`, {
          headers: { accept: 'application/json', channel: 'web', locale },
        }).then((response) => response.json())) as { downloads: { name: string; url: string }[] }
      ).downloads;
    const [offered] = await shopDownloads('lt');
    expect(offered?.name).toBe('Priežiūros instrukcija');
    expect(await shopDownloads('en')).toEqual([]);
    const href = await page.locator(`${byTestId('admin-download')} a`).getAttribute('href');
    const file = await page.request.get(`${webUrl}${href}`);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // A renamed text file and a missing link text are both refused at once.
    await upload.locator('input[type=file]').setInputFiles({
      name: 'ne-pdf.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('tai ne PDF'),
    });
    await upload.locator('[name="name"]').fill('Kita');
    await submit(page, byTestId('admin-download-upload-submit'));
    expect(await fieldError(page, 'downloads.file')).toContain('Įkelkite PDF failą.');

    await page.locator(`${byTestId('admin-download')} summary`).click();
    await submit(page, byTestId('admin-download-delete-confirm'));
    await expect.poll(() => page.locator(byTestId('admin-download')).count()).toBe(0);
    expect(await shopDownloads('lt')).toEqual([]);

    // Leaves the shared shop as it was: the product, never ordered, is deleted.
    await page.click(byTestId('admin-product-delete'));
    await Promise.all([
      page.waitForURL((url) => url.pathname.endsWith('/admin/products')),
      page.click(byTestId('admin-product-delete-confirm')),
    ]);
  });
});
