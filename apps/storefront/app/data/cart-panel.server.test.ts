import { beforeEach, describe, expect, it } from 'vitest';
import { line, order } from '~/components/cart/cart-fixtures.ts';
import { productListItem } from '~/components/product-card/product-fixtures.ts';
import { COOKIE_CART_TOKEN } from '~/lib/storage-keys.ts';
import { loadCartPanel } from './cart-panel.server.ts';
import { emptyShopDataCaches } from './shop-data.server.ts';
import { stubShopRequest } from './testing-shop-request.ts';

const inTaxon = (id: number, code: string, taxonId: number) => {
  const item = line(id, code);
  return { ...item, variant: { ...item.variant, mainTaxonId: taxonId } };
};

describe('loadCartPanel', () => {
  // Guests' recommendation lists are kept per channel and locale: each case starts with none kept.
  beforeEach(() => emptyShopDataCaches());

  it('asks nothing for a shopper without a cart: no order, nothing to recommend', async () => {
    const { shop, calls } = stubShopRequest(() => Response.json({}));
    expect(await loadCartPanel(shop)).toEqual({ order: null, recommendations: [] });
    expect(calls).toEqual([]);
  });

  it('gives the cart and the products of its category that are not in it yet', async () => {
    const cart = order('t', [inTaxon(1, 'PRAM', 4), inTaxon(2, 'BOTTLE', 4)]);
    const { shop, calls } = stubShopRequest(
      (call) =>
        call.path === '/orders/t'
          ? Response.json(cart)
          : Response.json({
              data: ['PRAM', 'SEAT', 'BOTTLE', 'COT'].map((code) => productListItem({ code })),
              facets: {},
              meta: { totalItems: 4 },
            }),
      `${COOKIE_CART_TOKEN}=t`,
    );
    const data = await loadCartPanel(shop);
    expect(data.order?.tokenValue).toBe('t');
    expect(data.recommendations.map((product) => product.code)).toEqual(['SEAT', 'COT']);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /orders/t',
      'GET /search/products',
    ]);
  });

  it('forgets a cart that is gone and recommends nothing', async () => {
    const { shop, calls } = stubShopRequest(
      () => Response.json({ code: 404, message: 'Not found.' }, { status: 404 }),
      `${COOKIE_CART_TOKEN}=old`,
    );
    expect(await loadCartPanel(shop)).toEqual({ order: null, recommendations: [] });
    expect(calls).toHaveLength(1);
  });
});
