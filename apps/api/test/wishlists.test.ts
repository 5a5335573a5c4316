import type { List, Wishlist } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, shopCaller, signInAs, type ShopCall } from './helpers/customer-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/** Issue 7: the signed-in customer's wishlist; guests keep theirs in the browser and merge it at sign-in. */
describe('wishlists', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let call: ShopCall;
  let ona: string;
  let jonas: string;

  beforeAll(async () => {
    database = await createTestDatabase({ JWT_SECRET: 'test-secret-of-the-wishlist-tests-0123456789' });
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    const other = (await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    for (const [code, channelIds, enabled] of [
      ['TOY', [web], true],
      ['BOOK', [web], true],
      ['SOCKS', [web], true],
      ['OLD', [web], false],
      ['B2B-ONLY', [other], true],
    ] as const) {
      const product = await data.catalogueProduct({
        code,
        enabled,
        channelIds: [...channelIds],
        translations: { lt: { name: code, slug: code.toLowerCase() } },
      });
      await data.variant({
        productId: product.id,
        code: `${code}-1`,
        onHand: 10,
        prices: [{ channelId: channelIds[0], price: 1000 }],
      });
    }
    app = await createTestApp(database);
    call = shopCaller(app);
    await createAccount(database.db, 'ona@example.lt');
    await createAccount(database.db, 'jonas@example.lt', 'Jonas');
    ona = await signInAs(call, 'ona@example.lt');
    jonas = await signInAs(call, 'jonas@example.lt');
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const list = async (token: string) => {
    const response = await call('GET', '/wishlists', { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as List<Wishlist>;
  };
  const codes = (wishlist: Wishlist) => wishlist.wishlistProducts.map((product) => product.productCode);

  it('lists no wishlist before anything is added', async () => {
    expect(await list(jonas)).toEqual({
      data: [],
      meta: { totalItems: 0, page: 1, itemsPerPage: 0, lastPage: 1 },
    });
  });

  it('adds, lists and removes products, newest first', async () => {
    const added = await call('POST', '/wishlists', {
      token: ona,
      payload: { products: [{ productCode: 'TOY' }] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const wishlist = added.json() as Wishlist;
    expect(wishlist.token).toMatch(/^[\w-]{32}$/);
    expect(wishlist.wishlistProducts).toEqual([{ productCode: 'TOY', productVariantCode: null }]);

    const second = await call('POST', '/wishlists', {
      token: ona,
      payload: { products: [{ productCode: 'BOOK', productVariantCode: 'BOOK-1' }] },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect((second.json() as Wishlist).token).toBe(wishlist.token);

    const listed = await list(ona);
    expect(listed.meta.totalItems).toBe(1);
    expect(listed.data[0]?.wishlistProducts).toEqual([
      { productCode: 'BOOK', productVariantCode: 'BOOK-1' },
      { productCode: 'TOY', productVariantCode: null },
    ]);

    const removed = await call('DELETE', `/wishlists/${wishlist.token}/product/TOY`, { token: ona });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(codes(removed.json() as Wishlist)).toEqual(['BOOK']);
    expect(codes((await list(ona)).data[0]!)).toEqual(['BOOK']);
  });

  it('keeps a product once however often it is added', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await call('POST', '/wishlists', {
        token: ona,
        payload: { products: [{ productCode: 'BOOK' }, { productCode: 'BOOK' }] },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const [wishlist] = (await list(ona)).data;
    expect(wishlist?.wishlistProducts).toEqual([{ productCode: 'BOOK', productVariantCode: 'BOOK-1' }]);
  });

  it('merges a guest list of several products at sign-in, keeping what was there', async () => {
    const merged = await call('POST', '/wishlists', {
      token: ona,
      payload: { products: [{ productCode: 'TOY' }, { productCode: 'SOCKS' }, { productCode: 'BOOK' }] },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(codes(merged.json() as Wishlist).sort()).toEqual(['BOOK', 'SOCKS', 'TOY']);
    expect((await list(ona)).data).toHaveLength(1);
  });

  it('refuses unknown, disabled and other-channel products and variants, naming the index, adding nothing', async () => {
    const response = await call('POST', '/wishlists', {
      token: jonas,
      payload: {
        products: [
          { productCode: 'TOY' },
          { productCode: 'NOPE' },
          { productCode: 'OLD' },
          { productCode: 'B2B-ONLY' },
          { productCode: 'TOY', productVariantCode: 'BOOK-1' },
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      {
        propertyPath: 'products[1].productCode',
        message: 'Product "NOPE" does not exist.',
        code: 'not_found',
      },
      {
        propertyPath: 'products[2].productCode',
        message: 'Product "OLD" does not exist.',
        code: 'not_found',
      },
      {
        propertyPath: 'products[3].productCode',
        message: 'Product "B2B-ONLY" does not exist.',
        code: 'not_found',
      },
      {
        propertyPath: 'products[4].productVariantCode',
        message: 'Product variant "BOOK-1" does not exist.',
        code: 'not_found',
      },
    ]);
    expect((await list(jonas)).data).toEqual([]);
    const empty = await call('POST', '/wishlists', { token: jonas, payload: { products: [] } });
    expect(empty.statusCode).toBe(422);
  });

  it("answers 404 for another customer's wishlist and leaves it alone", async () => {
    const [onasList] = (await list(ona)).data;
    const before = codes(onasList!);
    const response = await call('DELETE', `/wishlists/${onasList!.token}/product/TOY`, { token: jonas });
    expect(response.statusCode).toBe(404);
    expect(codes((await list(ona)).data[0]!)).toEqual(before);
    const missing = await call('DELETE', '/wishlists/no-such-token/product/TOY', { token: ona });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 401 to anonymous calls', async () => {
    const [onasList] = (await list(ona)).data;
    for (const [method, url, payload] of [
      ['GET', '/wishlists', undefined],
      ['POST', '/wishlists', { products: [{ productCode: 'TOY' }] }],
      ['DELETE', `/wishlists/${onasList!.token}/product/TOY`, undefined],
    ] as const) {
      const response = await call(method, url, { payload });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 401 });
    }
  });
});
