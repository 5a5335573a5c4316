import { describe, expect, it } from 'vitest';
import { productListItem } from '~/components/product-card/product-fixtures.ts';
import { createApiClient } from '~/lib/api/client.ts';
import {
  loadRecommendations,
  pickRecommendations,
  pickSingleRecommendation,
  taxonMostFrequentInCart,
} from './recommendations.server.ts';

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
  function apiAnswering(codes: string[]) {
    const requested: URL[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test',
      channelCode: 'web',
      locale: 'lt',
      getAccessToken: () => null,
      refreshTokens: async () => false,
      onAuthFailure: () => {},
      fetch: async (input) => {
        requested.push(new URL(String(input)));
        const data = codes.map((code) => productListItem({ code }));
        return Response.json({ data, facets: {}, meta: { totalItems: data.length } });
      },
    });
    return { api, requested };
  }

  it('asks for the category cheapest first, page 1, 50 per page, and leaves out the excluded', async () => {
    const { api, requested } = apiAnswering(['CURRENT', 'IN-CART', 'X']);
    const products = await loadRecommendations(api, {
      cartLines: [line('IN-CART', 9)],
      fallbackTaxonId: 3,
      excludeCodes: ['CURRENT'],
    });
    expect(products.map((product) => product.code)).toEqual(['X']);
    const url = requested[0];
    expect(url?.pathname).toBe('/api/v2/shop/search/products');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      'productTaxons.id': '9',
      'order[price]': 'asc',
      page: '1',
      itemsPerPage: '50',
    });
  });

  it("uses the product's category when the cart names none, and asks nothing without any", async () => {
    const { api, requested } = apiAnswering(['X']);
    await loadRecommendations(api, { cartLines: [], fallbackTaxonId: 3, excludeCodes: [] });
    expect(requested[0]?.searchParams.get('productTaxons.id')).toBe('3');
    expect(
      await loadRecommendations(api, { cartLines: [], fallbackTaxonId: null, excludeCodes: [] }),
    ).toEqual([]);
    expect(requested).toHaveLength(1);
  });
});
