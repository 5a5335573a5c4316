// Express pieces of the production server (server.js), kept apart so that tests can mount them alone.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where a path with trailing slashes should go: the same path without them, query kept (spec section 2);
 * null for the root and for paths without a trailing slash. Leading slashes collapse to one so that
 * "//evil.example/" can never become a protocol-relative redirect to another site.
 *
 * @param {string} originalUrl path and query as received, e.g. "/krepselis/?a=1"
 * @returns {string | null}
 */
export function trailingSlashRedirectLocation(originalUrl) {
  const queryStart = originalUrl.indexOf('?');
  const path = queryStart < 0 ? originalUrl : originalUrl.slice(0, queryStart);
  const query = queryStart < 0 ? '' : originalUrl.slice(queryStart);
  if (path === '/' || !path.endsWith('/')) return null;
  const trimmed = path.replace(/\/+$/, '').replace(/^\/+/, '/');
  return `${trimmed || '/'}${query}`;
}

/** @returns {import('express').RequestHandler} */
export function trailingSlashRedirect() {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const location = trailingSlashRedirectLocation(req.originalUrl);
    if (location === null) return next();
    res.redirect(301, location);
  };
}

/** Request headers worth passing to the API for images (conditional requests keep caches cheap). */
const FORWARDED_REQUEST_HEADERS = ['accept', 'if-none-match', 'if-modified-since', 'range'];
/** Connection-level headers describe the hop to the API, not the one to the browser. */
const HOP_BY_HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'upgrade',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
]);

/**
 * Proxies /media/* to the API so that images stay same-origin (ADR 0001): the body is streamed through and
 * the API's status and headers are kept. An unreachable API is a 502.
 *
 * @param {string} apiUrl
 * @param {typeof fetch} [fetchImpl]
 * @returns {import('express').RequestHandler}
 */
export function mediaProxy(apiUrl, fetchImpl = fetch) {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    /** @type {Record<string, string>} */
    const headers = { 'accept-encoding': 'identity' };
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.get(name);
      if (value) headers[name] = value;
    }
    /** @type {Response} */
    let upstream;
    try {
      upstream = await fetchImpl(`${apiUrl}${req.originalUrl}`, { method: req.method, headers });
    } catch {
      res.status(502).type('text/plain').send('Media service unavailable');
      return;
    }
    res.status(upstream.status);
    upstream.headers.forEach((value, name) => {
      if (!HOP_BY_HOP_HEADERS.has(name)) res.setHeader(name, value);
    });
    const length = upstream.headers.get('content-length');
    if (length && !upstream.headers.get('content-encoding')) res.setHeader('content-length', length);
    if (!upstream.body || req.method === 'HEAD') {
      res.end();
      return;
    }
    try {
      await pipeline(
        Readable.fromWeb(/** @type {import('node:stream/web').ReadableStream} */ (upstream.body)),
        res,
      );
    } catch {
      // The browser went away or the API broke off mid-stream; the response is already under way.
      res.destroy();
    }
  };
}

/**
 * Fetches the channel from the API, waiting for the API to come up (the processes may start together).
 *
 * @param {{ apiUrl: string, channelCode: string, attempts: number, delayMs: number, fetchImpl?: typeof fetch }} options
 * @returns {Promise<{ defaultLocale: string }>}
 */
export async function fetchChannelWhenReady({ apiUrl, channelCode, attempts, delayMs, fetchImpl = fetch }) {
  const url = `${apiUrl}/api/v2/shop/channels/${encodeURIComponent(channelCode)}`;
  /** @type {unknown} */
  let lastError;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const response = await fetchImpl(url, {
        headers: { accept: 'application/json', channel: channelCode },
      });
      if (response.ok) return /** @type {{ defaultLocale: string }} */ (await response.json());
      // 4xx will not change by waiting: the API answers 400 "Unknown channel" or 404 for a wrong code.
      if (response.status >= 400 && response.status < 500) {
        throw new ChannelNotFoundError(channelCode, apiUrl, response.status);
      }
      lastError = new Error(`API answered ${response.status} for ${url}`);
    } catch (error) {
      if (error instanceof ChannelNotFoundError) throw error;
      lastError = error;
    }
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  throw new Error(`The API at ${apiUrl} is not reachable`, { cause: lastError });
}

export class ChannelNotFoundError extends Error {
  /** @param {string} channelCode @param {string} apiUrl @param {number} status */
  constructor(channelCode, apiUrl, status) {
    super(
      `Channel "${channelCode}" is not served by the API at ${apiUrl} (HTTP ${status}; check CHANNEL_CODE)`,
    );
    this.name = 'ChannelNotFoundError';
  }
}

/**
 * The header through which this server tells the app the shopper's address (Express's `req.ip`, which honours
 * X-Forwarded-For only from the proxies TRUST_PROXY names). Always overwritten, so a shopper cannot set it.
 * The app (app/data/request-context.server.ts) forwards it to the API as X-Forwarded-For, so the API's
 * per-address limits count shoppers, not this server.
 */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';

/** @returns {import('express').RequestHandler} */
export function clientAddressHeader() {
  return (req, _res, next) => {
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? req.socket.remoteAddress ?? '';
    next();
  };
}
