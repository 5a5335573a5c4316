import {
  CODE_TAKEN_MESSAGE,
  DUPLICATE_VALUE_CODE_MESSAGE,
  OPTION_TRANSLATION_REQUIRED_MESSAGE,
  UNKNOWN_LOCALE_MESSAGE,
  UNKNOWN_OPTION_MESSAGE,
  VALUE_TRANSLATION_REQUIRED_MESSAGE,
  type AdminOption,
  type List,
  type ProductDetail,
  type ValidationError,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLinesOf, signedInBackOffice, type BackOfficeCall } from './helpers/back-office-caller.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/** Option colour (beige, black) and size (74, 80); product STR's variants use beige (two sizes). */
describe('the back office options API (/api/v2/admin/product-options)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: BackOfficeCall;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales(['lt', 'en']);
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    const colour = await data.productOption({
      code: 'colour',
      position: 0,
      names: { lt: 'Spalva', en: 'Colour' },
      values: [
        { code: 'beige', names: { lt: 'Smėlio', en: 'Beige' } },
        { code: 'black', names: { lt: 'Juoda', en: 'Black' } },
      ],
    });
    const size = await data.productOption({
      code: 'size',
      position: 1,
      names: { lt: 'Dydis' },
      values: [
        { code: '74', names: { lt: '74' } },
        { code: '80', names: { lt: '80' } },
      ],
    });
    const product = await data.catalogueProduct({
      code: 'STR',
      channelIds: [web],
      translations: { lt: { name: 'Vežimėlis', slug: 'vezimelis' } },
    });
    for (const sizeCode of ['74', '80']) {
      await data.variant({
        productId: product.id,
        code: `STR-${sizeCode}`,
        onHand: 3,
        prices: [{ channelId: web, price: 9900 }],
        optionValueIds: [colour.valueIds.get('beige') as number, size.valueIds.get(sizeCode) as number],
      });
    }
    app = await createTestApp(database);
    admin = await signedInBackOffice(app, database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  function violationsOf(body: string): Array<[string, string]> {
    return (JSON.parse(body) as ValidationError).violations.map((v) => [v.propertyPath, v.message]);
  }
  async function option(code: string): Promise<AdminOption> {
    const response = await admin('GET', `/product-options/${code}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminOption>();
  }

  it('answers 401 to every option call without an administrator token', async () => {
    const calls: Array<Parameters<BackOfficeCall>> = [
      ['GET', '/product-options'],
      ['POST', '/product-options', { payload: { code: 'x', translations: { lt: { name: 'X' } } } }],
      ['GET', '/product-options/colour'],
      ['PATCH', '/product-options/colour', { payload: { values: [] } }],
      ['DELETE', '/product-options/colour'],
    ];
    for (const [method, url, options] of calls) {
      const response = await admin(method, url, { ...options, token: null });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await option('colour')).values).toHaveLength(2);
  });

  it('lists the options by position with their values, and shows one; 404 for an unknown code', async () => {
    const response = await admin('GET', '/product-options');
    expect(response.statusCode).toBe(200);
    const list = response.json<List<AdminOption>>();
    expect(list.meta.totalItems).toBe(2);
    expect(list.data[0]).toEqual({
      code: 'colour',
      position: 0,
      translations: { lt: { name: 'Spalva' }, en: { name: 'Colour' } },
      values: [
        { code: 'beige', position: 0, translations: { lt: { value: 'Smėlio' }, en: { value: 'Beige' } } },
        { code: 'black', position: 1, translations: { lt: { value: 'Juoda' }, en: { value: 'Black' } } },
      ],
    });
    expect(list.data[1]?.code).toBe('size');
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const missing = await admin(method, '/product-options/nope', method === 'PATCH' ? { payload: {} } : {});
      expect(missing.statusCode, method).toBe(404);
      expect(missing.json()).toEqual({ code: 404, message: UNKNOWN_OPTION_MESSAGE });
    }
  });

  it('refuses a malformed option with every problem at once, each at its field', async () => {
    const schema = await admin('POST', '/product-options', {
      payload: { code: 'a b', translations: { lt: { name: '' } }, values: [{ code: '', translations: {} }] },
    });
    expect(schema.statusCode).toBe(422);
    expect(violationsOf(schema.body).map(([path]) => path)).toEqual(
      expect.arrayContaining(['code', 'translations.lt.name', 'values[0].code']),
    );
    const rules = await admin('POST', '/product-options', {
      payload: {
        code: 'size',
        translations: {},
        values: [
          { code: 'red', translations: { lt: { value: 'Raudona' } } },
          { code: 'red', translations: { lt: { value: 'Raudona' } } },
          { code: 'black', translations: {} },
          { code: 'blue', translations: { et: { value: 'Sinine' } } },
        ],
      },
    });
    expect(rules.statusCode).toBe(422);
    expect(violationsOf(rules.body)).toEqual([
      ['code', CODE_TAKEN_MESSAGE],
      ['translations', OPTION_TRANSLATION_REQUIRED_MESSAGE],
      ['values[3].translations.et', UNKNOWN_LOCALE_MESSAGE],
      ['values[1].code', DUPLICATE_VALUE_CODE_MESSAGE],
      ['values[2].code', CODE_TAKEN_MESSAGE],
      ['values[2].translations', VALUE_TRANSLATION_REQUIRED_MESSAGE],
    ]);
  });

  it('creates an option with its values in one body, audited', async () => {
    const response = await admin('POST', '/product-options', {
      payload: {
        code: 'material',
        translations: { lt: { name: 'Medžiaga' }, en: { name: 'Material' } },
        values: [
          { code: 'cotton', translations: { lt: { value: 'Medvilnė' } } },
          { code: 'linen', position: 5, translations: { lt: { value: 'Linas' }, en: { value: 'Linen' } } },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<AdminOption>()).toEqual({
      code: 'material',
      position: 2,
      translations: { lt: { name: 'Medžiaga' }, en: { name: 'Material' } },
      values: [
        { code: 'cotton', position: 0, translations: { lt: { value: 'Medvilnė' } } },
        { code: 'linen', position: 5, translations: { lt: { value: 'Linas' }, en: { value: 'Linen' } } },
      ],
    });
    const [line] = await auditLinesOf(database.db, 'productOption.create');
    expect(line).toMatchObject({ subjectId: 'material', details: { after: { code: 'material' } } });
  });

  it('keeps the values when a change does not mention them', async () => {
    const response = await admin('PATCH', '/product-options/colour', {
      payload: { translations: { en: { name: 'Color' } } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const colour = response.json<AdminOption>();
    expect(colour.translations).toEqual({ lt: { name: 'Spalva' }, en: { name: 'Color' } });
    expect(colour.values.map((value) => value.code)).toEqual(['beige', 'black']);
    const lines = await auditLinesOf(database.db, 'productOption.update');
    expect(lines.at(-1)?.details).toEqual({
      before: { translations: { lt: { name: 'Spalva' }, en: { name: 'Colour' } } },
      after: { translations: { lt: { name: 'Spalva' }, en: { name: 'Color' } } },
    });
  });

  it('refuses to remove a value variants use, naming how many; nothing changes', async () => {
    const response = await admin('PATCH', '/product-options/colour', {
      payload: {
        translations: { lt: { name: 'Spalvos' } },
        values: [{ code: 'black', translations: { lt: { value: 'Juoda' } } }],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response.body)).toEqual([
      ['values', 'The value beige is used by 2 variants: change those variants first.'],
    ]);
    const colour = await option('colour');
    expect(colour.translations.lt?.name).toBe('Spalva');
    expect(colour.values.map((value) => value.code)).toEqual(['beige', 'black']);
  });

  it('edits, adds, reorders and removes unused values in one change; the product page shows the new names', async () => {
    const before = await app.inject({ url: '/api/v2/shop/products/STR' });
    expect(before.statusCode, before.body).toBe(200);
    const colourOf = (detail: ProductDetail) => detail.options.find((entry) => entry.code === 'colour');
    expect(colourOf(before.json<ProductDetail>())?.values).toEqual([{ code: 'beige', value: 'Smėlio' }]);

    const response = await admin('PATCH', '/product-options/colour', {
      payload: {
        values: [
          { code: 'grey', translations: { lt: { value: 'Pilka' } } },
          { code: 'beige', translations: { lt: { value: 'Kreminė' } } },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminOption>().values).toEqual([
      { code: 'grey', position: 0, translations: { lt: { value: 'Pilka' } } },
      { code: 'beige', position: 1, translations: { lt: { value: 'Kreminė' }, en: { value: 'Beige' } } },
    ]);
    const after = await app.inject({ url: '/api/v2/shop/products/STR' });
    expect(colourOf(after.json<ProductDetail>())?.values).toEqual([{ code: 'beige', value: 'Kreminė' }]);
  });

  it('refuses to delete an option variants use; deletes an unused one, audited', async () => {
    const used = await admin('DELETE', '/product-options/size');
    expect(used.statusCode).toBe(422);
    expect(violationsOf(used.body)).toEqual([
      ['', 'This option is used by 2 variants: change those variants first.'],
    ]);
    const unused = await admin('DELETE', '/product-options/material');
    expect(unused.statusCode, unused.body).toBe(204);
    expect((await admin('GET', '/product-options/material')).statusCode).toBe(404);
    const [line] = await auditLinesOf(database.db, 'productOption.delete');
    expect(line).toMatchObject({ subjectId: 'material', details: { before: { code: 'material' } } });
  });
});
