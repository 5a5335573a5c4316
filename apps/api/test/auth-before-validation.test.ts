import { TOKEN_MISSING_MESSAGE } from '@shop/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireAuth } from '../src/plugins/authentication.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/**
 * Issue 19 (ADR 0014, ADR 0029): an anonymous call to an operation that needs a signed-in customer is a
 * 401 before its body, query or parameters are judged, and on a login-only channel (b2b) every operation
 * outside a small allow-list is a 401 to anonymous callers. Read from the served OpenAPI document, so an
 * operation added later is covered without touching this file.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Operation {
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}
interface OpenApiDocument {
  paths: Record<string, Partial<Record<Lowercase<Method>, Operation>>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
}

/**
 * What an anonymous visitor of a login-only channel may call (ADR 0029): what the sign-in, sign-up,
 * verification and reset pages render with and submit, and the emailed links that carry their own token.
 */
const OPEN_ON_LOGIN_ONLY_CHANNEL = [
  // the storefront's shell before it knows the visitor: channel, locales, menus, cache version, redirects
  'GET /api/v2/shop/channels/{code}',
  'GET /api/v2/shop/locales',
  'GET /api/v2/shop-menus/{code}',
  'GET /api/v2/shop/catalogue-version',
  'GET /api/v2/shop/redirects',
  // getting in
  'POST /api/v2/shop/customers/token',
  'POST /api/v2/shop/refresh-token',
  'POST /api/v2/shop/logout',
  'POST /api/v2/shop/oauth-token',
  // signing up and recovering
  'POST /api/v2/shop/customers',
  'POST /api/v2/shop/account-verification-requests',
  'PATCH /api/v2/shop/customers/verify/{token}',
  'POST /api/v2/shop/customers/reset-password',
  'PATCH /api/v2/shop/customers/reset-password/{token}',
  // emailed links
  'PATCH /api/v2/shop/customers/newsletter-subscriptions/{token}',
  'GET /api/v2/shop/product-reviews/links/{token}',
  'POST /api/v2/shop/product-reviews',
];

const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const isShopPath = (path: string) => /^\/api\/v2\/shop[/-]/.test(path);
const CUSTOMER_REQUIRED = [{ customerBearer: [] }];

/** Every documented operation as "METHOD /path/{param}". */
function operationsOf(document: OpenApiDocument): { route: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    METHODS.flatMap((method) => {
      const operation = operations[method.toLowerCase() as Lowercase<Method>];
      return operation ? [{ route: `${method} ${path}`, operation }] : [];
    }),
  );
}

/** The route with plausible parameters (`valid`) or ones that fail validation (ids that are not numbers). */
function urlOf(route: string, parameters: 'valid' | 'invalid'): { method: Method; url: string } {
  const [method, template] = route.split(' ') as [Method, string];
  const url = template.replace(/\{([A-Za-z]+)\}/g, (_whole, name: string) => {
    if (name === 'code') return 'b2b';
    const numeric = name === 'id' || name.endsWith('Id');
    // Longer than a token's 64 characters, within the router's 100.
    if (parameters === 'invalid') return numeric ? 'not-a-number' : 'x'.repeat(90);
    return numeric ? '1' : 'unknown-token';
  });
  return { method, url };
}

