import {
  BLANK_MESSAGE,
  COMPANY_ACCOUNT_REQUIRED_MESSAGE,
  COMPANY_NAME_MESSAGE,
  PRODUCT_REQUIRES_LOGIN_MESSAGE,
  TOKEN_MISSING_MESSAGE,
  VAT_MESSAGE,
  type Order,
} from '@shop/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, shopUsers } from '../src/db/schema/index.ts';
import { loadCustomerView } from '../src/modules/customers/customer-view.ts';
import { createAccount, TEST_PASSWORD } from './helpers/customer-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BASE = '/api/v2/shop';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The shop API routes an anonymous visitor of a login-only channel may call (ADR 0029): signing in and
 * up, recovering an account, the emailed links, and what the storefront's sign-in page renders with.
 */
const OPEN_ON_LOGIN_ONLY_CHANNEL = [
  'POST /api/v2/shop/customers/token',
  'POST /api/v2/shop/refresh-token',
  'POST /api/v2/shop/logout',
  'POST /api/v2/shop/oauth-token',
  'POST /api/v2/shop/customers',
  'POST /api/v2/shop/account-verification-requests',
  'PATCH /api/v2/shop/customers/verify/:token',
  'POST /api/v2/shop/customers/reset-password',
  'PATCH /api/v2/shop/customers/reset-password/:token',
  'PATCH /api/v2/shop/customers/newsletter-subscriptions/:token',
  'GET /api/v2/shop/product-reviews/links/:token',
  'POST /api/v2/shop/product-reviews',
  'GET /api/v2/shop/channels/:code',
  'GET /api/v2/shop/locales',
  'GET /api/v2/shop-menus/:code',
  'GET /api/v2/shop/redirects',
  'GET /api/v2/shop/catalogue-version',
];

/**
 * The routes that answer an anonymous call with 401 on every channel, before they judge its input
 * (`config: { auth: 'customer' }`): the account, its addresses, orders, returns, loyalty and wishlists.
 */
const ACCOUNT_ROUTES = [
  'GET /api/v2/shop/customers/me',
  'GET /api/v2/shop/customers/me/orders',
  'GET /api/v2/shop/customers/me/orders/:token',
  'GET /api/v2/shop/customers/me/orders/:token/return-options',
  'GET /api/v2/shop/customers/me/loyalty',
  'GET /api/v2/shop/customers/me/returns',
  'POST /api/v2/shop/customers/me/returns',
  'GET /api/v2/shop/customers/me/returns/:number',
  'PATCH /api/v2/shop/customers/me/returns/:number/cancel',
  'PUT /api/v2/shop/customers/:id',
  'PATCH /api/v2/shop/customers/:id',
  'POST /api/v2/shop/customer-loyalty-rules',
  'PATCH /api/v2/shop/customer-loyalty-rules/:id/leave',
  'GET /api/v2/shop/addresses',
  'GET /api/v2/shop/addresses/:id',
  'DELETE /api/v2/shop/addresses/:id',
  'GET /api/v2/shop/user/account-remove',
  'POST /api/v2/shop/user/account-remove',
  'GET /api/v2/shop/wishlists',
  'DELETE /api/v2/shop/wishlists/:token/product/:code',
  'POST /api/v2/shop/customers/me/business-access',
  'PUT /api/v2/shop/customers/:id/password',
  'POST /api/v2/shop/addresses',
  'PUT /api/v2/shop/addresses/:id',
  'GET /api/v2/shop/addresses/search-billing',
  'POST /api/v2/shop/wishlists',
  'PATCH /api/v2/shop/orders/:token/loyalty-points',
];

