import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, list } from '~/data/testing-admin-api.ts';
import {
  anImport,
  closeUploadServers,
  rawArgs,
  uploadApi,
  uploadArgs,
} from '~/data/testing-admin-imports.ts';
import { inputTag, post, render, routeArgs, thrown, violations } from '~/data/testing-admin-products.tsx';
import AdminCatalogueImportsRoute, {
  action as importsAction,
  loader as importsLoader,
} from './admin-catalogue-imports.tsx';

afterEach(() => vi.unstubAllGlobals());
afterEach(closeUploadServers);

type ImportsActionArgs = Parameters<typeof importsAction>[0];

const LIST = {
  id: 'ADMIN_CATALOGUE_IMPORTS___lt',
  path: 'admin/catalogue-imports',
  Component: AdminCatalogueImportsRoute,
};

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
      importsAction(
        uploadArgs<ImportsActionArgs>('/admin/catalogue-imports', api.url, { method: 'POST', body: form }),
      ),
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
        uploadArgs<ImportsActionArgs>('/admin/catalogue-imports', api.url, {
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
      uploadArgs<ImportsActionArgs>('/admin/catalogue-imports', api.url, { method: 'POST', body: form }),
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
      uploadArgs<ImportsActionArgs>('/admin/catalogue-imports', api.url, {
        method: 'POST',
        body: new FormData(),
      }),
    );
    expect(tooLarge.fieldErrors).toEqual({ file: [{ key: 'adminImports.errors.tooLarge' }] });

    // Nothing listens there any more: the connection fails, the page says the upload was cut off.
    await api.close();
    const cut = await importsAction(
      uploadArgs<ImportsActionArgs>('/admin/catalogue-imports', api.url, {
        method: 'POST',
        body: new FormData(),
      }),
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
