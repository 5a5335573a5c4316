import http from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../scripts/lib/ports.mjs';
import { startStorefront } from '../scripts/lib/shop-processes.mjs';
import { BOT_PROTECTION_SETTINGS } from './support/bot-protection-settings.ts';
import { byTestId, DESKTOP, launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { buyableProducts, categoryPath, fetchAllProducts, productPath } from './support/catalogue-api.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

const GTM_CODE = 'GTM-E2ETEST';
const GTM_SCRIPT = `https://www.googletagmanager.com/gtm.js?id=${GTM_CODE}`;

/**
 * Between a storefront and the shop's API: passes every call on, and gives the channel a tag-manager code
 * (the demo channel has none, and the shared storefronts must stay without one).
 */
async function startChannelProxy(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const isChannel = (request.url ?? '').startsWith('/api/v2/shop/channels/');
    const headers = { ...request.headers, host: upstream.host };
    delete headers['accept-encoding'];
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers },
      (answer) => {
        if (!isChannel || answer.statusCode !== 200) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const channel = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
          const body = JSON.stringify({ ...channel, googleTagManagerCode: GTM_CODE });
          const { 'content-length': _length, ...rest } = answer.headers;
          response.writeHead(200, { ...rest, 'content-length': Buffer.byteLength(body) });
          response.end(body);
        });
      },
    );
    forward.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type DataLayerEntry = Record<string, unknown> & { event?: string };

function dataLayer(page: Page): Promise<DataLayerEntry[] | null> {
  return page.evaluate(() => (window as { dataLayer?: DataLayerEntry[] }).dataLayer ?? null);
}

/** Waits until the data layer holds an entry matching `match`, and returns the data layer. */
async function waitForEvent(
  page: Page,
  match: (entry: DataLayerEntry) => boolean,
): Promise<DataLayerEntry[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const entries = (await dataLayer(page)) ?? [];
    if (entries.some(match)) return entries;
    await page.waitForTimeout(100);
  }
  throw new Error(`No matching data-layer entry in ${JSON.stringify(await dataLayer(page))}`);
}

