import type { Order, ProductListItem } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../scripts/lib/ports.mjs';
import { startStorefront } from '../scripts/lib/shop-processes.mjs';
import { DEMO_ADMIN } from './support/back-office.ts';
import { buyableProducts, fetchAllProducts, fetchProduct, productPath } from './support/catalogue-api.ts';
import { cleanEnv } from './support/inherited-settings.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/**
 * Issue 21, ADR 0051: guests' pages carry Cache-Control for a CDN and come from the storefront's own short
 * cache on the next visit; shoppers with a cart or signed in always get their own page; a price changed in
 * the back office empties the cache; the build's .br/.gz assets are served as such. Against the production
 * build, with a storefront of its own (PAGE_CACHE_SECONDS=120, so only the catalogue version can empty it).
 */
const SHOP_HEADERS = {
  accept: 'application/json',
  'content-type': 'application/json',
  channel: 'web',
  locale: 'lt',
};
const DEMO_CUSTOMER = { email: 'demo@gandras.lt', password: 'Demo1234' };

async function call<T>(url: string, method: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { ...SHOP_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface Page {
  status: number;
  headers: Headers;
  html: string;
}

async function open(url: string, cookie?: string, encoding = 'gzip, deflate, br'): Promise<Page> {
  const response = await fetch(url, {
    headers: { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) },
    redirect: 'manual',
  });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The header's cart link as a screen reader names it: "Krepšelis, 2 prekės". */
const cartLabel = (html: string) => /aria-label="(Krepšelis, [^"]+)"/.exec(html)?.[1];

