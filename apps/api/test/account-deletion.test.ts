import { hash } from '@node-rs/argon2';
import {
  ACCOUNT_DELETION_ALREADY_EXECUTED_MESSAGE,
  ACCOUNT_DELETION_TOKEN_INVALID_MESSAGE,
} from '@shop/contracts';
import { eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import type { Database } from '../src/db/database.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import {
  accountDeletionRequests,
  customers,
  jobs,
  orderAddresses,
  orders,
  shopUsers,
} from '../src/db/schema/index.ts';
import { jobHandlers } from '../src/jobs/job-handlers.ts';
import { runDueJobs } from '../src/jobs/job-queue.ts';
import { hashAccountDeletionToken } from '../src/modules/customers/account-deletion-service.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { fixtures } from './helpers/fixtures.ts';
import { testOutbox } from './helpers/outbox.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BASE = '/api/v2/shop';
const PASSWORD = 'Gandras2026';
const JWT_SECRET = 'test-secret-of-the-account-deletion-tests-012345';
const LINK = /https:\/\/shop\.test(\/en)?\/cancel-account-deletion\?accountDeletionToken=([A-Za-z0-9_-]{43})/;
const HOUR_MS = 60 * 60 * 1000;

interface Session {
  token: string;
  refreshToken: string;
}

