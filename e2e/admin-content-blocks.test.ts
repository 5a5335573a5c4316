import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToBackOffice } from './support/back-office.ts';
import { byTestId, DESKTOP, launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

const CODE = 'e2e-draft-note';
const TEXT = 'E2E juodraščio tekstas';
const BLOCK = `[data-block-code="${CODE}"]`;

/** The shopper's home page: whether the new block is there (it is placed first, so rendered on the server). */
async function homeShowsBlock(page: Page): Promise<boolean> {
  await page.goto(`${requireShop().webUrl}/`);
  await waitForHydration(page);
  const block = page.locator(BLOCK);
  return (await block.count()) > 0 && (await block.first().innerText()).includes(TEXT);
}

/** Saves the block form and waits for the action's answer. */
async function save(page: Page) {
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && response.status() < 400),
    page.click(byTestId('block-save')),
  ]);
}

describe.skipIf(browserTestsSkipped())('content blocks in the back office', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a draft text block for the home page, previews it, publishes it, and the shopper sees it', async () => {
    const shop = requireShop();
    const shopper = await openPage(browser, DESKTOP);
    expect(await homeShowsBlock(shopper)).toBe(false);

    const admin = await openPage(browser, DESKTOP);
    await signInToBackOffice(admin);
    await admin.goto(`${shop.webUrl}/admin/content-blocks/new`);
    await waitForHydration(admin, byTestId('block-save'));
    // The first try leaves the text empty: the API's violation shows beside the generated field.
    await admin.fill(byTestId('block-code'), CODE);
    await admin.fill(byTestId('block-position'), '-1000');
    await admin.fill('#block-translations-lt-title', 'E2E pavadinimas');
    await save(admin);
    await admin.locator('[data-testid="field-error"][data-field="translations.lt.html"]').waitFor({
      timeout: 20_000,
    });
    // The HTML is typed in the rich-text editor, once it has replaced the server's textarea.
    const editor = admin.locator('[contenteditable="true"]#block-translations-lt-html');
    await editor.waitFor({ state: 'visible', timeout: 20_000 });
    await editor.click();
    await admin.keyboard.type(TEXT);
    await save(admin);
    await admin.waitForURL((url) => /\/admin\/content-blocks\/\d+$/.test(url.pathname), { timeout: 20_000 });
    await waitForHydration(admin, byTestId('block-save'));
    const id = /\/admin\/content-blocks\/(\d+)$/.exec(new URL(admin.url()).pathname)?.[1];
    expect(id).toBeTruthy();

    // A draft: not in the shop, but in its preview, drawn by the shop's own block renderer.
    expect(await homeShowsBlock(shopper)).toBe(false);
    // The preview is a back office page: the signed-in administrator's.
    const preview = admin;
    await preview.goto(`${shop.webUrl}/admin/content-blocks/${id}/preview?locale=lt`);
    await preview.locator(byTestId('block-preview-bar')).waitFor({ timeout: 20_000 });
    expect(await preview.locator(BLOCK).innerText()).toContain(TEXT);
    expect(await preview.locator(`${BLOCK} script`).count()).toBe(0);
    expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

    // Published from its form: the home page shows it without restarting anything.
    await admin.goto(`${shop.webUrl}/admin/content-blocks/${id}`);
    await waitForHydration(admin, byTestId('block-save'));
    await admin.check(byTestId('block-enabled'));
    await save(admin);
    await expect.poll(() => homeShowsBlock(shopper), { timeout: 30_000, interval: 1_000 }).toBe(true);

    // Tidy up for the other tests on the shared shop: delete it from the list.
    await admin.goto(`${shop.webUrl}/admin/content-blocks?location=home`);
    await waitForHydration(admin, byTestId('block-new'));
    const row = admin.locator(`${byTestId('block-row')}[data-code="${CODE}"]`).first();
    await row.locator('summary').click();
    await Promise.all([
      admin.waitForResponse((response) => response.request().method() === 'POST' && response.status() < 400),
      row.locator(byTestId('block-delete')).click(),
    ]);
    await expect.poll(() => homeShowsBlock(shopper), { timeout: 30_000, interval: 1_000 }).toBe(false);
    await Promise.all([admin, shopper].map((page) => page.context().close()));
  }, 300_000);

  it('previews a banner from its form with the shop’s own banner component', async () => {
    const shop = requireShop();
    const admin = await openPage(browser, DESKTOP);
    await signInToBackOffice(admin);
    await admin.goto(`${shop.webUrl}/admin/banners`);
    const href = await admin
      .locator('a[href^="/admin/banners/"]:not([href$="/new"])')
      .first()
      .getAttribute('href');
    expect(href).toMatch(/^\/admin\/banners\/\d+$/);
    await admin.goto(`${shop.webUrl}${href}`);
    await waitForHydration(admin, byTestId('banner-save'));
    const title = await admin.locator('#block-translations-lt-title').inputValue();
    const preview = await admin.locator(byTestId('banner-preview-lt')).getAttribute('href');
    expect(preview).toBe(`${href}/preview?locale=lt`);

    await admin.goto(`${shop.webUrl}${preview}`);
    const banners = admin.locator(byTestId('standalone-banners'));
    await banners.waitFor({ timeout: 20_000 });
    expect(await banners.innerText()).toContain(title);
    expect(await admin.locator(byTestId('preview-bar')).innerText()).toMatch(/Peržiūra/);
    expect(await admin.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await admin.context().close();
  }, 120_000);
});
