import { join, resolve } from 'node:path';
import { z } from 'zod';
import { botProtectionConfig, botProtectionEnv, type BotProtectionConfig } from './config-bot-protection.ts';
import {
  signInProtectionConfig,
  signInProtectionEnv,
  type SignInProtectionConfig,
} from './config-sign-in.ts';
import type { S3StorageConfig } from './modules/media-storage/s3-storage.ts';
import { findRepoRoot } from './paths.ts';

export type { BotProtectionConfig, S3StorageConfig, SignInProtectionConfig };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

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

function isUrlWithProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function isHttpOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

const httpUrl = () =>
  z
    .string()
    .refine((value) => isUrlWithProtocol(value, ['http:', 'https:']), 'must be an http:// or https:// URL')
    .transform((value) => value.replace(/\/+$/, ''));

const PORT_RULE = 'must be an integer 1-65535';

/** One schema per variable, so that every bad variable is reported by name. Empty means unset. */
const envSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, PORT_RULE)
    .transform(Number)
    .refine((port) => port >= 1 && port <= 65535, PORT_RULE)
    .default(8080),
  HOST: z.string().regex(/^\S+$/, 'must be a host name or IP address without spaces').default('0.0.0.0'),
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value) => value.trim())
    .refine(
      (value) => value !== '' && value.split(',').every((part) => /^[\w.:/-]+$/.test(part.trim())),
      'must be true, false or a comma-separated list of addresses, CIDR ranges or loopback/linklocal/uniquelocal',
    )
    .transform((value): boolean | string[] =>
      value === 'true' ? true : value === 'false' ? false : value.split(',').map((part) => part.trim()),
    ),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .refine(
      (value) => isUrlWithProtocol(value, ['postgres:', 'postgresql:']),
      'must be a postgres:// or postgresql:// URL',
    )
    .optional(),
  DATABASE_PREPARED_STATEMENTS: z
    .enum(['on', 'off'], { error: 'must be on or off' })
    .default('on')
    .transform((value) => value === 'on'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  SMTP_URL: z
    .string()
    .refine((value) => isUrlWithProtocol(value, ['smtp:', 'smtps:']), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^([^<>]+<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, 'must be "Name <address>" or an address')
    .default('Gandras <info@gandras.lt>'),
  JOB_LEASE_SECONDS: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a number of seconds from 1 to 86400')
    .transform(Number)
    .refine((seconds) => seconds >= 1 && seconds <= 86_400, 'must be a number of seconds from 1 to 86400')
    .default(300),
  CORS_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .refine(
      (origins) => origins.every(isHttpOrigin),
      'must be a comma-separated list of origins like http://localhost:3000',
    )
    .default(['http://localhost:3000', 'http://localhost:3001']),
  DEFAULT_CHANNEL_CODE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a channel code (letters, digits, _ or -)')
    .default('web'),
  PUBLIC_URL: z
    .string()
    .refine((value) => isUrlWithProtocol(value, ['http:', 'https:']), 'must be an http:// or https:// URL')
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  STOREFRONT_URLS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((pair) => pair.trim())
        .filter(Boolean)
        .map((pair) => {
          const separator = pair.indexOf('=');
          return [
            pair.slice(0, separator).trim(),
            pair
              .slice(separator + 1)
              .trim()
              .replace(/\/+$/, ''),
          ];
        }),
    )
    .refine(
      (pairs) =>
        pairs.every(
          ([code, url]) =>
            /^[A-Za-z0-9_-]{1,64}$/.test(code ?? '') && isUrlWithProtocol(url ?? '', ['http:', 'https:']),
        ),
      'must be a comma-separated list of channel=url pairs like web=https://shop.example',
    )
    .transform((pairs) => Object.fromEntries(pairs) as Record<string, string>)
    .default({ web: 'http://localhost:3000', b2b: 'http://localhost:3001' }),
  IMPORT_PICTURES_FROM_PRIVATE_NETWORK: z
    .string()
    .transform((value) => value.toLowerCase())
    .refine((value) => value === 'true' || value === 'false', 'must be true or false')
    .transform((value) => value === 'true')
    .default(false),
  DEMO_DATA: z
    .string()
    .transform((value) => value.toLowerCase())
    .refine((value) => value === 'true' || value === 'false', 'must be true or false')
    .transform((value) => value === 'true')
    .default(true),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_test_..., sk_live_... or rk_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, "must be the webhook endpoint's signing secret (whsec_...)")
    .optional(),
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (the key access tokens are signed with)')
    .optional(),
  GOOGLE_CLIENT_ID: z.string().regex(/^\S+$/, 'must be the OAuth client id (no spaces)').optional(),
  GOOGLE_USERINFO_URL: httpUrl().optional(),
  GOOGLE_TOKENINFO_URL: httpUrl().optional(),
  FACEBOOK_APP_ID: z.string().regex(/^\S+$/, 'must be the app id (no spaces)').optional(),
  FACEBOOK_APP_SECRET: z.string().regex(/^\S+$/, 'must be the app secret (no spaces)').optional(),
  FACEBOOK_GRAPH_URL: httpUrl().optional(),
  ...botProtectionEnv,
  ...signInProtectionEnv,
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lower-case letters, digits, dots, dashes)',
    )
    .optional(),
  S3_ENDPOINT: z
    .string()
    .refine(
      (value) => isUrlWithProtocol(value, ['http:', 'https:']) && new URL(value).search === '',
      'must be the http:// or https:// URL of the S3-compatible service, like https://s3.eu-central-1.amazonaws.com',
    )
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  S3_REGION: z
    .string()
    .regex(
      /^[a-z0-9-]{1,64}$/,
      'must be a region name like eu-central-1 (lower-case letters, digits, dashes)',
    )
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().regex(/^\S+$/, 'must be the access key id (no spaces)').optional(),
  S3_SECRET_ACCESS_KEY: z.string().regex(/^\S+$/, 'must be the secret access key (no spaces)').optional(),
  S3_FORCE_PATH_STYLE: z
    .string()
    .transform((value) => value.toLowerCase())
    .refine((value) => value === 'true' || value === 'false', 'must be true or false')
    .transform((value) => value === 'true')
    .default(false),
  S3_KEY_PREFIX: z
    .string()
    .transform((value) => value.replace(/^\/+|\/+$/g, ''))
    .refine(
      (value) =>
        value === '' ||
        (/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(value) && !/(^|\/)\.\.?(\/|$)/.test(value)),
      'must be a folder path like shop/media (letters, digits, dots, dashes, underscores, slashes)',
    )
    .transform((value) => (value === '' ? '' : `${value}/`))
    .optional(),
  STRIPE_API_URL: z
    .string()
    .refine(
      (value) => isUrlWithProtocol(value, ['http:', 'https:']) && new URL(value).pathname === '/',
      'must be the http:// or https:// origin of the Stripe API, like https://api.stripe.com',
    )
    .optional(),
});

type EnvName = keyof typeof envSchema.shape;
const ENV_NAMES = Object.keys(envSchema.shape) as EnvName[];
/** Variables whose values an error message must not repeat (they end up in logs). */
const SECRET_NAMES: ReadonlySet<EnvName> = new Set([
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'JWT_SECRET',
  'FACEBOOK_APP_SECRET',
  'RECAPTCHA_SECRET_KEY',
  'RECAPTCHA_ENTERPRISE_API_KEY',
  'S3_SECRET_ACCESS_KEY',
]);

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
function s3Config(
  values: z.infer<typeof envSchema>,
  input: Partial<Record<EnvName, string>>,
): S3StorageConfig | null {
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
function stripeConfig(values: z.infer<typeof envSchema>): StripeConfig | null {
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
function socialSignInConfig(values: z.infer<typeof envSchema>): SocialSignInConfig {
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
