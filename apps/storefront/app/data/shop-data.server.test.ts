import type { TaxonNode } from '@shop/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '~/lib/api/client.ts';
import { loadTaxonTree } from './shop-data.server.ts';
import { stubShopRequest } from './testing-shop-request.ts';

const API = 'http://api.test';
const tree = [{ id: 1, code: 'toys', name: 'Toys', slug: 'toys', children: [] }] as unknown as TaxonNode[];

/** The API as the other process: records every call's path and locale header, answers the tree. */
function stubApi() {
  const calls: { path: string; locale: string | null; authorization: string | null }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const path = new URL(String(input)).pathname.replace('/api/v2/shop', '');
    calls.push({ path, locale: headers.get('locale'), authorization: headers.get('authorization') });
    if (path === '/taxons-tree') return Response.json({ data: tree, meta: {} });
    return Response.json({ version: 'v1' });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

describe('loadTaxonTree', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the tree with the shopper's token on a login-only channel, where the API refuses anonymous calls", async () => {
    const everyoneElse = stubApi();
    vi.stubGlobal('fetch', everyoneElse.fetch);
    const shopper = stubApi();
    const { shop } = stubShopRequest(() => Response.json({}));
    shop.config = { ...shop.config, channelCode: 'b2b' };
    shop.channel = { ...shop.channel, requiresLogin: true };
    shop.api = createApiClient({
      baseUrl: API,
      channelCode: 'b2b',
      locale: 'lt',
      getAccessToken: () => 'access-token',
      refreshTokens: async () => false,
      onAuthFailure: () => {},
      fetch: shopper.fetch,
    });

    // Another locale than the request's (a category page's language links).
    expect(await loadTaxonTree(shop, 'en')).toEqual(tree);
    expect(shopper.calls).toEqual([
      { path: '/taxons-tree', locale: 'en', authorization: 'Bearer access-token' },
    ]);
    expect(everyoneElse.calls.map((call) => call.path)).not.toContain('/taxons-tree');
  });

  it('reads it without a token elsewhere: the same for every shopper', async () => {
    const everyoneElse = stubApi();
    vi.stubGlobal('fetch', everyoneElse.fetch);
    const { shop, calls } = stubShopRequest(() => Response.json({}));
    expect(await loadTaxonTree(shop, 'lt')).toEqual(tree);
    expect(calls).toEqual([]);
    expect(everyoneElse.calls).toContainEqual({ path: '/taxons-tree', locale: 'lt', authorization: null });
  });
});
