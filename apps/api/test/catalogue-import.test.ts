import { IMPORT_ENCODING_MESSAGE, type AdminProduct } from '@shop/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../src/db/schema/index.ts';
import { adminCatalogue, type AdminCatalogue } from './helpers/admin-catalogue.ts';
import { importClient } from './helpers/catalogue-import.ts';

const HEADER =
  'product,enabled,main_category,categories,name:lt,name:en,description:lt,attribute:brand,variant,option:colour,price:web,original_price:web,stock:vilnius,gtin';
const CSV = [
  HEADER,
  'pram-1,yes,kids/prams,toys,Vežimėlis „Žąsis“,Pram Goose,"<p>Pirmoji eilutė</p>\n<p>antroji eilutė</p>",chicco,pram-1-beige,beige,"199,90",,3,4006381333931',
  'pram-1,,,,,,,,pram-1-grey,grey,199.90,249.00,2,',
  'toy-1,yes,toys,,Kubeliai,Blocks,,cybex,toy-1,,"9,5",,0,',
].join('\r\n');

/** Semicolons (a Lithuanian spreadsheet's CSV), a byte-order mark, decimal commas, a bad row of every kind. */
const BAD = `\uFEFF${[
  'product;name:lt;main_category;variant;option:colour;price:web;gtin;enabled;stock',
  'bad-price;Blogas;kids;bad-price-1;;12,9O;;;',
  'no-name;;kids;no-name-1;;10;;;',
  'dup-a;A;kids;A-1;;10;;;',
  'dup-b;B;kids;A-1;;10;;;',
  'bad-cat;C;vaikams/xxx;bad-cat-1;;10;;;',
  'bad-opt;D;;bad-opt-1;purple;10;;;',
  'bad-gtin;E;;bad-gtin-1;;10;123;;',
  'bad-yes;F;;bad-yes-1;;10;;maybe;',
  'split;G;;split-1;;10;;;',
  'good;"Geras;\nantra eilutė";kids;good-1;;12,90;;;7',
  'split;G;;split-2;;10;;;',
].join('\n')}\n`;

