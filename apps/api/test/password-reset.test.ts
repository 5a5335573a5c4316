import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_RESET_TOKEN_INVALID_MESSAGE } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, jobs, passwordResetTokens, shopUsers } from '../src/db/schema/index.ts';
import { jobHandlers } from '../src/jobs/job-handlers.ts';
import { runDueJobs } from '../src/jobs/job-queue.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { fixtures } from './helpers/fixtures.ts';
import { testOutbox } from './helpers/outbox.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BASE = '/api/v2/shop/customers/reset-password';
const OLD_PASSWORD = 'Senas1234';
const NEW_PASSWORD = 'Naujas5678';
const LINK = /https:\/\/shop\.test(\/en)?\/reset-password\/([A-Za-z0-9_-]{43})/;

describe('password reset', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let outbox: ReturnType<typeof testOutbox>;
  let handlers: ReturnType<typeof jobHandlers>;
  const userIds: Record<string, number> = {};

  /** A customer, and with `user` a shop user (password null: a social-only account). */
  async function customer(
    email: string,
    user?: { password: string | null; enabled?: boolean },
  ): Promise<void> {
    const [row] = await database.db
      .insert(customers)
      .values({ email, firstName: 'Ona' })
      .returning({ id: customers.id });
    if (!row || !user) return;
    const [shopUser] = await database.db
      .insert(shopUsers)
      .values({
        customerId: row.id,
        passwordHash: user.password === null ? null : await hash(user.password),
        enabled: user.enabled ?? true,
        verifiedAt: new Date(),
      })
      .returning({ id: shopUsers.id });
    userIds[email] = shopUser!.id;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
    await customer('ona@example.lt', { password: OLD_PASSWORD });
    await customer('jonas@example.lt', { password: OLD_PASSWORD });
    await customer('social@example.lt', { password: null });
    await customer('disabled@example.lt', { password: OLD_PASSWORD, enabled: false });
    await customer('guest@example.lt');
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

  const ask = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: BASE, payload, headers });
  const reset = (token: string, payload: object) =>
    app.inject({ method: 'PATCH', url: `${BASE}/${token}`, payload });

  /** Runs the job worker once (as the API process does every 2 s) and returns the mails it sent. */
  async function deliver(): Promise<string[]> {
    await runDueJobs(database.db, handlers, (line) => {
      throw new Error(line);
    });
    return outbox.takeNew();
  }

  function tokenIn(mail: string | undefined): string {
    const token = mail?.match(LINK)?.[2];
    if (!token) throw new Error(`No reset link in the mail:\n${mail}`);
    return token;
  }

  /** Lets the 5-minute window of a user's earlier requests pass. */
  async function movePastResendWindow(email: string): Promise<void> {
    await database.db
      .update(passwordResetTokens)
      .set({ requestedAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(passwordResetTokens.shopUserId, userIds[email]!));
  }

  async function storedHash(email: string): Promise<string> {
    const [row] = await database.db
      .select({ passwordHash: shopUsers.passwordHash })
      .from(shopUsers)
      .where(eq(shopUsers.id, userIds[email]!));
    return row!.passwordHash!;
  }

  it('answers every address the same 202 and mails only registered, enabled accounts', async () => {
    const emails = [
      'ona@example.lt',
      'social@example.lt',
      'nobody@example.lt',
      'guest@example.lt',
      'disabled@example.lt',
    ];
    const answers = await Promise.all(emails.map((email) => ask({ email, locale: 'lt' })));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toBe('');
      expect(answer.headers['content-type']).toBe(answers[0]!.headers['content-type']);
    }

    const mails = await deliver();
    expect(mails).toHaveLength(2);
    const recipients = mails.map((mail) => mail.match(/^To: (.+)$/m)?.[1]).sort();
    expect(recipients).toEqual(['ona@example.lt', 'social@example.lt']);
    const mail = mails.find((candidate) => candidate.includes('To: ona@example.lt'))!;
    expect(mail).toContain('Sveiki, Ona, gavome prašymą pakeisti jūsų paskyros slaptažodį.');
    expect(mail).toMatch(/https:\/\/shop\.test\/reset-password\/[A-Za-z0-9_-]{43}/);
  });

  it('keeps only the sha256 of the token, and the raw token nowhere in the database', async () => {
    await movePastResendWindow('social@example.lt');
    await ask({ email: 'social@example.lt', locale: 'lt' });
    const mails = await deliver();
    expect(mails).toHaveLength(1);
    const token = tokenIn(mails[0]);
    const rows = await database.db
      .select({ tokenHash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.shopUserId, userIds['social@example.lt']!));
    expect(rows.map((row) => row.tokenHash)).toContain(createHash('sha256').update(token).digest('hex'));
    const stored = JSON.stringify([rows, await database.db.select({ payload: jobs.payload }).from(jobs)]);
    expect(stored).not.toContain(token);
  });

  it('sends no second mail within 5 minutes of a request, and one again after them', async () => {
    await Promise.all([
      ask({ email: 'jonas@example.lt', locale: 'lt' }),
      ask({ email: 'JONAS@example.lt ', locale: 'lt' }),
    ]);
    expect(await deliver()).toHaveLength(1);
    await ask({ email: 'jonas@example.lt', locale: 'lt' });
    expect(await deliver()).toHaveLength(0);

    await movePastResendWindow('jonas@example.lt');
    const again = await ask({ email: 'jonas@example.lt', locale: 'lt' });
    expect(again.statusCode).toBe(202);
    expect(await deliver()).toHaveLength(1);
  });

  it('writes the mail in English with the /en link for locale en (and by the locale header without one)', async () => {
    await movePastResendWindow('jonas@example.lt');
    await ask({ email: 'jonas@example.lt', locale: 'en' });
    const [english] = await deliver();
    expect(english).toContain('Hello Ona, we received a request to reset the password of your account.');
    expect(english).toMatch(/https:\/\/shop\.test\/en\/reset-password\/[A-Za-z0-9_-]{43}/);

    await movePastResendWindow('jonas@example.lt');
    await ask({ email: 'jonas@example.lt' }, { locale: 'en' });
    expect((await deliver())[0]).toContain('Hello Ona');
  });

  it('sets the new password with the mailed token, once; the old password stops working', async () => {
    await ask({ email: 'ona@example.lt', locale: 'lt' });
    // The first test's request for ona is still inside its 5 minutes: no second mail yet.
    expect(await deliver()).toHaveLength(0);
    await movePastResendWindow('ona@example.lt');
    await ask({ email: 'ona@example.lt', locale: 'lt' });
    const token = tokenIn((await deliver())[0]);
    expect(await verify(await storedHash('ona@example.lt'), OLD_PASSWORD)).toBe(true);
    // A session signed in with the old password, to see it end with the reset.
    const session = await app.inject({
      method: 'POST',
      url: '/api/v2/shop/customers/token',
      payload: { email: 'ona@example.lt', password: OLD_PASSWORD },
    });
    expect(session.statusCode, session.body).toBe(200);

    const done = await reset(token, { newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD });
    expect(done.statusCode).toBe(204);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/v2/shop/refresh-token',
      payload: { refreshToken: session.json().refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    expect(done.body).toBe('');
    const stored = await storedHash('ona@example.lt');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(await verify(stored, NEW_PASSWORD)).toBe(true);
    expect(await verify(stored, OLD_PASSWORD)).toBe(false);

    const replay = await reset(token, { newPassword: 'Kitas9999x', confirmNewPassword: 'Kitas9999x' });
    expect(replay.statusCode).toBe(404);
    expect(replay.json()).toEqual({ code: 404, message: PASSWORD_RESET_TOKEN_INVALID_MESSAGE });
    expect(await verify(await storedHash('ona@example.lt'), NEW_PASSWORD)).toBe(true);
  });

  it("invalidates the user's other reset links with a successful reset", async () => {
    await movePastResendWindow('jonas@example.lt');
    await ask({ email: 'jonas@example.lt', locale: 'lt' });
    const first = tokenIn((await deliver())[0]);
    await movePastResendWindow('jonas@example.lt');
    await ask({ email: 'jonas@example.lt', locale: 'lt' });
    const second = tokenIn((await deliver())[0]);
    expect(second).not.toBe(first);

    expect(
      (await reset(second, { newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD })).statusCode,
    ).toBe(204);
    const stale = await reset(first, { newPassword: 'Kitas9999x', confirmNewPassword: 'Kitas9999x' });
    expect(stale.statusCode).toBe(404);
    expect(await verify(await storedHash('jonas@example.lt'), NEW_PASSWORD)).toBe(true);
    const left = await database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.shopUserId, userIds['jonas@example.lt']!));
    expect(left).toHaveLength(0);
  });

  it('lets one of two simultaneous resets with the same link through', async () => {
    await movePastResendWindow('jonas@example.lt');
    await ask({ email: 'jonas@example.lt', locale: 'lt' });
    const token = tokenIn((await deliver())[0]);
    const answers = await Promise.all([
      reset(token, { newPassword: 'Pirmas1234', confirmNewPassword: 'Pirmas1234' }),
      reset(token, { newPassword: 'Antras1234', confirmNewPassword: 'Antras1234' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 404]);
    const winner = answers[0]!.statusCode === 204 ? 'Pirmas1234' : 'Antras1234';
    expect(await verify(await storedHash('jonas@example.lt'), winner)).toBe(true);
  });

  it('refuses an expired link, and mails nothing for a request that expired before its mail went out', async () => {
    await movePastResendWindow('jonas@example.lt');
    await ask({ email: 'jonas@example.lt', locale: 'lt' });
    const token = tokenIn((await deliver())[0]);
    const past = new Date(Date.now() - 1000);
    await database.db
      .update(passwordResetTokens)
      .set({ expiresAt: past })
      .where(eq(passwordResetTokens.shopUserId, userIds['jonas@example.lt']!));
    const expired = await reset(token, { newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(PASSWORD_RESET_TOKEN_INVALID_MESSAGE);

    await movePastResendWindow('jonas@example.lt');
    await ask({ email: 'jonas@example.lt', locale: 'lt' });
    await database.db
      .update(passwordResetTokens)
      .set({ expiresAt: past })
      .where(eq(passwordResetTokens.shopUserId, userIds['jonas@example.lt']!));
    expect(await deliver()).toHaveLength(0);
  });

  it('answers an unknown token 404 with the same message', async () => {
    const unknown = await reset('x'.repeat(43), {
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 404, message: PASSWORD_RESET_TOKEN_INVALID_MESSAGE });
  });

  it('reports the password rules of spec section 5 per field', async () => {
    const violations = async (payload: object) => {
      const answer = await reset('x'.repeat(43), payload);
      expect(answer.statusCode).toBe(422);
      return Object.fromEntries(
        (answer.json().violations as Array<{ propertyPath: string; message: string }>).map((item) => [
          item.propertyPath,
          item.message,
        ]),
      );
    };
    const characters =
      'The password must contain at least one uppercase letter, one lowercase letter and one digit.';
    expect(await violations({ newPassword: '', confirmNewPassword: '' })).toEqual({
      newPassword: 'This value should not be blank.',
      confirmNewPassword: 'This value should not be blank.',
    });
    expect(await violations({})).toEqual({
      newPassword: 'This value should not be blank.',
      confirmNewPassword: 'This value should not be blank.',
    });
    expect(await violations({ newPassword: 'Ab1', confirmNewPassword: 'Ab1' })).toEqual({
      newPassword: 'This value is too short. It should have 8 characters or more.',
    });
    for (const weak of ['naujas5678', 'NAUJAS5678', 'NaujasNaujas']) {
      expect(await violations({ newPassword: weak, confirmNewPassword: weak })).toEqual({
        newPassword: characters,
      });
    }
    expect(await violations({ newPassword: NEW_PASSWORD, confirmNewPassword: 'Naujas5679' })).toEqual({
      confirmNewPassword: 'Passwords do not match',
    });
    expect(await violations({ newPassword: 'short', confirmNewPassword: 'other' })).toEqual({
      newPassword: 'This value is too short. It should have 8 characters or more.',
      confirmNewPassword: 'Passwords do not match',
    });
    // Letters of any alphabet count: Lithuanian capitals and small letters.
    const answer = await reset('x'.repeat(43), { newPassword: 'Šaltas1ąč', confirmNewPassword: 'Šaltas1ąč' });
    expect(answer.statusCode).toBe(404);
  });

  it('reports the email rules on the request', async () => {
    const blank = await ask({ email: ' ', locale: 'lt' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'email', message: 'Please enter your email.' }),
    ]);
    const invalid = await ask({ email: 'ona', locale: 'lt' });
    expect(invalid.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'email', message: 'This email is invalid.' }),
    ]);
  });

  it('limits reset requests per email (10 in 15 minutes) with a 429 that says when to try again', async () => {
    const request = () =>
      app.inject({
        method: 'POST',
        url: BASE,
        payload: { email: 'niekas@example.lt', locale: 'lt' },
        remoteAddress: '198.51.100.9',
      });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await request()).statusCode).toBe(202);
    const limited = await request();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many attempts\./);
  });
});
