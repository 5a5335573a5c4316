import {
  ATTRIBUTE_TRANSLATION_REQUIRED_MESSAGE,
  CODE_TAKEN_MESSAGE,
  SLUG_TAKEN_MESSAGE,
  UNKNOWN_ATTRIBUTE_MESSAGE,
  UNKNOWN_ATTRIBUTE_VALUE_MESSAGE,
  VALUE_TRANSLATION_REQUIRED_MESSAGE,
  type AdminAttribute,
  type AdminAttributeValue,
  type List,
  type SearchProductsResponse,
  type ValidationError,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSearchDocuments } from '../src/modules/search/search-documents.ts';
import { auditLinesOf, signedInBackOffice, type BackOfficeCall } from './helpers/back-office-caller.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/**
 * Attributes at the start: badges (value "new", a card badge) and brand (values chicco, cybex). Product
 * STR carries new and chicco; cybex is on no product.
 */
describe('the back office attributes API (/api/v2/admin/product-attributes)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: BackOfficeCall;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    const badge = await data.attributeValue({
      attribute: { code: 'badges', slug: 'zenkliukai' },
      code: 'new',
      slug: 'naujiena',
      translations: { lt: { name: 'Naujiena' }, en: { name: 'New' } },
    });
    await data.styleAttributeValue(badge.id, {
      showInProductList: true,
      placements: ['product-list'],
      color: '#ffffff',
      backgroundColor: '#2e7d32',
    });
    const chicco = await data.attributeValue({
      attribute: { code: 'brand', slug: 'gamintojas' },
      code: 'chicco',
      slug: 'chicco',
      translations: { lt: { name: 'Chicco' }, en: { name: 'Chicco' } },
    });
    await data.attributeValue({
      attribute: { code: 'brand', slug: 'gamintojas' },
      code: 'cybex',
      slug: 'cybex',
      translations: { lt: { name: 'Cybex' } },
    });
    const product = await data.catalogueProduct({
      code: 'STR',
      channelIds: [web],
      translations: {
        lt: { name: 'Vežimėlis', slug: 'vezimelis' },
        en: { name: 'Stroller', slug: 'stroller' },
      },
    });
    await data.linkAttributeValues(product.id, [badge.id, chicco.id]);
    await data.variant({
      productId: product.id,
      code: 'STR-1',
      onHand: 3,
      prices: [{ channelId: web, price: 9900 }],
    });
    await refreshSearchDocuments(database.db);
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
  async function attribute(code: string): Promise<AdminAttribute> {
    const response = await admin('GET', `/product-attributes/${code}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminAttribute>();
  }
  async function shopCards(query: string) {
    const response = await app.inject({ url: `/api/v2/shop/search/products?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchProductsResponse>().data;
  }

  it('answers 401 to every attribute call without an administrator token', async () => {
    const calls: Array<Parameters<BackOfficeCall>> = [
      ['GET', '/product-attributes'],
      ['POST', '/product-attributes', { payload: { code: 'x', translations: { lt: { name: 'X' } } } }],
      ['GET', '/product-attributes/brand'],
      ['PATCH', '/product-attributes/brand', { payload: { position: 3 } }],
      ['DELETE', '/product-attributes/brand'],
      ['GET', '/product-attributes/brand/values'],
      [
        'POST',
        '/product-attributes/brand/values',
        { payload: { code: 'x', translations: { lt: { name: 'X' } } } },
      ],
      ['GET', '/product-attributes/brand/values/cybex'],
      ['PATCH', '/product-attributes/brand/values/cybex', { payload: { position: 3 } }],
      ['DELETE', '/product-attributes/brand/values/cybex'],
    ];
    for (const [method, url, options] of calls) {
      const response = await admin(method, url, { ...options, token: null });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await attribute('brand')).values.map((value) => value.code)).toEqual(['chicco', 'cybex']);
  });

  it('lists attributes with their values, badge styles and how many products carry each value', async () => {
    const response = await admin('GET', '/product-attributes');
    expect(response.statusCode).toBe(200);
    const list = response.json<List<AdminAttribute>>();
    expect(list.meta).toMatchObject({ totalItems: 2, page: 1 });
    expect(
      list.data.map((item) => [item.code, item.values.map((value) => [value.code, value.productCount])]),
    ).toEqual([
      ['badges', [['new', 1]]],
      [
        'brand',
        [
          ['chicco', 1],
          ['cybex', 0],
        ],
      ],
    ]);
    expect(list.data[0]?.values[0]).toMatchObject({
      slug: 'naujiena',
      showInProductList: true,
      placements: ['product-list'],
      color: '#ffffff',
      backgroundColor: '#2e7d32',
      image: null,
      translations: { lt: { name: 'Naujiena', value: 'true', content: null }, en: { name: 'New' } },
    });
    const values = await admin('GET', '/product-attributes/brand/values');
    expect(values.json<List<AdminAttributeValue>>().data.map((value) => value.code)).toEqual([
      'chicco',
      'cybex',
    ]);
  });

  it('answers 404 for unknown attribute and value codes', async () => {
    for (const url of ['/product-attributes/nope', '/product-attributes/nope/values']) {
      const response = await admin('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: UNKNOWN_ATTRIBUTE_MESSAGE });
    }
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await admin(
        method,
        '/product-attributes/brand/values/nope',
        method === 'PATCH' ? { payload: {} } : {},
      );
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: UNKNOWN_ATTRIBUTE_VALUE_MESSAGE });
    }
    expect((await admin('PATCH', '/product-attributes/nope', { payload: {} })).statusCode).toBe(404);
    expect((await admin('DELETE', '/product-attributes/nope')).statusCode).toBe(404);
  });

  it('refuses a malformed attribute with every problem at its field', async () => {
    const response = await admin('POST', '/product-attributes', {
      payload: { code: '', slug: 'Bad Slug', filterType: 'slider', translations: { lt: { name: '' } } },
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response.body).map(([path]) => path)).toEqual(
      expect.arrayContaining(['code', 'slug', 'filterType', 'translations.lt.name']),
    );
    const rules = await admin('POST', '/product-attributes', {
      payload: { code: 'brand', slug: 'gamintojas', translations: {} },
    });
    expect(violationsOf(rules.body)).toEqual([
      ['code', CODE_TAKEN_MESSAGE],
      ['translations', ATTRIBUTE_TRANSLATION_REQUIRED_MESSAGE],
      ['slug', SLUG_TAKEN_MESSAGE],
    ]);
  });

  it('creates an attribute with a slug made from its name, last by default, audited', async () => {
    const response = await admin('POST', '/product-attributes', {
      payload: {
        code: 'age',
        filterType: 'range',
        translations: { lt: { name: 'Amžiaus grupė' }, en: { name: 'Age' } },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<AdminAttribute>()).toEqual({
      code: 'age',
      slug: 'amziaus-grupe',
      filterType: 'range',
      position: 2,
      translations: { lt: { name: 'Amžiaus grupė' }, en: { name: 'Age' } },
      values: [],
    });
    const [line] = await auditLinesOf(database.db, 'productAttribute.create');
    expect(line).toMatchObject({ subjectId: 'age', details: { after: { slug: 'amziaus-grupe' } } });
  });

  it('changes an attribute, leaving alone what the body does not name; a taken slug is refused', async () => {
    const response = await admin('PATCH', '/product-attributes/age', {
      payload: { translations: { en: { name: 'Age group' } }, position: 0 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminAttribute>()).toMatchObject({
      slug: 'amziaus-grupe',
      filterType: 'range',
      position: 0,
      translations: { lt: { name: 'Amžiaus grupė' }, en: { name: 'Age group' } },
    });
    const lines = await auditLinesOf(database.db, 'productAttribute.update');
    expect(lines.at(-1)?.details).toEqual({
      before: { position: 2, translations: { lt: { name: 'Amžiaus grupė' }, en: { name: 'Age' } } },
      after: { position: 0, translations: { lt: { name: 'Amžiaus grupė' }, en: { name: 'Age group' } } },
    });
    const taken = await admin('PATCH', '/product-attributes/age', { payload: { slug: 'gamintojas' } });
    expect(taken.statusCode).toBe(422);
    expect(violationsOf(taken.body)).toEqual([['slug', SLUG_TAKEN_MESSAGE]]);
  });

  it('refuses a malformed value: colours, placements, code, texts', async () => {
    const response = await admin('POST', '/product-attributes/badges/values', {
      payload: { code: 'sale!', color: '#fff', placements: ['sidebar'], translations: { lt: { name: ' ' } } },
    });
    expect(response.statusCode).toBe(422);
    const violations = violationsOf(response.body);
    expect(violations).toEqual(
      expect.arrayContaining([
        ['color', 'Enter a colour as #rrggbb.'],
        ['code', expect.any(String)],
        ['translations.lt.name', expect.any(String)],
      ]),
    );
    expect(violations.some(([path]) => path.startsWith('placements'))).toBe(true);
    const rules = await admin('POST', '/product-attributes/badges/values', {
      payload: { code: 'new', slug: 'naujiena', translations: {} },
    });
    expect(violationsOf(rules.body)).toEqual([
      ['code', CODE_TAKEN_MESSAGE],
      ['translations', VALUE_TRANSLATION_REQUIRED_MESSAGE],
      ['slug', SLUG_TAKEN_MESSAGE],
    ]);
  });

  it('creates a badge value with colours and placements, its content sanitised', async () => {
    const response = await admin('POST', '/product-attributes/badges/values', {
      payload: {
        code: 'eco',
        color: '#000000',
        iconColor: '#00FF00',
        backgroundColor: '#eeeeee',
        placements: ['product-list-on-image', 'product-inner-top'],
        showInProductListOnImage: true,
        translations: {
          lt: { name: 'Ekologiška žaliava', content: '<b>Eko</b><script>alert(1)</script>' },
        },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<AdminAttributeValue>();
    expect(created).toMatchObject({
      code: 'eco',
      slug: 'ekologiska-zaliava',
      position: 1,
      iconColor: '#00FF00',
      placements: ['product-list-on-image', 'product-inner-top'],
      showInProductList: false,
      showInProductListOnImage: true,
      productCount: 0,
      translations: { lt: { name: 'Ekologiška žaliava', value: 'true' } },
    });
    expect(created.translations.lt?.content).toContain('<b>Eko</b>');
    expect(created.translations.lt?.content).not.toContain('script');
    const fetched = await admin('GET', '/product-attributes/badges/values/eco');
    expect(fetched.json()).toEqual(created);
  });

  it('changes a badge: the shop cards carrying it show the change at once, audited with before and after', async () => {
    const [before] = await shopCards('');
    expect(before?.badges.map((badge) => [badge.code, badge.backgroundColor, badge.name])).toEqual([
      ['new', '#2e7d32', 'Naujiena'],
    ]);
    const response = await admin('PATCH', '/product-attributes/badges/values/new', {
      payload: { backgroundColor: '#c62828', translations: { lt: { name: 'Nauja!' } } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminAttributeValue>()).toMatchObject({
      backgroundColor: '#c62828',
      color: '#ffffff',
      placements: ['product-list'],
      translations: { lt: { name: 'Nauja!', value: 'true' }, en: { name: 'New' } },
    });
    const [after] = await shopCards('');
    expect(after?.badges.map((badge) => [badge.code, badge.backgroundColor, badge.name])).toEqual([
      ['new', '#c62828', 'Nauja!'],
    ]);
    const [line] = await auditLinesOf(database.db, 'productAttributeValue.update');
    expect(line).toMatchObject({ subjectId: 'badges/new' });
    expect(line?.details).toMatchObject({
      before: { backgroundColor: '#2e7d32', translations: { lt: { name: 'Naujiena' } } },
      after: { backgroundColor: '#c62828', translations: { lt: { name: 'Nauja!' } } },
    });
    expect(Object.keys((line?.details as { after: object }).after).sort()).toEqual([
      'backgroundColor',
      'translations',
    ]);
  });

  it('renames a brand: the shop search finds its products by the new name at once', async () => {
    expect(await shopCards('query=Chiccolino')).toEqual([]);
    const response = await admin('PATCH', '/product-attributes/brand/values/chicco', {
      payload: { translations: { lt: { name: 'Chiccolino' } } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await shopCards('query=Chiccolino')).map((card) => card.code)).toEqual(['STR']);
  });

  it('refuses to delete a value products carry, with how many; deletes an unused one', async () => {
    const used = await admin('DELETE', '/product-attributes/brand/values/chicco');
    expect(used.statusCode).toBe(422);
    expect(violationsOf(used.body)).toEqual([
      ['', 'This value is set on 1 product: remove it from them first.'],
    ]);
    const unused = await admin('DELETE', '/product-attributes/brand/values/cybex');
    expect(unused.statusCode, unused.body).toBe(204);
    expect((await attribute('brand')).values.map((value) => value.code)).toEqual(['chicco']);
    const [line] = await auditLinesOf(database.db, 'productAttributeValue.delete');
    expect(line).toMatchObject({
      subjectId: 'brand/cybex',
      details: { before: { code: 'cybex', slug: 'cybex' } },
    });
  });

  it('refuses to delete an attribute whose values products carry; deletes an unused one', async () => {
    const used = await admin('DELETE', '/product-attributes/brand');
    expect(used.statusCode).toBe(422);
    expect(violationsOf(used.body)).toEqual([
      ['', 'Values of this attribute are set on 1 product: remove them first.'],
    ]);
    const unused = await admin('DELETE', '/product-attributes/age');
    expect(unused.statusCode, unused.body).toBe(204);
    expect((await admin('GET', '/product-attributes/age')).statusCode).toBe(404);
    const [line] = await auditLinesOf(database.db, 'productAttribute.delete');
    expect(line).toMatchObject({
      subjectId: 'age',
      details: { before: { code: 'age', filterType: 'range' } },
    });
  });
});
