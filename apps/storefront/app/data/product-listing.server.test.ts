import type { SearchProductsResponse } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoChannel } from '~/components/testing/fixtures.ts';
import { productListItem } from '~/components/product-card/product-fixtures.ts';
import { createApiClient } from '~/lib/api/client.ts';
import { createRequestTokenStore } from '~/lib/api/request-token-store.server.ts';
import { COOKIE_AUTH_REFRESH_TOKEN } from '~/lib/storage-keys.ts';
import { CATEGORY_LISTING, SEARCH_LISTING } from '~/lib/filter-url.ts';
import { loadProductListing } from './product-listing.server.ts';
import type { ShopRequest } from './request-context.server.ts';
import { emptyShopDataCaches } from './shop-data.server.ts';

// Guests' listings are kept per channel and locale (shop-data.server.ts): each case starts with none kept,
// and the catalogue version the cache follows comes from a stubbed API.
beforeEach(() => {
  emptyShopDataCaches();
  vi.stubGlobal('fetch', async () => Response.json({ version: 1 }));
});
afterEach(() => vi.unstubAllGlobals());

function searchResponse(totalItems: number, itemsPerPage: number): SearchProductsResponse {
  return {
    data: totalItems > 0 ? [productListItem()] : [],
    facets: {
      select: [],
      range: [],
      price: { min: null, max: null, selectedMin: null, selectedMax: null },
      other: [],
    },
    meta: {
      totalItems,
      page: 1,
      itemsPerPage,
      lastPage: Math.max(1, Math.ceil(totalItems / itemsPerPage)),
      taxonsSuggestions: [],
    },
  };
}

