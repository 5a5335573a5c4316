import {
  BLANK_MESSAGE,
  NEWSLETTER_ALREADY_SUBSCRIBED_MESSAGE,
  NEWSLETTER_TOKEN_EXPIRED_MESSAGE,
  type ValidationError,
} from '@shop/contracts';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNewsletterExportCommand } from '../src/cli/newsletter-export-command.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { channels, customers, newsletterSubscribers, shopUsers } from '../src/db/schema/index.ts';
import { createVerificationToken } from '../src/modules/customers/verification-token.ts';
import { jobHandlers } from '../src/jobs/job-handlers.ts';
import { runDueJobs } from '../src/jobs/job-queue.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { confirmedSubscribers, subscribersCsv } from '../src/modules/newsletter/service.ts';
import { createAccount, shopCaller, signInAs } from './helpers/customer-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { testOutbox } from './helpers/outbox.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BASE = '/api/v2/shop/customers';
const LINK = /https:\/\/shop\.test(\/en)?\/newsletter-confirm\?token=([A-Za-z0-9_-]+)/;

describe('newsletter subscription (double opt-in)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let outbox: ReturnType<typeof testOutbox>;
  let handlers: ReturnType<typeof jobHandlers>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
    await createAccount(database.db, 'ona@example.lt');
    outbox = testOutbox();
    handlers = jobHandlers({
      db: database.db,
      mailer: createMailer({ smtpUrl: null, mailFrom: 'Gandras <info@gandras.lt>', outboxDir: outbox.dir }),
      config: { storefrontUrls: { web: 'https://shop.test' } },
    });
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
    outbox.remove();
  });

  const subscribe = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `${BASE}/subscribe-newsletter`, payload, headers });
  const confirm = (token: string) =>
    app.inject({ method: 'PATCH', url: `${BASE}/newsletter-subscriptions/${token}` });
  const valid = (email: string) => ({ email, acceptedPrivacyPolicy: true, acceptedTermsAndConditions: true });

  async function deliver(): Promise<string[]> {
    await runDueJobs(database.db, handlers, (line) => {
      throw new Error(line);
    });
    return outbox.takeNew();
  }
  function tokenIn(mail: string | undefined): string {
    const token = mail?.match(LINK)?.[2];
    if (!token) throw new Error(`No confirmation link in the mail:\n${mail}`);
    return token;
  }
  const violations = (body: string) =>
    Object.fromEntries(
      (JSON.parse(body) as ValidationError).violations.map((v) => [v.propertyPath, v.message]),
    );

  it('names every missing or wrong field with the spec section 5 texts', async () => {
    const empty = await subscribe({});
    expect(empty.statusCode).toBe(422);
    expect(violations(empty.body)).toEqual({
      email: 'Please enter your email.',
      acceptedPrivacyPolicy: BLANK_MESSAGE,
      acceptedTermsAndConditions: BLANK_MESSAGE,
    });
    const invalid = await subscribe({
      email: 'ona@',
      acceptedPrivacyPolicy: false,
      acceptedTermsAndConditions: true,
    });
    expect(invalid.statusCode).toBe(422);
    expect(violations(invalid.body)).toEqual({
      email: 'This email is invalid.',
      acceptedPrivacyPolicy: BLANK_MESSAGE,
    });
    expect(await database.db.select().from(newsletterSubscribers)).toEqual([]);
  });

  it('stores a pending subscriber with its consents and mails a confirmation link in the request locale', async () => {
    const response = await subscribe(valid(' Jonas@Example.LT '), { locale: 'en' });
    expect(response.statusCode, response.body).toBe(202);
    const [row] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'jonas@example.lt'));
    expect(row).toMatchObject({ status: 'pending', locale: 'en', confirmedAt: null });
    expect(row?.privacyPolicyAcceptedAt).toBeInstanceOf(Date);
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
    const [mail] = await deliver();
    expect(mail).toContain('To: jonas@example.lt');
    expect(mail).toContain('Confirm your newsletter subscription');
    expect(mail?.match(LINK)?.[1]).toBe('/en');
    const token = tokenIn(mail);
    const [stored] = await database.db.select().from(newsletterSubscribers);
    expect(stored?.confirmTokenHash).not.toContain(token);

    // Not confirmed yet: asking again mails a new link instead of refusing.
    expect((await subscribe(valid('jonas@example.lt'))).statusCode).toBe(202);
    const [again] = await deliver();
    expect(again).toContain('patvirtinkite prenumeratą paspaudę nuorodą');
    const newToken = tokenIn(again);
    expect((await confirm(token)).statusCode).toBe(404);

    expect((await confirm(newToken)).statusCode).toBe(204);
    expect((await confirm(newToken)).statusCode).toBe(404);
    const rows = await confirmedSubscribers(database.db);
    expect(rows.map((r) => r.email)).toEqual(['jonas@example.lt']);
  });

  it('refuses an address already confirmed with the already-subscribed message on email', async () => {
    const response = await subscribe(valid('jonas@example.lt'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      violations: [
        { propertyPath: 'email', message: NEWSLETTER_ALREADY_SUBSCRIBED_MESSAGE, code: 'already_subscribed' },
      ],
    });
    expect(await deliver()).toEqual([]);
  });

  it('tells an account that takes the newsletter it is already subscribed, and mails nothing', async () => {
    const id = await createAccount(database.db, 'petras@example.lt');
    await database.db.update(customers).set({ subscribedToNewsletter: true }).where(eq(customers.id, id));
    const response = await subscribe(valid('Petras@Example.lt'));
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'email', message: NEWSLETTER_ALREADY_SUBSCRIBED_MESSAGE, code: 'already_subscribed' },
    ]);
    expect(await deliver()).toEqual([]);
    // An account that said no may subscribe (a confirmation link is mailed).
    await database.db.update(customers).set({ subscribedToNewsletter: false }).where(eq(customers.id, id));
    expect((await subscribe(valid('petras@example.lt'))).statusCode).toBe(202);
    expect(await deliver()).toHaveLength(1);
  });

  it('lets a signed-in customer subscribe and keeps their account flag in step on confirmation', async () => {
    const call = shopCaller(app);
    const token = await signInAs(call, 'ona@example.lt');
    const response = await call('POST', '/customers/subscribe-newsletter', {
      token,
      payload: valid('ona@example.lt'),
    });
    expect(response.statusCode, response.body).toBe(202);
    const flag = async () =>
      (await database.db.select().from(customers).where(eq(customers.email, 'ona@example.lt')))[0]
        ?.subscribedToNewsletter;
    expect(await flag()).toBe(false);
    expect((await confirm(tokenIn((await deliver())[0]))).statusCode).toBe(204);
    expect(await flag()).toBe(true);
    expect((await confirmedSubscribers(database.db)).map((row) => row.email)).toContain('ona@example.lt');

    // Saying no in the account ends the subscription: the export leaves the address out.
    const [ona] = await database.db.select().from(customers).where(eq(customers.email, 'ona@example.lt'));
    const update = await call('PATCH', `/customers/${ona!.id}`, {
      token,
      payload: { subscribedToNewsletter: false },
    });
    expect(update.statusCode, update.body).toBeLessThan(300);
    expect(await flag()).toBe(false);
    expect((await confirmedSubscribers(database.db)).map((row) => row.email)).not.toContain('ona@example.lt');
    const [row] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'ona@example.lt'));
    expect(row).toMatchObject({ status: 'unsubscribed' });
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('makes a customer who asked for it at registration a confirmed subscriber when the account is verified', async () => {
    const [web] = await database.db.select().from(channels).where(eq(channels.code, 'web'));
    const consent = new Date('2026-11-20T08:00:00Z');
    const [customer] = await database.db
      .insert(customers)
      .values({
        email: 'naujas@example.lt',
        firstName: 'Jonas',
        subscribedToNewsletter: true,
        privacyPolicyAcceptedAt: consent,
        termsAndConditionsAcceptedAt: consent,
      })
      .returning();
    const [user] = await database.db
      .insert(shopUsers)
      .values({ customerId: customer!.id, channelId: web!.id, locale: 'en' })
      .returning();
    const { token } = await createVerificationToken(database.db, user!.id, new Date());
    const verified = await app.inject({ method: 'PATCH', url: `${BASE}/verify/${token}` });
    expect(verified.statusCode, verified.body).toBe(204);
    const rows = await confirmedSubscribers(database.db);
    expect(rows.find((row) => row.email === 'naujas@example.lt')).toMatchObject({
      channel: 'web',
      locale: 'en',
      privacyPolicyAcceptedAt: consent,
      termsAcceptedAt: consent,
    });
    expect(await deliver()).toEqual([]);
  });

  it('refuses an expired link on token', async () => {
    expect((await subscribe(valid('late@example.lt'))).statusCode).toBe(202);
    const token = tokenIn((await deliver())[0]);
    await database.db
      .update(newsletterSubscribers)
      .set({ confirmTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, 'late@example.lt'));
    const response = await confirm(token);
    expect(response.statusCode).toBe(422);
    expect(violations(response.body)).toEqual({ token: NEWSLETTER_TOKEN_EXPIRED_MESSAGE });
  });

  it('exports confirmed subscribers as CSV with formula-looking cells defused', () => {
    const csv = subscribersCsv([
      {
        email: '=cmd@example.lt',
        channel: 'web',
        locale: 'lt',
        confirmedAt: new Date('2026-11-01T10:00:00Z'),
        privacyPolicyAcceptedAt: new Date('2026-11-01T09:00:00Z'),
        termsAcceptedAt: new Date('2026-11-01T09:00:00Z'),
      },
    ]);
    expect(csv).toBe(
      'email,channel,locale,confirmed_at,privacy_policy_accepted_at,terms_accepted_at\r\n' +
        `"'=cmd@example.lt",web,lt,2026-11-01T10:00:00.000Z,2026-11-01T09:00:00.000Z,2026-11-01T09:00:00.000Z\r\n`,
    );
  });

  it('limits subscription attempts per address', async () => {
    let last = 0;
    for (let attempt = 0; attempt < 25 && last !== 429; attempt += 1) {
      last = (await subscribe(valid(`bulk${attempt}@example.lt`))).statusCode;
    }
    expect(last).toBe(429);
  });

  it('the export command writes only confirmed subscribers, of one channel when asked', async () => {
    // Its own PGlite data folder: the test database is open in this process already.
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-newsletter-export-'));
    try {
      const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      const handle = await openDatabase(loadConfig(env));
      await migrateDatabase(handle);
      const data = fixtures(handle.db);
      await data.locales(['lt', 'en']);
      const web = await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
      const b2b = await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt'] });
      const consent = new Date('2026-11-01T09:00:00Z');
      const subscriber = (email: string, channelId: number, status: 'pending' | 'confirmed') => ({
        email,
        channelId,
        locale: 'lt',
        status,
        privacyPolicyAcceptedAt: consent,
        termsAcceptedAt: consent,
        confirmedAt: status === 'confirmed' ? new Date('2026-11-02T10:00:00Z') : null,
      });
      await handle.db
        .insert(newsletterSubscribers)
        .values([
          subscriber('ona@example.lt', web.id, 'confirmed'),
          subscriber('laukia@example.lt', web.id, 'pending'),
          subscriber('imone@example.lt', b2b.id, 'confirmed'),
        ]);
      await handle.close();

      const out = join(dataDir, 'subscribers.csv');
      const io = { env, cwd: process.cwd(), log: () => undefined, error: () => undefined };
      const all = await runNewsletterExportCommand(['--out', out], { ...io, write: () => undefined });
      expect(all).toEqual({ exitCode: 0, count: 2 });
      const csv = await readFile(out, 'utf8');
      expect(csv.split('\r\n')).toEqual([
        'email,channel,locale,confirmed_at,privacy_policy_accepted_at,terms_accepted_at',
        'ona@example.lt,web,lt,2026-11-02T10:00:00.000Z,2026-11-01T09:00:00.000Z,2026-11-01T09:00:00.000Z',
        'imone@example.lt,b2b,lt,2026-11-02T10:00:00.000Z,2026-11-01T09:00:00.000Z,2026-11-01T09:00:00.000Z',
        '',
      ]);
      const written: string[] = [];
      const b2bOnly = await runNewsletterExportCommand(['--channel', 'b2b'], {
        ...io,
        write: (text) => written.push(text),
      });
      expect(b2bOnly.count).toBe(1);
      expect(written.join('')).toContain('imone@example.lt');
      expect(written.join('')).not.toContain('ona@example.lt');
      expect(
        (await runNewsletterExportCommand(['--bogus'], { ...io, write: () => undefined })).exitCode,
      ).toBe(2);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
