import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashedAssets, publicFiles } from '../server-assets.js';

function get(
  url: string,
  acceptEncoding?: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * The build's precompressed copies (vite.config.ts writes them) served by hashedAssets() alone, without
 * compression() (COMPRESSION=off), so every header seen here is its own.
 */
describe('hashed assets with brotli and gzip copies (server-assets.js)', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-assets-'));
  const script = Buffer.from(`export const x = ${JSON.stringify('a'.repeat(4000))};\n`);
  let server: Server;
  let base = '';

  beforeAll(async () => {
    writeFileSync(path.join(folder, 'entry-AbC123.js'), script);
    writeFileSync(path.join(folder, 'entry-AbC123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(folder, 'entry-AbC123.js.gz'), gzipSync(script));
    writeFileSync(path.join(folder, 'small-XyZ.css'), 'a{}');
    const app = express();
    app.use('/assets', hashedAssets(folder));
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser, the gzip copy to a gzip-only client, the file to others', async () => {
    const browser = await get(`${base}/entry-AbC123.js`, 'gzip, deflate, br, zstd');
    const gzipOnly = await get(`${base}/entry-AbC123.js`, 'gzip');
    const plain = await get(`${base}/entry-AbC123.js`);
    expect(browser.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(browser.body).equals(script)).toBe(true);
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.body).equals(script)).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(script)).toBe(true);
    for (const answer of [browser, gzipOnly, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('serves a file without copies as it is, and answers 404 for an unknown one', async () => {
    const small = await get(`${base}/small-XyZ.css`, 'br, gzip');
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('a{}');
    expect((await get(`${base}/missing-000.js`, 'br')).status).toBe(404);
    expect((await get(`${base}/%E0%A4%A.js`, 'br')).status).toBe(404);
  });
});

/** The build's other files (the favicon): served from a list made at start; every other path goes on. */
describe('the client build’s other files (publicFiles)', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-public-'));
  let server: Server;
  let base = '';

  beforeAll(async () => {
    mkdirSync(path.join(folder, 'assets'));
    mkdirSync(path.join(folder, 'icons'));
    writeFileSync(path.join(folder, 'favicon.svg'), '<svg/>');
    writeFileSync(path.join(folder, 'icons', 'a b.txt'), 'icon');
    writeFileSync(path.join(folder, 'assets', 'entry-AbC123.js'), 'export {};');
    const app = express();
    app.use(publicFiles(folder));
    app.use((req, res) => res.type('text').send(`page ${req.method} ${req.path}`));
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  it('serves the files it listed at start for an hour, and leaves pages and the hashed assets to others', async () => {
    const favicon = await get(`${base}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    expect(favicon.body.toString()).toBe('<svg/>');
    expect((await get(`${base}/icons/a%20b.txt`)).body.toString()).toBe('icon');
    expect((await get(`${base}/assets/entry-AbC123.js`)).body.toString()).toBe(
      'page GET /assets/entry-AbC123.js',
    );
    expect((await get(`${base}/c/kudikiams`)).body.toString()).toBe('page GET /c/kudikiams');
    expect((await get(`${base}/%E0%A4%A`)).body.toString()).toBe('page GET /%E0%A4%A');
    // Listed once: a file that appears later is not looked for (builds do not change under a running server).
    writeFileSync(path.join(folder, 'later.txt'), 'later');
    expect((await get(`${base}/later.txt`)).body.toString()).toBe('page GET /later.txt');
  });
});
