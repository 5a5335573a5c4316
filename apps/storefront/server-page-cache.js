// Guest page cache of the production server (server.js, ADR 0051): pages that hold nothing personal get
// Cache-Control a CDN or reverse proxy can use, and this process keeps them for a few seconds, emptied when
// the API's shared catalogue version moves (catalogue, content, redirects, shop details). Plain JS like
// server-http.js, so that tests can mount it alone.
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';

/** Response header saying where a page came from: `hit` (this cache), `miss` (rendered, stored), `bypass`. */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/**
 * Cookies that never change a page: analytics (Google, Meta) set by the tag manager in the browser. Any other
 * cookie (cartToken, authToken, authRefreshToken, loggedOutAt, the back office's and social sign-in's, and any
 * we do not know) makes the request personal: a new cookie is uncached until it is listed here.
 */
const ANALYTICS_COOKIE = /^(?:_ga(?:_\w+)?|_gid|_gat(?:_\w+)?|_gcl_\w+|_fbp|_fbc)$/;

/**
 * React Router answers documents as text/html and single-fetch navigations (`/path.data`) as text/x-script;
 * these are the answers this cache and its headers are about. Resource routes (feeds, sitemaps, JSON) set
 * their own Cache-Control.
 */
const PAGE_CONTENT_TYPE = /^(?:text\/html|text\/x-script)\b/i;

/** Headers of a stored page that are not replayed: they belong to one connection or one answer. */
const NOT_REPLAYED = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'age',
  PAGE_CACHE_HEADER,
]);

/**
 * How long after the catalogue version moved this process stores no page: the storefront's own caches follow
 * the version within half a second and the API's search caches within one (SHARED_VERSION_CHECK_MS), so a
 * page rendered in that window may still show the old catalogue.
 */
export const SETTLE_MS = 2_000;

/** How often the catalogue version is asked for, at most (as app/data/catalogue-version.server.ts). */
export const VERSION_CHECK_MS = 500;

/**
 * @typedef {object} PageCacheSettings
 * @property {number} seconds PAGE_CACHE_SECONDS: how long a guest page is kept here and by a CDN (s-maxage); 0: off
 * @property {number} staleSeconds PAGE_CACHE_STALE_SECONDS: stale-while-revalidate for a CDN
 * @property {number} maxBytes PAGE_CACHE_MB in bytes: the most all stored pages (and their compressed copies) take
 */

/**
 * @typedef {object} StoredPage
 * @property {number} status
 * @property {Array<[string, string | string[]]>} headers
 * @property {Buffer} body
 * @property {Buffer} [gzip] compressed once, when a shopper first asks for it
 * @property {Buffer} [br]
 * @property {number} storedAt
 */

/**
 * True when nothing in the request can make its page personal: GET or HEAD, no Authorization, no cookie
 * other than analytics ones.
 * @param {import('express').Request} req
 */
export function isGuestRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers.authorization) return false;
  const cookie = req.headers.cookie;
  if (!cookie) return true;
  for (const part of cookie.split(';')) {
    const name = part.slice(0, part.indexOf('=') < 0 ? part.length : part.indexOf('=')).trim();
    if (name && !ANALYTICS_COOKIE.test(name)) return false;
  }
  return true;
}

/**
 * What a stored page is found by: scheme and host (links and canonical URLs are built from them), the whole
 * path and query (locale prefix, page, filters, sort, `_routes` of a .data request), and whether a crawler
 * asks (crawlers get the page unstreamed: entry.server.tsx).
 * @param {import('express').Request} req
 */
export function pageCacheKey(req) {
  const userAgent = req.headers['user-agent'];
  const reader = userAgent && isbot(userAgent) ? 'bot' : 'person';
  return `${reader} ${req.protocol}://${req.headers.host ?? ''}${req.originalUrl}`;
}

/**
 * Knows the API's shared catalogue version (GET /catalogue-version), asking at most every VERSION_CHECK_MS
 * while there are requests; concurrent callers share one request and an API that does not answer changes
 * nothing.
 * @param {{ fetchVersion: () => Promise<number>, onChange: () => void, now: () => number }} options
 */
