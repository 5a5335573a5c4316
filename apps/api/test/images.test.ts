import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_DENSITIES, IMAGE_FILTERS, type ImageFilter } from '@shop/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagesModule } from '../src/modules/images/index.ts';
import { createDiskStorage, resolveMediaPath } from '../src/modules/media-storage/index.ts';
import { installErrorHandling } from '../src/plugins/error-handler.ts';

/** A solid-colour picture of the given size, as PNG. */
function picture(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
  <circle cx="80" cy="80" r="70" fill="#e07a5f"/></svg>`;

async function filesBelow(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('image filter pipeline (/media)', () => {
  let root: string;
  let mediaDir: string;
  let cacheDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'shop-images-test-'));
    mediaDir = join(root, 'media');
    cacheDir = join(mediaDir, 'cache');
    await mkdir(join(mediaDir, 'products'), { recursive: true });
    await mkdir(join(mediaDir, 'logos'), { recursive: true });
    await writeFile(join(mediaDir, 'products', 'pram.png'), await picture(1200, 900, '#324e7f'));
    await writeFile(join(mediaDir, 'products', 'changing.png'), await picture(400, 400, '#ff0000'));
    await writeFile(join(mediaDir, 'logos', 'shop.svg'), LOGO_SVG);
    await writeFile(join(mediaDir, 'notes.txt'), 'not a picture');
    await writeFile(join(root, 'secret.png'), await picture(10, 10, '#000000'));

    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    await app.register(imagesModule, {
      storage: createDiskStorage({ root: mediaDir, hidden: [cacheDir] }),
      cacheDir,
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await rm(root, { recursive: true, force: true });
  });

  describe('resized pictures', () => {
    const cases = (Object.keys(IMAGE_FILTERS) as ImageFilter[]).flatMap((filter) =>
      IMAGE_DENSITIES.map((density) => ({ filter, density })),
    );

    it.each(cases)(
      '$filter at density $density is the filter box times the density, as WebP',
      async ({ filter, density }) => {
        const source = filter === 'logo' ? 'logos/shop.svg' : 'products/pram.png';
        const response = await app.inject(`/media/cache/${filter}/${source}?density=${density}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        const metadata = await sharp(response.rawPayload).metadata();
        expect(metadata.format).toBe('webp');
        expect(metadata.width).toBe(Math.round(IMAGE_FILTERS[filter].width * density));
        expect(metadata.height).toBe(Math.round(IMAGE_FILTERS[filter].height * density));
      },
    );

    it('uses density 1 when none is asked for', async () => {
      const response = await app.inject('/media/cache/product_card/products/pram.png');
      const metadata = await sharp(response.rawPayload).metadata();
      expect([metadata.width, metadata.height]).toEqual([330, 330]);
    });

    it('fits logos inside the box on transparency instead of cropping them', async () => {
      const response = await app.inject('/media/cache/logo/logos/shop.svg');
      const { data, info } = await sharp(response.rawPayload)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
      expect(alphaAt(2, 40)).toBe(0);
      expect(alphaAt(120, 40)).toBe(255);
    });

    it('is cached on disk and served with the same bytes, long-lived caching and an ETag', async () => {
      const url = '/media/cache/suggestion/products/pram.png?density=1.5';
      const first = await app.inject(url);
      const second = await app.inject(url);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(second.headers.etag).toBe(first.headers.etag);
      const cached = await readFile(join(cacheDir, 'suggestion@1.5x', 'products', 'pram.png.webp'));
      expect(cached.equals(first.rawPayload)).toBe(true);

      const revalidated = await app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.rawPayload.length).toBe(0);
    });

    it('renders a picture once for concurrent requests and leaves no temporary files', async () => {
      const url = '/media/cache/cart/products/pram.png?density=3';
      const responses = await Promise.all(Array.from({ length: 6 }, () => app.inject(url)));
      const [first] = responses;
      for (const response of responses) {
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.equals(first!.rawPayload)).toBe(true);
      }
      const files = await filesBelow(join(cacheDir, 'cart@3x'));
      expect(files).toEqual([join(cacheDir, 'cart@3x', 'products', 'pram.png.webp')]);
    });

    it('renders again when the original is replaced', async () => {
      const url = '/media/cache/badge/products/changing.png';
      const before = await app.inject(url);
      const original = join(mediaDir, 'products', 'changing.png');
      await writeFile(original, await picture(400, 400, '#00ff00'));
      const later = new Date(Date.now() + 60_000);
      await utimes(original, later, later);
      const after = await app.inject(url);
      expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
      const { dominant } = await sharp(after.rawPayload).stats();
      expect(dominant.g).toBeGreaterThan(200);
      expect(dominant.r).toBeLessThan(50);
    });
  });

  describe('originals', () => {
    it('serves the original file with its media type', async () => {
      const response = await app.inject('/media/products/pram.png');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers.etag).toBeTruthy();
      const original = await readFile(join(mediaDir, 'products', 'pram.png'));
      expect(response.rawPayload.equals(original)).toBe(true);
    });

    it('serves SVG with a policy that stops scripts', async () => {
      const response = await app.inject('/media/logos/shop.svg');
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    });

    it('does not serve files that are not pictures, or the cache folder', async () => {
      await app.inject('/media/cache/product_card/products/pram.png');
      expect((await app.inject('/media/notes.txt')).statusCode).toBe(404);
      expect((await app.inject('/media/cache/product_card@1x/products/pram.png.webp')).statusCode).toBe(404);
    });
  });

  describe('errors', () => {
    it.each([
      '/media/cache/product_card/..%2F..%2Fsecret.png',
      '/media/cache/product_card/products/..%2F..%2F..%2Fsecret.png',
      '/media/cache/product_card/%2Fetc%2Fpasswd.png',
      '/media/cache/product_card/products%5C..%5C..%5Csecret.png',
      '/media/cache/product_card/products/pram.png%00.png',
      '/media/..%2Fsecret.png',
      '/media/%2E%2E%2Fsecret.png',
    ])('rejects the path traversal %s with 400', async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400 });
    });

    it('never serves a file outside the media folder through dot segments the router resolves itself', async () => {
      const response = await app.inject('/media/products/%2e%2e/%2e%2e/secret.png');
      expect(response.statusCode).toBe(404);
    });

    it('answers 404 with a message for an unknown filter', async () => {
      const response = await app.inject('/media/cache/huge/products/pram.png');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: 'Unknown image filter "huge".' });
    });

    it('answers 404 for a missing original', async () => {
      const response = await app.inject('/media/cache/product_card/products/missing.png');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: 'Image "products/missing.png" not found.' });
      expect((await app.inject('/media/products/missing.png')).statusCode).toBe(404);
    });

    it.each(['2', 'abc', '0', '1.0'])('rejects density=%s with 400 naming the parameter', async (density) => {
      const response = await app.inject(`/media/cache/product_card/products/pram.png?density=${density}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('"density"');
    });
  });

  describe('resolveMediaPath', () => {
    it('keeps ordinary nested paths inside the media folder', () => {
      expect(resolveMediaPath('/srv/media', 'products/pram-black.webp')).toBe(
        '/srv/media/products/pram-black.webp',
      );
    });

    it.each([
      '',
      '/etc/passwd',
      '../x.png',
      'a/../../x.png',
      'a//b.png',
      './a.png',
      'a\\b.png',
      'a\0.png',
      'C:/x.png',
    ])('refuses %j', (requested) => {
      expect(resolveMediaPath('/srv/media', requested)).toBeNull();
    });
  });
});