describe.skipIf(browserTestsSkipped())('guest page cache (ADR 0051)', () => {
  let storefront: Awaited<ReturnType<typeof startStorefront>> | undefined;
  let url = '';
  let apiUrl = '';
  let product: ProductListItem;
  let pagePath = '';

  beforeAll(async () => {
    const shop = requireShop();
    apiUrl = shop.apiUrl;
    const catalogue = await fetchAllProducts(apiUrl);
    const found = buyableProducts(catalogue)[0];
    if (!found) throw new Error('the demo shop has no buyable product');
    product = found;
    pagePath = productPath(product);
    storefront = await startStorefront({
      port: await findFreePort(),
      channelCode: 'web',
      apiUrl,
      env: { ...cleanEnv(), HOST: '127.0.0.1', PAGE_CACHE_SECONDS: '120' },
      output: () => {},
      name: 'web-page-cache',
    });
    url = storefront.url;
  }, 120_000);
  afterAll(async () => {
    await storefront?.process.stop();
  });

  it('answers a guest with CDN headers, then from its cache', async () => {
    const first = await open(`${url}${pagePath}?from=guest-test`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, s-maxage=120, stale-while-revalidate=60');
    expect(first.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const second = await open(`${url}${pagePath}?from=guest-test`);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(second.html).toBe(first.html);
  });

  it('never gives a shopper with a cart or a signed-in shopper a stored page, nor another shopper theirs', async () => {
    const variant = product.defaultVariant?.code;
    const cartWith = async (quantity: number) => {
      const cart = await call<Order>(`${apiUrl}/api/v2/shop/orders`, 'POST', {});
      await call(`${apiUrl}/api/v2/shop/orders/${cart.tokenValue}/items`, 'POST', {
        productVariant: variant,
        quantity,
      });
      return cart.tokenValue;
    };
    // The guest page is stored before any shopper comes.
    await open(`${url}${pagePath}`);
    expect((await open(`${url}${pagePath}`)).headers.get('x-page-cache')).toBe('hit');

    const [annCart, benCart] = [await cartWith(2), await cartWith(1)];
    const ann = await open(`${url}${pagePath}`, `cartToken=${annCart}`);
    const ben = await open(`${url}${pagePath}`, `cartToken=${benCart}`);
    expect(cartLabel(ann.html)).toBe('Krepšelis, 2 prekės');
    expect(cartLabel(ben.html)).toBe('Krepšelis, 1 prekė');

    const { token } = await call<{ token: string }>(
      `${apiUrl}/api/v2/shop/customers/token`,
      'POST',
      DEMO_CUSTOMER,
    );
    const me = await call<{ data: { firstName: string }[] }>(
      `${apiUrl}/api/v2/shop/customers/me`,
      'GET',
      undefined,
      token,
    );
    const firstName = me.data[0]?.firstName ?? '';
    expect(firstName).not.toBe('');
    const signedIn = await open(`${url}${pagePath}`, `authToken=${token}`);
    expect(signedIn.html).toContain(`>${firstName}<`);

    for (const personal of [ann, ben, signedIn]) {
      expect(personal.status).toBe(200);
      expect(personal.headers.get('x-page-cache')).toBeNull();
      expect(personal.headers.get('cache-control')).toBe('private, no-store');
    }
    // A guest after them gets the guest page: no name, an empty cart.
    const guest = await open(`${url}${pagePath}`);
    expect(guest.headers.get('x-page-cache')).toBe('hit');
    expect(cartLabel(guest.html)).toBe('Krepšelis, tuščias');
    expect(guest.html).not.toContain(`>${firstName}<`);
  });

  it('shows the guest a price changed through the admin API at once', async () => {
    const variantCode = product.defaultVariant?.code ?? '';
    const admin = await call<{ token: string }>(`${apiUrl}/api/v2/admin/token`, 'POST', DEMO_ADMIN);
    const variantUrl = `${apiUrl}/api/v2/admin/product-variants/${encodeURIComponent(variantCode)}`;
    const before = await call<{ version: number; channelPricings: Record<string, { price: number }> }>(
      variantUrl,
      'GET',
      undefined,
      admin.token,
    );
    const oldPrice = before.channelPricings.web?.price ?? 0;
    const newPrice = 77_777;
    expect(oldPrice).not.toBe(newPrice);
    // What the shop shows for it (a catalogue promotion may take something off), in the page's loader data.
    const shownPrice = async () => (await fetchProduct(apiUrl, product.code)).variants[0]?.prices.price;
    const oldShown = await shownPrice();
    const shows = (html: string, price: number | undefined) => new RegExp(`[^\\d]${price}[^\\d]`).test(html);

    await open(`${url}${pagePath}`);
    const stored = await open(`${url}${pagePath}`);
    expect(stored.headers.get('x-page-cache')).toBe('hit');
    expect(shows(stored.html, oldShown)).toBe(true);

    const changed = await call<{ version: number }>(
      variantUrl,
      'PATCH',
      { version: before.version, channelPricings: { web: { price: newPrice } } },
      admin.token,
    );
    try {
      await expect.poll(shownPrice, { timeout: 20_000 }).not.toBe(oldShown);
      const newShown = await shownPrice();
      expect(stored.html).not.toMatch(new RegExp(`[^\\d]${newShown}[^\\d]`));
      await expect
        .poll(async () => shows((await open(`${url}${pagePath}`)).html, newShown), { timeout: 20_000 })
        .toBe(true);
    } finally {
      await call(
        variantUrl,
        'PATCH',
        { version: changed.version, channelPricings: { web: { price: oldPrice } } },
        admin.token,
      );
    }
  });

  it('serves the brotli and gzip copies of hashed assets with the right headers', async () => {
    const html = (await open(`${url}/`)).html;
    // The framework chunk (client-chunks.ts) is large enough to have precompressed copies (over 1 KiB).
    const script = /\/assets\/framework-[\w-]+\.js/.exec(html)?.[0];
    if (!script) throw new Error('the home page links no hashed script');
    const plain = await fetch(`${url}${script}`, { headers: { 'accept-encoding': 'identity' } });
    const source = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();

    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await fetch(`${url}${script}`, { headers: { 'accept-encoding': accepted } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      // fetch decodes it: the same script.
      expect(await response.text()).toBe(source);
    }
  });
});
