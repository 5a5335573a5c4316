import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pageCompression } from '../server-assets.js';
import { PAGE_CACHE_HEADER, pageCache, SETTLE_MS, VERSION_CHECK_MS } from '../server-page-cache.js';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** A raw HTTP request (fetch would hide Content-Encoding), the body decoded as the browser would. */
function get(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body =
          encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    );
  });
}

/**
 * The page cache mounted as server.js mounts it, in front of a stand-in for the React Router handler that
 * renders what the real pages depend on: the cart cookie, the signed-in shopper, the catalogue (a price),
 * and counts its renders, so a test can tell a stored page from a rendered one.
 */
let clock = 1_000_000;
let version = 1;
let price = '9,99 €';
let renders = 0;
const page = (body: string) => `<!DOCTYPE html><html><body>${body}${' '.repeat(2048)}</body></html>`;

function shopApp(options: { personalOnly?: boolean; seconds?: number } = {}) {
  const app = express();
  app.use(pageCompression(1));
  app.use(
    pageCache({
      settings: { seconds: options.seconds ?? 30, staleSeconds: 60, maxBytes: 1024 * 1024 },
      personalOnly: options.personalOnly ?? false,
      compress: true,
      fetchVersion: async () => version,
      now: () => clock,
    }),
  );
  app.get('/own-cache-control', (_req, res) => {
    res.setHeader('Cache-Control', 'private, max-age=60');
    res.type('html').send(page('own'));
  });
  app.use((req, res) => {
    renders += 1;
    const cookies = new Map(
      (req.headers.cookie ?? '').split(';').map((part) => part.trim().split('=') as [string, string]),
    );
    if (req.path === '/missing') res.status(404);
    if (req.path === '/sign-in-visit') res.append('Set-Cookie', 'authRefreshToken=r1; Path=/');
    const cart = cookies.get('cartToken');
    const shopper = cookies.get('authToken');
    res.setHeader('Content-Type', req.path.endsWith('.data') ? 'text/x-script' : 'text/html; charset=utf-8');
    // Written in pieces, as the streamed render writes them.
    res.write(
      page(
        `<header>${shopper ? `Hello ${shopper}` : 'Sign in'} · cart ${cart ? `of ${cart}` : '0'}</header>`,
      ),
    );
    res.end(`<main>${req.originalUrl} price ${price} render ${renders}</main>`);
  });
  return app;
}

