import {
  STALE_VERSION_MESSAGE,
  CONTENT_CODE_TAKEN_MESSAGE,
  PAGE_IN_USE_MESSAGE,
  UNKNOWN_LOCALE_MESSAGE,
  type AdminPage,
  type AdminPageSummary,
  type ContentPage,
  type List,
  type ValidationError,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLinesOf } from './helpers/back-office-caller.ts';
import { contentAdmin, type ContentCall } from './helpers/content-admin.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('the back office content pages API (/api/v2/admin/pages)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: ContentCall;
  let service: ContentCall;
  let termsId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales(['lt', 'en']);
    const terms = await data.page('terms', { lt: { title: 'Taisyklės', slug: 'taisykles' } });
    termsId = terms.id;
    await data.channel({
      code: 'web',
      defaultLocale: 'lt',
      locales: ['lt', 'en'],
      termsOfServicePageId: terms.id,
    });
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
  const shopPage = (id: number) =>
    app.inject({ url: `/api/v2/shop/cms/pages/${id}`, headers: { locale: 'lt' } });
  const page = (overrides: Record<string, unknown> = {}) => ({
    code: 'delivery',
    enabled: false,
    translations: { lt: { title: 'Pristatymas', slug: 'pristatymas', content: '<h2>Kurjeriu</h2>' } },
    ...overrides,
  });

  it('answers every broken rule at once, hostile input included', async () => {
    const response = await admin('POST', '/pages', {
      payload: {
        code: 42,
        enabled: 'no',
        translations: { lt: { title: '', slug: 'Bad Slug', content: 7 } },
        x: 1,
      },
    });
    expect(response.statusCode).toBe(422);
    const paths = violationsOf(response.body).map(([path]) => path);
    for (const path of [
      'code',
      'enabled',
      'translations.lt.title',
      'translations.lt.slug',
      'translations.lt.content',
    ])
      expect(paths).toContain(path);
    const rules = await admin('POST', '/pages', {
      payload: page({ code: 'terms', translations: { de: { title: 'AGB', slug: 'agb' } } }),
    });
    expect(violationsOf(rules.body)).toEqual([
      ['translations.de', UNKNOWN_LOCALE_MESSAGE],
      ['code', CONTENT_CODE_TAKEN_MESSAGE],
    ]);
    const huge = await admin('POST', '/pages', {
      payload: page({ translations: { lt: { title: 'x', slug: 'x', content: 'y'.repeat(300_000) } } }),
    });
    expect(huge.statusCode).toBe(422);
  });

  it('adds a disabled page the shop does not show, sanitises its HTML, enables it and audits both', async () => {
    const created = await admin('POST', '/pages', {
      payload: page({
        translations: {
          lt: {
            title: 'Pristatymas',
            slug: 'pristatymas',
            content:
              '<h2 onclick="steal()">Kurjeriu</h2><script>alert(1)</script><a href="javascript:alert(2)">x</a>',
          },
        },
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json<AdminPage>();
    expect(saved.translations.lt?.content).toBe('<h2>Kurjeriu</h2><a>x</a>');
    expect((await shopPage(saved.id)).statusCode).toBe(404);
    const enabled = await admin('PATCH', `/pages/${saved.id}`, {
      payload: page({ code: 'delivery-info', enabled: true }),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json<AdminPage>()).toMatchObject({ id: saved.id, code: 'delivery-info', usedBy: [] });
    expect((await shopPage(saved.id)).json<ContentPage>()).toMatchObject({ title: 'Pristatymas' });
    expect((await auditLinesOf(database.db, 'page.create'))[0]?.summary).toContain('Pristatymas');
    expect((await auditLinesOf(database.db, 'page.update')).length).toBe(1);
    const list = (await admin('GET', '/pages?search=PRISTAT')).json<List<AdminPageSummary>>();
    expect(list.data.map((row) => [row.code, row.title])).toEqual([['delivery-info', 'Pristatymas']]);
    expect((await admin('DELETE', `/pages/${saved.id}`)).statusCode).toBe(204);
    expect((await admin('GET', `/pages/${saved.id}`)).statusCode).toBe(404);
    expect((await admin('DELETE', `/pages/${saved.id}`)).statusCode).toBe(404);
    expect((await auditLinesOf(database.db, 'page.delete')).length).toBe(1);
  });

  it('refuses a save made from an older version (409) and keeps the other editor’s change', async () => {
    const created = (
      await admin('POST', '/pages', {
        payload: page({ code: 'versioned', translations: { lt: { title: 'Pirmas', slug: 'versioned-1' } } }),
      })
    ).json<AdminPage>();
    // Two editors open the same page; the first saves.
    const first = await admin('PATCH', `/pages/${created.id}`, {
      payload: page({
        code: 'versioned',
        translations: { lt: { title: 'Antras', slug: 'versioned-1' } },
        version: created.version,
      }),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<AdminPage>().version).not.toBe(created.version);
    // The second saves from what they opened: refused, nothing overwritten.
    const second = await admin('PATCH', `/pages/${created.id}`, {
      payload: page({
        code: 'versioned',
        translations: { lt: { title: 'Trečias', slug: 'versioned-1' } },
        version: created.version,
      }),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toBe(STALE_VERSION_MESSAGE);
    const stored = (await admin('GET', `/pages/${created.id}`)).json<AdminPage>();
    expect(stored.translations.lt?.title).toBe('Antras');
    expect(stored.version).toBe(first.json<AdminPage>().version);
    expect((await admin('DELETE', `/pages/${created.id}`)).statusCode).toBe(204);
  });

  it('keeps a channel’s terms page (409) and says who uses it', async () => {
    const terms = (await admin('GET', `/pages/${termsId}`)).json<AdminPage>();
    expect(terms.usedBy).toEqual(['web']);
    const refused = await admin('DELETE', `/pages/${termsId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(PAGE_IN_USE_MESSAGE);
    expect((await admin('GET', `/pages/${termsId}`)).statusCode).toBe(200);
  });

  it('refuses a role without the content permission (customer service) with 403', async () => {
    expect((await service('GET', '/pages')).statusCode).toBe(403);
    expect((await service('PATCH', `/pages/${termsId}`, { payload: page() })).statusCode).toBe(403);
    expect((await service('DELETE', `/pages/${termsId}`)).statusCode).toBe(403);
  });
});
