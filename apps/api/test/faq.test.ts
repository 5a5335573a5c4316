import type { FaqCategory, FaqEntry, List } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqEntries, faqEntryTranslations } from '../src/db/schema/index.ts';
import { seedFaq } from '../src/demo/seed/faq.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>',
];

describe('FAQ', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
    await seedFaq(database.db);
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const get = async <T>(url: string, locale = 'lt') => {
    const response = await app.inject({ url: `/api/v2/shop${url}`, headers: { locale } });
    return { status: response.statusCode, body: response.json() as T };
  };

  it('lists the categories with entries, by position, in the request locale', async () => {
    const lt = await get<List<FaqCategory>>('/faq-categories');
    expect(lt.body.data.map((category) => [category.slug, category.entriesCount])).toEqual([
      ['pristatymas', 3],
      ['grazinimas', 2],
      ['apmokejimas', 2],
    ]);
    const en = await get<List<FaqCategory>>('/faq-categories', 'en');
    expect(en.body.data.map((category) => category.name)).toEqual(['Delivery', 'Returns', 'Payment']);
  });

  it("lists every entry, or one category's by its slug in either language", async () => {
    const all = await get<List<FaqEntry>>('/faqs');
    expect(all.body.data).toHaveLength(7);
    expect(all.body.data[0]).toMatchObject({
      code: 'delivery-time',
      question: 'Per kiek laiko pristatote užsakymą?',
      category: { slug: 'pristatymas', name: 'Pristatymas' },
    });
    const returns = await get<List<FaqEntry>>('/faqs?category=grazinimas');
    expect(returns.body.data.map((entry) => entry.code)).toEqual(['returns-period', 'returns-how']);
    // The English slug finds it too; the texts follow the request locale.
    const english = await get<List<FaqEntry>>('/faqs?category=grazinimas', 'en');
    expect(english.body.data[0]?.question).toBe('How long do I have to return an item?');
    expect((await get('/faqs?category=nera')).status).toBe(404);
  });

  it('hides disabled entries', async () => {
    await database.db.update(faqEntries).set({ enabled: false }).where(eq(faqEntries.code, 'returns-how'));
    const returns = await get<List<FaqEntry>>('/faqs?category=grazinimas');
    expect(returns.body.data.map((entry) => entry.code)).toEqual(['returns-period']);
    await database.db.update(faqEntries).set({ enabled: true }).where(eq(faqEntries.code, 'returns-how'));
  });

  it('serves answers inert even when a stored answer carries an attack', async () => {
    const [entry] = await database.db.select().from(faqEntries).where(eq(faqEntries.code, 'delivery-free'));
    await database.db
      .update(faqEntryTranslations)
      .set({ answer: `<p>Saugu</p>${XSS_PAYLOADS.join('')}` })
      .where(eq(faqEntryTranslations.entryId, entry!.id));
    const all = await get<List<FaqEntry>>('/faqs');
    const answer = all.body.data.find((found) => found.code === 'delivery-free')?.answer ?? '';
    expect(answer).toContain('<p>Saugu</p>');
    expect(answer).not.toMatch(/<script|onerror|onload|onclick|javascript:|<iframe|<svg|style=/i);
  });
});
