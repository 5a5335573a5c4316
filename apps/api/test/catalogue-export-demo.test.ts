import type { AdminProductSummary, List } from '@shop/contracts';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoData } from '../src/demo/index.ts';
import { createMediaStorage } from '../src/modules/media-storage/index.ts';
import { queryRows, toNumber } from '../src/modules/search/sql-rows.ts';
import { adminTokenFor } from './helpers/admin-session.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

interface JsonProduct {
  code: string;
  translations: Record<string, { name: string }>;
  images: Array<{ src: string }>;
  variants: Array<{ code: string; prices: Record<string, { price: string }> }>;
}

/** Every format on the demo shop's catalogue: complete, and read back as written. */
describe('the catalogue export of the demo shop', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let token: string;
  let counts: { products: number; variants: number };

  beforeAll(async () => {
    database = await createTestDatabase();
    await ensureDemoData({
      db: database.db,
      storage: createMediaStorage(database.config),
      log: () => {},
      now: new Date('2026-11-21T10:00:00Z'),
    });
    app = await createTestApp(database);
    token = await adminTokenFor(app, database.db);
    const [row] = await queryRows<{ products: unknown; variants: unknown }>(
      database.db,
      sql`SELECT (SELECT count(*) FROM products) AS products,
        (SELECT count(*) FROM product_variants) + (SELECT count(*) FROM products p
          WHERE NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)) AS variants`,
    );
    counts = { products: toNumber(row!.products), variants: toNumber(row!.variants) };
  }, 400_000);

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  const download = (query: string) =>
    app.inject({
      method: 'GET',
      url: `/api/v2/admin/catalogue-exports?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('writes every product and variant in our CSV and JSON, alike', async () => {
    const csv = await download('format=shop-csv');
    expect(csv.statusCode, csv.body).toBe(200);
    const [header = [], ...records] = parse(csv.rawPayload, { bom: true }) as string[][];
    const column = (name: string) => header.indexOf(name);
    expect(records).toHaveLength(counts.variants);
    // A product's rows follow each other; its first row has its name, the others only its code.
    const seen = new Set<string>();
    let previous = '';
    for (const record of records) {
      const code = record[column('product')]!;
      if (code !== previous) {
        expect(seen.has(code), code).toBe(false);
        seen.add(code);
        expect(record[column('name:lt')], code).not.toBe('');
      } else {
        expect(record[column('name:lt')]).toBe('');
      }
      previous = code;
      expect(record[column('price:web')]).toMatch(/^(\d+\.\d{2})?$/);
    }
    expect(seen.size).toBe(counts.products);

    const json = await download('format=shop-json');
    expect(json.statusCode).toBe(200);
    const { products } = json.json() as { products: JsonProduct[] };
    expect(products.map((product) => product.code)).toEqual([...seen]);
    // The same names, letters intact, and the same prices as the CSV.
    const firstRows = new Map(
      records
        .filter((record) => record[column('name:lt')] !== '')
        .map((record) => [record[column('product')], record]),
    );
    const lithuanian = products.filter((product) => /[ąčęėįšųūž]/i.test(product.translations.lt?.name ?? ''));
    expect(lithuanian.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(firstRows.get(product.code)?.[column('name:lt')]).toBe(product.translations.lt?.name ?? '');
      for (const image of product.images)
        expect(image.src.startsWith(`${database.config.publicUrl}/media/`)).toBe(true);
    }
    const priceOf = new Map(
      records.map((record) => [record[column('variant')], record[column('price:web')]]),
    );
    for (const variant of products.flatMap((product) => product.variants)) {
      expect(priceOf.get(variant.code), variant.code).toBe(variant.prices.web?.price ?? '');
    }
  }, 120_000);

  it("writes a product per handle in Shopify's CSV, and as many products as the products table counts", async () => {
    const shopify = await download('format=shopify-csv');
    expect(shopify.statusCode).toBe(200);
    const [header = [], ...records] = parse(shopify.rawPayload, { bom: true }) as string[][];
    const titled = records.filter((record) => record[header.indexOf('Title')] !== '');
    expect(new Set(titled.map((record) => record[0])).size).toBe(counts.products);
    expect(titled).toHaveLength(counts.products);

    const list = await app.inject({
      method: 'GET',
      url: '/api/v2/admin/products?stock=inStock&itemsPerPage=1',
      headers: { authorization: `Bearer ${token}` },
    });
    const inStock = (list.json() as List<AdminProductSummary>).meta.totalItems;
    const json = await download('format=shop-json&stock=inStock');
    expect((json.json() as { products: unknown[] }).products).toHaveLength(inStock);
  }, 120_000);
});