describe('account deletion', () => {
  let database: TestDatabase;
  /** The database handle in use: the test database's, then the one reopened after the "restart". */
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let outbox: ReturnType<typeof testOutbox>;
  let channelId: number;
  const ids: Record<string, number> = {};
  let orderCount = 0;
  let petrasToken = '';
  let mailsAfterADay: string[] = [];

  const db = (): Database => handle.db;

  async function account(email: string, firstName: string): Promise<void> {
    const [customer] = await db()
      .insert(customers)
      .values({ email, firstName, lastName: 'Testaitė' })
      .returning();
    await db()
      .insert(shopUsers)
      .values({ customerId: customer!.id, passwordHash: await hash(PASSWORD), verifiedAt: new Date() });
    ids[email] = customer!.id;
  }

  /** An order of the customer in `state`, with a billing address full of personal data. */
  async function order(email: string, state: 'cart' | 'new' | 'fulfilled' | 'cancelled') {
    orderCount += 1;
    const [row] = await db()
      .insert(orders)
      .values({
        tokenValue: `order-token-${orderCount}`,
        channelId,
        customerId: ids[email]!,
        localeCode: 'lt',
        currencyCode: 'EUR',
        state,
        checkoutState: state === 'cart' ? 'cart' : 'completed',
        number: state === 'cart' ? null : `00000${orderCount}`,
        email,
        notes: 'Skambinkite prieš atvežant',
        itemsTotal: 4599,
        total: 4599,
      })
      .returning({ id: orders.id });
    await db().insert(orderAddresses).values({
      orderId: row!.id,
      type: 'billing',
      firstName: 'Ona',
      lastName: 'Onaitė',
      phoneNumber: '+37060000000',
      countryCode: 'LT',
      city: 'Vilnius',
      street: 'Gedimino pr.',
      houseNumber: '1',
      apartmentNumber: '2',
      postCode: '01103',
      companyName: 'UAB Ona',
      companyCode: '123456789',
      vatNumber: 'LT123456789',
    });
    return row!.id;
  }

  async function startApp(): Promise<void> {
    app = await buildApp({ config: { ...database.config, jwtSecret: JWT_SECRET }, database: handle });
    await app.ready();
  }

  const handlers = () =>
    jobHandlers({
      db: db(),
      mailer: createMailer({ smtpUrl: null, mailFrom: 'Gandras <info@gandras.lt>', outboxDir: outbox.dir }),
      config: { storefrontUrls: { web: 'https://shop.test' } },
    });

  /** Runs the job worker once as if the clock read `at`, and returns the mails it sent. */
  async function runJobs(at = new Date()): Promise<string[]> {
    await runDueJobs(
      db(),
      handlers(),
      (line) => {
        throw new Error(line);
      },
      () => at,
    );
    return outbox.takeNew();
  }

  async function signIn(email: string): Promise<Session> {
    const answer = await app.inject({
      method: 'POST',
      url: `${BASE}/customers/token`,
      payload: { email, password: PASSWORD },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  }

  const requestDeletion = (session: Session | null, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `${BASE}/user/account-remove`,
      headers: { ...(session ? { authorization: `Bearer ${session.token}` } : {}), ...headers },
    });
  const cancel = (token: string) =>
    app.inject({
      method: 'GET',
      url: `${BASE}/user/cancel-account-remove?${new URLSearchParams({ accountDeletionToken: token })}`,
    });

  function linkTokenIn(mails: string[], email: string): string {
    const mail = mails.find((candidate) => candidate.includes(`To: ${email}`));
    const token = mail?.match(LINK)?.[2];
    if (!token) throw new Error(`No cancel link for ${email} in:\n${mails.join('\n---\n')}`);
    return token;
  }

  async function deletionJobs(customerEmail: string) {
    const [request] = await db()
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.customerId, ids[customerEmail]!));
    const rows = await db().select().from(jobs).where(eq(jobs.kind, 'account-deletion'));
    return { request, jobs: rows.filter((job) => job.payload.accountDeletionRequestId === request?.id) };
  }

  async function customerExists(email: string): Promise<boolean> {
    const rows = await db().select({ id: customers.id }).from(customers).where(eq(customers.email, email));
    return rows.length > 0;
  }

  beforeAll(async () => {
    database = await createTestDatabase({ JWT_SECRET });
    handle = database.handle;
    const data = fixtures(database.db);
    await data.locales();
    channelId = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    await account('busy@example.lt', 'Rūta');
    await account('leaving@example.lt', 'Ona');
    await account('staying@example.lt', 'Jonas');
    await account('other@example.lt', 'Petras');
    await account('changed@example.lt', 'Aistė');
    outbox = testOutbox();
    await startApp();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    await database.cleanup();
    outbox.remove();
  });

  it('needs a signed-in customer', async () => {
    const answer = await requestDeletion(null);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 401 });
  });

  it("is refused with 'Unable to Delete Account' while an order is open, and nothing is scheduled", async () => {
    await order('busy@example.lt', 'fulfilled');
    await order('busy@example.lt', 'new');
    const answer = await requestDeletion(await signIn('busy@example.lt'));
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      violations: [
        { propertyPath: '', message: 'Unable to Delete Account', code: 'account_has_open_orders' },
      ],
    });
    const { request } = await deletionJobs('busy@example.lt');
    expect(request).toBeUndefined();
    expect(await runJobs()).toEqual([]);
  });

  it('schedules the deletion 24 hours ahead, mails the cancel link, and a second request changes nothing', async () => {
    await order('leaving@example.lt', 'fulfilled');
    await order('leaving@example.lt', 'cancelled');
    await order('leaving@example.lt', 'cart');
    const session = await signIn('leaving@example.lt');
    const before = Date.now();
    const answer = await requestDeletion(session);
    expect(answer.statusCode).toBe(202);
    const schedule = answer.json<{ requestedAt: string; scheduledAt: string }>();
    const scheduledAt = Date.parse(schedule.scheduledAt);
    expect(scheduledAt - Date.parse(schedule.requestedAt)).toBe(24 * HOUR_MS);
    expect(scheduledAt).toBeGreaterThanOrEqual(before + 24 * HOUR_MS);

    const again = await requestDeletion(session);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(schedule);
    const pending = await app.inject({
      method: 'GET',
      url: `${BASE}/user/account-remove`,
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual(schedule);

    const { request, jobs: scheduled } = await deletionJobs('leaving@example.lt');
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]).toMatchObject({ status: 'pending', runAt: new Date(scheduledAt) });
    expect(request).toMatchObject({ jobId: scheduled[0]!.id, cancelledAt: null, executedAt: null });

    const mails = await runJobs();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: leaving@example.lt');
    expect(mails[0]).toContain('Sveiki, Ona, gavome prašymą ištrinti jūsų paskyrą.');
    const token = linkTokenIn(mails, 'leaving@example.lt');
    // Only the hash is stored.
    const [stored] = await db()
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.id, request!.id));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toContain(token);
    // Not due yet: the account is still there an hour before.
    await runJobs(new Date(scheduledAt - HOUR_MS));
    expect(await customerExists('leaving@example.lt')).toBe(true);
  });

  it('mails in English when the request is in English, with the /en link', async () => {
    const answer = await requestDeletion(await signIn('other@example.lt'), { 'accept-language': 'en' });
    expect(answer.statusCode).toBe(202);
    const mails = await runJobs();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Hello Petras, we received a request to delete your account.');
    expect(mails[0]).toMatch(/https:\/\/shop\.test\/en\/cancel-account-deletion\?accountDeletionToken=/);
    petrasToken = linkTokenIn(mails, 'other@example.lt');
  });

  it('cancels with the emailed link: the request and its job are cancelled, the link works once', async () => {
    await order('staying@example.lt', 'fulfilled');
    expect((await requestDeletion(await signIn('staying@example.lt'))).statusCode).toBe(202);
    const token = linkTokenIn(await runJobs(), 'staying@example.lt');

    const answer = await cancel(token);
    expect(answer.statusCode, answer.body).toBe(204);
    const { request, jobs: scheduled } = await deletionJobs('staying@example.lt');
    expect(request!.cancelledAt).not.toBeNull();
    expect(scheduled.map((job) => job.status)).toEqual(['cancelled']);

    const none = await app.inject({
      method: 'GET',
      url: `${BASE}/user/account-remove`,
      headers: { authorization: `Bearer ${(await signIn('staying@example.lt')).token}` },
    });
    expect(none.statusCode).toBe(404);

    const reused = await cancel(token);
    expect(reused.statusCode).toBe(404);
    expect(reused.json()).toEqual({ code: 404, message: ACCOUNT_DELETION_TOKEN_INVALID_MESSAGE });
  });

  it("an unknown token cancels nothing, and someone else's link cancels only their own request", async () => {
    for (const token of ['x'.repeat(43), 'not-a-token']) {
      const answer = await cancel(token);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(ACCOUNT_DELETION_TOKEN_INVALID_MESSAGE);
    }
    const missing = await app.inject({ method: 'GET', url: `${BASE}/user/cancel-account-remove` });
    expect(missing.statusCode).toBe(400);

    // Petras opens his link while signed in as Ona: it cancels his request, never hers.
    const ona = await signIn('leaving@example.lt');
    const answer = await app.inject({
      method: 'GET',
      url: `${BASE}/user/cancel-account-remove?accountDeletionToken=${petrasToken}`,
      headers: { authorization: `Bearer ${ona.token}` },
    });
    expect(answer.statusCode).toBe(204);
    expect((await deletionJobs('other@example.lt')).request!.cancelledAt).not.toBeNull();
    const { request, jobs: onaJobs } = await deletionJobs('leaving@example.lt');
    expect(request!.cancelledAt).toBeNull();
    expect(onaJobs.map((job) => job.status)).toEqual(['pending']);
  });

  it('deletes the account when due, after a restart, keeping its orders anonymised', async () => {
    // Aistė asks too, then places an order before her deletion is due (checked in the next test).
    expect((await requestDeletion(await signIn('changed@example.lt'))).statusCode).toBe(202);
    await runJobs();
    await order('changed@example.lt', 'new');

    const session = await signIn('leaving@example.lt');
    const { request } = await deletionJobs('leaving@example.lt');
    const customerId = ids['leaving@example.lt']!;
    const orderIds = (
      await db()
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .orderBy(orders.id)
    ).map((row) => row.id);
    expect(orderIds).toHaveLength(3);

    // Restart: the API and its database connection go away; a new process opens the same database.
    await app.close();
    await handle.close();
    handle = await openDatabase(database.config);
    await migrateDatabase(handle);
    await startApp();

    // The worker of the new process, a day and a minute after the last request.
    mailsAfterADay = await runJobs(new Date(Date.now() + 24 * HOUR_MS + 60_000));

    expect(await customerExists('leaving@example.lt')).toBe(false);
    expect(await db().select().from(shopUsers).where(eq(shopUsers.customerId, customerId))).toEqual([]);
    const [executed] = await db()
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.id, request!.id));
    expect(executed).toMatchObject({ customerId: null, cancelledAt: null, refusedAt: null });
    expect(executed!.executedAt).not.toBeNull();

    // The orders remain for the bookkeeping, without the personal data.
    const [kept] = await db().select().from(orders).where(eq(orders.id, orderIds[0]!));
    expect(kept).toMatchObject({
      customerId: null,
      email: 'deleted-customer@anonymised.invalid',
      notes: null,
      total: 4599,
      state: 'fulfilled',
      number: expect.stringMatching(/^0+\d+$/),
    });
    for (const orderId of orderIds) {
      const [address] = await db().select().from(orderAddresses).where(eq(orderAddresses.orderId, orderId));
      expect(address).toMatchObject({
        firstName: 'Deleted',
        lastName: 'Customer',
        phoneNumber: '-',
        street: null,
        houseNumber: null,
        apartmentNumber: null,
        postCode: null,
        companyName: null,
        companyCode: null,
        vatNumber: null,
        countryCode: 'LT',
      });
    }

    // The tokens issued before stop working, and the account cannot sign in.
    const me = await app.inject({
      method: 'GET',
      url: `${BASE}/customers/me`,
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: `${BASE}/refresh-token`,
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    const signInAgain = await app.inject({
      method: 'POST',
      url: `${BASE}/customers/token`,
      payload: { email: 'leaving@example.lt', password: PASSWORD },
    });
    expect(signInAgain.statusCode).toBe(401);

    // The cancelled requests did nothing.
    expect(await customerExists('staying@example.lt')).toBe(true);
    expect(await customerExists('other@example.lt')).toBe(true);
    expect((await signIn('staying@example.lt')).token).toBeTruthy();
  });

  it('answers a link of an executed deletion with 410', async () => {
    const [executed] = await db()
      .select({ id: accountDeletionRequests.id })
      .from(accountDeletionRequests)
      .where(isNotNull(accountDeletionRequests.executedAt));
    const token = 'executed-request-token';
    await db()
      .update(accountDeletionRequests)
      .set({ tokenHash: hashAccountDeletionToken(token) })
      .where(eq(accountDeletionRequests.id, executed!.id));
    const answer = await cancel(token);
    expect(answer.statusCode).toBe(410);
    expect(answer.json()).toEqual({ code: 410, message: ACCOUNT_DELETION_ALREADY_EXECUTED_MESSAGE });
  });

  it('keeps the account when an order was opened before the deletion was due, and says so by mail', async () => {
    expect(await customerExists('changed@example.lt')).toBe(true);
    const { request } = await deletionJobs('changed@example.lt');
    expect(request!.refusedAt).not.toBeNull();
    expect(request!.executedAt).toBeNull();
    const refusals = mailsAfterADay.filter((mail) => mail.includes('To: changed@example.lt'));
    expect(mailsAfterADay).toHaveLength(1);
    expect(refusals[0]).toContain(
      'Sveiki, Aistė, jūsų paskyros neištrynėme, nes turite neįvykdytų užsakymų.',
    );
  });
});
