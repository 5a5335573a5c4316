import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { ProductDetail } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoData } from '../src/demo/index.ts';
import { writeFeedFile } from '../src/modules/feeds/feed-writer.ts';
import { createMediaStorage } from '../src/modules/media-storage/index.ts';
import { adminTokenFor } from './helpers/admin-session.ts';
import { createAccount, signInAs } from './helpers/customer-session.ts';
import { csvRows, googleItems } from './helpers/feed-files.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const STOREFRONT = 'https://parduotuve.test';
const GOOGLE_REQUIRED = [
  'g:id',
  'g:title',
  'g:description',
  'g:link',
  'g:image_link',
  'g:availability',
  'g:price',
  'g:condition',
] as const;
const FACEBOOK_REQUIRED = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
] as const;

/**
 * Variant `v` of product `p` is in the web channel's public lt feed: enabled, priced in web, its product
 * enabled, in web, with an lt text and a picture, not login-only nor sold only in a bundle.
 */
const LISTED = sql`v.enabled AND p.enabled AND NOT p.requires_login AND NOT p.only_sell_in_bundle
  AND EXISTS (SELECT 1 FROM channels c JOIN product_channels pc ON pc.channel_id = c.id AND pc.product_id = p.id
    JOIN channel_pricings cp ON cp.channel_id = c.id AND cp.variant_id = v.id WHERE c.code = 'web')
  AND EXISTS (SELECT 1 FROM product_translations t WHERE t.product_id = p.id AND t.locale = 'lt')
  AND EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id)`;

const euros = (cents: number) => `${(cents / 100).toFixed(2)} EUR`;

