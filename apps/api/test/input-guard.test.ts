import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokenFor } from './helpers/admin-session.ts';
import { createAccount, shopCaller, signInAs, type ShopCall } from './helpers/customer-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/** ADR 0036: the input guard answers hostile text and out-of-range integers before any handler runs. */
describe('the input guard', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let call: ShopCall;
  let token: string;
  let adminToken: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales(['lt']);
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt'] });
    app = await createTestApp(database);
    call = shopCaller(app);
    await createAccount(database.db, 'guard@example.lt');
    token = await signInAs(call, 'guard@example.lt');
    adminToken = await adminTokenFor(app, database.db);
  }, 400_000);
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  it.each([
    ['/customers/token', { email: 'a\u0000@example.lt', password: 'x' }, 'email'],
    ['/customers/reset-password', { email: 'a\u0000@example.lt' }, 'email'],
    ['/customers/subscribe-newsletter', { email: 'a\u0000@example.lt' }, 'email'],
    ['/account-verification-requests', { email: 'a\u0000@example.lt' }, 'email'],
    ['/stock-notifications', { email: 'a@example.lt', product: 'p\u0000' }, 'product'],
    ['/product-reviews', { title: 'ok', comment: 'bad\u0000', rating: 5 }, 'comment'],
    ['/customers', { nested: { list: ['fine', 'lone \uD800'] } }, 'nested.list[1]'],
  ])(
    'refuses NUL or a lone surrogate in the body of POST %s with 422 at the field',
    async (url, payload, path) => {
      const response = await call('POST', url, { payload });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({
        code: 422,
        message: 'The request body is invalid.',
        violations: [
          {
            propertyPath: path,
            message: 'This value contains characters that are not allowed.',
            code: 'invalid_characters',
          },
        ],
      });
    },
  );

  it.each([
    ['/products/%00', 'path parameter "code"'],
    ['/orders/a%00b', 'path parameter "token"'],
    ['/search/products?facets[brand][]=%00', 'query parameter "facets.brand[0]"'],
    ['/faqs?category=%00', 'query parameter "category"'],
    ['/parcel-lockers?carrier=%00', 'query parameter "carrier"'],
  ])('refuses NUL in GET %s with 400 naming the parameter', async (url, name) => {
    const response = await call('GET', url, { token });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      message: `Invalid ${name}: contains a NUL or another character that is not allowed`,
    });
  });

  it('refuses invalid UTF-8 percent-encoding in a query value or a path', async () => {
    const query = await call('GET', '/faqs?category=%C3%28');
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe('Invalid query parameter "category": not valid UTF-8 percent-encoding');
    const surrogate = await call('GET', '/search/products?query=%ED%A0%80');
    expect(surrogate.json()).toEqual({
      code: 400,
      message: 'Invalid query parameter "query": not valid UTF-8 percent-encoding',
    });
    const path = await call('GET', '/products/%C3%28');
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ code: 400, message: 'Invalid path: not valid UTF-8 percent-encoding' });
  });

  it('guards the back office API too', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v2/admin/products/%00',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/^Invalid path parameter "code"/);
  });

  it.each([
    ['GET', '/search/products?productTaxons.id=2147483648', 'productTaxons.id'],
    ['GET', '/search/products?productTaxons.id=9223372036854775808', 'productTaxons.id'],
    ['GET', '/search/products?page=9223372036854775808', 'page'],
    ['GET', '/loyalty-benefits?loyaltyGroups.id=2147483648', 'loyaltyGroups.id'],
    ['PATCH', '/customer-loyalty-rules/2147483648/leave', 'id'],
  ] as const)('refuses %s %s (beyond int4) with 400 naming the parameter', async (method, url, name) => {
    const response = await call(method, url, { token });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(`"${name}"`);
  });

  it('refuses a body integer beyond int4 with 422 at the field', async () => {
    const cart = await call('POST', '/orders', { payload: {} });
    const cartToken = (cart.json() as { tokenValue: string }).tokenValue;
    const response = await call('POST', `/orders/${cartToken}/items`, {
      payload: { productVariant: 'x', quantity: 2 ** 31 },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().violations[0].propertyPath).toBe('quantity');
  });

  it('leaves ordinary text alone, including non-Latin letters and emoji', async () => {
    const response = await call('GET', `/faqs?category=${encodeURIComponent('Ąžuolas ёлка 🌳')}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('FAQ category "Ąžuolas ёлка 🌳" not found.');
  });
});
