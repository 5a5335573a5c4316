import { z } from 'zod';
import { botProtectionEnv } from './config-bot-protection.ts';
import { signInProtectionEnv } from './config-sign-in.ts';

/** The environment variables the API reads, each with its rule (loadConfig in config.ts turns them into a Config). */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

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
export const envSchema = z.object({
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

export type EnvName = keyof typeof envSchema.shape;
export const ENV_NAMES = Object.keys(envSchema.shape) as EnvName[];
/** Variables whose values an error message must not repeat (they end up in logs). */
export const SECRET_NAMES: ReadonlySet<EnvName> = new Set([
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'JWT_SECRET',
  'FACEBOOK_APP_SECRET',
  'RECAPTCHA_SECRET_KEY',
  'RECAPTCHA_ENTERPRISE_API_KEY',
  'S3_SECRET_ACCESS_KEY',
]);

export type EnvValues = z.infer<typeof envSchema>;