/** The loader against an API that answers GET /search/products over fetch (the network is the fake). */
function shopAnswering(status: number, body: unknown, cookie?: string) {
  const calls: URL[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test',
    channelCode: 'web',
    locale: 'lt',
    getAccessToken: () => null,
    refreshTokens: async () => false,
    onAuthFailure: () => {},
    fetch: async (input) => {
      calls.push(new URL(String(input)));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  const shop = {
    config: { apiUrl: 'http://api.test', channelCode: 'web' },
    locale: 'lt',
    defaultLocale: 'lt',
    channel: demoChannel(),
    menus: {},
    api,
    tokens: createRequestTokenStore(new Request('http://shop.test/', cookie ? { headers: { cookie } } : {})),
  } as unknown as ShopRequest;
  return { shop, calls };
}

async function thrown(promise: Promise<unknown>): Promise<Response | { init: ResponseInit | null }> {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error('expected the loader to throw');
}

describe('loadProductListing', () => {
  it('asks once per listing for guests, always for a signed-in shopper, and keeps no refusal', async () => {
    const url = new URL('http://shop.test/c/kudikiams-1?facets[brand][]=chicco');
    const guest = shopAnswering(200, searchResponse(100, 48));
    const another = shopAnswering(200, searchResponse(7, 48), 'cartToken=c1');
    expect((await loadProductListing(guest.shop, url, CATEGORY_LISTING, { taxonId: 1 })).totalItems).toBe(
      100,
    );
    expect((await loadProductListing(another.shop, url, CATEGORY_LISTING, { taxonId: 1 })).totalItems).toBe(
      100,
    );
    expect(another.calls).toHaveLength(0);
    // Another category, or another filter, is a listing of its own.
    await loadProductListing(another.shop, url, CATEGORY_LISTING, { taxonId: 2 });
    expect(another.calls).toHaveLength(1);
    const signedIn = shopAnswering(200, searchResponse(3, 48), `${COOKIE_AUTH_REFRESH_TOKEN}=r1`);
    expect((await loadProductListing(signedIn.shop, url, CATEGORY_LISTING, { taxonId: 1 })).totalItems).toBe(
      3,
    );
    const refused = shopAnswering(400, { code: 400, message: 'Bad filter' });
    const bad = new URL('http://shop.test/c/kudikiams-1?facets[nope][]=x');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await thrown(loadProductListing(refused.shop, bad, CATEGORY_LISTING, { taxonId: 1 }));
    }
    expect(refused.calls).toHaveLength(2);
  });

  it('asks the API for the page filter plus the URL filters, prices in cents', async () => {
    const { shop, calls } = shopAnswering(200, searchResponse(100, 20));
    const url = new URL(
      'http://shop.test/c/kudikiams-1?facets[brand][]=chicco&price[max]=50&itemsPerPage=20&page=2',
    );
    const listing = await loadProductListing(shop, url, CATEGORY_LISTING, { taxonId: 1 });
    const query = calls[0]!.searchParams;
    expect(calls[0]!.pathname).toBe('/api/v2/shop/search/products');
    expect(query.get('productTaxons.id')).toBe('1');
    expect(query.getAll('facets[brand][]')).toEqual(['chicco']);
    expect(query.get('price[max]')).toBe('5000');
    expect(query.has('order[created_at]')).toBe(false);
    expect(query.get('page')).toBe('2');
    expect(query.get('itemsPerPage')).toBe('20');
    expect(listing.refined).toBe(true);
    expect(listing.canonicalPath).toBe('/c/kudikiams-1');
  });

  it('keeps page > 1 in the canonical URL of an unfiltered view, and the query of a search', async () => {
    const category = shopAnswering(200, searchResponse(200, 48));
    const page3 = await loadProductListing(
      category.shop,
      new URL('http://shop.test/c/x-1?page=3'),
      CATEGORY_LISTING,
    );
    expect(page3).toMatchObject({ refined: false, canonicalPath: '/c/x-1?page=3', lastPage: 5 });
    const search = shopAnswering(200, searchResponse(200, 48));
    const found = await loadProductListing(
      search.shop,
      new URL('http://shop.test/p/paieska?query=lego&page=2'),
      SEARCH_LISTING,
    );
    expect(found.canonicalPath).toBe('/p/paieska?query=lego&page=2');
  });

  it('redirects a non-canonical spelling permanently before calling the API', async () => {
    const { shop, calls } = shopAnswering(200, searchResponse(10, 48));
    const url = new URL('http://shop.test/c/x-1?page=1&facets[brand]=joie&price[min]=abc&utm_source=mail');
    const response = (await thrown(loadProductListing(shop, url, CATEGORY_LISTING))) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/c/x-1?facets[brand][]=joie&utm_source=mail');
    expect(calls).toHaveLength(0);
  });

  it('sends a page past the end to the last page, keeping the filters', async () => {
    const { shop } = shopAnswering(200, searchResponse(50, 20));
    const url = new URL('http://shop.test/c/x-1?discount=true&itemsPerPage=20&page=9');
    const response = (await thrown(loadProductListing(shop, url, CATEGORY_LISTING))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/c/x-1?discount=true&itemsPerPage=20&page=3');
  });

  it('sends page 2 of an empty list to page 1', async () => {
    const { shop } = shopAnswering(200, searchResponse(0, 48));
    const response = (await thrown(
      loadProductListing(shop, new URL('http://shop.test/c/x-1?page=2'), CATEGORY_LISTING),
    )) as Response;
    expect(response.headers.get('Location')).toBe('/c/x-1');
  });

  it('answers 404 when the API refuses the query', async () => {
    const { shop } = shopAnswering(400, { code: 400, message: 'Unknown facet' });
    const error = (await thrown(
      loadProductListing(shop, new URL('http://shop.test/c/x-1'), CATEGORY_LISTING),
    )) as {
      init: ResponseInit | null;
    };
    expect(error.init?.status).toBe(404);
  });
});

describe('canonical URLs', () => {
  it('does not redirect a canonical URL whichever way its brackets are encoded', async () => {
    for (const search of ['?facets[brand][]=chicco&page=2', '?facets%5Bbrand%5D%5B%5D=chicco&page=2']) {
      const { shop } = shopAnswering(200, searchResponse(100, 48));
      const listing = await loadProductListing(
        shop,
        new URL(`http://shop.test/c/x-1${search}`),
        CATEGORY_LISTING,
      );
      expect(listing.page).toBe(2);
    }
  });
});