export function createVersionWatch({ fetchVersion, onChange, now }) {
  /** @type {number | null} */
  let known = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let changedAt = Number.NEGATIVE_INFINITY;
  /** @type {Promise<void> | null} */
  let checking = null;

  async function check() {
    const startedAt = now();
    try {
      const version = await fetchVersion();
      if (known !== null && version !== known) {
        changedAt = now();
        onChange();
      }
      known = version;
      checkedAt = startedAt;
    } catch {
      // The API is away: keep what is stored (it expires with its TTL), ask again on the next request.
    }
  }

  return {
    /** @returns {Promise<void>} */
    sync() {
      if (now() - checkedAt < VERSION_CHECK_MS) return Promise.resolve();
      checking ??= check().finally(() => {
        checking = null;
      });
      return checking;
    },
    /** The version as last known, null before the first answer. */
    get version() {
      return known;
    },
    /** True while pages rendered now may still carry the previous catalogue (SETTLE_MS). */
    settling() {
      return now() - changedAt < SETTLE_MS;
    },
  };
}

/**
 * @param {string} apiUrl
 * @param {string} channelCode
 * @param {typeof fetch} [fetchImpl]
 * @returns {() => Promise<number>}
 */
export function catalogueVersionFetcher(apiUrl, channelCode, fetchImpl = fetch) {
  return async () => {
    const response = await fetchImpl(`${apiUrl}/api/v2/shop/catalogue-version`, {
      headers: { accept: 'application/json', channel: channelCode },
      signal: AbortSignal.timeout(2_000),
    });
    if (!response.ok) throw new Error(`catalogue-version answered ${response.status}`);
    const { version } = /** @type {{ version: number }} */ (await response.json());
    return version;
  };
}

/**
 * The middleware. Mount it after compression() and before the React Router handler: it sees the page as the
 * app writes it and sends stored pages already compressed (compression() leaves encoded answers alone).
 *
 * Every page answer (HTML or .data) without a Cache-Control of its own gets one: guests' 200 answers without
 * Set-Cookie `public, s-maxage, stale-while-revalidate` with `Vary: Cookie, Accept-Encoding`; everything else
 * `private, no-store`. `personalOnly` (a login-only channel) makes every request personal.
 *
 * @param {{ settings: PageCacheSettings, personalOnly: boolean, compress: boolean,
 *   fetchVersion: () => Promise<number>, now?: () => number }} options
 * @returns {import('express').RequestHandler & { cache: LRUCache<string, StoredPage> }}
 */
