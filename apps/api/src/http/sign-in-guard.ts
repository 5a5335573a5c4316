import type { SignInProtectionConfig } from '../config-sign-in.ts';
import type { Database } from '../db/database.ts';
import { TooManyRequestsError } from './http-error.ts';
import { attemptsOf, clearAttempts, countAttempt, type RateLimitRule } from './rate-limit.ts';

/**
 * Sign-in protection without lock-out (docs/adr/0040-sign-in-protection.md), shared by the shop's and the
 * back office's token endpoints. Failed sign-ins are counted per address, per email and per email+address
 * pair; a pair that keeps failing waits longer and longer, an email that keeps failing (from anywhere)
 * needs the bot-protection check, an address that keeps failing gets 429. A correct password is never
 * refused because of someone else's failures.
 */

/** Failures of one pair answered without delay; the delay starts with the next one. */
export const FREE_PAIR_FAILURES = 3;
/** The first delay; each further failure of the pair doubles it, up to the configured maximum. */
export const FIRST_DELAY_MS = 250;
/** An address with this many times LOGIN_CHALLENGE_AFTER failures needs the check for every email. */
export const ADDRESS_CHALLENGE_FACTOR = 4;
const WINDOW_SECONDS = 15 * 60;

export interface SignInFailures {
  /** Of this email from this address. */
  pair: number;
  /** Of this email, from any address. */
  email: number;
  /** Of this address, for any email. */
  address: number;
}

export interface SignInDecision {
  /** 429: the address used up its failures (LOGIN_FAILURES_PER_IP). */
  refuse: boolean;
  /** The bot-protection check is needed (only where it is configured). */
  challenge: boolean;
  /** How long to wait before answering. */
  delayMs: number;
}

/** The delay of a pair with `failures` failures: none for the first few, then doubling, capped. */
export function pairDelayMs(failures: number, maxDelayMs: number): number {
  if (failures < FREE_PAIR_FAILURES) return 0;
  return Math.min(maxDelayMs, FIRST_DELAY_MS * 2 ** Math.min(failures - FREE_PAIR_FAILURES, 20));
}

/**
 * What to do with the next sign-in, from the failures counted so far. Without bot protection, an email
 * that reached the challenge threshold waits the longest delay instead (from every address).
 */
export function decideSignIn(
  failures: SignInFailures,
  policy: { perIpLimit: number; challengeAfter: number; maxDelayMs: number },
  botProtection: boolean,
): SignInDecision {
  const suspicious =
    failures.email >= policy.challengeAfter ||
    failures.address >= policy.challengeAfter * ADDRESS_CHALLENGE_FACTOR;
  const pairDelay = pairDelayMs(failures.pair, policy.maxDelayMs);
  return {
    refuse: failures.address >= policy.perIpLimit,
    challenge: botProtection && suspicious,
    delayMs: !botProtection && failures.email >= policy.challengeAfter ? policy.maxDelayMs : pairDelay,
  };
}

/** The counters of one sign-in endpoint (`login`, `admin-login`) in rate_limit_windows. */
export interface SignInCounters {
  address: RateLimitRule;
  email: RateLimitRule;
  pair: RateLimitRule;
}

export function signInCounters(name: string, perIpLimit: number): SignInCounters {
  return {
    address: { name: `${name}-ip`, limit: perIpLimit, windowSeconds: WINDOW_SECONDS },
    email: { name: `${name}-email`, limit: Number.MAX_SAFE_INTEGER, windowSeconds: WINDOW_SECONDS },
    pair: { name: `${name}-pair`, limit: Number.MAX_SAFE_INTEGER, windowSeconds: WINDOW_SECONDS },
  };
}

export interface SignInAttempt {
  email: string;
  ip: string;
}

const pairOf = (attempt: SignInAttempt) => `${attempt.email.trim()}|${attempt.ip}`;
const emailOf = (attempt: SignInAttempt) => attempt.email.trim();

/** Reads the counters and decides; a refused address is a 429 with Retry-After. */
export async function guardSignIn(
  db: Database,
  counters: SignInCounters,
  policy: Pick<SignInProtectionConfig, 'challengeAfter' | 'maxDelayMs'>,
  attempt: SignInAttempt,
  botProtection: boolean,
  now = new Date(),
): Promise<SignInDecision> {
  const [address, email, pair] = await Promise.all([
    attemptsOf(db, counters.address, attempt.ip, now),
    attemptsOf(db, counters.email, emailOf(attempt), now),
    attemptsOf(db, counters.pair, pairOf(attempt), now),
  ]);
  const decision = decideSignIn(
    { address, email, pair },
    { ...policy, perIpLimit: counters.address.limit },
    botProtection,
  );
  if (decision.refuse) {
    const secondsLeft = WINDOW_SECONDS - Math.floor((now.getTime() / 1000) % WINDOW_SECONDS);
    throw new TooManyRequestsError(secondsLeft);
  }
  return decision;
}

/** Counts a wrong password (or unknown email) on all three counters. */
export async function recordSignInFailure(
  db: Database,
  counters: SignInCounters,
  attempt: SignInAttempt,
): Promise<void> {
  await countAttempt(db, counters.address, attempt.ip);
  await countAttempt(db, counters.email, emailOf(attempt));
  await countAttempt(db, counters.pair, pairOf(attempt));
}

/** A correct sign-in: the pair starts afresh (the email's and address's counts stay). */
export async function recordSignInSuccess(
  db: Database,
  counters: SignInCounters,
  attempt: SignInAttempt,
): Promise<void> {
  await clearAttempts(db, counters.pair, pairOf(attempt));
}

/** Waits before answering (the delay of a pair that keeps failing). */
export function signInDelay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