/** Every route of the app as "METHOD /url", read from Fastify's route tree (HEAD and OPTIONS left out). */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const node = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(match[2] ?? '');
    const path = `${stack[depth - 1] ?? ''}${node?.[1] ?? ''}`;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (node?.[2] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

const isShopRoute = (route: string) => / \/api\/v2\/shop[/-]/.test(route);

describe('the business channel (login-only, b2b)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    const b2bId = (
      await data.channel({
        code: 'b2b',
        defaultLocale: 'lt',
        locales: ['lt', 'en'],
        requiresLogin: true,
        contactPhoneNumber: '+370 600 00000',
      })
    ).id;
    const pram = await data.catalogueProduct({
      code: 'PRAM',
      channelIds: [web, b2bId],
      translations: { lt: { name: 'Vežimėlis', slug: 'vezimelis' } },
    });
    await data.variant({
      productId: pram.id,
      code: 'PRAM-1',
      onHand: 20,
      prices: [
        { channelId: web, price: 12100 },
        { channelId: b2bId, price: 9000 },
      ],
    });
    const members = await data.catalogueProduct({
      code: 'MEMBERS',
      requiresLogin: true,
      channelIds: [web, b2bId],
      translations: { lt: { name: 'Tik nariams', slug: 'tik-nariams' } },
    });
    await data.variant({
      productId: members.id,
      code: 'MEMBERS-1',
      onHand: 20,
      prices: [
        { channelId: web, price: 500 },
        { channelId: b2bId, price: 400 },
      ],
    });
    const membersSet = await data.catalogueProduct({
      code: 'MEMBERS-SET',
      isBundle: true,
      bundleInStock: true,
      requiresLogin: true,
      channelIds: [web],
      translations: { lt: { name: 'Narių rinkinys', slug: 'nariu-rinkinys' } },
    });
    await data.variant({
      productId: membersSet.id,
      code: 'MEMBERS-SET-1',
      tracked: false,
      prices: [{ channelId: web, price: 900 }],
    });

    const company = await createAccount(database.db, 'imone@example.lt', 'Įmonė');
    await database.db.update(customers).set({ isCompany: true }).where(eq(customers.id, company));
    await createAccount(database.db, 'asmuo@example.lt', 'Asmuo');
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  const call = (
    channel: 'web' | 'b2b',
    method: Method,
    url: string,
    options: { payload?: unknown; token?: string } = {},
  ) =>
    app.inject({
      method,
      url: url.startsWith('/api/') ? url : `${BASE}${url}`,
      headers: { channel, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });

  async function signIn(channel: 'web' | 'b2b', email: string): Promise<string> {
    const response = await call(channel, 'POST', '/customers/token', {
      payload: { email, password: TEST_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { token: string }).token;
  }

  /** Calls a route pattern with placeholder parameters, anonymously. */
  function callAnonymously(channel: 'web' | 'b2b', route: string) {
    const [method, pattern] = route.split(' ') as [Method, string];
    const url = pattern.replace(/:([A-Za-z]+)/g, (_whole, name: string) =>
      name === 'code' ? 'b2b' : name.endsWith('Id') || name === 'id' ? '1' : 'unknown-token',
    );
    return call(channel, method, url, method === 'GET' || method === 'DELETE' ? {} : { payload: {} });
  }

  describe('the API answers anonymous calls on a login-only channel with 401', () => {
    it('for every shop route except the allow-listed ones, which answer as on any channel', async () => {
      const routes = registeredRoutes(app).filter(isShopRoute);
      // The tree was read: the cart, the catalogue and the allow-list are all there.
      expect(routes).toEqual(
        expect.arrayContaining([
          'POST /api/v2/shop/orders',
          'POST /api/v2/shop/orders/:token/items',
          'GET /api/v2/shop/products/:code',
          'GET /api/v2/shop/taxons-tree',
          ...OPEN_ON_LOGIN_ONLY_CHANNEL,
          ...ACCOUNT_ROUTES,
        ]),
      );
      expect(routes.length).toBeGreaterThan(70);

      const refusedOnB2b: string[] = [];
      const refusedOnWeb: string[] = [];
      for (const route of routes) {
        const b2b = await callAnonymously('b2b', route);
        if (b2b.statusCode === 401) {
          refusedOnB2b.push(route);
          expect(b2b.json(), route).toEqual({ code: 401, message: TOKEN_MISSING_MESSAGE });
        }
        if ((await callAnonymously('web', route)).statusCode === 401) refusedOnWeb.push(route);
      }
      const closed = routes.filter((route) => !OPEN_ON_LOGIN_ONLY_CHANNEL.includes(route));
      expect(refusedOnB2b.sort()).toEqual(closed.sort());
      // On the web channel only the account's own routes want a sign-in: browsing and the cart are open.
      expect(refusedOnWeb.sort()).toEqual([...ACCOUNT_ROUTES].sort());
    });

    it('lets the signed-in company customer browse it', async () => {
      const token = await signIn('b2b', 'imone@example.lt');
      const product = await call('b2b', 'GET', '/products/PRAM', { token });
      expect(product.statusCode, product.body).toBe(200);
      expect(product.json().variants[0].prices.price).toBe(9000);
      expect((await call('b2b', 'GET', '/products/PRAM')).statusCode).toBe(401);
      expect((await call('web', 'GET', '/products/PRAM')).json().variants[0].prices.price).toBe(12100);
    });
  });

  describe('cart actions on a login-only channel', () => {
    it('belong to an approved company account', async () => {
      const token = await signIn('b2b', 'imone@example.lt');
      const created = await call('b2b', 'POST', '/orders', { token });
      expect(created.statusCode, created.body).toBe(201);
      const cart = created.json() as Order;
      const added = await call('b2b', 'POST', `/orders/${cart.tokenValue}/items`, {
        token,
        payload: { productVariant: 'PRAM-1', quantity: 2 },
      });
      expect(added.statusCode, added.body).toBe(201);
      expect((added.json() as Order).itemsTotal).toBe(18000);
      const item = (added.json() as Order).items[0]!;
      const changed = await call('b2b', 'PATCH', `/orders/${cart.tokenValue}/items/${item.id}`, {
        token,
        payload: { quantity: 3 },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await call('b2b', 'GET', `/orders/${cart.tokenValue}`, { token })).statusCode).toBe(200);
      // The cart is the customer's: anonymously it is a sign-in, not someone else's resource.
      expect((await call('b2b', 'GET', `/orders/${cart.tokenValue}`)).statusCode).toBe(401);
    });

    it('refuse a signed-in customer who is not a company account, who may still use the web shop', async () => {
      // A person's account approved on the b2b channel (by mistake, or before it was a company): browsing
      // is allowed, buying is not.
      const token = await signIn('b2b', 'asmuo@example.lt');
      expect((await call('b2b', 'GET', '/products/PRAM', { token })).statusCode).toBe(200);
      const created = await call('b2b', 'POST', '/orders', { token });
      expect(created.statusCode).toBe(403);
      expect(created.json()).toEqual({ code: 403, message: COMPANY_ACCOUNT_REQUIRED_MESSAGE });

      const webToken = await signIn('web', 'asmuo@example.lt');
      expect((await call('web', 'POST', '/orders', { token: webToken })).statusCode).toBe(201);
      expect((await call('web', 'POST', '/orders')).statusCode).toBe(201);
    });

    it('stop when the approval is taken back, even with a token issued before', async () => {
      const token = await signIn('b2b', 'imone@example.lt');
      const cart = (await call('b2b', 'POST', '/orders', { token })).json() as Order;
      const [user] = await database.db
        .select({ id: shopUsers.id, approvedAt: shopUsers.approvedAt })
        .from(shopUsers)
        .innerJoin(customers, eq(customers.id, shopUsers.customerId))
        .where(eq(customers.email, 'imone@example.lt'));
      await database.db.update(shopUsers).set({ approvedAt: null }).where(eq(shopUsers.id, user!.id));
      try {
        const refused = await call('b2b', 'POST', `/orders/${cart.tokenValue}/items`, {
          token,
          payload: { productVariant: 'PRAM-1', quantity: 1 },
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe(COMPANY_ACCOUNT_REQUIRED_MESSAGE);
        for (const [method, path, payload] of [
          ['PUT', '', { couponCode: 'X' }],
          ['PATCH', '/complete', {}],
          ['PATCH', '/gift-wrapping', { isGift: true }],
        ] as const) {
          const answer = await call('b2b', method, `/orders/${cart.tokenValue}${path}`, { token, payload });
          expect(answer.statusCode, `${method} ${path}`).toBe(403);
        }
      } finally {
        await database.db
          .update(shopUsers)
          .set({ approvedAt: user!.approvedAt })
          .where(eq(shopUsers.id, user!.id));
      }
    });
  });

  describe('products sold only after login', () => {
    it('are refused to a guest cart with a message, and sold to a signed-in customer', async () => {
      const guestCart = (await call('web', 'POST', '/orders')).json() as Order;
      const refused = await call('web', 'POST', `/orders/${guestCart.tokenValue}/items`, {
        payload: { productVariant: 'MEMBERS-1', quantity: 1 },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().violations).toEqual([
        { propertyPath: 'productVariant', message: PRODUCT_REQUIRES_LOGIN_MESSAGE, code: 'requires_login' },
      ]);
      const bundle = await call('web', 'PATCH', `/orders/${guestCart.tokenValue}/product-bundle`, {
        payload: { productCode: 'MEMBERS-SET', quantity: 1 },
      });
      expect(bundle.statusCode).toBe(422);
      expect(bundle.json().violations[0]).toMatchObject({
        propertyPath: 'productCode',
        message: PRODUCT_REQUIRES_LOGIN_MESSAGE,
      });

      const token = await signIn('web', 'asmuo@example.lt');
      const cart = (await call('web', 'POST', '/orders', { token })).json() as Order;
      const added = await call('web', 'POST', `/orders/${cart.tokenValue}/items`, {
        token,
        payload: { productVariant: 'MEMBERS-1', quantity: 1 },
      });
      expect(added.statusCode, added.body).toBe(201);
      const set = await call('web', 'PATCH', `/orders/${cart.tokenValue}/product-bundle`, {
        token,
        payload: { productCode: 'MEMBERS-SET', quantity: 1 },
      });
      expect(set.statusCode, set.body).toBe(200);
    });
  });

  describe('company registration on a login-only channel', () => {
    const person = {
      firstName: 'Rasa',
      lastName: 'Rasaitė',
      phoneNumber: '+37061234567',
      password: 'Slaptas1',
      repeatPassword: 'Slaptas1',
      privacyPolicyAccepted: true,
      termsAndConditionsAccepted: true,
    };
    const company = {
      companyName: 'UAB Vaikų pasaulis',
      vatNumber: 'LT100098765412',
      companyCode: '305987654',
      countryCode: 'LT',
      city: 'Kaunas',
      street: 'Laisvės al.',
      houseNumber: '12',
      postCode: 'LT-44001',
    };

    it('requires the company name, VAT number, code and address, all problems at once', async () => {
      const response = await call('b2b', 'POST', '/customers', {
        payload: { ...person, email: 'be-imones@example.lt' },
      });
      expect(response.statusCode).toBe(422);
      const byField = Object.fromEntries(
        (response.json().violations as Array<{ propertyPath: string; message: string }>).map((entry) => [
          entry.propertyPath,
          entry.message,
        ]),
      );
      expect(byField).toEqual({
        companyName: BLANK_MESSAGE,
        vatNumber: BLANK_MESSAGE,
        companyCode: BLANK_MESSAGE,
        countryCode: BLANK_MESSAGE,
        city: BLANK_MESSAGE,
        street: BLANK_MESSAGE,
        houseNumber: BLANK_MESSAGE,
        postCode: BLANK_MESSAGE,
      });
      // The web shop still registers a person without company data.
      expect(
        (await call('web', 'POST', '/customers', { payload: { ...person, email: 'asmuo2@example.lt' } }))
          .statusCode,
      ).toBe(202);
    });

    it("checks the company name's characters, the VAT number and the other fields together", async () => {
      const response = await call('b2b', 'POST', '/customers', {
        payload: {
          ...person,
          ...company,
          email: 'blogi@example.lt',
          companyName: 'UAB *Žvaigždė*',
          vatNumber: '12',
          city: '',
          repeatPassword: 'Kitas123',
        },
      });
      expect(response.statusCode).toBe(422);
      const violations = response.json().violations as Array<{ propertyPath: string; message: string }>;
      expect(violations).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ propertyPath: 'companyName', message: COMPANY_NAME_MESSAGE }),
          expect.objectContaining({ propertyPath: 'vatNumber', message: VAT_MESSAGE }),
          expect.objectContaining({ propertyPath: 'city', message: BLANK_MESSAGE }),
          expect.objectContaining({ propertyPath: 'repeatPassword', message: 'Passwords do not match' }),
        ]),
      );
      expect(new Set(violations.map((entry) => entry.propertyPath)).size).toBe(violations.length);

      // The same mix on the web shop (a blank optional field beside a password mismatch) is a 422 too.
      const web = await call('web', 'POST', '/customers', {
        payload: { ...person, email: 'web.mix@example.lt', city: '', repeatPassword: 'Kitas123' },
      });
      expect(web.statusCode).toBe(422);
      expect(web.json().violations).toEqual([
        expect.objectContaining({ propertyPath: 'repeatPassword', message: 'Passwords do not match' }),
      ]);
    });

    it('registers a company account that waits for approval', async () => {
      const response = await call('b2b', 'POST', '/customers', {
        payload: { ...person, ...company, email: 'nauja.imone@example.lt', vatNumber: 'LT 1000 9876 5412' },
      });
      expect(response.statusCode, response.body).toBe(202);
      const [customer] = await database.db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.email, 'nauja.imone@example.lt'));
      expect(await loadCustomerView(database.db, customer!.id)).toMatchObject({
        isCompany: true,
        companyName: 'UAB Vaikų pasaulis',
        vatNumber: 'LT100098765412',
        companyCode: '305987654',
        approved: false,
      });
      const [stored] = await database.db
        .select({ city: customers.city, postCode: customers.postCode, approvedAt: shopUsers.approvedAt })
        .from(customers)
        .innerJoin(shopUsers, eq(shopUsers.customerId, customers.id))
        .where(eq(customers.email, 'nauja.imone@example.lt'));
      expect(stored).toEqual({ city: 'Kaunas', postCode: 'LT-44001', approvedAt: null });
    });
  });

  it('keeps the b2b account waiting until approved: the sign-in says to contact the shop', async () => {
    await database.db
      .update(shopUsers)
      .set({ verifiedAt: new Date() })
      .where(
        inArray(
          shopUsers.customerId,
          database.db
            .select({ id: customers.id })
            .from(customers)
            .where(eq(customers.email, 'nauja.imone@example.lt')),
        ),
      );
    const refused = await call('b2b', 'POST', '/customers/token', {
      payload: { email: 'nauja.imone@example.lt', password: 'Slaptas1' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/contact the shop/);
  });
});
