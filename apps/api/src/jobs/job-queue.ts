import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { jobs } from '../db/schema/index.ts';
import { queryRows } from '../modules/search/sql-rows.ts';

export type JobPayload = Record<string, unknown>;
export type JobHandler = (payload: JobPayload) => Promise<void>;

/** Attempts before a job is given up (failed); the waits between them double from a minute. */
export const JOB_MAX_ATTEMPTS = 5;
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

/** Cancels a job that has not started yet; says whether it was still pending. */
export async function cancelPendingJob(db: Database, jobId: number): Promise<boolean> {
  const cancelled = await db
    .update(jobs)
    .set({ status: 'cancelled' })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'pending')))
    .returning({ id: jobs.id });
  return cancelled.length > 0;
}

interface ClaimedJob {
  id: number;
  kind: string;
  payload: JobPayload;
  attempts: number;
}

/** Takes the next due job, so no other worker (another API process) takes it too. */
async function claimDueJob(db: Database, now: Date): Promise<ClaimedJob | null> {
  const [row] = await queryRows<{ id: number; kind: string; payload: unknown; attempts: number }>(
    db,
    sql`UPDATE jobs SET status = 'running', attempts = attempts + 1
      WHERE id = (
        SELECT id FROM jobs WHERE status = 'pending' AND run_at <= ${now.toISOString()}::timestamptz
        ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
      )
      RETURNING id, kind, payload, attempts`,
  );
  if (!row) return null;
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as JobPayload;
  return { id: Number(row.id), kind: row.kind, payload, attempts: Number(row.attempts) };
}

/** Runs one claimed job; a failure waits and is tried again later, or is given up after the last attempt. */
async function executeJob(
  db: Database,
  job: ClaimedJob,
  handlers: Readonly<Record<string, JobHandler>>,
  log: (message: string) => void,
  now: () => Date,
): Promise<void> {
  const handler = handlers[job.kind];
  try {
    if (!handler) throw new Error(`No handler for jobs of kind "${job.kind}"`);
    await handler(job.payload);
    await db.update(jobs).set({ status: 'done', lastError: null }).where(eq(jobs.id, job.id));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = job.attempts >= JOB_MAX_ATTEMPTS;
    log(
      `Job ${job.id} (${job.kind}) failed on attempt ${job.attempts}${giveUp ? ', giving up' : ''}: ${message}`,
    );
    await db
      .update(jobs)
      .set({
        status: giveUp ? 'failed' : 'pending',
        lastError: message,
        runAt: new Date(now().getTime() + FIRST_RETRY_DELAY_MS * 2 ** (job.attempts - 1)),
      })
      .where(eq(jobs.id, job.id));
  }
}

/**
 * Runs every job due now, one after another, and says how many ran. A failing job waits and is tried
 * again (1, 2, 4, 8 minutes), and is marked failed with its last error after JOB_MAX_ATTEMPTS.
 */
export async function runDueJobs(
  db: Database,
  handlers: Readonly<Record<string, JobHandler>>,
  log: (message: string) => void,
  now = () => new Date(),
): Promise<number> {
  let ran = 0;
  for (let job = await claimDueJob(db, now()); job; job = await claimDueJob(db, now())) {
    ran += 1;
    await executeJob(db, job, handlers, log, now);
  }
  return ran;
}

/**
 * Runs one job now, by id, if it is still pending (no worker took it yet): work the caller wants done at
 * once, but kept in the jobs table so a worker still does it if this process stops first. Says whether it
 * ran here.
 */
export async function runJobNow(
  db: Database,
  jobId: number,
  handlers: Readonly<Record<string, JobHandler>>,
  log: (message: string) => void,
  now = () => new Date(),
): Promise<boolean> {
  const [row] = await queryRows<{ id: number; kind: string; payload: unknown; attempts: number }>(
    db,
    sql`UPDATE jobs SET status = 'running', attempts = attempts + 1
      WHERE id = ${jobId} AND status = 'pending'
      RETURNING id, kind, payload, attempts`,
  );
  if (!row) return false;
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as JobPayload;
  await executeJob(
    db,
    { id: Number(row.id), kind: row.kind, payload, attempts: Number(row.attempts) },
    handlers,
    log,
    now,
  );
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
}): JobWorker {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = running
      .then(() => runDueJobs(options.db, options.handlers, options.log))
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
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
