import type { AdminProductSummary, List } from '@shop/contracts';
import { parse } from 'csv-parse/sync';
import { desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { adminAuditLog, productImageTranslations, productVariants } from '../src/db/schema/index.ts';
import {
  exportedProducts,
  startCatalogueExport,
} from '../src/modules/catalogue-exchange/export/catalogue-export.ts';
import { SHOPIFY_HEADER } from '../src/modules/catalogue-exchange/export/shopify-csv.ts';
import { createMediaStorage } from '../src/modules/media-storage/index.ts';
import { adminCatalogue, violationsOf, type AdminCatalogue } from './helpers/admin-catalogue.ts';

type Row = Record<string, string>;

const BOM = '\uFEFF';
const DESCRIPTION_LT = 'Lengvas vežimėlis, „Žąsis“.\nAntra eilutė: "kabutės", kableliai, ąčęėįšųūž.';

/** A CSV answer parsed back as csv-parse reads it: the header and the rows as objects. */
function csvOf(response: LightMyRequestResponse): { header: string[]; rows: Row[] } {
  const records = parse(response.rawPayload, { bom: true, relax_column_count: false }) as string[][];
  const [header = [], ...rest] = records;
  return {
    header,
    rows: rest.map((record) =>
      Object.fromEntries(header.map((column, index) => [column, record[index] ?? ''])),
    ),
  };
}

describe('the catalogue export (issue 20)', () => {
  let shop: AdminCatalogue;
  let mediaBase: string;
  let pictures: string[];

  beforeAll(async () => {
    shop = await adminCatalogue();
    mediaBase = `${shop.database.config.publicUrl}/media/`;
    const { admin } = shop;
    const created = async (body: Record<string, unknown>) => {
      const response = await admin('POST', '/products', { payload: body });
      expect(response.statusCode, response.body).toBe(201);
    };
    const variant = async (product: string, body: Record<string, unknown>) => {
      const response = await admin('POST', `/products/${product}/variants`, { payload: body });
      expect(response.statusCode, response.body).toBe(201);
    };
    // A product with warehouses, two variants of an option, two pictures, texts in two languages.
    await created({
      code: 'pram-goose',
      translations: {
        lt: {
          name: 'Vežimėlis Žąsis',
          slug: 'vezimelis-zasis',
          description: DESCRIPTION_LT,
          metaTitle: 'Žąsis',
          metaDescription: 'Lengvas vežimėlis',
        },
        en: { name: 'Pram Goose', slug: 'pram-goose', description: 'A light pram.' },
      },
      mainTaxon: 'prams',
      taxons: ['toys'],
      attributes: { brand: ['chicco'], badges: ['new'] },
      channels: ['web'],
      warehouses: ['vilnius', 'kaunas'],
    });
    await variant('pram-goose', {
      code: 'pram-goose-beige',
      optionValues: { colour: 'beige' },
      translations: { lt: { name: 'Smėlio' } },
      channelPricings: { web: { price: 12900, originalPrice: 15000 }, b2b: { price: 11000 } },
      onHand: { vilnius: 3, kaunas: 2 },
      maxQuantityPerOrder: 2,
    });
    await variant('pram-goose', {
      code: 'pram-goose-grey',
      optionValues: { colour: 'grey' },
      channelPricings: { web: { price: 12990 } },
      onHand: { vilnius: 0, kaunas: 1 },
    });
    await shop.database.db
      .update(productVariants)
      .set({ gtin: '4006381333931' })
      .where(eq(productVariants.code, 'pram-goose-beige'));
    // Two pictures stored as the back office stores them, with alt texts.
    const storage = createMediaStorage(shop.database.config);
    const product = await shop.database.db.query.products.findFirst({
      where: (table, { eq: equals }) => equals(table.code, 'pram-goose'),
    });
    pictures = [];
    for (const [index, colour] of ['#f5e6c8', '#888888'].entries()) {
      const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
        .png()
        .toBuffer();
      const path = `products/goose-${index}.png`;
      await storage.put(path, bytes, 'image/png');
      const image = await shop.data.productImage(product!.id, path, index);
      await shop.database.db.insert(productImageTranslations).values([
        { imageId: image.id, locale: 'lt', alt: `Žąsis ${index + 1}` },
        { imageId: image.id, locale: 'en', alt: `Goose ${index + 1}` },
      ]);
      pictures.push(path);
    }
    await storage.close?.();
    // A product without warehouses, disabled.
    await created({
      code: 'toy-duck',
      enabled: false,
      translations: { lt: { name: 'Antytė', slug: 'antyte' } },
      mainTaxon: 'toys',
      attributes: { brand: ['cybex'] },
    });
    await variant('toy-duck', { code: 'toy-duck', channelPricings: { web: { price: 1290 } }, onHand: 7 });
    // A product in stock without options, brand chicco, untracked.
    await created({ code: 'toy-ball', translations: { lt: { name: 'Kamuolys', slug: 'kamuolys' } } });
    await variant('toy-ball', { code: 'toy-ball', channelPricings: { web: { price: 500 } }, tracked: false });
    // A product without variants (sold out).
    await created({ code: 'toy-box', translations: { lt: { name: 'Dėžė', slug: 'deze' } } });
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
  });

  const exportOf = (query: string, token?: string | null) =>
    shop.admin('GET', `/catalogue-exports?${query}`, token === undefined ? {} : { token });

  describe('our CSV', () => {
    let response: LightMyRequestResponse;
    let header: string[];
    let rows: Row[];
    beforeAll(async () => {
      response = await exportOf('format=shop-csv');
      expect(response.statusCode, response.body).toBe(200);
      ({ header, rows } = csvOf(response));
    });

    it('is an attachment named by the shop and the date, UTF-8 with a BOM, comma-separated, CRLF', () => {
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="[a-z0-9-]+-catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.body.startsWith(BOM)).toBe(true);
      expect(response.body.startsWith(`${BOM}product,enabled,name:lt,name:en,`)).toBe(true);
      // Every line ends with CRLF; the only bare LF is the one inside the quoted description.
      expect(response.body.endsWith('\r\n')).toBe(true);
      expect(response.body.split('\r\n').length - 1).toBe(rows.length + 1);
      expect(response.body).toContain('"Lengvas vežimėlis, „Žąsis“.\nAntra eilutė: ""kabutės"", kableliai');
    });

    it('has a column per locale, channel, warehouse, attribute and option of the shop', () => {
      for (const column of [
        'name:lt',
        'name:en',
        'name:et',
        'name:ru',
        'slug:lt',
        'short_description:lt',
        'description:lt',
        'meta_title:lt',
        'meta_description:ru',
        'main_category',
        'categories',
        'attribute:brand',
        'attribute:badges',
        'channels',
        'requires_login',
        'images',
        'image_alt:lt',
        'variant',
        'variant_enabled',
        'variant_name:lt',
        'option:colour',
        'gtin',
        'tracked',
        'max_per_order',
        'price:web',
        'original_price:web',
        'price:b2b',
        'original_price:b2b',
        'stock',
        'stock:vilnius',
        'stock:kaunas',
      ]) {
        expect(header).toContain(column);
      }
      expect(new Set(header).size).toBe(header.length);
    });

    it('writes a row per variant, the product columns on its first row only', () => {
      expect(rows.map((row) => [row.product, row.variant])).toEqual([
        ['pram-goose', 'pram-goose-beige'],
        ['pram-goose', 'pram-goose-grey'],
        ['toy-duck', 'toy-duck'],
        ['toy-ball', 'toy-ball'],
        ['toy-box', ''],
      ]);
      const [first, second] = rows;
      expect(first).toMatchObject({
        enabled: 'yes',
        'name:lt': 'Vežimėlis Žąsis',
        'name:en': 'Pram Goose',
        'name:et': '',
        'slug:lt': 'vezimelis-zasis',
        'description:lt': DESCRIPTION_LT,
        'meta_title:lt': 'Žąsis',
        main_category: 'kids/prams',
        // Every category the product is in, the main one too (the back office keeps it among them).
        categories: 'toys|kids/prams',
        'attribute:brand': 'chicco',
        'attribute:badges': 'new',
        channels: 'web',
        requires_login: 'no',
        images: pictures.map((path) => `${mediaBase}${path}`).join('|'),
        'image_alt:lt': 'Žąsis 1|Žąsis 2',
        'image_alt:en': 'Goose 1|Goose 2',
        'image_alt:ru': '',
        variant_enabled: 'yes',
        'variant_name:lt': 'Smėlio',
        'option:colour': 'beige',
        gtin: '4006381333931',
        tracked: 'yes',
        max_per_order: '2',
        'price:web': '129.00',
        'original_price:web': '150.00',
        'price:b2b': '110.00',
        'original_price:b2b': '',
        stock: '',
        'stock:vilnius': '3',
        'stock:kaunas': '2',
      });
      const productColumns = header.slice(1, header.indexOf('variant'));
      for (const column of productColumns) expect(second![column], column).toBe('');
      expect(second).toMatchObject({
        'option:colour': 'grey',
        'price:web': '129.90',
        'original_price:web': '',
        'price:b2b': '',
        'stock:vilnius': '0',
        'stock:kaunas': '1',
        max_per_order: '',
      });
    });

    it('writes one count for a product without warehouses', () => {
      const duck = rows.find((row) => row.product === 'toy-duck')!;
      expect(duck).toMatchObject({
        enabled: 'no',
        main_category: 'toys',
        'attribute:brand': 'cybex',
        stock: '7',
        'stock:vilnius': '',
        'stock:kaunas': '',
        'price:web': '12.90',
      });
      expect(rows.find((row) => row.product === 'toy-ball')).toMatchObject({
        tracked: 'no',
        main_category: '',
      });
      // A product without variants: its product columns, empty variant columns.
      const box = rows.find((row) => row.product === 'toy-box')!;
      expect(box['name:lt']).toBe('Dėžė');
      for (const column of header.slice(header.indexOf('variant'))) expect(box[column], column).toBe('');
    });

    it('names pictures by URLs this shop serves the original file at', async () => {
      const url = new URL(rows[0]!.images!.split('|')[0]!);
      const picture = await shop.app.inject({ method: 'GET', url: url.pathname });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toContain('image/png');
    });
  });

  describe('our JSON', () => {
    it('holds the same content as the CSV, in the agreed shape', async () => {
      const response = await exportOf('format=shop-json');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/-catalogue-\d{4}-\d{2}-\d{2}\.json"$/);
      const file = response.json() as { format: string; version: number; products: Array<{ code: string }> };
      expect(file.format).toBe('shop-catalogue');
      expect(file.version).toBe(1);
      expect(file.products.map((product) => product.code)).toEqual([
        'pram-goose',
        'toy-duck',
        'toy-ball',
        'toy-box',
      ]);
      expect(file.products[0]).toEqual({
        code: 'pram-goose',
        enabled: true,
        translations: {
          lt: {
            name: 'Vežimėlis Žąsis',
            slug: 'vezimelis-zasis',
            shortDescription: null,
            description: DESCRIPTION_LT,
            metaTitle: 'Žąsis',
            metaDescription: 'Lengvas vežimėlis',
          },
          en: {
            name: 'Pram Goose',
            slug: 'pram-goose',
            shortDescription: null,
            description: 'A light pram.',
            metaTitle: null,
            metaDescription: null,
          },
        },
        mainCategory: 'kids/prams',
        categories: ['toys', 'kids/prams'],
        attributes: { brand: ['chicco'], badges: ['new'] },
        channels: ['web'],
        requiresLogin: false,
        images: pictures.map((path, index) => ({
          src: `${mediaBase}${path}`,
          alt: { lt: `Žąsis ${index + 1}`, en: `Goose ${index + 1}` },
        })),
        variants: [
          {
            code: 'pram-goose-beige',
            enabled: true,
            translations: { lt: { name: 'Smėlio' } },
            options: { colour: 'beige' },
            gtin: '4006381333931',
            tracked: true,
            maxQuantityPerOrder: 2,
            prices: {
              web: { price: '129.00', originalPrice: '150.00' },
              b2b: { price: '110.00', originalPrice: null },
            },
            stock: { vilnius: 3, kaunas: 2 },
          },
          {
            code: 'pram-goose-grey',
            enabled: true,
            translations: {},
            options: { colour: 'grey' },
            gtin: null,
            tracked: true,
            maxQuantityPerOrder: null,
            prices: { web: { price: '129.90', originalPrice: null } },
            stock: { vilnius: 0, kaunas: 1 },
          },
        ],
      });
      expect(file.products[1]).toMatchObject({ enabled: false, variants: [{ code: 'toy-duck', stock: 7 }] });
      expect(file.products[3]).toMatchObject({ code: 'toy-box', variants: [] });
    });

    it('is a valid empty list when the filter selects nothing', async () => {
      const response = await exportOf('format=shop-json&brand=no-such-brand');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ format: 'shop-catalogue', version: 1, products: [] });
    });
  });

  describe("Shopify's CSV", () => {
    it("writes Shopify's header, variant rows and image-only rows", async () => {
      const response = await exportOf('format=shopify-csv');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/-shopify-products-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(response.body.startsWith(BOM)).toBe(true);
      const { header, rows } = csvOf(response);
      expect(header).toEqual([...SHOPIFY_HEADER]);
      const goose = rows.filter((row) => row.Handle === 'pram-goose');
      expect(goose).toHaveLength(3);
      expect(goose[0]).toMatchObject({
        Title: 'Vežimėlis Žąsis',
        'Body (HTML)': DESCRIPTION_LT,
        Vendor: 'Chicco',
        Type: 'Vežimėliai',
        Tags: 'Žaislai, Naujiena',
        Published: 'TRUE',
        'Option1 Name': 'Spalva',
        'Option1 Value': 'Smėlio',
        'Option2 Name': '',
        'Variant SKU': 'pram-goose-beige',
        'Variant Inventory Tracker': 'shopify',
        'Variant Inventory Qty': '5',
        'Variant Price': '129.00',
        'Variant Compare At Price': '150.00',
        'Variant Barcode': '4006381333931',
        'Image Src': `${mediaBase}${pictures[0]}`,
        'Image Position': '1',
        'Image Alt Text': 'Žąsis 1',
        'SEO Title': 'Žąsis',
        'SEO Description': 'Lengvas vežimėlis',
        Status: 'active',
      });
      expect(goose[1]).toMatchObject({
        Title: '',
        Vendor: '',
        'Option1 Name': '',
        'Option1 Value': 'Pilka',
        'Variant SKU': 'pram-goose-grey',
        'Variant Price': '129.90',
        'Variant Compare At Price': '',
        'Image Src': '',
      });
      expect(goose[2]).toMatchObject({
        Title: '',
        'Variant SKU': '',
        'Variant Price': '',
        'Image Src': `${mediaBase}${pictures[1]}`,
        'Image Position': '2',
        'Image Alt Text': 'Žąsis 2',
      });
      expect(rows.find((row) => row.Handle === 'toy-duck')).toMatchObject({
        Published: 'FALSE',
        Status: 'draft',
        Vendor: 'Cybex',
        Type: 'Žaislai',
        'Option1 Name': 'Title',
        'Option1 Value': 'Default Title',
        'Variant Inventory Qty': '7',
      });
      expect(rows.find((row) => row.Handle === 'toy-ball')).toMatchObject({
        'Variant Inventory Tracker': '',
      });
    });

    it('writes the texts of the asked locale and the prices of the asked channel', async () => {
      const response = await exportOf('format=shopify-csv&locale=en&channel=b2b');
      expect(response.statusCode, response.body).toBe(200);
      const { rows } = csvOf(response);
      const goose = rows.filter((row) => row.Handle === 'pram-goose');
      expect(goose[0]).toMatchObject({
        Title: 'Pram Goose',
        'Body (HTML)': 'A light pram.',
        'Option1 Name': 'Colour',
        'Option1 Value': 'Beige',
        'Variant Price': '110.00',
        'Image Alt Text': 'Goose 1',
        // Names the locale lacks fall back to the default locale's.
        Type: 'Prams',
        Vendor: 'Chicco',
      });
      expect(goose[1]).toMatchObject({ 'Option1 Value': 'Grey', 'Variant Price': '' });
    });
  });

  describe('filters', () => {
    it.each([
      'brand=chicco',
      'enabled=false',
      'taxon=kids',
      'taxon=toys',
      'stock=soldOut',
      'stock=inStock',
      'search=%C4%85sis', // ąsis: lower() folds non-ASCII letters only under a real locale, not in a C-locale database
      'search=toy&enabled=true',
    ])('select what the products table shows for %s', async (query) => {
      const list = await shop.admin('GET', `/products?${query}&itemsPerPage=100`);
      expect(list.statusCode, list.body).toBe(200);
      const listed = (list.json() as List<AdminProductSummary>).data.map((product) => product.code).sort();
      const response = await exportOf(`format=shop-csv&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const exported = [...new Set(csvOf(response).rows.map((row) => row.product!))].sort();
      expect(listed.length).toBeGreaterThan(0);
      expect(exported).toEqual(listed);
    });

    it('answers an unknown category with an empty file that still has its header', async () => {
      const response = await exportOf('format=shop-csv&taxon=no-such-category');
      expect(response.statusCode, response.body).toBe(200);
      const { header, rows } = csvOf(response);
      expect(header[0]).toBe('product');
      expect(rows).toEqual([]);
    });
  });

  describe('refusals and the audit', () => {
    it('needs an administrator', async () => {
      const response = await exportOf('format=shop-csv', null);
      expect(response.statusCode).toBe(401);
    });

    it('names a bad or missing format, an unknown locale or channel', async () => {
      expect(violationsOf(await exportOf('format=excel'))).toEqual([
        ['format', '"excel" is not an export format. Choose one of: shop-csv, shop-json, shopify-csv.'],
      ]);
      expect(violationsOf(await exportOf('search=x'))[0]?.[0]).toBe('format');
      expect(violationsOf(await exportOf('format=shopify-csv&channel=nowhere'))[0]?.[0]).toBe('channel');
      const badLocale = await exportOf('format=shopify-csv&locale=xx');
      expect(badLocale.statusCode).toBe(400);
      expect(badLocale.json()).toMatchObject({ message: expect.stringContaining('locale') });
    });

    it('writes an audit line with the format and the filter', async () => {
      const response = await exportOf('format=shop-json&brand=chicco&enabled=true');
      expect(response.statusCode, response.body).toBe(200);
      const [line] = await shop.database.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.action, 'catalogue.export'))
        .orderBy(desc(adminAuditLog.id))
        .limit(1);
      expect(line).toMatchObject({
        subjectType: 'catalogue',
        subjectId: 'shop-json',
        details: { format: 'shop-json', filter: { brand: 'chicco', enabled: 'true' } },
      });
      expect(line!.administratorId).not.toBeNull();
    });
  });

  describe('streaming', () => {
    /** Counts the statements a code path starts through the Drizzle handle. */
    function countingDb(db: Database) {
      const counter = { queries: 0 };
      const counted = new Proxy(db, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver) as unknown;
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (['select', 'selectDistinct', 'execute'].includes(String(property))) counter.queries += 1;
            return (value as (...given: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      return { db: counted, counter };
    }

    beforeAll(async () => {
      // 600 small products with a variant each, inserted in two statements.
      await shop.database.db.execute(
        sql`INSERT INTO products (code) SELECT 'bulk-' || lpad(g::text, 4, '0') FROM generate_series(1, 600) g`,
      );
      await shop.database.db.execute(
        sql`INSERT INTO product_variants (product_id, code, on_hand)
            SELECT id, code || '-v', 1 FROM products WHERE code LIKE 'bulk-%'`,
      );
    }, 60_000);

    it('reads products page by page in a constant number of queries per page', async () => {
      const run = async (batchSize: number) => {
        const { db, counter } = countingDb(shop.database.db);
        const sizes: number[] = [];
        for await (const products of exportedProducts(db, {}, { batchSize })) sizes.push(products.length);
        return { sizes, queries: counter.queries };
      };
      const small = await run(50);
      expect(small.sizes.reduce((sum, size) => sum + size, 0)).toBe(604);
      expect(small.sizes).toHaveLength(13);
      expect(Math.max(...small.sizes)).toBe(50);
      const large = await run(100);
      expect(large.sizes).toHaveLength(7);
      // The same twelve queries for each page (its products, then what they carry), whatever its size.
      expect(small.queries).toBe(13 * 12);
      expect(large.queries).toBe(7 * 12);
    });

    it('hands the file to the stream in chunks of about 64 KB, however large a page is', async () => {
      for (const format of ['shop-json', 'shopify-csv', 'shop-csv'] as const) {
        const exported = await startCatalogueExport(
          shop.database.db,
          { format, filter: {} },
          { publicUrl: 'https://api.shop.test', defaultChannelCode: 'web' },
          { batchSize: 1000 },
        );
        const sizes: number[] = [];
        const parts: Buffer[] = [];
        for await (const chunk of exported.stream) {
          sizes.push((chunk as Buffer).length);
          parts.push(chunk as Buffer);
        }
        const text = Buffer.concat(parts).toString('utf8');
        // One page of 604 products, hundreds of KB as one piece before; a chunk now ends at the first line
        // past 64 K characters (a bulk product's lines are short), and the pieces still make the whole file.
        // (Our CSV's rows of these bare products are short: the page makes one chunk under 64 KB.)
        if (format !== 'shop-csv') expect(sizes.length, format).toBeGreaterThan(2);
        expect(Math.max(...sizes), format).toBeLessThan(72 * 1024);
        if (format === 'shop-json') {
          const file = JSON.parse(text) as { products: Array<{ code: string }> };
          expect(file.products).toHaveLength(604);
        } else {
          const records = parse(text.replace(/^\uFEFF/, ''), { columns: true }) as Array<
            Record<string, string>
          >;
          const codes = new Set(
            records.map((record) => record[format === 'shop-csv' ? 'product' : 'Handle']),
          );
          expect(codes.size, format).toBe(604);
        }
      }
    }, 120_000);

    it('reads no further than the reader has asked for (back-pressure)', async () => {
      let loaded = 0;
      const exported = await startCatalogueExport(
        shop.database.db,
        { format: 'shop-csv', filter: {} },
        { publicUrl: 'https://api.shop.test', defaultChannelCode: 'web' },
        { batchSize: 10, onBatch: (count) => (loaded += count) },
      );
      const reader = exported.stream[Symbol.asyncIterator]();
      const first = await reader.next();
      expect(String(first.value)).toContain('product,enabled');
      // Give the export many turns at the database (each round trip queues behind its pending queries): without
      // back-pressure it would read all 61 pages meanwhile; with it, it stops once the stream's buffers are full.
      for (let turn = 0; turn < 400; turn += 1) await shop.database.db.execute(sql`SELECT 1`);
      expect(loaded).toBeGreaterThan(0);
      expect(loaded).toBeLessThan(300);
      await reader.return?.();
      const whole = await startCatalogueExport(
        shop.database.db,
        { format: 'shop-csv', filter: {} },
        { publicUrl: 'https://api.shop.test', defaultChannelCode: 'web' },
        { batchSize: 10 },
      );
      let bytes = 0;
      for await (const chunk of whole.stream) bytes += (chunk as Buffer).length;
      expect(bytes).toBeGreaterThan(604 * 50);
    }, 60_000);
  });
});
