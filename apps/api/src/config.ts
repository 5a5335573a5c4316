import { join, resolve } from 'node:path';
import { botProtectionConfig, type BotProtectionConfig } from './config-bot-protection.ts';
import {
  ENV_NAMES,
  envSchema,
  SECRET_NAMES,
  type EnvName,
  type EnvValues,
  type LogLevel,
} from './config-env.ts';
import { signInProtectionConfig, type SignInProtectionConfig } from './config-sign-in.ts';
import type { S3StorageConfig } from './modules/media-storage/s3-storage.ts';
import { findRepoRoot } from './paths.ts';

export type { BotProtectionConfig, S3StorageConfig, SignInProtectionConfig };

export { LOG_LEVELS, type LogLevel } from './config-env.ts';

/** The API's settings, validated once at start (see loadConfig). */
export interface Config {
  port: number;
  host: string;
  /** Absolute path of the data folder (PGlite files, media, mail outbox). */
  dataDir: string;
  /** PGlite's folder inside dataDir; unused when databaseUrl is set. */
  pgDataDir: string;
  /** Original images, served under /media/. */
  mediaDir: string;
  /** Resized images, cached on disk (per instance, also when the originals are in a bucket). */
  mediaCacheDir: string;
  /** The media (pictures, downloads) in an S3-compatible bucket instead of mediaDir; null: mediaDir. */
  s3: S3StorageConfig | null;
  /** Where mail goes as .eml files when no SMTP server is configured. */
  outboxDir: string;
  /** postgres:// URL; null means the embedded PGlite database. */
  databaseUrl: string | null;
  /** DATABASE_PREPARED_STATEMENTS: repeated statements as server-side prepared ones (ADR 0068). */
  preparedStatements: boolean;
  logLevel: LogLevel;
  /** smtp:// or smtps:// URL; null means writing mail to outboxDir. */
  smtpUrl: string | null;
  mailFrom: string;
  /** How long a job worker's claim holds a running job without renewal (docs/adr/0039-job-leases.md). */
  jobLeaseMs: number;
  /**
   * Which direct peers may name the client's address in X-Forwarded-For (Fastify's `trustProxy`): the
   * storefront's server calls the API for every shopper, so per-address limits need the shopper's address.
   */
  trustProxy: boolean | string[];
  corsOrigins: string[];
  defaultChannelCode: string;
  /** Public base URL of the API (links in emails, media URLs). */
  publicUrl: string;
  /** The storefront's public URL per channel code, for links in emails (order page). */
  storefrontUrls: Record<string, string>;
  /** Seed the demo shop at start when the database is empty. */
  demoData: boolean;
  /** IMPORT_PICTURES_FROM_PRIVATE_NETWORK: the catalogue import may fetch pictures from private addresses. */
  picturesFromPrivateNetwork: boolean;
  /** Stripe Checkout for online payment (docs/adr/0009-online-payment.md); null: no online payment. */
  stripe: StripeConfig | null;
  /**
   * Key of the access tokens (HS256). Every API instance behind one shop must share it; null: a secret
   * generated in the data folder (one instance).
   */
  jwtSecret: string | null;
  /** reCAPTCHA check of sign-in, registration and reset requests (docs/adr/0019-bot-protection.md); null: off. */
  botProtection: BotProtectionConfig | null;
  /** Sign-in delays, bot check and per-address limits (docs/adr/0040-sign-in-protection.md). */
  signInProtection: SignInProtectionConfig;
  /** Social sign-in (docs/adr/0016-social-sign-in.md): a provider without its client id is disabled. */
  socialSignIn: SocialSignInConfig;
}

export interface SocialSignInConfig {
  google: GoogleSignInConfig | null;
  facebook: FacebookSignInConfig | null;
}

export interface GoogleSignInConfig {
  /** The OAuth client id: access tokens issued to another client are refused (tokeninfo `aud`). */
  clientId: string;
  userinfoUrl: string;
  /** Answers the token's audience for `?access_token=`. */
  tokeninfoUrl: string;
}

export interface FacebookSignInConfig {
  appId: string;
  /** Checks with /debug_token that a token belongs to our app, and signs calls (appsecret_proof). */
  appSecret: string;
  /** The Graph API base, without trailing slash: /me and /debug_token are under it. */
  graphUrl: string;
}

export interface StripeConfig {
  /** The secret API key (sk_test_... or sk_live_..., or a restricted rk_ key). */
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_...). */
  webhookSecret: string;
  /** Where Stripe's API is: https://api.stripe.com, or a local fake of it in development and tests. */
  apiUrl: URL;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The default data folder: `.data` at the repository root, so every start (any cwd) finds the same data. */
function defaultDataDir(cwd: string): string {
  return join(findRepoRoot() ?? cwd, '.data');
}

