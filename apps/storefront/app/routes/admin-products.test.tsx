import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, list } from '~/data/testing-admin-api.ts';
import { post, render, routeArgs, summary } from '~/data/testing-admin-products.tsx';
import AdminProductsRoute, { action as productsAction, loader as productsLoader } from './admin-products.tsx';

afterEach(() => vi.unstubAllGlobals());

const LIST = { id: 'ADMIN_PRODUCTS___lt', path: 'admin/products', Component: AdminProductsRoute };

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
