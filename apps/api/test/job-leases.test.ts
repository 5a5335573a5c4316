import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, sentMails } from '../src/db/schema/index.ts';
import { jobHandlers } from '../src/jobs/job-handlers.ts';
import {
  enqueueJob,
  JOB_MAX_ATTEMPTS,
  runDueJobs,
  runJobNow,
  type JobContext,
  type JobPayload,
} from '../src/jobs/job-queue.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { PASSWORD_RESET_EMAIL_JOB } from '../src/modules/customers/password-reset-service.ts';
import { createAccount } from './helpers/customer-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { testOutbox } from './helpers/outbox.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const LEASE_MS = 60_000;
const RESET_LINK = /https:\/\/shop\.test(\/en)?\/reset-password\/([A-Za-z0-9_-]{43})/;

/** A promise and its resolver: a handler that runs until the test lets it finish. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

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
    config: { storefrontUrls: { web: 'https://shop.test' }, mailFrom: 'Gandras <info@gandras.lt>' },
  });
  app = await createTestApp(database);
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database?.cleanup();
  outbox?.remove();
});

/** Issue 19: a job claimed by a process that died is run again, once, by another worker (ADR 0039). */
describe('job leases', () => {
  const row = async (id: number) => {
    const [found] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    if (!found) throw new Error(`no job ${id}`);
    return found;
  };
  /** What a worker that died mid-job leaves: running, its lease ended (or none: claimed before leases). */
  const leftByDeadWorker = (id: number, leaseExpiresAt: Date | null, attempts = 1) =>
    database.db
      .update(jobs)
      .set({ status: 'running', attempts, leaseOwner: 'dead-worker', leaseExpiresAt })
      .where(eq(jobs.id, id));

  it('runs a job whose worker died (lease ended) again, as its next attempt, and marks it done', async () => {
    const id = await enqueueJob(database.db, 'orphan', { n: 1 });
    await leftByDeadWorker(id, new Date(Date.now() - 1_000));
    const runs: Array<[JobPayload, JobContext]> = [];
    const ran = await runDueJobs(
      database.db,
      { orphan: async (payload, context) => void runs.push([payload, context]) },
      () => {},
    );
    expect(ran).toBe(1);
    expect(runs).toEqual([[{ n: 1 }, expect.objectContaining({ jobId: id, attempt: 2 })]]);
    expect(await row(id)).toMatchObject({
      status: 'done',
      attempts: 2,
      leaseOwner: null,
      leaseExpiresAt: null,
    });
  });

  it('runs a job left running before leases existed (no lease) again', async () => {
    const id = await enqueueJob(database.db, 'pre-lease', {});
    await leftByDeadWorker(id, null);
    let runs = 0;
    await runDueJobs(database.db, { 'pre-lease': async () => void (runs += 1) }, () => {});
    expect(runs).toBe(1);
    expect((await row(id)).status).toBe('done');
  });

  it('does not give a job to a second worker while the first holds its lease', async () => {
    const id = await enqueueJob(database.db, 'slow', {});
    const first = gate();
    const started = gate();
    let runs = 0;
    const slow = {
      slow: async () => {
        runs += 1;
        started.open();
        await first.opened;
      },
    };
    const firstWorker = runDueJobs(database.db, slow, () => {}, undefined, undefined, LEASE_MS);
    await started.opened;
    const running = await row(id);
    expect(running.status).toBe('running');
    expect(running.leaseExpiresAt!.getTime()).toBeGreaterThan(Date.now() + LEASE_MS / 2);
    // A second worker (another API process) finds nothing to do, by the queue and by id.
    expect(await runDueJobs(database.db, slow, () => {})).toBe(0);
    expect(await runJobNow(database.db, id, slow, () => {})).toBe(false);
    first.open();
    expect(await firstWorker).toBe(1);
    expect(runs).toBe(1);
    expect((await row(id)).status).toBe('done');
  });

  it('keeps the lease of a long job renewed, so no other worker takes it while it runs', async () => {
    const id = await enqueueJob(database.db, 'long', {});
    const release = gate();
    const started = gate();
    const long = {
      long: async () => {
        started.open();
        await release.opened;
      },
    };
    // A lease of 600 ms, renewed every 200 ms: after 1.5 s it still holds.
    const worker = runDueJobs(database.db, long, () => {}, undefined, undefined, 600);
    await started.opened;
    const claimedUntil = (await row(id)).leaseExpiresAt!.getTime();
    await expect
      .poll(async () => (await row(id)).leaseExpiresAt!.getTime(), { timeout: 15_000 })
      .toBeGreaterThan(claimedUntil + 900);
    expect(await runDueJobs(database.db, { long: async () => {} }, () => {})).toBe(0);
    release.open();
    await worker;
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('does not let a worker that lost its lease overwrite what the next worker recorded', async () => {
    const id = await enqueueJob(database.db, 'stalled', {});
    const release = gate();
    const started = gate();
    const log: string[] = [];
    const stalled = {
      stalled: async (_payload: JobPayload, context: JobContext) => {
        if (context.attempt > 1) return; // the second worker's run succeeds
        started.open();
        await release.opened;
        throw new Error('the stalled worker woke up to a closed connection');
      },
    };
    const stalledWorker = runDueJobs(
      database.db,
      stalled,
      (line) => log.push(line),
      undefined,
      undefined,
      LEASE_MS,
    );
    await started.opened;
    // Past its lease (the first process froze longer than the lease): another worker takes and does it.
    const later = () => new Date(Date.now() + 2 * LEASE_MS);
    expect(await runDueJobs(database.db, stalled, () => {}, later)).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    release.open();
    await stalledWorker;
    // The first worker's failure is not recorded over the second's success.
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    expect(log.join('\n')).toContain('after its lease was lost; not recorded');
  });

  it('fails a job whose worker died on its last attempt instead of running it again', async () => {
    const id = await enqueueJob(database.db, 'last-try', {});
    await leftByDeadWorker(id, new Date(Date.now() - 1_000), JOB_MAX_ATTEMPTS);
    let runs = 0;
    await runDueJobs(database.db, { 'last-try': async () => void (runs += 1) }, () => {});
    expect(runs).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: JOB_MAX_ATTEMPTS });
    expect((await row(id)).lastError).toContain('stopped before it finished');
  });
});

