import { hash } from '@node-rs/argon2';
import type { Order, SignInResponse } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, refreshTokens, shopUsers } from '../src/db/schema/index.ts';
import { signAccessToken } from '../src/modules/auth/access-tokens.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BASE = '/api/v2/shop';
const JWT_SECRET = 'test-secret-of-the-sign-in-tests-0123456789';
const PASSWORD = 'Gandras2026';

describe('sign-in, token refresh and logout', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let web: number;

  /** A customer with a shop user; verified and approved unless told. */
  async function account(
    email: string,
    options: { verified?: boolean; approved?: boolean; enabled?: boolean } = {},
  ): Promise<number> {
    const [customer] = await database.db
      .insert(customers)
      .values({ email, firstName: 'Ona', lastName: 'Onaitė' })
      .returning();
    if (!customer) throw new Error('customer not stored');
    await database.db.insert(shopUsers).values({
      customerId: customer.id,
      passwordHash: await hash(PASSWORD),
      enabled: options.enabled ?? true,
      verifiedAt: options.verified === false ? null : new Date(),
      approvedAt: options.approved === false ? null : new Date(),
    });
    return customer.id;
  }

  beforeAll(async () => {
    database = await createTestDatabase({ JWT_SECRET, LOGIN_DELAY_MAX_MS: '20' });
    const data = fixtures(database.db);
    await data.locales();
    web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt'], requiresLogin: true });
    const product = await data.catalogueProduct({
      code: 'TEN',
      channelIds: [web],
      translations: { lt: { name: 'Prekė', slug: 'preke' } },
    });
    await data.variant({
      productId: product.id,
      code: 'TEN-1',
      onHand: 100,
      prices: [{ channelId: web, price: 1000 }],
    });
    await account('ona@example.lt');
    await account('naujoke@example.lt', { verified: false });
    await account('imone@example.lt', { approved: false });
    await account('uzblokuota@example.lt', { enabled: false });
    await account('ribotas@example.lt');
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    options: { payload?: unknown; token?: string; channel?: string } = {},
  ) =>
    app.inject({
      method,
      url: `${BASE}${url}`,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.channel ? { channel: options.channel } : {}),
      },
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });

  const signIn = (email: string, password = PASSWORD, query = '', channel?: string) =>
    call('POST', `/customers/token${query}`, { payload: { email, password }, channel });

  async function cartWithItem(): Promise<Order> {
    const cart = (await call('POST', '/orders')).json() as Order;
    await call('POST', `/orders/${cart.tokenValue}/items`, { payload: { productVariant: 'TEN-1' } });
    return cart;
  }

  it('signs in with email (any case) and password: a 15-minute access token and a refresh token', async () => {
    const response = await signIn(' Ona@Example.LT ');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as SignInResponse;
    expect(body.orderToken).toBeNull();
    expect(body.refreshToken).toMatch(/^[\w-]{43}$/);
    const claims = decodeJwt(body.token);
    expect(claims.channel).toBe('web');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
    // Only the hash of the refresh token is stored.
    const stored = await database.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(stored.map((row) => row.hash)).not.toContain(body.refreshToken);
  });

  it('refuses a wrong password, an unknown email, a disabled, an unactivated and an unapproved b2b account', async () => {
    for (const [email, password] of [
      ['ona@example.lt', 'Wrong2026'],
      ['niekas@example.lt', PASSWORD],
      ['uzblokuota@example.lt', PASSWORD],
    ] as const) {
      const refused = await signIn(email, password);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ code: 401, message: 'Invalid credentials.' });
    }
    const unactivated = await signIn('naujoke@example.lt');
    expect(unactivated.statusCode).toBe(401);
    expect(unactivated.json().message).toBe(
      'Your account is not activated yet: open the link in the email we sent you.',
    );
    // Approval is the b2b channel's rule; the same account signs in to the web shop.
    const b2b = await signIn('imone@example.lt', PASSWORD, '', 'b2b');
    expect(b2b.statusCode).toBe(401);
    expect(b2b.json().message).toBe(
      'Your account is waiting for the shop to approve it. Please contact the shop.',
    );
    expect((await signIn('imone@example.lt')).statusCode).toBe(200);
    const blank = await call('POST', '/customers/token', { payload: { email: '', password: '' } });
    expect(blank.statusCode).toBe(422);
  });

  it("carries the guest cart over: it becomes the customer's, theirs alone, and follows them to the next sign-in", async () => {
    const guestCart = await cartWithItem();
    const signedIn = (await signIn('ona@example.lt', PASSWORD, `?orderToken=${guestCart.tokenValue}`)).json();
    expect(signedIn.orderToken).toBe(guestCart.tokenValue);

    // Without the customer's token the cart does not exist; with it, it does.
    expect((await call('GET', `/orders/${guestCart.tokenValue}`)).statusCode).toBe(404);
    const own = await call('GET', `/orders/${guestCart.tokenValue}`, { token: signedIn.token });
    expect(own.statusCode).toBe(200);
    expect((own.json() as Order).email).toBe('ona@example.lt');

    // Another device: no guest cart, or an empty one, gives the customer's cart back.
    expect((await signIn('ona@example.lt')).json().orderToken).toBe(guestCart.tokenValue);
    const empty = (await call('POST', '/orders')).json() as Order;
    expect(
      (await signIn('ona@example.lt', PASSWORD, `?orderToken=${empty.tokenValue}`)).json().orderToken,
    ).toBe(guestCart.tokenValue);
    // A cart of another customer is not taken over.
    const other = (await signIn('imone@example.lt', PASSWORD, `?orderToken=${guestCart.tokenValue}`)).json();
    expect(other.orderToken).toBeNull();
  });

  it('answers GET /customers/me with the signed-in customer and their cart in data[0], 401 without a token', async () => {
    const cart = await cartWithItem();
    const session = (await signIn('ona@example.lt', PASSWORD, `?orderToken=${cart.tokenValue}`)).json();
    const me = await call('GET', '/customers/me', { token: session.token });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data[0]).toMatchObject({
      email: 'ona@example.lt',
      firstName: 'Ona',
      orderToken: cart.tokenValue,
    });
    const anonymous = await call('GET', '/customers/me');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 401, message: 'JWT Token not found' });
  });

  it('rotates refresh tokens; a replayed one ends the whole session', async () => {
    const first = (await signIn('ona@example.lt')).json() as SignInResponse;
    const refreshed = await call('POST', '/refresh-token', { payload: { refreshToken: first.refreshToken } });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const second = refreshed.json() as { token: string; refreshToken: string };
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(second.token).sub).toBe(decodeJwt(first.token).sub);

    // The first token again: someone holds a copy. Refused, and the newer token dies with it.
    const replay = await call('POST', '/refresh-token', { payload: { refreshToken: first.refreshToken } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Invalid refresh token.');
    const after = await call('POST', '/refresh-token', { payload: { refreshToken: second.refreshToken } });
    expect(after.statusCode).toBe(401);
    // Other sessions of the customer are not touched.
    const otherSession = (await signIn('ona@example.lt')).json() as SignInResponse;
    expect(
      (await call('POST', '/refresh-token', { payload: { refreshToken: otherSession.refreshToken } }))
        .statusCode,
    ).toBe(200);
  });

  it('logs out: the refresh token can no longer be used (204)', async () => {
    const session = (await signIn('ona@example.lt')).json() as SignInResponse;
    const out = await call('POST', '/logout', { payload: { refreshToken: session.refreshToken } });
    expect(out.statusCode).toBe(204);
    expect(
      (await call('POST', '/refresh-token', { payload: { refreshToken: session.refreshToken } })).statusCode,
    ).toBe(401);
  });

  it('answers 401 to a forged, expired, malformed or other channel token, so the client refreshes', async () => {
    const session = (await signIn('ona@example.lt')).json() as SignInResponse;
    const claims = decodeJwt(session.token);
    const user = {
      shopUserId: Number(claims.sub),
      customerId: Number(claims.customerId),
      roles: ['ROLE_USER'],
    };
    const secret = new TextEncoder().encode(JWT_SECRET);
    const expired = await signAccessToken(
      secret,
      { ...user, channelCode: 'web' },
      new Date(Date.now() - 16 * 60_000),
    );
    const forged = await signAccessToken(new TextEncoder().encode('x'.repeat(40)), {
      ...user,
      channelCode: 'web',
    });
    const b2bToken = await signAccessToken(secret, { ...user, channelCode: 'b2b' });
    const cases: Array<[string, string]> = [
      [expired, 'Expired JWT Token'],
      [forged, 'Invalid JWT Token'],
      ['not-a-jwt', 'Invalid JWT Token'],
      [b2bToken, 'Invalid JWT Token'],
    ];
    for (const [token, message] of cases) {
      const answer = await call('GET', '/channels/web', { token });
      expect(answer.statusCode, token).toBe(401);
      expect(answer.json()).toEqual({ code: 401, message });
    }
    expect((await call('GET', '/channels/web', { token: session.token })).statusCode).toBe(200);
  });

  it('never locks the owner out: after ten wrong passwords for an email the right one still signs in', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn('ribotas@example.lt', 'Wrong2026')).statusCode).toBe(401);
    }
    // Without bot protection the email's next sign-ins wait (LOGIN_DELAY_MAX_MS), they are not refused.
    expect((await signIn('ribotas@example.lt')).statusCode).toBe(200);
    expect((await signIn('ona@example.lt')).statusCode).toBe(200);
  });

  it('keeps the shop user signed in across refreshes only while the account is enabled', async () => {
    await account('isjungtas@example.lt');
    const session = (await signIn('isjungtas@example.lt')).json() as SignInResponse;
    await database.db
      .update(shopUsers)
      .set({ enabled: false })
      .where(eq(shopUsers.id, Number(decodeJwt(session.token).sub)));
    const refused = await call('POST', '/refresh-token', { payload: { refreshToken: session.refreshToken } });
    expect(refused.statusCode).toBe(401);
  });
});
