import type { CartItem } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { line, order } from '~/components/cart/cart-fixtures.ts';
import { COOKIE_CART_TOKEN } from '~/lib/storage-keys.ts';
import { loadCart, submitCartForm } from './cart.server.ts';
import { formData, stubShopRequest } from './testing-shop-request.ts';

/** The shop API's cart calls over a stubbed fetch: `answer` decides each response. */

const notFound = () => Response.json({ code: 404, message: 'Cart not found.' }, { status: 404 });

describe('submitCartForm', () => {
  it('creates a cart for a shopper without one, remembers its token and adds the variant', async () => {
    const { shop, calls } = stubShopRequest((call) =>
      call.path === '/orders'
        ? Response.json(order('new-token'), { status: 201 })
        : Response.json(order('new-token', [line(7, 'PRAM', 2)]), { status: 201 }),
    );
    const result = await submitCartForm(shop, formData({ productVariant: 'PRAM', quantity: '2' }));
    expect(result).toMatchObject({ ok: true, intent: 'add' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /orders',
      'POST /orders/new-token/items',
    ]);
    expect(calls[1]?.body).toEqual({ productVariant: 'PRAM', quantity: 2 });
    expect(shop.tokens.setCookieHeaders()).toEqual([expect.stringMatching(/^cartToken=new-token; Path=\/;/)]);
  });

  it('adds a bundle by its product code through the bundle call', async () => {
    const { shop, calls } = stubShopRequest(
      () => Response.json(order('t', [line(1, 'SET')])),
      `${COOKIE_CART_TOKEN}=t`,
    );
    const result = await submitCartForm(
      shop,
      formData({ productVariant: 'SET-1', productCode: 'SET', quantity: '1' }),
    );
    expect(result.ok).toBe(true);
    expect(calls).toEqual([
      { method: 'PATCH', path: '/orders/t/product-bundle', body: { productCode: 'SET', quantity: 1 } },
    ]);
  });

  it('starts a new cart when the stored one is gone', async () => {
    const { shop, calls } = stubShopRequest((call) => {
      if (call.path === '/orders/old/items') return notFound();
      if (call.path === '/orders') return Response.json(order('fresh'), { status: 201 });
      return Response.json(order('fresh', [line(1, 'PRAM')]), { status: 201 });
    }, `${COOKIE_CART_TOKEN}=old`);
    const result = await submitCartForm(shop, formData({ productVariant: 'PRAM' }));
    expect(result.ok).toBe(true);
    expect(calls.map((call) => call.path)).toEqual(['/orders/old/items', '/orders', '/orders/fresh/items']);
    expect(shop.tokens.read(COOKIE_CART_TOKEN)).toBe('fresh');
  });

  it("gives back the server's detail of a refusal (spec section 8)", async () => {
    const detail = 'The product variant with "PRAM" code does not have sufficient stock.';
    const { shop } = stubShopRequest(() =>
      Response.json(
        { code: 422, message: 'x', violations: [{ propertyPath: '', message: detail }] },
        { status: 422 },
      ),
    );
    const result = await submitCartForm(shop, formData({ intent: 'quantity', itemId: '3', quantity: '9' }));
    expect(result).toEqual({ ok: false, intent: 'quantity', message: null, itemId: 3 });
    const { shop: withToken } = stubShopRequest(
      () =>
        Response.json(
          { code: 422, message: 'x', violations: [{ propertyPath: '', message: detail }] },
          { status: 422 },
        ),
      `${COOKIE_CART_TOKEN}=t`,
    );
    expect(
      await submitCartForm(withToken, formData({ intent: 'quantity', itemId: '3', quantity: '9' })),
    ).toEqual({
      ok: false,
      intent: 'quantity',
      message: detail,
      itemId: 3,
    });
  });

  it('returns the deleted line so the page can offer to restore it', async () => {
    const kept: CartItem = line(1, 'BOTTLE');
    const removed = line(2, 'PRAM');
    const { shop, calls } = stubShopRequest(
      (call) =>
        call.method === 'GET'
          ? Response.json(order('t', [kept, removed]))
          : Response.json(order('t', [kept])),
      `${COOKIE_CART_TOKEN}=t`,
    );
    const result = await submitCartForm(shop, formData({ intent: 'delete', itemId: '2' }));
    expect(result).toMatchObject({ ok: true, intent: 'delete', deletedItem: { id: 2 } });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /orders/t',
      'DELETE /orders/t/items/2',
    ]);
  });

  it('restores and changes quantities by item id', async () => {
    const { shop, calls } = stubShopRequest(
      () => Response.json(order('t', [line(2, 'PRAM', 3)])),
      `${COOKIE_CART_TOKEN}=t`,
    );
    await submitCartForm(shop, formData({ intent: 'restore', itemId: '2' }));
    await submitCartForm(shop, formData({ intent: 'quantity', itemId: '2', quantity: '3' }));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PATCH /orders/t/items/2/restore',
      'PATCH /orders/t/items/2',
    ]);
    expect(calls[1]?.body).toEqual({ quantity: 3 });
  });

  it('applies and removes coupons; an empty code is answered without asking the API', async () => {
    const { shop, calls } = stubShopRequest(() => Response.json(order('t')), `${COOKIE_CART_TOKEN}=t`);
    expect(await submitCartForm(shop, formData({ intent: 'coupon', couponCode: '  ' }))).toMatchObject({
      ok: false,
      message: 'You forgot to add promocode',
    });
    expect(calls).toEqual([]);
    await submitCartForm(shop, formData({ intent: 'coupon', couponCode: ' gandras10 ' }));
    await submitCartForm(shop, formData({ intent: 'coupon', remove: '1' }));
    expect(calls).toEqual([
      { method: 'PUT', path: '/orders/t', body: { couponCode: 'gandras10' } },
      { method: 'PUT', path: '/orders/t', body: { couponCode: null } },
    ]);
  });

  it('refuses unknown intents and malformed numbers without calling the API', async () => {
    const { shop, calls } = stubShopRequest(() => Response.json(order('t')), `${COOKIE_CART_TOKEN}=t`);
    await expect(submitCartForm(shop, formData({ intent: 'explode' }))).rejects.toMatchObject({
      status: 400,
    });
    expect(
      await submitCartForm(shop, formData({ intent: 'quantity', itemId: '2', quantity: '1.5' })),
    ).toMatchObject({
      ok: false,
    });
    expect(await submitCartForm(shop, formData({ productVariant: 'PRAM', quantity: '0' }))).toMatchObject({
      ok: false,
    });
    expect(calls).toEqual([]);
  });
});

describe('loadCart', () => {
  it('reads the cart of the stored token', async () => {
    const { shop } = stubShopRequest(
      () => Response.json(order('t', [line(1, 'PRAM')])),
      `${COOKIE_CART_TOKEN}=t`,
    );
    expect((await loadCart(shop))?.itemsCount).toBe(1);
  });

  it('forgets a token whose cart is gone or already an order', async () => {
    const { shop } = stubShopRequest(notFound, `${COOKIE_CART_TOKEN}=t`);
    expect(await loadCart(shop)).toBeNull();
    expect(shop.tokens.setCookieHeaders()).toEqual([
      expect.stringMatching(/^cartToken=; Path=\/;.*Max-Age=0/),
    ]);
    const { shop: ordered } = stubShopRequest(
      () => Response.json(order('t', [], 'new')),
      `${COOKIE_CART_TOKEN}=t`,
    );
    expect(await loadCart(ordered)).toBeNull();
  });

  it('has nothing to read without a token', async () => {
    const { shop, calls } = stubShopRequest(() => Response.json(order('t')));
    expect(await loadCart(shop)).toBeNull();
    expect(calls).toEqual([]);
  });
});
