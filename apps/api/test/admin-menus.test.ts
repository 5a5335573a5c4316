import {
  MENU_CODE_MESSAGE,
  MENU_CODE_RESERVED_MESSAGE,
  MENU_CODE_TAKEN_MESSAGE,
  MENU_CYCLE_MESSAGE,
  MENU_IN_USE_MESSAGE,
  MENU_UNKNOWN_CHANNEL_MESSAGE,
  MENU_EXTERNAL_LINK_MESSAGE,
  MENU_IMAGE_MESSAGE,
  MENU_LINK_MESSAGE,
  MENU_NAME_REQUIRED_MESSAGE,
  MENU_TARGET_NOT_USED_MESSAGE,
  MENU_TARGET_REQUIRED_MESSAGE,
  MENU_UNKNOWN_LOCALE_MESSAGE,
  MENU_UNKNOWN_PARENT_MESSAGE,
  STALE_VERSION_MESSAGE,
  type AdminMenu,
  type AdminMenuItem,
  type Channel,
  type List,
  type Menu,
  type MenuLinkTarget,
  type ValidationError,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLinesOf, signedInBackOffice, type BackOfficeCall } from './helpers/back-office-caller.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('the back office menus API (/api/v2/admin/menus)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: BackOfficeCall;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales(['lt', 'en']);
    const web = await data.channel({
      code: 'web',
      defaultLocale: 'lt',
      locales: ['lt', 'en'],
      menuCodes: { mega: 'mega-menu', mobile: 'mobile-menu' },
    });
    await data.taxon({
      code: 'strollers',
      translations: {
        lt: { name: 'Vežimėliai', slug: 'vezimeliai' },
        en: { name: 'Strollers', slug: 'strollers' },
      },
    });
    await data.product({
      code: 'P-1',
      channelIds: [web.id],
      translations: { lt: { name: 'Vežimėlis X', slug: 'vezimelis-x' } },
    });
    await data.attributeValue({
      attribute: { code: 'brand', slug: 'prekes-zenklas' },
      code: 'chicco',
      slug: 'chicco',
      translations: { lt: { name: 'Chicco' } },
    });
    await data.page('faq', { lt: { title: 'DUK', slug: 'duk' } });
    await data.menu('mega-menu', 'mega', 'Mega menu');
    await data.menu('mobile-menu', 'mobile', 'Mobile menu');
    await data.menu('footer-menu', 'footer', 'Footer');
    app = await createTestApp(database);
    admin = await signedInBackOffice(app, database.db);
  }, 240_000);
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  function violationsOf(body: string): Array<[string, string]> {
    return (JSON.parse(body) as ValidationError).violations.map((v) => [v.propertyPath, v.message]);
  }
  async function add(menu: string, payload: Record<string, unknown>): Promise<AdminMenuItem> {
    const response = await admin('POST', `/menus/${menu}/items`, { payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminMenuItem>();
  }
  async function tree(menu: string): Promise<AdminMenu> {
    const response = await admin('GET', `/menus/${menu}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminMenu>();
  }
  /** Names by level: [name, [children...]]. */
  function shape(items: AdminMenuItem[]): unknown[] {
    return items.map((item) =>
      item.children.length ? [item.translations.lt?.name, shape(item.children)] : item.translations.lt?.name,
    );
  }
  async function shopMenu(code: string, locale = 'lt'): Promise<Menu> {
    const response = await app.inject({
      url: `/api/v2/shop-menus/${code}`,
      headers: { channel: 'web', 'accept-language': locale },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Menu>();
  }
  const version = async () =>
    (await app.inject({ url: '/api/v2/shop/catalogue-version' })).json<{ version: number }>().version;

  it('refuses every menus call without an administrator token', async () => {
    const calls: Array<Parameters<BackOfficeCall>> = [
      ['GET', '/menus'],
      ['GET', '/menus/link-targets?kind=taxon'],
      ['GET', '/menus/mega-menu'],
      ['POST', '/menus/mega-menu/items', { payload: { type: 'label', translations: { lt: { name: 'x' } } } }],
      ['GET', '/menus/mega-menu/items/1'],
      ['PATCH', '/menus/mega-menu/items/1', { payload: { version: 'x' } }],
      ['POST', '/menus/mega-menu/items/1/move', { payload: { parentId: null, position: 0 } }],
      ['DELETE', '/menus/mega-menu/items/1'],
    ];
    for (const [method, url, options] of calls) {
      const response = await admin(method, url, { ...options, token: null });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists the menus per placement with the channels showing them', async () => {
    const all = await admin('GET', '/menus');
    expect(all.json<List<{ code: string }>>().data.map((menu) => menu.code)).toEqual([
      'footer-menu',
      'mega-menu',
      'mobile-menu',
    ]);
    const mega = await admin('GET', '/menus?placement=mega');
    expect(mega.json<List<unknown>>().data).toEqual([
      expect.objectContaining({ code: 'mega-menu', placement: 'mega', channels: ['web'], itemCount: 0 }),
    ]);
    expect((await admin('GET', '/menus?placement=sidebar')).statusCode).toBe(400);
    expect((await admin('GET', '/menus/no-such-menu')).statusCode).toBe(404);
  });

  it('finds link targets by code or name', async () => {
    const search = async (kind: string, text: string) =>
      (
        await admin('GET', `/menus/link-targets?kind=${kind}&search=${encodeURIComponent(text)}&locale=lt`)
      ).json<List<MenuLinkTarget>>().data;
    expect(await search('taxon', 'vežim')).toEqual([{ code: 'strollers', name: 'Vežimėliai' }]);
    expect(await search('product', 'p-1')).toEqual([{ code: 'P-1', name: 'Vežimėlis X' }]);
    expect(await search('page', 'duk')).toEqual([{ code: 'faq', name: 'DUK' }]);
    expect(await search('attributeValue', 'chic')).toEqual([{ code: 'brand/chicco', name: 'brand: Chicco' }]);
    expect(await search('taxon', '100%_')).toEqual([]);
  });

  it('refuses a bad item with every problem at once, naming unknown codes', async () => {
    const refused = async (payload: Record<string, unknown>) => {
      const response = await admin('POST', '/menus/mega-menu/items', { payload });
      expect(response.statusCode, response.body).toBe(422);
      return violationsOf(response.body);
    };
    expect(
      await refused({
        type: 'taxon',
        taxon: 'no-such',
        page: 'faq',
        image: '../etc/passwd',
        translations: {},
      }),
    ).toEqual([
      ['taxon', 'There is no category with this code. (“no-such”)'],
      ['page', MENU_TARGET_NOT_USED_MESSAGE],
      ['image', MENU_IMAGE_MESSAGE],
    ]);
    expect(await refused({ type: 'product', translations: { lt: { name: '' } } })).toEqual([
      ['product', MENU_TARGET_REQUIRED_MESSAGE],
    ]);
    expect(
      await refused({ type: 'attribute_value', attributeValue: { attribute: 'brand', value: 'nope' } }),
    ).toEqual([['attributeValue', 'There is no attribute value with these codes. (“brand/nope”)']]);
    expect(
      await refused({
        type: 'url',
        externalLink: 'javascript:alert(1)',
        translations: { lt: { name: 'Akcija', link: 'https://elsewhere.example' }, et: { name: 'x' } },
        parentId: 999_999,
      }),
    ).toEqual([
      ['externalLink', MENU_EXTERNAL_LINK_MESSAGE],
      ['translations.et', MENU_UNKNOWN_LOCALE_MESSAGE],
      ['translations.lt.link', MENU_LINK_MESSAGE],
      ['parentId', MENU_UNKNOWN_PARENT_MESSAGE],
    ]);
    expect(await refused({ type: 'label', translations: { lt: { name: '' } } })).toEqual([
      ['translations', MENU_NAME_REQUIRED_MESSAGE],
    ]);
    const malformed = await admin('POST', '/menus/mega-menu/items', { payload: { type: 'banner' } });
    expect(malformed.statusCode).toBe(422);
    expect(violationsOf(malformed.body).map(([path]) => path)).toContain('type');
  });

  it('adds, edits, moves and deletes items with dense positions, audited, and the shop follows at once', async () => {
    const start = await version();
    const group = await add('mega-menu', { type: 'group', translations: { lt: { name: 'Grupė' } } });
    const strollers = await add('mega-menu', {
      type: 'taxon',
      taxon: 'strollers',
      highlighted: true,
      translations: { lt: { name: '' }, en: { name: 'Prams' } },
    });
    const sale = await add('mega-menu', {
      type: 'url',
      sale: true,
      position: 0,
      translations: {
        lt: {
          name: 'Išpardavimas',
          link: '/ispardavimas',
          htmlLabel: '<b>Išpardavimas</b><script>x</script>',
        },
      },
    });
    expect(sale.position).toBe(0);
    expect(strollers).toMatchObject({ taxon: 'strollers', targetName: 'Strollers', highlighted: true });
    expect(await version()).toBeGreaterThan(start);
    expect(shape((await tree('mega-menu')).items)).toEqual(['Išpardavimas', 'Grupė', '']);

    // The shop shows it at once: the taxon's own name where the item has none, the sale flag, clean HTML.
    const shown = await shopMenu('mega-menu');
    expect(shown.items.map((item) => [item.name, item.sale, item.highlighted])).toEqual([
      ['Išpardavimas', true, false],
      ['Grupė', false, false],
      ['Vežimėliai', false, true],
    ]);
    expect(shown.items[0]?.htmlLabel).toBe('<b>Išpardavimas</b>');

    // Nest the category under the group, then the group under its own child: refused.
    const moved = await admin('POST', `/menus/mega-menu/items/${strollers.id}/move`, {
      payload: { parentId: group.id, position: 5 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(shape(moved.json<AdminMenu>().items)).toEqual(['Išpardavimas', ['Grupė', ['']]]);
    const cycle = await admin('POST', `/menus/mega-menu/items/${group.id}/move`, {
      payload: { parentId: strollers.id, position: 0 },
    });
    expect(cycle.statusCode).toBe(422);
    expect(violationsOf(cycle.body)).toEqual([['parentId', MENU_CYCLE_MESSAGE]]);
    const self = await admin('POST', `/menus/mega-menu/items/${group.id}/move`, {
      payload: { parentId: group.id, position: 0 },
    });
    expect(violationsOf(self.body)).toEqual([['parentId', MENU_CYCLE_MESSAGE]]);
    const otherMenu = await add('footer-menu', { type: 'label', translations: { lt: { name: 'Kita' } } });
    const across = await admin('POST', `/menus/mega-menu/items/${strollers.id}/move`, {
      payload: { parentId: otherMenu.id, position: 0 },
    });
    expect(violationsOf(across.body)).toEqual([['parentId', MENU_UNKNOWN_PARENT_MESSAGE]]);
    expect((await admin('GET', `/menus/mega-menu/items/${otherMenu.id}`)).statusCode).toBe(404);

    // Move the group to the front: positions stay 0..n-1.
    const front = await admin('POST', `/menus/mega-menu/items/${group.id}/move`, {
      payload: { parentId: null, position: 0 },
    });
    const roots = front.json<AdminMenu>().items;
    expect(roots.map((item) => [item.translations.lt?.name, item.position])).toEqual([
      ['Grupė', 0],
      ['Išpardavimas', 1],
    ]);
    expect((await shopMenu('mega-menu')).items[0]?.children.map((item) => item.name)).toEqual(['Vežimėliai']);

    // Edit with the version read; a stale version is 409.
    const edited = await admin('PATCH', `/menus/mega-menu/items/${strollers.id}`, {
      payload: { version: strollers.version, type: 'page', page: 'faq', enabled: false },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<AdminMenuItem>()).toMatchObject({
      type: 'page',
      page: 'faq',
      taxon: null,
      enabled: false,
    });
    const stale = await admin('PATCH', `/menus/mega-menu/items/${strollers.id}`, {
      payload: { version: strollers.version, enabled: true },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(STALE_VERSION_MESSAGE);
    expect((await shopMenu('mega-menu')).items[0]?.children).toEqual([]);

    // Delete the group with its sub-item: the rest closes up.
    expect((await admin('DELETE', `/menus/mega-menu/items/${group.id}`)).statusCode).toBe(204);
    const left = (await tree('mega-menu')).items;
    expect(left.map((item) => [item.translations.lt?.name, item.position])).toEqual([['Išpardavimas', 0]]);
    expect((await shopMenu('mega-menu')).items.map((item) => item.name)).toEqual(['Išpardavimas']);

    const audit = async (action: string) =>
      (await auditLinesOf(database.db, action)).map((line) => [line.subjectId, line.summary]);
    expect(await audit('menu_item.create')).toEqual(
      expect.arrayContaining([[String(group.id), 'Menu mega-menu: added “Grupė”']]),
    );
    expect(await audit('menu_item.move')).toContainEqual([
      String(strollers.id),
      'Menu mega-menu: moved “Prams”',
    ]);
    const [update] = await auditLinesOf(database.db, 'menu_item.update');
    expect(update?.details).toMatchObject({
      before: { type: 'taxon', taxon: 'strollers', enabled: true },
      after: { type: 'page', page: 'faq', enabled: false },
    });
    expect(await audit('menu_item.delete')).toEqual([[String(group.id), 'Menu mega-menu: deleted “Grupė”']]);
  });
  it('makes, renames, shows in channels and deletes whole menus, audited, refusing bad input at once', async () => {
    const bad = await admin('POST', '/menus', {
      payload: { code: 'Bad Code', name: ' ', placement: 'footer', channels: ['web', 'nowhere'] },
    });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(violationsOf(bad.body)).toEqual([
      ['code', MENU_CODE_MESSAGE],
      ['name', 'This value should not be blank.'],
    ]);
    const unknownChannel = await admin('POST', '/menus', {
      payload: { code: 'link-targets', name: 'X', placement: 'footer', channels: ['web', 'nowhere'] },
    });
    expect(violationsOf(unknownChannel.body)).toEqual([
      ['code', MENU_CODE_RESERVED_MESSAGE],
      ['channels[1]', MENU_UNKNOWN_CHANNEL_MESSAGE],
    ]);
    const channels = await admin('GET', '/menus/channels');
    expect(channels.json<List<{ code: string }>>().data.map((channel) => channel.code)).toEqual(['web']);
    const taken = await admin('POST', '/menus', {
      payload: { code: 'footer-menu', name: 'Again', placement: 'footer' },
    });
    expect(violationsOf(taken.body)).toEqual([['code', MENU_CODE_TAKEN_MESSAGE]]);
    expect(
      (await admin('POST', '/menus', { payload: { code: 'x', name: 'X', placement: 'side' } })).statusCode,
    ).toBe(422);

    const channelMenus = async () =>
      (
        await app.inject({ url: '/api/v2/shop/channels/web', headers: { 'accept-language': 'lt' } })
      ).json<Channel>().menuCodes;
    const before = await version();
    const created = await admin('POST', '/menus', {
      payload: { code: 'winter-footer', name: 'Winter footer', placement: 'footer', channels: ['web'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<AdminMenu>()).toMatchObject({
      code: 'winter-footer',
      placement: 'footer',
      channels: ['web'],
      items: [],
    });
    expect(await version()).toBeGreaterThan(before);
    expect((await channelMenus()).footer).toBe('winter-footer');
    // The menu it replaced is shown by no channel now.
    expect((await tree('footer-menu')).channels).toEqual([]);
    await add('winter-footer', { type: 'label', translations: { lt: { name: 'Žiema' } } });
    expect((await shopMenu('winter-footer')).items.map((item) => item.name)).toEqual(['Žiema']);

    const inUse = await admin('DELETE', '/menus/winter-footer');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json<{ message: string }>().message).toBe(MENU_IN_USE_MESSAGE);

    const renamed = await admin('PATCH', '/menus/winter-footer', {
      payload: { name: 'Žiemos apačia', channels: [] },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<AdminMenu>()).toMatchObject({ name: 'Žiemos apačia', channels: [] });
    expect((await channelMenus()).footer).toBeUndefined();
    const back = await admin('PATCH', '/menus/footer-menu', { payload: { channels: ['web', 'mars'] } });
    expect(violationsOf(back.body)).toEqual([['channels[1]', MENU_UNKNOWN_CHANNEL_MESSAGE]]);
    expect((await admin('PATCH', '/menus/footer-menu', { payload: { channels: ['web'] } })).statusCode).toBe(
      200,
    );
    expect((await channelMenus()).footer).toBe('footer-menu');

    expect((await admin('DELETE', '/menus/winter-footer')).statusCode).toBe(204);
    expect((await admin('GET', '/menus/winter-footer')).statusCode).toBe(404);
    expect((await admin('DELETE', '/menus/winter-footer')).statusCode).toBe(404);

    const audit = async (action: string) =>
      (await auditLinesOf(database.db, action)).map((line) => line.summary);
    expect(await audit('menu.create')).toEqual(['Menu winter-footer (footer) created']);
    expect(await audit('menu.update')).toEqual(['Menu winter-footer changed', 'Menu footer-menu changed']);
    expect(await audit('menu.delete')).toEqual(['Menu winter-footer (footer) deleted with 1 items']);
  });

  it('refuses menus to a role without the content permission', async () => {
    const service = await signedInBackOffice(app, database.db, 'aptarnavimas@example.lt', 'customer_service');
    expect((await service('GET', '/menus')).statusCode).toBe(403);
    expect(
      (await service('POST', '/menus', { payload: { code: 'x', name: 'X', placement: 'top' } })).statusCode,
    ).toBe(403);
    expect((await service('DELETE', '/menus/footer-menu')).statusCode).toBe(403);
  });
});
