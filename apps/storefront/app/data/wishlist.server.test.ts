import { describe, expect, it } from 'vitest';
import { COOKIE_AUTH_TOKEN } from '~/lib/storage-keys.ts';
import { stubShopRequest } from './testing-shop-request.ts';
import { changeWishlist } from './wishlist.server.ts';

const signedIn = `${COOKIE_AUTH_TOKEN}=access`;
const wishlist = (...codes: string[]) => ({
  token: 'w1',
  wishlistProducts: codes.map((productCode) => ({ productCode, productVariantCode: null })),
});

describe('changeWishlist', () => {
  it('asks nothing for a guest: the list is in the browser', async () => {
    const { shop, calls } = stubShopRequest(() => Response.json({}));
    expect(await changeWishlist(shop, 'add', ['TOY'])).toEqual({ ok: false, status: 401, message: null });
    expect(calls).toEqual([]);
  });

  it('merges the local list oldest first and answers the codes on the server', async () => {
    const { shop, calls } = stubShopRequest(() => Response.json(wishlist('NEW', 'OLD', 'SERVER')), signedIn);
    expect(await changeWishlist(shop, 'merge', ['NEW', 'OLD'])).toEqual({
      ok: true,
      codes: ['NEW', 'OLD', 'SERVER'],
    });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/wishlists',
        body: { products: [{ productCode: 'OLD' }, { productCode: 'NEW' }] },
      },
    ]);
  });

  it('merges the rest when the API refuses products that are gone', async () => {
    const { shop, calls } = stubShopRequest((call) => {
      const products = (call.body as { products: { productCode: string }[] }).products;
      if (products.some((product) => product.productCode === 'GONE')) {
        return Response.json(
          {
            code: 422,
            message: 'The request could not be processed.',
            violations: [
              { propertyPath: 'products[1].productCode', message: 'Product "GONE" does not exist.' },
            ],
          },
          { status: 422 },
        );
      }
      return Response.json(wishlist(...products.map((product) => product.productCode)));
    }, signedIn);
    expect(await changeWishlist(shop, 'merge', ['NEW', 'GONE', 'OLD'])).toEqual({
      ok: true,
      codes: ['OLD', 'NEW'],
    });
    expect(calls.map((call) => call.body)).toEqual([
      { products: [{ productCode: 'OLD' }, { productCode: 'GONE' }, { productCode: 'NEW' }] },
      { products: [{ productCode: 'OLD' }, { productCode: 'NEW' }] },
    ]);
  });

  it('removes through the wishlist token and passes the server detail of a refusal on', async () => {
    const { shop, calls } = stubShopRequest(
      (call) =>
        call.method === 'GET'
          ? Response.json({ data: [wishlist('TOY', 'BOOK')], meta: { totalItems: 1 } })
          : Response.json(wishlist('BOOK')),
      signedIn,
    );
    expect(await changeWishlist(shop, 'remove', ['TOY'])).toEqual({ ok: true, codes: ['BOOK'] });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /wishlists',
      'DELETE /wishlists/w1/product/TOY',
    ]);

    const refused = stubShopRequest(
      () =>
        Response.json(
          { code: 422, violations: [{ propertyPath: 'products', message: 'A wishlist keeps at most 200.' }] },
          { status: 422 },
        ),
      signedIn,
    );
    expect(await changeWishlist(refused.shop, 'add', ['TOY'])).toEqual({
      ok: false,
      status: 422,
      message: 'A wishlist keeps at most 200.',
    });
  });
});
