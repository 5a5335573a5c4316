import type { AddressBookEntry, Order, Wishlist } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../src/db/schema/index.ts';
import { seedCheckout } from '../src/demo/seed/checkout.ts';
import { createAccount, orderAs, shopCaller, signInAs, type ShopCall } from './helpers/customer-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/**
 * Issue 5: every customer endpoint called with another customer's token answers 404, as if the thing did
 * not exist; the owner's own call is the control (it is not 404).
 */
describe("ownership: another customer's things are 404", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let call: ShopCall;
  let owner: { id: number; token: string };
  let other: { id: number; token: string };
  let address: AddressBookEntry;
  let placed: Order;
  let cart: Order;
  let wishlist: Wishlist;

  beforeAll(async () => {
    database = await createTestDatabase({ JWT_SECRET: 'test-secret-of-the-ownership-tests-01234567' });
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    await seedCheckout(database.db, [web]);
    const toy = await data.catalogueProduct({
      code: 'TOY',
      channelIds: [web],
      translations: { lt: { name: 'Žaislas', slug: 'zaislas' } },
    });
    await data.variant({
      productId: toy.id,
      code: 'TOY-1',
      onHand: 100,
      prices: [{ channelId: web, price: 1500 }],
    });
    app = await createTestApp(database);
    call = shopCaller(app);
    const ownerId = await createAccount(database.db, 'savininke@example.lt');
    const otherId = await createAccount(database.db, 'kitas@example.lt', 'Kitas');
    owner = { id: ownerId, token: await signInAs(call, 'savininke@example.lt') };
    other = { id: otherId, token: await signInAs(call, 'kitas@example.lt') };

    address = (
      await call('POST', '/addresses', {
        token: owner.token,
        payload: {
          firstName: 'Savininkė',
          lastName: 'Testaitė',
          phoneNumber: '+37061234567',
          countryCode: 'LT',
          city: 'Vilnius',
          street: 'Pilies g.',
          houseNumber: '1',
          postCode: '01123',
        },
      })
    ).json() as AddressBookEntry;
    placed = await orderAs(call, owner.token, { variantCode: 'TOY-1' });
    await database.db.update(orders).set({ paymentState: 'paid' }).where(eq(orders.id, placed.id));
    await database.db.update(payments).set({ state: 'paid' }).where(eq(payments.orderId, placed.id));
    cart = await orderAs(call, owner.token, { variantCode: 'TOY-1', place: false });
    wishlist = (
      await call('POST', '/wishlists', {
        token: owner.token,
        payload: { products: [{ productCode: 'TOY' }] },
      })
    ).json() as Wishlist;
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const matrix = (): [string, Parameters<ShopCall>[0], string, unknown?][] => [
    ['profile (PUT)', 'PUT', `/customers/${owner.id}`, { firstName: 'Kitas' }],
    ['profile (PATCH)', 'PATCH', `/customers/${owner.id}`, { firstName: 'Kitas' }],
    [
      'password',
      'PUT',
      `/customers/${owner.id}/password`,
      { currentPassword: 'Gandras2026', newPassword: 'Perimta2026', confirmNewPassword: 'Perimta2026' },
    ],
    ['address (GET)', 'GET', `/addresses/${address.id}`],
    [
      'address (PUT)',
      'PUT',
      `/addresses/${address.id}`,
      {
        firstName: 'Kitas',
        lastName: 'Kitaitis',
        phoneNumber: '+37061234567',
        countryCode: 'LT',
        city: 'Kaunas',
        street: 'Kita g.',
        houseNumber: '2',
        postCode: '44001',
      },
    ],
    ['placed order in the account', 'GET', `/customers/me/orders/${placed.tokenValue}`],
    ['placed order by token', 'GET', `/orders/${placed.tokenValue}`],
    ['invoice', 'GET', `/orders/${placed.tokenValue}/invoice?locale=lt`],
    ['pre-invoice', 'GET', `/orders/${placed.tokenValue}/pre-invoice?locale=lt`],
    ['cart', 'GET', `/orders/${cart.tokenValue}`],
    ['cart: add an item', 'POST', `/orders/${cart.tokenValue}/items`, { productVariant: 'TOY-1' }],
    ['wishlist: remove a product', 'DELETE', `/wishlists/${wishlist.token}/product/TOY`],
    // Deleting goes last: the owner's control call removes the address.
    ['address (DELETE)', 'DELETE', `/addresses/${address.id}`],
  ];

  it('answers 404 to the other customer on every endpoint, and not 404 to the owner', async () => {
    const results: Record<string, [number, number]> = {};
    for (const [name, method, url, payload] of matrix()) {
      const foreign = await call(method, url, { token: other.token, payload });
      const own = await call(method, url, { token: owner.token, payload });
      results[name] = [foreign.statusCode, own.statusCode];
    }
    for (const [name, [foreign, own]] of Object.entries(results)) {
      expect(foreign, `${name}: another customer`).toBe(404);
      expect(own, `${name}: the owner`).not.toBe(404);
    }
    // Setting another customer's address as one's own default is 404 too.
    const steal = await call('PUT', `/customers/${other.id}`, {
      token: other.token,
      payload: { defaultAddress: address.id },
    });
    expect(steal.statusCode).toBe(404);
  });

  it("never lists another customer's orders or addresses", async () => {
    expect((await call('GET', '/customers/me/orders', { token: other.token })).json().data).toEqual([]);
    expect((await call('GET', '/addresses', { token: other.token })).json().data).toEqual([]);
  });
});
