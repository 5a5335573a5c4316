import {
  STALE_VERSION_MESSAGE,
  ARTICLE_SECTION_NOT_EMPTY_MESSAGE,
  CONTENT_CODE_TAKEN_MESSAGE,
  CONTENT_SLUG_TAKEN_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  UNKNOWN_ARTICLE_SECTION_MESSAGE,
  UNKNOWN_LOCALE_MESSAGE,
  type AdminArticle,
  type AdminArticleSection,
  type AdminArticleSummary,
  type Article,
  type ArticleSummary,
  type ContentPicture,
  type List,
  type ValidationError,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_AT_RANGE_MESSAGE } from '../src/modules/articles/admin-article-writes.ts';
import { auditLinesOf } from './helpers/back-office-caller.ts';
import { contentAdmin, type ContentCall } from './helpers/content-admin.ts';
import { fixtures } from './helpers/fixtures.ts';
import { multipartBody } from './helpers/multipart.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('the back office news API (/api/v2/admin/articles, /article-sections, /content-pictures)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: ContentCall;
  let service: ContentCall;
  let sectionId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales(['lt', 'en']);
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
    app = await createTestApp(database);
    admin = await contentAdmin(app, database.db, 'owner@example.lt');
    service = await contentAdmin(app, database.db, 'service@example.lt', 'customer_service');
  }, 240_000);
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const violationsOf = (body: string) =>
    (JSON.parse(body) as ValidationError).violations.map((v) => [v.propertyPath, v.message]);
  const shop = async <T>(url: string) =>
    (await app.inject({ url: `/api/v2/shop${url}`, headers: { locale: 'lt' } })).json<T>();
  const catalogueVersion = async () =>
    (await app.inject({ url: '/api/v2/shop/catalogue-version' })).json<{ version: number }>().version;
  const article = (overrides: Record<string, unknown> = {}) => ({
    sectionId,
    code: 'spring-sale',
    enabled: false,
    publishedAt: '2026-01-10T10:00:00+02:00',
    translations: {
      lt: {
        name: 'Pavasario išpardavimas',
        slug: 'pavasario-ispardavimas',
        excerpt: 'Trumpai',
        content: '<p>Tekstas</p>',
      },
    },
    ...overrides,
  });

  it('adds, changes and lists news sections; an address used by another section is refused', async () => {
    const created = await admin('POST', '/article-sections', {
      payload: { code: 'news', position: 1, translations: { lt: { name: 'Naujienos', slug: 'naujienos' } } },
    });
    expect(created.statusCode, created.body).toBe(201);
    sectionId = created.json<AdminArticleSection>().id;
    const other = await admin('POST', '/article-sections', {
      payload: { code: 'advice', translations: { lt: { name: 'Patarimai', slug: 'naujienos' } } },
    });
    expect(other.statusCode).toBe(422);
    expect(violationsOf(other.body)).toEqual([['translations.lt.slug', CONTENT_SLUG_TAKEN_MESSAGE]]);
    const renamed = await admin('PATCH', `/article-sections/${sectionId}`, {
      payload: {
        code: 'shop-news',
        position: 0,
        translations: {
          lt: { name: 'Parduotuvės naujienos', slug: 'naujienos' },
          en: { name: 'News', slug: 'news' },
        },
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<AdminArticleSection>()).toMatchObject({
      id: sectionId,
      code: 'shop-news',
      articleCount: 0,
    });
    const list = (await admin('GET', '/article-sections')).json<List<AdminArticleSection>>();
    expect(list.data.map((section) => section.code)).toEqual(['shop-news']);
    expect((await auditLinesOf(database.db, 'article_section.update')).length).toBe(1);
  });

  it('answers every broken rule of an article at once, as the content import would', async () => {
    const response = await admin('POST', '/articles', {
      payload: {
        sectionId: 999_999,
        code: '',
        enabled: 'yes',
        publishedAt: 'tomorrow',
        image: '../etc/passwd',
        translations: { lt: { name: '', slug: 'Not A Slug' } },
        surprise: 1,
      },
    });
    expect(response.statusCode).toBe(422);
    const paths = violationsOf(response.body).map(([path]) => path);
    for (const path of [
      'code',
      'enabled',
      'publishedAt',
      'image',
      'translations.lt.name',
      'translations.lt.slug',
    ])
      expect(paths).toContain(path);
    const rules = await admin('POST', '/articles', {
      payload: article({
        sectionId: 999_999,
        translations: { fr: { name: 'Nouvelles', slug: 'nouvelles' } },
      }),
    });
    expect(rules.statusCode).toBe(422);
    expect(violationsOf(rules.body)).toEqual([
      ['translations.fr', UNKNOWN_LOCALE_MESSAGE],
      ['sectionId', UNKNOWN_ARTICLE_SECTION_MESSAGE],
    ]);
    const huge = await admin('POST', '/articles', {
      payload: article({ code: 'x'.repeat(100_000), publishedAt: '2026-13-45T99:00:00Z' }),
    });
    expect(huge.statusCode).toBe(422);
    // Values the import's schema lets through but the database cannot store are refused too, never a 500.
    const ancient = await admin('POST', '/articles', {
      payload: article({ publishedAt: '0000-01-01T00:00:00Z' }),
    });
    expect(violationsOf(ancient.body)).toEqual([['publishedAt', PUBLISHED_AT_RANGE_MESSAGE]]);
    const far = await admin('POST', '/article-sections', {
      payload: { code: 'far', position: 1e12, translations: { lt: { name: 'Toli', slug: 'toli' } } },
    });
    expect(violationsOf(far.body).map(([path]) => path)).toEqual(['position']);
  });

  it('keeps a draft out of the shop, strips scripts from the editor’s HTML and audits the write', async () => {
    const before = await catalogueVersion();
    const created = await admin('POST', '/articles', {
      payload: article({
        translations: {
          lt: {
            name: 'Pavasario išpardavimas',
            slug: 'pavasario-ispardavimas',
            content:
              '<p><strong>Svarbu</strong><script>alert(1)</script><img src="/media/cache/article/content/a.png?density=1" onerror="alert(2)"></p>',
          },
        },
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json<AdminArticle>();
    expect(saved).toMatchObject({ state: 'draft', sectionCode: 'shop-news', enabled: false });
    const content = saved.translations.lt?.content ?? '';
    expect(content).toContain('<strong>Svarbu</strong>');
    expect(content).toContain('<img src="/media/cache/article/content/a.png?density=1" />');
    expect(content).not.toMatch(/script|onerror|alert/);
    expect(await catalogueVersion()).toBeGreaterThan(before);
    const [line] = await auditLinesOf(database.db, 'article.create');
    expect(line).toMatchObject({ subjectType: 'article', subjectId: String(saved.id) });
    expect(line?.summary).toContain('Pavasario išpardavimas');
    const taken = await admin('POST', '/articles', { payload: article() });
    expect(violationsOf(taken.body)).toEqual([['code', CONTENT_CODE_TAKEN_MESSAGE]]);
    // The shop does not see a draft, in the list or by its id.
    expect((await shop<List<ArticleSummary>>('/cms/articles')).data).toEqual([]);
    expect((await app.inject({ url: `/api/v2/shop/cms/articles/${saved.id}` })).statusCode).toBe(404);
    const drafts = (await admin('GET', '/articles?state=draft')).json<List<AdminArticleSummary>>();
    expect(drafts.data.map((row) => [row.code, row.name, row.state])).toEqual([
      ['spring-sale', 'Pavasario išpardavimas', 'draft'],
    ]);
  });

  it('schedules an article for a future date and shows it in the shop only once published', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const [draft] = (await admin('GET', '/articles?search=PAVASARIO')).json<List<AdminArticleSummary>>().data;
    if (!draft) throw new Error('the draft is missing');
    const scheduled = await admin('POST', `/articles/${draft.id}/publish`, {
      payload: { publishedAt: future },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json<AdminArticle>().state).toBe('scheduled');
    expect((await shop<List<ArticleSummary>>('/cms/articles')).data).toEqual([]);
    expect(
      (await admin('GET', '/articles?state=scheduled')).json<List<AdminArticleSummary>>().data,
    ).toHaveLength(1);
    const now = await admin('POST', `/articles/${draft.id}/publish`, { payload: {} });
    expect(now.json<AdminArticle>().state).toBe('published');
    const listed = await shop<List<ArticleSummary>>('/cms/articles');
    expect(listed.data.map((row) => row.code)).toEqual(['spring-sale']);
    const shown = await shop<Article>(`/cms/articles/${draft.id}`);
    expect(shown.content).toContain('<strong>Svarbu</strong>');
    expect((await auditLinesOf(database.db, 'article.publish')).length).toBe(2);
  });

  it('refuses an article save made from an older version (409) and keeps the other editor’s change', async () => {
    const [row] = (await admin('GET', `/articles?section=${sectionId}`)).json<List<AdminArticleSummary>>()
      .data;
    if (!row) throw new Error('the article is missing');
    const opened = (await admin('GET', `/articles/${row.id}`)).json<AdminArticle>();
    expect(row.version).toBe(opened.version);
    const first = await admin('PATCH', `/articles/${row.id}`, {
      payload: { ...article({ code: opened.code, image: 'content/first.png' }), version: opened.version },
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await admin('PATCH', `/articles/${row.id}`, {
      payload: { ...article({ code: opened.code, image: 'content/second.png' }), version: opened.version },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toBe(STALE_VERSION_MESSAGE);
    expect((await admin('GET', `/articles/${row.id}`)).json<AdminArticle>().image).toBe('content/first.png');
  });

  it('changes an article’s code and texts in place, and refuses deleting a section that has articles', async () => {
    const [row] = (await admin('GET', `/articles?section=${sectionId}`)).json<List<AdminArticleSummary>>()
      .data;
    if (!row) throw new Error('the article is missing');
    const changed = await admin('PATCH', `/articles/${row.id}`, {
      payload: article({ code: 'spring-sale-2026', enabled: true, image: 'content/a.png' }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<AdminArticle>()).toMatchObject({
      id: row.id,
      code: 'spring-sale-2026',
      image: 'content/a.png',
    });
    const refused = await admin('DELETE', `/article-sections/${sectionId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(ARTICLE_SECTION_NOT_EMPTY_MESSAGE);
    expect((await admin('DELETE', `/articles/${row.id}`)).statusCode).toBe(204);
    expect((await admin('GET', `/articles/${row.id}`)).statusCode).toBe(404);
    expect((await admin('PATCH', `/articles/${row.id}`, { payload: article() })).statusCode).toBe(404);
    expect((await admin('POST', `/articles/${row.id}/publish`, { payload: {} })).statusCode).toBe(404);
    expect((await admin('GET', '/articles/abc')).statusCode).toBe(400);
    expect((await admin('DELETE', `/article-sections/${sectionId}`)).statusCode).toBe(204);
    expect((await admin('GET', `/article-sections/${sectionId}`)).statusCode).toBe(404);
    expect((await auditLinesOf(database.db, 'article.delete')).length).toBe(1);
    expect((await auditLinesOf(database.db, 'article_section.delete')).length).toBe(1);
  });

  it('stores a content picture in the media storage and refuses a file that is not a picture', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const send = (value: Buffer, call = admin) => {
      const { payload, contentType } = multipartBody([
        { name: 'file', value, filename: 'x.png', contentType: 'image/png' },
      ]);
      return call('POST', '/content-pictures', { payload, headers: { 'content-type': contentType } });
    };
    const stored = await send(png);
    expect(stored.statusCode, stored.body).toBe(201);
    const picture = stored.json<ContentPicture>();
    expect(picture).toMatchObject({ width: 40, height: 30 });
    expect(picture.path).toMatch(/^content\/.+\.png$/);
    expect(picture.url).toBe(`/media/cache/article/${picture.path}?density=1`);
    const media = await app.inject({ url: picture.url });
    expect(media.statusCode).toBe(200);
    const text = await send(Buffer.from('<script>alert(1)</script>'));
    expect(violationsOf(text.body)).toEqual([['file', IMAGE_TYPE_MESSAGE]]);
    expect((await auditLinesOf(database.db, 'content_picture.upload')).length).toBe(1);
    expect((await send(png, service)).statusCode).toBe(403);
  });

  it('refuses a role without the content permission (customer service) with 403', async () => {
    for (const [method, url] of [
      ['GET', '/articles'],
      ['POST', '/articles'],
      ['GET', '/article-sections'],
      ['DELETE', '/article-sections/1'],
    ] as const) {
      const response = await service(method, url, { payload: method === 'POST' ? article() : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await admin('GET', '/articles', { token: null })).statusCode).toBe(401);
  });
});
