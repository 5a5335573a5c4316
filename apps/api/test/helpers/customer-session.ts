import { hash } from '@node-rs/argon2';
import type { Order } from '@shop/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { customers, shopUsers } from '../../src/db/schema/index.ts';

export const TEST_PASSWORD = 'Gandras2026';

/** A verified, approved account with TEST_PASSWORD; returns the customer's id. */
export async function createAccount(db: Database, email: string, firstName = 'Ona'): Promise<number> {
  const [customer] = await db
    .insert(customers)
    .values({ email, firstName, lastName: 'Testaitė' })
    .returning();
  if (!customer) throw new Error('customer not stored');
  await db.insert(shopUsers).values({
    customerId: customer.id,
    passwordHash: await hash(TEST_PASSWORD),
    verifiedAt: new Date(),
    approvedAt: new Date(),
  });
  return customer.id;
}

export type ShopCall = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options?: { payload?: unknown; token?: string },
) => Promise<LightMyRequestResponse>;

/** Calls the shop API (paths below /api/v2/shop) with an optional bearer token. */
export function shopCaller(app: FastifyInstance): ShopCall {
  return (method, url, options = {}) =>
    app.inject({
      method,
      url: `/api/v2/shop${url}`,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });
}

/** Signs in with TEST_PASSWORD; the access token. */
export async function signInAs(call: ShopCall, email: string): Promise<string> {
  const response = await call('POST', '/customers/token', { payload: { email, password: TEST_PASSWORD } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { token: string }).token;
}

const ADDRESS = {
  firstName: 'Ona',
  lastName: 'Testaitė',
  phoneNumber: '+37061234567',
  countryCode: 'LT',
  city: 'Kaunas',
  street: 'Laisvės al.',
  houseNumber: '1',
  postCode: 'LT-44001',
};

/**
 * A cart with one unit of `variantCode`, placed with courier `shippingMethod` and `paymentMethod` unless
 * `place` is false (the demo checkout seed's methods: dpd_courier, bank_transfer).
 */
export async function orderAs(
  call: ShopCall,
  token: string | undefined,
  options: { variantCode: string; place?: boolean; shippingMethod?: string; paymentMethod?: string },
): Promise<Order> {
  const cart = (await call('POST', '/orders', { token })).json() as Order;
  const path = `/orders/${cart.tokenValue}`;
  const added = await call('POST', `${path}/items`, {
    token,
    payload: { productVariant: options.variantCode },
  });
  expect(added.statusCode, added.body).toBe(201);
  if (options.place === false) return cart;
  const addressed = (
    await call('PUT', path, { token, payload: { email: 'ona@example.lt', billingAddress: ADDRESS } })
  ).json() as Order;
  await call('PATCH', `${path}/shipments/${addressed.shipments[0]?.id}`, {
    token,
    payload: { shippingMethod: options.shippingMethod ?? 'dpd_courier' },
  });
  await call('PATCH', `${path}/payments/${addressed.payments[0]?.id}`, {
    token,
    payload: { paymentMethod: options.paymentMethod ?? 'bank_transfer' },
  });
  const placed = await call('PATCH', `${path}/complete`, { token });
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json() as Order;
}
