import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { servedCatalog } from '~/i18n/catalogs.server.ts';
import { demoChannel, menu, menuItem, taxonNode, taxonRef } from '~/components/testing/fixtures.ts';
import { startFakeShopApi, type FakeShopApiState } from './helpers/fake-shop-api.ts';

/** The channels' menus: main and mega are served, footer's fails (the API answers 404). */
const menuCodes = { main: 'main-menu', mega: 'mega-menu', footer: 'missing-menu' };
const mainMenu = menu('main', []);
const megaMenu = menu('mega', [
  menuItem({ name: 'Kūdikiams', type: 'taxon_tree', ref: taxonRef(1, 'kudikiams') }),
]);

const state: FakeShopApiState = {
  channels: {
    web: demoChannel({ menuCodes }),
    b2b: demoChannel({ code: 'b2b', name: 'Gandras Verslui', requiresLogin: true, menuCodes }),
  },
  menus: { 'main-menu': mainMenu, 'mega-menu': megaMenu },
  redirects: [
    { source: '/senas-puslapis', destination: '/akcijos', permanent: true, only404: false },
    { source: '/sena-kategorija', destination: '/c/kudikiams-1', permanent: false, only404: true },
  ],
  taxonTrees: {
    lt: [
      taxonNode({
        id: 1,
        name: 'Kūdikiams',
        slug: 'kudikiams',
        children: [taxonNode({ id: 12, name: 'Vežimėliai', slug: 'kudikiams/vezimeliai' })],
      }),
    ],
    en: [
      taxonNode({
        id: 1,
        name: 'For babies',
        slug: 'babies',
        children: [taxonNode({ id: 12, name: 'Strollers', slug: 'babies/strollers' })],
      }),
    ],
  },
};

let api: Awaited<ReturnType<typeof startFakeShopApi>>;
beforeAll(async () => {
  api = await startFakeShopApi(state);
});
afterAll(() => api.close());

/** The storefront's server modules, loaded fresh for one process configuration (config and caches reset). */
async function storefrontProcess(env: { CHANNEL_CODE: string; NEW_URLS?: string }) {
  vi.stubEnv('API_URL', api.url);
  vi.stubEnv('CHANNEL_CODE', env.CHANNEL_CODE);
  vi.stubEnv('NEW_URLS', env.NEW_URLS ?? '');
  vi.resetModules();
  const requestContext = await import('~/data/request-context.server.ts');
  const taxonList = await import('~/routes/taxon-list.tsx');
  const contentPage = await import('~/routes/page.tsx');
  const menuRoute = await import('~/routes/menu.ts');

  /** Runs the root middleware like React Router does; answers what it returned or threw. */
  async function handle(
    path: string,
    options: {
      cookie?: string;
      next?: (context: RouterContextProvider) => Promise<Response>;
      params?: Record<string, string | undefined>;
    } = {},
  ) {
    const url = new URL(path, 'http://shop.test');
    const request = new Request(url, { headers: options.cookie ? { cookie: options.cookie } : {} });
    const context = new RouterContextProvider();
    const next = vi.fn(async () => (options.next ? options.next(context) : new Response('page')));
    const args = { request, url, context, params: options.params ?? {}, pattern: '/*' };
    try {
      const result = await requestContext.shopRequestMiddleware(
        args as Parameters<typeof requestContext.shopRequestMiddleware>[0],
        next,
      );
      return { result, thrown: undefined, next, context };
    } catch (thrown) {
      return { result: undefined, thrown, next, context };
    }
  }

  /** Runs a route loader behind the middleware, as for a real request. */
  async function load(
    routeModule: { loader: (args: never) => Promise<unknown> },
    path: string,
    params: Record<string, string>,
  ) {
    let loaded: unknown;
    let loaderThrew: unknown;
    const outcome = await handle(path, {
      next: async (context) => {
        const url = new URL(path, 'http://shop.test');
        try {
          loaded = await routeModule.loader({ context, url, params, request: new Request(url) } as never);
        } catch (thrown) {
          loaderThrew = thrown;
        }
        return new Response('page');
      },
    });
    return { ...outcome, loaded, loaderThrew };
  }

  return { requestContext, handle, load, taxonList, contentPage, menuRoute };
}

