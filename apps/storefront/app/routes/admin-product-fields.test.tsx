import { DOWNLOAD_TYPE_MESSAGE, LAST_VARIANT_MESSAGE, warehouseHoldsStockMessage } from '@shop/contracts';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopRequestContext } from '~/data/request-context.server.ts';
import { adminArgs, json, stubAdminApi } from '~/data/testing-admin-api.ts';
import {
  editorData,
  inputTag,
  post,
  product,
  render,
  routeArgs,
  violations,
} from '~/data/testing-admin-products.tsx';
import AdminProductRoute, { action as productAction, loader as productLoader } from './admin-product.tsx';

/*
 * The product editor reaches every field of the admin API (issue 17 follow-up): a variant's stock counting,
 * its limit per order, its own names and its deletion; the downloads; the channels and warehouses.
 */

afterEach(() => vi.unstubAllGlobals());

const EDITOR = { id: 'ADMIN_PRODUCT___lt', path: 'admin/products/:code', Component: AdminProductRoute };
type ActionArgs = Parameters<typeof productAction>[0];

const saved = product({
  channels: ['web'],
  warehouses: [],
  downloads: [{ id: 3, name: 'Naudojimo instrukcija', path: 'downloads/uploads/abc.pdf', locale: 'lt' }],
  variants: [
    {
      ...product().variants[0]!,
      maxQuantityPerOrder: 2,
      translations: { lt: { name: 'Smėlio spalvos' } },
    },
  ],
});

/** The form as the editor posts it for `saved`, with `overrides`. */
const editorForm = (overrides: Record<string, string | string[]> = {}) => ({
  intent: 'save',
  version: '4',
  enabled: 'on',
  'translations.lt.name': 'Vežimėlis Anex',
  'translations.lt.slug': 'vezimelis-anex',
  'translations.lt.shortDescription': 'Lengvas vežimėlis',
  mainTaxon: 'prams',
  taxons: 'prams',
  'attributes.brand': 'anex',
  'channels.shown': '1',
  channels: 'web',
  'warehouses.shown': '1',
  'variants[0].isNew': 'false',
  'variants[0].code': 'VEZ-1-BEIGE',
  'variants[0].version': '2',
  'variants[0].enabled': 'on',
  'variants[0].tracked': 'on',
  'variants[0].maxQuantityPerOrder': '2',
  'variants[0].translations.lt.name': 'Smėlio spalvos',
  'variants[0].translations.en.name': '',
  'variants[0].onHand': '5',
  'variants[0].channelPricings.web.price': '459.00',
  'variants[1].isNew': 'true',
  'variants[1].code': '',
  'variants[1].tracked': 'on',
  'variants[1].onHand': '',
  'variants[1].maxQuantityPerOrder': '',
  'variants[1].channelPricings.web.price': '',
  ...overrides,
});

