import { z } from 'zod';

/**
 * Bot protection settings (docs/adr/0019-bot-protection.md). Either the classic reCAPTCHA secret
 * (siteverify, v2 and v3 keys) or a reCAPTCHA Enterprise project with an API key; neither turns the
 * check off. The URLs point at Google unless a local fake (scripts/lib/fake-recaptcha.mjs) is wanted.
 *
 * - RECAPTCHA_SECRET_KEY: the secret key of a reCAPTCHA v2 (or v3) site key.
 * - RECAPTCHA_VERIFY_URL: siteverify endpoint (default https://www.google.com/recaptcha/api/siteverify).
 * - RECAPTCHA_ENTERPRISE_PROJECT_ID, RECAPTCHA_ENTERPRISE_API_KEY, RECAPTCHA_ENTERPRISE_SITE_KEY: an
 *   Enterprise assessment per token (all three together).
 * - RECAPTCHA_ENTERPRISE_URL: origin of the Enterprise API (default https://recaptchaenterprise.googleapis.com).
 * - RECAPTCHA_MIN_SCORE: lowest accepted score 0-1 where the service gives one (default 0.5).
 */
export type BotProtectionConfig = SiteVerifyConfig | EnterpriseConfig;

export interface SiteVerifyConfig {
  kind: 'siteverify';
  secretKey: string;
  verifyUrl: URL;
  /** Checked only when the answer carries a score (v3 keys); v2 answers have none. */
  minScore: number;
  /** How long Google may take before the request is answered 503 (default BOT_PROTECTION_TIMEOUT_MS). */
  timeoutMs?: number;
}

export interface EnterpriseConfig {
  kind: 'enterprise';
  projectId: string;
  apiKey: string;
  siteKey: string;
  /** Origin of the Enterprise API; the assessments path is added to it. */
  apiUrl: URL;
  minScore: number;
  timeoutMs?: number;
}

export const DEFAULT_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
export const DEFAULT_RECAPTCHA_ENTERPRISE_URL = 'https://recaptchaenterprise.googleapis.com';
export const DEFAULT_RECAPTCHA_MIN_SCORE = 0.5;

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const httpUrl = z.string().refine(isHttpUrl, 'must be an http:// or https:// URL');
const key = z.string().regex(/^\S{8,}$/, 'must be at least 8 characters without spaces');

/** The variables, merged into the API's env schema (config.ts). */
export const botProtectionEnv = {
  RECAPTCHA_SECRET_KEY: key.optional(),
  RECAPTCHA_VERIFY_URL: httpUrl.optional(),
  RECAPTCHA_ENTERPRISE_PROJECT_ID: z
    .string()
    .regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, 'must be a Google Cloud project id')
    .optional(),
  RECAPTCHA_ENTERPRISE_API_KEY: key.optional(),
  RECAPTCHA_ENTERPRISE_SITE_KEY: key.optional(),
  RECAPTCHA_ENTERPRISE_URL: httpUrl.optional(),
  RECAPTCHA_MIN_SCORE: z
    .string()
    .regex(/^(0(\.\d+)?|1(\.0+)?)$/, 'must be a number from 0 to 1')
    .transform(Number)
    .optional(),
};

type BotProtectionValues = z.infer<z.ZodObject<typeof botProtectionEnv>>;

const ENTERPRISE_NAMES = [
  'RECAPTCHA_ENTERPRISE_PROJECT_ID',
  'RECAPTCHA_ENTERPRISE_API_KEY',
  'RECAPTCHA_ENTERPRISE_SITE_KEY',
] as const;

/** The check's settings, or null when no key is given; a half-given or contradictory set is reported. */
export function botProtectionConfig(
  values: BotProtectionValues,
  fail: (problems: string[]) => never,
): BotProtectionConfig | null {
  const minScore = values.RECAPTCHA_MIN_SCORE ?? DEFAULT_RECAPTCHA_MIN_SCORE;
  const enterpriseGiven = ENTERPRISE_NAMES.filter((name) => values[name]);
  if (values.RECAPTCHA_SECRET_KEY && enterpriseGiven.length > 0) {
    fail([
      'RECAPTCHA_SECRET_KEY: set either it (reCAPTCHA v2/v3) or the RECAPTCHA_ENTERPRISE_* variables, not both',
    ]);
  }
  if (values.RECAPTCHA_SECRET_KEY) {
    if (values.RECAPTCHA_ENTERPRISE_URL)
      fail(['RECAPTCHA_ENTERPRISE_URL: is set but the check is not Enterprise']);
    return {
      kind: 'siteverify',
      secretKey: values.RECAPTCHA_SECRET_KEY,
      verifyUrl: new URL(values.RECAPTCHA_VERIFY_URL ?? DEFAULT_RECAPTCHA_VERIFY_URL),
      minScore,
    };
  }
  if (enterpriseGiven.length > 0) {
    const missing = ENTERPRISE_NAMES.filter((name) => !values[name]);
    if (missing.length > 0) {
      fail(missing.map((name) => `${name}: must be set too when ${enterpriseGiven.join(' and ')} is`));
    }
    if (values.RECAPTCHA_VERIFY_URL) fail(['RECAPTCHA_VERIFY_URL: is set but the check is Enterprise']);
    return {
      kind: 'enterprise',
      projectId: values.RECAPTCHA_ENTERPRISE_PROJECT_ID!,
      apiKey: values.RECAPTCHA_ENTERPRISE_API_KEY!,
      siteKey: values.RECAPTCHA_ENTERPRISE_SITE_KEY!,
      apiUrl: new URL(values.RECAPTCHA_ENTERPRISE_URL ?? DEFAULT_RECAPTCHA_ENTERPRISE_URL),
      minScore,
    };
  }
  const stray = (['RECAPTCHA_VERIFY_URL', 'RECAPTCHA_ENTERPRISE_URL', 'RECAPTCHA_MIN_SCORE'] as const).filter(
    (name) => values[name] !== undefined,
  );
  if (stray.length > 0) {
    fail(
      stray.map(
        (name) => `${name}: is set but no reCAPTCHA key is (RECAPTCHA_SECRET_KEY or RECAPTCHA_ENTERPRISE_*)`,
      ),
    );
  }
  return null;
}
