import { hash } from '@node-rs/argon2';
import {
  BOT_PROTECTION_FAILED_MESSAGE,
  BOT_PROTECTION_UNAVAILABLE_MESSAGE,
  HEADER_RECAPTCHA_TOKEN,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_RECAPTCHA_API_KEY,
  FAKE_RECAPTCHA_PROJECT_ID,
  FAKE_RECAPTCHA_SECRET_KEY,
  FAKE_RECAPTCHA_SITE_KEY,
  FAKE_RECAPTCHA_TOKEN,
  startFakeRecaptcha,
  type FakeRecaptcha,
} from '../../../scripts/lib/fake-recaptcha.mjs';
import type { EnterpriseConfig, SiteVerifyConfig } from '../src/config-bot-protection.ts';
import { ConfigError, loadConfig, type BotProtectionConfig } from '../src/config.ts';
import { customers, shopUsers } from '../src/db/schema/index.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BASE = '/api/v2/shop';
const PASSWORD = 'Gandras2026';
const EMAIL = 'ona@example.lt';

/** The protected calls, each with a body that passes validation. */
const ROUTES = {
  login: { url: '/customers/token', body: () => ({ email: EMAIL, password: PASSWORD }), ok: 200 },
  register: {
    url: '/customers',
    body: () => ({
      email: `naujas-${Math.random().toString(36).slice(2)}@example.lt`,
      firstName: 'Jonas',
      lastName: 'Jonaitis',
      phoneNumber: '+37061234567',
      password: 'Slaptas1',
      repeatPassword: 'Slaptas1',
      privacyPolicyAccepted: true,
      termsAndConditionsAccepted: true,
    }),
    ok: 202,
  },
  reset: { url: '/customers/reset-password', body: () => ({ email: EMAIL }), ok: 202 },
  newsletter: {
    url: '/customers/subscribe-newsletter',
    body: () => ({
      email: `naujienos-${Math.random().toString(36).slice(2)}@example.lt`,
      acceptedPrivacyPolicy: true,
      acceptedTermsAndConditions: true,
    }),
    ok: 202,
  },
} as const;
type RouteName = keyof typeof ROUTES;
const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];
/** Sign-in asks for a token only after failures (ADR 0040, sign-in-protection.test.ts); these always do. */
const ALWAYS_PROTECTED = ROUTE_NAMES.filter((route) => route !== 'login');

