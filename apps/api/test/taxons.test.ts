import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

interface NodeJson {
  code: string;
  name: string;
  slug: string;
  children: NodeJson[];
}

/** "code(child,child(grandchild))": the shape of a tree in one readable line. */
function outline(nodes: NodeJson[]): string {
  return nodes
    .map((node) => (node.children.length ? `${node.code}(${outline(node.children)})` : node.code))
    .join(',');
}

describe('taxons', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
    // Inserted out of order on purpose: position decides the order.
    const home = await data.taxon({
      code: 'home',
      position: 2,
      translations: { lt: { name: 'Namai', slug: 'namai' }, en: { name: 'Home', slug: 'home' } },
    });
    const baby = await data.taxon({
      code: 'baby',
      position: 1,
      translations: { lt: { name: 'Kūdikiams', slug: 'kudikiams' }, en: { name: 'Baby', slug: 'baby' } },
    });
    await data.taxon({
      code: 'strollers',
      parentId: baby.id,
      position: 2,
      translations: { lt: { name: 'Vežimėliai', slug: 'kudikiams/vezimeliai' } },
    });
    await data.taxon({
      code: 'bottles',
      parentId: baby.id,
      position: 1,
      translations: {
        lt: { name: 'Buteliukai', slug: 'kudikiams/buteliukai' },
        en: { name: 'Bottles', slug: 'baby/bottles' },
      },
    });
    const hidden = await data.taxon({
      code: 'hidden',
      parentId: home.id,
      enabled: false,
      translations: { lt: { name: 'Paslėpta', slug: 'namai/paslepta' } },
    });
    await data.taxon({
      code: 'under-hidden',
      parentId: hidden.id,
      translations: { lt: { name: 'Po paslėpta', slug: 'namai/paslepta/po' } },
    });
    await data.taxon({
      code: 'lamps',
      parentId: home.id,
      translations: { lt: { name: 'Lempos', slug: 'namai/lempos' } },
    });
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  describe('GET /api/v2/shop/taxons-tree', () => {
    it('returns enabled taxons as a tree ordered by position', async () => {
      const response = await app.inject({ url: '/api/v2/shop/taxons-tree' });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ data: NodeJson[]; meta: unknown }>();
      expect(outline(body.data)).toBe('baby(bottles,strollers),home(lamps)');
      expect(body.meta).toEqual({ totalItems: 2, page: 1, itemsPerPage: 2, lastPage: 1 });
      expect(body.data[0]).toMatchObject({ name: 'Kūdikiams', slug: 'kudikiams', parentId: null });
    });

    it('translates into the request locale, falling back to the channel default', async () => {
      const body = (await app.inject({ url: '/api/v2/shop/taxons-tree', headers: { locale: 'en' } })).json<{
        data: NodeJson[];
      }>();
      const baby = body.data[0]!;
      expect(baby).toMatchObject({ name: 'Baby', slug: 'baby' });
      expect(baby.children.map((child) => [child.name, child.slug])).toEqual([
        ['Bottles', 'baby/bottles'],
        ['Vežimėliai', 'kudikiams/vezimeliai'],
      ]);
    });
  });

  describe('GET /api/v2/shop/taxons', () => {
    const codesOf = (body: { data: { code: string }[] }) => body.data.map((taxon) => taxon.code);

    it('returns the requested codes in the order asked (code[] spelling), skipping unknown and disabled', async () => {
      const response = await app.inject({
        url: '/api/v2/shop/taxons?code[]=lamps&code[]=unknown&code[]=baby&code[]=hidden&code[]=bottles',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(codesOf(body)).toEqual(['lamps', 'baby', 'bottles']);
      expect(body.meta).toEqual({ totalItems: 3, page: 1, itemsPerPage: 100, lastPage: 1 });
    });

    it('accepts a single code and repeated plain code parameters', async () => {
      expect(codesOf((await app.inject({ url: '/api/v2/shop/taxons?code=strollers' })).json())).toEqual([
        'strollers',
      ]);
      expect(codesOf((await app.inject({ url: '/api/v2/shop/taxons?code=home&code=baby' })).json())).toEqual([
        'home',
        'baby',
      ]);
    });

    it('lists every reachable taxon in tree order, page by page', async () => {
      const first = (await app.inject({ url: '/api/v2/shop/taxons?itemsPerPage=2' })).json();
      expect(codesOf(first)).toEqual(['baby', 'bottles']);
      expect(first.meta).toEqual({ totalItems: 5, page: 1, itemsPerPage: 2, lastPage: 3 });
      const last = (await app.inject({ url: '/api/v2/shop/taxons?itemsPerPage=2&page=3' })).json();
      expect(codesOf(last)).toEqual(['lamps']);
    });

    it('counts without data for itemsPerPage=0', async () => {
      const body = (await app.inject({ url: '/api/v2/shop/taxons?itemsPerPage=0' })).json();
      expect(body).toEqual({ data: [], meta: { totalItems: 5, page: 1, itemsPerPage: 0, lastPage: 1 } });
    });

    it('rejects malformed paging parameters with 400 naming the parameter', async () => {
      const response = await app.inject({ url: '/api/v2/shop/taxons?itemsPerPage=abc' });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(400);
      expect(response.json().message).toMatch(/^Invalid query parameter "itemsPerPage": /);

      const page = await app.inject({ url: '/api/v2/shop/taxons?page=0' });
      expect(page.statusCode).toBe(400);
      expect(page.json().message).toMatch(/^Invalid query parameter "page": /);
    });
  });
});
