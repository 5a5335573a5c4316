import { IMPORT_ENCODING_MESSAGE } from '@shop/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, list } from '~/data/testing-admin-api.ts';
import { anImport, choices, rawArgs } from '~/data/testing-admin-imports.ts';
import {
  inputTag,
  post,
  render,
  routeArgs,
  summary,
  thrown,
  violations,
} from '~/data/testing-admin-products.tsx';
import AdminCatalogueImportRoute, {
  action as importAction,
  loader as importLoader,
} from './admin-catalogue-import.tsx';
import { loader as reportLoader } from './admin-catalogue-import-report.ts';
import { loader as exportLoader } from './admin-catalogue-export.ts';
import AdminProductsRoute from './admin-products.tsx';

afterEach(() => vi.unstubAllGlobals());

const DETAIL = {
  id: 'ADMIN_CATALOGUE_IMPORT___lt',
  path: 'admin/catalogue-imports/:id',
  Component: AdminCatalogueImportRoute,
};

describe('one import', () => {
  it('is a 404 for an id that is not one, without asking the API', async () => {
    const { api, args } = routeArgs<Parameters<typeof importLoader>[0]>(
      '/admin/catalogue-imports/x1',
      () => json({}),
      { params: { id: '1e3' } },
    );
    const response = await thrown(() => importLoader(args));
    expect(response.status).toBe(404);
    expect(api.calls).toEqual([]);
  });

  it('loads a checked Shopify import with what its mapping can point at', async () => {
    const { api, args } = routeArgs<Parameters<typeof importLoader>[0]>(
      '/admin/catalogue-imports/7',
      (call) => (call.path === '/catalogue-imports/7' ? json(anImport()) : json({}, 404)),
      { params: { id: '7' } },
    );
    const data = await importLoader(args);
    expect(data.choices?.taxons).toEqual([
      { code: 'kids', label: 'Vaikams' },
      { code: 'prams', label: 'Vaikams › Vežimėliai' },
    ]);
    expect(data.choices?.attributes).toEqual([
      { code: 'brand', name: 'Prekės ženklas', values: [{ code: 'anex', name: 'Anex' }] },
    ]);
    expect(api.calls.map((call) => call.path).sort()).toEqual([
      '/catalogue-imports/7',
      '/product-attributes',
      '/taxons',
    ]);

    // A running one only asks for itself: the page asks again every second.
    const running = routeArgs<Parameters<typeof importLoader>[0]>(
      '/admin/catalogue-imports/7',
      () => json(anImport({ status: 'applying' })),
      { params: { id: '7' } },
    );
    expect((await importLoader(running.args)).choices).toBeNull();
    expect(running.api.calls.map((call) => call.path)).toEqual(['/catalogue-imports/7']);
  });

  it('shows a running check as an accessible progress bar with the status in a live region', () => {
    const html = render('/admin/catalogue-imports/7', DETAIL, {
      screen: {
        item: anImport({
          status: 'checking',
          counts: null,
          rowsDone: 1200,
          rowsTotal: 3400,
          problems: [],
          problemCount: 0,
        }),
        choices: null,
        reportFailed: false,
      },
    });
    expect(html).toMatch(
      /role="progressbar"[^>]*aria-valuemin="0"[^>]*aria-valuemax="3400"[^>]*aria-valuenow="1200"/,
    );
    expect(html).toContain('Apdorota eilučių: 1\u00a0200 iš 3\u00a0400');
    expect(html).toMatch(/role="status" aria-live="polite"[^>]*>Failas tikrinamas\./);
    expect(html).not.toContain('data-testid="admin-import-apply"');
    expect(html).not.toContain('data-testid="admin-import-counts"');

    // Before the job knows the total: no value, "starting".
    const starting = render('/admin/catalogue-imports/7', DETAIL, {
      screen: {
        item: anImport({ status: 'applying', rowsDone: 0, rowsTotal: null }),
        choices: null,
        reportFailed: false,
      },
    });
    expect(starting).toMatch(/role="progressbar"/);
    expect(starting).not.toContain('aria-valuenow');
    expect(starting).toContain('Pradedama…');
  });

  it('shows a checked import: counts, problems with row and column, the report, the mapping and Apply', () => {
    const html = render('/admin/catalogue-imports/7', DETAIL, {
      screen: { item: anImport(), choices, reportFailed: false },
    });
    expect(html).not.toContain('role="progressbar"');
    expect(html).toMatch(/data-count="new"[^>]*><dt>Naujos<\/dt><dd>2<\/dd>/);
    expect(html).toMatch(/data-count="failed"[^>]*><dt>Su klaidomis<\/dt><dd>1<\/dd>/);
    const problem = html.slice(html.indexOf('data-testid="admin-import-problem"'));
    expect(problem).toMatch(/data-label="Eilutė"[^>]*>4</);
    expect(problem).toMatch(/data-label="Stulpelis"[^>]*>Variant Price</);
    expect(problem).toMatch(/data-label="Prekė"[^>]*>vezimelis-anex</);
    expect(problem).toContain('Enter the price as a number, such as 12.90.');
    expect(html).toMatch(
      /href="\/admin\/catalogue-imports\/7\/report"[^>]*data-testid="admin-import-report"/,
    );
    // Each Type with its category chosen, each Tag with its category or value, Vendor's attribute.
    expect(html).toContain('<input type="hidden" name="types[0].name" value="Vežimėliai"/>');
    expect(html).toMatch(/<select name="types\[0\]\.taxon"[^>]*>.*?<option value="prams" selected="">/s);
    expect(html).toMatch(/<select name="types\[1\]\.taxon"[^>]*>\s*<option value="" selected="">Nenaudoti/);
    expect(html).toMatch(
      /<select name="tags\[0\]\.target"[^>]*>.*?<option value="value:brand:anex" selected="">Anex/s,
    );
    expect(html).toMatch(
      /<select id="import-vendor" name="vendorAttribute"[^>]*>.*?<option value="brand" selected="">/s,
    );
    expect(inputTag(html, 'missing')).toMatch(/value="keep"/);
    expect(inputTag(html, 'missing')).toContain('checked=""');
    expect(html).toContain('data-testid="admin-import-recheck"');
    expect(html).toMatch(/value="apply"[^>]*data-testid="admin-import-apply"[^>]*name="intent"/);
    expect(html).toContain('1 prekė su klaidomis praleidžiama.');
  });

  it('shows an applied import with what was written and the pictures, and a failed one with its reason', () => {
    const applied = render('/admin/catalogue-imports/7', DETAIL, {
      screen: {
        item: anImport({
          status: 'applied',
          problems: [],
          problemCount: 0,
          pictures: { pending: 2, fetched: 5, failed: 1 },
          finishedAt: '2026-11-26T08:05:00.000Z',
        }),
        choices: null,
        reportFailed: false,
      },
    });
    expect(applied).toContain('Kas įrašyta');
    expect(applied).toContain('Nuotraukos: parsiųsta 5, laukia 2, nepavyko 1');
    expect(applied).toContain('data-testid="admin-import-report"');
    expect(applied).not.toContain('data-testid="admin-import-apply"');
    expect(applied).not.toContain('data-testid="admin-import-mapping"');

    const failed = render(
      '/en/admin/catalogue-imports/7',
      { ...DETAIL, id: 'ADMIN_CATALOGUE_IMPORT___en', path: 'en/admin/catalogue-imports/:id' },
      {
        screen: {
          item: anImport({
            status: 'failed',
            counts: null,
            problems: [],
            problemCount: 0,
            error: IMPORT_ENCODING_MESSAGE,
          }),
          choices: null,
          reportFailed: false,
        },
      },
    );
    expect(failed).toContain('data-testid="admin-import-error"');
    expect(failed).toContain('Failas ne UTF-8 koduotės.');
    expect(failed).not.toContain('data-testid="admin-import-counts"');
  });

  it('checks again with the form’s mapping, and shows a refused choice at its row', async () => {
    const form = {
      intent: 'recheck',
      format: 'shopify-csv',
      'types[0].name': 'Vežimėliai',
      'types[0].taxon': 'kids',
      'types[1].name': 'Žaislai',
      'types[1].taxon': '',
      'tags[0].name': 'anex',
      'tags[0].target': 'value:brand:anex',
      'tags[1].name': 'naujiena',
      'tags[1].target': 'taxon:kids',
      vendorAttribute: '',
      missing: 'disable',
    };
    const ok = routeArgs<Parameters<typeof importAction>[0]>(
      '/admin/catalogue-imports/7',
      () => json(anImport(), 202),
      {
        ...post(form),
        params: { id: '7' },
      },
    );
    expect(await importAction(ok.args)).toEqual({
      intent: 'recheck',
      result: { ok: true, message: { key: 'adminImports.detail.rechecking' } },
    });
    expect(ok.api.calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'PATCH',
        path: '/catalogue-imports/7',
        body: {
          missing: 'disable',
          mapping: {
            types: { Vežimėliai: { taxon: 'kids' }, Žaislai: { taxon: null } },
            tags: {
              anex: { taxon: null, attributeValue: 'brand:anex' },
              naujiena: { taxon: 'kids', attributeValue: null },
            },
            vendorAttribute: null,
          },
        },
      },
    ]);

    const refused = routeArgs<Parameters<typeof importAction>[0]>(
      '/admin/catalogue-imports/7',
      () => violations(['mapping.types.Žaislai.taxon', 'There is no category with this code.']),
      { ...post(form), params: { id: '7' } },
    );
    const answer = await importAction(refused.args);
    expect(answer.result).toEqual({
      ok: false,
      message: null,
      fieldErrors: { 'types[1].taxon': [{ key: 'adminProducts.errors.unknownTaxon', values: {} }] },
    });
    const html = render('/admin/catalogue-imports/7', DETAIL, {
      screen: { item: anImport(), choices, reportFailed: false },
      action: answer,
    });
    expect(html).toMatch(
      /<select name="types\[1\]\.taxon"[^>]*aria-invalid="true"[^>]*aria-describedby="err-types-1--taxon"/,
    );
    expect(html).toMatch(/id="err-types-1--taxon"[^>]*>Kategorijos su tokiu kodu nėra\.</);
  });

  it('applies, and says so in words when the import is no longer waiting', async () => {
    const { api, args } = routeArgs<Parameters<typeof importAction>[0]>(
      '/admin/catalogue-imports/7',
      () => json(anImport({ status: 'applying' }), 202),
      { ...post({ intent: 'apply' }), params: { id: '7' } },
    );
    expect((await importAction(args)).result).toEqual({
      ok: true,
      message: { key: 'adminImports.detail.applying' },
    });
    expect(api.calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /catalogue-imports/7/apply',
    ]);

    const late = routeArgs<Parameters<typeof importAction>[0]>(
      '/admin/catalogue-imports/7',
      () => json({ code: 409, message: 'Only a checked import can be applied.' }, 409),
      { ...post({ intent: 'apply' }), params: { id: '7' } },
    );
    const answer = await importAction(late.args);
    const html = render('/admin/catalogue-imports/7', DETAIL, {
      screen: { item: anImport({ status: 'applied' }), choices: null, reportFailed: false },
      action: answer,
    });
    expect(html).toContain('Šio importo nebegalima įkelti');
  });
});

