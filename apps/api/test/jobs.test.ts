import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema/index.ts';
import { enqueueJob, JOB_MAX_ATTEMPTS, runDueJobs, runJobNow } from '../src/jobs/job-queue.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('job queue (transactional outbox)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.cleanup();
  });

  const jobRow = async (kind: string) => {
    const [row] = await database.db.select().from(jobs).where(eq(jobs.kind, kind));
    return row;
  };

  it('runs due jobs once with their payload and marks them done', async () => {
    const seen: unknown[] = [];
    await enqueueJob(database.db, 'greet', { name: 'Ona' });
    const ran = await runDueJobs(
      database.db,
      { greet: async (payload) => void seen.push(payload) },
      () => {},
    );
    expect(ran).toBe(1);
    expect(seen).toEqual([{ name: 'Ona' }]);
    expect((await jobRow('greet'))?.status).toBe('done');
    expect(await runDueJobs(database.db, { greet: async () => {} }, () => {})).toBe(0);
  });

  it('runs one pending job now by id, and never one a worker already took or finished', async () => {
    const seen: unknown[] = [];
    const handlers = { soon: async (payload: unknown) => void seen.push(payload) };
    const first = await enqueueJob(database.db, 'soon', { n: 1 });
    const second = await enqueueJob(database.db, 'soon', { n: 2 });
    expect(await runJobNow(database.db, first, handlers, () => {})).toBe(true);
    expect(seen).toEqual([{ n: 1 }]);
    // Done: not again. The other one is left to the worker.
    expect(await runJobNow(database.db, first, handlers, () => {})).toBe(false);
    const rows = await database.db.select().from(jobs).where(eq(jobs.kind, 'soon'));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [first]: 'done',
      [second]: 'pending',
    });
    // Taken by a worker whose lease still holds: not here.
    await database.db
      .update(jobs)
      .set({ status: 'running', leaseOwner: 'other-worker', leaseExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(jobs.id, second));
    expect(await runJobNow(database.db, second, handlers, () => {})).toBe(false);
    expect(seen).toHaveLength(1);
  });

  it('leaves jobs that are not due yet', async () => {
    await enqueueJob(database.db, 'later', {}, new Date(Date.now() + 60_000));
    expect(await runDueJobs(database.db, { later: async () => {} }, () => {})).toBe(0);
    expect((await jobRow('later'))?.status).toBe('pending');
  });

  it('retries a failing job later with growing waits, then gives up with its last error', async () => {
    await enqueueJob(database.db, 'flaky', {});
    const log: string[] = [];
    let clock = Date.now();
    const failing = { flaky: async () => Promise.reject(new Error('SMTP is down')) };
    expect(
      await runDueJobs(
        database.db,
        failing,
        (line) => log.push(line),
        () => new Date(clock),
      ),
    ).toBe(1);
    let row = await jobRow('flaky');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP is down' });
    expect(row!.runAt.getTime()).toBeGreaterThanOrEqual(clock + 60_000);
    // Not again before its time.
    expect(
      await runDueJobs(
        database.db,
        failing,
        () => {},
        () => new Date(clock),
      ),
    ).toBe(0);
    for (let attempt = 2; attempt <= JOB_MAX_ATTEMPTS; attempt += 1) {
      clock = (await jobRow('flaky'))!.runAt.getTime();
      await runDueJobs(
        database.db,
        failing,
        (line) => log.push(line),
        () => new Date(clock),
      );
    }
    row = await jobRow('flaky');
    expect(row).toMatchObject({ status: 'failed', attempts: JOB_MAX_ATTEMPTS, lastError: 'SMTP is down' });
    expect(log.at(-1)).toContain('giving up');
  });

  it('fails jobs nobody handles instead of running them forever', async () => {
    await enqueueJob(database.db, 'unknown-kind', {});
    await runDueJobs(database.db, {}, () => {});
    expect((await jobRow('unknown-kind'))?.lastError).toBe('No handler for jobs of kind "unknown-kind"');
  });
});