const locationOf = (thrown: unknown) => (thrown instanceof Response ? thrown.headers.get('location') : null);
const statusOf = (thrown: unknown) =>
  thrown instanceof Response
    ? thrown.status
    : (thrown as { init?: { status?: number } } | undefined)?.init?.status;

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  api.requests.length = 0;
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => consoleError.mockRestore();
});

describe('root middleware (main channel)', () => {
  it('loads the channel and its menus in the URL locale, leaving out a menu that fails', async () => {
    const shop = await storefrontProcess({ CHANNEL_CODE: 'web' });
    const { result, next, context } = await shop.handle('/en/cart');
    expect(result?.status).toBe(200);
    expect(next).toHaveBeenCalledTimes(1);
    const request = shop.requestContext.getShopRequest(context);
    expect(request.locale).toBe('en');
    expect(request.channel.name).toBe('Gandras');
    expect(request.menus).toEqual({ main: mainMenu, mega: megaMenu });
    expect(consoleError).toHaveBeenCalledWith(
      'Menu "missing-menu" could not be loaded: 404 Not Found: Menu not found.',
    );
    const channelCall = api.requests.find((call) => call.path === '/api/v2/shop/channels/web');
    expect(channelCall?.headers).toMatchObject({ locale: 'en', channel: 'web', 'accept-language': 'en' });
  });

  it('caches the channel and menus per locale', async () => {
    const shop = await storefrontProcess({ CHANNEL_CODE: 'web' });
    await shop.handle('/krepselis');
    await shop.handle('/akcijos');
    await shop.handle('/en/cart');
    const channelCalls = api.requests.filter((call) => call.path.startsWith('/api/v2/shop/channels/'));
    expect(channelCalls.map((call) => call.headers.locale)).toEqual(['lt', 'en']);
  });

  it("applies the shop owner's redirect before the page renders", async () => {
    const shop = await storefrontProcess({ CHANNEL_CODE: 'web' });
    const { thrown, next } = await shop.handle('/senas-puslapis?utm=x');
    expect(statusOf(thrown)).toBe(301);
    expect(locationOf(thrown)).toBe('/akcijos?utm=x');
    expect(next).not.toHaveBeenCalled();
  });

  it('leaves only-404 redirects to the catch-all, which applies them when no content page matches', async () => {
    const shop = await storefrontProcess({ CHANNEL_CODE: 'web' });
    const outcome = await shop.load(shop.contentPage, '/sena-kategorija', { '*': 'sena-kategorija' });
    expect(outcome.next).toHaveBeenCalled();
    expect(statusOf(outcome.loaderThrew)).toBe(302);
    expect(locationOf(outcome.loaderThrew)).toBe('/c/kudikiams-1');

    const missing = await shop.load(shop.contentPage, '/nieko-nera', { '*': 'nieko-nera' });
    expect(statusOf(missing.loaderThrew)).toBe(404);
  });

  it('answers 404 for a locale the channel does not offer, with the shop in its default locale', async () => {
    const shop = await storefrontProcess({ CHANNEL_CODE: 'web' });
    const { thrown, next } = await shop.handle('/ru/korzina');
    expect(next).not.toHaveBeenCalled();
    expect(statusOf(thrown)).toBe(404);
    const shell = (thrown as { data: { shell: { locale: string; catalogHref: string } } }).data.shell;
    expect(shell.locale).toBe('lt');
    // The Lithuanian shop catalog (the same content, so the same address, as this test's own copy).
    const lt = servedCatalog('lt', 'shop');
    expect(shell.catalogHref).toBe(lt.href);
    expect(lt.catalog['errors.notFound.title']).toBe('Puslapis nerastas');
  });

  it("answers 404 when a locale-neutral route's locale segment is no prefixed locale", async () => {
    const shop = await storefrontProcess({ CHANNEL_CODE: 'web' });
    for (const [path, locale] of [
      ['/xx/admin/orders', 'xx'],
      ['/lt/admin/orders', 'lt'],
    ] as const) {
      const { thrown, next } = await shop.handle(path, { params: { locale } });
      expect(next).not.toHaveBeenCalled();
      expect(statusOf(thrown)).toBe(404);
    }
    const english = await shop.handle('/en/admin/orders', { params: { locale: 'en' } });
    expect(english.thrown).toBeUndefined();
    expect(english.next).toHaveBeenCalled();
    const unprefixed = await shop.handle('/admin/orders', { params: { locale: undefined } });
    expect(unprefixed.next).toHaveBeenCalled();
  });

  it('refreshes an expired access token once and writes the new tokens back as cookies', async () => {
    state.validAccessToken = 'fresh-access';
    state.validRefreshToken = 'refresh-1';
    state.nextTokens = { token: 'fresh-access', refreshToken: 'refresh-2' };
    const shop = await storefrontProcess({ CHANNEL_CODE: 'web' });
    let firstName: string | undefined;
    const { result } = await shop.handle('/paskyra', {
      cookie: 'authToken=expired-access; authRefreshToken=refresh-1',
      next: async (context) => {
        const me = await shop.requestContext
          .getShopRequest(context)
          .api.get<{ data: { firstName: string }[] }>('/customers/me');
        firstName = me.data[0]?.firstName;
        return new Response('page');
      },
    });
    expect(firstName).toBe('Ona');
    const cookies = result?.headers.getSetCookie() ?? [];
    expect(cookies).toContain('authToken=fresh-access; Path=/; SameSite=Lax; Max-Age=2592000');
    expect(cookies).toContain('authRefreshToken=refresh-2; Path=/; SameSite=Lax; Max-Age=2592000');
  });
});

