import {
  BLANK_MESSAGE,
  PRICE_MESSAGE,
  STALE_VERSION_MESSAGE,
  stockBelowHoldMessage,
  type AdminProduct,
  type AdminProductSummary,
  type AdminTaxon,
} from '@shop/contracts';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellData } from '~/components/testing/fixtures.ts';
import { shopRequestContext } from '~/data/request-context.server.ts';
import { adminArgs, json, list, stubAdminApi, type AdminApiCall } from '~/data/testing-admin-api.ts';
import { stubShopRequest } from '~/data/testing-shop-request.ts';
import App from '~/root.tsx';
import AdminLayoutRoute from './admin-layout.tsx';
import AdminProductNewRoute, { action as newProductAction } from './admin-product-new.tsx';
import AdminProductRoute, { action as productAction, loader as productLoader } from './admin-product.tsx';
import AdminProductsRoute, { action as productsAction, loader as productsLoader } from './admin-products.tsx';

const administrator = { id: 1, email: 'ona@gandras.lt', name: 'Ona Petraitienė' };

const summary = (overrides: Partial<AdminProductSummary> = {}): AdminProductSummary => ({
  code: 'VEZ-1',
  enabled: true,
  name: 'Vežimėlis Anex',
  mainTaxon: { code: 'prams', name: 'Vežimėliai' },
  image: 'products/vez-1.jpg',
  price: 45900,
  available: 4,
  inStock: true,
  variantCount: 2,
  createdAt: '2026-11-20T08:00:00.000Z',
  version: 3,
  ...overrides,
});

const taxonTree: AdminTaxon[] = [
  {
    code: 'kids',
    parent: null,
    position: 0,
    enabled: true,
    image: null,
    translations: { lt: { name: 'Vaikams', slug: 'vaikams', description: null } },
    productCount: 0,
    version: 1,
    children: [
      {
        code: 'prams',
        parent: 'kids',
        position: 0,
        enabled: true,
        image: null,
        translations: { lt: { name: 'Vežimėliai', slug: 'vezimeliai', description: null } },
        productCount: 12,
        version: 1,
        children: [],
      },
    ],
  },
];

function product(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    code: 'VEZ-1',
    enabled: true,
    translations: {
      lt: {
        name: 'Vežimėlis Anex',
        slug: 'vezimelis-anex',
        shortDescription: 'Lengvas vežimėlis',
        description: null,
        metaTitle: null,
        metaDescription: null,
      },
    },
    mainTaxon: 'prams',
    taxons: ['prams'],
    attributes: { brand: ['anex'] },
    channels: ['web'],
    requiresLogin: false,
    isBundle: false,
    bundleParts: [],
    onlySellInBundle: false,
    warehouses: [],
    images: [{ id: 7, path: 'products/vez-1.jpg', position: 0, main: true, alt: { lt: 'Vežimėlis' } }],
    downloads: [],
    variants: [
      {
        code: 'VEZ-1-BEIGE',
        productCode: 'VEZ-1',
        enabled: true,
        tracked: true,
        onHand: 5,
        onHold: 3,
        warehouseStock: {},
        maxQuantityPerOrder: null,
        optionValues: {},
        translations: {},
        channelPricings: { web: { price: 45900, originalPrice: null } },
        position: 0,
        version: 2,
      },
    ],
    ordered: false,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-21T08:00:00.000Z',
    version: 4,
    ...overrides,
  };
}

const attributes = list([
  {
    code: 'brand',
    slug: 'brand',
    filterType: 'select' as const,
    position: 0,
    translations: { lt: { name: 'Prekės ženklas' } },
    values: [
      {
        code: 'anex',
        slug: 'anex',
        position: 0,
        numericValue: null,
        color: null,
        iconColor: null,
        backgroundColor: null,
        image: null,
        placements: [],
        showInProductList: false,
        showInProductListOnImage: false,
        translations: { lt: { name: 'Prekės ženklas', value: 'Anex', content: null } },
        productCount: 3,
      },
    ],
  },
]);

/** Answers of the admin API for the lists every screen loads (categories, attributes, options). */
function catalogueAnswer(call: AdminApiCall): Response | null {
  if (call.path === '/taxons') return json(taxonTree);
  if (call.path === '/product-attributes') return json(attributes);
  if (call.path === '/product-options') return json(list([]));
  return null;
}

