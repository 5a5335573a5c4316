import { BLANK_MESSAGE, PRICE_MESSAGE, STALE_VERSION_MESSAGE, stockBelowHoldMessage } from '@shop/contracts';
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
  thrown,
  violations,
} from '~/data/testing-admin-products.tsx';
import AdminProductNewRoute, { action as newProductAction } from './admin-product-new.tsx';
import AdminProductRoute, { action as productAction, loader as productLoader } from './admin-product.tsx';

afterEach(() => vi.unstubAllGlobals());

const EDITOR = { id: 'ADMIN_PRODUCT___lt', path: 'admin/products/:code', Component: AdminProductRoute };

describe('product editor', () => {
  const editorForm = (overrides: Record<string, string> = {}) => ({
    intent: 'save',
    version: '4',
    enabled: 'on',
    'translations.lt.name': 'Vežimėlis Anex',
    'translations.lt.slug': 'vezimelis-anex',
    'translations.lt.shortDescription': 'Lengvas vežimėlis',
    mainTaxon: 'prams',
    taxons: 'prams',
    'attributes.brand': 'anex',
    'variants[0].isNew': 'false',
    'variants[0].code': 'VEZ-1-BEIGE',
    'variants[0].version': '2',
    'variants[0].enabled': 'on',
    'variants[0].tracked': 'on',
    'variants[0].onHand': '5',
    'variants[0].channelPricings.web.price': '459.00',
    'variants[0].channelPricings.web.originalPrice': '',
    'variants[1].isNew': 'true',
    'variants[1].code': '',
    'variants[1].onHand': '',
    'variants[1].channelPricings.web.price': '',
    ...overrides,
  });

  it('loads the product with its pickers and its page in the shop; an unknown code is a 404', async () => {
    const { args } = routeArgs<Parameters<typeof productLoader>[0]>(
      '/admin/products/VEZ-1',
      () => json(product()),
      { params: { code: 'VEZ-1' } },
      (call) =>
        call.path === '/products/VEZ-1'
          ? json({ id: 42, code: 'VEZ-1', slug: 'vezimelis-anex' })
          : json({}, 500),
    );
    const data = await productLoader(args);
    expect(data.inShop).toEqual({ path: '/p/vezimelis-anex-42', id: 42 });
    expect(data.channels).toEqual(['web']);

    const missing = routeArgs<Parameters<typeof productLoader>[0]>(
      '/admin/products/NOPE',
      () => json({ code: 404, message: 'Not found' }, 404),
      { params: { code: 'NOPE' } },
    );
    expect((await thrown(() => productLoader(missing.args))).status).toBe(404);
  });

  it('sends only what changed, and shows every refused field at once: a locale’s name, a price, the stock floor', async () => {
    const { api, args } = routeArgs<Parameters<typeof productAction>[0]>(
      '/admin/products/VEZ-1',
      (call) => {
        if (call.method === 'GET') return json(product());
        if (call.path === '/products/VEZ-1') return violations(['translations.lt.name', BLANK_MESSAGE]);
        if (call.method === 'POST') return json({}, 201);
        return violations(['channelPricings.web.price', PRICE_MESSAGE], ['onHand', stockBelowHoldMessage(3)]);
      },
      {
        ...post(
          editorForm({
            'translations.lt.name': '',
            'variants[0].onHand': '1',
            'variants[0].channelPricings.web.price': '499',
            'variants[1].code': 'VEZ-1-GREY',
            'variants[1].channelPricings.web.price': '12,5x',
          }),
        ),
        params: { code: 'VEZ-1' },
      },
    );
    const answer = await productAction(args);
    const sent = api.calls.filter((call) => call.method !== 'GET');
    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'PATCH',
        path: '/products/VEZ-1',
        body: {
          version: 4,
          translations: {
            lt: {
              name: '',
              slug: 'vezimelis-anex',
              shortDescription: 'Lengvas vežimėlis',
              description: null,
              metaTitle: null,
              metaDescription: null,
            },
          },
        },
      },
      {
        method: 'PATCH',
        path: '/product-variants/VEZ-1-BEIGE',
        body: { version: 2, onHand: 1, channelPricings: { web: { price: 49900, originalPrice: null } } },
      },
      {
        method: 'POST',
        path: '/products/VEZ-1/variants',
        body: expect.objectContaining({ code: 'VEZ-1-GREY', onHand: 0, channelPricings: {} }),
      },
    ]);
    expect(answer.kind).toBe('save');
    const result = answer.kind === 'save' && !answer.result.ok ? answer.result : null;
    expect(result?.fieldErrors).toEqual({
      'translations.lt.name': [{ key: 'adminProducts.errors.blank', values: {} }],
      'variants[0].channelPricings.web.price': [{ key: 'adminProducts.errors.price', values: {} }],
      'variants[0].onHand': [{ key: 'adminProducts.errors.belowHold', values: { count: '3' } }],
      'variants[1].channelPricings.web.price': [{ key: 'adminProducts.errors.priceFormat' }],
    });

    const html = render('/admin/products/VEZ-1', EDITOR, { screen: editorData(), action: answer });
    expect(html).toContain('Užpildykite šį lauką.');
    expect(html).toContain('Įveskite 0 arba didesnę kainą.');
    expect(html).toContain('Likutis negali būti mažesnis nei 3 vnt., kuriuos rezervavo pateikti užsakymai.');
    expect(html).toContain('Įveskite kainą eurais, pvz., 12.99.');
    expect(inputTag(html, 'translations.lt.name')).toContain('aria-invalid="true"');
    expect(inputTag(html, 'variants[0].onHand')).toContain('aria-invalid="true"');
    // What the owner typed is shown again, not what was loaded.
    expect(inputTag(html, 'variants[0].onHand')).toContain('value="1"');
    expect(inputTag(html, 'variants[0].channelPricings.web.price')).toContain('value="499"');
    expect(inputTag(html, 'translations.lt.slug')).not.toContain('aria-invalid');
  });

  it('sends the bundle parts that name a variant, and shows a refused part at its own row', async () => {
    const { api, args } = routeArgs<Parameters<typeof productAction>[0]>(
      '/admin/products/VEZ-1',
      (call) =>
        call.method === 'GET'
          ? json(product())
          : violations(['bundleParts[1].variant', 'There is no variant with this code.']),
      {
        ...post(
          editorForm({
            isBundle: 'on',
            'bundleParts[0].variant': '',
            'bundleParts[0].quantity': '1',
            'bundleParts[1].variant': 'LOV-2-WHITE',
            'bundleParts[1].quantity': '1',
            'bundleParts[2].variant': 'NOPE',
            'bundleParts[2].quantity': '2',
          }),
        ),
        params: { code: 'VEZ-1' },
      },
    );
    const answer = await productAction(args);
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      version: 4,
      isBundle: true,
      bundleParts: [
        { variant: 'LOV-2-WHITE', quantity: 1 },
        { variant: 'NOPE', quantity: 2 },
      ],
    });
    const result = answer.kind === 'save' && !answer.result.ok ? answer.result : null;
    expect(result?.fieldErrors).toEqual({
      'bundleParts[2].variant': [{ key: 'adminProducts.errors.unknownVariant', values: {} }],
    });
    const html = render('/admin/products/VEZ-1', EDITOR, { screen: editorData(), action: answer });
    expect(inputTag(html, 'bundleParts[2].variant')).toContain('aria-invalid="true"');
    expect(html).toContain('Varianto su tokiu kodu nėra.');
  });

  it('says someone else changed the product when the API answers 409, with a reload link', async () => {
    const { args } = routeArgs<Parameters<typeof productAction>[0]>(
      '/admin/products/VEZ-1',
      (call) =>
        call.method === 'GET' ? json(product()) : json({ code: 409, message: STALE_VERSION_MESSAGE }, 409),
      {
        ...post(editorForm({ version: '3', 'translations.lt.name': 'Vežimėlis Anex 2' })),
        params: { code: 'VEZ-1' },
      },
    );
    const answer = await productAction(args);
    const result = answer.kind === 'save' && !answer.result.ok ? answer.result : null;
    expect(result?.stale).toBe(true);
    expect(result?.values.version).toBe(3);
    const html = render('/admin/products/VEZ-1', EDITOR, {
      screen: editorData(product({ version: 5 })),
      action: answer,
    });
    expect(html).toContain('data-testid="admin-product-stale"');
    expect(html).toContain('Kažkas kitas tuo metu pakeitė šią prekę.');
    expect(html).toContain('href="/admin/products/VEZ-1">Įkelti prekę iš naujo</a>');
    // The form keeps the version it loaded: saving again without reloading is refused again.
    expect(html).toMatch(/<input type="hidden" name="version" value="3"\/>/);
  });

  it('saves and comes back to the page when the API takes everything', async () => {
    const { api, args } = routeArgs<Parameters<typeof productAction>[0]>(
      '/admin/products/VEZ-1',
      (call) => (call.method === 'GET' ? json(product()) : json(product())),
      { ...post(editorForm({ 'variants[0].enabled': '' })), params: { code: 'VEZ-1' } },
    );
    const response = await thrown(() => productAction(args));
    expect(response.headers.get('location')).toBe('/admin/products/VEZ-1?saved=1');
    expect(
      api.calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.path, call.body]),
    ).toEqual([['PATCH', '/product-variants/VEZ-1-BEIGE', { version: 2, enabled: false }]]);
  });

  it('creates a product, then goes on to its page; a refusal comes back per field', async () => {
    const created = routeArgs<Parameters<typeof newProductAction>[0]>(
      '/admin/products/new',
      () => json(product({ code: 'NEW-1' }), 201),
      post({ code: 'NEW-1', enabled: 'on', 'translations.lt.name': 'Naujas', 'translations.en.name': 'New' }),
    );
    const response = await thrown(() => newProductAction(created.args));
    expect(response.headers.get('location')).toBe('/admin/products/NEW-1?created=1');
    expect(created.api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/products',
      body: {
        code: 'NEW-1',
        enabled: true,
        translations: {
          lt: { name: 'Naujas', slug: '', shortDescription: null },
          en: { name: 'New', slug: '' },
        },
        taxons: [],
        bundleParts: [],
      },
    });

    const refused = routeArgs<Parameters<typeof newProductAction>[0]>(
      '/admin/products/new',
      () =>
        violations(
          ['code', 'This code is already used.'],
          ['translations.en.name', BLANK_MESSAGE],
          ['translations.en.slug', 'This address is already used by the product "LOV-2".'],
        ),
      post({ code: 'VEZ-1', 'translations.en.slug': 'x' }),
    );
    const answer = await newProductAction(refused.args);
    expect(!answer.ok && Object.keys(answer.fieldErrors)).toEqual([
      'code',
      'translations.en.name',
      'translations.en.slug',
    ]);
    const html = render(
      '/admin/products/new',
      { id: 'ADMIN_PRODUCT_NEW___lt', path: 'admin/products/new', Component: AdminProductNewRoute },
      { screen: { taxons: [], attributes: [], origin: 'http://shop.test' }, action: answer },
    );
    expect(html).toContain('Šis kodas jau naudojamas.');
    expect(html).toContain('Šį adresą jau naudoja prekė „LOV-2“.');
    expect(html).toMatch(/name="code"[^>]*value="VEZ-1"/);
  });

  it('forwards an uploaded picture to the API as multipart field `file`, with the administrator’s token', async () => {
    const received: { method: string; path: string; auth: string | null; file: File | null }[] = [];
    const fetchStub = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = init?.body;
      received.push({
        method: init?.method ?? 'GET',
        path: new URL(String(input)).pathname,
        auth: new Headers(init?.headers).get('authorization'),
        file: body instanceof FormData ? (body.get('file') as File) : null,
      });
      return json({ id: 9, path: 'products/new.png', position: 1, main: false, alt: {} }, 201);
    }) as typeof fetch;
    vi.stubGlobal('fetch', fetchStub);
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const form = new FormData();
    form.set('intent', 'image-upload');
    form.append('file', new File([bytes], 'vezimelis.png', { type: 'image/png' }));
    const context = new RouterContextProvider();
    context.set(shopRequestContext, stubAdminApi(() => json({})).shop);
    const args = {
      ...adminArgs('/admin/products/VEZ-1', 'tok', { method: 'POST', body: form }),
      context,
      params: { code: 'VEZ-1' },
    } as unknown as Parameters<typeof productAction>[0];
    const answer = await productAction(args);
    expect(answer).toMatchObject({ kind: 'image', result: { ok: true } });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      path: '/api/v2/admin/products/VEZ-1/images',
      auth: 'Bearer tok',
    });
    expect(received[0]?.file?.name).toBe('vezimelis.png');
    expect(received[0]?.file?.type).toBe('image/png');
    expect(new Uint8Array(await received[0]!.file!.arrayBuffer())).toEqual(bytes);
  });

  it('shows the API’s refusal of a picture at the upload field', async () => {
    vi.stubGlobal('fetch', (async () =>
      violations(['file', 'Upload a JPEG, PNG or WebP picture.'])) as typeof fetch);
    const form = new FormData();
    form.set('intent', 'image-upload');
    form.append('file', new File(['not a picture'], 'notes.png', { type: 'image/png' }));
    const context = new RouterContextProvider();
    context.set(shopRequestContext, stubAdminApi(() => json({})).shop);
    const answer = await productAction({
      ...adminArgs('/admin/products/VEZ-1', 'tok', { method: 'POST', body: form }),
      context,
      params: { code: 'VEZ-1' },
    } as unknown as Parameters<typeof productAction>[0]);
    expect(answer).toMatchObject({
      kind: 'image',
      result: {
        ok: false,
        fieldErrors: {
          file: [
            { key: 'adminProducts.images.fileRefused', values: { name: 'notes.png' } },
            { key: 'adminProducts.errors.imageType' },
          ],
        },
      },
    });
  });

  it('deletes a product never ordered (back to the list); one that was ordered is disabled and says so', async () => {
    const gone = routeArgs<Parameters<typeof productAction>[0]>(
      '/admin/products/VEZ-1',
      () => new Response(null, { status: 204 }),
      { ...post({ intent: 'delete' }), params: { code: 'VEZ-1' } },
    );
    expect((await thrown(() => productAction(gone.args))).headers.get('location')).toBe(
      '/admin/products?deleted=VEZ-1',
    );
    expect(gone.api.calls.map((call) => [call.method, call.path])).toEqual([['DELETE', '/products/VEZ-1']]);

    const kept = routeArgs<Parameters<typeof productAction>[0]>(
      '/admin/products/VEZ-1',
      () => json({ outcome: 'disabled', message: 'The product was ordered, so it is disabled.' }),
      { ...post({ intent: 'delete' }), params: { code: 'VEZ-1' } },
    );
    const answer = await productAction(kept.args);
    const html = render('/admin/products/VEZ-1', EDITOR, { screen: editorData(), action: answer });
    expect(html).toContain('Ši prekė buvo užsakyta, todėl ji išjungta, o ne ištrinta');
  });

  it('renders each locale with its completeness, the variants grid, the pictures and the search preview', () => {
    const html = render('/admin/products/VEZ-1', EDITOR, { screen: editorData() });
    expect(html).toContain('lt: užpildyta 3 iš 6 laukų');
    expect(html).toContain('en: užpildyta 0 iš 6 laukų');
    expect(html.match(/data-testid="admin-variant-row"/g)).toHaveLength(1);
    expect(html).toContain('3 rezervuota pateiktiems užsakymams');
    expect(html).toMatch(/name="variants\[0\]\.channelPricings\.web\.price"[^>]*value="459.00"/);
    expect(html).toContain('data-testid="admin-image"');
    expect(html).toContain('href="/p/vezimelis-anex-42"');
    expect(html).toContain('http://shop.test/p/vezimelis-anex-42');
    expect(html).toMatch(/<label for="product-lt-name">Pavadinimas<\/label>/);
  });
});