describe('menus in the shell and on demand', () => {
  it('leaves the mega menu out of the shell, naming it as fetched on demand', async () => {
    const shop = await storefrontProcess({ CHANNEL_CODE: 'web' });
    const { context } = await shop.handle('/krepselis');
    const request = shop.requestContext.getShopRequest(context);
    const shell = shop.requestContext.buildShellData(request, new URL('http://shop.test/krepselis'));
    expect(shell.menus).toEqual({ main: mainMenu });
    expect(shell.deferredMenus).toEqual(['mega']);
    expect(JSON.stringify(shell)).not.toContain('Kūdikiams');
  });

  it("answers a placement's menu in the URL locale, for the browser to keep five minutes", async () => {
    const shop = await storefrontProcess({ CHANNEL_CODE: 'web' });
    const { loaded } = await shop.load(shop.menuRoute, '/en/resources/menus/mega', { placement: 'mega' });
    const response = loaded as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    expect(await response.json()).toEqual(megaMenu);
    const menuCalls = api.requests.filter((call) => call.path === '/api/v2/shop-menus/mega-menu');
    expect(menuCalls.map((call) => call.headers.locale)).toEqual(['en']);
  });

  it('answers 404 for an unknown placement and for one the channel has no menu in', async () => {
    const shop = await storefrontProcess({ CHANNEL_CODE: 'web' });
    const unknown = await shop.load(shop.menuRoute, '/resources/menus/sidebar', { placement: 'sidebar' });
    expect((unknown.loaded as Response).status).toBe(404);
    expect(await (unknown.loaded as Response).json()).toEqual({
      code: 404,
      message: 'placement: unknown menu placement "sidebar".',
    });
    const missing = await shop.load(shop.menuRoute, '/resources/menus/mobile', { placement: 'mobile' });
    expect((missing.loaded as Response).status).toBe(404);
  });

  it('serves the menus to anonymous visitors of a login-only channel too (its sign-in page has them)', async () => {
    const shop = await storefrontProcess({ CHANNEL_CODE: 'b2b' });
    const { loaded, thrown } = await shop.load(shop.menuRoute, '/en/resources/menus/mega', {
      placement: 'mega',
    });
    expect(thrown).toBeUndefined();
    expect((loaded as Response).status).toBe(200);
  });
});

