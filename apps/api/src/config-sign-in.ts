import { z } from 'zod';

/**
 * Sign-in protection settings (docs/adr/0040-sign-in-protection.md). Failures are counted per address, per
 * email and per email+address pair in 15-minute windows; nothing locks an account's owner out.
 *
 * - LOGIN_FAILURES_PER_IP: failed shop sign-ins from one address in 15 minutes before its next tries are
 *   answered 429 (default 100: an office, a mobile network or the storefront's server share an address).
 * - ADMIN_LOGIN_FAILURES_PER_IP: the same for the back office's token endpoint (default 30).
 * - LOGIN_CHALLENGE_AFTER: failures of one email (from anywhere) after which a sign-in for it needs the
 *   bot-protection check where reCAPTCHA is configured, else waits the longest delay (default 5).
 * - LOGIN_DELAY_MAX_MS: the longest delay before answering a sign-in of a pair that keeps failing
 *   (default 3000; 0 turns the delay off).
 */
export interface SignInProtectionConfig {
  perIpLimit: number;
  adminPerIpLimit: number;
  challengeAfter: number;
  maxDelayMs: number;
}

export const DEFAULT_SIGN_IN_PROTECTION: SignInProtectionConfig = {
  perIpLimit: 100,
  adminPerIpLimit: 30,
  challengeAfter: 5,
  maxDelayMs: 3000,
};

const count = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, 'must be a whole number')
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be from ${min} to ${max}`)
    .optional();

/** The variables, merged into the API's env schema (config.ts). */
export const signInProtectionEnv = {
  LOGIN_FAILURES_PER_IP: count(1, 1_000_000),
  ADMIN_LOGIN_FAILURES_PER_IP: count(1, 1_000_000),
  LOGIN_CHALLENGE_AFTER: count(1, 1000),
  LOGIN_DELAY_MAX_MS: count(0, 10_000),
};

type SignInProtectionValues = z.infer<z.ZodObject<typeof signInProtectionEnv>>;

export function signInProtectionConfig(values: SignInProtectionValues): SignInProtectionConfig {
  const defaults = DEFAULT_SIGN_IN_PROTECTION;
  return {
    perIpLimit: values.LOGIN_FAILURES_PER_IP ?? defaults.perIpLimit,
    adminPerIpLimit: values.ADMIN_LOGIN_FAILURES_PER_IP ?? defaults.adminPerIpLimit,
    challengeAfter: values.LOGIN_CHALLENGE_AFTER ?? defaults.challengeAfter,
    maxDelayMs: values.LOGIN_DELAY_MAX_MS ?? defaults.maxDelayMs,
  };
}