export function pageCache({ settings, personalOnly, compress, fetchVersion, now = () => Date.now() }) {
  const enabled = settings.seconds > 0 && !personalOnly;
  /** @type {LRUCache<string, StoredPage>} */
  const cache = new LRUCache({
    maxSize: Math.max(1, settings.maxBytes),
    // One page may take an eighth of the cache at most: a huge page must not empty it.
    maxEntrySize: Math.max(1, Math.floor(settings.maxBytes / 8)),
    sizeCalculation: (page) => storedSize(page),
    ttl: Math.max(1, settings.seconds) * 1000,
    ttlResolution: 0,
    perf: { now },
  });
  const watch = createVersionWatch({ fetchVersion, onChange: () => cache.clear(), now });
  const publicCacheControl = `public, s-maxage=${settings.seconds}, stale-while-revalidate=${settings.staleSeconds}`;

  /** @type {import('express').RequestHandler} */
  const middleware = async (req, res, next) => {
    const guest = enabled && isGuestRequest(req);
    if (!guest) {
      decideHeaders(res, false);
      next();
      return;
    }
    await watch.sync();
    const key = pageCacheKey(req);
    const stored = cache.get(key);
    if (stored) {
      sendStored(req, res, key, stored);
      return;
    }
    const versionAtStart = watch.version;
    const body = capture(res, Math.floor(settings.maxBytes / 8));
    decideHeaders(res, true, (cacheable) => {
      body.cacheable = cacheable;
      res.setHeader(PAGE_CACHE_HEADER, cacheable && req.method === 'GET' ? 'miss' : 'bypass');
    });
    res.on('finish', () => {
      const chunks = body.chunks();
      if (!chunks || !body.cacheable || req.method !== 'GET') return;
      // Rendered while the catalogue moved, or just after: it may show the old one.
      if (watch.version !== versionAtStart || watch.settling()) return;
      /** @type {Array<[string, string | string[]]>} */
      const headers = [];
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value !== undefined && !NOT_REPLAYED.has(name)) headers.push([name, stringHeader(value)]);
      }
      cache.set(key, { status: res.statusCode, headers, body: Buffer.concat(chunks), storedAt: now() });
    });
    next();
  };

  /**
   * Sets the answer's Cache-Control just before its headers go out (a route's own is kept).
   * @param {import('express').Response} res
   * @param {boolean} guest
   * @param {(cacheable: boolean) => void} [then]
   */
  function decideHeaders(res, guest, then) {
    const writeHead = res.writeHead;
    /** @type {any} */ (res).writeHead = function writeHeadWithCacheControl(/** @type {any[]} */ ...args) {
      let cacheable = false;
      const statusCode = typeof args[0] === 'number' ? args[0] : res.statusCode;
      const pageAnswer = PAGE_CONTENT_TYPE.test(String(res.getHeader('content-type') ?? ''));
      if (pageAnswer && !res.getHeader('cache-control')) {
        // writeHead(status, headers) with headers of its own is not used by React Router's adapter.
        const extraHeaders = args.some((arg) => typeof arg === 'object' && arg !== null);
        cacheable = guest && statusCode === 200 && !res.getHeader('set-cookie') && !extraHeaders;
        if (cacheable) {
          res.setHeader('Cache-Control', publicCacheControl);
          res.vary('Cookie');
          res.vary('Accept-Encoding');
        } else {
          res.setHeader('Cache-Control', 'private, no-store');
        }
      }
      then?.(cacheable);
      return writeHead.apply(res, /** @type {any} */ (args));
    };
  }

  /**
   * Collects what the app writes (before compression), up to `limit` bytes; the caller sets `cacheable` when
   * the headers go out.
   * @param {import('express').Response} res
   * @param {number} limit
   */
  function capture(res, limit) {
    /** @type {Buffer[] | null} */
    let chunks = [];
    let size = 0;
    const state = {
      cacheable: false,
      chunks: () => chunks,
    };
    const write = res.write;
    const end = res.end;
    /** @param {unknown} chunk @param {unknown} encoding */
    const keep = (chunk, encoding) => {
      if (!chunks || chunk == null || typeof chunk === 'function') return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(
              chunk,
              typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
            )
          : Buffer.from(/** @type {Uint8Array} */ (chunk));
      size += buffer.length;
      if (size > limit) chunks = null;
      else chunks.push(Buffer.from(buffer));
    };
    /** @type {any} */ (res).write = function writeAndKeep(/** @type {any[]} */ ...args) {
      keep(args[0], args[1]);
      return write.apply(res, /** @type {any} */ (args));
    };
    /** @type {any} */ (res).end = function endAndKeep(/** @type {any[]} */ ...args) {
      keep(args[0], args[1]);
      return end.apply(res, /** @type {any} */ (args));
    };
    res.on('close', () => {
      // Closed before the whole page was written (the shopper went away): nothing to keep.
      if (!res.writableFinished) chunks = null;
    });
    return state;
  }

  /**
   * @param {import('express').Request} req
   * @param {import('express').Response} res
   * @param {string} key
   * @param {StoredPage} stored
   */
  function sendStored(req, res, key, stored) {
    res.status(stored.status);
    for (const [name, value] of stored.headers) res.setHeader(name, value);
    res.setHeader(PAGE_CACHE_HEADER, 'hit');
    res.setHeader('Age', String(Math.max(0, Math.floor((now() - stored.storedAt) / 1000))));
    const encoding = compress ? preferredEncoding(req, ['br', 'gzip']) : undefined;
    let body = stored.body;
    if (encoding === 'br' || encoding === 'gzip') {
      body = compressedCopy(key, stored, encoding);
      res.setHeader('Content-Encoding', encoding);
    }
    res.setHeader('Content-Length', String(body.length));
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  }

  /**
   * The stored page compressed at a good level once (its cost is shared by every hit), kept with it.
   * @param {string} key
   * @param {StoredPage} stored
   * @param {'br' | 'gzip'} encoding
   */
  function compressedCopy(key, stored, encoding) {
    const existing = stored[encoding];
    if (existing) return existing;
    const copy =
      encoding === 'br'
        ? brotliCompressSync(stored.body, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: stored.body.length,
            },
          })
        : gzipSync(stored.body, { level: 6 });
    stored[encoding] = copy;
    // Stored again with its new size (the byte bound counts the copies), keeping its remaining time.
    const ttl = cache.getRemainingTTL(key);
    if (ttl > 0 && cache.peek(key) === stored) cache.set(key, stored, { ttl });
    return copy;
  }

  return Object.assign(middleware, { cache });
}

/**
 * The first of `encodings` (ours, best first) the browser accepts: browsers list gzip before br with the same
 * weight, and brotli is the smaller.
 * @template {string} T
 * @param {import('express').Request} req
 * @param {T[]} encodings
 * @returns {T | undefined}
 */
export function preferredEncoding(req, encodings) {
  return encodings.find((encoding) => req.acceptsEncodings(encoding) === encoding);
}

/** @param {StoredPage} page */
function storedSize(page) {
  return page.body.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0) + 512;
}

/** @param {string | number | string[]} value */
function stringHeader(value) {
  return Array.isArray(value) ? value : String(value);
}