describe('product editor: every field of the admin API', () => {
  it('loads the shop’s channels and warehouses and shows the product’s ticked', async () => {
    const { api, args } = routeArgs<Parameters<typeof productLoader>[0]>(
      '/admin/products/VEZ-1',
      () => json(saved),
      { params: { code: 'VEZ-1' } },
      () => json({}, 404),
    );
    const data = await productLoader(args);
    expect(api.calls.map((call) => call.path)).toEqual(expect.arrayContaining(['/channels', '/warehouses']));
    expect(data.salesChannels).toEqual([
      { code: 'web', name: 'Gandras' },
      { code: 'b2b', name: 'Gandras verslui' },
    ]);
    const html = render('/admin/products/VEZ-1', EDITOR, { screen: { ...editorData(saved), ...data } });
    expect(html).toContain('<input type="checkbox" name="channels" checked="" value="web"/>');
    expect(html).toContain('<input type="checkbox" name="channels" value="b2b"/>');
    expect(html).toContain('Gandras verslui (b2b)');
    expect(html).toContain('<input type="checkbox" name="warehouses" value="VLN"/>');
    expect(html).toContain('Kur parduodama ir sandėliuojama');
    // The variant's stock counting, limit and own names.
    expect(inputTag(html, 'variants[0].tracked')).toContain('checked');
    expect(inputTag(html, 'variants[0].maxQuantityPerOrder')).toContain('value="2"');
    expect(inputTag(html, 'variants[0].translations.lt.name')).toContain('value="Smėlio spalvos"');
    expect(html).toContain('Savi pavadinimai (1 iš 4)');
    expect(html).toContain('data-testid="admin-variant-delete"');
    // The downloads: a link to the file as the shop serves it, its language, and the upload form.
    expect(html).toContain('href="/media/downloads/uploads/abc.pdf"');
    expect(html).toContain('Tik: Lietuvių');
    expect(html).toContain('data-testid="admin-download-upload"');
  });

  it('sends a variant’s stock counting, limit and changed names, and a new row’s, with the channels and warehouses', async () => {
    const { api, args } = routeArgs<ActionArgs>(
      '/admin/products/VEZ-1',
      (call) => (call.method === 'GET' ? json(saved) : json(saved)),
      {
        ...post(
          editorForm({
            channels: ['web', 'b2b'],
            warehouses: 'VLN',
            'variants[0].tracked': '',
            'variants[0].maxQuantityPerOrder': '',
            'variants[0].translations.en.name': 'Beige',
            'variants[1].code': 'VEZ-1-GREY',
            'variants[1].tracked': '',
            'variants[1].maxQuantityPerOrder': '3',
            'variants[1].onHand': '2',
            'variants[1].translations.lt.name': 'Pilka',
            'variants[1].channelPricings.web.price': '12.50',
          }),
        ),
        params: { code: 'VEZ-1' },
      },
    );
    const response = await productAction(args).catch((error: unknown) => error);
    expect(response).toBeInstanceOf(Response);
    const sent = api.calls.filter((call) => call.method !== 'GET');
    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'PATCH',
        path: '/products/VEZ-1',
        body: { version: 4, channels: ['web', 'b2b'], warehouses: ['VLN'] },
      },
      {
        method: 'PATCH',
        path: '/product-variants/VEZ-1-BEIGE',
        body: {
          version: 2,
          tracked: false,
          maxQuantityPerOrder: null,
          translations: { en: { name: 'Beige' } },
        },
      },
      {
        method: 'POST',
        path: '/products/VEZ-1/variants',
        body: expect.objectContaining({
          code: 'VEZ-1-GREY',
          tracked: false,
          maxQuantityPerOrder: 3,
          // The grid was drawn without warehouses: its count goes to the product's first new one.
          onHand: { VLN: 2 },
          translations: { lt: { name: 'Pilka' } },
          channelPricings: { web: { price: 1250, originalPrice: null } },
        }),
      },
    ]);
  });

  it('shows a limit that is not a whole number and the API’s refusals at once, each at its field', async () => {
    const { api, args } = routeArgs<ActionArgs>(
      '/admin/products/VEZ-1',
      (call) => {
        if (call.method === 'GET') return json(saved);
        if (call.path === '/products/VEZ-1')
          return violations(['warehouses', `VLN: ${warehouseHoldsStockMessage(4)}`]);
        return violations(['translations.en.name', 'Too long.']);
      },
      {
        ...post(
          editorForm({
            warehouses: [],
            'variants[0].maxQuantityPerOrder': '2.5',
            'variants[0].translations.en.name': 'x'.repeat(10),
          }),
        ),
        params: { code: 'VEZ-1' },
      },
    );
    const answer = await productAction(args);
    const result = answer.kind === 'save' && !answer.result.ok ? answer.result : null;
    expect(result?.fieldErrors).toEqual({
      'variants[0].maxQuantityPerOrder': [{ key: 'adminProducts.errors.maxQuantity' }],
      'variants[0].translations.en.name': [{ text: 'Too long.' }],
    });
    // The limit as typed is not sent; the names are.
    const variantPatch = api.calls.find((call) => call.path === '/product-variants/VEZ-1-BEIGE');
    expect(variantPatch?.body).toEqual({ version: 2, translations: { en: { name: 'xxxxxxxxxx' } } });

    const withWarehouse = product({ ...saved, warehouses: ['VLN'] });
    const refused = routeArgs<ActionArgs>(
      '/admin/products/VEZ-1',
      (call) =>
        call.method === 'GET'
          ? json(withWarehouse)
          : violations(['warehouses', `VLN: ${warehouseHoldsStockMessage(4)}`]),
      { ...post(editorForm()), params: { code: 'VEZ-1' } },
    );
    const warehouseAnswer = await productAction(refused.args);
    expect(refused.api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      version: 4,
      warehouses: [],
    });
    const html = render('/admin/products/VEZ-1', EDITOR, {
      screen: editorData(withWarehouse),
      action: warehouseAnswer,
    });
    expect(html).toContain('Sandėlyje VLN dar yra 4 vnt. šios prekės: pirmiau nustatykite 0.');

    const both = render('/admin/products/VEZ-1', EDITOR, { screen: editorData(saved), action: answer });
    expect(both).toContain('Įveskite sveikąjį skaičių nuo 1 iki 9999');
    expect(inputTag(both, 'variants[0].maxQuantityPerOrder')).toContain('aria-invalid="true"');
    expect(inputTag(both, 'variants[0].maxQuantityPerOrder')).toContain('value="2.5"');
    // The names fold open when one of them is refused.
    expect(both).toMatch(/<details[^>]*open=""[^>]*><summary[^>]*>Savi pavadinimai/);
    expect(inputTag(both, 'variants[0].translations.en.name')).toContain('aria-invalid="true"');
  });

  it('shows at its row that another variant has the same option values', async () => {
    const { args } = routeArgs<ActionArgs>(
      '/admin/products/VEZ-1',
      (call) =>
        call.method === 'GET'
          ? json(saved)
          : violations(['optionValues', 'Another variant of this product has these option values.']),
      { ...post(editorForm({ 'variants[1].code': 'VEZ-1-TWIN' })), params: { code: 'VEZ-1' } },
    );
    const answer = await productAction(args);
    const html = render('/admin/products/VEZ-1', EDITOR, { screen: editorData(saved), action: answer });
    expect(html).toContain('data-field="variants[1].optionValues"');
    expect(html).toContain('Kitas šios prekės variantas jau turi šias pasirinkimų reikšmes.');
  });

  it('deletes a variant; one that was ordered is disabled and says so; the last one is refused with the reason', async () => {
    const gone = routeArgs<ActionArgs>(
      '/admin/products/VEZ-1',
      () => json({ outcome: 'deleted', message: 'The variant was deleted.' }),
      { ...post({ intent: 'variant-delete', variant: 'VEZ-1-GREY' }), params: { code: 'VEZ-1' } },
    );
    const deleted = await productAction(gone.args);
    expect(gone.api.calls.map((call) => [call.method, call.path])).toEqual([
      ['DELETE', '/product-variants/VEZ-1-GREY'],
    ]);
    expect(render('/admin/products/VEZ-1', EDITOR, { screen: editorData(), action: deleted })).toContain(
      'Variantas VEZ-1-GREY ištrintas.',
    );

    const kept = routeArgs<ActionArgs>(
      '/admin/products/VEZ-1',
      () =>
        json({
          outcome: 'disabled',
          message: 'The variant was ordered, so it was disabled instead of deleted: its orders keep it.',
        }),
      { ...post({ intent: 'variant-delete', variant: 'VEZ-1-BEIGE' }), params: { code: 'VEZ-1' } },
    );
    const disabled = await productAction(kept.args);
    expect(render('/admin/products/VEZ-1', EDITOR, { screen: editorData(), action: disabled })).toContain(
      'Šis variantas buvo užsakytas, todėl jis išjungtas, o ne ištrintas',
    );

    const last = routeArgs<ActionArgs>(
      '/admin/products/VEZ-1',
      () => violations(['', LAST_VARIANT_MESSAGE]),
      { ...post({ intent: 'variant-delete', variant: 'VEZ-1-BEIGE' }), params: { code: 'VEZ-1' } },
    );
    const refused = await productAction(last.args);
    expect(refused).toMatchObject({ kind: 'variant', result: { ok: false } });
    const html = render('/admin/products/VEZ-1', EDITOR, { screen: editorData(), action: refused });
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/Prekei reikia bent vieno varianto/);
  });
});