describe('catalogue import: our CSV and JSON', () => {
  let catalogue: AdminCatalogue;
  let client: Awaited<ReturnType<typeof importClient>>;

  beforeAll(async () => {
    catalogue = await adminCatalogue();
    client = await importClient(catalogue.app);
  }, 180_000);
  afterAll(async () => catalogue?.close());

  const db = () => catalogue.database.db;

  it('checks, applies, and a second import of the same file changes nothing', async () => {
    const checked = await client.check({ bytes: CSV }, { format: 'shop-csv' });
    expect(checked.problems).toEqual([]);
    expect(checked).toMatchObject({ status: 'checked', rowsTotal: 3 });
    expect(checked.counts).toEqual({ new: 2, updated: 0, unchanged: 0, failed: 0, disabled: 0 });
    // The check writes no product.
    expect(await db().select().from(products).where(eq(products.code, 'pram-1'))).toEqual([]);

    const applied = await client.apply(checked.id);
    expect(applied.status, applied.error ?? '').toBe('applied');
    expect(applied.counts).toEqual({ new: 2, updated: 0, unchanged: 0, failed: 0, disabled: 0 });
    expect(applied.rowsDone).toBe(3);

    const product = (await client.call('GET', '/products/pram-1')).json() as AdminProduct;
    expect(product).toMatchObject({
      enabled: true,
      mainTaxon: 'prams',
      attributes: { brand: ['chicco'] },
      channels: ['web', 'b2b'],
      translations: {
        lt: {
          name: 'Vežimėlis „Žąsis“',
          slug: 'vezimelis-zasis',
          description: '<p>Pirmoji eilutė</p>\n<p>antroji eilutė</p>',
        },
        en: { name: 'Pram Goose', slug: 'pram-goose' },
      },
    });
    expect([...product.taxons].sort()).toEqual(['prams', 'toys']);
    expect(
      product.variants.map((variant) => [
        variant.code,
        variant.optionValues,
        variant.channelPricings.web,
        variant.onHand,
      ]),
    ).toEqual([
      ['pram-1-beige', { colour: 'beige' }, { price: 19_990, originalPrice: null }, 3],
      ['pram-1-grey', { colour: 'grey' }, { price: 19_990, originalPrice: 24_900 }, 2],
    ]);
    const [toy] = await db().select().from(productVariants).where(eq(productVariants.code, 'toy-1'));
    expect(toy?.onHand).toBe(0);

    const before = await db()
      .select()
      .from(products)
      .where(inArray(products.code, ['pram-1', 'toy-1']));
    const again = await client.check({ bytes: CSV }, { format: 'shop-csv' });
    expect(again.counts).toEqual({ new: 0, updated: 0, unchanged: 2, failed: 0, disabled: 0 });
    const reapplied = await client.apply(again.id);
    expect(reapplied.counts).toEqual({ new: 0, updated: 0, unchanged: 2, failed: 0, disabled: 0 });
    const after = await db()
      .select()
      .from(products)
      .where(inArray(products.code, ['pram-1', 'toy-1']));
    expect(after.map((row) => [row.code, row.version, row.updatedAt.toISOString()])).toEqual(
      before.map((row) => [row.code, row.version, row.updatedAt.toISOString()]),
    );

    // A changed price is an update of that product only.
    const changed = await client.check({ bytes: CSV.replace('"9,5"', '9.90') }, { format: 'shop-csv' });
    expect(changed.counts).toEqual({ new: 0, updated: 1, unchanged: 1, failed: 0, disabled: 0 });
  });

  it('reports every bad row with its row, column and product, and writes none of its products', async () => {
    const checked = await client.check({ bytes: BAD }, { format: 'shop-csv' });
    expect(checked.status).toBe('checked');
    expect(checked.counts).toEqual({ new: 2, updated: 0, unchanged: 0, failed: 8, disabled: 0 });
    expect(
      checked.problems.map(({ row, column, product, message }) => [row, column, product, message]),
    ).toEqual([
      [2, 'price:web', 'bad-price', 'Price "12,9O" is not a number of euros: write it like 12.90 or 12,90.'],
      [3, 'name:lt', 'no-name', 'The name in Lithuanian (name:lt) is missing: a new product needs it.'],
      [5, 'variant', 'dup-b', 'The SKU "A-1" appears twice in the file (rows 4 and 5).'],
      [6, 'main_category', 'bad-cat', 'There is no category with the code path "vaikams/xxx".'],
      [7, 'option:colour', 'bad-opt', 'The option "colour" has no value with the code "purple".'],
      [8, 'gtin', 'bad-gtin', 'The barcode "123" is not a GTIN: write its 8, 12, 13 or 14 digits only.'],
      [9, 'enabled', 'bad-yes', '"maybe" in enabled is not yes or no.'],
      [
        12,
        'product',
        'split',
        'The rows of the product "split" must follow each other: it first appears on row 10 and again here, after other products.',
      ],
    ]);
    expect(checked.problemCount).toBe(8);
    const applied = await client.apply(checked.id);
    expect(applied.counts).toMatchObject({ new: 2, failed: 8 });
    const written = await db().select({ code: products.code }).from(products);
    const codes = written.map((row) => row.code);
    expect(codes).toEqual(expect.arrayContaining(['good', 'dup-a']));
    for (const failed of [
      'bad-price',
      'no-name',
      'dup-b',
      'bad-cat',
      'bad-opt',
      'bad-gtin',
      'bad-yes',
      'split',
    ]) {
      expect(codes).not.toContain(failed);
    }
    const good = (await client.call('GET', '/products/good')).json() as AdminProduct;
    expect(good.translations.lt?.name).toBe('Geras;\nantra eilutė');
    expect(good.variants[0]?.channelPricings.web?.price).toBe(1_290);

    const report = await client.call('GET', `/catalogue-imports/${checked.id}/report`);
    expect(report.headers['content-type']).toContain('text/csv');
    expect(report.body.startsWith('\uFEFFrow,column,product,message\r\n')).toBe(true);
    expect(report.body).toContain(
      '2,price:web,bad-price,"Price ""12,9O"" is not a number of euros: write it like 12.90 or 12,90."',
    );
  });

  it('refuses a file that is not UTF-8 with the message that says how to save it', async () => {
    // "Vežimėlis" in Windows-1257, as an older Excel saves it in Lithuania.
    const windows1257 = Buffer.concat([
      Buffer.from('product;name:lt;variant;price:web\nx;Ve'),
      Buffer.from([0xfe, 0x69, 0x6d, 0xeb]),
      Buffer.from('lis;x-1;10\n'),
    ]);
    const checked = await client.check({ bytes: windows1257 }, { format: 'shop-csv' });
    expect(checked).toMatchObject({ status: 'failed', error: IMPORT_ENCODING_MESSAGE });
  });

  it('reads our JSON format, with the JSON path of each problem', async () => {
    const json = {
      products: [
        {
          code: 'json-1',
          mainCategory: 'kids/prams',
          translations: { lt: { name: 'JSON vežimėlis' } },
          attributes: { brand: ['cybex'] },
          variants: [
            {
              code: 'json-1-a',
              options: { colour: 'grey' },
              prices: { web: { price: '15,50' } },
              stock: { kaunas: 4 },
            },
          ],
        },
        {
          code: 'json-2',
          translations: { lt: { name: 'Blogas' } },
          variants: [{ code: 'json-2-a', prices: { web: { price: 'abc' } } }],
        },
        { code: 'json-3', variants: 'none' },
      ],
    };
    const checked = await client.check(
      { bytes: JSON.stringify(json), name: 'catalogue.json' },
      { format: 'shop-json' },
    );
    expect(checked.counts).toEqual({ new: 1, updated: 0, unchanged: 0, failed: 2, disabled: 0 });
    expect(checked.problems.map(({ row, column, product }) => [row, column, product])).toEqual([
      [2, 'products[1].variants[0].prices.web.price', 'json-2'],
      [3, 'products[2].variants', 'json-3'],
    ]);
    const applied = await client.apply(checked.id);
    expect(applied.counts).toMatchObject({ new: 1, failed: 2 });
    const product = (await client.call('GET', '/products/json-1')).json() as AdminProduct;
    expect(product.variants[0]).toMatchObject({
      onHand: 4,
      warehouseStock: { kaunas: 4 },
      channelPricings: { web: { price: 1_550 } },
    });
  });

  it('missing: disable disables the products the file does not name', async () => {
    const only = [HEADER, 'toy-1,yes,toys,,Kubeliai,Blocks,,cybex,toy-1,,"9,5",,0,'].join('\n');
    const checked = await client.check({ bytes: only }, { format: 'shop-csv', missing: 'disable' });
    const enabled = await db()
      .select({ code: products.code })
      .from(products)
      .where(eq(products.enabled, true));
    expect(checked.counts?.disabled).toBe(enabled.length - 1);
    const applied = await client.apply(checked.id);
    expect(applied.counts?.disabled).toBe(enabled.length - 1);
    const [pram] = await db().select().from(products).where(eq(products.code, 'pram-1'));
    const [toy] = await db().select().from(products).where(eq(products.code, 'toy-1'));
    expect([pram?.enabled, toy?.enabled]).toEqual([false, true]);
  });
});
