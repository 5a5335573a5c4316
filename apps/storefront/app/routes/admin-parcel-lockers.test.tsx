import {
  SHIPPING_CARRIER_MESSAGE,
  type AdminParcelLockerImportReport,
  type AdminParcelLockerList,
} from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  loadParcelLockersScreen,
  parcelLockersAction,
  type ParcelLockersActionResult,
  type ParcelLockersScreen,
} from '~/data/admin-parcel-lockers.server.ts';
import { adminRawCaller } from '~/data/admin-product-api.server.ts';
import { adminArgs, json, stubAdminApi } from '~/data/testing-admin-api.ts';
import AdminParcelLockersRoute from './admin-parcel-lockers.tsx';
import { renderAdminScreen } from './testing-admin-screen.tsx';

const screen: ParcelLockersScreen = {
  counts: [
    { carrier: 'omniva', enabled: 120, disabled: 3 },
    { carrier: 'dpd', enabled: 0, disabled: 0 },
  ],
};

const report = (fields: Partial<AdminParcelLockerImportReport> = {}): AdminParcelLockerImportReport => ({
  carrier: 'omniva',
  mode: 'check',
  valid: true,
  rows: 3,
  toAdd: [{ code: 'OM-NEW-1', name: 'Naujas paštomatas', city: 'Kaunas' }],
  toUpdate: [{ code: 'OM-VIL-1', name: 'Akropolis', city: 'Vilnius' }],
  toDisable: [
    { code: 'OM-OLD-1', name: 'Senas', city: 'Šiauliai' },
    { code: 'OM-OLD-2', name: 'Senesnis', city: 'Panevėžys' },
  ],
  unchanged: 1,
  problems: [],
  ...fields,
});

const result = (fields: Partial<ParcelLockersActionResult> = {}): ParcelLockersActionResult => ({
  ok: true,
  carrier: 'omniva',
  report: report(),
  content: 'code,name,address,city,postCode\nOM-NEW-1,Naujas paštomatas,Gatvė 1,Kaunas,LT-44000',
  fileName: 'omniva.csv',
  errors: {},
  message: null,
  ...fields,
});

const parcelLockersScreen = {
  id: 'ADMIN_PARCEL_LOCKERS___lt',
  path: 'admin/parcel-lockers',
  Component: AdminParcelLockersRoute,
};
const render = (data: ParcelLockersScreen, action?: ParcelLockersActionResult) =>
  renderAdminScreen({ url: '/admin/parcel-lockers', screen: parcelLockersScreen, data, action });

describe('parcel-locker import screen', () => {
  it('shows each carrier’s counts and the form (carrier, file, Check), no report before a check', () => {
    const html = render(screen);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Pristatymo būdai<\/a>/);
    expect(html).toContain('120 įjungta, 3 išjungta');
    expect(html).toContain('0 įjungta, 0 išjungta');
    expect(html).toContain('<label for="locker-carrier">Vežėjas</label>');
    expect(html).toContain('<label for="locker-file">Failas (CSV arba JSON)</label>');
    expect(html).toContain('data-testid="locker-check"');
    expect(html).not.toContain('data-testid="locker-report"');
    expect(html).not.toContain('data-testid="locker-apply"');
  });

  it('shows the dry run’s report (to add, update, disable) and offers to apply exactly the checked text', () => {
    const html = render(screen, result());
    expect(html).toContain('Bus pridėta: 1');
    expect(html).toContain('Bus pakeista: 1');
    expect(html).toContain('Bus išjungta: 2');
    expect(html).toContain('Nepakis: 1');
    expect(html.match(/data-testid="locker-change"/g)).toHaveLength(4);
    expect(html).toContain('data-label="Miestas"');
    expect(html).toContain('data-testid="locker-apply"');
    expect(html).toMatch(/<textarea name="content"[^>]*>code,name,address,city,postCode\nOM-NEW-1/);
  });

  it('lists every problem with its line and offers no apply', () => {
    const html = render(
      screen,
      result({
        ok: false,
        report: report({
          valid: false,
          problems: [
            { line: 3, column: 'name', message: 'Fill this in.' },
            { line: 5, column: 'code', message: 'Another line of the file has this code. (line 2)' },
          ],
        }),
      }),
    );
    expect(html).toContain('Faile rastos 2 klaidos');
    expect(html).toContain('3 eilutė, name');
    expect(html).toContain('Užpildykite.');
    expect(html).toContain('Kita failo eilutė turi tą patį kodą (2 eilutė).');
    expect(html).not.toContain('data-testid="locker-apply"');
  });

  it('says an applied list is written, and shows the carrier’s and the file’s problems at once', () => {
    expect(render(screen, result({ report: report({ mode: 'apply' }), content: '' }))).toContain(
      'Sąrašas pritaikytas',
    );
    const html = render(
      screen,
      result({ ok: false, report: null, errors: { carrier: SHIPPING_CARRIER_MESSAGE, file: 'chooseFile' } }),
    );
    expect(html.match(/data-testid="field-error"/g)).toHaveLength(2);
    expect(html).toContain('Naudokite tik mažąsias raides');
    expect(html).toContain('Pasirinkite failą.');
  });
});

