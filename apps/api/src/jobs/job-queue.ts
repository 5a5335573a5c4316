import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { jobs } from '../db/schema/index.ts';
import {
  claimDueJob,
  claimJobById,
  DEFAULT_JOB_LEASE_MS,
  failAbandonedJobs,
  finishJob,
  JOB_MAX_ATTEMPTS,
  keepLease,
  type ClaimedJob,
  type JobPayload,
} from './job-lease.ts';

export { DEFAULT_JOB_LEASE_MS, JOB_MAX_ATTEMPTS, type JobPayload };

/** What a handler knows of the job it runs (docs/adr/0039-job-leases.md). */
export interface JobContext {
  /** The job's id: the idempotency key of its side effects (a mail is sent once per job). */
  jobId: number;
  /** This run's attempt, from 1; a run cut short by a process that died counts too. */
  attempt: number;
  /** When the job was enqueued. */
  enqueuedAt: Date;
}

/**
 * Runs one job. It may run more than once (a retry after a failure, or after the process running it
 * died): side effects are keyed by `context.jobId`, as the mail jobs' once-only mailer does.
 */
export type JobHandler = (payload: JobPayload, context: JobContext) => Promise<void>;

const FIRST_RETRY_DELAY_MS = 60_000;

/**
 * Stores work to do after the caller's transaction commits (transactional outbox): pass the
 * transaction, so the job exists exactly when the change that asked for it does. Returns the job's id.
 */
export async function enqueueJob(
  db: Database,
  kind: string,
  payload: JobPayload,
  runAt = new Date(),
): Promise<number> {
  const [row] = await db.insert(jobs).values({ kind, payload, runAt }).returning({ id: jobs.id });
  if (!row) throw new Error(`The ${kind} job was not stored`);
  return row.id;
}

/**
 * Appends `values` to the array `key` of a job's payload, in the caller's transaction, if no worker has taken
 * the job yet (it is still pending); says whether it did. For work gathered over several transactions into
 * one job (an import's search refresh): each adds its part in its own transaction, so the job always holds
 * exactly what was committed.
 */
export async function appendToPendingJob(
  db: Database,
  jobId: number,
  key: string,
  values: readonly unknown[],
): Promise<boolean> {
  const appended = await db
    .update(jobs)
    .set({
      payload: sql`jsonb_set(${jobs.payload}, ${`{${key}}`}::text[],
        coalesce(${jobs.payload} -> ${key}, '[]'::jsonb) || ${JSON.stringify(values)}::jsonb)`,
    })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'pending')))
    .returning({ id: jobs.id });
  return appended.length > 0;
}

/** Cancels a job that has not started yet; says whether it was still pending. */
export async function cancelPendingJob(db: Database, jobId: number): Promise<boolean> {
  const cancelled = await db
    .update(jobs)
    .set({ status: 'cancelled' })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'pending')))
    .returning({ id: jobs.id });
  return cancelled.length > 0;
}

/**
 * Runs one claimed job, renewing its lease meanwhile; a failure waits and is tried again later, or is
 * given up after the last attempt. If the lease was lost (this process stalled past it and another
 * worker took the job), the outcome is not recorded: the job's new owner records its own.
 */
async function executeJob(
  db: Database,
  job: ClaimedJob,
  handlers: Readonly<Record<string, JobHandler>>,
  log: (message: string) => void,
  now: () => Date,
  leaseMs: number,
): Promise<void> {
  const handler = handlers[job.kind];
  const lease = keepLease(db, job, leaseMs, now, log);
  let outcome: Parameters<typeof finishJob>[2];
  try {
    if (!handler) throw new Error(`No handler for jobs of kind "${job.kind}"`);
    await handler(job.payload, { jobId: job.id, attempt: job.attempts, enqueuedAt: job.createdAt });
    outcome = { status: 'done', lastError: null };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = job.attempts >= JOB_MAX_ATTEMPTS;
    log(
      `Job ${job.id} (${job.kind}) failed on attempt ${job.attempts}${giveUp ? ', giving up' : ''}: ${message}`,
    );
    outcome = {
      status: giveUp ? 'failed' : 'pending',
      lastError: message,
      runAt: new Date(now().getTime() + FIRST_RETRY_DELAY_MS * 2 ** (job.attempts - 1)),
    };
  } finally {
    await lease.stop();
  }
  if (!(await finishJob(db, job, outcome))) {
    log(`Job ${job.id} (${job.kind}) ended (${outcome.status}) after its lease was lost; not recorded`);
  }
}

/**
 * Runs every job due now, one after another, and says how many ran. A failing job waits and is tried
 * again (1, 2, 4, 8 minutes), and is marked failed with its last error after JOB_MAX_ATTEMPTS. A running
 * job whose lease ended (its process died) is due again, as the next attempt.
 * `stopping`: asked before each job; once true, the jobs not started yet stay pending for another run.
 * `leaseMs`: how long a claim holds a job without renewal (renewed every third of it while it runs).
 */
export async function runDueJobs(
  db: Database,
  handlers: Readonly<Record<string, JobHandler>>,
  log: (message: string) => void,
  now = () => new Date(),
  stopping: () => boolean = () => false,
  leaseMs = DEFAULT_JOB_LEASE_MS,
): Promise<number> {
  const abandoned = await failAbandonedJobs(db, now());
  if (abandoned > 0) log(`${abandoned} job(s) failed: their process stopped during the last attempt`);
  let ran = 0;
  for (
    let job = stopping() ? null : await claimDueJob(db, now(), leaseMs);
    job;
    job = stopping() ? null : await claimDueJob(db, now(), leaseMs)
  ) {
    ran += 1;
    await executeJob(db, job, handlers, log, now, leaseMs);
  }
  return ran;
}

/**
 * Runs one job now, by id, if it is still pending (no worker took it yet) or its lease ended: work the
 * caller wants done at once, but kept in the jobs table so a worker still does it if this process stops
 * first. Says whether it ran here.
 */
export async function runJobNow(
  db: Database,
  jobId: number,
  handlers: Readonly<Record<string, JobHandler>>,
  log: (message: string) => void,
  now = () => new Date(),
  leaseMs = DEFAULT_JOB_LEASE_MS,
): Promise<boolean> {
  const job = await claimJobById(db, jobId, now(), leaseMs);
  if (!job) return false;
  await executeJob(db, job, handlers, log, now, leaseMs);
  return true;
}

export interface JobWorker {
  /** Runs the due jobs now instead of at the next tick (after an order is placed). */
  wake(): void;
  stop(): Promise<void>;
}

/** Polls for due jobs every `intervalMs` in the API process; `wake` runs them at once. */
export function startJobWorker(options: {
  db: Database;
  handlers: Readonly<Record<string, JobHandler>>;
  log: (message: string) => void;
  intervalMs?: number;
  /** How long a claim holds a job without renewal (JOB_LEASE_SECONDS); DEFAULT_JOB_LEASE_MS if unset. */
  leaseMs?: number;
}): JobWorker {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = running
      .then(() =>
        runDueJobs(options.db, options.handlers, options.log, undefined, () => stopped, options.leaseMs),
      )
      .then(
        () => undefined,
        (error: unknown) =>
          options.log(`The job worker failed: ${error instanceof Error ? error.message : error}`),
      );
  };
  const timer = setInterval(tick, options.intervalMs ?? 5_000);
  timer.unref();
  tick();
  return {
    wake: tick,
    /**
     * Lets the job under way finish (its lease renewed until then); the others stay pending for the next
     * process's worker. If the process is killed first, the job's lease ends and another worker runs it.
     */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