const violations = (...list: [string, string][]) =>
  json({ violations: list.map(([propertyPath, message]) => ({ propertyPath, message, code: 'x' })) }, 422);

afterEach(() => vi.unstubAllGlobals());

/** A loader's or action's arguments for `path`, with the admin API stubbed at the network. */
function routeArgs<T>(
  path: string,
  answer: (call: AdminApiCall) => Response,
  init: RequestInit & { params?: Record<string, string> } = {},
  shopAnswer?: Parameters<typeof stubShopRequest>[0],
) {
  const api = stubAdminApi((call) => catalogueAnswer(call) ?? answer(call));
  vi.stubGlobal('fetch', api.fetch);
  const context = new RouterContextProvider();
  context.set(shopRequestContext, shopAnswer ? stubShopRequest(shopAnswer).shop : api.shop);
  const { params = {}, ...requestInit } = init;
  return { api, args: { ...adminArgs(path, 'tok', requestInit), context, params } as unknown as T };
}

const post = (values: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(key, one);
  }
  return { method: 'POST', body };
};

async function thrown(call: () => Promise<unknown>): Promise<Response> {
  try {
    await call();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a thrown response');
}

/** A back office screen in the admin layout, server-rendered like the first load. */
function render(
  url: string,
  screen: { id: string; path: string; Component: React.ComponentType<never> },
  data: { screen?: unknown; action?: unknown },
) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: App,
      children: [
        {
          id: 'layout-admin',
          Component: AdminLayoutRoute as React.ComponentType,
          children: [
            { id: screen.id, path: screen.path, Component: screen.Component as React.ComponentType },
          ],
        },
      ],
    },
  ]);
  return renderToString(
    <Stub
      initialEntries={[url]}
      hydrationData={{
        loaderData: { root: shellData(), 'layout-admin': { administrator }, [screen.id]: data.screen },
        actionData: data.action ? { [screen.id]: data.action } : null,
      }}
    />,
  );
}

const LIST = { id: 'ADMIN_PRODUCTS___lt', path: 'admin/products', Component: AdminProductsRoute };
const EDITOR = { id: 'ADMIN_PRODUCT___lt', path: 'admin/products/:code', Component: AdminProductRoute };

