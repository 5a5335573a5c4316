import type { AdminArticle, AdminArticleSection, AdminArticleSummary } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  saveArticleForm,
  type ArticlesScreen,
  type ContentFormResult,
} from '~/data/admin-articles.server.ts';
import { adminArgs, json, list, stubAdminApi } from '~/data/testing-admin-api.ts';
import AdminArticleNewRoute from './admin-article-new.tsx';
import AdminArticlesRoute from './admin-articles.tsx';
import { renderAdminScreen } from './testing-admin-screen.tsx';

const section: AdminArticleSection = {
  id: 3,
  code: 'advice',
  position: 0,
  translations: { lt: { name: 'Patarimai', slug: 'patarimai' }, en: { name: 'Advice', slug: 'advice' } },
  articleCount: 2,
};
const summary = (fields: Partial<AdminArticleSummary>): AdminArticleSummary => ({
  id: 1,
  code: 'spring',
  sectionId: 3,
  sectionCode: 'advice',
  enabled: true,
  publishedAt: '2026-03-01T08:00:00.000Z',
  image: null,
  state: 'published',
  name: 'Pavasaris',
  version: 'v1',
  ...fields,
});

const articlesScreen = { id: 'ADMIN_ARTICLES___lt', path: 'admin/articles', Component: AdminArticlesRoute };
const newArticleScreen = {
  id: 'ADMIN_ARTICLE_NEW___lt',
  path: 'admin/articles/new',
  Component: AdminArticleNewRoute,
};

describe('news screens', () => {
  it('lists articles as a table whose cells carry their labels (cards on phones), with states and the nav entry', () => {
    const screen: ArticlesScreen = {
      articles: list([
        summary({}),
        summary({ id: 2, code: 'summer', name: 'Vasara', state: 'scheduled' }),
        summary({ id: 4, code: 'draft', name: 'Juodas', state: 'draft', enabled: false }),
      ]),
      sections: [section],
      filters: { search: '', section: '', state: '', page: 1 },
    };
    const html = renderAdminScreen({ url: '/admin/articles', screen: articlesScreen, data: screen });
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Naujienos<\/a>/);
    expect(html.match(/data-testid="admin-article-row"/g)).toHaveLength(3);
    expect(html).toContain('data-label="Pavadinimas"');
    expect(html).toContain('href="/admin/articles/2"');
    for (const state of ['Paskelbtas', 'Suplanuotas', 'Juodraštis']) expect(html).toContain(state);
    expect(html).toContain('Patarimai');
  });

  it('renders the form without scripts (every language, a textarea for the text) and every refusal at once', () => {
    const html = renderAdminScreen({
      url: '/admin/articles/new',
      screen: newArticleScreen,
      data: { article: null, sections: [section], missing: false },
      action: {
        ok: false,
        errors: {
          code: 'This code is already used.',
          'translations.lt.name': 'Too small: expected string to have >=1 characters',
          'translations.en.slug': 'Use lower-case letters, digits and dashes.',
        },
        message: null,
        values: {
          code: 'spring',
          'translations.en.slug': 'Bad Slug',
          'translations.lt.content': '<p><strong>x</strong></p>',
        },
      } satisfies ContentFormResult,
    });
    expect(html).toContain('Pataisykite 3 laukelius.');
    expect(html.match(/data-testid="field-error"/g)).toHaveLength(3);
    expect(html).toContain('Šis kodas jau naudojamas.');
    expect(html).toContain('Užpildykite šį laukelį.');
    expect(html).toContain('Naudokite mažąsias raides, skaitmenis ir brūkšnelius.');
    expect(html).toMatch(
      /aria-invalid="true" aria-describedby="article-translations-en-slug-error[^"]*"[^>]*value="Bad Slug"/,
    );
    for (const language of ['Lietuvių', 'Anglų', 'Estų', 'Rusų']) expect(html).toContain(language);
    expect(html).toMatch(/<textarea[^>]*name="translations.lt.content"[^>]*>&lt;p&gt;&lt;strong&gt;x/);
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).not.toContain('tiptap');
  });
});

describe('the article form’s action', () => {
  const saved: AdminArticle = {
    ...summary({ id: 9, state: 'draft', enabled: false }),
    translations: {},
  } as AdminArticle;

  it('saves a draft with the languages filled in, a made address and the shop clock’s date', async () => {
    const api = stubAdminApi((call) => (call.path === '/articles' ? json(saved, 201) : json({}, 500)));
    const form = new FormData();
    for (const [key, value] of Object.entries({
      intent: 'draft',
      wasEnabled: 'false',
      sectionId: '3',
      code: 'spring',
      publishedAt: '2026-07-01T09:30',
      image: '',
      'translations.lt.name': 'Pavasario išpardavimas!',
      'translations.lt.slug': '',
      'translations.lt.excerpt': '',
      'translations.lt.content': '<p><strong>Labas</strong></p>',
      'translations.en.name': '',
      'translations.en.slug': '',
      'translations.en.content': '<p></p>',
    }))
      form.set(key, value);
    const args = adminArgs('/admin/articles/new', 'admin-token', { method: 'POST' });
    const answer = await saveArticleForm(
      api.shop,
      args,
      api.session('/admin/articles/new'),
      null,
      form,
    ).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toBe('/admin/articles/9?saved=draft');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({
      sectionId: 3,
      code: 'spring',
      enabled: false,
      publishedAt: '2026-07-01T06:30:00.000Z',
      image: null,
      translations: {
        lt: {
          name: 'Pavasario išpardavimas!',
          slug: 'pavasario-ispardavimas',
          excerpt: '',
          content: '<p><strong>Labas</strong></p>',
        },
      },
    });
  });

  it('publishes from a future date through /publish, and maps a refusal to the fields', async () => {
    const api = stubAdminApi((call) => {
      if (call.path === '/articles/9' && call.method === 'PATCH') return json(saved);
      if (call.path === '/articles/9/publish') return json({ ...saved, state: 'scheduled' });
      return json({}, 500);
    });
    const form = new FormData();
    form.set('intent', 'publish');
    form.set('sectionId', '3');
    form.set('code', 'spring');
    form.set('publishedAt', '2099-01-01T10:00');
    form.set('translations.lt.name', 'Vasara');
    const args = adminArgs('/admin/articles/9', 'admin-token', { method: 'POST' });
    const thrown = await saveArticleForm(api.shop, args, api.session('/admin/articles/9'), 9, form).catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).headers.get('location')).toBe('/admin/articles/9?saved=publish');
    expect(api.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      [
        'PATCH',
        '/articles/9',
        expect.objectContaining({ enabled: false, publishedAt: '2099-01-01T08:00:00.000Z' }),
      ],
      ['POST', '/articles/9/publish', { publishedAt: '2099-01-01T08:00:00.000Z' }],
    ]);

    const refusing = stubAdminApi(() =>
      json(
        {
          code: 422,
          message: 'The request could not be processed.',
          violations: [
            { propertyPath: 'sectionId', message: 'There is no news section with this id.' },
            { propertyPath: 'translations.lt.slug', message: 'Use lower-case letters, digits and dashes.' },
          ],
        },
        422,
      ),
    );
    const result = await saveArticleForm(refusing.shop, args, refusing.session('/admin/articles/9'), 9, form);
    expect(result).toMatchObject({
      ok: false,
      errors: {
        sectionId: 'There is no news section with this id.',
        'translations.lt.slug': 'Use lower-case letters, digits and dashes.',
      },
      values: { code: 'spring', 'translations.lt.name': 'Vasara' },
    });
  });
});
