import type { Banner, TaxonNode } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '~/lib/api/client.ts';
import { COOKIE_AUTH_REFRESH_TOKEN, COOKIE_AUTH_TOKEN } from '~/lib/storage-keys.ts';
import { loadStandaloneBanners } from './content-blocks.server.ts';
import { emptyShopDataCaches, loadTaxonTree } from './shop-data.server.ts';
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

describe('what every guest gets (information bar, standalone banners, blocks)', () => {
  const banner = (title: string) => ({ id: 1, code: 'winter', title, image: 'a.webp' }) as unknown as Banner;
  const listOf = (title: string) => Response.json({ data: [banner(title)], meta: {} });
  /** The API's catalogue version as GET /catalogue-version answers it to the process's watch. */
  let version = 1;

  beforeEach(() => {
    emptyShopDataCaches();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.stubGlobal('fetch', (async () => Response.json({ version })) as typeof fetch);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the API once for all the guests of a channel and locale', async () => {
    const first = stubShopRequest(() => listOf('Winter'));
    const second = stubShopRequest(() => listOf('Another answer'));
    expect(await loadStandaloneBanners(first.shop)).toEqual([banner('Winter')]);
    expect(await loadStandaloneBanners(second.shop)).toEqual([banner('Winter')]);
    expect(first.calls.map((call) => call.path)).toEqual(['/banners']);
    expect(second.calls).toEqual([]);
    // Another locale is another answer.
    const english = stubShopRequest(() => listOf('Winter (en)'));
    english.shop.locale = 'en';
    expect(await loadStandaloneBanners(english.shop)).toEqual([banner('Winter (en)')]);
  });

  it("never serves a signed-in shopper a guest's answer, nor keeps theirs", async () => {
    await loadStandaloneBanners(stubShopRequest(() => listOf('For guests')).shop);
    for (const cookie of [`${COOKIE_AUTH_TOKEN}=a1`, `${COOKIE_AUTH_REFRESH_TOKEN}=r1`]) {
      const shopper = stubShopRequest(() => listOf(`For ${cookie}`), cookie);
      expect(await loadStandaloneBanners(shopper.shop)).toEqual([banner(`For ${cookie}`)]);
      expect(await loadStandaloneBanners(shopper.shop)).toEqual([banner(`For ${cookie}`)]);
      expect(shopper.calls.map((call) => call.path)).toEqual(['/banners', '/banners']);
    }
    const guest = stubShopRequest(() => listOf('Not asked'));
    expect(await loadStandaloneBanners(guest.shop)).toEqual([banner('For guests')]);
  });

  it('asks again once the back office moved the catalogue version on', async () => {
    const before = stubShopRequest(() => listOf('Before'));
    expect(await loadStandaloneBanners(before.shop)).toEqual([banner('Before')]);
    version += 1;
    vi.setSystemTime(Date.now() + 1000);
    const after = stubShopRequest(() => listOf('After'));
    expect(await loadStandaloneBanners(after.shop)).toEqual([banner('After')]);
    expect(after.calls.map((call) => call.path)).toEqual(['/banners']);
  });

  it('does not keep a failed answer', async () => {
    const failing = stubShopRequest(() => new Response('{}', { status: 503 }));
    expect(await loadStandaloneBanners(failing.shop)).toEqual([]);
    const next = stubShopRequest(() => listOf('Back'));
    expect(await loadStandaloneBanners(next.shop)).toEqual([banner('Back')]);
  });
});
