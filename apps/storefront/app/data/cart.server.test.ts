import type { CartItem } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { line, order } from '~/components/cart/cart-fixtures.ts';
import { COOKIE_CART_TOKEN } from '~/lib/storage-keys.ts';
import { loadCart, parseGiftCardSum, recoverCart, submitCartForm } from './cart.server.ts';
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

describe('gift forms of the cart', () => {
  it("switches the gift pack on when the added code is the channel's gift-wrapping code (spec section 4)", async () => {
    const { shop, calls } = stubShopRequest(() => Response.json(order('t')), `${COOKIE_CART_TOKEN}=t`);
    shop.channel = { ...shop.channel, giftWrappingCode: 'GIFT_WRAP' };
    const result = await submitCartForm(shop, formData({ productVariant: 'GIFT_WRAP', quantity: '1' }));
    expect(result).toMatchObject({ ok: true, intent: 'add' });
    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: '/orders/t/gift-wrapping',
        body: { giftWrappingMessage: '', isGift: true },
      },
    ]);
  });

  it('saves the greeting with the pack on, and sends no greeting when switching it off', async () => {
    const { shop, calls } = stubShopRequest(() => Response.json(order('t')), `${COOKIE_CART_TOKEN}=t`);
    await submitCartForm(
      shop,
      formData({ intent: 'gift-wrap', isGift: 'true', giftWrappingMessage: 'Su gimtadieniu!' }),
    );
    await submitCartForm(shop, formData({ intent: 'gift-wrap', isGift: 'false', giftWrappingMessage: 'x' }));
    expect(calls.map((call) => call.body)).toEqual([
      { giftWrappingMessage: 'Su gimtadieniu!', isGift: true },
      { giftWrappingMessage: null, isGift: false },
    ]);
  });

  it('sends a gift card sum typed in euros in hundredths, and refuses sums out of range without a call', async () => {
    const { shop, calls } = stubShopRequest(() => Response.json(order('t')), `${COOKIE_CART_TOKEN}=t`);
    const added = await submitCartForm(shop, formData({ intent: 'gift-card', giftCardSum: '25,50 €' }));
    expect(added.ok).toBe(true);
    expect(calls).toEqual([
      { method: 'PUT', path: '/orders/t/add-gift-card-for-sum', body: { giftCardSum: 2550 } },
    ]);
    for (const sum of ['4', '500.01', 'abc', '']) {
      const refused = await submitCartForm(shop, formData({ intent: 'gift-card', giftCardSum: sum }));
      expect(refused).toEqual({
        ok: false,
        intent: 'gift-card',
        message: 'The gift card sum should be from 5 to 500 EUR.',
        itemId: null,
      });
    }
    expect(calls).toHaveLength(1);
  });

  it('answers at once with the channel’s gift card amounts the page showed (set in the gift settings)', async () => {
    const { shop, calls } = stubShopRequest(() => Response.json(order('t')), `${COOKIE_CART_TOKEN}=t`);
    const shown = { giftCardMin: '1050', giftCardMax: '20000' };
    for (const sum of ['10', '200.01']) {
      const refused = await submitCartForm(
        shop,
        formData({ intent: 'gift-card', giftCardSum: sum, ...shown }),
      );
      expect(refused).toMatchObject({
        ok: false,
        message: 'The gift card sum should be from 10.5 to 200 EUR.',
      });
    }
    expect(calls).toHaveLength(0);
    // Within what the page showed: sent, and the API checks it against the channel's stored amounts.
    const added = await submitCartForm(shop, formData({ intent: 'gift-card', giftCardSum: '150', ...shown }));
    expect(added.ok).toBe(true);
    expect(calls.map((call) => call.body)).toEqual([{ giftCardSum: 15_000 }]);
  });

  it('chooses a gift and takes the gift card off', async () => {
    const { shop, calls } = stubShopRequest(() => Response.json(order('t')), `${COOKIE_CART_TOKEN}=t`);
    await submitCartForm(shop, formData({ intent: 'select-gift', productVariant: 'TOY-1' }));
    await submitCartForm(shop, formData({ intent: 'remove-gift-card' }));
    expect(calls).toEqual([
      { method: 'PATCH', path: '/orders/t/select-gift', body: { productVariant: 'TOY-1' } },
      { method: 'PUT', path: '/orders/t', body: { giftCardCode: null } },
    ]);
  });

  it('reads euro sums with a comma or a point and at most two decimals', () => {
    expect(parseGiftCardSum('25')).toBe(2500);
    expect(parseGiftCardSum(' 25.5 ')).toBe(2550);
    expect(parseGiftCardSum('25,05')).toBe(2505);
    expect(parseGiftCardSum('25,055')).toBeNull();
    expect(parseGiftCardSum('-5')).toBeNull();
  });
});

describe('restoring a bundle', () => {
  it('sends its product code, variant codes and quantity to the bundle call (spec section 4)', async () => {
    const { shop, calls } = stubShopRequest(() => Response.json(order('t')), `${COOKIE_CART_TOKEN}=t`);
    const form = formData({ intent: 'restore', itemId: '4', productCode: 'SET', quantity: '2' });
    form.append('variantCodes', 'PRAM-GREY');
    form.append('variantCodes', 'BOTTLE-1');
    expect((await submitCartForm(shop, form)).ok).toBe(true);
    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: '/orders/t/product-bundle',
        body: { productCode: 'SET', variantCodes: ['PRAM-GREY', 'BOTTLE-1'], quantity: 2 },
      },
    ]);
  });
});

describe('recoverCart', () => {
  it('makes the cart of the link the browser cart and goes to the cart page', async () => {
    const { shop, calls } = stubShopRequest(() => Response.json(order('abandoned', [line(1, 'PRAM')])));
    const thrown = await recoverCart(shop, 'abandoned').catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/krepselis');
    expect(calls.map((call) => call.path)).toEqual(['/orders/abandoned']);
    expect(shop.tokens.read(COOKIE_CART_TOKEN)).toBe('abandoned');
  });

  it('says why nothing was recovered: the order was placed, or the cart is unknown', async () => {
    const placed = stubShopRequest(() => Response.json(order('done', [line(1, 'PRAM')], 'new')));
    expect(await recoverCart(placed.shop, 'done')).toBe('completed');
    expect(placed.shop.tokens.read(COOKIE_CART_TOKEN)).toBeUndefined();
    const unknown = stubShopRequest(notFound);
    expect(await recoverCart(unknown.shop, 'nope')).toBe('missing');
  });
});
