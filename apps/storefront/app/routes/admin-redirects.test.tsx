import type { AdminRedirect, AdminRedirectImportReport } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  loadRedirectsScreen,
  redirectsAction,
  type RedirectsActionResult,
  type RedirectsScreen,
} from '~/data/admin-redirects.server.ts';
import { adminArgs, json, list, stubAdminApi } from '~/data/testing-admin-api.ts';
import AdminRedirectsRoute from './admin-redirects.tsx';
import { renderAdminScreen } from './testing-admin-screen.tsx';

const channels = [
  { code: 'web', name: 'Gandras.lt', requiresLogin: false, orderNumberPrefix: '' },
  { code: 'b2b', name: 'Verslui', requiresLogin: true, orderNumberPrefix: 'B-' },
];
const redirect = (fields: Partial<AdminRedirect> = {}): AdminRedirect => ({
  id: 7,
  channel: null,
  source: '/senas',
  destination: '/naujas',
  permanent: true,
  only404: false,
  enabled: true,
  version: 'v1',
  ...fields,
});
const screen = (fields: Partial<RedirectsScreen> = {}): RedirectsScreen => ({
  redirects: list([
    redirect(),
    redirect({ id: 8, source: '/b2b-senas', channel: 'b2b', permanent: false, enabled: false }),
  ]),
  channels,
  filters: { search: '', channel: '', enabled: '', page: 1 },
  editing: null,
  ...fields,
});

const redirectsScreen = {
  id: 'ADMIN_REDIRECTS___lt',
  path: 'admin/redirects',
  Component: AdminRedirectsRoute,
};
const render = (url: string, data: RedirectsScreen, action?: RedirectsActionResult) =>
  renderAdminScreen({ url, screen: redirectsScreen, data, action });

describe('redirects screen', () => {
  it('lists the redirects as a table whose cells carry their labels (cards on phones), with the nav entry and export', () => {
    const html = render('/admin/redirects', screen());
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Peradresavimai<\/a>/);
    expect(html.match(/data-testid="admin-redirect-row"/g)).toHaveLength(2);
    expect(html).toContain('data-label="Senas adresas"');
    expect(html).toContain('Visi kanalai');
    expect(html).toContain('Verslui');
    expect(html).toMatch(/Išjungtas<\/span> <!-- -->302/);
    expect(html).toContain('aria-label="Keisti peradresavimą iš /senas"');
    expect(html).toContain('href="/admin/redirects?edit=7"');
    expect(html).toMatch(/<a href="\/admin\/redirects\/export"[^>]*download/);
    expect(html).toContain('Pridėti peradresavimą');
  });

  it('shows every field’s refusal at once next to its field, keeping what was typed', () => {
    const html = render('/admin/redirects', screen(), {
      intent: 'save',
      ok: false,
      id: null,
      errors: {
        source:
          'Enter the old address as a path of this shop starting with "/", for example /old-page (no https:// or domain).',
        destination:
          '/a is itself redirected to /b (redirect #3), which would make a chain: point this redirect straight at /b.',
      },
      message: null,
      stale: false,
      values: {
        source: 'https://x.lt/a',
        destination: '/a',
        channel: 'b2b',
        permanent: '',
        only404: 'on',
        enabled: 'on',
      },
    });
    expect(html).toContain('Pataisykite 2 laukelius.');
    expect(html.match(/data-testid="field-error"/g)).toHaveLength(2);
    expect(html).toContain(
      '/a pats peradresuojamas į /b (peradresavimas nr. 3), susidarytų grandinė: nukreipkite šį peradresavimą tiesiai į /b.',
    );
    expect(html).toContain('Senąjį adresą įrašykite kaip šios parduotuvės kelią');
    expect(html).toMatch(
      /aria-invalid="true" aria-describedby="redirect-source-error redirect-source-hint"[^>]*value="https:\/\/x.lt\/a"/,
    );
    expect(html).toMatch(/<option value="b2b" selected="">Verslui<\/option>/);
    expect(html).not.toMatch(/name="permanent" checked=""/);
    expect(html).toMatch(/name="only404" checked=""/);
  });

  it('opens the redirect being edited with its version, and says when someone else changed it', () => {
    const editing = redirect({ id: 8, source: '/b2b-senas', channel: 'b2b', version: 'v9' });
    const html = render('/admin/redirects?edit=8', screen({ editing }), {
      intent: 'save',
      ok: false,
      id: 8,
      errors: {},
      message:
        'Someone else changed this in the meantime. Reload it to see their changes, then make yours again.',
      stale: true,
      values: {
        source: '/b2b-senas',
        destination: '/x',
        channel: 'b2b',
        permanent: 'on',
        only404: '',
        enabled: 'on',
      },
    });
    expect(html).toContain('Keisti peradresavimą iš /b2b-senas');
    expect(html).toContain('name="version" value="v9"');
    expect(html).toContain('data-testid="redirect-reload"');
    expect(html).toContain('Kažkas kitas tuo metu pakeitė šį peradresavimą.');
  });

  it('lists every problem of a checked file by line, and offers to import a clean one as it was checked', () => {
    const bad: AdminRedirectImportReport = {
      mode: 'check',
      valid: false,
      rows: 3,
      created: 3,
      updated: 0,
      problems: [
        {
          row: 2,
          column: 'destination',
          message:
            'This would make a loop: /b already redirects to /a (line 3 of the file). Change or delete that redirect instead.',
        },
        { row: 4, column: 'permanent', message: 'Write true or false (or leave it empty for the default).' },
      ],
    };
    const html = render('/admin/redirects', screen(), {
      intent: 'import',
      ok: false,
      report: bad,
      csv: 'x',
      message: null,
    });
    expect(html).toContain('Faile rastos 2 klaidos.');
    expect(html).toContain('2 eilutė, destination:');
    expect(html).toContain(
      'Susidarytų ciklas: /b jau peradresuojamas į /a (failo 3 eilutė). Pakeiskite arba ištrinkite tą peradresavimą.',
    );
    expect(html).toContain('Įrašykite true arba false');
    expect(html).not.toContain('data-testid="redirect-import-apply"');

    const good = { ...bad, valid: true, problems: [], created: 2, updated: 1 };
    const csv = 'source,destination,permanent,only404\n/a,/b,,';
    const clean = render('/admin/redirects', screen(), {
      intent: 'import',
      ok: true,
      report: good,
      csv,
      message: null,
    });
    expect(clean).toContain('Failas teisingas: eilučių 3, naujų 2, keičiančių esamus 1.');
    expect(clean).toContain(`name="csv" value="source,destination,permanent,only404\n/a,/b,,"`);
    expect(clean).toContain('Importuoti 3 peradresavimus');
  });
});

