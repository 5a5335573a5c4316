import { hash } from '@node-rs/argon2';
import type { Order, SignInResponse } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_GOOGLE_CLIENT_ID, startFakeOAuth, type FakeOAuth } from '../../../scripts/lib/fake-oauth.mjs';
import { loadConfig, type SocialSignInConfig } from '../src/config.ts';
import { customers, shopUsers, socialIdentities } from '../src/db/schema/index.ts';
import { jobHandlers } from '../src/jobs/job-handlers.ts';
import { runDueJobs } from '../src/jobs/job-queue.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { fixtures } from './helpers/fixtures.ts';
import { testOutbox } from './helpers/outbox.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BASE = '/api/v2/shop';
const PASSWORD = 'Gandras2026';

describe('social sign-in (POST /oauth-token) against the local fake of Google and Facebook', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let fake: FakeOAuth;
  let socialSignIn: SocialSignInConfig;
  const outbox = testOutbox();

  beforeAll(async () => {
    fake = await startFakeOAuth();
    socialSignIn = loadConfig(fake.apiEnv).socialSignIn;
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
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
    app = await createTestApp(database, {
      socialSignIn,
      storefrontUrls: { web: 'https://shop.test', b2b: 'https://b2b.test' },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
    await fake.close();
    outbox.remove();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `${BASE}${url}`, headers, payload: payload as object });

  const oauth = (payload: Record<string, unknown>, query = '', headers: Record<string, string> = {}) =>
    post(`/oauth-token${query}`, payload, headers);

  async function deliverMail(): Promise<string[]> {
    const mailer = createMailer({
      smtpUrl: null,
      mailFrom: 'Gandras <info@gandras.lt>',
      outboxDir: outbox.dir,
    });
    try {
      const handlers = jobHandlers({
        db: database.db,
        mailer,
        config: { storefrontUrls: { web: 'https://shop.test', b2b: 'https://b2b.test' } },
      });
      await runDueJobs(database.db, handlers, (line) => {
        throw new Error(line);
      });
    } finally {
      mailer.close();
    }
    return outbox.takeNew();
  }

  async function userByEmail(email: string) {
    const [row] = await database.db
      .select({
        shopUserId: shopUsers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        passwordHash: shopUsers.passwordHash,
        verifiedAt: shopUsers.verifiedAt,
      })
      .from(customers)
      .leftJoin(shopUsers, eq(shopUsers.customerId, customers.id))
      .where(eq(customers.email, email));
    return row;
  }

  it('signs a new Google user in: a verified account with the names Google gives, and its identity', async () => {
    const response = await oauth({ provider: 'google', accessToken: fake.issueToken('google-with-email') });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as SignInResponse;
    expect(body.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(decodeJwt(body.token).channel).toBe('web');
    const user = await userByEmail('gabija.google@example.com');
    expect(user).toMatchObject({ firstName: 'Gabija', lastName: 'Googlaitė', passwordHash: null });
    expect(user?.verifiedAt).not.toBeNull();
    const identities = await database.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.shopUserId, user?.shopUserId ?? 0));
    expect(identities).toMatchObject([{ provider: 'google', subject: '109876543210987654321' }]);

    // The same person again (a new token): the same account, no second one.
    const again = await oauth({ provider: 'google', accessToken: fake.issueToken('google-with-email') });
    expect(again.statusCode).toBe(200);
    expect(decodeJwt((again.json() as SignInResponse).token).sub).toBe(decodeJwt(body.token).sub);
    expect(await database.db.select().from(socialIdentities)).toHaveLength(1);
  });

  it('never takes the identity from the request: an email in the body does not change who signs in', async () => {
    const response = await oauth({
      provider: 'google',
      accessToken: fake.issueToken('google-with-email'),
      email: 'someone.else@example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(await userByEmail('someone.else@example.com')).toBeUndefined();
  });

  it('links a Facebook identity to the existing account of its verified email', async () => {
    const [customer] = await database.db
      .insert(customers)
      .values({ email: 'feliksas.facebook@example.com', firstName: 'Feliksas', lastName: 'Senas' })
      .returning();
    const [user] = await database.db
      .insert(shopUsers)
      .values({
        customerId: customer!.id,
        passwordHash: await hash(PASSWORD),
        verifiedAt: new Date(),
        approvedAt: new Date(),
      })
      .returning();
    const response = await oauth({
      provider: 'facebook',
      accessToken: fake.issueToken('facebook-with-email'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(decodeJwt((response.json() as SignInResponse).token).sub).toBe(String(user!.id));
    // The password still works, the profile is kept.
    expect((await userByEmail('feliksas.facebook@example.com'))?.lastName).toBe('Senas');
    const password = await post('/customers/token', {
      email: 'feliksas.facebook@example.com',
      password: PASSWORD,
    });
    expect(password.statusCode).toBe(200);
  });

  it('gives a guest customer (ordered without an account) an account without password', async () => {
    const [guest] = await database.db
      .insert(customers)
      .values({ email: 'svecias.google@example.com', firstName: 'Svetlana', lastName: 'Senoji' })
      .returning();
    const response = await oauth({ provider: 'google', accessToken: fake.issueToken('google-guest') });
    expect(response.statusCode, response.body).toBe(200);
    expect(decodeJwt((response.json() as SignInResponse).token).customerId).toBe(guest!.id);
    const user = await userByEmail('svecias.google@example.com');
    expect(user).toMatchObject({ lastName: 'Senoji', passwordHash: null });
    expect(user?.verifiedAt).not.toBeNull();
  });

  it('makes a new account on the b2b channel wait for approval, as registration does', async () => {
    const response = await oauth(
      { provider: 'facebook', accessToken: fake.issueToken('facebook-company') },
      '',
      { channel: 'b2b' },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(
      'Your account is waiting for the shop to approve it. Please contact the shop.',
    );
    const user = await userByEmail('imone.facebook@example.com');
    expect(user?.verifiedAt).not.toBeNull();
  });

  it('answers 400 (violation on email) when neither Facebook nor the request gives an email', async () => {
    const response = await oauth({
      provider: 'facebook',
      accessToken: fake.issueToken('facebook-without-email'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      message: 'Email is required.',
      violations: [{ propertyPath: 'email', message: 'Email is required.', code: 'email_required' }],
    });
    // Nothing stored for the person yet.
    const stored = await database.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.subject, '10160000000000002'));
    expect(stored).toEqual([]);
  });

  it('with a typed email: 423 and the activation mail; after activation the same identity signs in', async () => {
    const token = fake.issueToken('facebook-without-email');
    const first = await oauth({ provider: 'facebook', accessToken: token, email: ' Fausta@Example.com ' });
    expect(first.statusCode, first.body).toBe(423);
    expect(first.json()).toEqual({ code: 423, message: 'Verify your email: we sent you a link.' });
    const user = await userByEmail('fausta@example.com');
    expect(user).toMatchObject({ firstName: 'Fausta', lastName: 'Bepaštė', verifiedAt: null });

    // Signing in again before activating: still 423 (no email needed any more: the identity is known).
    const early = await oauth({ provider: 'facebook', accessToken: token });
    expect(early.statusCode).toBe(423);

    const mails = await deliverMail();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: fausta@example.com');
    const link = /verify-account\?token=([A-Za-z0-9_-]+)/.exec(mails[0] ?? '')?.[1];
    const verified = await app.inject({ method: 'PATCH', url: `${BASE}/customers/verify/${link}` });
    expect(verified.statusCode).toBe(204);

    const after = await oauth({ provider: 'facebook', accessToken: token });
    expect(after.statusCode, after.body).toBe(200);
  });

  it('does not attach a typed email to an account that exists (the typed address is not proven)', async () => {
    const response = await oauth({
      provider: 'google',
      accessToken: fake.issueToken('google-unverified-email'),
      email: 'gabija.google@example.com',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'email', message: 'This email is already used.', code: 'email_taken' },
    ]);
  });

  it('drops the password of an unverified account when the provider proves its address', async () => {
    // Someone registered the address (never activated it) before its owner signs in with Google.
    const [customer] = await database.db
      .insert(customers)
      .values({ email: 'antra.google@example.com' })
      .returning();
    await database.db
      .insert(shopUsers)
      .values({ customerId: customer!.id, passwordHash: await hash(PASSWORD), approvedAt: new Date() });
    const response = await oauth({ provider: 'google', accessToken: fake.issueToken('google-second') });
    expect(response.statusCode).toBe(200);
    const user = await userByEmail('antra.google@example.com');
    expect(user?.verifiedAt).not.toBeNull();
    expect(user?.passwordHash).toBeNull();
    const squatter = await post('/customers/token', {
      email: 'antra.google@example.com',
      password: PASSWORD,
    });
    expect(squatter.statusCode).toBe(401);
  });

  it('refuses a token the provider does not know (401), a token of another app (401), counts it', async () => {
    const unknown = await oauth({ provider: 'google', accessToken: 'not-a-token' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('The sign-in with this provider was not accepted. Please try again.');
    const foreign = await oauth({
      provider: 'google',
      accessToken: fake.issueToken('google-with-email', {
        clientId: 'another-app.apps.googleusercontent.com',
      }),
    });
    expect(foreign.statusCode).toBe(401);
    const facebookForeign = await oauth({
      provider: 'facebook',
      accessToken: fake.issueToken('facebook-with-email', { clientId: '999' }),
    });
    expect(facebookForeign.statusCode).toBe(401);
    expect(FAKE_GOOGLE_CLIENT_ID).toBe(socialSignIn.google?.clientId);
  });

  it('answers 502 when the provider is down or unreachable', async () => {
    fake.setOutage(true);
    try {
      const down = await oauth({ provider: 'google', accessToken: fake.issueToken('google-with-email') });
      expect(down.statusCode).toBe(502);
      expect(down.json().message).toBe(
        'The sign-in provider cannot be reached right now. Please try again later.',
      );
    } finally {
      fake.setOutage(false);
    }
    const nowhere = await createTestApp(database, {
      socialSignIn: {
        ...socialSignIn,
        facebook: { ...socialSignIn.facebook!, graphUrl: 'http://127.0.0.1:9' },
      },
    });
    try {
      const unreachable = await nowhere.inject({
        method: 'POST',
        url: `${BASE}/oauth-token`,
        payload: { provider: 'facebook', accessToken: fake.issueToken('facebook-with-email') },
      });
      expect(unreachable.statusCode).toBe(502);
    } finally {
      await nowhere.close();
    }
  });

  it('refuses a provider without a client id (422 on provider)', async () => {
    const googleOnly = await createTestApp(database, { socialSignIn: { ...socialSignIn, facebook: null } });
    try {
      const response = await googleOnly.inject({
        method: 'POST',
        url: `${BASE}/oauth-token`,
        payload: { provider: 'facebook', accessToken: fake.issueToken('facebook-with-email') },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toEqual([
        {
          propertyPath: 'provider',
          message: 'Sign-in with this provider is not available in this shop.',
          code: 'provider_disabled',
        },
      ]);
    } finally {
      await googleOnly.close();
    }
  });

  it('carries the guest cart over (?orderToken=), as password sign-in does', async () => {
    const cart = (await app.inject({ method: 'POST', url: `${BASE}/orders` })).json() as Order;
    await post(`/orders/${cart.tokenValue}/items`, { productVariant: 'TEN-1' });
    const response = await oauth(
      { provider: 'google', accessToken: fake.issueToken('google-with-email') },
      `?orderToken=${cart.tokenValue}`,
    );
    expect(response.statusCode).toBe(200);
    const session = response.json() as SignInResponse;
    expect(session.orderToken).toBe(cart.tokenValue);
    const mine = await app.inject({
      method: 'GET',
      url: `${BASE}/orders/${cart.tokenValue}`,
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(mine.statusCode).toBe(200);
    // Now the customer's cart: strangers get 404.
    expect((await app.inject({ method: 'GET', url: `${BASE}/orders/${cart.tokenValue}` })).statusCode).toBe(
      404,
    );
  });

  it('on the b2b channel an account not approved yet is refused, as at password sign-in', async () => {
    const response = await oauth(
      { provider: 'facebook', accessToken: fake.issueToken('facebook-with-email') },
      '',
      { channel: 'b2b' },
    );
    // Feliksas's account was approved at its creation above (web): the b2b rule is about approval only.
    expect(response.statusCode).toBe(200);
    await database.db.update(shopUsers).set({ approvedAt: null });
    const unapproved = await oauth(
      { provider: 'facebook', accessToken: fake.issueToken('facebook-with-email') },
      '',
      { channel: 'b2b' },
    );
    expect(unapproved.statusCode).toBe(401);
    expect(unapproved.json().message).toBe(
      'Your account is waiting for the shop to approve it. Please contact the shop.',
    );
  });

  it('rate-limits refused tokens per address (429 after 20 in 15 minutes)', async () => {
    let last = 0;
    for (let attempt = 0; attempt < 22; attempt += 1) {
      last = (await oauth({ provider: 'google', accessToken: `bad-${attempt}` })).statusCode;
    }
    expect(last).toBe(429);
  });
});
