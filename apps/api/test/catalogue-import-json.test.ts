import { IMPORT_ENCODING_MESSAGE, type AdminProduct } from '@shop/contracts';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportFileError } from '../src/modules/catalogue-exchange/import/model.ts';
import { JSON_SHAPE_MESSAGE } from '../src/modules/catalogue-exchange/import/read-json.ts';
import { readShopJson, type JsonItem } from '../src/modules/catalogue-exchange/import/shop-json.ts';
import { adminCatalogue, type AdminCatalogue } from './helpers/admin-catalogue.ts';
import { importClient } from './helpers/catalogue-import.ts';

/** A product of our JSON format, as the export writes it (one per line). */
function product(code: string, name = `Prekė ${code}`) {
  return {
    code,
    enabled: true,
    translations: { lt: { name } },
    mainCategory: 'kids/prams',
    attributes: { brand: ['chicco'] },
    variants: [{ code: `${code}-a`, options: { colour: 'beige' }, prices: { web: { price: '12.90' } } }],
  };
}

/** The export's frame: `format` and `version` before `products`, one product per line. */
function exportText(items: readonly unknown[]): string {
  return `{"format":"shop-catalogue","version":1,"products":[\n${items.map((item) => JSON.stringify(item)).join(',\n')}\n]}\n`;
}

/** A source that hands out these byte chunks, then ends (or, with `open`, never ends). */
function chunked(chunks: readonly (Buffer | string)[], open = false) {
  return async () => {
    const stream = new Readable({ read() {} });
    for (const chunk of chunks) stream.push(Buffer.from(chunk));
    if (!open) stream.push(null);
    return stream;
  };
}

async function readAll(chunks: readonly (Buffer | string)[]): Promise<JsonItem[]> {
  const items: JsonItem[] = [];
  for await (const item of readShopJson(chunked(chunks))) items.push(item);
  return items;
}

/** The ImportFileError reading the file fails with. */
async function failure(text: string | Buffer): Promise<string> {
  try {
    await readAll([text]);
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError);
    return (error as Error).message;
  }
  throw new Error('the file was read without an error');
}

const codes = (items: readonly JsonItem[]) =>
  items.map((item) => ('product' in item ? item.product.code : `problem:${item.row}`));

describe('our JSON file, streamed', () => {
  it('hands out the first product before the rest of the file has arrived', async () => {
    // The stream sends the frame and one product, then nothing more and never ends: a reader that waited for
    // the whole file would never answer.
    const head = `{"format":"shop-catalogue","version":1,"products":[\n${JSON.stringify(product('first'))},\n`;
    const items = readShopJson(chunked([head], true));
    const first = await items.next();
    expect(first.done).toBe(false);
    expect(first.value && 'product' in first.value && first.value.product).toMatchObject({
      code: 'first',
      row: 1,
      translations: { lt: { name: 'Prekė first' } },
    });
    await items.return(undefined);
  });

  it('reads products split anywhere between chunks, UTF-8 letters and a byte-order mark included', async () => {
    const all = [product('a', 'Vežimėlis „Žąsis“ 😀'), product('b'), product('c', 'Ąžuolas')];
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(exportText(all))]);
    const pieces: Buffer[] = [];
    for (let start = 0; start < bytes.length; start += 7) pieces.push(bytes.subarray(start, start + 7));
    const items = await readAll(pieces);
    expect(codes(items)).toEqual(['a', 'b', 'c']);
    expect(items.map((item) => 'product' in item && item.product.translations.lt?.name)).toEqual([
      'Vežimėlis „Žąsis“ 😀',
      'Prekė b',
      'Ąžuolas',
    ]);
    // A bare list works too, and fields after `products` are skipped.
    expect(codes(await readAll([JSON.stringify([product('x')])]))).toEqual(['x']);
    expect(
      codes(await readAll([`{"products":[${JSON.stringify(product('y'))}],"note":{"a":[1,{"b":2}]}}`])),
    ).toEqual(['y']);
  });

  it('tells a cut-short file, with the product it ends in', async () => {
    const text = exportText([product('a'), product('b'), product('c')]);
    const cut = text.slice(0, text.indexOf('"b-a"'));
    expect(await failure(cut)).toBe(
      'The file ends too early, in product 2 (products[1], code "b"): it was cut short (an interrupted ' +
        'download or copy?). Export or save it again.',
    );
    const between = text.slice(0, text.indexOf('{"code":"c"'));
    expect(await failure(between)).toMatch(
      /^The file ends too early, after product 2 \(products\[1\], code "b"\)/,
    );
    expect(await failure(text.slice(0, -2))).toMatch(/^The file ends too early, after its list of products/);
  });

  it('tells a file that is not JSON, or not valid JSON, with its line and product', async () => {
    expect(await failure('product,variant\npram-1,pram-1-a\n')).toBe(
      'The file is not JSON: a JSON catalogue begins with {. Is it a CSV file? Then choose a CSV format.',
    );
    expect(await failure('')).toBe('The file is empty: a JSON catalogue holds {"products": [ … ]}.');
    expect(await failure(' \n ')).toBe('The file is empty: a JSON catalogue holds {"products": [ … ]}.');
    const text = exportText([product('a'), product('b'), product('c')]).replace('"b-a",', '"b-a" ');
    expect(await failure(text)).toBe(
      'The file is not valid JSON on line 3, in product 2 (products[1], code "b"): a comma (,) or a closing ' +
        'bracket is missing.',
    );
    // Pretty-printed by hand: the line of the mistake, inside its product.
    const pretty = JSON.stringify({ products: [product('a'), product('b')] }, null, 2);
    const at = pretty.indexOf('"code": "b-a"');
    expect(await failure(pretty.replace('"code": "b-a"', '"code" "b-a"'))).toBe(
      `The file is not valid JSON on line ${pretty.slice(0, at).split('\n').length}, in product 2 ` +
        '(products[1], code "b"): a colon (:) is missing after a field name.',
    );
    expect(await failure(`${exportText([product('a')])}{}`)).toBe(
      'The file goes on after the end of its JSON document.',
    );
    expect(await failure(Buffer.from([0x7b, 0x22, 0xe0, 0x22, 0x7d]))).toBe(IMPORT_ENCODING_MESSAGE);
  });

  it('tells a file whose top level is not a list of products', async () => {
    expect(await failure('{"items":[{"code":"a"}]}')).toBe(JSON_SHAPE_MESSAGE);
    expect(await failure('"products"')).toBe(JSON_SHAPE_MESSAGE);
    expect(await failure('42')).toBe(JSON_SHAPE_MESSAGE);
    expect(await failure('{"products":{"code":"a"}}')).toBe(
      `"products" must be a list [ … ] of products. ${JSON_SHAPE_MESSAGE}`,
    );
    expect(await failure('{"products":[],"products":[]}')).toBe(
      'The JSON file has "products" twice: it may have one list of products.',
    );
  });

  it('reports an item without the shape of a product by its index and code, and reads on', async () => {
    const items = await readAll([
      exportText([product('a'), { ...product('b'), enabled: 'yes' }, 'not a product', product('d')]),
    ]);
    expect(codes(items)).toEqual(['a', 'problem:2', 'problem:3', 'd']);
    const problems = items.flatMap((item) => ('problems' in item ? item.problems : []));
    expect(problems.map(({ row, column, product: code }) => [row, column, code])).toEqual([
      [2, 'products[1].enabled', 'b'],
      [3, 'products[2]', null],
    ]);
  });
});

