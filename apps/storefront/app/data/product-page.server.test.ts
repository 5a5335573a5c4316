import type { ProductDetail } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { line, order } from '~/components/cart/cart-fixtures.ts';
import { productDetail } from '~/components/product/product-fixtures.ts';
import { productListItem } from '~/components/product-card/product-fixtures.ts';
import { demoChannel } from '~/components/testing/fixtures.ts';
import { createApiClient } from '~/lib/api/client.ts';
import { createRequestTokenStore } from '~/lib/api/request-token-store.server.ts';
import { COOKIE_AUTH_REFRESH_TOKEN } from '~/lib/storage-keys.ts';
import { loadProductPage, submitStockNotification } from './product-page.server.ts';
import type { ShopRequest } from './request-context.server.ts';
import { emptyShopDataCaches, GUEST_PRODUCT_CACHE_TTL_MS } from './shop-data.server.ts';

const API = 'http://api.test';

// Guests' recommendation lists are kept per channel and locale (shop-data.server.ts): each case starts with none.
beforeEach(() => emptyShopDataCaches());

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * The shop API's answers over a stubbed fetch: the product by id or code, search results for the
 * recommendations, no redirects, and whatever `stockNotification` answers.
 */
function fakeApi(
  product: ProductDetail | null,
  stockNotification: () => Response = () => Response.json({}, { status: 201 }),
) {
  const calls: Call[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({
      method: init?.method ?? 'GET',
      url,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const path = url.pathname.replace('/api/v2/shop', '');
    if (path === '/redirects') return Response.json({ data: [], meta: { totalItems: 0 } });
    if (path === '/stock-notifications') return stockNotification();
    if (path === '/orders/cart-token') {
      // A cart whose lines are mostly in category 7.
      const cartLine = (id: number, code: string, taxon: number) => ({
        ...line(id, code),
        variant: { ...line(id, code).variant, productCode: code, mainTaxonId: taxon },
      });
      return Response.json(
        order('cart-token', [cartLine(1, 'BIB', 7), cartLine(2, 'CUP', 7), cartLine(3, 'HAT', 9)]),
      );
    }
    if (path === '/search/products') {
      const data = [productListItem({ code: 'PRAM-AERO' }), productListItem({ code: 'PRAM-LUNA' })];
      return Response.json({ data, facets: {}, meta: { totalItems: 2 } });
    }
    const known =
      product && (path === `/products/by-id/${product.id}` || path === `/products/${product.code}`);
    return known
      ? Response.json(product)
      : Response.json({ code: 404, message: 'Product not found.' }, { status: 404 });
  };
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetchStub };
}

function shopRequest(
  fetchStub: typeof fetch,
  newUrls = false,
  locale: 'lt' | 'en' = 'lt',
  cookie?: string,
): ShopRequest {
  return {
    config: {
      apiUrl: API,
      channelCode: 'web',
      port: 3000,
      host: undefined,
      newUrls,
      defaultLocale: undefined,
      socialSignIn: { google: undefined, facebook: undefined },
      botProtection: null,
    },
    locale,
    defaultLocale: 'lt',
    channel: demoChannel(),
    menus: {},
    tokens: createRequestTokenStore(new Request('http://shop.test/', cookie ? { headers: { cookie } } : {})),
    api: createApiClient({
      baseUrl: API,
      channelCode: 'web',
      locale,
      getAccessToken: () => null,
      refreshTokens: async () => false,
      onAuthFailure: () => {},
      fetch: fetchStub,
    }),
  };
}

/** The calls for a product (the catalogue version, the recommendations and the cart left out). */
function productCalls(calls: readonly Call[]): string[] {
  return calls.flatMap((call) => (call.url.pathname.includes('/products/') ? [call.url.pathname] : []));
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the loader to throw');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadProductPage', () => {
  it('loads the product by the id of its slug-id and gives its address in every locale', async () => {
    const { calls, fetchStub } = fakeApi(productDetail());
    const page = await loadProductPage(
      shopRequest(fetchStub),
      new URL('http://shop.test/p/vezimelis-aero-42'),
      'vezimelis-aero-42',
    );
    expect(productCalls(calls)).toEqual(['/api/v2/shop/products/by-id/42']);
    expect(page.product.code).toBe('PRAM-AERO');
    expect(page.canonicalPath).toBe('/p/vezimelis-aero-42');
    expect(page.alternateParams).toEqual({ lt: { '*': 'vezimelis-aero-42' }, en: { '*': 'aero-pram-42' } });
  });

  it('streams recommendations from the product category without the product itself', async () => {
    const { calls, fetchStub } = fakeApi(productDetail());
    const page = await loadProductPage(
      shopRequest(fetchStub),
      new URL('http://shop.test/p/vezimelis-aero-42'),
      'vezimelis-aero-42',
    );
    expect((await page.recommendations).map((product) => product.code)).toEqual(['PRAM-LUNA']);
    const search = calls.find((call) => call.url.pathname.endsWith('/search/products'));
    expect(search?.url.searchParams.get('productTaxons.id')).toBe('12');
  });

  it('streams recommendations from the category most frequent in the cart', async () => {
    const { calls, fetchStub } = fakeApi(productDetail());
    const page = await loadProductPage(
      shopRequest(fetchStub, false, 'lt', 'cartToken=cart-token'),
      new URL('http://shop.test/p/vezimelis-aero-42'),
      'vezimelis-aero-42',
    );
    await page.recommendations;
    const search = calls.find((call) => call.url.pathname.endsWith('/search/products'));
    expect(search?.url.searchParams.get('productTaxons.id')).toBe('7');
  });

  it('sends an outdated slug to the current address with a 301, keeping the query', async () => {
    const { fetchStub } = fakeApi(productDetail());
    const response = await thrown(
      loadProductPage(shopRequest(fetchStub), new URL('http://shop.test/p/senas-42?variant=X'), 'senas-42'),
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(301);
    expect((response as Response).headers.get('Location')).toBe('/p/vezimelis-aero-42?variant=X');
  });

  it('links the English page by its English slug', async () => {
    // The API answers in the request's locale, slug included.
    const { fetchStub } = fakeApi(productDetail({ slug: 'aero-pram', name: 'Aero pram' }));
    const page = await loadProductPage(
      shopRequest(fetchStub, false, 'en'),
      new URL('http://shop.test/en/p/aero-pram-42'),
      'aero-pram-42',
    );
    expect(page.canonicalPath).toBe('/en/p/aero-pram-42');
    expect(page.alternateParams.lt).toEqual({ '*': 'vezimelis-aero-42' });
  });

  it('finds the product by code in the new-URLs mode', async () => {
    const { calls, fetchStub } = fakeApi(productDetail());
    const page = await loadProductPage(
      shopRequest(fetchStub, true),
      new URL('http://shop.test/p/PRAM-AERO'),
      'PRAM-AERO',
    );
    expect(productCalls(calls)).toEqual(['/api/v2/shop/products/PRAM-AERO']);
    expect(page.alternateParams).toEqual({ lt: { '*': 'PRAM-AERO' }, en: { '*': 'PRAM-AERO' } });
  });

  it('asks once per product for guests, always for a signed-in shopper, and keeps no 404', async () => {
    const { calls, fetchStub } = fakeApi(productDetail());
    const open = (cookie?: string) =>
      loadProductPage(
        shopRequest(fetchStub, false, 'lt', cookie),
        new URL('http://shop.test/p/vezimelis-aero-42'),
        'vezimelis-aero-42',
      );
    await open();
    // Another guest, with a cart of their own: the same product as every guest gets.
    expect((await open('cartToken=cart-token')).product.code).toBe('PRAM-AERO');
    expect(productCalls(calls)).toEqual(['/api/v2/shop/products/by-id/42']);
    await open(`${COOKIE_AUTH_REFRESH_TOKEN}=r1`);
    await open(`${COOKIE_AUTH_REFRESH_TOKEN}=r1`);
    expect(productCalls(calls)).toHaveLength(3);
    const missing = fakeApi(null);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await thrown(
        loadProductPage(shopRequest(missing.fetchStub), new URL('http://shop.test/p/x-99'), 'x-99'),
      );
    }
    expect(productCalls(missing.calls)).toEqual([
      '/api/v2/shop/products/by-id/99',
      '/api/v2/shop/products/by-id/99',
    ]);
  });

  it("asks again for a guest's product after GUEST_PRODUCT_CACHE_TTL_MS (its stock moves with orders)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { calls, fetchStub } = fakeApi(productDetail());
      const open = () =>
        loadProductPage(
          shopRequest(fetchStub),
          new URL('http://shop.test/p/vezimelis-aero-42'),
          'vezimelis-aero-42',
        );
      await open();
      vi.setSystemTime(Date.now() + GUEST_PRODUCT_CACHE_TTL_MS - 1_000);
      await open();
      expect(productCalls(calls)).toHaveLength(1);
      vi.setSystemTime(Date.now() + 2_000);
      await open();
      expect(productCalls(calls)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 404 for an unknown product and for an address without an id', async () => {
    const { calls, fetchStub } = fakeApi(null);
    const unknown = await thrown(
      loadProductPage(shopRequest(fetchStub), new URL('http://shop.test/p/x-99'), 'x-99'),
    );
    expect(unknown).toMatchObject({ init: { status: 404 } });
    const before = calls.filter((call) => call.url.pathname.includes('/products')).length;
    const malformed = await thrown(
      loadProductPage(shopRequest(fetchStub), new URL('http://shop.test/p/be-id'), 'be-id'),
    );
    expect(malformed).toMatchObject({ init: { status: 404 } });
    expect(calls.filter((call) => call.url.pathname.includes('/products'))).toHaveLength(before);
  });
});

describe('submitStockNotification', () => {
  const form = (email: string) => {
    const data = new FormData();
    data.set('intent', 'stock-notification');
    data.set('email', email);
    data.set('product', 'PRAM-AERO');
    return data;
  };

  it('refuses an empty or malformed email with the spec messages, without calling the API', async () => {
    const { calls, fetchStub } = fakeApi(null);
    const empty = await submitStockNotification(shopRequest(fetchStub), form('  '));
    expect(empty.init?.status).toBe(422);
    expect(empty.data).toEqual({
      intent: 'stock-notification',
      status: 'invalid',
      violations: [{ propertyPath: 'email', message: 'Please enter your email.' }],
    });
    const malformed = await submitStockNotification(shopRequest(fetchStub), form('mama@'));
    expect(malformed.data).toMatchObject({
      violations: [{ propertyPath: 'email', message: 'This email is invalid.' }],
    });
    expect(calls).toHaveLength(0);
  });

  it('posts the trimmed email and the product code', async () => {
    const { calls, fetchStub } = fakeApi(null);
    const result = await submitStockNotification(shopRequest(fetchStub), form(' mama@pastas.lt '));
    expect(result.data).toEqual({ intent: 'stock-notification', status: 'success' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { email: 'mama@pastas.lt', product: 'PRAM-AERO' },
    });
  });

  it("passes the API's violations back to the form", async () => {
    const violations = [{ propertyPath: 'product', message: 'This product does not exist.' }];
    const { fetchStub } = fakeApi(null, () =>
      Response.json({ code: 422, message: 'Invalid', violations }, { status: 422 }),
    );
    const result = await submitStockNotification(shopRequest(fetchStub), form('mama@pastas.lt'));
    expect(result.init?.status).toBe(422);
    expect(result.data).toMatchObject({ status: 'invalid', violations });
  });

  it('reports a failure of the API as an error, not a crash', async () => {
    const { fetchStub } = fakeApi(null, () => Response.json({ code: 500, message: 'Boom' }, { status: 500 }));
    const result = await submitStockNotification(shopRequest(fetchStub), form('mama@pastas.lt'));
    expect(result.data).toEqual({ intent: 'stock-notification', status: 'error' });
  });
});
