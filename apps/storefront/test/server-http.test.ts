import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_ADDRESS_HEADER,
  clientAddressHeader,
  fetchChannelWhenReady,
  mediaProxy,
  trailingSlashRedirect,
} from '../server-http.js';

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

const close = (server: Server) => new Promise((resolve) => server.close(resolve));

/** A stand-in for the API's image endpoint: a real HTTP server with known answers. */
const upstream = createServer((req, res) => {
  if (req.url === '/media/cache/product_card/a.jpg?density=1.5') {
    res.writeHead(200, { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=60', etag: '"v1"' });
    res.end(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  } else if (req.headers['if-none-match'] === '"v1"') {
    res.writeHead(304, { etag: '"v1"' });
    res.end();
  } else {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 404, message: 'Not found' }));
  }
});

let apiUrl = '';
let storefront: Server;
let storefrontUrl = '';

beforeAll(async () => {
  apiUrl = await listen(upstream);
  const app = express();
  app.use(trailingSlashRedirect());
  app.use('/media', mediaProxy(apiUrl));
  app.use((req, res) => {
    res.send(`page ${req.originalUrl}`);
  });
  storefront = createServer(app);
  storefrontUrl = await listen(storefront);
});

afterAll(async () => {
  await close(storefront);
  await close(upstream);
});

describe('storefront server', () => {
  it('redirects a trailing slash permanently, keeping the query', async () => {
    const response = await fetch(`${storefrontUrl}/krepselis/?a=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/krepselis?a=1');
    const root = await fetch(`${storefrontUrl}/`, { redirect: 'manual' });
    expect(root.status).toBe(200);
  });

  it('streams media from the API with its status and headers', async () => {
    const response = await fetch(`${storefrontUrl}/media/cache/product_card/a.jpg?density=1.5`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(response.headers.get('etag')).toBe('"v1"');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
  });

  it('passes conditional requests and error statuses through', async () => {
    const notModified = await fetch(`${storefrontUrl}/media/cache/product_card/b.jpg`, {
      headers: { 'if-none-match': '"v1"' },
    });
    expect(notModified.status).toBe(304);
    const missing = await fetch(`${storefrontUrl}/media/cache/product_card/missing.jpg`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 404, message: 'Not found' });
  });

  it('answers 502 when the API cannot be reached', async () => {
    const app = express();
    app.use('/media', mediaProxy('http://127.0.0.1:1'));
    const server = createServer(app);
    const url = await listen(server);
    try {
      expect((await fetch(`${url}/media/x.jpg`)).status).toBe(502);
    } finally {
      await close(server);
    }
  });
});

describe('start-up channel check', () => {
  const channelResponse = () =>
    new Response(JSON.stringify({ defaultLocale: 'lt' }), {
      headers: { 'content-type': 'application/json' },
    });

  it('waits for the API to come up', async () => {
    let calls = 0;
    const fetchImpl = (async () => {
      calls += 1;
      if (calls < 3) throw new TypeError('fetch failed');
      return channelResponse();
    }) as unknown as typeof fetch;
    await expect(
      fetchChannelWhenReady({ apiUrl: 'http://api', channelCode: 'web', attempts: 5, delayMs: 0, fetchImpl }),
    ).resolves.toEqual({ defaultLocale: 'lt' });
    expect(calls).toBe(3);
  });

  it('stops at once for a channel the API does not know', async () => {
    let calls = 0;
    const fetchImpl = (async () => {
      calls += 1;
      return new Response(JSON.stringify({ code: 400, message: 'Unknown channel "nope".' }), { status: 400 });
    }) as unknown as typeof fetch;
    await expect(
      fetchChannelWhenReady({
        apiUrl: 'http://api',
        channelCode: 'nope',
        attempts: 5,
        delayMs: 0,
        fetchImpl,
      }),
    ).rejects.toThrow('Channel "nope" is not served by the API at http://api (HTTP 400; check CHANNEL_CODE)');
    expect(calls).toBe(1);
  });

  it('gives up when the API never answers', async () => {
    const fetchImpl = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(
      fetchChannelWhenReady({ apiUrl: 'http://api', channelCode: 'web', attempts: 2, delayMs: 0, fetchImpl }),
    ).rejects.toThrow('The API at http://api is not reachable');
  });
});

describe("the shopper's address for the API", () => {
  async function seenAddress(trustProxy: string | boolean, headers: Record<string, string>) {
    const app = express();
    app.set('trust proxy', trustProxy);
    app.use(clientAddressHeader());
    app.get('/', (req, res) => {
      res.json({ address: req.headers[CLIENT_ADDRESS_HEADER] });
    });
    const server = createServer(app);
    const url = await listen(server);
    try {
      const answer = await fetch(url, { headers });
      return ((await answer.json()) as { address: string }).address;
    } finally {
      await close(server);
    }
  }

  it('is the peer, or the forwarded address from a trusted proxy, and a shopper cannot set it', async () => {
    // From loopback (a proxy on this machine, trusted by default): the address it forwards.
    expect(await seenAddress('loopback', { 'x-forwarded-for': '203.0.113.5' })).toBe('203.0.113.5');
    // The header the app reads is overwritten, whatever the request carried.
    expect(await seenAddress('loopback', { [CLIENT_ADDRESS_HEADER]: '198.51.100.1' })).toMatch(
      /127\.0\.0\.1$/,
    );
    // A peer that is not trusted cannot pick an address with X-Forwarded-For.
    expect(await seenAddress(false, { 'x-forwarded-for': '203.0.113.5' })).toMatch(/127\.0\.0\.1$/);
  });
});
