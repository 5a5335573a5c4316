import type { SearchProductsResponse } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { demoChannel } from '~/components/testing/fixtures.ts';
import { productListItem } from '~/components/product-card/product-fixtures.ts';
import { createApiClient } from '~/lib/api/client.ts';
import { createRequestTokenStore } from '~/lib/api/request-token-store.server.ts';
import { CATEGORY_LISTING, SEARCH_LISTING } from '~/lib/filter-url.ts';
import { loadProductListing } from './product-listing.server.ts';
import type { ShopRequest } from './request-context.server.ts';

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
function shopAnswering(status: number, body: unknown) {
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
    locale: 'lt',
    defaultLocale: 'lt',
    channel: demoChannel(),
    menus: {},
    api,
    tokens: createRequestTokenStore(new Request('http://shop.test/')),
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