/** A port nothing listens on: the verification service is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 1;
}

describe('bot protection (reCAPTCHA) of sign-in, registration and reset requests', () => {
  let database: TestDatabase;
  let fake: FakeRecaptcha;
  const apps: FastifyInstance[] = [];

  async function appWith(botProtection: BotProtectionConfig | null): Promise<FastifyInstance> {
    const app = await createTestApp(database, { botProtection });
    apps.push(app);
    return app;
  }

  const siteVerify = (): SiteVerifyConfig => ({
    kind: 'siteverify',
    secretKey: FAKE_RECAPTCHA_SECRET_KEY,
    verifyUrl: new URL(fake.verifyUrl),
    minScore: 0.5,
  });
  const enterprise = (): EnterpriseConfig => ({
    kind: 'enterprise',
    projectId: FAKE_RECAPTCHA_PROJECT_ID,
    apiKey: FAKE_RECAPTCHA_API_KEY,
    siteKey: FAKE_RECAPTCHA_SITE_KEY,
    apiUrl: new URL(fake.enterpriseUrl),
    minScore: 0.5,
  });

  function send(app: FastifyInstance, route: RouteName, token?: string) {
    return app.inject({
      method: 'POST',
      url: `${BASE}${ROUTES[route].url}`,
      headers: token === undefined ? {} : { [HEADER_RECAPTCHA_TOKEN]: token },
      payload: ROUTES[route].body(),
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
    const [customer] = await database.db
      .insert(customers)
      .values({ email: EMAIL, firstName: 'Ona', lastName: 'Onaitė' })
      .returning();
    await database.db.insert(shopUsers).values({
      customerId: customer!.id,
      passwordHash: await hash(PASSWORD),
      enabled: true,
      verifiedAt: new Date(),
      approvedAt: new Date(),
    });
    fake = await startFakeRecaptcha();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await fake.close();
    await database.cleanup();
  });

  it('lets a sign-in through without a token while nothing failed (the check is asked for later)', async () => {
    const app = await appWith(siteVerify());
    const before = fake.verifications.length;
    const response = await send(app, 'login');
    expect(response.statusCode, response.body).toBe(200);
    expect(fake.verifications).toHaveLength(before);
  });

  it('is off when no key is configured: the calls work without a token', async () => {
    const app = await appWith(null);
    for (const route of ROUTE_NAMES) {
      const response = await send(app, route);
      expect(response.statusCode, `${route}: ${response.body}`).toBe(ROUTES[route].ok);
    }
    expect(fake.verifications).toHaveLength(0);
  });

  it('the API document names the header and the 400 and 503 answers of each protected route', async () => {
    const app = await appWith(null);
    const docs = (await app.inject({ method: 'GET', url: '/api/v2/docs' })).json() as {
      paths: Record<string, { post?: { description?: string; responses?: Record<string, unknown> } }>;
    };
    for (const [route, { url }] of Object.entries(ROUTES)) {
      const operation = docs.paths[`${BASE}${url}`]?.post;
      expect(operation?.description, route).toContain(`"${route}" in the \`x-recaptcha-token\` header`);
      expect(Object.keys(operation?.responses ?? {}), route).toEqual(expect.arrayContaining(['400', '503']));
    }
  });

  describe('reCAPTCHA v2 (siteverify)', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await appWith(siteVerify());
    });

    it.each(ALWAYS_PROTECTED)(
      'refuses %s without a token (400), without asking the service',
      async (route) => {
        const before = fake.verifications.length;
        const response = await send(app, route);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 400, message: BOT_PROTECTION_FAILED_MESSAGE });
        expect(fake.verifications).toHaveLength(before);
      },
    );

    it.each(ROUTE_NAMES)('refuses %s with a token the service calls invalid (400)', async (route) => {
      const response = await send(app, route, 'forged-token');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, message: BOT_PROTECTION_FAILED_MESSAGE });
      expect(fake.verifications.at(-1)).toMatchObject({
        kind: 'siteverify',
        token: 'forged-token',
        valid: false,
      });
    });

    it.each(ROUTE_NAMES)('lets %s through with a valid token, sending the client address', async (route) => {
      const response = await send(app, route, FAKE_RECAPTCHA_TOKEN);
      expect(response.statusCode, response.body).toBe(ROUTES[route].ok);
      expect(fake.verifications.at(-1)).toMatchObject({ token: FAKE_RECAPTCHA_TOKEN, remoteIp: '127.0.0.1' });
    });

    it('a refused registration stores no customer (the check runs before the handler)', async () => {
      const body = ROUTES.register.body();
      const response = await app.inject({
        method: 'POST',
        url: `${BASE}/customers`,
        headers: { [HEADER_RECAPTCHA_TOKEN]: 'forged-token' },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      const stored = await database.db.select().from(customers).where(eq(customers.email, body.email));
      expect(stored).toHaveLength(0);
    });

    it('checks the action and score when the answer has them (v3 keys)', async () => {
      expect((await send(app, 'login', `${FAKE_RECAPTCHA_TOKEN}.login.0.7`)).statusCode).toBe(200);
      expect((await send(app, 'login', `${FAKE_RECAPTCHA_TOKEN}.login.0.3`)).statusCode).toBe(400);
      expect((await send(app, 'login', `${FAKE_RECAPTCHA_TOKEN}.register.0.9`)).statusCode).toBe(400);
    });

    it("answers 503 when the service refuses the shop's secret", async () => {
      const wrongSecret = await appWith({ ...siteVerify(), secretKey: 'not-the-secret' });
      const response = await send(wrongSecret, 'login', FAKE_RECAPTCHA_TOKEN);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 503, message: BOT_PROTECTION_UNAVAILABLE_MESSAGE });
    });
  });

  describe('reCAPTCHA Enterprise (assessments)', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await appWith(enterprise());
    });

    it.each(ROUTE_NAMES)('lets %s through with a valid token made for its action', async (route) => {
      const response = await send(app, route, `${FAKE_RECAPTCHA_TOKEN}.${route}`);
      expect(response.statusCode, response.body).toBe(ROUTES[route].ok);
      expect(fake.verifications.at(-1)).toMatchObject({
        kind: 'enterprise',
        expectedAction: route,
        valid: true,
        remoteIp: '127.0.0.1',
      });
    });

    it.each(ROUTE_NAMES)(
      'refuses %s without a token (sign-in: with a token sent), with an invalid one or one of another action',
      async (route) => {
        const other = route === 'login' ? 'register' : 'login';
        const tokens = [
          route === 'login' ? null : undefined,
          'forged-token',
          `${FAKE_RECAPTCHA_TOKEN}.${other}`,
        ];
        for (const token of tokens.filter((item) => item !== null)) {
          const response = await send(app, route, token);
          expect(response.statusCode, String(token)).toBe(400);
          expect(response.json()).toEqual({ code: 400, message: BOT_PROTECTION_FAILED_MESSAGE });
        }
      },
    );

    it('refuses a score below the minimum and accepts one at it', async () => {
      expect((await send(app, 'login', `${FAKE_RECAPTCHA_TOKEN}.login.0.4`)).statusCode).toBe(400);
      expect((await send(app, 'login', `${FAKE_RECAPTCHA_TOKEN}.login.0.5`)).statusCode).toBe(200);
      const lenient = await appWith({ ...enterprise(), minScore: 0.3 });
      expect((await send(lenient, 'login', `${FAKE_RECAPTCHA_TOKEN}.login.0.4`)).statusCode).toBe(200);
    });

    it('answers 503 when the API key or project is refused', async () => {
      for (const config of [
        { ...enterprise(), apiKey: 'wrong-api-key' },
        { ...enterprise(), projectId: 'other-project' },
      ]) {
        const response = await send(await appWith(config), 'login', `${FAKE_RECAPTCHA_TOKEN}.login`);
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ code: 503, message: BOT_PROTECTION_UNAVAILABLE_MESSAGE });
      }
    });
  });

  it.each(['siteverify', 'enterprise'] as const)(
    'answers 503 (never lets the call through) when the %s service cannot be reached',
    async (kind) => {
      const down = new URL(`http://127.0.0.1:${await closedPort()}/recaptcha/api/siteverify`);
      const app = await appWith(
        kind === 'siteverify' ? { ...siteVerify(), verifyUrl: down } : { ...enterprise(), apiUrl: down },
      );
      for (const route of ROUTE_NAMES) {
        const response = await send(app, route, `${FAKE_RECAPTCHA_TOKEN}.${route}`);
        expect(response.statusCode, route).toBe(503);
        expect(response.json()).toEqual({ code: 503, message: BOT_PROTECTION_UNAVAILABLE_MESSAGE });
      }
    },
  );

  it('answers 503 when the service does not answer in time', async () => {
    const silent = createHttpServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const app = await appWith({
        ...siteVerify(),
        verifyUrl: new URL(`http://127.0.0.1:${port}/recaptcha/api/siteverify`),
        timeoutMs: 200,
      });
      const response = await send(app, 'login', FAKE_RECAPTCHA_TOKEN);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 503, message: BOT_PROTECTION_UNAVAILABLE_MESSAGE });
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  describe('configuration', () => {
    const load = (env: Record<string, string>) => loadConfig({ DEMO_DATA: 'false', ...env }).botProtection;

    it('is off by default, siteverify with a secret, Enterprise with project, API key and site key', () => {
      expect(load({})).toBeNull();
      expect(load({ RECAPTCHA_SECRET_KEY: 'secret-key-1' })).toEqual({
        kind: 'siteverify',
        secretKey: 'secret-key-1',
        verifyUrl: new URL('https://www.google.com/recaptcha/api/siteverify'),
        minScore: 0.5,
      });
      expect(
        load({
          RECAPTCHA_ENTERPRISE_PROJECT_ID: 'my-shop-project',
          RECAPTCHA_ENTERPRISE_API_KEY: 'api-key-123',
          RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-key-123',
          RECAPTCHA_MIN_SCORE: '0.7',
        }),
      ).toEqual({
        kind: 'enterprise',
        projectId: 'my-shop-project',
        apiKey: 'api-key-123',
        siteKey: 'site-key-123',
        apiUrl: new URL('https://recaptchaenterprise.googleapis.com'),
        minScore: 0.7,
      });
    });

    it('names half-given, contradictory and stray settings without showing secrets', () => {
      const problems = (env: Record<string, string>) => {
        try {
          load(env);
        } catch (error) {
          if (error instanceof ConfigError) return error.problems.join('\n');
          throw error;
        }
        return '';
      };
      expect(problems({ RECAPTCHA_ENTERPRISE_PROJECT_ID: 'my-shop-project' })).toMatch(
        /RECAPTCHA_ENTERPRISE_API_KEY: must be set too/,
      );
      expect(
        problems({ RECAPTCHA_SECRET_KEY: 'secret-key-1', RECAPTCHA_ENTERPRISE_API_KEY: 'api-key-123' }),
      ).toMatch(/not both/);
      expect(problems({ RECAPTCHA_MIN_SCORE: '0.5' })).toMatch(
        /RECAPTCHA_MIN_SCORE: is set but no reCAPTCHA key/,
      );
      expect(problems({ RECAPTCHA_MIN_SCORE: '2' })).toMatch(
        /RECAPTCHA_MIN_SCORE: must be a number from 0 to 1/,
      );
      const shortSecret = problems({ RECAPTCHA_SECRET_KEY: 'short' });
      expect(shortSecret).toMatch(/RECAPTCHA_SECRET_KEY: .*value not shown/);
      expect(shortSecret).not.toContain('short"');
    });
  });
});
