import { hash } from '@node-rs/argon2';
import {
  BOT_PROTECTION_FAILED_MESSAGE,
  BOT_PROTECTION_REQUIRED_MESSAGE,
  HEADER_RECAPTCHA_TOKEN,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_RECAPTCHA_SECRET_KEY,
  FAKE_RECAPTCHA_TOKEN,
  startFakeRecaptcha,
  type FakeRecaptcha,
} from '../../../scripts/lib/fake-recaptcha.mjs';
import { DEFAULT_SIGN_IN_PROTECTION, type SignInProtectionConfig } from '../src/config-sign-in.ts';
import type { BotProtectionConfig } from '../src/config.ts';
import { customers, shopUsers } from '../src/db/schema/index.ts';
import { attemptsOf } from '../src/http/rate-limit.ts';
import { decideSignIn, pairDelayMs, signInCounters } from '../src/http/sign-in-guard.ts';
import { saveAdministrator } from '../src/modules/admin/administrators.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const PASSWORD = 'Gandras2026';
const WRONG = 'Neteisingas1';
/** Short delays: the tests check what is decided, not the wall clock. */
const FAST: SignInProtectionConfig = { ...DEFAULT_SIGN_IN_PROTECTION, maxDelayMs: 20 };

describe('the sign-in delay and bot check decision (no lock-out)', () => {
  const policy = { perIpLimit: 100, challengeAfter: 5, maxDelayMs: 3000 };
  const decide = (pair: number, email = pair, address = pair, bot = true) =>
    decideSignIn({ pair, email, address }, policy, bot);

  it('lets the first failures of a pair through at once, then doubles the delay up to the cap', () => {
    const delays = Array.from({ length: 10 }, (_, failures) => pairDelayMs(failures, 3000));
    expect(delays).toEqual([0, 0, 0, 250, 500, 1000, 2000, 3000, 3000, 3000]);
    for (let failures = 1; failures < delays.length; failures += 1) {
      expect(delays[failures]).toBeGreaterThanOrEqual(delays[failures - 1]!);
    }
    expect(pairDelayMs(1000, 3000)).toBe(3000);
    expect(pairDelayMs(10, 0)).toBe(0);
  });

  it("asks for the bot check once an email kept failing from anywhere, and never refuses for someone else's failures", () => {
    expect(decide(0, 4, 4)).toEqual({ refuse: false, challenge: false, delayMs: 0 });
    // Another address's failures: no delay for this pair, but the check.
    expect(decide(0, 10, 0)).toEqual({ refuse: false, challenge: true, delayMs: 0 });
    // An address failing across many emails needs the check too, and gets 429 at its limit.
    expect(decide(0, 0, 20).challenge).toBe(true);
    expect(decide(0, 0, 99).refuse).toBe(false);
    expect(decide(0, 0, 100).refuse).toBe(true);
  });

  it('without bot protection, an email that kept failing waits the longest delay instead', () => {
    expect(decide(0, 4, 4, false)).toEqual({ refuse: false, challenge: false, delayMs: 0 });
    expect(decide(0, 5, 5, false)).toEqual({ refuse: false, challenge: false, delayMs: 3000 });
  });
});

