import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_FILTERS, type AdminProductImage } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDiskStorage,
  createMediaStorage,
  createS3Storage,
  type MediaStorage,
} from '../src/modules/media-storage/index.ts';
import { adminTokenFor } from './helpers/admin-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { multipartBody } from './helpers/multipart.ts';
import { startLocalS3, type LocalS3Server } from './helpers/s3-server.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

function picture(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

async function filesBelow(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** The same behaviour from both storages: what the image filters, downloads and uploads rely on. */
function storageContract(name: string, open: () => MediaStorage) {
  describe(`${name}: put, get, stat, delete`, () => {
    it('keeps bytes under a key until deleted; a missing key is null, deleting it twice is fine', async () => {
      const storage = open();
      const bytes = await picture(20, 10, '#336699');
      const before = Date.now() - 2_000;
      await storage.put('products/uploads/a.png', bytes, 'image/png');
      const stored = await storage.get('products/uploads/a.png');
      expect(stored?.bytes.equals(bytes)).toBe(true);
      expect(stored?.size).toBe(bytes.length);
      const info = await storage.stat('products/uploads/a.png');
      expect(info?.size).toBe(bytes.length);
      expect(info!.modifiedAt.getTime()).toBeGreaterThanOrEqual(before);

      await storage.put('products/uploads/a.png', Buffer.from('replaced'), 'text/plain');
      expect((await storage.get('products/uploads/a.png'))?.bytes.toString()).toBe('replaced');

      await storage.delete('products/uploads/a.png');
      expect(await storage.get('products/uploads/a.png')).toBeNull();
      expect(await storage.stat('products/uploads/a.png')).toBeNull();
      await storage.delete('products/uploads/a.png');
      expect(await storage.get('never/there.png')).toBeNull();
    });

    it('refuses keys that could leave the media root', async () => {
      const storage = open();
      for (const key of [
        '../secret.png',
        'a/../../b.png',
        '/etc/passwd',
        'a//b.png',
        'a\\b.png',
        '',
        './a.png',
      ]) {
        await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
          /Invalid media key/,
        );
        await expect(storage.get(key), key).rejects.toThrow(/Invalid media key/);
      }
    });
  });
}

describe('media storage', () => {
  let root: string;
  let s3: LocalS3Server;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'shop-media-storage-'));
    s3 = await startLocalS3();
  });
  afterAll(async () => {
    await s3?.close();
    await rm(root, { recursive: true, force: true });
  });

  storageContract('a DATA_DIR folder', () =>
    createDiskStorage({ root: join(root, 'media'), hidden: [join(root, 'media', 'cache')] }),
  );
  storageContract('an S3-compatible bucket', () => createS3Storage(s3.config('shop/')));

  it('never shows the resized-picture cache of the folder as media', async () => {
    const storage = createDiskStorage({ root: join(root, 'media'), hidden: [join(root, 'media', 'cache')] });
    await mkdir(join(root, 'media', 'cache', 'x'), { recursive: true });
    await writeFile(join(root, 'media', 'cache', 'x', 'a.webp'), 'cached');
    expect(await storage.get('cache/x/a.webp')).toBeNull();
    await expect(storage.put('cache/x/b.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
  });

  it('keeps the keys of a bucket under its prefix, apart from other prefixes', async () => {
    const shop = createS3Storage(s3.config('shop/'));
    const other = createS3Storage(s3.config('other/'));
    await shop.put('logos/a.png', Buffer.from('shop logo'), 'image/png');
    expect(await other.get('logos/a.png')).toBeNull();
    expect((await createS3Storage(s3.config('')).get('shop/logos/a.png'))?.bytes.toString()).toBe(
      'shop logo',
    );
  });

  describe('an API whose media are in the bucket', () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let storage: MediaStorage;

    beforeAll(async () => {
      database = await createTestDatabase();
      const data = fixtures(database.db);
      await data.locales(['lt']);
      const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt'] })).id;
      await data.catalogueProduct({
        code: 'BEAR',
        channelIds: [web],
        translations: { lt: { name: 'Meškiukas', slug: 'meskiukas' } },
      });
      const config = { ...database.config, s3: s3.config('api/') };
      storage = createMediaStorage(config);
      app = await createTestApp(database, config);
    });
    afterAll(async () => {
      await app?.close();
      await database?.cleanup();
    });

    it('serves the image filters and originals from the bucket, caching the resized copy on disk', async () => {
      const original = await picture(1200, 900, '#c0392b');
      await storage.put('products/bear.png', original, 'image/png');
      const resized = await app.inject({ url: '/media/cache/product_card/products/bear.png?density=1' });
      expect(resized.statusCode, resized.body).toBe(200);
      expect(resized.headers['content-type']).toBe('image/webp');
      const size = await sharp(resized.rawPayload).metadata();
      const box = IMAGE_FILTERS.product_card;
      expect([size.format, size.width, size.height]).toEqual(['webp', box.width, box.height]);
      const served = await app.inject({ url: '/media/products/bear.png' });
      expect(served.rawPayload.equals(original)).toBe(true);
      // The original is not on this instance's disk; only the resized copy is cached there.
      expect(await filesBelow(database.config.mediaDir)).toEqual([
        join(database.config.mediaCacheDir, 'product_card@1x', 'products', 'bear.png.webp'),
      ]);
      expect((await app.inject({ url: '/media/products/missing.png' })).statusCode).toBe(404);
    });

    it('stores an uploaded picture in the bucket, where another instance finds it', async () => {
      const token = await adminTokenFor(app, database.db);
      const { payload, contentType } = multipartBody([
        {
          name: 'file',
          value: await picture(300, 200, '#16a085'),
          filename: 'bear.png',
          contentType: 'image/png',
        },
      ]);
      const response = await app.inject({
        method: 'POST',
        url: '/api/v2/admin/products/BEAR/images',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      const [image] = response.json() as AdminProductImage[];
      const elsewhere = createS3Storage(s3.config('api/'));
      expect((await elsewhere.stat(image!.path))?.size).toBeGreaterThan(0);
      expect(await filesBelow(join(database.config.mediaDir, 'products'))).toEqual([]);
    });
  });
});