describe('parcel-locker import server code', () => {
  it('loads the counts, checks the chosen file, then applies the kept text', async () => {
    const sent: { url: string; file: string; name: string }[] = [];
    const api = stubAdminApi(() =>
      json({ data: [], totalItems: 0, counts: screen.counts } as AdminParcelLockerList),
    );
    const fetchUpload = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const file = (init?.body as FormData).get('file') as File;
      sent.push({ url: String(input), file: await file.text(), name: file.name });
      return json(report({ mode: new URL(String(input)).searchParams.get('mode') as 'check' | 'apply' }));
    }) as typeof fetch;
    expect(await loadParcelLockersScreen(api.session('/admin/parcel-lockers'))).toEqual(screen);
    expect(api.calls.map((c) => `${c.method} ${c.path}${c.query}`)).toEqual([
      'GET /shipping-methods/parcel-lockers?itemsPerPage=1',
    ]);
    const raw = adminRawCaller(api.shop, adminArgs('/admin/parcel-lockers', 'admin-token'), fetchUpload);
    const check = new FormData();
    check.set('intent', 'check');
    check.set('carrier', 'omniva');
    check.set('file', new File(['code,name,address,city,postCode\nA,B,C,D,E'], 'omniva.csv'));
    const checked = await parcelLockersAction(raw, check);
    expect(checked).toMatchObject({ ok: true, content: 'code,name,address,city,postCode\nA,B,C,D,E' });
    const apply = new FormData();
    apply.set('intent', 'apply');
    apply.set('carrier', checked.carrier);
    apply.set('fileName', checked.fileName);
    apply.set('content', checked.content);
    expect(await parcelLockersAction(raw, apply)).toMatchObject({ ok: true, content: '' });
    expect(sent.map((s) => s.url.replace(/^.*\/api\/v2\/admin/, ''))).toEqual([
      '/shipping-methods/parcel-lockers/import?carrier=omniva&mode=check',
      '/shipping-methods/parcel-lockers/import?carrier=omniva&mode=apply',
    ]);
    expect(sent[1]).toEqual(sent[0] && { ...sent[0], url: sent[1]?.url });
  });

  it('names a bad carrier and a missing file at once, without calling the API', async () => {
    let calls = 0;
    const raw = adminRawCaller(
      stubAdminApi(() => json({})).shop,
      adminArgs('/admin/parcel-lockers', 'admin-token'),
      (async () => {
        calls += 1;
        return json({});
      }) as typeof fetch,
    );
    const form = new FormData();
    form.set('carrier', 'Bad Carrier');
    expect(await parcelLockersAction(raw, form)).toMatchObject({
      ok: false,
      errors: { carrier: SHIPPING_CARRIER_MESSAGE, file: 'chooseFile' },
    });
    expect(calls).toBe(0);
  });
});
