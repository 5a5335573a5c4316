import type { Article, ArticleSection, ArticleSummary, List } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleTranslations, articles } from '../src/db/schema/index.ts';
import { seedArticles } from '../src/demo/seed/articles.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('news articles', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
    await seedArticles(database.db, new Date());
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

  it('lists published articles newest first, without content, a page at a time', async () => {
    const list = await get<List<ArticleSummary>>('/cms/articles?itemsPerPage=3');
    expect(list.body.data.map((article) => article.code)).toEqual([
      'choosing-a-pram',
      'parcel-lockers',
      'toys-by-age',
    ]);
    expect(list.body.meta).toMatchObject({ totalItems: 4, lastPage: 2 });
    expect(list.body.data[0]).toMatchObject({
      slug: 'kaip-issirinkti-vezimeli',
      image: 'promo/babies-prams.webp',
      sections: [{ slug: 'patarimai', name: 'Patarimai' }],
    });
    expect(list.body.data[0]).not.toHaveProperty('content');
    const second = await get<List<ArticleSummary>>('/cms/articles?itemsPerPage=3&page=2');
    expect(second.body.data.map((article) => article.code)).toEqual(['home-textiles']);
  });

  it('narrows to one section by its slug in either language; an unknown section is 404', async () => {
    const advice = await get<List<ArticleSummary>>('/cms/articles?section=advice', 'en');
    expect(advice.body.data.map((article) => article.name)).toEqual([
      'How to choose a pram',
      'Toys by age: a short guide',
    ]);
    expect((await get('/cms/articles?section=nera')).status).toBe(404);
    const sections = await get<List<ArticleSection>>('/cms/article-sections', 'en');
    expect(sections.body.data.map((section) => section.slug)).toEqual(['shop-news', 'advice']);
  });

  it('hides articles published in the future and disabled ones', async () => {
    await database.db
      .update(articles)
      .set({ publishedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(articles.code, 'choosing-a-pram'));
    await database.db.update(articles).set({ enabled: false }).where(eq(articles.code, 'toys-by-age'));
    const list = await get<List<ArticleSummary>>('/cms/articles');
    expect(list.body.data.map((article) => article.code)).toEqual(['parcel-lockers', 'home-textiles']);
    const [future] = await database.db.select().from(articles).where(eq(articles.code, 'choosing-a-pram'));
    expect((await get(`/cms/articles/${future!.id}`)).status).toBe(404);
  });

  it('serves one article with its content, inert even when the stored HTML carries an attack', async () => {
    const [article] = await database.db.select().from(articles).where(eq(articles.code, 'parcel-lockers'));
    await database.db
      .update(articleTranslations)
      .set({
        content:
          '<p>Gera žinia</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:x">y</a>',
      })
      .where(eq(articleTranslations.articleId, article!.id));
    const detail = await get<Article>(`/cms/articles/${article!.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.content).toContain('<p>Gera žinia</p>');
    expect(detail.body.content).not.toMatch(/<script|onerror|javascript:/i);
    expect((await get('/cms/articles/99999')).status).toBe(404);
  });
});