describe('downloads', () => {
  it('streams the report through with its file name, and goes back to the import when refused', async () => {
    const seen: string[] = [];
    const file = await reportLoader(
      rawArgs<Parameters<typeof reportLoader>[0]>(
        '/admin/catalogue-imports/7/report',
        (async (input: RequestInfo | URL, init?: RequestInit) => {
          seen.push(`${new URL(String(input)).pathname} ${new Headers(init?.headers).get('authorization')}`);
          return new Response(
            '\uFEFFrow,column,product,message\n4,Variant Price,vezimelis-anex,Bad price\n',
            {
              headers: {
                'content-type': 'text/csv; charset=utf-8',
                'content-disposition': 'attachment; filename="import-7-report.csv"',
              },
            },
          );
        }) as typeof fetch,
        {},
        { id: '7' },
      ),
    );
    expect(seen).toEqual(['/api/v2/admin/catalogue-imports/7/report Bearer tok']);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="import-7-report.csv"');
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(await file.text()).toContain('4,Variant Price,vezimelis-anex,Bad price');

    const refused = await thrown(() =>
      reportLoader(
        rawArgs<Parameters<typeof reportLoader>[0]>(
          '/admin/catalogue-imports/7/report',
          (async () => json({ code: 404, message: 'Not found' }, 404)) as typeof fetch,
          {},
          { id: '7' },
        ),
      ),
    );
    expect(refused.headers.get('location')).toBe('/admin/catalogue-imports/7?reportFailed=1');
  });

  it('exports in the chosen format with the list’s filters, streamed with its content-disposition', async () => {
    const asked: string[] = [];
    const file = await exportLoader(
      rawArgs<Parameters<typeof exportLoader>[0]>(
        '/admin/catalogue-exports?format=shopify-csv&search=anex&taxon=prams&enabled=true&stock=soldOut&sort=price-desc&page=3',
        (async (input: RequestInfo | URL) => {
          const url = new URL(String(input));
          asked.push(`${url.pathname}${url.search}`);
          return new Response('Handle,Title\n', {
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="products-shopify.csv"',
            },
          });
        }) as typeof fetch,
      ),
    );
    expect(asked).toEqual([
      '/api/v2/admin/catalogue-exports?format=shopify-csv&search=anex&taxon=prams&enabled=true&stock=soldOut&locale=lt',
    ]);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="products-shopify.csv"');
    expect(await file.text()).toBe('Handle,Title\n');

    const unknown = await thrown(() =>
      exportLoader(
        rawArgs<Parameters<typeof exportLoader>[0]>(
          '/admin/catalogue-exports?format=xlsx&search=anex',
          (async () => json({})) as typeof fetch,
        ),
      ),
    );
    expect(unknown.headers.get('location')).toBe('/admin/products?search=anex&exportFailed=1');
  });

  it('offers the three formats on the products list, each link carrying the current filter', () => {
    const html = render(
      '/admin/products?search=anex&taxon=prams&sort=price-desc&page=2',
      {
        id: 'ADMIN_PRODUCTS___lt',
        path: 'admin/products',
        Component: AdminProductsRoute,
      },
      {
        screen: {
          filters: {
            search: 'anex',
            taxon: 'prams',
            brand: '',
            enabled: '',
            stock: '',
            sort: 'price-desc',
            page: 2,
          },
          products: list([summary()]),
          taxons: [],
          brands: [],
          deleted: null,
          exportFailed: false,
        },
      },
    );
    const links = [...html.matchAll(/href="([^"]+)" data-testid="admin-export-([a-z-]+)"/g)].map(
      ([, href, format]) => [format, href?.replaceAll('&amp;', '&')],
    );
    expect(links).toEqual([
      ['shop-csv', '/admin/catalogue-exports?format=shop-csv&search=anex&taxon=prams'],
      ['shopify-csv', '/admin/catalogue-exports?format=shopify-csv&search=anex&taxon=prams'],
      ['shop-json', '/admin/catalogue-exports?format=shop-json&search=anex&taxon=prams'],
    ]);
    expect(html).toContain('Dabartinio filtro prekės:');
  });
});
