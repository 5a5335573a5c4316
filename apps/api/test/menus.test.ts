import type { MenuItem } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('GET /api/v2/shop-menus/{code}', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
    const other = await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt'] });

    const baby = await data.taxon({
      code: 'baby',
      translations: { lt: { name: 'Kūdikiams', slug: 'kudikiams' }, en: { name: 'Baby', slug: 'baby' } },
    });
    const strollers = await data.taxon({
      code: 'strollers',
      parentId: baby.id,
      translations: {
        lt: { name: 'Vežimėliai', slug: 'kudikiams/vezimeliai' },
        en: { name: 'Strollers', slug: 'baby/strollers' },
      },
    });
    const twins = await data.taxon({
      code: 'twin-strollers',
      parentId: strollers.id,
      translations: { lt: { name: 'Dvynukams', slug: 'kudikiams/vezimeliai/dvynukams' } },
    });
    const disabledTaxon = await data.taxon({
      code: 'old',
      enabled: false,
      translations: { lt: { name: 'Sena', slug: 'sena' } },
    });
    const product = await data.product({
      code: 'P-1',
      channelIds: [web.id],
      translations: {
        lt: { name: 'Vežimėlis X', slug: 'vezimelis-x' },
        en: { name: 'Stroller X', slug: 'stroller-x' },
      },
    });
    const elsewhere = await data.product({
      code: 'P-2',
      channelIds: [other.id],
      translations: { lt: { name: 'Tik verslui', slug: 'tik-verslui' } },
    });
    const brand = await data.attributeValue({
      attribute: { code: 'brand', slug: 'prekes-zenklas' },
      code: 'chicco',
      slug: 'chicco',
      translations: { lt: { name: 'Chicco' } },
    });
    const faq = await data.page('faq', {
      lt: { title: 'DUK', slug: 'duk' },
      en: { title: 'FAQ', slug: 'faq' },
    });
    Object.assign(ids, {
      baby: baby.id,
      strollers: strollers.id,
      twins: twins.id,
      product: product.id,
      faq: faq.id,
    });

    const main = await data.menu('main-menu', 'main', 'Main menu');
    const catalogue = await data.menuItem({
      menuId: main.id,
      type: 'taxon_tree',
      taxonId: baby.id,
      position: 1,
      translations: { lt: { name: 'Prekės kūdikiams' }, en: { name: 'Baby goods' } },
    });
    ids.catalogue = catalogue.id;
    await data.menuItem({
      menuId: main.id,
      type: 'discounted_products_taxon_tree',
      taxonId: baby.id,
      position: 2,
      highlighted: true,
      translations: { lt: { name: 'Akcijos', htmlLabel: '<b>Akcijos</b> <img src=x onerror=alert(1)>' } },
    });
    await data.menuItem({
      menuId: main.id,
      type: 'product',
      productId: product.id,
      position: 3,
      translations: { lt: { name: 'Savaitės prekė' } },
    });
    await data.menuItem({ menuId: main.id, type: 'product', productId: elsewhere.id, position: 4 });
    await data.menuItem({
      menuId: main.id,
      type: 'attribute_value',
      attributeValueId: brand.id,
      position: 5,
    });
    await data.menuItem({ menuId: main.id, type: 'page', pageId: faq.id, position: 6 });
    await data.menuItem({
      menuId: main.id,
      type: 'html',
      position: 7,
      translations: {
        lt: {
          name: 'Pagalba',
          content:
            '<p onclick="steal()">Skambinkite <a href="tel:+37060012345" target="_blank">+370 600 12345</a></p>' +
            '<script>alert(1)</script><a href="javascript:alert(1)">x</a>',
        },
      },
    });
    await data.menuItem({
      menuId: main.id,
      type: 'url',
      position: 8,
      externalLink: 'javascript:alert(1)',
      translations: { lt: { name: 'Nuoroda', link: '/naujienos' } },
    });
    const hidden = await data.menuItem({
      menuId: main.id,
      type: 'group',
      position: 9,
      enabled: false,
      translations: { lt: { name: 'Paslėpta' } },
    });
    await data.menuItem({
      menuId: main.id,
      parentId: hidden.id,
      type: 'label',
      translations: { lt: { name: 'Vaikas' } },
    });
    await data.menuItem({ menuId: main.id, type: 'taxon', taxonId: disabledTaxon.id, position: 10 });
    // Position 0: first, although inserted last.
    await data.menuItem({
      menuId: main.id,
      type: 'url',
      position: 0,
      externalLink: 'https://gandras.lt/blog',
      target: '_blank',
      translations: { en: { name: 'Blog' } },
    });
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  async function menu(headers: Record<string, string> = {}) {
    const response = await app.inject({ url: '/api/v2/shop-menus/main-menu', headers });
    expect(response.statusCode).toBe(200);
    return response.json<{ code: string; name: string; placement: string; items: MenuItem[] }>();
  }

  it('answers the menu with its items ordered by position, disabled and dead links left out', async () => {
    const body = await menu();
    expect(body).toMatchObject({ code: 'main-menu', name: 'Main menu', placement: 'main' });
    expect(body.items.map((item) => [item.type, item.name])).toEqual([
      ['url', 'Blog'],
      ['taxon_tree', 'Prekės kūdikiams'],
      ['discounted_products_taxon_tree', 'Akcijos'],
      ['product', 'Savaitės prekė'],
      ['attribute_value', 'Chicco'],
      ['page', 'DUK'],
      ['html', 'Pagalba'],
      ['url', 'Nuoroda'],
    ]);
  });

  it('expands a taxon tree item into the taxon subtree with taxon refs', async () => {
    const catalogue = (await menu()).items[1]!;
    expect(catalogue).toMatchObject({
      id: ids.catalogue,
      sale: false,
      ref: { kind: 'taxon', id: ids.baby, code: 'baby', slug: 'kudikiams' },
    });
    expect(catalogue.children).toHaveLength(1);
    const strollers = catalogue.children[0]!;
    expect(strollers).toMatchObject({
      id: -ids.strollers!,
      type: 'taxon',
      name: 'Vežimėliai',
      sale: false,
      ref: { kind: 'taxon', id: ids.strollers, code: 'strollers', slug: 'kudikiams/vezimeliai' },
    });
    expect(strollers.children.map((child) => child.name)).toEqual(['Dvynukams']);
  });

  it('flags a discounted products tree and all its descendants as sale', async () => {
    const sale = (await menu()).items[2]!;
    expect(sale.sale).toBe(true);
    expect(sale.highlighted).toBe(true);
    expect(sale.ref).toEqual({ kind: 'sale_taxon', id: ids.baby, code: 'baby', slug: 'kudikiams' });
    const strollers = sale.children[0]!;
    const twins = strollers.children[0]!;
    for (const item of [strollers, twins]) {
      expect(item.sale).toBe(true);
      expect(item.ref?.kind).toBe('sale_taxon');
    }
  });

  it('fills refs for products, attribute values and pages', async () => {
    const items = (await menu()).items;
    expect(items[3]!.ref).toEqual({ kind: 'product', id: ids.product, code: 'P-1', slug: 'vezimelis-x' });
    expect(items[4]!.ref).toEqual({
      kind: 'attribute_value',
      attributeSlug: 'prekes-zenklas',
      slug: 'chicco',
    });
    expect(items[5]!.ref).toEqual({ kind: 'page', id: ids.faq, slug: 'duk' });
    expect(items[7]!).toMatchObject({ ref: null, link: '/naujienos' });
  });

  it('sanitises html labels, html content and external links', async () => {
    const items = (await menu()).items;
    expect(items[0]!.externalLink).toBe('https://gandras.lt/blog');
    expect(items[2]!.htmlLabel).toBe('<b>Akcijos</b>');
    expect(items[6]!.content).toBe(
      'Skambinkite <a href="tel:+37060012345" target="_blank" rel="noopener noreferrer">+370 600 12345</a><a>x</a>',
    );
    expect(items[7]!.externalLink).toBeNull();
  });

  it('translates into the request locale and falls back to the default locale, then any', async () => {
    const items = (await menu({ locale: 'en' })).items;
    expect(items[0]!.name).toBe('Blog');
    expect(items[1]!.name).toBe('Baby goods');
    expect(items[1]!.ref).toMatchObject({ slug: 'baby' });
    // Twin strollers have no English name: the Lithuanian default is used.
    expect(items[1]!.children[0]!.children[0]!.name).toBe('Dvynukams');
    expect(items[2]!.name).toBe('Akcijos');
    expect(items[3]!.ref).toMatchObject({ slug: 'stroller-x' });
    expect(items[5]!).toMatchObject({ name: 'FAQ', ref: { slug: 'faq' } });
  });

  it('answers 404 for an unknown menu code', async () => {
    const response = await app.inject({ url: '/api/v2/shop-menus/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: 'Menu "nope" not found.' });
  });
});