describe('sign-in protection of the shop and the back office', () => {
  let database: TestDatabase;
  let fake: FakeRecaptcha;
  const apps: FastifyInstance[] = [];
  let emailCounter = 0;

  async function appWith(
    signInProtection: SignInProtectionConfig,
    botProtection: BotProtectionConfig | null = null,
  ): Promise<FastifyInstance> {
    const app = await createTestApp(database, { signInProtection, botProtection });
    apps.push(app);
    return app;
  }

  async function account(): Promise<string> {
    const email = `pirkeja.${(emailCounter += 1)}@example.lt`;
    const [customer] = await database.db
      .insert(customers)
      .values({ email, firstName: 'Ona', lastName: 'Onaitė' })
      .returning();
    await database.db.insert(shopUsers).values({
      customerId: customer!.id,
      passwordHash: await hash(PASSWORD),
      verifiedAt: new Date(),
      approvedAt: new Date(),
    });
    return email;
  }

  const signIn = (app: FastifyInstance, email: string, password: string, from: string, token?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v2/shop/customers/token',
      remoteAddress: from,
      headers: token ? { [HEADER_RECAPTCHA_TOKEN]: token } : {},
      payload: { email, password },
    });

  const adminSignIn = (app: FastifyInstance, email: string, password: string, from: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v2/admin/token',
      remoteAddress: from,
      payload: { email, password },
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
    fake = await startFakeRecaptcha();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await fake.close();
    await database.cleanup();
  });

  it("lets the owner in after ten wrong passwords from someone else's address, and from that address too", async () => {
    const app = await appWith(FAST);
    const email = await account();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const wrong = await signIn(app, email, WRONG, '203.0.113.7');
      expect(wrong.statusCode, wrong.body).toBe(401);
    }
    expect((await signIn(app, email, PASSWORD, '198.51.100.20')).statusCode).toBe(200);
    // The failing address itself gets in with the right password (after its delay).
    expect((await signIn(app, email, PASSWORD, '203.0.113.7')).statusCode).toBe(200);
    // A correct sign-in starts its pair afresh; the email's failures stay counted.
    const counters = signInCounters('login', FAST.perIpLimit);
    expect(await attemptsOf(database.db, counters.pair, `${email}|203.0.113.7`)).toBe(0);
    expect(await attemptsOf(database.db, counters.email, email)).toBe(12);
  });

  it('still answers 429 to one address flooding many emails', async () => {
    const app = await appWith({ ...FAST, perIpLimit: 8 });
    const emails = await Promise.all([account(), account()]);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const email = `nezinomas.${attempt}@example.lt`;
      expect((await signIn(app, email, WRONG, '192.0.2.50')).statusCode).toBe(401);
    }
    const limited = await signIn(app, emails[0]!, PASSWORD, '192.0.2.50');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Other addresses are not affected.
    expect((await signIn(app, emails[1]!, PASSWORD, '192.0.2.51')).statusCode).toBe(200);
  });

  it("counts the storefront's shoppers by the address it forwards, and ignores that header from anyone else", async () => {
    // The storefront's server calls the API for every shopper from one address; it names the shopper's in
    // X-Forwarded-For, trusted from loopback by default (TRUST_PROXY).
    const app = await appWith({ ...FAST, perIpLimit: 6 });
    const emails = await Promise.all([account(), account()]);
    const viaStorefront = (email: string, password: string, shopper: string, peer = '127.0.0.1') =>
      app.inject({
        method: 'POST',
        url: '/api/v2/shop/customers/token',
        remoteAddress: peer,
        headers: { 'x-forwarded-for': shopper },
        payload: { email, password },
      });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const wrong = await viaStorefront(`nezinomas.sf.${attempt}@example.lt`, WRONG, '203.0.113.80');
      expect(wrong.statusCode).toBe(401);
    }
    expect((await viaStorefront(emails[0]!, PASSWORD, '203.0.113.80')).statusCode).toBe(429);
    // Every other shopper behind the same storefront still signs in.
    expect((await viaStorefront(emails[0]!, PASSWORD, '203.0.113.81')).statusCode).toBe(200);
    // A caller that is not a trusted proxy cannot pick its address with the header.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const spoof = `198.51.100.${attempt}`;
      const wrong = await viaStorefront(`nezinomas.x.${attempt}@example.lt`, WRONG, spoof, '192.0.2.90');
      expect(wrong.statusCode).toBe(401);
    }
    expect((await viaStorefront(emails[1]!, PASSWORD, '198.51.100.200', '192.0.2.90')).statusCode).toBe(429);
  });

  describe('with bot protection configured', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await appWith(FAST, {
        kind: 'siteverify',
        secretKey: FAKE_RECAPTCHA_SECRET_KEY,
        verifyUrl: new URL(fake.verifyUrl),
        minScore: 0.5,
      });
    });

    it('signs in without a token while nothing failed, and checks a token whenever one is sent', async () => {
      const email = await account();
      const before = fake.verifications.length;
      expect((await signIn(app, email, PASSWORD, '198.51.100.30')).statusCode).toBe(200);
      expect(fake.verifications).toHaveLength(before);
      const forged = await signIn(app, email, PASSWORD, '198.51.100.30', 'forged-token');
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toEqual({ code: 400, message: BOT_PROTECTION_FAILED_MESSAGE });
    });

    it('asks for the check after the email kept failing; with a valid token the owner gets in', async () => {
      const email = await account();
      for (let attempt = 0; attempt < FAST.challengeAfter; attempt += 1) {
        expect((await signIn(app, email, WRONG, '203.0.113.8')).statusCode).toBe(401);
      }
      for (const from of ['203.0.113.8', '198.51.100.40']) {
        const asked = await signIn(app, email, PASSWORD, from);
        expect(asked.statusCode, from).toBe(400);
        expect(asked.json()).toEqual({ code: 400, message: BOT_PROTECTION_REQUIRED_MESSAGE });
      }
      const forged = await signIn(app, email, PASSWORD, '198.51.100.40', 'forged-token');
      expect(forged.json()).toEqual({ code: 400, message: BOT_PROTECTION_FAILED_MESSAGE });
      const checked = await signIn(app, email, PASSWORD, '198.51.100.40', `${FAKE_RECAPTCHA_TOKEN}.login`);
      expect(checked.statusCode, checked.body).toBe(200);
      expect(fake.verifications.at(-1)).toMatchObject({
        token: `${FAKE_RECAPTCHA_TOKEN}.login`,
        valid: true,
      });
      // Ten failures in all, and a wrong password with a valid token is still just a 401.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const wrong = await signIn(app, email, WRONG, '203.0.113.8', FAKE_RECAPTCHA_TOKEN);
        expect(wrong.statusCode).toBe(401);
      }
      expect((await signIn(app, email, PASSWORD, '203.0.113.8', FAKE_RECAPTCHA_TOKEN)).statusCode).toBe(200);
    });
  });

  describe('the back office token', () => {
    const admin = { email: 'vadove@example.lt', name: 'Vadovė', password: 'Administratore1' };
    beforeAll(async () => {
      await saveAdministrator(database.db, admin);
    });

    it('lets the administrator in after ten wrong passwords from another address, and from that one', async () => {
      const app = await appWith(FAST);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await adminSignIn(app, admin.email, WRONG, '203.0.113.9')).statusCode).toBe(401);
      }
      const other = await adminSignIn(app, admin.email, admin.password, '198.51.100.50');
      expect(other.statusCode, other.body).toBe(200);
      expect((await adminSignIn(app, admin.email, admin.password, '203.0.113.9')).statusCode).toBe(200);
    });

    it('answers 429 to one address flooding the token endpoint', async () => {
      const app = await appWith({ ...FAST, adminPerIpLimit: 6 });
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const who = `kitas.${attempt}@example.lt`;
        expect((await adminSignIn(app, who, WRONG, '192.0.2.60')).statusCode).toBe(401);
      }
      expect((await adminSignIn(app, admin.email, admin.password, '192.0.2.60')).statusCode).toBe(429);
      expect((await adminSignIn(app, admin.email, admin.password, '192.0.2.61')).statusCode).toBe(200);
    });
  });
});