describe('category page loader', () => {
  it('resolves the taxon from its pathMatch with breadcrumb, children and the address in other locales', async () => {
    const shop = await storefrontProcess({ CHANNEL_CODE: 'web' });
    const { loaded } = await shop.load(shop.taxonList, '/c/kudikiams-1', { '*': 'kudikiams-1' });
    const search = api.requests.find((call) => call.path.startsWith('/api/v2/shop/search/products'));
    expect(new URL(search?.path ?? '/', 'http://api.test').searchParams.get('productTaxons.id')).toBe('1');
    expect(loaded).toMatchObject({
      taxon: { id: 1, name: 'Kūdikiams', slug: 'kudikiams', description: null },
      breadcrumbs: [],
      children: [{ id: 12, name: 'Vežimėliai', slug: 'kudikiams/vezimeliai' }],
      alternateParams: { lt: { '*': 'kudikiams-1' }, en: { '*': 'babies-1' } },
    });
  });

  it('answers 404 for an unknown category and 301 to the current address for an outdated slug', async () => {
    const shop = await storefrontProcess({ CHANNEL_CODE: 'web' });
    const unknown = await shop.load(shop.taxonList, '/c/nera-99', { '*': 'nera-99' });
    expect(statusOf(unknown.loaderThrew)).toBe(404);
    const outdated = await shop.load(shop.taxonList, '/c/senas-12?page=2', { '*': 'senas-12' });
    expect(statusOf(outdated.loaderThrew)).toBe(301);
    expect(locationOf(outdated.loaderThrew)).toBe('/c/kudikiams/vezimeliai-12?page=2');
  });

  it('finds categories by slug in the new-URLs mode', async () => {
    const shop = await storefrontProcess({ CHANNEL_CODE: 'web', NEW_URLS: 'true' });
    const { loaded } = await shop.load(shop.taxonList, '/en/c/babies/strollers', { '*': 'babies/strollers' });
    expect(loaded).toMatchObject({
      taxon: { id: 12, name: 'Strollers' },
      breadcrumbs: [{ id: 1, name: 'For babies', slug: 'babies' }],
      alternateParams: { lt: { '*': 'kudikiams/vezimeliai' }, en: { '*': 'babies/strollers' } },
    });
  });
});

describe('login-only channel (b2b)', () => {
  it('sends anonymous visitors to sign in, remembering where they were going', async () => {
    const shop = await storefrontProcess({ CHANNEL_CODE: 'b2b' });
    const { thrown, next } = await shop.handle('/krepselis?x=1');
    expect(next).not.toHaveBeenCalled();
    expect(statusOf(thrown)).toBe(302);
    expect(locationOf(thrown)).toBe('/auth?redirect=%2Fkrepselis%3Fx%3D1');
  });

  it('lets anonymous visitors sign in, and signed-in customers anywhere', async () => {
    const shop = await storefrontProcess({ CHANNEL_CODE: 'b2b' });
    expect((await shop.handle('/auth')).next).toHaveBeenCalled();
    expect((await shop.handle('/reset-password/abc')).next).toHaveBeenCalled();
    expect((await shop.handle('/krepselis', { cookie: 'authToken=t' })).next).toHaveBeenCalled();
    expect((await shop.handle('/krepselis', { cookie: 'authRefreshToken=r' })).next).toHaveBeenCalled();
  });

  it('leaves the back office to its own administrator session (issue 8)', async () => {
    const shop = await storefrontProcess({ CHANNEL_CODE: 'b2b' });
    expect((await shop.handle('/admin/sign-in')).next).toHaveBeenCalled();
    expect((await shop.handle('/en/admin/sign-in?redirect=%2Fen%2Fadmin')).next).toHaveBeenCalled();
    expect((await shop.handle('/admin/orders/7')).next).toHaveBeenCalled();
    // Only the back office: a shop page that merely starts with the letters is not.
    expect(locationOf((await shop.handle('/administracija')).thrown)).toBe(
      '/auth?redirect=%2Fadministracija',
    );
  });
});