describe.skipIf(browserTestsSkipped())('tag manager and GA4 events in the browser', () => {
  let browser: Browser;
  let proxy: Awaited<ReturnType<typeof startChannelProxy>>;
  let storefront: Awaited<ReturnType<typeof startStorefront>> | undefined;
  let shopUrl: string;

  /** A page that never reaches Google (no internet here): the container script request is answered empty. */
  async function openShopPage(): Promise<Page> {
    const page = await openPage(browser, DESKTOP);
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    return page;
  }

  beforeAll(async () => {
    const shop = requireShop();
    browser = await launchBrowser(shop.chromiumPath);
    proxy = await startChannelProxy(shop.apiUrl);
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of ['PORT', 'HOST', 'DEFAULT_LOCALE', 'NEW_URLS', ...BOT_PROTECTION_SETTINGS])
      delete env[name];
    storefront = await startStorefront({
      port: await findFreePort(),
      channelCode: 'web',
      apiUrl: proxy.url,
      env,
      output: () => {},
      name: 'web-analytics',
    });
    shopUrl = storefront.url;
  });
  afterAll(async () => {
    await browser?.close();
    await storefront?.process.stop();
    await proxy?.close();
  });

  it('injects nothing where the channel has no code', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.goto(requireShop().webUrl);
    await waitForHydration(page);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    expect(await page.locator('noscript iframe').count()).toBe(0);
    expect(await dataLayer(page)).toBeNull();
    await page.context().close();
  });

  it('injects the container with the code, and pushes page_view after navigations and GA4 list and item events', async () => {
    const catalogue = await fetchAllProducts(requireShop().apiUrl);
    const listed = catalogue.find((item) => item.mainTaxon && !item.onlySellInBundle && !item.requiresLogin);
    if (!listed?.mainTaxon) throw new Error('The demo catalogue has no product with a category');
    const page = await openShopPage();
    await page.goto(`${shopUrl}${categoryPath(listed.mainTaxon)}`);
    await waitForHydration(page, byTestId('product-card'));

    expect(await page.locator(`head script[src="${GTM_SCRIPT}"]`).count()).toBe(1);
    expect(await page.locator('body > noscript').first().innerHTML()).toContain(
      `https://www.googletagmanager.com/ns.html?id=${GTM_CODE}`,
    );

    const path = new URL(page.url()).pathname;
    let entries = await waitForEvent(page, (entry) => entry.event === 'page_view');
    expect(entries[0]).toMatchObject({ event: 'gtm.js' });
    expect(entries.find((entry) => entry.event === 'page_view')).toMatchObject({
      page_path: path,
      locale: 'lt',
      page_title: await page.title(),
    });
    entries = await waitForEvent(page, (entry) => entry.event === 'view_item_list');
    const list = entries.find((entry) => entry.event === 'view_item_list') as {
      ecommerce: {
        currency: string;
        item_list_id: string;
        item_list_name: string;
        items: { item_name: string }[];
      };
    };
    expect(entries[entries.indexOf(list) - 1]).toEqual({ ecommerce: null });
    expect(list.ecommerce).toMatchObject({ currency: 'EUR', item_list_name: listed.mainTaxon.name });
    const cardNames = await page.locator(`${byTestId('product-card')} h3`).allInnerTexts();
    expect(list.ecommerce.items.map((item) => item.item_name)).toEqual(cardNames.map((name) => name.trim()));

    // On idle, the product pages of the cards in view are prefetched (their loader data at least).
    await page.waitForSelector('link[rel="prefetch"][href^="/p/"]', { state: 'attached', timeout: 10_000 });

    // A client-side navigation to the first product: one more page_view, with that page's path and title.
    const firstCard = page.locator(`${byTestId('product-card')} h3 a`).first();
    const productName = (await firstCard.innerText()).trim();
    await firstCard.click();
    await page.waitForURL((url) => url.pathname.startsWith('/p/'));
    const productPath = new URL(page.url()).pathname;
    entries = await waitForEvent(
      page,
      (entry) => entry.event === 'page_view' && entry.page_path === productPath,
    );
    expect(entries.filter((entry) => entry.event === 'page_view')).toHaveLength(2);
    expect(entries.find((entry) => entry.page_path === productPath)?.page_title).toBe(await page.title());
    entries = await waitForEvent(page, (entry) => entry.event === 'view_item');
    const viewItem = entries.find((entry) => entry.event === 'view_item') as {
      ecommerce: { currency: string; value: number; items: { item_name: string; price: number }[] };
    };
    expect(viewItem.ecommerce.currency).toBe('EUR');
    expect(viewItem.ecommerce.items).toHaveLength(1);
    expect(viewItem.ecommerce.items[0]?.item_name).toBe(productName);
    expect(viewItem.ecommerce.value).toBe(viewItem.ecommerce.items[0]?.price);
    await page.context().close();
  });

  it('pushes add_to_cart after a successful add and begin_checkout when the checkout opens', async () => {
    const product = buyableProducts(await fetchAllProducts(requireShop().apiUrl))[0];
    if (!product?.defaultVariant) throw new Error('The demo catalogue has no buyable product');
    const page = await openShopPage();
    await page.goto(`${shopUrl}${productPath(product)}`);
    await waitForHydration(page, byTestId('add-to-cart'));
    await page.click(byTestId('add-to-cart'));
    let entries = await waitForEvent(page, (entry) => entry.event === 'add_to_cart');
    const added = entries.find((entry) => entry.event === 'add_to_cart') as {
      ecommerce: { items: { item_id: string; quantity: number }[] };
    };
    expect(entries[entries.indexOf(added) - 1]).toEqual({ ecommerce: null });
    expect(added.ecommerce.items).toMatchObject([{ item_id: product.defaultVariant.code, quantity: 1 }]);

    await page.goto(`${shopUrl}/apmokejimas`);
    entries = await waitForEvent(page, (entry) => entry.event === 'begin_checkout');
    const checkout = entries.find((entry) => entry.event === 'begin_checkout') as {
      ecommerce: { currency: string; items: { item_id: string }[] };
    };
    expect(checkout.ecommerce.currency).toBe('EUR');
    expect(checkout.ecommerce.items.map((item) => item.item_id)).toContain(product.defaultVariant.code);
    await page.context().close();
  });
});
