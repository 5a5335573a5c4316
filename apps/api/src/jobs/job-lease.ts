import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { jobs } from '../db/schema/index.ts';
import { queryRows } from '../modules/search/sql-rows.ts';

/**
 * Leases of running jobs (docs/adr/0039-job-leases.md). A claim marks a job `running` with a random
 * owner token and a lease end; while the handler runs the lease is renewed; a `running` job whose lease
 * ended belongs to a process that died and is claimed again. Finishing compares the owner token, so a
 * worker that lost its lease never overwrites what the job's new owner recorded.
 */

/** How long a claim holds a job unless renewed: far beyond a stalled SMTP connection's timeouts. */
export const DEFAULT_JOB_LEASE_MS = 5 * 60_000;

/** Attempts before a job is given up (failed); the waits between them double from a minute. */
export const JOB_MAX_ATTEMPTS = 5;

export type JobPayload = Record<string, unknown>;

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: JobPayload;
  /** This run's attempt, from 1 (a run cut short by a dead process counts too). */
  attempts: number;
  createdAt: Date;
  /** The claim's token: only the holder finishes or renews the job. */
  owner: string;
}

interface ClaimedRow {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  /** Milliseconds since the epoch (the drivers differ in how they hand back a timestamptz). */
  created_ms: number | string;
}

/** Due now: pending and due, or running with its lease ended (NULL: claimed before leases existed). */
function claimable(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`((status = 'pending' AND run_at <= ${at})
    OR (status = 'running' AND (lease_expires_at IS NULL OR lease_expires_at <= ${at})
      AND attempts < ${JOB_MAX_ATTEMPTS}))`;
}

async function claimWhere(db: Database, target: SQL, now: Date, leaseMs: number): Promise<ClaimedJob | null> {
  const owner = randomUUID();
  const leaseEnd = new Date(now.getTime() + leaseMs).toISOString();
  const [row] = await queryRows<ClaimedRow>(
    db,
    sql`UPDATE jobs SET status = 'running', attempts = attempts + 1, lease_owner = ${owner},
        lease_expires_at = ${leaseEnd}::timestamptz
      WHERE ${target}
      RETURNING id, kind, payload, attempts,
        (extract(epoch FROM created_at) * 1000)::float8 AS created_ms`,
  );
  if (!row) return null;
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as JobPayload;
  return {
    id: Number(row.id),
    kind: row.kind,
    payload,
    attempts: Number(row.attempts),
    createdAt: new Date(Math.round(Number(row.created_ms))),
    owner,
  };
}

/** Takes the next due job (or one a dead process left), so no other worker takes it while leased. */
export function claimDueJob(db: Database, now: Date, leaseMs: number): Promise<ClaimedJob | null> {
  return claimWhere(
    db,
    sql`id = (
      SELECT id FROM jobs WHERE ${claimable(now)}
      ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
    )`,
    now,
    leaseMs,
  );
}

/** Takes this job if it is pending (due or not) or its lease ended. */
export function claimJobById(
  db: Database,
  jobId: number,
  now: Date,
  leaseMs: number,
): Promise<ClaimedJob | null> {
  return claimWhere(
    db,
    sql`id = (
      SELECT id FROM jobs WHERE id = ${jobId} AND (status = 'pending' OR ${claimable(now)})
      FOR UPDATE SKIP LOCKED
    )`,
    now,
    leaseMs,
  );
}

/**
 * Running jobs whose process died on their last attempt: failed, as a failing last attempt is, instead
 * of being run beyond JOB_MAX_ATTEMPTS. Says how many.
 */
export async function failAbandonedJobs(db: Database, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE jobs SET status = 'failed', lease_owner = NULL, lease_expires_at = NULL,
        last_error = ${`The process running it stopped before it finished (attempt ${JOB_MAX_ATTEMPTS} of ${JOB_MAX_ATTEMPTS})`}
      WHERE status = 'running' AND (lease_expires_at IS NULL OR lease_expires_at <= ${at})
        AND attempts >= ${JOB_MAX_ATTEMPTS}
      RETURNING id`,
  );
  return rows.length;
}

/**
 * Records how the job ended (done, pending for a retry, failed), if this claim still holds it. Says
 * whether it did: false means the lease was lost and another worker owns the job now.
 */
export async function finishJob(
  db: Database,
  job: Pick<ClaimedJob, 'id' | 'owner'>,
  outcome: { status: 'done' | 'pending' | 'failed'; lastError: string | null; runAt?: Date },
): Promise<boolean> {
  const finished = await db
    .update(jobs)
    .set({ ...outcome, leaseOwner: null, leaseExpiresAt: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.leaseOwner, job.owner)))
    .returning({ id: jobs.id });
  return finished.length > 0;
}

/**
 * Extends the lease every third of its length while the handler runs; logs once if the lease was lost
 * (the process stalled past its end and another worker took the job). `stop` waits for a renewal under way.
 */
export function keepLease(
  db: Database,
  job: Pick<ClaimedJob, 'id' | 'kind' | 'owner'>,
  leaseMs: number,
  now: () => Date,
  log: (message: string) => void,
): { stop(): Promise<void> } {
  let renewing: Promise<void> = Promise.resolve();
  const timer = setInterval(
    () => {
      renewing = renewing.then(async () => {
        const renewed = await db
          .update(jobs)
          .set({ leaseExpiresAt: new Date(now().getTime() + leaseMs) })
          .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.leaseOwner, job.owner)))
          .returning({ id: jobs.id })
          .catch((error: unknown) => {
            log(`Job ${job.id} (${job.kind}): renewing its lease failed: ${String(error)}`);
            return null;
          });
        if (renewed?.length === 0) {
          clearInterval(timer);
          log(`Job ${job.id} (${job.kind}) lost its lease: another worker runs it now`);
        }
      });
    },
    Math.max(100, Math.floor(leaseMs / 3)),
  );
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await renewing;
    },
  };
}