describe('mail jobs run twice send once', () => {
  it('does not mail a reset link again when the job is re-run after its mail was sent, and the link works', async () => {
    const asked = await app.inject({
      method: 'POST',
      url: '/api/v2/shop/customers/reset-password',
      payload: { email: 'ona@example.lt', locale: 'lt' },
    });
    expect(asked.statusCode).toBe(202);
    const [job] = await database.db.select().from(jobs).where(eq(jobs.kind, PASSWORD_RESET_EMAIL_JOB));
    if (!job) throw new Error('no reset job');
    const fail = (line: string) => {
      throw new Error(line);
    };

    expect(await runDueJobs(database.db, handlers, fail)).toBe(1);
    const mails = outbox.takeNew();
    expect(mails).toHaveLength(1);
    const token = mails[0]?.match(RESET_LINK)?.[2];
    if (!token) throw new Error(`No reset link in:\n${mails[0]}`);
    // The Message-ID is the job's, the same on every run: receivers can drop a second copy.
    expect(mails[0]).toMatch(new RegExp(`Message-ID: <job-${job.id}\\.[0-9a-z]+@gandras\\.lt>`));
    expect(await database.db.select().from(sentMails)).toEqual([
      expect.objectContaining({ key: `job:${job.id}`, jobId: job.id, recipient: 'ona@example.lt' }),
    ]);

    // The process died after the mail went out, before the job was marked done: another run takes it.
    await database.db
      .update(jobs)
      .set({ status: 'running', leaseOwner: 'dead-worker', leaseExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(jobs.id, job.id));
    expect(await runDueJobs(database.db, handlers, fail)).toBe(1);
    expect(outbox.takeNew()).toEqual([]);
    expect((await database.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]).toMatchObject({
      status: 'done',
      attempts: 2,
    });
    // The re-run minted no new token: the mailed link still resets the password.
    const reset = await app.inject({
      method: 'PATCH',
      url: `/api/v2/shop/customers/reset-password/${token}`,
      payload: { newPassword: 'Naujas5678', confirmNewPassword: 'Naujas5678' },
    });
    expect(reset.statusCode).toBe(204);
  });

  it('sends the mail again when the earlier run died before the mail server accepted it', async () => {
    const asked = await app.inject({
      method: 'POST',
      url: '/api/v2/shop/customers/reset-password',
      payload: { email: 'ona@example.lt', locale: 'lt' },
    });
    expect(asked.statusCode).toBe(202);
    const pending = await database.db.select().from(jobs).where(eq(jobs.status, 'pending'));
    const job = pending.find((candidate) => candidate.kind === PASSWORD_RESET_EMAIL_JOB);
    if (!job) throw new Error('no second reset job');
    // Died mid-job with nothing sent (no sent_mails record): the next run sends the mail, once.
    await database.db
      .update(jobs)
      .set({ status: 'running', leaseOwner: 'dead-worker', leaseExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(jobs.id, job.id));
    await runDueJobs(database.db, handlers, () => {});
    expect(outbox.takeNew()).toHaveLength(1);
    await runDueJobs(database.db, handlers, () => {});
    expect(outbox.takeNew()).toEqual([]);
  });
});
