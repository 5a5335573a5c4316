import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { queryRows } from '../modules/search/sql-rows.ts';
import { TooManyRequestsError } from './http-error.ts';

/** At most `limit` counted attempts per fixed window of `windowSeconds`, per subject (an IP, an email). */
export interface RateLimitRule {
  /** Names the limited action in the counter's key, e.g. `login-ip`. */
  name: string;
  limit: number;
  windowSeconds: number;
}

function windowOf(rule: RateLimitRule, now: Date): { start: Date; secondsLeft: number } {
  const length = rule.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / length) * length;
  return { start: new Date(start), secondsLeft: Math.ceil((start + length - now.getTime()) / 1000) };
}

const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

/**
 * Refuses (429 with Retry-After) when the subject used up the rule's attempts in the current window. The
 * counters live in the database (`rate_limit_windows`), so all API instances share them.
 */
export async function checkRateLimit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
): Promise<void> {
  const { start, secondsLeft } = windowOf(rule, now);
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`SELECT hits FROM rate_limit_windows WHERE key = ${keyOf(rule, subject)} AND window_start = ${start}`,
  );
  if (row && Number(row.hits) >= rule.limit) throw new TooManyRequestsError(secondsLeft);
}

/** Counts one attempt of the subject; earlier windows of the same key are dropped on the way. */
export async function countAttempt(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
): Promise<void> {
  const { start } = windowOf(rule, now);
  const key = keyOf(rule, subject);
  await db.execute(sql`INSERT INTO rate_limit_windows (key, window_start, hits) VALUES (${key}, ${start}, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_windows.hits + 1`);
  await db.execute(sql`DELETE FROM rate_limit_windows WHERE key = ${key} AND window_start < ${start}`);
}

/** Checks and counts in one go: for actions where every attempt counts (registration, reset requests). */
export async function takeAttempt(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
): Promise<void> {
  await checkRateLimit(db, rule, subject, now);
  await countAttempt(db, rule, subject, now);
}

/** The subject's counted attempts in the current window (0 when none): for decisions short of a 429. */
export async function attemptsOf(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
): Promise<number> {
  const { start } = windowOf(rule, now);
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`SELECT hits FROM rate_limit_windows WHERE key = ${keyOf(rule, subject)} AND window_start = ${start}`,
  );
  return row ? Number(row.hits) : 0;
}

/** Forgets the subject's attempts (every window), e.g. after a correct sign-in. */
export async function clearAttempts(db: Database, rule: RateLimitRule, subject: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_windows WHERE key = ${keyOf(rule, subject)}`);
}
