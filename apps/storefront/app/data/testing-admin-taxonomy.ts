import type { AdminAttribute, AdminOption, AdminTaxon } from '@shop/contracts';
import { requireTaxonomySession } from './admin-taxonomy.server.ts';
import { adminArgs, stubAdminApi, type AdminApiCall } from './testing-admin-api.ts';

/**
 * The admin API stubbed at the network for the categories, attributes and options screens: like
 * stubAdminApi, and a multipart body (a picture upload) is recorded as its fields, a file as
 * `{name, type, size}`.
 */
export function stubTaxonomyApi(answer: (call: AdminApiCall) => Response) {
  const api = stubAdminApi(answer);
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!(init?.body instanceof FormData)) return api.fetch(input, init);
    const fields: Record<string, unknown> = {};
    for (const [key, value] of init.body.entries()) {
      fields[key] =
        typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size };
    }
    const headers = new Headers(init.headers);
    if (headers.has('content-type')) throw new Error('A multipart body must get its boundary from fetch');
    return api.fetch(input, { ...init, body: JSON.stringify({ multipart: fields }) });
  }) as typeof globalThis.fetch;
  return {
    ...api,
    fetch,
    taxonomySession: (path: string, token = 'admin-token') =>
      requireTaxonomySession(api.shop, adminArgs(path, token), fetch),
  };
}

export const sent = (calls: AdminApiCall[]) =>
  calls.map(({ method, path, query, body }) => ({ method, path, query, body }));

export const violations = (...pairs: [string, string][]) => ({
  violations: pairs.map(([propertyPath, message]) => ({ propertyPath, message, code: 'x' })),
});

export function taxon(overrides: Partial<AdminTaxon> = {}): AdminTaxon {
  return {
    code: 'drabuziai',
    parent: null,
    position: 0,
    enabled: true,
    image: null,
    translations: {
      lt: { name: 'Drabužiai', slug: 'drabuziai', description: null },
      en: { name: 'Clothes', slug: 'clothes', description: null },
    },
    productCount: 0,
    children: [],
    version: 3,
    ...overrides,
  };
}

/** Drabužiai (Kelnės, Suknelės 12 products), Žaislai. */
export function tree(): AdminTaxon[] {
  return [
    taxon({
      productCount: 4,
      children: [
        taxon({
          code: 'kelnes',
          parent: 'drabuziai',
          translations: { lt: { name: 'Kelnės', slug: 'kelnes', description: null } },
          version: 2,
        }),
        taxon({
          code: 'sukneles',
          parent: 'drabuziai',
          position: 1,
          productCount: 12,
          translations: { lt: { name: 'Suknelės', slug: 'sukneles', description: null } },
          version: 5,
        }),
      ],
    }),
    taxon({
      code: 'zaislai',
      position: 1,
      enabled: false,
      translations: { lt: { name: 'Žaislai', slug: 'zaislai', description: null } },
    }),
  ];
}

export function attribute(overrides: Partial<AdminAttribute> = {}): AdminAttribute {
  return {
    code: 'badge',
    slug: 'zenkliukas',
    filterType: 'none',
    position: 0,
    translations: { lt: { name: 'Ženkliukas' }, en: { name: 'Badge' } },
    values: [
      {
        code: 'top',
        slug: 'top',
        position: 0,
        numericValue: null,
        color: '#ffffff',
        iconColor: null,
        backgroundColor: '#c4122f',
        image: null,
        placements: ['product-list-on-image', 'product-inner-top'],
        showInProductList: false,
        showInProductListOnImage: true,
        translations: { lt: { name: 'TOP', value: 'true', content: null } },
        productCount: 7,
      },
    ],
    ...overrides,
  };
}

export function option(overrides: Partial<AdminOption> = {}): AdminOption {
  return {
    code: 'size',
    position: 0,
    translations: { lt: { name: 'Dydis' }, en: { name: 'Size' } },
    values: [
      { code: 'size-74', position: 0, translations: { lt: { value: '74' } } },
      { code: 'size-80', position: 1, translations: { lt: { value: '80' } } },
    ],
    ...overrides,
  };
}