describe('product editor: downloads', () => {
  const actionWith = (form: FormData) => {
    const context = new RouterContextProvider();
    context.set(shopRequestContext, stubAdminApi(() => json({})).shop);
    return productAction({
      ...adminArgs('/admin/products/VEZ-1', 'tok', { method: 'POST', body: form }),
      context,
      params: { code: 'VEZ-1' },
    } as unknown as ActionArgs);
  };

  it('forwards the PDF with its link text and language as multipart, with the administrator’s token', async () => {
    const received: { path: string; auth: string | null; body: FormData | null }[] = [];
    vi.stubGlobal('fetch', (async (input: RequestInfo | URL, init?: RequestInit) => {
      received.push({
        path: `${init?.method} ${new URL(String(input)).pathname}`,
        auth: new Headers(init?.headers).get('authorization'),
        body: init?.body instanceof FormData ? init.body : null,
      });
      return json([], 201);
    }) as typeof fetch);
    const bytes = new TextEncoder().encode('%PDF-1.4 instrukcija');
    const form = new FormData();
    form.set('intent', 'download-upload');
    form.set('name', '  Naudojimo instrukcija ');
    form.set('locale', 'lt');
    form.append('file', new File([bytes], 'instrukcija.pdf', { type: 'application/pdf' }));
    const answer = await actionWith(form);
    expect(answer).toMatchObject({ kind: 'download', result: { ok: true } });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      path: 'POST /api/v2/admin/products/VEZ-1/downloads',
      auth: 'Bearer tok',
    });
    const body = received[0]!.body!;
    expect(body.get('name')).toBe('Naudojimo instrukcija');
    expect(body.get('locale')).toBe('lt');
    const file = body.get('file') as File;
    expect(file.name).toBe('instrukcija.pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    const html = render('/admin/products/VEZ-1', EDITOR, { screen: editorData(), action: answer });
    expect(html).toContain('„Naudojimo instrukcija“ pridėtas.');
  });

  it('says at once that the file and the link text are missing, and shows the API’s refusal at the file', async () => {
    const fetchStub = vi.fn(async () => violations(['file', DOWNLOAD_TYPE_MESSAGE]));
    vi.stubGlobal('fetch', fetchStub as unknown as typeof fetch);
    const empty = new FormData();
    empty.set('intent', 'download-upload');
    empty.set('name', ' ');
    const missing = await actionWith(empty);
    expect(fetchStub).not.toHaveBeenCalled();
    expect(missing).toMatchObject({
      kind: 'download',
      result: {
        ok: false,
        fieldErrors: {
          'downloads.file': [{ key: 'adminProducts.downloads.chooseFile' }],
          'downloads.name': [{ key: 'adminProducts.errors.blank' }],
        },
      },
    });
    const html = render('/admin/products/VEZ-1', EDITOR, { screen: editorData(), action: missing });
    expect(html).toContain('Pasirinkite PDF failą.');
    expect(inputTag(html, 'name')).toContain('aria-invalid="true"');
    // A picture's upload form is not marked by the download's problems.
    expect(html.match(/data-field="downloads\.file"/g)).toHaveLength(1);
    expect(html).not.toContain('data-field="file"');

    const renamed = new FormData();
    renamed.set('intent', 'download-upload');
    renamed.set('name', 'Instrukcija');
    renamed.append('file', new File(['not a pdf'], 'instrukcija.pdf', { type: 'application/pdf' }));
    const refused = await actionWith(renamed);
    expect(refused).toMatchObject({
      result: { fieldErrors: { 'downloads.file': [{ key: 'adminProducts.errors.downloadType' }] } },
    });
    expect(render('/admin/products/VEZ-1', EDITOR, { screen: editorData(), action: refused })).toContain(
      'Įkelkite PDF failą.',
    );
  });

  it('deletes a download by its id', async () => {
    const { api, args } = routeArgs<ActionArgs>('/admin/products/VEZ-1', () => json([]), {
      ...post({ intent: 'download-delete', downloadId: '3' }),
      params: { code: 'VEZ-1' },
    });
    const answer = await productAction(args);
    expect(api.calls.map((call) => [call.method, call.path])).toEqual([
      ['DELETE', '/products/VEZ-1/downloads/3'],
    ]);
    expect(render('/admin/products/VEZ-1', EDITOR, { screen: editorData(), action: answer })).toContain(
      'Failas ištrintas.',
    );
  });
});