describe('products list', () => {
  it('maps the URL’s search, filters, sort and page to the API query', async () => {
    const { api, args } = routeArgs<Parameters<typeof productsLoader>[0]>(
      '/admin/products?search=%20anex%20&taxon=prams&brand=anex&enabled=false&stock=soldOut&sort=price-desc&page=3',
      () => json(list([summary()])),
    );
    const data = await productsLoader(args);
    const call = api.calls.find((c) => c.path === '/products');
    expect(Object.fromEntries(new URLSearchParams(call?.query))).toEqual({
      search: 'anex',
      taxon: 'prams',
      brand: 'anex',
      enabled: 'false',
      stock: 'soldOut',
      'order[price]': 'desc',
      locale: 'lt',
      page: '3',
      itemsPerPage: '20',
    });
    expect(data.taxons.map((taxon) => taxon.label)).toEqual(['Vaikams', 'Vaikams › Vežimėliai']);
    expect(data.brands).toEqual([{ code: 'anex', label: 'Anex' }]);
  });

  it('leaves out what the API would refuse, and sorts newest first by default', async () => {
    const { api, args } = routeArgs<Parameters<typeof productsLoader>[0]>(
      '/admin/products?enabled=maybe&stock=all&sort=evil&taxon=..%2Fx&page=-2',
      () => json(list([])),
    );
    await productsLoader(args);
    const query = new URLSearchParams(api.calls.find((c) => c.path === '/products')?.query);
    expect(Object.fromEntries(query)).toEqual({
      'order[createdAt]': 'desc',
      locale: 'lt',
      page: '1',
      itemsPerPage: '20',
    });
  });

  it('shows rows with picture, category, price, stock and the sold-out state', () => {
    const html = render('/admin/products', LIST, {
      screen: {
        filters: {
          search: '',
          taxon: '',
          brand: '',
          enabled: '',
          stock: '',
          sort: 'createdAt-desc',
          page: 1,
        },
        products: list([
          summary(),
          summary({ code: 'LOV-2', name: 'Lovytė', inStock: false, available: 0, image: null }),
        ]),
        taxons: [],
        brands: [],
        deleted: null,
      },
    });
    expect(html.match(/data-testid="admin-product-row"/g)).toHaveLength(2);
    expect(html).toContain('/media/cache/cart/products/vez-1.jpg?density=1');
    expect(html).toContain('459,00');
    expect(html).toContain('Išparduota');
    expect(html).toContain('href="/admin/products/LOV-2"');
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Prekės<\/a>/);
  });

  it('previews a price change, then applies exactly the previewed one', async () => {
    const prices = [{ product: 'VEZ-1', variant: 'VEZ-1-BEIGE', before: 45900, after: 41310 }];
    const preview = routeArgs<Parameters<typeof productsAction>[0]>(
      '/admin/products',
      () => json({ changed: 0, prices }),
      post({
        codes: ['VEZ-1', 'LOV-2'],
        bulkAction: 'changePrices',
        percent: '-10',
        channel: 'web',
        intent: 'bulk',
      }),
    );
    const previewed = await productsAction(preview.args);
    expect(preview.api.calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/products/bulk',
        body: {
          codes: ['VEZ-1', 'LOV-2'],
          action: { type: 'changePrices', percent: -10, channel: 'web' },
          preview: true,
        },
      },
    ]);
    expect(previewed.result).toEqual({
      ok: true,
      kind: 'preview',
      preview: { percent: -10, channel: 'web', codes: ['VEZ-1', 'LOV-2'], prices },
    });

    const html = render('/admin/products', LIST, {
      screen: {
        filters: {
          search: '',
          taxon: '',
          brand: '',
          enabled: '',
          stock: '',
          sort: 'createdAt-desc',
          page: 1,
        },
        products: list([summary()]),
        taxons: [],
        brands: [],
        deleted: null,
      },
      action: previewed,
    });
    expect(html).toContain('data-testid="admin-price-preview"');
    expect(html).toContain('413,10');
    expect(html).toMatch(/<input type="hidden" name="percent" value="-10"\/>/);
    expect(html).toContain('data-testid="admin-price-apply"');

    const apply = routeArgs<Parameters<typeof productsAction>[0]>(
      '/admin/products',
      () => json({ changed: 1, prices }),
      post({
        codes: ['VEZ-1', 'LOV-2'],
        bulkAction: 'changePrices',
        percent: '-10',
        channel: 'web',
        intent: 'apply',
      }),
    );
    const applied = await productsAction(apply.args);
    expect(apply.api.calls[0]?.body).toMatchObject({ preview: false });
    expect(applied.result).toEqual({ ok: true, kind: 'done', action: 'changePrices', changed: 1 });
  });

  it('asks for a selection and an action without calling the API', async () => {
    const { api, args } = routeArgs<Parameters<typeof productsAction>[0]>(
      '/admin/products',
      () => json({}),
      post({ bulkAction: 'moveToTaxon', taxon: '' }),
    );
    const result = (await productsAction(args)).result;
    expect(api.calls).toEqual([]);
    expect(result.kind === 'refused' && Object.keys(result.fieldErrors).sort()).toEqual(['codes', 'taxon']);
  });
});

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
      () => violations(['code', 'This code is already used.'], ['translations.en.name', BLANK_MESSAGE]),
      post({ code: 'VEZ-1', 'translations.en.slug': 'x' }),
    );
    const answer = await newProductAction(refused.args);
    expect(!answer.ok && Object.keys(answer.fieldErrors)).toEqual(['code', 'translations.en.name']);
    const html = render(
      '/admin/products/new',
      { id: 'ADMIN_PRODUCT_NEW___lt', path: 'admin/products/new', Component: AdminProductNewRoute },
      { screen: { taxons: [], attributes: [], origin: 'http://shop.test' }, action: answer },
    );
    expect(html).toContain('Šis kodas jau naudojamas.');
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

/** The whole <input …> tag of the field named `name`. */
function inputTag(html: string, name: string): string {
  const at = html.indexOf(`name="${name}"`);
  if (at < 0) return '';
  return html.slice(html.lastIndexOf('<input', at), html.indexOf('>', at) + 1);
}

function editorData(loaded: AdminProduct = product()) {
  return {
    product: loaded,
    taxons: [{ code: 'prams', label: 'Vaikams › Vežimėliai', depth: 1 }],
    attributes: attributes.data,
    options: [],
    inShop: { path: '/p/vezimelis-anex-42', id: 42 },
    origin: 'http://shop.test',
    channels: ['web'],
    notice: null,
  };
}
