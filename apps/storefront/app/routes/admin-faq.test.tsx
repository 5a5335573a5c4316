import type { AdminFaqCategory, AdminFaqCategorySummary } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  faqAction,
  loadFaqCategory,
  type FaqActionResult,
  type FaqCategoryScreen,
} from '~/data/admin-faq.server.ts';
import { json, list, stubAdminApi } from '~/data/testing-admin-api.ts';
import AdminFaqCategoryRoute from './admin-faq-category.tsx';
import AdminFaqRoute from './admin-faq.tsx';
import { renderAdminScreen } from './testing-admin-screen.tsx';

const summary: AdminFaqCategorySummary = {
  id: 3,
  code: 'delivery',
  enabled: true,
  position: 0,
  translations: {
    lt: { name: 'Pristatymas', slug: 'pristatymas' },
    en: { name: 'Delivery', slug: 'delivery' },
  },
  entriesCount: 2,
};
const category: AdminFaqCategory = {
  ...summary,
  entries: [
    {
      id: 10,
      code: 'how-long',
      enabled: true,
      position: 0,
      translations: { lt: { question: 'Kiek trunka?', answer: '<p>2 d.</p>' } },
    },
    {
      id: 11,
      code: 'price',
      enabled: false,
      position: 1,
      translations: { en: { question: 'How much?', answer: '' } },
    },
  ],
};

const faqScreen = { id: 'ADMIN_FAQ___lt', path: 'admin/faq', Component: AdminFaqRoute };
const faqCategoryScreen = {
  id: 'ADMIN_FAQ_CATEGORY___lt',
  path: 'admin/faq/:id',
  Component: AdminFaqCategoryRoute,
};

const renderCategory = (screen: FaqCategoryScreen, action?: FaqActionResult, url = '/admin/faq/3') =>
  renderAdminScreen({ url, screen: faqCategoryScreen, data: screen, action });

describe('FAQ screens', () => {
  it('lists the categories as a table whose cells carry their labels, with the nav entry', () => {
    const html = renderAdminScreen({
      url: '/admin/faq',
      screen: faqScreen,
      data: {
        categories: [summary, { ...summary, id: 4, code: 'returns', enabled: false, translations: {} }],
      },
    });
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>DUK<\/a>/);
    expect(html.match(/data-testid="faq-category-row"/g)).toHaveLength(2);
    expect(html).toContain('data-label="Pavadinimas"');
    expect(html).toContain('href="/admin/faq/3"');
    expect(html).toContain('>Pristatymas</a>');
    expect(html).toContain('Paslėpta');
    expect(html).toContain('href="/admin/faq/new"');
  });

  it('shows the category’s texts in language tabs and its entries with move, edit and delete', () => {
    const html = renderCategory({ category, editing: null });
    expect(html).toContain('DUK kategorija „Pristatymas“');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*data-locale="lt"/);
    expect(html).toMatch(/id="faq-category-panel-en"[^>]*hidden=""/);
    expect(html).toContain('name="translations.en.slug"');
    expect(html).toContain('value="delivery"');
    expect(html.match(/data-testid="faq-entry"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Perkelti „Kiek trunka?“ žemyn"');
    // The first cannot go up, the last cannot go down.
    expect(html).toMatch(/disabled=""[^>]*aria-label="Perkelti „Kiek trunka\?“ aukštyn"/);
    expect(html).toMatch(/disabled=""[^>]*aria-label="Perkelti „How much\?“ žemyn"/);
    expect(html).toContain('href="/admin/faq/3?entry=11#faq-entry"');
    expect(html).toContain('name="translations.lt.answer"');
    expect(html).toContain('Naujas klausimas');
  });

  it('shows every refused field at once, in its language’s tab (marked), keeping what was typed', () => {
    const html = renderCategory(
      { category, editing: category.entries[0] ?? null },
      {
        intent: 'saveEntry',
        ok: false,
        id: null,
        errors: {
          code: 'This code is already used.',
          'translations.en.question': 'This value should not be blank.',
        },
        message: null,
        values: {
          code: 'price',
          'translations.en.question': '',
          'translations.en.answer': '<b>x</b>',
          enabled: 'on',
        },
      },
      '/admin/faq/3?entry=10',
    );
    expect(html).toContain('Pataisykite 2 laukelius.');
    expect(html).toContain('Šis kodas jau naudojamas.');
    expect(html).toContain('Šis laukelis negali būti tuščias.');
    expect(html).toMatch(/id="faq-entry-tab-en"[^>]*aria-selected="true"/);
    expect(html).toMatch(/aria-label="yra klaidų"/);
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;</textarea>');
    expect(html).toContain('name="entryId" value="10"');
  });
});

describe('FAQ screens server code', () => {
  it('sends a category’s languages that were filled in, numbers as numbers, and every violation by field', async () => {
    const api = stubAdminApi(() =>
      json(
        {
          code: 422,
          message: 'The request could not be processed.',
          violations: [
            { propertyPath: 'code', message: 'first' },
            { propertyPath: 'translations.lt.slug', message: 'second' },
          ],
        },
        422,
      ),
    );
    const form = new FormData();
    form.set('intent', 'saveCategory');
    form.set('code', 'delivery');
    form.set('position', '2');
    form.set('translations.lt.name', 'Pristatymas');
    form.set('translations.lt.slug', 'Blogas');
    form.set('translations.en.name', '');
    form.set('translations.en.slug', '');
    const result = await faqAction(api.session('/admin/faq/3'), '3', form);
    expect(api.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/faq/3',
      body: {
        code: 'delivery',
        enabled: false,
        position: 2,
        translations: { lt: { name: 'Pristatymas', slug: 'Blogas' } },
      },
    });
    expect(result).toMatchObject({
      intent: 'saveCategory',
      ok: false,
      errors: { code: 'first', 'translations.lt.slug': 'second' },
      values: { code: 'delivery', enabled: '' },
    });
  });

  it('moves an entry by sending the whole new order; loads the entry being edited', async () => {
    const api = stubAdminApi((call) => (call.method === 'GET' ? json(category) : json(category)));
    const form = new FormData();
    form.set('intent', 'move');
    form.set('entryId', '11');
    form.set('direction', 'up');
    const result = await faqAction(api.session('/admin/faq/3'), '3', form);
    expect(result).toEqual({ intent: 'move', ok: true, message: null });
    expect(api.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['GET', '/faq/3', undefined],
      ['PUT', '/faq/3/entries/order', { entryIds: [11, 10] }],
    ]);
    const loaded = await loadFaqCategory(
      api.session('/admin/faq/3'),
      '3',
      new URL('http://shop.test/admin/faq/3?entry=11'),
    );
    expect(loaded?.editing?.code).toBe('price');
    expect(await loadFaqCategory(api.session('/admin/faq/x'), 'x', new URL('http://shop.test/'))).toBeNull();
    expect(list([summary]).data).toHaveLength(1);
  });
});