describe('catalogue import of our JSON file', () => {
  let catalogue: AdminCatalogue;
  let client: Awaited<ReturnType<typeof importClient>>;

  beforeAll(async () => {
    catalogue = await adminCatalogue();
    client = await importClient(catalogue.app);
  }, 180_000);
  afterAll(async () => catalogue?.close());

  it('imports the good products of a file with a bad one, which is reported by its index', async () => {
    const file = exportText([product('js-1'), { ...product('js-2'), variants: 'none' }, product('js-3')]);
    const checked = await client.check({ bytes: file, name: 'catalogue.json' }, { format: 'shop-json' });
    expect(checked).toMatchObject({ status: 'checked', rowsTotal: 3 });
    expect(checked.counts).toEqual({ new: 2, updated: 0, unchanged: 0, failed: 1, disabled: 0 });
    expect(checked.problems.map(({ row, column, product: code }) => [row, column, code])).toEqual([
      [2, 'products[1].variants', 'js-2'],
    ]);
    const applied = await client.apply(checked.id);
    expect(applied.status, applied.error ?? '').toBe('applied');
    expect(applied.counts).toMatchObject({ new: 2, failed: 1 });
    for (const code of ['js-1', 'js-3']) {
      const response = await client.call('GET', `/products/${code}`);
      expect(response.statusCode).toBe(200);
      expect((response.json() as AdminProduct).variants[0]).toMatchObject({
        code: `${code}-a`,
        channelPricings: { web: { price: 1_290 } },
      });
    }
    expect((await client.call('GET', '/products/js-2')).statusCode).toBe(404);
  });

  it("re-imports the shop's own JSON export unchanged", async () => {
    const exported = await client.call('GET', '/catalogue-exports?format=shop-json');
    expect(exported.statusCode).toBe(200);
    const count = (JSON.parse(exported.body) as { products: unknown[] }).products.length;
    expect(count).toBeGreaterThanOrEqual(2);
    const checked = await client.check(
      { bytes: exported.rawPayload, name: 'export.json' },
      { format: 'shop-json' },
    );
    expect(checked.problems).toEqual([]);
    expect(checked).toMatchObject({ status: 'checked', rowsTotal: count });
    expect(checked.counts).toEqual({ new: 0, updated: 0, unchanged: count, failed: 0, disabled: 0 });
  });

  it('fails a cut-short, non-JSON or wrongly shaped file with the reason, writing nothing', async () => {
    const text = exportText([product('cut-1'), product('cut-2')]);
    const cases: Array<[string, string | RegExp]> = [
      [
        text.slice(0, text.indexOf('"cut-2-a"')),
        /^The file ends too early, in product 2 \(products\[1\], code "cut-2"\)/,
      ],
      ['product;variant\ncut-1;cut-1-a\n', /^The file is not JSON/],
      ['{"catalogue":[]}', JSON_SHAPE_MESSAGE],
    ];
    for (const [bytes, error] of cases) {
      const checked = await client.check({ bytes, name: 'catalogue.json' }, { format: 'shop-json' });
      expect(checked.status).toBe('failed');
      expect(checked.error).toMatch(error);
      const apply = await client.call('POST', `/catalogue-imports/${checked.id}/apply`);
      expect(apply.statusCode).toBe(409);
    }
    expect((await client.call('GET', '/products/cut-1')).statusCode).toBe(404);
  });
});