/**
 * Reads and validates the environment. Throws a ConfigError naming each bad variable with the reason,
 * so an operator fixes everything in one go.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): Config {
  // Empty values count as unset (docker compose and .env files often leave `NAME=`).
  const input: Partial<Record<EnvName, string>> = {};
  for (const name of ENV_NAMES) {
    const value = env[name]?.trim();
    if (value) input[name] = value;
  }

  const result = envSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0]) as EnvName;
      const got = SECRET_NAMES.has(name) ? 'value not shown' : `got ${JSON.stringify(input[name] ?? '')}`;
      return `${name}: ${issue.message} (${got})`;
    });
    throw new ConfigError(problems);
  }

  const values = result.data;
  const stripe = stripeConfig(values);
  const socialSignIn = socialSignInConfig(values);
  const s3 = s3Config(values, input);
  const dataDir = values.DATA_DIR ? resolve(cwd, values.DATA_DIR) : defaultDataDir(cwd);
  const mediaDir = join(dataDir, 'media');
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    pgDataDir: join(dataDir, 'pgdata'),
    mediaDir,
    mediaCacheDir: join(mediaDir, 'cache'),
    s3,
    outboxDir: join(dataDir, 'outbox'),
    databaseUrl: values.DATABASE_URL ?? null,
    preparedStatements: values.DATABASE_PREPARED_STATEMENTS,
    logLevel: values.LOG_LEVEL,
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM,
    jobLeaseMs: values.JOB_LEASE_SECONDS * 1000,
    trustProxy: values.TRUST_PROXY,
    corsOrigins: values.CORS_ORIGINS,
    defaultChannelCode: values.DEFAULT_CHANNEL_CODE,
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    storefrontUrls: values.STOREFRONT_URLS,
    demoData: values.DEMO_DATA,
    picturesFromPrivateNetwork: values.IMPORT_PICTURES_FROM_PRIVATE_NETWORK,
    stripe,
    jwtSecret: values.JWT_SECRET ?? null,
    socialSignIn,
    botProtection: botProtectionConfig(values, (problems) => {
      throw new ConfigError(problems);
    }),
    signInProtection: signInProtectionConfig(values),
  };
}

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_KEY_PREFIX',
] as const;

/**
 * The media bucket (docs/adr/0031-catalogue-management.md): on with S3_BUCKET. The access key id and the
 * secret go together (neither: the SDK's default credentials, such as an instance role); the other S3_*
 * settings without a bucket are a mistake, reported with every variable that is set.
 */
function s3Config(values: EnvValues, input: Partial<Record<EnvName, string>>): S3StorageConfig | null {
  const problems: string[] = [];
  const bucket = values.S3_BUCKET;
  if (!bucket) {
    const given = S3_SETTINGS.filter((name) => input[name] !== undefined);
    if (given.length > 0)
      problems.push(`S3_BUCKET: must be set when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'}`);
  }
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = values;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    const missing = accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    const given = accessKeyId ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    problems.push(`${missing}: must be set too when ${given} is (the bucket's credentials need both)`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  if (!bucket) return null;
  return {
    bucket,
    endpoint: values.S3_ENDPOINT ?? null,
    region: values.S3_REGION,
    accessKeyId: accessKeyId ?? null,
    secretAccessKey: secretAccessKey ?? null,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
    keyPrefix: values.S3_KEY_PREFIX ?? '',
  };
}

const DEFAULT_STRIPE_API_URL = 'https://api.stripe.com';

/** Online payment needs both the key and the webhook secret; one without the other is a mistake. */
function stripeConfig(values: EnvValues): StripeConfig | null {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = values;
  if (!secretKey && !webhookSecret) {
    if (values.STRIPE_API_URL) {
      throw new ConfigError([
        'STRIPE_API_URL: is set but STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not',
      ]);
    }
    return null;
  }
  if (!secretKey || !webhookSecret) {
    const missing = secretKey ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    const given = secretKey ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET';
    throw new ConfigError([`${missing}: must be set too when ${given} is (online payment needs both)`]);
  }
  return { secretKey, webhookSecret, apiUrl: new URL(values.STRIPE_API_URL ?? DEFAULT_STRIPE_API_URL) };
}

export const DEFAULT_GOOGLE_USERINFO_URL = 'https://openidconnect.googleapis.com/v1/userinfo';
export const DEFAULT_GOOGLE_TOKENINFO_URL = 'https://oauth2.googleapis.com/tokeninfo';
export const DEFAULT_FACEBOOK_GRAPH_URL = 'https://graph.facebook.com';

/**
 * Google is on with GOOGLE_CLIENT_ID; Facebook with FACEBOOK_APP_ID and FACEBOOK_APP_SECRET together (the
 * secret checks that a token was issued to our app: without it any app's token would be accepted).
 */
function socialSignInConfig(values: EnvValues): SocialSignInConfig {
  const google: GoogleSignInConfig | null = values.GOOGLE_CLIENT_ID
    ? {
        clientId: values.GOOGLE_CLIENT_ID,
        userinfoUrl: values.GOOGLE_USERINFO_URL ?? DEFAULT_GOOGLE_USERINFO_URL,
        tokeninfoUrl: values.GOOGLE_TOKENINFO_URL ?? DEFAULT_GOOGLE_TOKENINFO_URL,
      }
    : null;
  const { FACEBOOK_APP_ID: appId, FACEBOOK_APP_SECRET: appSecret } = values;
  if (Boolean(appId) !== Boolean(appSecret)) {
    const missing = appId ? 'FACEBOOK_APP_SECRET' : 'FACEBOOK_APP_ID';
    const given = appId ? 'FACEBOOK_APP_ID' : 'FACEBOOK_APP_SECRET';
    throw new ConfigError([`${missing}: must be set too when ${given} is (Facebook sign-in needs both)`]);
  }
  const facebook: FacebookSignInConfig | null =
    appId && appSecret
      ? { appId, appSecret, graphUrl: values.FACEBOOK_GRAPH_URL ?? DEFAULT_FACEBOOK_GRAPH_URL }
      : null;
  return { google, facebook };
}
