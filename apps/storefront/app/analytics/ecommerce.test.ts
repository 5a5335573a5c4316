import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { line, order } from '~/components/cart/cart-fixtures.ts';
import { productListItem, variant } from '~/components/product-card/product-fixtures.ts';
import { pushEcommerceEvent } from './ecommerce.ts';
import { track } from './track.ts';

function fakeSessionStorage(): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  } as Storage;
}

let dataLayer: unknown[];
beforeEach(() => {
  dataLayer = [];
  vi.stubGlobal('window', { dataLayer });
  vi.stubGlobal('sessionStorage', fakeSessionStorage());
});
afterEach(() => vi.unstubAllGlobals());

const taxon = { id: 25, code: 'sportiniai', slug: 'sportiniai-vezimeliai', name: 'Sportiniai vežimėliai' };

describe('GA4 ecommerce events', () => {
  it('view_item: the chosen variant with its category, price and discount in major units', () => {
    pushEcommerceEvent('view_item', {
      currency: 'EUR',
      product: { code: 'STROLLER', name: 'Vežimėlis', mainTaxon: taxon },
      variant: variant({
        code: 'STROLLER-RED',
        name: 'Raudonas',
        prices: { price: 19999, originalPrices: [24999], discountPercentages: [20] },
      }),
    });
    expect(dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'view_item',
        ecommerce: {
          currency: 'EUR',
          value: 199.99,
          items: [
            {
              item_id: 'STROLLER-RED',
              item_name: 'Vežimėlis',
              item_variant: 'Raudonas',
              item_category: 'Sportiniai vežimėliai',
              price: 199.99,
              quantity: 1,
              discount: 50,
            },
          ],
        },
      },
    ]);
  });

  it('view_item_list: every card with its list, position and price', () => {
    const products = [
      productListItem({ id: 1, name: 'A', mainTaxon: taxon }),
      productListItem({
        id: 2,
        name: 'B',
        defaultVariant: variant({
          code: 'P2-V',
          prices: { price: 500, originalPrices: [], discountPercentages: [] },
        }),
      }),
    ];
    pushEcommerceEvent('view_item_list', {
      currency: 'EUR',
      list: { id: 'category_25', name: 'Sportiniai' },
      products,
    });
    expect(dataLayer[0]).toEqual({ ecommerce: null });
    expect(dataLayer[1]).toEqual({
      event: 'view_item_list',
      ecommerce: {
        currency: 'EUR',
        item_list_id: 'category_25',
        item_list_name: 'Sportiniai',
        items: [
          {
            item_id: 'P1-V',
            item_name: 'A',
            item_category: 'Sportiniai vežimėliai',
            price: 29.99,
            quantity: 1,
            index: 0,
            item_list_id: 'category_25',
            item_list_name: 'Sportiniai',
          },
          {
            item_id: 'P2-V',
            item_name: 'B',
            price: 5,
            quantity: 1,
            index: 1,
            item_list_id: 'category_25',
            item_list_name: 'Sportiniai',
          },
        ],
      },
    });
  });

  it('add_to_cart: the value is price times quantity', () => {
    pushEcommerceEvent('add_to_cart', {
      currency: 'EUR',
      itemId: 'V1',
      itemName: 'Kėdutė',
      price: 1999,
      quantity: 2,
    });
    expect(dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 39.98,
          items: [{ item_id: 'V1', item_name: 'Kėdutė', price: 19.99, quantity: 2 }],
        },
      },
    ]);
  });

  it('begin_checkout: the cart lines and total, with the coupon', () => {
    const cart = { ...order('tok', [line(1, 'V1', 2), line(2, 'V2')]), couponCode: 'SALE10' };
    pushEcommerceEvent('begin_checkout', { order: cart });
    expect(dataLayer[1]).toEqual({
      event: 'begin_checkout',
      ecommerce: {
        currency: 'EUR',
        value: 30,
        coupon: 'SALE10',
        items: [
          { item_id: 'V1', item_name: 'Product V1', item_variant: 'V1', price: 10, quantity: 2 },
          { item_id: 'V2', item_name: 'Product V2', item_variant: 'V2', price: 10, quantity: 1 },
        ],
      },
    });
  });

  it('purchase: the order number as transaction id with tax and shipping, pushed once per order', () => {
    const placed = {
      ...order('tok', [line(1, 'V1')], 'new'),
      number: '000123',
      shippingTotal: 299,
      taxTotal: 174,
      total: 1299,
    };
    pushEcommerceEvent('purchase', { order: placed });
    // The thank-you page reloaded, or rendered again: no second purchase.
    pushEcommerceEvent('purchase', { order: placed });
    expect(dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: '000123',
          currency: 'EUR',
          value: 12.99,
          tax: 1.74,
          shipping: 2.99,
          items: [{ item_id: 'V1', item_name: 'Product V1', item_variant: 'V1', price: 10, quantity: 1 }],
        },
      },
    ]);
    pushEcommerceEvent('purchase', { order: { ...placed, number: '000124' } });
    expect(dataLayer.filter((entry) => (entry as { event?: string }).event === 'purchase')).toHaveLength(2);
  });

  it('pushes nothing without the tag manager (no data layer)', () => {
    vi.stubGlobal('window', {});
    pushEcommerceEvent('add_to_cart', {
      currency: 'EUR',
      itemId: 'V1',
      itemName: 'X',
      price: 100,
      quantity: 1,
    });
    expect(dataLayer).toEqual([]);
  });

  it('track() loads the event code only when there is a data layer', async () => {
    track('add_to_cart', { currency: 'EUR', itemId: 'V1', itemName: 'X', price: 100, quantity: 1 });
    await vi.dynamicImportSettled();
    expect(dataLayer).toHaveLength(2);
    vi.stubGlobal('window', {});
    track('add_to_cart', { currency: 'EUR', itemId: 'V1', itemName: 'X', price: 100, quantity: 1 });
    await vi.dynamicImportSettled();
    expect(dataLayer).toHaveLength(2);
  });
});
