import { describe, expect, it } from 'vitest';
import { requireCustomer } from './account.server.ts';
import { stubShopRequest } from './testing-shop-request.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a redirect');
}

describe('requireCustomer', () => {
  it('sends a guest to sign in, remembering the account page', async () => {
    const { shop, calls } = stubShopRequest(() => json({}));
    const response = await thrown(requireCustomer(shop, new URL('http://shop.test/paskyra/informacija?x=1')));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth?redirect=%2Fpaskyra%2Finformacija%3Fx%3D1');
    expect(calls).toEqual([]);
  });

  it('answers the signed-in customer from /customers/me', async () => {
    const { shop } = stubShopRequest(
      () => json({ data: [{ id: 7, firstName: 'Rūta' }] }),
      'authRefreshToken=r1',
    );
    await expect(requireCustomer(shop, new URL('http://shop.test/paskyra'))).resolves.toMatchObject({
      id: 7,
    });
  });

  it('treats a session the API refuses as signed out', async () => {
    const { shop } = stubShopRequest(
      () => json({ code: 401, message: 'Expired JWT Token' }, 401),
      'authRefreshToken=r1',
    );
    const response = await thrown(requireCustomer(shop, new URL('http://shop.test/paskyra')));
    expect(response.headers.get('location')).toBe('/auth?redirect=%2Fpaskyra');
  });
});