describe('authentication before validation', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let document: OpenApiDocument;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
    await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt', 'en'], requiresLogin: true });
    app = await createTestApp(database);
    const response = await app.inject({ url: '/api/v2/docs' });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  const anonymous = (channel: 'web' | 'b2b', method: Method, url: string, payload?: string) =>
    app.inject({
      method,
      url,
      headers: { channel, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload }),
    });

  it('documents the customer token as a bearer scheme, required, optional or not read', () => {
    expect(document.components.securitySchemes.customerBearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const security = (route: string) => {
      const [method, path] = route.split(' ') as [Method, string];
      return document.paths[path]?.[method.toLowerCase() as Lowercase<Method>]?.security;
    };
    expect(security('POST /api/v2/shop/addresses')).toEqual(CUSTOMER_REQUIRED);
    expect(security('GET /api/v2/shop/customers/me')).toEqual(CUSTOMER_REQUIRED);
    // The cart and checkout take a token when there is one (a guest's cart is anyone's with its token).
    expect(security('POST /api/v2/shop/orders')).toEqual([{ customerBearer: [] }, {}]);
    expect(security('PATCH /api/v2/shop/orders/{token}/complete')).toEqual([{ customerBearer: [] }, {}]);
    // Sign-in reads no token at all: a stale one must not stop it.
    expect(security('POST /api/v2/shop/customers/token') ?? []).toEqual([]);
    // The back office keeps its own scheme.
    expect(security('GET /api/v2/admin/products')).toEqual([{ adminBearer: [] }]);
  });

  it('documents a 401 on every shop operation that reads the customer token', () => {
    const withoutAnswer = operationsOf(document)
      .filter(({ route, operation }) => isShopPath(route.split(' ')[1]!) && operation.security?.length)
      .filter(({ operation }) => {
        const answer = operation.responses?.['401'] as { description?: string } | undefined;
        return !answer?.description?.includes(TOKEN_MISSING_MESSAGE);
      })
      .map(({ route }) => route);
    expect(withoutAnswer).toEqual([]);
  });

  it('answers an anonymous call to every operation that needs a customer with 401, whatever its input', async () => {
    const required = operationsOf(document)
      .filter(({ operation }) => JSON.stringify(operation.security) === JSON.stringify(CUSTOMER_REQUIRED))
      .map(({ route }) => route);
    // The document was read: the account, its addresses, orders, returns, wishlists and loyalty are there.
    expect(required).toEqual(
      expect.arrayContaining([
        'GET /api/v2/shop/customers/me',
        'POST /api/v2/shop/addresses',
        'GET /api/v2/shop/addresses/search-billing',
        'PUT /api/v2/shop/customers/{id}/password',
        'PATCH /api/v2/shop/orders/{token}/loyalty-points',
        'POST /api/v2/shop/customers/me/returns',
        'POST /api/v2/shop/wishlists',
        'POST /api/v2/shop/customers/me/business-access',
      ]),
    );
    expect(required.length).toBeGreaterThanOrEqual(27);

    const answers: string[] = [];
    for (const route of required) {
      for (const parameters of ['valid', 'invalid'] as const) {
        const { method, url } = urlOf(route, parameters);
        const hasBody = method !== 'GET' && method !== 'DELETE';
        // An empty object, a body that is not JSON at all, NUL and a list where a scalar belongs in the query.
        const payloads = hasBody ? ['{}', '{"firstName": 12', '[]'] : [undefined];
        for (const payload of payloads) {
          const response = await anonymous('web', method, `${url}?x=%00&page=-1&companyCode[]=a`, payload);
          answers.push(`${route} ${parameters} ${payload ?? ''} -> ${response.statusCode} ${response.body}`);
        }
      }
    }
    const expected = `{"code":401,"message":"${TOKEN_MISSING_MESSAGE}"}`;
    expect(answers.filter((answer) => !answer.endsWith(`-> 401 ${expected}`))).toEqual([]);
  }, 240_000);

  it('answers every anonymous call on a login-only channel with 401 except the allow-listed ones', async () => {
    const shopRoutes = operationsOf(document)
      .map(({ route }) => route)
      .filter((route) => isShopPath(route.split(' ')[1]!));
    expect(shopRoutes).toEqual(expect.arrayContaining(OPEN_ON_LOGIN_ONLY_CHANNEL));
    expect(shopRoutes.length).toBeGreaterThan(80);

    const refused: string[] = [];
    for (const route of shopRoutes) {
      const { method, url } = urlOf(route, 'valid');
      const hasBody = method !== 'GET' && method !== 'DELETE';
      const response = await anonymous('b2b', method, `${url}?x=%00`, hasBody ? '{}' : undefined);
      if (response.statusCode === 401) {
        refused.push(route);
        expect(response.json(), route).toEqual({ code: 401, message: TOKEN_MISSING_MESSAGE });
      }
    }
    const closed = shopRoutes.filter((route) => !OPEN_ON_LOGIN_ONLY_CHANNEL.includes(route));
    expect(refused.sort()).toEqual(closed.sort());
    // The catalogue tree is closed there too: the sign-in page does not show it (ADR 0029).
    expect(refused).toContain('GET /api/v2/shop/taxons-tree');
  }, 240_000);

  it('still lets an anonymous visitor use the allow-listed calls on a login-only channel', async () => {
    const channel = await anonymous('b2b', 'GET', '/api/v2/shop/channels/b2b');
    expect(channel.statusCode, channel.body).toBe(200);
    const signIn = await anonymous(
      'b2b',
      'POST',
      '/api/v2/shop/customers/token',
      JSON.stringify({ email: 'nobody@example.lt', password: 'wrong-password' }),
    );
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().message).not.toBe(TOKEN_MISSING_MESSAGE);
  });
});

describe('requireAuth', () => {
  it('refuses to serve a route that does not say it needs a customer (it would validate anonymous calls first)', async () => {
    const app = Fastify();
    app.decorateRequest('auth', null);
    app.get('/unmarked', async (request) => requireAuth(request));
    app.get('/marked', { config: { auth: 'customer' } }, async (request) => requireAuth(request));
    try {
      expect((await app.inject({ url: '/unmarked' })).statusCode).toBe(500);
      // On a marked route the authentication hook answers anonymous calls first; here it is its fallback.
      expect((await app.inject({ url: '/marked' })).json()).toMatchObject({ message: TOKEN_MISSING_MESSAGE });
    } finally {
      await app.close();
    }
  });
});