describe('guest page cache (server-page-cache.js)', () => {
  let server: Server;
  let base = '';

  beforeAll(async () => {
    ({ server, url: base } = await listen(shopApp()));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    // Far apart, so each test starts with a fresh stored page and a settled catalogue.
    clock += 3_600_000;
    price = '9,99 €';
  });

  it('gives a guest CDN headers and answers the second visit from the cache, compressed', async () => {
    const first = await get(base, '/kategorija?page=2', { 'accept-encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(first.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(first.headers['cache-control']).toBe('public, s-maxage=30, stale-while-revalidate=60');
    expect(first.headers.vary).toBe('Cookie, Accept-Encoding');
    const rendered = renders;

    // Browsers list gzip first with the same weight: brotli, the smaller, is sent.
    const second = await get(base, '/kategorija?page=2', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(second.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers['cache-control']).toBe('public, s-maxage=30, stale-while-revalidate=60');
    expect(second.text).toBe(first.text);
    expect(renders).toBe(rendered);
    const gzipOnly = await get(base, '/kategorija?page=2', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gzipOnly.text).toBe(first.text);
    // Uncompressed for a client that does not accept it; HEAD without a body.
    const plain = await get(base, '/kategorija?page=2');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(first.text);
    const head = await get(base, '/kategorija?page=2', {}, 'HEAD');
    expect(head.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(head.text).toBe('');
    // The query is part of the key; analytics cookies do not make a guest personal.
    const otherPage = await get(base, '/kategorija?page=3', { cookie: '_ga=GA1.1.1; _gid=x' });
    expect(otherPage.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(otherPage.text).toContain('/kategorija?page=3');
    expect(
      (await get(base, '/kategorija?page=3', { cookie: '_ga=GA1.1.2' })).headers[PAGE_CACHE_HEADER],
    ).toBe('hit');
    // React Router's .data navigations are cached the same way.
    await get(base, '/kategorija.data?_routes=root');
    expect((await get(base, '/kategorija.data?_routes=root')).headers[PAGE_CACHE_HEADER]).toBe('hit');
  });

  it('never serves a shopper with a cart or a signed-in shopper a stored page, nor theirs to another', async () => {
    await get(base, '/produktas');
    expect((await get(base, '/produktas')).headers[PAGE_CACHE_HEADER]).toBe('hit');

    const ann = await get(base, '/produktas', { cookie: 'cartToken=ann-cart' });
    const ben = await get(base, '/produktas', { cookie: 'cartToken=ben-cart' });
    const signedIn = await get(base, '/produktas', { cookie: 'authToken=Rita; cartToken=rita-cart' });
    expect(ann.text).toContain('cart of ann-cart');
    expect(ben.text).toContain('cart of ben-cart');
    expect(signedIn.text).toContain('Hello Rita · cart of rita-cart');
    for (const personal of [ann, ben, signedIn]) {
      expect(personal.headers[PAGE_CACHE_HEADER]).toBeUndefined();
      expect(personal.headers['cache-control']).toBe('private, no-store');
    }
    // A guest after those visits still gets the guest page.
    const guest = await get(base, '/produktas');
    expect(guest.text).toContain('Sign in · cart 0');
    expect(guest.text).not.toMatch(/Rita|ann-cart|ben-cart/);
  });

  it('stores no answer that sets a cookie, that is not a 200, or that has its own Cache-Control', async () => {
    const signIn = await get(base, '/sign-in-visit');
    expect(signIn.headers['cache-control']).toBe('private, no-store');
    expect(signIn.headers[PAGE_CACHE_HEADER]).toBe('bypass');
    expect((await get(base, '/sign-in-visit')).headers['set-cookie']).toEqual([
      'authRefreshToken=r1; Path=/',
    ]);

    const missing = await get(base, '/missing');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
    expect((await get(base, '/missing')).headers[PAGE_CACHE_HEADER]).toBe('bypass');

    expect((await get(base, '/own-cache-control')).headers['cache-control']).toBe('private, max-age=60');
    expect((await get(base, '/own-cache-control')).headers[PAGE_CACHE_HEADER]).toBe('bypass');
  });

  it('empties the cache when the catalogue version moves, and stores nothing while it settles', async () => {
    await get(base, '/akcijos');
    expect((await get(base, '/akcijos')).text).toContain('price 9,99 €');

    price = '7,49 €';
    version += 1;
    clock += VERSION_CHECK_MS;
    const afterChange = await get(base, '/akcijos');
    expect(afterChange.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(afterChange.text).toContain('price 7,49 €');
    // Rendered right after the change: not kept (the app's own caches may not have followed yet).
    expect((await get(base, '/akcijos')).headers[PAGE_CACHE_HEADER]).toBe('miss');

    clock += SETTLE_MS;
    await get(base, '/akcijos');
    const kept = await get(base, '/akcijos');
    expect(kept.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(kept.text).toContain('price 7,49 €');
  });

  it('keeps a page for PAGE_CACHE_SECONDS only', async () => {
    await get(base, '/naujienos');
    clock += 29_000;
    const stillFresh = await get(base, '/naujienos');
    expect(stillFresh.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(stillFresh.headers.age).toBe('29');
    clock += 2_000;
    expect((await get(base, '/naujienos')).headers[PAGE_CACHE_HEADER]).toBe('miss');
  });

  it('caches nothing of a login-only channel, nor when PAGE_CACHE_SECONDS is 0', async () => {
    for (const options of [{ personalOnly: true }, { seconds: 0 }]) {
      const { server: other, url } = await listen(shopApp(options));
      try {
        const before = renders;
        const first = await get(url, '/');
        const second = await get(url, '/');
        expect(first.headers['cache-control']).toBe('private, no-store');
        expect(second.headers[PAGE_CACHE_HEADER]).toBeUndefined();
        expect(renders).toBe(before + 2);
      } finally {
        await new Promise((resolve) => other.close(resolve));
      }
    }
  });
});
