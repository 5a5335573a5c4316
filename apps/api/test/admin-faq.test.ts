import {
  FAQ_BLANK_MESSAGE,
  FAQ_CODE_TAKEN_MESSAGE,
  FAQ_REORDER_MESSAGE,
  FAQ_SLUG_MESSAGE,
  FAQ_SLUG_TAKEN_MESSAGE,
  UNKNOWN_LOCALE_MESSAGE,
  type AdminFaqCategory,
  type AdminFaqEntry,
  type FaqEntry,
  type List,
  type ValidationError,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLinesOf,
  signedInBackOffice,
  signedInWithRole,
  type BackOfficeCall,
} from './helpers/back-office-caller.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('the back office FAQ API (/api/v2/admin/faq)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: BackOfficeCall;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales(['lt', 'en']);
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
    app = await createTestApp(database);
    admin = await signedInBackOffice(app, database.db);
  }, 240_000);
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const violationsOf = (body: string): Array<[string, string]> =>
    (JSON.parse(body) as ValidationError).violations.map((v) => [v.propertyPath, v.message]);
  const shopFaqs = async (locale: string) =>
    (
      await app.inject({ method: 'GET', url: '/api/v2/shop/faqs', headers: { 'accept-language': locale } })
    ).json<List<FaqEntry>>().data;

  async function newCategory(code: string, slug: string): Promise<AdminFaqCategory> {
    const response = await admin('POST', '/faq', {
      payload: {
        code,
        translations: { lt: { name: `Kategorija ${code}`, slug }, en: { name: `Category ${code}`, slug } },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminFaqCategory>();
  }

  it('creates a category and entries the shop shows at once, answers sanitised, every write audited', async () => {
    const category = await newCategory('delivery', 'pristatymas');
    expect(category).toMatchObject({ code: 'delivery', enabled: true, entriesCount: 0, entries: [] });
    const added = await admin('POST', `/faq/${category.id}/entries`, {
      payload: {
        code: 'how-long',
        translations: {
          lt: { question: 'Kiek trunka?', answer: '<p>Dvi dienas<script>alert(1)</script></p>' },
          en: { question: 'How long?', answer: '<p onclick="x()">Two days</p>' },
        },
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const entry = added.json<AdminFaqEntry>();
    expect(entry.translations.lt?.answer).toBe('<p>Dvi dienas</p>');
    expect(entry.translations.en?.answer).toBe('<p>Two days</p>');
    expect((await shopFaqs('en')).map((faq) => faq.question)).toEqual(['How long?']);

    const changed = await admin('PUT', `/faq/${category.id}/entries/${entry.id}`, {
      payload: {
        code: 'how-long',
        enabled: false,
        translations: { lt: { question: 'Kiek?', answer: '<p>Dvi</p>' } },
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<AdminFaqEntry>()).toMatchObject({
      enabled: false,
      translations: { lt: { question: 'Kiek?' } },
    });
    expect(await shopFaqs('lt')).toEqual([]);

    const lines = [
      ...(await auditLinesOf(database.db, 'faq_category.create')),
      ...(await auditLinesOf(database.db, 'faq_entry.create')),
      ...(await auditLinesOf(database.db, 'faq_entry.update')),
    ];
    expect(lines.map((line) => line.summary)).toEqual([
      'FAQ: added the category “Kategorija delivery”',
      'FAQ delivery: added “Kiek trunka?”',
      'FAQ delivery: changed “Kiek?”',
    ]);
  });

  it('answers every violation at once: shape, taken code and address, unknown language', async () => {
    await newCategory('returns', 'grazinimas');
    const response = await admin('POST', '/faq', {
      payload: {
        code: 'returns',
        position: 'first',
        translations: { lt: { name: '', slug: 'Bad Slug' }, en: { name: 'Ok', slug: 'x'.repeat(500) } },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response.body)).toEqual(
      expect.arrayContaining([
        ['position', expect.any(String)],
        ['translations.lt.name', FAQ_BLANK_MESSAGE],
        ['translations.lt.slug', FAQ_SLUG_MESSAGE],
        ['translations.en.slug', FAQ_SLUG_MESSAGE],
      ]),
    );
    const rules = await admin('POST', '/faq', {
      payload: {
        code: 'returns',
        translations: {
          lt: { name: 'Kita', slug: 'grazinimas' },
          et: { name: 'Tagastus', slug: 'tagastus' },
        },
      },
    });
    expect(rules.statusCode).toBe(422);
    expect(violationsOf(rules.body)).toEqual(
      expect.arrayContaining([
        ['code', FAQ_CODE_TAKEN_MESSAGE],
        ['translations.lt.slug', FAQ_SLUG_TAKEN_MESSAGE],
        ['translations.et', UNKNOWN_LOCALE_MESSAGE],
      ]),
    );
    for (const body of [null, [], 'x', { code: 1, translations: [] }, { code: 'a'.repeat(100_000) }])
      expect((await admin('POST', '/faq', { payload: body })).statusCode).toBeOneOf([400, 415, 422]);
    expect((await admin('GET', '/faq/999999')).statusCode).toBe(404);
    expect((await admin('GET', '/faq/abc')).statusCode).toBe(400);
    expect((await admin('GET', '/faq/99999999999999')).statusCode).toBe(400);
    expect((await admin('DELETE', '/faq/999999/entries/1')).statusCode).toBe(404);
  });

  it('reorders a category’s entries, refuses a partial order, deletes entries and categories', async () => {
    const category = await newCategory('payment', 'mokejimas');
    const ids: number[] = [];
    for (const code of ['p-1', 'p-2', 'p-3']) {
      const response = await admin('POST', `/faq/${category.id}/entries`, {
        payload: { code, translations: { lt: { question: `Klausimas ${code}`, answer: '' } } },
      });
      ids.push(response.json<AdminFaqEntry>().id);
    }
    const reordered = await admin('PUT', `/faq/${category.id}/entries/order`, {
      payload: { entryIds: [ids[2], ids[0], ids[1]] },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json<AdminFaqCategory>().entries.map((entry) => entry.code)).toEqual([
      'p-3',
      'p-1',
      'p-2',
    ]);
    expect((await shopFaqs('lt')).map((faq) => faq.code)).toEqual(['p-3', 'p-1', 'p-2']);
    const partial = await admin('PUT', `/faq/${category.id}/entries/order`, {
      payload: { entryIds: [ids[0]] },
    });
    expect(violationsOf(partial.body)).toEqual([['entryIds', FAQ_REORDER_MESSAGE]]);

    expect((await admin('DELETE', `/faq/${category.id}/entries/${ids[2]}`)).statusCode).toBe(204);
    const after = (await admin('GET', `/faq/${category.id}`)).json<AdminFaqCategory>();
    expect(after.entries.map((entry) => [entry.code, entry.position])).toEqual([
      ['p-1', 0],
      ['p-2', 1],
    ]);
    expect((await admin('DELETE', `/faq/${category.id}`)).statusCode).toBe(204);
    expect((await admin('GET', `/faq/${category.id}`)).statusCode).toBe(404);
    expect((await auditLinesOf(database.db, 'faq_category.delete')).at(-1)?.summary).toBe(
      'FAQ: deleted the category “Kategorija payment” with 2 entries',
    );
  });

  it('refuses an administrator whose role has no content permission', async () => {
    const service = await signedInWithRole(app, database.db, 'customer_service');
    expect((await service('GET', '/faq')).statusCode).toBe(403);
    expect((await service('POST', '/faq', { payload: { code: 'x', translations: {} } })).statusCode).toBe(
      403,
    );
  });
});