describe('redirects screen server code', () => {
  it('loads the list with the address’s filters, the channels and the redirect being edited', async () => {
    const api = stubAdminApi((call) =>
      call.path === '/channels'
        ? json(list(channels))
        : call.path === '/redirects/7'
          ? json(redirect())
          : json(list([redirect()])),
    );
    const url = new URL(
      'http://shop.test/admin/redirects?search=%20sen%20&channel=all&enabled=false&page=2&edit=7',
    );
    const loaded = await loadRedirectsScreen(api.session('/admin/redirects'), url);
    expect(api.calls.map((c) => `${c.method} ${c.path}${c.query}`)).toEqual([
      'GET /redirects?page=2&itemsPerPage=50&search=sen&channel=all&enabled=false',
      'GET /channels',
      'GET /redirects/7',
    ]);
    expect(loaded.editing?.id).toBe(7);
  });

  it('sends the form as the API wants it and returns every violation by field', async () => {
    const api = stubAdminApi(() =>
      json(
        {
          code: 422,
          message: 'The request could not be processed.',
          violations: [
            { propertyPath: 'source', message: 'first' },
            { propertyPath: 'destination', message: 'second' },
          ],
        },
        422,
      ),
    );
    const form = new FormData();
    form.set('intent', 'save');
    form.set('id', '7');
    form.set('version', 'v1');
    form.set('source', ' /senas ');
    form.set('destination', '/naujas');
    form.set('channel', '');
    form.set('enabled', 'on');
    const args = adminArgs('/admin/redirects', 'admin-token', { method: 'POST' });
    const result = await redirectsAction(api.shop, args, api.session('/admin/redirects'), form, api.fetch);
    expect(api.calls[0]).toMatchObject({
      method: 'PATCH',
      path: '/redirects/7',
      body: {
        channel: null,
        source: ' /senas ',
        destination: '/naujas',
        permanent: false,
        only404: false,
        enabled: true,
        version: 'v1',
      },
    });
    expect(result).toMatchObject({
      intent: 'save',
      ok: false,
      id: 7,
      errors: { source: 'first', destination: 'second' },
    });
  });

  it('checks an uploaded file’s text, then applies the same text; deletes with DELETE', async () => {
    const report: AdminRedirectImportReport = {
      mode: 'check',
      valid: true,
      rows: 1,
      created: 1,
      updated: 0,
      problems: [],
    };
    const api = stubAdminApi((call) =>
      call.method === 'DELETE' ? new Response(null, { status: 204 }) : json(report),
    );
    const session = api.session('/admin/redirects');
    const args = adminArgs('/admin/redirects', 'admin-token', { method: 'POST' });
    const upload = new FormData();
    upload.set('intent', 'import');
    upload.set('mode', 'check');
    upload.set(
      'file',
      new File(['source,destination,permanent,only404\n/a,/b,,\n'], 'r.csv', { type: 'text/csv' }),
    );
    const checked = await redirectsAction(api.shop, args, session, upload, api.fetch);
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/redirects/import',
      body: { mode: 'check', csv: 'source,destination,permanent,only404\n/a,/b,,\n' },
    });
    expect(checked).toMatchObject({
      intent: 'import',
      ok: true,
      csv: 'source,destination,permanent,only404\n/a,/b,,\n',
    });

    const none = new FormData();
    none.set('intent', 'import');
    none.set('mode', 'check');
    expect(await redirectsAction(api.shop, args, session, none, api.fetch)).toMatchObject({
      message: 'chooseFile',
    });

    const remove = new FormData();
    remove.set('intent', 'delete');
    remove.set('id', '7');
    expect(await redirectsAction(api.shop, args, session, remove, api.fetch)).toEqual({
      intent: 'delete',
      ok: true,
      message: null,
    });
    expect(api.calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/redirects/7' });
  });
});
