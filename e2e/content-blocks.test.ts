import { CONTENT_BLOCK_TYPES } from '@shop/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { fetchContentBlocks } from './support/shop-api.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

const block = (type: string) => `section[data-block-type="${type}"]`;

/** The content blocks example page of the UI kit (display location `showcase`). */
const SHOWCASE = '/ui-kit/content-blocks';

/** Nothing may leave for YouTube or Google in a test: those requests are answered empty. */
async function offline(page: Page): Promise<string[]> {
  const external: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, async (route) => {
    external.push(route.request().url());
    await route.fulfill({ status: 204, body: '' });
  });
  return external;
}

/** The track's scroll position once it has stopped moving (smooth scrolling and snapping done). */
function settledScroll(track: Locator): Promise<number> {
  return track.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        let last = Number.NaN;
        let stillFrames = 0;
        const frame = () => {
          if (element.scrollLeft === last) stillFrames += 1;
          else stillFrames = 0;
          last = element.scrollLeft;
          if (stillFrames >= 10) resolve(Math.round(last));
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** The block codes the page shows, in page order. */
function shownCodes(page: Page): Promise<string[]> {
  return page.$$eval('section[data-block-code]', (sections) =>
    sections.map((section) => section.getAttribute('data-block-code') ?? ''),
  );
}

describe.skipIf(browserTestsSkipped())('content blocks', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the home page shows a shop’s blocks and the showcase page every other type, in Lithuanian and English', async () => {
    const shop = requireShop();
    for (const [locale, prefix] of [
      ['lt', ''],
      ['en', '/en'],
    ] as const) {
      const home = await fetchContentBlocks(shop.apiUrl, 'web', 'home', locale);
      const showcase = await fetchContentBlocks(shop.apiUrl, 'web', 'showcase', locale);
      const homeTypes = new Set(home.map((candidate) => candidate.type));
      expect(homeTypes).toEqual(
        new Set(['slider', 'categoryBlock', 'productsBlock', 'brandsBlock', 'newsBlock']),
      );
      // Between them the two pages show every block type; the showcase repeats none of the home page.
      expect(new Set([...home, ...showcase].map((candidate) => candidate.type))).toEqual(
        new Set(CONTENT_BLOCK_TYPES),
      );
      expect(showcase.filter((candidate) => homeTypes.has(candidate.type))).toEqual([]);

      const page = await openPage(browser, DESKTOP);
      await offline(page);
      await page.goto(`${shop.webUrl}${prefix || '/'}`);
      await waitForHydration(page, block('slider'));
      expect(await shownCodes(page)).toEqual(home.map((candidate) => candidate.code));
      // Best sellers and the sale: two product lists below the first screen, rendered as they come near it
      // (ADR 0048), with no product in both.
      const lists = page.locator(block('productsBlock'));
      expect(await lists.count()).toBe(2);
      await lists.nth(0).scrollIntoViewIfNeeded();
      await lists.nth(1).scrollIntoViewIfNeeded();
      const productLinks = (index: number) =>
        lists
          .nth(index)
          .locator('a[href*="/p/"]')
          .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]);
      await expect.poll(async () => (await productLinks(0)).length, { timeout: 20_000 }).toBeGreaterThan(3);
      await expect.poll(async () => (await productLinks(1)).length, { timeout: 20_000 }).toBeGreaterThan(3);
      const bestSellers = await productLinks(0);
      expect((await productLinks(1)).filter((href) => bestSellers.includes(href))).toEqual([]);
      // Brands show their logo pictures, each named by its alt text.
      await page.locator(block('brandsBlock')).scrollIntoViewIfNeeded();
      const logos = page.locator(`${block('brandsBlock')} img`);
      await expect.poll(() => logos.count(), { timeout: 20_000 }).toBe(12);
      expect(await logos.evaluateAll((images) => images.every((image) => image.getAttribute('alt')))).toBe(
        true,
      );
      await page.locator(block('brandsBlock')).scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          logos.evaluateAll((images) =>
            images.every(
              (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
            ),
          ),
        )
        .toBe(true);
      await page.locator(block('newsBlock')).scrollIntoViewIfNeeded();
      await expect
        .poll(() => page.locator(`${block('newsBlock')} a`).count(), { timeout: 20_000 })
        .toBeGreaterThan(0);

      // The UI kit links to the content blocks example page, which shows the showcase blocks in order.
      await page.goto(`${shop.webUrl}${prefix}/ui-kit`);
      await waitForHydration(page, byTestId('ui-kit-content-blocks-link'));
      await page.click(byTestId('ui-kit-content-blocks-link'));
      await page.waitForURL((url) => url.pathname === `${prefix}/ui-kit/content-blocks`);
      await page.locator(block('textBlock')).first().waitFor();
      expect(await shownCodes(page)).toEqual(showcase.map((candidate) => candidate.code));
      for (const type of CONTENT_BLOCK_TYPES.filter((candidate) => !homeTypes.has(candidate))) {
        const section = page.locator(block(type)).first();
        await section.scrollIntoViewIfNeeded();
        expect(await section.isVisible(), type).toBe(true);
        expect((await section.innerText()).trim().length, type).toBeGreaterThan(0);
      }
      for (const type of ['newProductsBlock', 'thirdPartyProductList']) {
        await expect
          .poll(() => page.locator(`${block(type)} a[href*="/p/"]`).count(), { message: type })
          .toBeGreaterThan(0);
      }
      const textBlock = showcase.find((candidate) => candidate.type === 'textBlock');
      if (textBlock?.type === 'textBlock' && textBlock.content.title) {
        expect(await page.locator(block('textBlock')).first().innerText()).toContain(textBlock.content.title);
      }
      await page.context().close();
    }
  });

  it('loops a slider on a wide screen when its slides overflow, and not on a phone', async () => {
    const shop = requireShop();
    const wide = await openPage(browser, DESKTOP);
    await offline(wide);
    await wide.goto(`${shop.webUrl}${SHOWCASE}`);
    const gallery = wide.locator(`${block('imagesSlider')} [data-loops]`);
    await waitForHydration(wide, `${block('imagesSlider')} ul`);
    await expect.poll(() => gallery.getAttribute('data-loops')).toBe('true');
    const track = gallery.locator('ul').first();
    const next = gallery.getByRole('button', { name: 'Kitas' });
    await gallery.scrollIntoViewIfNeeded();
    // Step a page at a time to the end, then once more: the slider comes back to the start.
    const max = await track.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(max).toBeGreaterThan(0);
    let left = await settledScroll(track);
    for (let step = 0; left < max - 1 && step < 20; step += 1) {
      await next.click();
      const moved = await settledScroll(track);
      expect(moved).toBeGreaterThan(left);
      left = moved;
    }
    expect(left).toBeGreaterThanOrEqual(max - 1);
    await next.click();
    expect(await settledScroll(track)).toBe(0);
    await wide.context().close();

    const phone = await openPage(browser, MOBILE);
    await offline(phone);
    await phone.goto(`${shop.webUrl}${SHOWCASE}`);
    await waitForHydration(phone, `${block('imagesSlider')} ul`);
    await phone.locator(block('imagesSlider')).scrollIntoViewIfNeeded();
    await expect
      .poll(() => phone.locator(`${block('imagesSlider')} [data-loops]`).getAttribute('data-loops'))
      .toBe('false');
    await phone.context().close();
  });

  it('loads the video and the map from their services only when the shopper asks', async () => {
    const shop = requireShop();
    const page = await openPage(browser, DESKTOP);
    const external = await offline(page);
    await page.goto(`${shop.webUrl}/en${SHOWCASE}`);
    await waitForHydration(page, `${block('youtubeIframe')} button`);
    await page.locator(block('locationMapBlock')).scrollIntoViewIfNeeded();
    expect(external.filter((url) => /youtube|google/.test(url))).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);

    await page.locator(`${block('youtubeIframe')} button`).click();
    const video = page.locator(`${block('youtubeIframe')} iframe`);
    await expect
      .poll(() => video.getAttribute('src'))
      .toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);

    await page.locator(block('locationMapBlock')).getByRole('button', { name: 'Show map' }).click();
    await expect
      .poll(() => page.locator(`${block('locationMapBlock')} iframe`).getAttribute('src'))
      .toMatch(/^https:\/\/maps\.google\.com\/maps\?q=/);
    await page.context().close();
  });

  it('shows guests and signed-in shoppers the blocks meant for them', async () => {
    const shop = requireShop();
    const guestCodes = (await fetchContentBlocks(shop.apiUrl, 'web', 'showcase')).map((item) => item.code);
    const page = await openPage(browser, DESKTOP);
    await offline(page);
    await page.goto(`${shop.webUrl}${SHOWCASE}`);
    await waitForHydration(page, block('textBlock'));
    expect(await shownCodes(page)).toEqual(guestCodes);

    await page.goto(`${shop.webUrl}/auth`);
    await waitForHydration(page, byTestId('sign-in-submit'));
    await page.fill(byTestId('auth-email'), 'demo@gandras.lt');
    await page.fill(byTestId('auth-password'), 'Demo1234');
    await page.click(byTestId('sign-in-submit'));
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${shop.webUrl}${SHOWCASE}`);
    await waitForHydration(page, block('textBlock'));
    const signedIn = await shownCodes(page);
    const onlyGuests = guestCodes.filter((code) => !signedIn.includes(code));
    const onlyRegistered = signedIn.filter((code) => !guestCodes.includes(code));
    expect(onlyGuests).toEqual(['showcase-join-guests']);
    expect(onlyRegistered).toEqual(['showcase-welcome-back']);
    await page.context().close();
  });

  it('shows the blocks placed on category and product pages', async () => {
    const shop = requireShop();
    const page = await openPage(browser, MOBILE);
    await offline(page);
    await page.goto(`${shop.webUrl}/`);
    await waitForHydration(page, block('categoryBlock'));
    await page
      .locator(`${block('categoryBlock')} a`)
      .first()
      .click();
    await page.waitForURL(/\/c\//);
    await expect
      .poll(() => page.locator('section[data-block-code="taxonomy-free-delivery"]').count())
      .toBe(1);

    await page.locator('main a[href*="/p/"]').first().click();
    await page.waitForURL(/\/p\//);
    await expect
      .poll(() => page.locator('section[data-block-code="product-delivery-returns"]').count())
      .toBe(1);
    await page.context().close();
  });
});
