import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AdminCatalogueImport } from '@shop/contracts';
import { IMPORT_ENCODING_MESSAGE } from '@shop/contracts';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopRequestContext } from '~/data/request-context.server.ts';
import { adminArgs, json, list, stubAdminApi } from '~/data/testing-admin-api.ts';
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
import AdminCatalogueImportsRoute, {
  action as importsAction,
  loader as importsLoader,
} from './admin-catalogue-imports.tsx';
import AdminProductsRoute from './admin-products.tsx';

afterEach(() => vi.unstubAllGlobals());

const LIST = {
  id: 'ADMIN_CATALOGUE_IMPORTS___lt',
  path: 'admin/catalogue-imports',
  Component: AdminCatalogueImportsRoute,
};
const DETAIL = {
  id: 'ADMIN_CATALOGUE_IMPORT___lt',
  path: 'admin/catalogue-imports/:id',
  Component: AdminCatalogueImportRoute,
};

function anImport(overrides: Partial<AdminCatalogueImport> = {}): AdminCatalogueImport {
  return {
    id: 7,
    format: 'shopify-csv',
    status: 'checked',
    fileName: 'products_export.csv',
    picturesFileName: null,
    missing: 'keep',
    locale: 'lt',
    counts: { new: 2, updated: 1, unchanged: 4, failed: 1, disabled: 0 },
    rowsTotal: 9,
    rowsDone: 9,
    problemCount: 1,
    problems: [
      {
        row: 4,
        column: 'Variant Price',
        product: 'vezimelis-anex',
        message: 'Enter the price as a number, such as 12.90.',
      },
    ],
    pictures: { pending: 0, fetched: 0, failed: 0 },
    mapping: {
      types: { Vežimėliai: { taxon: 'prams' }, Žaislai: { taxon: null } },
      tags: { anex: { attributeValue: 'brand:anex' }, naujiena: { taxon: null, attributeValue: null } },
      vendorAttribute: 'brand',
    },
    error: null,
    createdBy: 'Ona Petraitienė',
    createdAt: '2026-11-26T08:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

const choices = {
  taxons: [
    { code: 'kids', label: 'Vaikams' },
    { code: 'prams', label: 'Vaikams › Vežimėliai' },
  ],
  attributes: [{ code: 'brand', name: 'Prekės ženklas', values: [{ code: 'anex', name: 'Anex' }] }],
};

/** An action's or loader's arguments whose API calls `fetchStub` answers (bodies of any kind). */
function rawArgs<T>(path: string, fetchStub: typeof fetch, init: RequestInit = {}, params = {}): T {
  vi.stubGlobal('fetch', fetchStub);
  const context = new RouterContextProvider();
  context.set(shopRequestContext, stubAdminApi(() => json({})).shop);
  return { ...adminArgs(path, 'tok', init), context, params } as unknown as T;
}

/** What the admin API's upload route received. */
interface Upload {
  method: string;
  path: string;
  auth: string | undefined;
  type: string | undefined;
  body: Buffer;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/**
 * The admin API's upload route as the other process it is: a real HTTP server on a free loopback port
 * (the upload is piped with Node's HTTP client, not fetch), answering `answer`.
 */
async function uploadApi(answer: (upload: Upload) => Response) {
  const received: Upload[] = [];
  let sawBytes: () => void = () => {};
  const firstBytes = new Promise<void>((resolve) => {
    sawBytes = resolve;
  });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      sawBytes();
    });
    request.on('end', () => {
      const upload: Upload = {
        method: request.method ?? '',
        path: request.url ?? '',
        auth: request.headers.authorization,
        type: request.headers['content-type'],
        body: Buffer.concat(chunks),
      };
      received.push(upload);
      const answered = answer(upload);
      void answered.arrayBuffer().then((bytes) => {
        response.writeHead(answered.status, Object.fromEntries(answered.headers));
        response.end(Buffer.from(bytes));
      });
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    firstBytes,
    close: () => new Promise((done) => server.close(done)),
  };
}

/** The new import action's arguments, the storefront's API being `apiUrl`. */
function uploadArgs(path: string, apiUrl: string, init: RequestInit) {
  const context = new RouterContextProvider();
  const { shop } = stubAdminApi(() => json({}));
  context.set(shopRequestContext, { ...shop, config: { ...shop.config, apiUrl } });
  return { ...adminArgs(path, 'tok', init), context, params: {} } as unknown as Parameters<
    typeof importsAction
  >[0];
}

describe('the imports list', () => {
  it('asks for the page of imports and shows each with status, counts, date and who', async () => {
    const { api, args } = routeArgs<Parameters<typeof importsLoader>[0]>(
      '/admin/catalogue-imports?page=2',
      () => json(list([anImport()])),
    );
    const data = await importsLoader(args);
    expect(api.calls.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      { method: 'GET', path: '/catalogue-imports', query: '?page=2&itemsPerPage=20' },
    ]);
    const html = render('/admin/catalogue-imports', LIST, { screen: data });
    expect(html.match(/data-testid="admin-import-row"/g)).toHaveLength(1);
    expect(html).toContain('href="/admin/catalogue-imports/7"');
    expect(html).toContain('Patikrinta');
    expect(html).toContain('naujų: 2, atnaujintų: 1, su klaidomis: 1');
    expect(html).toContain('2026-11-26 10:00');
    expect(html).toContain('Ona Petraitienė');
    // The menu has Import, marked as the current screen.
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Importas<\/a>/);
    // The upload form: multipart, fields before files, both choices for products missing from the file.
    const form = html.slice(html.lastIndexOf('<form', html.indexOf('admin-import-form')));
    expect(form.slice(0, form.indexOf('>'))).toMatch(/method="post"/);
    expect(form.slice(0, form.indexOf('>'))).toMatch(/enctype="multipart\/form-data"/i);
    expect(html.indexOf('name="format"')).toBeLessThan(html.indexOf('name="file"'));
    expect(html.indexOf('name="missing"')).toBeLessThan(html.indexOf('name="file"'));
    expect(html).toContain('value="shopify-csv"');
    expect(html).toContain('Išjungti');
    expect(inputTag(html, 'pictures')).toContain('accept=".zip,application/zip"');
  });

  it('streams the upload to the API as it came and opens the new import', async () => {
    const api = await uploadApi(() => json(anImport({ id: 12, status: 'checking', counts: null }), 202));
    const form = new FormData();
    form.set('format', 'shopify-csv');
    form.set('locale', 'en');
    form.set('missing', 'disable');
    form.append(
      'file',
      new File(['Handle,Title\nvezimelis,Vežimėlis\n'], 'products.csv', { type: 'text/csv' }),
    );
    const response = await thrown(() =>
      importsAction(uploadArgs('/admin/catalogue-imports', api.url, { method: 'POST', body: form })),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin/catalogue-imports/12');
    expect(api.received).toHaveLength(1);
    const [upload] = api.received;
    expect(upload).toMatchObject({
      method: 'POST',
      path: '/api/v2/admin/catalogue-imports',
      auth: 'Bearer tok',
    });
    expect(upload?.type).toMatch(/^multipart\/form-data; ?boundary=/);
    const sent = await new Response(new Uint8Array(upload?.body ?? []), {
      headers: { 'content-type': upload?.type ?? '' },
    }).formData();
    expect([sent.get('format'), sent.get('locale'), sent.get('missing')]).toEqual([
      'shopify-csv',
      'en',
      'disable',
    ]);
    const file = sent.get('file') as File;
    expect(file.name).toBe('products.csv');
    expect(await file.text()).toBe('Handle,Title\nvezimelis,Vežimėlis\n');
  });

  it('sends the file on before the browser has finished sending it (never the whole file in memory)', async () => {
    const boundary = 'catalogue-boundary';
    const encoder = new TextEncoder();
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="format"\r\n\r\nshop-csv\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\n` +
      'Content-Type: text/csv\r\n\r\ncode,name.lt\n';
    const tail = `VEZ-1,Vežimėlis\n\r\n--${boundary}--\r\n`;
    const api = await uploadApi(() => json(anImport({ id: 13, status: 'checking' }), 202));
    // The rest of the "browser's" body is only sent once the API has had its first bytes: a storefront
    // that read the whole body before passing it on would wait here for ever.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(head));
      },
      async pull(controller) {
        await api.firstBytes;
        controller.enqueue(encoder.encode(tail));
        controller.close();
      },
    });
    const response = await thrown(() =>
      importsAction(
        uploadArgs('/admin/catalogue-imports', api.url, {
          method: 'POST',
          body,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          duplex: 'half',
        } as RequestInit),
      ),
    );
    expect(response.headers.get('location')).toBe('/admin/catalogue-imports/13');
    expect(new TextDecoder().decode(api.received[0]?.body)).toBe(head + tail);
  }, 10_000);

  it('shows every refused field at its input at once', async () => {
    const api = await uploadApi(() =>
      violations(
        ['format', 'Choose one of: shop-csv, shop-json, shopify-csv.'],
        ['file', 'Upload a CSV or JSON file.'],
      ),
    );
    const form = new FormData();
    form.set('format', 'excel');
    form.append('file', new File(['x'], 'a.xlsx'));
    const answer = await importsAction(
      uploadArgs('/admin/catalogue-imports', api.url, { method: 'POST', body: form }),
    );
    expect(answer).toEqual({
      ok: false,
      message: null,
      fieldErrors: {
        format: [{ text: 'Choose one of: shop-csv, shop-json, shopify-csv.' }],
        file: [{ text: 'Upload a CSV or JSON file.' }],
      },
    });
    const html = render('/admin/catalogue-imports', LIST, {
      screen: { imports: list([]) },
      action: answer,
    });
    expect(html).toContain('Kai kuriuos laukus reikia pataisyti');
    expect(inputTag(html, 'file')).toContain('aria-invalid="true"');
    expect(inputTag(html, 'file')).toContain('aria-describedby="err-file"');
    expect(html).toMatch(/id="err-file"[^>]*>Upload a CSV or JSON file\.</);
    expect(html).toMatch(/id="err-format"[^>]*>Choose one of/);
  });

  it('says a too large file at the file field, a broken upload in words, and asks for a file when there was none', async () => {
    const api = await uploadApi(() => json({ code: 413, message: 'Request body is too large' }, 413));
    const tooLarge = await importsAction(
      uploadArgs('/admin/catalogue-imports', api.url, { method: 'POST', body: new FormData() }),
    );
    expect(tooLarge.fieldErrors).toEqual({ file: [{ key: 'adminImports.errors.tooLarge' }] });

    // Nothing listens there any more: the connection fails, the page says the upload was cut off.
    await api.close();
    const cut = await importsAction(
      uploadArgs('/admin/catalogue-imports', api.url, { method: 'POST', body: new FormData() }),
    );
    expect(cut).toEqual({ ok: false, message: { key: 'adminImports.errors.uploadFailed' }, fieldErrors: {} });

    const calls: string[] = [];
    const none = await importsAction(
      rawArgs<Parameters<typeof importsAction>[0]>(
        '/admin/catalogue-imports',
        (async (input: RequestInfo | URL) => {
          calls.push(String(input));
          return json({});
        }) as typeof fetch,
        post({ format: 'shop-csv' }),
      ),
    );
    expect(calls).toEqual([]);
    expect(none.fieldErrors).toEqual({ file: [{ key: 'adminImports.errors.chooseFile' }] });
  });
});

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
