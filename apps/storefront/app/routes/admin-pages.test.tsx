import { STALE_VERSION_MESSAGE } from '@shop/contracts';
import type { AdminPage, AdminPageSummary } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { deletePage, savePageForm, type PagesScreen } from '~/data/admin-pages.server.ts';
import { adminArgs, json, list, stubAdminApi } from '~/data/testing-admin-api.ts';
import AdminPagesRoute from './admin-pages.tsx';
import { renderAdminScreen } from './testing-admin-screen.tsx';

const row = (fields: Partial<AdminPageSummary>): AdminPageSummary => ({
  id: 1,
  code: 'terms',
  enabled: true,
  title: 'Taisyklės',
  usedBy: ['web'],
  version: 'v1',
  ...fields,
});

const pagesScreen = { id: 'ADMIN_PAGES___lt', path: 'admin/pages', Component: AdminPagesRoute };
const render = (data: PagesScreen) => renderAdminScreen({ url: '/admin/pages', screen: pagesScreen, data });

describe('content pages screens', () => {
  it('lists pages as a table whose cells carry their labels, shown or not, and the channels using them', () => {
    const html = render({
      pages: list([row({}), row({ id: 2, code: 'about', title: 'Apie mus', enabled: false, usedBy: [] })]),
      search: '',
    });
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Puslapiai<\/a>/);
    expect(html.match(/data-testid="admin-page-row"/g)).toHaveLength(2);
    expect(html).toContain('data-label="Kanalo taisyklės"');
    expect(html).toContain('href="/admin/pages/2"');
    expect(html).toContain('>web<');
    expect(html).toContain('Naujas puslapis');
  });

  it('sends the version the form was opened at, and keeps the typed texts when someone saved in between', async () => {
    const stale = stubAdminApi(() => json({ code: 409, message: STALE_VERSION_MESSAGE }, 409));
    const form = new FormData();
    form.set('intent', 'save');
    form.set('version', 'v7');
    form.set('code', 'delivery');
    form.set('translations.lt.title', 'Mano naujas pavadinimas');
    const result = await savePageForm(stale.session('/admin/pages/5'), 5, form);
    expect(stale.calls[0]?.body).toMatchObject({ code: 'delivery', version: 'v7' });
    expect(result).toMatchObject({ ok: false, message: STALE_VERSION_MESSAGE });
    expect(result.values?.['translations.lt.title']).toBe('Mano naujas pavadinimas');
  });

  it('sends the page form as the import’s body, and shows the API’s reason when a page cannot be deleted', async () => {
    const saved = { ...row({ id: 5 }), translations: {} } as AdminPage;
    const api = stubAdminApi((call) => (call.method === 'PATCH' ? json(saved) : json({}, 500)));
    const form = new FormData();
    form.set('intent', 'preview');
    form.set('code', 'delivery');
    form.set('translations.lt.title', 'Pristatymas ir grąžinimas');
    form.set('translations.lt.slug', '');
    form.set('translations.lt.content', '<h2>Kurjeriu</h2>');
    form.set('translations.ru.title', '');
    form.set('translations.ru.content', '<p></p>');
    const thrown = await savePageForm(api.session('/admin/pages/5'), 5, form).catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).headers.get('location')).toBe('/admin/pages/5/preview');
    expect(api.calls[0]?.body).toEqual({
      code: 'delivery',
      enabled: false,
      translations: {
        lt: {
          title: 'Pristatymas ir grąžinimas',
          slug: 'pristatymas-ir-grazinimas',
          content: '<h2>Kurjeriu</h2>',
        },
      },
    });

    const message =
      'This page is a channel’s terms, loyalty terms or privacy page: choose another page in the shop details first.';
    const refusing = stubAdminApi(() => json({ code: 409, message }, 409));
    const args = adminArgs('/admin/pages/1', 'admin-token', { method: 'POST' });
    const original = globalThis.fetch;
    globalThis.fetch = refusing.fetch;
    try {
      const result = await deletePage(refusing.shop, args, refusing.session('/admin/pages/1'), 1);
      expect(result).toMatchObject({ ok: false, message });
    } finally {
      globalThis.fetch = original;
    }
  });
});
