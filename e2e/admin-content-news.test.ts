import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToBackOffice } from './support/back-office.ts';
import { byTestId, DESKTOP, launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

const TITLE = `E2E naujiena ${Date.now().toString(36)}`;
const BOLD = 'Labai svarbu';
const PICTURE = new URL('./support/news-picture.png', import.meta.url);

/** The titles of the news cards the shopper sees on /naujienos (the page cache follows the catalogue version). */
async function shopNewsTitles(page: Page): Promise<string[]> {
  await page.goto(`${requireShop().webUrl}/naujienos`);
  return page.locator(`${byTestId('article-card')} h2`).allInnerTexts();
}

describe.skipIf(browserTestsSkipped())('news in the back office', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('as an owner: writes a news article with a picture, previews and publishes it', async () => {
    const shop = requireShop();
    const picture = await readFile(PICTURE);
    const admin = await openPage(browser, DESKTOP);
    await signInToBackOffice(admin);
    await admin.goto(`${shop.webUrl}/admin/articles/new`);
    await waitForHydration(admin, byTestId('article-save-draft'));

    // Section, code, title; the body typed in the rich-text editor with a bold part and a picture.
    const section = admin.locator(`${byTestId('article-sectionId')} option:not([value=""])`).first();
    await admin.selectOption(byTestId('article-sectionId'), (await section.getAttribute('value')) ?? '');
    await admin.fill(byTestId('article-code'), `e2e-${Date.now().toString(36)}`);
    await admin.fill(byTestId('article-translations-lt-name'), TITLE);
    await admin.fill(byTestId('article-translations-lt-excerpt'), 'Trumpai apie naujieną.');
    const editor = admin.locator(`[contenteditable="true"]${byTestId('article-content-lt')}`);
    await editor.waitFor({ state: 'visible', timeout: 20_000 });
    await editor.click();
    await admin.keyboard.type('Pradžia. ');
    // Each press of Bold is waited for (the button shows its state) before typing on, as a person would see it.
    const bold = admin.locator(byTestId('rich-text-bold')).first();
    await bold.click();
    // A toolbar press leaves the focus in the text (the keys typed next are not lost on the button).
    expect(await editor.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expect.poll(() => bold.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
    await admin.keyboard.type(BOLD);
    await bold.click();
    await expect.poll(() => bold.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('false');
    await admin.keyboard.type(' pabaiga.');
    await admin.keyboard.press('Enter');
    await Promise.all([
      admin.waitForResponse((response) => response.url().includes('/admin/content-pictures')),
      admin
        .locator(byTestId('rich-text-picture-file'))
        .first()
        .setInputFiles({ name: 'inline.png', mimeType: 'image/png', buffer: picture }),
    ]);
    await expect.poll(() => editor.locator('img').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => editor.locator('strong').innerText(), { timeout: 20_000 }).toBe(BOLD);
    // The main picture, with its preview before saving.
    await admin.setInputFiles(byTestId('article-imageFile'), {
      name: 'main.png',
      mimeType: 'image/png',
      buffer: picture,
    });
    await admin.locator(byTestId('article-picture-preview')).waitFor({ state: 'visible' });

    await Promise.all([
      admin.waitForURL(/\/admin\/articles\/\d+\?saved=draft$/),
      admin.click(byTestId('article-save-draft')),
    ]);
    // A client navigation changes the address before the screen renders: wait for the badge itself.
    await waitForHydration(admin, byTestId('article-state'));
    await expect
      .poll(() => admin.locator(byTestId('article-state')).innerText(), { timeout: 20_000 })
      .toBe('Juodraštis');
    const id = /\/admin\/articles\/(\d+)/.exec(admin.url())?.[1];

    // The preview: the shop's own article component with the draft's title, bold text and pictures.
    await Promise.all([admin.waitForURL(/\/preview$/), admin.click(byTestId('article-open-preview'))]);
    const preview = admin.locator(byTestId('article-preview'));
    await preview.waitFor({ state: 'visible' });
    expect(await admin.locator(byTestId('preview-bar')).innerText()).toContain('nepaskelbta');
    expect(await preview.locator('h1').innerText()).toBe(TITLE);
    expect(await preview.locator('strong').innerText()).toBe(BOLD);
    expect(await preview.locator('img').count()).toBe(2);
    await expect
      .poll(() =>
        preview
          .locator('img')
          .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth)),
      )
      .toEqual([expect.any(Number), expect.any(Number)]);
    expect(await admin.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

    // Not in the shop yet: neither in the news list nor at its address.
    const shopper = await openPage(browser, DESKTOP);
    expect(await shopNewsTitles(shopper)).not.toContain(TITLE);
    const hidden = await shopper.request.get(`${shop.apiUrl}/api/v2/shop/cms/articles/${id}`);
    expect(hidden.status()).toBe(404);

    // Publish from the form: the shop's news list, the section and the article page show it with its picture.
    await admin.click(byTestId('preview-back'));
    await waitForHydration(admin, byTestId('article-publish'));
    await Promise.all([admin.waitForURL(/\?saved=publish$/), admin.click(byTestId('article-publish'))]);
    await waitForHydration(admin, byTestId('article-state'));
    await expect
      .poll(() => admin.locator(byTestId('article-state')).innerText(), { timeout: 20_000 })
      .toBe('Paskelbtas');

    await expect.poll(() => shopNewsTitles(shopper), { timeout: 20_000 }).toContain(TITLE);
    const card = shopper.locator(byTestId('article-card'), { hasText: TITLE });
    await card.locator('a').first().click();
    await shopper.waitForURL(new RegExp(`/naujienos/[a-z0-9-]+/[a-z0-9-]+-${id}$`));
    await expect.poll(() => shopper.locator('h1').innerText(), { timeout: 20_000 }).toBe(TITLE);
    const article = shopper.locator('article');
    expect(await article.locator('strong').innerText()).toBe(BOLD);
    expect(await article.locator('img[src*="content%2F"], img[src*="/content/"]').count()).toBe(2);
    // The article's section lists it too.
    await Promise.all([
      shopper.waitForURL(/\/naujienos\/[a-z0-9-]+$/),
      article.locator('a[href*="/naujienos/"]').first().click(),
    ]);
    await expect
      .poll(() => shopper.locator(`${byTestId('article-card')} h2`).allInnerTexts(), { timeout: 15_000 })
      .toContain(TITLE);

    // Tidy up for the other tests on the shared shop.
    await admin.goto(`${shop.webUrl}/admin/articles/${id}`);
    await waitForHydration(admin, byTestId('article-state'));
    await admin.locator('details > summary').last().click();
    await Promise.all([
      admin.waitForURL(/\/admin\/articles\?deleted=1$/),
      admin.click(byTestId('article-delete')),
    ]);
    await Promise.all([admin.context().close(), shopper.context().close()]);
  }, 240_000);
});
