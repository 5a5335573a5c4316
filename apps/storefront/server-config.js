// Pure configuration reader of the storefront server, plain JS so that server.js can use it without a build
// step; app/lib/config.server.ts re-exports it for the loaders. Type-checked through tsconfig's checkJs.

import { readBotProtectionSettings } from './bot-protection-config.js';

/**
 * @typedef {object} StorefrontConfig
 * @property {string} apiUrl API origin without trailing slash, e.g. "http://localhost:8080"
 * @property {string} channelCode channel this process serves, e.g. "web"
 * @property {number} port
 * @property {string | undefined} host interface to listen on; undefined listens on all
 * @property {boolean | string} [trustProxy] TRUST_PROXY for Express's `trust proxy`: which direct peers may name the shopper's address in X-Forwarded-For (default loopback)
 * @property {boolean} newUrls NEW_URLS mode: taxon links by slug only, product links by code
 * @property {string | undefined} defaultLocale DEFAULT_LOCALE as given at run time (checked against the build)
 * @property {import('./bot-protection-config.js').BotProtectionSettings | null} botProtection reCAPTCHA; null: off
 * @property {SocialSignInSettings} socialSignIn the providers whose button /auth shows (ADR 0016)
 */

/**
 * @typedef {object} ServingSettings how server.js answers (ADR 0051); the app does not read them
 * @property {import('./server-page-cache.js').PageCacheSettings} pageCache guest page cache
 * @property {number | null} compression COMPRESSION: gzip level 1-9 of pages, null: off (a proxy compresses)
 */

/**
 * @typedef {object} OAuthClientSettings
 * @property {string} clientId the OAuth client id (Facebook: the app id)
 * @property {string} clientSecret held by this server only: it exchanges the authorization code
 * @property {string} authorizeUrl where the browser is sent to sign in at the provider
 * @property {string} tokenUrl where the code is exchanged for an access token
 */

/**
 * @typedef {object} SocialSignInSettings
 * @property {OAuthClientSettings | undefined} google GOOGLE_CLIENT_ID + GOOGLE_CLIENT_SECRET
 * @property {OAuthClientSettings | undefined} facebook FACEBOOK_APP_ID + FACEBOOK_APP_SECRET
 */

export const DEFAULT_GOOGLE_AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const DEFAULT_GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const DEFAULT_FACEBOOK_AUTHORIZE_URL = 'https://www.facebook.com/dialog/oauth';
export const DEFAULT_FACEBOOK_GRAPH_URL = 'https://graph.facebook.com';

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @param {string} fallback
 */
function urlSetting(env, name, fallback) {
  const value = env[name]?.trim();
  if (!value) return fallback;
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} "${value}" is not a valid URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} "${value}" must start with http:// or https://`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * A provider is offered when both its id and its secret are set; one without the other is a mistake.
 * @param {Record<string, string | undefined>} env
 * @returns {SocialSignInSettings}
 */
function readSocialSignIn(env) {
  /**
   * @param {string} idName
   * @param {string} secretName
   * @param {() => { authorizeUrl: string, tokenUrl: string }} urls
   * @returns {OAuthClientSettings | undefined}
   */
  const client = (idName, secretName, urls) => {
    const clientId = env[idName]?.trim();
    const clientSecret = env[secretName]?.trim();
    if (!clientId && !clientSecret) return undefined;
    if (!clientId || !clientSecret) {
      throw new Error(
        `${clientId ? secretName : idName} must be set too when ${clientId ? idName : secretName} is`,
      );
    }
    return { clientId, clientSecret, ...urls() };
  };
  return {
    google: client('GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', () => ({
      authorizeUrl: urlSetting(env, 'GOOGLE_AUTHORIZE_URL', DEFAULT_GOOGLE_AUTHORIZE_URL),
      tokenUrl: urlSetting(env, 'GOOGLE_TOKEN_URL', DEFAULT_GOOGLE_TOKEN_URL),
    })),
    facebook: client('FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET', () => ({
      authorizeUrl: urlSetting(env, 'FACEBOOK_AUTHORIZE_URL', DEFAULT_FACEBOOK_AUTHORIZE_URL),
      tokenUrl: `${urlSetting(env, 'FACEBOOK_GRAPH_URL', DEFAULT_FACEBOOK_GRAPH_URL)}/oauth/access_token`,
    })),
  };
}

export const DEFAULT_PORT = 3000;
export const DEFAULT_PAGE_CACHE_SECONDS = 10;
export const DEFAULT_PAGE_CACHE_STALE_SECONDS = 60;
export const DEFAULT_PAGE_CACHE_MB = 32;
/** Gzip level 1: a category page costs a fraction of level 6's CPU for a few per cent more bytes (ADR 0051). */
export const DEFAULT_COMPRESSION_LEVEL = 1;

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @param {number} fallback
 * @param {number} min
 * @param {number} max
 */
function integerSetting(env, name, fallback, min, max) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new Error(`${name} must be a whole number ${min}-${max} (got "${env[name]}")`);
  }
  return value;
}

