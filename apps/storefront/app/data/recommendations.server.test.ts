import { beforeEach, describe, expect, it } from 'vitest';
import { productListItem } from '~/components/product-card/product-fixtures.ts';
import { COOKIE_AUTH_REFRESH_TOKEN } from '~/lib/storage-keys.ts';
import {
  loadRecommendations,
  pickRecommendations,
  pickSingleRecommendation,
  taxonMostFrequentInCart,
} from './recommendations.server.ts';
import { emptyShopDataCaches } from './shop-data.server.ts';
import { stubShopRequest } from './testing-shop-request.ts';

const line = (productCode: string, mainTaxonId: number | null) => ({ variant: { productCode, mainTaxonId } });

describe('taxonMostFrequentInCart', () => {
  it('is the main category of most cart lines', () => {
    expect(taxonMostFrequentInCart([line('A', 5), line('B', 7), line('C', 7)])).toBe(7);
  });

  it('settles a tie by the category met first', () => {
    expect(taxonMostFrequentInCart([line('A', 5), line('B', 7), line('C', 7), line('D', 5)])).toBe(5);
  });

  it('is null for an empty cart or lines without a category', () => {
    expect(taxonMostFrequentInCart([])).toBeNull();
    expect(taxonMostFrequentInCart([line('A', null)])).toBeNull();
  });
});

describe('pickRecommendations', () => {
  const products = Array.from({ length: 14 }, (_, index) => productListItem({ code: `P${index}` }));

  it('drops excluded products and keeps at most 10, in the API order', () => {
    const picked = pickRecommendations(products, ['P0', 'P3']);
    expect(picked.map((product) => product.code)).toEqual([
      'P1',
      'P2',
      'P4',
      'P5',
      'P6',
      'P7',
      'P8',
      'P9',
      'P10',
      'P11',
    ]);
  });

  it('single variant takes the first or null', () => {
    expect(pickSingleRecommendation(products)?.code).toBe('P0');
    expect(pickSingleRecommendation([])).toBeNull();
  });
});

describe('loadRecommendations', () => {
  // A guest's lists are kept per channel and locale (shop-data.server.ts): each case starts with none kept.
  beforeEach(() => emptyShopDataCaches());

  function apiAnswering(codes: string[], cookie?: string) {
    return stubShopRequest(
      () => Response.json({ data: codes.map((code) => productListItem({ code })), facets: {}, meta: {} }),
      cookie,
    );
  }

  it('asks for the category cheapest first, page 1, 50 per page, and leaves out the excluded', async () => {
    const { shop, calls } = apiAnswering(['CURRENT', 'IN-CART', 'X']);
    const products = await loadRecommendations(shop, {
      cartLines: [line('IN-CART', 9)],
      fallbackTaxonId: 3,
      excludeCodes: ['CURRENT'],
    });
    expect(products.map((product) => product.code)).toEqual(['X']);
    expect(calls.map((call) => `${call.path}${call.query}`)).toEqual([
      '/search/products?productTaxons.id=9&order%5Bprice%5D=asc&page=1&itemsPerPage=50',
    ]);
  });

  it("uses the product's category when the cart names none, and asks nothing without any", async () => {
    const { shop, calls } = apiAnswering(['X']);
    await loadRecommendations(shop, { cartLines: [], fallbackTaxonId: 3, excludeCodes: [] });
    expect(calls[0]?.query).toContain('productTaxons.id=3');
    expect(
      await loadRecommendations(shop, { cartLines: [], fallbackTaxonId: null, excludeCodes: [] }),
    ).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it("asks once per category for guests, each guest's own exclusions applied to the kept list", async () => {
    const first = apiAnswering(['A', 'B', 'C']);
    const second = apiAnswering(['SHOULD-NOT-BE-ASKED']);
    expect(
      (await loadRecommendations(first.shop, { cartLines: [], fallbackTaxonId: 4, excludeCodes: ['A'] })).map(
        (product) => product.code,
      ),
    ).toEqual(['B', 'C']);
    expect(
      (
        await loadRecommendations(second.shop, {
          cartLines: [line('C', 4)],
          fallbackTaxonId: null,
          excludeCodes: ['B'],
        })
      ).map((product) => product.code),
    ).toEqual(['A']);
    expect(second.calls).toEqual([]);
    // Another category is a list of its own.
    await loadRecommendations(second.shop, { cartLines: [], fallbackTaxonId: 5, excludeCodes: [] });
    expect(second.calls.map((call) => call.query)).toEqual([expect.stringContaining('productTaxons.id=5')]);
  });

  it("always asks for a signed-in shopper (their prices may be their group's)", async () => {
    await loadRecommendations(apiAnswering(['A']).shop, {
      cartLines: [],
      fallbackTaxonId: 4,
      excludeCodes: [],
    });
    const signedIn = apiAnswering(['GROUP-PRICED'], `${COOKIE_AUTH_REFRESH_TOKEN}=r1`);
    const products = await loadRecommendations(signedIn.shop, {
      cartLines: [],
      fallbackTaxonId: 4,
      excludeCodes: [],
    });
    expect(products.map((product) => product.code)).toEqual(['GROUP-PRICED']);
    expect(signedIn.calls.filter((call) => call.path === '/search/products')).toHaveLength(1);
  });
});
