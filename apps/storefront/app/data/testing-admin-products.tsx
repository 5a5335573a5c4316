import type { AdminProduct, AdminProductSummary, AdminTaxon } from '@shop/contracts';
import { RouterContextProvider } from 'react-router';
import { vi } from 'vitest';
import { administrator, renderAdminScreen } from '~/routes/testing-admin-screen.tsx';
import { shopRequestContext } from './request-context.server.ts';
import { adminArgs, json, list, stubAdminApi, type AdminApiCall } from './testing-admin-api.ts';
import { stubShopRequest } from './testing-shop-request.ts';

/*
 * For the products screens' route tests: the admin API's answers (a product, the category tree, the
 * attributes), loader and action arguments with the API stubbed at the network, and server rendering in the
 * back office layout. The storefront's own code runs for real.
 */

export { administrator };

export const summary = (overrides: Partial<AdminProductSummary> = {}): AdminProductSummary => ({
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

export const taxonTree: AdminTaxon[] = [
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

export function product(overrides: Partial<AdminProduct> = {}): AdminProduct {
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
        gtin: null,
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

export const attributes = list([
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

export const salesChannels = [
  { code: 'web', name: 'Gandras', requiresLogin: false },
  { code: 'b2b', name: 'Gandras verslui', requiresLogin: true },
];
export const stockWarehouses = [
  { code: 'VLN', name: 'Vilnius', address: null },
  { code: 'KNS', name: 'Kaunas', address: null },
];

/** Answers of the admin API for the lists every screen loads (categories, attributes, options). */
export function catalogueAnswer(call: AdminApiCall): Response | null {
  if (call.path === '/taxons') return json(list(taxonTree));
  if (call.path === '/product-attributes') return json(attributes);
  if (call.path === '/product-options') return json(list([]));
  if (call.path === '/channels') return json(list(salesChannels));
  if (call.path === '/warehouses') return json(list(stockWarehouses));
  return null;
}

export const violations = (...list: [string, string][]) =>
  json({ violations: list.map(([propertyPath, message]) => ({ propertyPath, message, code: 'x' })) }, 422);

/** A loader's or action's arguments for `path`, with the admin API stubbed at the network. */
export function routeArgs<T>(
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

export const post = (values: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(key, one);
  }
  return { method: 'POST', body };
};

export async function thrown(call: () => Promise<unknown>): Promise<Response> {
  try {
    await call();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a thrown response');
}

/** A back office screen in the admin layout, server-rendered like the first load (renderAdminScreen). */
export function render(
  url: string,
  screen: { id: string; path: string; Component: React.ComponentType<never> },
  data: { screen?: unknown; action?: unknown },
) {
  return renderAdminScreen({ url, screen, data: data.screen, action: data.action });
}

/** The whole <input …> tag of the field named `name`. */
export function inputTag(html: string, name: string): string {
  const at = html.indexOf(`name="${name}"`);
  if (at < 0) return '';
  return html.slice(html.lastIndexOf('<input', at), html.indexOf('>', at) + 1);
}

export function editorData(loaded: AdminProduct = product()) {
  return {
    product: loaded,
    taxons: [{ code: 'prams', label: 'Vaikams › Vežimėliai', depth: 1 }],
    attributes: attributes.data,
    options: [],
    inShop: { path: '/p/vezimelis-anex-42', id: 42 },
    origin: 'http://shop.test',
    channels: ['web'],
    salesChannels: salesChannels.map(({ code, name }) => ({ code, name })),
    stockWarehouses: stockWarehouses.map(({ code, name }) => ({ code, name })),
    notice: null,
  };
}