describe('product feeds (Google Merchant Center, Meta catalogue)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let adminToken: string;

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  const feed = (path: string, headers: Record<string, string> = {}) =>
    app.inject({ url: `/api/v2/shop/feeds/${path}`, headers: { channel: 'web', ...headers } });

  async function product(code: string, locale = 'lt'): Promise<ProductDetail> {
    const response = await app.inject({
      url: `/api/v2/shop/products/${encodeURIComponent(code)}`,
      headers: { channel: 'web', locale },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ProductDetail;
  }

  beforeAll(async () => {
    database = await createTestDatabase({ STOREFRONT_URLS: `web=${STOREFRONT},b2b=https://b2b.test` });
    await ensureDemoData({
      db: database.db,
      storage: createMediaStorage(database.config),
      log: () => {},
      now: new Date('2026-11-21T10:00:00Z'),
    });
    app = await createTestApp(database);
    adminToken = await adminTokenFor(app, database.db);
  }, 240_000);

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  it('lists every sellable variant of the public catalogue once, each with the fields Google requires', async () => {
    const response = await feed('google.xml?locale=lt');
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const items = googleItems(response.body);

    const expected = await rows<{ code: string }>(sql`
      SELECT v.code FROM product_variants v JOIN products p ON p.id = v.product_id WHERE ${LISTED}`);
    expect(expected.length).toBeGreaterThan(50);
    expect(items.map((item) => item['g:id']).sort()).toEqual(expected.map((row) => row.code).sort());

    for (const item of items) {
      for (const field of GOOGLE_REQUIRED)
        expect(item[field], `${String(item['g:id'])} ${field}`).toBeTruthy();
      expect(item['g:availability']).toMatch(/^(in_stock|out_of_stock)$/);
      expect(item['g:price']).toMatch(/^\d+\.\d{2} EUR$/);
      expect(item['g:condition']).toBe('new');
      expect(String(item['g:link'])).toMatch(new RegExp(`^${STOREFRONT}/p/[^/]+-\\d+$`));
      expect(String(item['g:image_link'])).toMatch(
        new RegExp(`^${STOREFRONT}/media/cache/product_card/.+\\?density=3$`),
      );
      expect([...String(item['g:title'])].length).toBeLessThanOrEqual(150);
      expect([...String(item['g:description'])].length).toBeLessThanOrEqual(5000);
      expect(String(item['g:description'])).not.toMatch(/<[a-z/]/i);
      // Identifiers: a GTIN, or the code as MPN with the brand; without either, identifier_exists = no.
      if (!item['g:gtin']) expect(item['g:mpn']).toBe(item['g:id']);
      if (!item['g:gtin'] && !item['g:brand']) expect(item['g:identifier_exists']).toBe('no');
      else expect(item['g:identifier_exists']).toBeUndefined();
    }
  });

  it('groups the variants of a product, names their options in the title and gives the category path', async () => {
    const [multi] = await rows<{ code: string }>(sql`
      SELECT p.code FROM products p JOIN product_variants v ON v.product_id = p.id
      WHERE NOT p.is_bundle AND p.main_taxon_id IS NOT NULL AND ${LISTED}
      GROUP BY p.code HAVING count(*) >= 2 ORDER BY p.code LIMIT 1`);
    expect(multi).toBeDefined();
    const detail = await product(multi!.code);
    const items = googleItems((await feed('google.xml?locale=lt')).body).filter(
      (item) => item['g:item_group_id'] === multi!.code,
    );
    expect(items.map((item) => item['g:id'])).toEqual(detail.variants.map((variant) => variant.code));
    for (const [index, variant] of detail.variants.entries()) {
      const item = items[index]!;
      expect(item['g:title']).toBe(
        [detail.name, ...variant.optionValues.map((option) => option.value)].join(', ').slice(0, 150),
      );
      expect(item['g:link']).toBe(`${STOREFRONT}/p/${detail.slug}-${detail.id}`);
      expect(item['g:product_type']).toBe(detail.breadcrumbs.map((taxon) => taxon.name).join(' > '));
      expect(item['g:availability']).toBe(variant.inStock ? 'in_stock' : 'out_of_stock');
    }
    // A product with one variant is no group.
    const single = googleItems((await feed('google.xml?locale=lt')).body).filter(
      (item) => item['g:item_group_id'] === undefined,
    );
    expect(single.length).toBeGreaterThan(0);
  });

  it('marks a sold-out variant out_of_stock (not dropped) and an untracked one in_stock', async () => {
    const [soldOut] = await rows<{ code: string }>(sql`
      SELECT v.code FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE v.tracked AND v.on_hand - v.on_hold <= 0 AND NOT p.is_bundle AND ${LISTED}
      ORDER BY v.code LIMIT 1`);
    const [untracked] = await rows<{ code: string }>(sql`
      SELECT v.code FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE NOT v.tracked AND NOT p.is_bundle AND ${LISTED} ORDER BY v.code LIMIT 1`);
    expect(soldOut && untracked).toBeTruthy();
    const items = new Map(
      googleItems((await feed('google.xml?locale=lt')).body).map((item) => [item['g:id'], item]),
    );
    expect(items.get(soldOut!.code)?.['g:availability']).toBe('out_of_stock');
    expect(items.get(untracked!.code)?.['g:availability']).toBe('in_stock');
  });

  it('leaves out products sold only after login', async () => {
    const hidden = await rows<{ code: string }>(sql`
      SELECT v.code FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE p.requires_login AND p.enabled AND v.enabled`);
    expect(hidden.length).toBeGreaterThan(0);
    const ids = new Set(googleItems((await feed('google.xml?locale=lt')).body).map((item) => item['g:id']));
    for (const { code } of hidden) expect(ids.has(code), code).toBe(false);
    const csv = new Set(csvRows((await feed('facebook.csv?locale=lt')).body).map((row) => row.id));
    for (const { code } of hidden) expect(csv.has(code), code).toBe(false);
  });

  it('gives the price the product page shows, and the sale price where the variant is discounted', async () => {
    const [discounted] = await rows<{ code: string; product: string }>(sql`
      SELECT v.code, p.code AS product FROM product_variants v JOIN products p ON p.id = v.product_id
      JOIN channels c ON c.code = 'web'
      JOIN channel_pricings cp ON cp.variant_id = v.id AND cp.channel_id = c.id
      WHERE cp.original_price > cp.price * 1.05 AND ${LISTED} ORDER BY v.code LIMIT 1`);
    const [regular] = await rows<{ code: string; product: string }>(sql`
      SELECT v.code, p.code AS product FROM product_variants v JOIN products p ON p.id = v.product_id
      JOIN channels c ON c.code = 'web'
      JOIN channel_pricings cp ON cp.variant_id = v.id AND cp.channel_id = c.id
      WHERE cp.original_price IS NULL AND ${LISTED} ORDER BY v.code LIMIT 1`);
    expect(discounted && regular).toBeTruthy();
    const items = new Map(
      googleItems((await feed('google.xml?locale=lt')).body).map((item) => [item['g:id'], item]),
    );
    const csv = new Map(csvRows((await feed('facebook.csv?locale=lt')).body).map((row) => [row.id, row]));

    const onSale = (await product(discounted!.product)).variants.find((v) => v.code === discounted!.code)!;
    expect(onSale.prices.originalPrices).toHaveLength(1);
    expect(items.get(discounted!.code)).toMatchObject({
      'g:price': euros(onSale.prices.originalPrices[0]!),
      'g:sale_price': euros(onSale.prices.price),
    });
    expect(csv.get(discounted!.code)).toMatchObject({
      price: euros(onSale.prices.originalPrices[0]!),
      sale_price: euros(onSale.prices.price),
    });

    const plain = (await product(regular!.product)).variants.find((v) => v.code === regular!.code)!;
    expect(items.get(regular!.code)?.['g:price']).toBe(euros(plain.prices.price));
    expect(items.get(regular!.code)?.['g:sale_price']).toBeUndefined();
    expect(csv.get(regular!.code)).toMatchObject({ price: euros(plain.prices.price), sale_price: '' });
  });

  it('speaks the locale asked for: English texts and links under /en', async () => {
    const lt = googleItems((await feed('google.xml?locale=lt')).body);
    const en = googleItems((await feed('google.xml?locale=en')).body);
    const code = String(en[0]!['g:item_group_id'] ?? en[0]!['g:id']);
    const [owner] = await rows<{ code: string }>(sql`
      SELECT p.code FROM products p JOIN product_variants v ON v.product_id = p.id
      WHERE v.code = ${String(en[0]!['g:id'])}`);
    const english = await product(owner!.code, 'en');
    const lithuanian = await product(owner!.code, 'lt');
    expect(english.name).not.toBe(lithuanian.name);
    expect(String(en[0]!['g:title'])).toContain(english.name);
    expect(en[0]!['g:link']).toBe(`${STOREFRONT}/en/p/${english.slug}-${english.id}`);
    const ltItem = lt.find((item) => item['g:id'] === en[0]!['g:id'])!;
    expect(String(ltItem['g:title'])).toContain(lithuanian.name);
    expect(ltItem['g:link']).toBe(`${STOREFRONT}/p/${lithuanian.slug}-${lithuanian.id}`);
    expect(code).toBeTruthy();

    // A storefront that addresses products by code (NEW_URLS) gets links in that form.
    const byCode = googleItems((await feed('google.xml?locale=en&productUrls=code')).body);
    expect(byCode.find((item) => item['g:id'] === en[0]!['g:id'])?.['g:link']).toBe(
      `${STOREFRONT}/en/p/${encodeURIComponent(owner!.code)}`,
    );

    // A locale the channel does not offer has no feed.
    const missing = await feed('google.xml?locale=ru');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404 });
  });

  it('has no feed on a login-only channel: 401 anonymously (ADR 0029), 404 signed in', async () => {
    const anonymous = await feed('google.xml?locale=lt', { channel: 'b2b' });
    expect(anonymous.statusCode).toBe(401);
    await createAccount(database.db, 'feeds-b2b@example.lt');
    const token = await signInAs(
      (method, url, options) =>
        app.inject({
          method,
          url: `/api/v2/shop${url}`,
          headers: { channel: 'b2b' },
          ...(options?.payload === undefined ? {} : { payload: options.payload as object }),
        }),
      'feeds-b2b@example.lt',
    );
    for (const path of ['google.xml?locale=lt', 'facebook.csv?locale=lt']) {
      const signedIn = await feed(path, { channel: 'b2b', authorization: `Bearer ${token}` });
      expect(signedIn.statusCode, signedIn.body).toBe(404);
      expect(signedIn.json()).toEqual({ code: 404, message: 'Channel "b2b" has no public feed.' });
    }
  });

  it('writes the Meta catalogue CSV with its required fields, one row per variant', async () => {
    const response = await feed('facebook.csv?locale=lt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const csv = csvRows(response.body);
    const google = googleItems((await feed('google.xml?locale=lt')).body);
    expect(csv.map((row) => row.id)).toEqual(google.map((item) => item['g:id']));
    for (const row of csv) {
      for (const field of FACEBOOK_REQUIRED) expect(row[field], `${row.id} ${field}`).toBeTruthy();
      expect(row.availability).toMatch(/^(in stock|out of stock)$/);
      expect(row.condition).toBe('new');
      expect(row.gtin || row.mpn || row.brand).toBeTruthy();
    }
    const grouped = csv.filter((row) => row.item_group_id !== '');
    expect(new Set(grouped.map((row) => row.item_group_id)).size).toBeLessThan(grouped.length);
  });

  it('is generated once per catalogue version: same ETag, 304 on If-None-Match, one file on disk', async () => {
    const first = await feed('google.xml?locale=lt');
    const second = await feed('google.xml?locale=lt');
    expect(first.headers.etag).toBeTruthy();
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['last-modified']).toBe(first.headers['last-modified']);
    expect(second.body).toBe(first.body);
    const notModified = await feed('google.xml?locale=lt', { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    const files = await readdir(join(database.config.dataDir, 'feeds'), { recursive: true });
    expect(files.filter((name) => /google-lt-v\d+-\w+\.xml$/.test(name))).toHaveLength(1);
  });

  it("answers a version's first request while writing its file: no size yet, then the file with the same text, ETag and date", async () => {
    const path = 'facebook.csv?locale=en&productUrls=code';
    const live = await feed(path);
    expect(live.statusCode).toBe(200);
    expect(live.headers['content-length']).toBeUndefined();
    expect(live.headers['transfer-encoding']).toBe('chunked');
    expect(csvRows(live.body).length).toBeGreaterThan(0);
    const stored = await feed(path);
    expect(stored.headers['content-length']).toBe(String(Buffer.byteLength(stored.body)));
    expect(stored.body).toBe(live.body);
    expect(stored.headers.etag).toBe(live.headers.etag);
    expect(stored.headers['last-modified']).toBe(live.headers['last-modified']);
  });

  it('finishes the file when the live reader goes away after the first chunk', async () => {
    const [web] = await rows<{ id: number }>(sql`SELECT id FROM channels WHERE code = 'web'`);
    const file = join(database.config.dataDir, 'reader-left', 'facebook-lt.csv');
    const stream = new PassThrough({ highWaterMark: 16 });
    stream.once('data', () => stream.destroy());
    const modifiedAt = new Date('2026-11-27T08:00:00Z');
    await writeFeedFile(
      database.db,
      {
        kind: 'facebook',
        channelId: web!.id,
        channelName: 'web',
        storefrontUrl: STOREFRONT,
        locale: 'lt',
        defaultLocale: 'lt',
        currencyCode: 'EUR',
        productUrls: 'slug-id',
      },
      file,
      { stream, modifiedAt },
    );
    expect(stream.destroyed).toBe(true);
    const written = csvRows(await readFile(file, 'utf8'));
    expect(written.map((row) => row.id)).toEqual(
      csvRows((await feed('facebook.csv?locale=lt')).body).map((row) => row.id),
    );
    expect((await stat(file)).mtime.toISOString()).toBe(modifiedAt.toISOString());
  });

  it('follows a catalogue change: a renamed product shows under its new name, escaped as XML', async () => {
    const before = await feed('google.xml?locale=lt');
    const [target] = await rows<{ code: string; variant: string }>(sql`
      SELECT p.code, min(v.code) AS variant FROM products p JOIN product_variants v ON v.product_id = p.id
      WHERE NOT p.is_bundle AND ${LISTED} GROUP BY p.code HAVING count(*) = 1 ORDER BY p.code LIMIT 1`);
    const admin = (method: 'GET' | 'PATCH', payload?: object) =>
      app.inject({
        method,
        url: `/api/v2/admin/products/${encodeURIComponent(target!.code)}`,
        headers: { authorization: `Bearer ${adminToken}` },
        ...(payload ? { payload } : {}),
      });
    const current = (await admin('GET')).json() as { version: number };
    const name = `Kombinezonas „Ąžuolas“ & <vaikams> "su" 'kišene' 😀`;
    const patched = await admin('PATCH', { version: current.version, translations: { lt: { name } } });
    expect(patched.statusCode, patched.body).toBe(200);

    await expect
      .poll(
        async () => {
          const response = await feed('google.xml?locale=lt');
          return googleItems(response.body).find((item) => item['g:id'] === target!.variant)?.['g:title'];
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(name);
    const after = await feed('google.xml?locale=lt');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('&amp; &lt;vaikams&gt; &quot;su&quot; &apos;kišene&apos; 😀');
    const row = csvRows((await feed('facebook.csv?locale=lt')).body).find((r) => r.id === target!.variant);
    expect(row?.title).toBe(name);
    // The older version's file is gone once the new one is in place.
    const files = await readdir(join(database.config.dataDir, 'feeds'), { recursive: true });
    expect(files.filter((file) => /google-lt-v\d+-\w+\.xml$/.test(file))).toHaveLength(1);
  }, 60_000);
});
