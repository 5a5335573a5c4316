import {
  PASSWORD_CHARACTERS_MESSAGE,
  VERIFICATION_TOKEN_EXPIRED_MESSAGE,
  VERIFICATION_TOKEN_NOT_FOUND_MESSAGE,
} from '@shop/contracts';
import { verify } from '@node-rs/argon2';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountVerificationTokens, customers, jobs, shopUsers } from '../src/db/schema/index.ts';
import { jobHandlers } from '../src/jobs/job-handlers.ts';
import { runDueJobs } from '../src/jobs/job-queue.ts';
import { createMailer, type Mailer } from '../src/mail/mailer.ts';
import { VERIFICATION_TOKEN_TTL_MS } from '../src/modules/customers/verification-token.ts';
import { loadCustomerView } from '../src/modules/customers/customer-view.ts';
import { REGISTRATION_ATTEMPT_MAILS } from '../src/modules/customers/registration-service.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { seedLoyalty } from '../src/demo/seed/loyalty.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BASE = '/api/v2/shop';
const STOREFRONTS = { web: 'https://shop.test', b2b: 'https://b2b.test' };

/** The outbox's .eml bodies are quoted-printable: joins soft line breaks and decodes =XX bytes as UTF-8. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

const validForm = {
  email: 'Jonas@Example.lt',
  firstName: 'Jonas',
  lastName: 'Jonaitis',
  phoneNumber: '+37061234567',
  password: 'Slaptas1',
  repeatPassword: 'Slaptas1',
  privacyPolicyAccepted: true,
  termsAndConditionsAccepted: true,
};

describe('registration and account verification', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let outboxDir: string;
  let mailer: Mailer;
  let emailCounter = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
    await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt', 'en'], requiresLogin: true });
    // The web channel's loyalty programme: the loyalty consent joins it.
    await seedLoyalty(database.db);
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });
  beforeEach(() => {
    outboxDir = mkdtempSync(path.join(os.tmpdir(), 'shop-outbox-'));
    mailer = createMailer({ smtpUrl: null, mailFrom: 'Gandras <info@gandras.lt>', outboxDir });
  });
  afterEach(() => {
    mailer.close();
    rmSync(outboxDir, { recursive: true, force: true });
  });

  const uniqueEmail = (name: string) => `${name}.${(emailCounter += 1)}@example.lt`;

  const call = (
    method: 'POST' | 'PATCH',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url: `${BASE}${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** Runs the job worker once, as the API process does, and returns the decoded mails it wrote. */
  async function deliverMail(): Promise<string[]> {
    const handlers = jobHandlers({ db: database.db, mailer, config: { storefrontUrls: STOREFRONTS } });
    await runDueJobs(database.db, handlers, (line) => {
      throw new Error(line);
    });
    return readdirSync(outboxDir)
      .sort()
      .map((file) => decodeQuotedPrintable(readFileSync(path.join(outboxDir, file), 'utf8')));
  }

  function tokenIn(mail: string): string {
    const match = /verify-account\?token=([A-Za-z0-9_-]+)/.exec(mail);
    if (!match?.[1]) throw new Error(`No verification link in:\n${mail}`);
    return match[1];
  }

  /** Registers (202, no body) and reads the stored customer as the contract shows it. */
  async function register(form: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await call('POST', '/customers', form, headers);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.body).toBe('');
    const email = String(form.email).trim().toLowerCase();
    const [row] = await database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, email));
    return loadCustomerView(database.db, row!.id);
  }

  async function userOf(email: string) {
    const [row] = await database.db
      .select({ user: shopUsers })
      .from(shopUsers)
      .innerJoin(customers, eq(customers.id, shopUsers.customerId))
      .where(eq(customers.email, email));
    return row?.user;
  }

  it('registers a customer with an argon2id password hash and answers the customer', async () => {
    const email = uniqueEmail('Jonas');
    const customer = await register({
      ...validForm,
      email: ` ${email.toUpperCase()} `,
      birthday: '1990-05-17',
      gender: 'male',
      countryCode: 'lt',
      city: 'Kaunas',
      street: 'Laisvės al.',
      houseNumber: '10',
      flatNumber: '3',
      postCode: 'LT-44001',
      subscribedToNewsletter: true,
      loyaltyRulesAccepted: true,
    });
    expect(customer).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Jonas',
      lastName: 'Jonaitis',
      birthday: '1990-05-17',
      gender: 'male',
      countryCode: 'LT',
      postCode: 'LT-44001',
      flatNumber: '3',
      subscribedToNewsletter: true,
      subscribedToSmsOffers: false,
      privacyPolicyAccepted: true,
      termsAndConditionsAccepted: true,
      joinedLoyaltyProgram: true,
      isCompany: false,
      verified: false,
      approved: true,
    });
    const user = await userOf(email.toLowerCase());
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(user?.passwordHash ?? '', 'Slaptas1')).toBe(true);
    expect(user?.verifiedAt).toBeNull();
  });

  it('answers every field problem at once with the messages of spec section 5', async () => {
    const response = await call('POST', '/customers', {
      email: '',
      firstName: 'Jonas2',
      lastName: '',
      password: 'short',
      repeatPassword: 'other',
      privacyPolicyAccepted: false,
      isCompany: true,
      companyName: 'UAB *Star*',
      birthday: '17.05.1990',
      countryCode: 'Lietuva',
    });
    expect(response.statusCode).toBe(422);
    const violations = (response.json() as { violations: Array<{ propertyPath: string; message: string }> })
      .violations;
    const byField = Object.fromEntries(violations.map((item) => [item.propertyPath, item.message]));
    expect(byField).toEqual({
      email: 'Please enter your email.',
      firstName: "Name can contain all letters and symbols ' -",
      lastName: 'This value should not be blank.',
      password: 'This value is too short. It should have 8 characters or more.',
      repeatPassword: 'Passwords do not match',
      privacyPolicyAccepted: 'This value should not be blank.',
      termsAndConditionsAccepted: 'This value should not be blank.',
      companyName: "Company name can contain letters, digits and symbols ' - .",
      companyCode: 'This value should not be blank.',
      birthday: 'Invalid format',
      countryCode: 'This value is too long. It should have 2 characters or less.',
    });
    expect(violations).toHaveLength(Object.keys(byField).length);
  });

  it.each([
    ['no uppercase letter', 'slaptas1'],
    ['no lowercase letter', 'SLAPTAS1'],
    ['no digit', 'Slaptass'],
  ])('refuses a password with %s', async (_case, password) => {
    const response = await call('POST', '/customers', {
      ...validForm,
      email: uniqueEmail('weak'),
      password,
      repeatPassword: password,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'password', message: PASSWORD_CHARACTERS_MESSAGE }),
    ]);
  });

  it('checks the email shape, lengths, phone, VAT, post code and the consents one by one', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: 'jonas@' }, 'email', 'This email is invalid.'],
      [{ email: undefined }, 'email', 'Please enter your email.'],
      [
        { firstName: 'J'.repeat(65) },
        'firstName',
        'This value is too long. It should have 64 characters or less.',
      ],
      [
        { password: 'Aa1'.repeat(1366), repeatPassword: 'Aa1'.repeat(1366) },
        'password',
        'This value is too long. It should have 4096 characters or less.',
      ],
      [{ repeatPassword: '' }, 'repeatPassword', 'This value should not be blank.'],
      [{ repeatPassword: 'Slaptas2' }, 'repeatPassword', 'Passwords do not match'],
      [{ phoneNumber: '+3706' }, 'phoneNumber', 'This value is not a valid phone number.'],
      [
        { isCompany: true, companyName: 'UAB Vaikai', companyCode: '302', vatNumber: 'LT12' },
        'vatNumber',
        'Not a VAT number.',
      ],
      [{ countryCode: 'LT', postCode: '123' }, 'postCode', 'Invalid format'],
      [
        { termsAndConditionsAccepted: undefined },
        'termsAndConditionsAccepted',
        'This value should not be blank.',
      ],
      [{ privacyPolicyAccepted: 'yes' }, 'privacyPolicyAccepted', 'This value should not be blank.'],
    ];
    for (const [change, field, message] of cases) {
      const response = await call('POST', '/customers', {
        ...validForm,
        email: uniqueEmail('case'),
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(response.json().violations, JSON.stringify(change)).toEqual([
        expect.objectContaining({ propertyPath: field, message }),
      ]);
    }
  });

  it('answers a known address exactly like a new one, creates nothing, and mails its owner how to get in', async () => {
    const email = uniqueEmail('twice');
    const owner = await register({ ...validForm, email, firstName: 'Ona' }, { locale: 'en' });
    const ownerUser = await userOf(email);
    await deliverMail();
    rmSync(outboxDir, { recursive: true, force: true });
    mkdirSync(outboxDir);

    const fresh = await call('POST', '/customers', { ...validForm, email: uniqueEmail('fresh') });
    const known = await call('POST', '/customers', {
      ...validForm,
      email: email.toUpperCase(),
      firstName: 'Piktas',
      password: 'Kitas1234',
      repeatPassword: 'Kitas1234',
    });
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(fresh.body);
    expect(known.headers['content-type']).toBe(fresh.headers['content-type']);
    // Nothing created or changed: one account, the owner's name and password.
    expect(await database.db.select().from(customers).where(eq(customers.email, email))).toHaveLength(1);
    expect(await loadCustomerView(database.db, owner.id)).toMatchObject({ firstName: 'Ona' });
    const user = await userOf(email);
    expect(user?.id).toBe(ownerUser?.id);
    expect(await verify(user?.passwordHash ?? '', 'Slaptas1')).toBe(true);

    // The owner's mail, in the account's language (en), with the sign-in and reset pages.
    let mails: string[] = [];
    await expect
      .poll(
        async () => {
          mails = await deliverMail();
          return mails.filter((mail) => mail.includes(`To: ${email}`)).length;
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    const mail = mails.find((item) => item.includes(`To: ${email}`)) ?? '';
    expect(mail).toContain('Someone tried to register with your email address');
    expect(mail).toContain('https://shop.test/en/auth');
    expect(mail).toContain('https://shop.test/en/reset-password');
    expect(mail).not.toContain('verify-account');
  });

  it('mails the owner at most a few times an hour, however often the address is tried', async () => {
    const email = uniqueEmail('often');
    await register({ ...validForm, email });
    await deliverMail();
    const before = readdirSync(outboxDir).length;
    for (let attempt = 0; attempt < REGISTRATION_ATTEMPT_MAILS.limit + 2; attempt += 1) {
      expect((await call('POST', '/customers', { ...validForm, email })).statusCode).toBe(202);
    }
    const mails = (await deliverMail()).slice(before);
    expect(mails.filter((mail) => mail.includes(`To: ${email}`))).toHaveLength(
      REGISTRATION_ATTEMPT_MAILS.limit,
    );
  });

  it('creates one account when two registrations of an address race; both get the same answer', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all([
      call('POST', '/customers', { ...validForm, email }),
      call('POST', '/customers', { ...validForm, email }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([202, 202]);
    const users = await database.db
      .select({ id: shopUsers.id })
      .from(shopUsers)
      .innerJoin(customers, eq(customers.id, shopUsers.customerId))
      .where(eq(customers.email, email));
    expect(users).toHaveLength(1);
  });

  it("attaches the account to a guest's customer row, taking the form's profile", async () => {
    const email = uniqueEmail('guest');
    const [guest] = await database.db
      .insert(customers)
      .values({ email, firstName: 'Guest', lastName: 'Buyer', phoneNumber: '+37060000000' })
      .returning({ id: customers.id });
    const customer = await register({ ...validForm, email, firstName: 'Ona', lastName: 'Onaitė' });
    expect(customer).toMatchObject({ id: guest?.id, firstName: 'Ona', lastName: 'Onaitė' });
    expect(await database.db.select().from(customers).where(eq(customers.email, email))).toHaveLength(1);
  });

  it('leaves a b2b account unapproved', async () => {
    const email = uniqueEmail('company');
    const customer = await register(
      {
        ...validForm,
        email,
        isCompany: true,
        companyName: 'UAB Vaikų pasaulis',
        companyCode: '305987654',
        vatNumber: 'LT100098765412',
        countryCode: 'LT',
        city: 'Kaunas',
        street: 'Laisvės al.',
        houseNumber: '1',
        postCode: 'LT-44001',
      },
      { channel: 'b2b' },
    );
    expect(customer).toMatchObject({ isCompany: true, approved: false, verified: false });
    const user = await userOf(email);
    expect(user?.approvedAt).toBeNull();
    const mails = await deliverMail();
    const mail = mails.find((text) => text.includes(`To: ${email}`));
    expect(mail).toContain('https://b2b.test/verify-account?token=');
    expect(mail).toContain('verslo paskyrą dar peržiūrės parduotuvė');
  });

  it('queues the verification email with the registration, sends it once, and the link verifies once', async () => {
    const email = uniqueEmail('verify');
    await register({ ...validForm, email });
    const user = await userOf(email);
    const queued = (
      await database.db.select().from(jobs).where(eq(jobs.kind, 'account-verification-email'))
    ).filter((job) => job.payload.shopUserId === user?.id);
    expect(queued).toHaveLength(1);

    const mails = (await deliverMail()).filter((text) => text.includes(`To: ${email}`));
    expect(mails).toHaveLength(1);
    const mail = mails[0] ?? '';
    expect(mail).toContain('ačiū, kad užsiregistravote');
    expect(mail).toContain('Sveiki, Jonas,');
    expect(mail).toMatch(/https:\/\/shop\.test\/verify-account\?token=[A-Za-z0-9_-]{43}/);
    const token = tokenIn(mail);
    // Only the hash is stored.
    const stored = await database.db
      .select()
      .from(accountVerificationTokens)
      .where(eq(accountVerificationTokens.shopUserId, user?.id ?? 0));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.tokenHash).not.toContain(token);
    expect(JSON.stringify(await database.db.select().from(jobs))).not.toContain(token);

    // Used twice at once, the link verifies once.
    const verified = await Promise.all([
      call('PATCH', `/customers/verify/${token}`),
      call('PATCH', `/customers/verify/${token}`),
    ]);
    expect(verified.map((response) => response.statusCode).sort()).toEqual([204, 404]);
    expect(verified.find((response) => response.statusCode === 204)?.body).toBe('');
    expect((await userOf(email))?.verifiedAt).toBeInstanceOf(Date);

    const again = await call('PATCH', `/customers/verify/${token}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 404, message: VERIFICATION_TOKEN_NOT_FOUND_MESSAGE });
    expect(await deliverMail()).toHaveLength(1);
  });

  it('writes the email in English with an /en link for a registration in English', async () => {
    const email = uniqueEmail('english');
    await register({ ...validForm, email }, { locale: 'en' });
    const mail = (await deliverMail()).find((text) => text.includes(`To: ${email}`)) ?? '';
    expect(mail).toContain('Subject: Confirm your account');
    expect(mail).toContain('thank you for registering');
    expect(mail).toContain('Hello Jonas,');
    expect(mail).toContain('https://shop.test/en/verify-account?token=');
  });

  it('keeps no token of a mail that could not be sent, and the retry sends a working link', async () => {
    const email = uniqueEmail('retry');
    await register({ ...validForm, email });
    const shopUserId = (await userOf(email))?.id ?? 0;
    const failing: Mailer = {
      send: () => Promise.reject(new Error('SMTP server unavailable')),
      close: () => undefined,
    };
    const failures: string[] = [];
    await runDueJobs(
      database.db,
      jobHandlers({ db: database.db, mailer: failing, config: { storefrontUrls: STOREFRONTS } }),
      (line) => failures.push(line),
    );
    expect(failures.some((line) => line.includes('SMTP server unavailable'))).toBe(true);
    const tokenRows = () =>
      database.db
        .select()
        .from(accountVerificationTokens)
        .where(eq(accountVerificationTokens.shopUserId, shopUserId));
    expect(await tokenRows()).toHaveLength(0);

    // The retry is due a minute later.
    const handlers = jobHandlers({ db: database.db, mailer, config: { storefrontUrls: STOREFRONTS } });
    await runDueJobs(
      database.db,
      handlers,
      () => undefined,
      () => new Date(Date.now() + 61_000),
    );
    const mail = readdirSync(outboxDir)
      .map((file) => decodeQuotedPrintable(readFileSync(path.join(outboxDir, file), 'utf8')))
      .find((text) => text.includes(`To: ${email}`));
    expect(await tokenRows()).toHaveLength(1);
    // The body the storefront may send ({token}) is accepted too.
    const token = tokenIn(mail ?? '');
    const verified = await call('PATCH', `/customers/verify/${token}`, { token });
    expect(verified.statusCode, verified.body).toBe(204);
  });

  it('answers an unknown token with 404 and an expired one with 422', async () => {
    const unknown = await call('PATCH', '/customers/verify/not-a-real-token');
    expect(unknown.statusCode).toBe(404);

    const email = uniqueEmail('late');
    await register({ ...validForm, email });
    const token = tokenIn((await deliverMail()).find((text) => text.includes(`To: ${email}`)) ?? '');
    // The link was made long enough ago to have expired.
    await database.db
      .update(accountVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountVerificationTokens.shopUserId, (await userOf(email))?.id ?? 0));
    const expired = await call('PATCH', `/customers/verify/${token}`);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().violations).toEqual([
      { propertyPath: 'token', message: VERIFICATION_TOKEN_EXPIRED_MESSAGE, code: 'expired' },
    ]);
    expect((await userOf(email))?.verifiedAt).toBeNull();
  });

  it('makes links that expire after the stated time', async () => {
    const email = uniqueEmail('ttl');
    await register({ ...validForm, email });
    const before = Date.now();
    await deliverMail();
    const after = Date.now();
    const [row] = await database.db
      .select()
      .from(accountVerificationTokens)
      .where(eq(accountVerificationTokens.shopUserId, (await userOf(email))?.id ?? 0));
    expect(row?.expiresAt.getTime()).toBeGreaterThanOrEqual(before + VERIFICATION_TOKEN_TTL_MS);
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(after + VERIFICATION_TOKEN_TTL_MS);
  });

  it('resends a link to an unverified account, and answers the same for unknown and verified addresses', async () => {
    const email = uniqueEmail('resend');
    await register({ ...validForm, email });
    const first = tokenIn((await deliverMail()).find((text) => text.includes(`To: ${email}`)) ?? '');

    const resend = await call(
      'POST',
      '/account-verification-requests',
      { email: email.toUpperCase() },
      { locale: 'en' },
    );
    expect(resend.statusCode).toBe(202);
    expect(resend.body).toBe('');
    const mails = (await deliverMail()).filter((text) => text.includes(`To: ${email}`));
    expect(mails).toHaveLength(2);
    const second = tokenIn(mails.find((text) => text.includes('thank you for registering')) ?? '');
    expect(second).not.toBe(first);

    expect((await call('PATCH', `/customers/verify/${second}`)).statusCode).toBe(204);
    // Verifying used up every link of the account.
    expect((await call('PATCH', `/customers/verify/${first}`)).statusCode).toBe(404);

    const jobsBefore = (await database.db.select().from(jobs)).length;
    for (const address of [email, uniqueEmail('nobody')]) {
      const response = await call('POST', '/account-verification-requests', { email: address });
      expect(response.statusCode).toBe(202);
      expect(response.body).toBe('');
    }
    expect((await database.db.select().from(jobs)).length).toBe(jobsBefore);
  });

  it('describes the three calls in the OpenAPI document, with the sign-up fields', async () => {
    const response = await app.inject({ url: '/api/v2/docs' });
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(document.paths['/api/v2/shop/customers']).toHaveProperty('post');
    expect(document.paths['/api/v2/shop/customers/verify/{token}']).toHaveProperty('patch');
    expect(document.paths['/api/v2/shop/account-verification-requests']).toHaveProperty('post');
    const body = JSON.stringify(document.paths['/api/v2/shop/customers']);
    for (const field of ['repeatPassword', 'privacyPolicyAccepted', 'loyaltyRulesAccepted', 'flatNumber']) {
      expect(body).toContain(field);
    }
  });

  it('validates the resend request body', async () => {
    const blank = await call('POST', '/account-verification-requests', { email: '' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'email', message: 'Please enter your email.' }),
    ]);
    const invalid = await call('POST', '/account-verification-requests', { email: 'nope' });
    expect(invalid.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'email', message: 'This email is invalid.' }),
    ]);
  });
});