/**
 * COMPRESSION: `off` when a proxy or CDN in front compresses, else the gzip level 1-9 of pages (brotli, which
 * browsers prefer, uses the same number as its quality, at most 4). Default DEFAULT_COMPRESSION_LEVEL.
 * @param {Record<string, string | undefined>} env
 * @returns {number | null}
 */
function readCompression(env) {
  const raw = env.COMPRESSION?.trim().toLowerCase();
  if (!raw) return DEFAULT_COMPRESSION_LEVEL;
  if (raw === 'off') return null;
  if (!/^[1-9]$/.test(raw)) {
    throw new Error(`COMPRESSION must be off or a gzip level 1-9 (got "${env.COMPRESSION}")`);
  }
  return Number(raw);
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {StorefrontConfig}
 */
export function readStorefrontConfig(env) {
  const apiUrl = env.API_URL?.trim();
  if (!apiUrl) throw new Error('API URL is undefined');
  const channelCode = env.CHANNEL_CODE?.trim();
  if (!channelCode) throw new Error('Channel code is undefined');

  let parsedApiUrl;
  try {
    parsedApiUrl = new URL(apiUrl);
  } catch {
    throw new Error(`API URL "${apiUrl}" is not a valid URL`);
  }
  if (parsedApiUrl.protocol !== 'http:' && parsedApiUrl.protocol !== 'https:') {
    throw new Error(`API URL "${apiUrl}" must start with http:// or https://`);
  }

  const rawPort = env.PORT?.trim();
  const port = rawPort ? Number(rawPort) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORT must be an integer 1-65535 (got "${rawPort}")`);
  }

  const rawNewUrls = env.NEW_URLS?.trim().toLowerCase();
  if (rawNewUrls && !['true', 'false', '1', '0'].includes(rawNewUrls)) {
    throw new Error(`NEW_URLS must be true or false (got "${env.NEW_URLS}")`);
  }

  const rawTrustProxy = env.TRUST_PROXY?.trim() || 'loopback';
  if (!/^[\w.:/,\s-]+$/.test(rawTrustProxy)) {
    throw new Error(
      `TRUST_PROXY must be true, false or a comma-separated list of addresses, CIDR ranges or loopback (got "${env.TRUST_PROXY}")`,
    );
  }

  return {
    apiUrl: apiUrl.replace(/\/+$/, ''),
    trustProxy: rawTrustProxy === 'true' ? true : rawTrustProxy === 'false' ? false : rawTrustProxy,
    channelCode,
    port,
    host: env.HOST?.trim() || undefined,
    newUrls: rawNewUrls === 'true' || rawNewUrls === '1',
    defaultLocale: env.DEFAULT_LOCALE?.trim() || undefined,
    socialSignIn: readSocialSignIn(env),
    botProtection: readBotProtectionSettings(env),
  };
}

/**
 * PAGE_CACHE_SECONDS, PAGE_CACHE_STALE_SECONDS, PAGE_CACHE_MB and COMPRESSION; a bad value throws naming it.
 * @param {Record<string, string | undefined>} env
 * @returns {ServingSettings}
 */
export function readServingSettings(env) {
  return {
    pageCache: {
      seconds: integerSetting(env, 'PAGE_CACHE_SECONDS', DEFAULT_PAGE_CACHE_SECONDS, 0, 3600),
      staleSeconds: integerSetting(
        env,
        'PAGE_CACHE_STALE_SECONDS',
        DEFAULT_PAGE_CACHE_STALE_SECONDS,
        0,
        86_400,
      ),
      maxBytes: integerSetting(env, 'PAGE_CACHE_MB', DEFAULT_PAGE_CACHE_MB, 1, 4096) * 1024 * 1024,
    },
    compression: readCompression(env),
  };
}

/**
 * The unprefixed locale is baked into the route tree at build time (ADR 0001), so the process refuses to
 * serve a channel whose default locale differs, or a DEFAULT_LOCALE that differs from the build's.
 *
 * @param {{ builtDefaultLocale: string, runtimeDefaultLocale: string | undefined,
 *   channelCode: string, channelDefaultLocale: string }} facts
 * @returns {string | null} the problem, or null when everything agrees
 */
export function defaultLocaleProblem(facts) {
  const rebuild = (/** @type {string} */ locale) =>
    `rebuild with DEFAULT_LOCALE=${locale} npm run build -w @shop/storefront`;
  if (facts.runtimeDefaultLocale && facts.runtimeDefaultLocale !== facts.builtDefaultLocale) {
    return (
      `DEFAULT_LOCALE is "${facts.runtimeDefaultLocale}" but this build was made for ` +
      `"${facts.builtDefaultLocale}": ${rebuild(facts.runtimeDefaultLocale)}`
    );
  }
  if (facts.channelDefaultLocale !== facts.builtDefaultLocale) {
    return (
      `Channel "${facts.channelCode}" has the default locale "${facts.channelDefaultLocale}" but this build ` +
      `serves "${facts.builtDefaultLocale}" without a prefix: ${rebuild(facts.channelDefaultLocale)}`
    );
  }
  return null;
}
