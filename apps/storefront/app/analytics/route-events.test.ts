import { describe, expect, it } from 'vitest';
import { line, order } from '~/components/cart/cart-fixtures.ts';
import { productCardItem } from '~/components/product-card/card-item.ts';
import { packCards } from '~/components/product-card/packed-cards.ts';
import { productListItem, variant } from '~/components/product-card/product-fixtures.ts';
import { productDetail } from '~/components/product/product-fixtures.ts';
import { routeEcommerceEvent } from './route-events.ts';

const url = (path: string) => new URL(path, 'http://shop.test');

describe('the ecommerce event of a shown page', () => {
  it('product page: view_item of the variant in the URL, else the default one', () => {
    const red = variant({ code: 'RED' });
    const blue = variant({ code: 'BLUE' });
    const product = productDetail({ variants: [red, blue], defaultVariant: red });
    const data = { product, recommendations: Promise.resolve([]) };
    expect(routeEcommerceEvent('PRODUCT_INNER___lt', data, url('/p/x?variant=BLUE'), 'EUR')).toEqual([
      'view_item',
      { currency: 'EUR', product, variant: blue },
    ]);
    expect(routeEcommerceEvent('PRODUCT_INNER___en', data, url('/en/p/x'), 'EUR')?.[1]).toMatchObject({
      variant: red,
    });
  });

  it('listings: view_item_list named after the category, the brand, the sale or the search', () => {
    const products = packCards([productCardItem(productListItem())]);
    const listing = { products };
    const taxon = { id: 25, name: 'Sportiniai vežimėliai' };
    const value = { slug: 'joie', name: 'Joie', attribute: { code: 'brand' } };
    const list = (routeId: string, data: object) =>
      (routeEcommerceEvent(routeId, { listing, ...data }, url('/'), 'EUR')?.[1] as { list: unknown }).list;
    expect(list('TAXON_LIST___lt', { taxon })).toEqual({
      id: 'taxon_list_25',
      name: 'Sportiniai vežimėliai',
    });
    expect(list('SALES___lt', {})).toEqual({ id: 'sales', name: 'sales' });
    expect(list('SALES_TAXON___lt', { taxon })).toEqual({
      id: 'sales_taxon_25',
      name: 'Sportiniai vežimėliai',
    });
    expect(list('SEARCH___lt', { query: 'vežimėlis' })).toEqual({ id: 'search', name: 'vežimėlis' });
    expect(list('ATTRIBUTE_VALUE___lt', { value })).toEqual({
      id: 'attribute_value_brand_joie',
      name: 'Joie',
    });
    expect(list('ATTRIBUTE_VALUE_TAXON___lt', { value, taxon })).toEqual({
      id: 'attribute_value_taxon_brand_joie_25',
      name: 'Joie: Sportiniai vežimėliai',
    });
    expect(routeEcommerceEvent('TAXON_LIST___lt', { listing, taxon }, url('/'), 'EUR')?.[0]).toBe(
      'view_item_list',
    );
  });

  it('checkout: begin_checkout; thank-you page: purchase; other pages: nothing', () => {
    const cart = order('tok', [line(1, 'V1')]);
    expect(routeEcommerceEvent('CHECKOUT___lt', { order: cart }, url('/'), 'EUR')).toEqual([
      'begin_checkout',
      { order: cart },
    ]);
    expect(routeEcommerceEvent('CHECKOUT_THANK_YOU___lt', { order: cart }, url('/'), 'EUR')).toEqual([
      'purchase',
      { order: cart },
    ]);
    expect(routeEcommerceEvent('CART___lt', { order: cart }, url('/'), 'EUR')).toBeNull();
    expect(routeEcommerceEvent('index___lt', undefined, url('/'), 'EUR')).toBeNull();
  });
});
