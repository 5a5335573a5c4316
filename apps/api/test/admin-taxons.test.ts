import {
  CODE_TAKEN_MESSAGE,
  STALE_VERSION_MESSAGE,
  TAXON_CYCLE_MESSAGE,
  TAXON_PARENT_LOCALE_MESSAGE,
  TAXON_TRANSLATION_REQUIRED_MESSAGE,
  UNKNOWN_LOCALE_MESSAGE,
  UNKNOWN_TAXON_MESSAGE,
  type AdminTaxon,
  type List,
  type SearchProductsResponse,
  type TaxonNode,
  type ValidationError,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSearchDocuments } from '../src/modules/search/search-documents.ts';
import { queryRows, toNumber } from '../src/modules/search/sql-rows.ts';
import { auditLinesOf, signedInBackOffice, type BackOfficeCall } from './helpers/back-office-caller.ts';
import { outline, seedCategoryTree } from './helpers/category-tree.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/** The tree and products of seedCategoryTree (helpers/category-tree.ts). */
describe('the back office categories API (/api/v2/admin/taxons)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: BackOfficeCall;
  const taxonIds: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    Object.assign(taxonIds, await seedCategoryTree(database.db));
    await refreshSearchDocuments(database.db);
    app = await createTestApp(database);
    admin = await signedInBackOffice(app, database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  async function tree(): Promise<AdminTaxon[]> {
    const response = await admin('GET', '/taxons');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<List<AdminTaxon>>().data;
  }
  async function one(code: string): Promise<AdminTaxon> {
    const response = await admin('GET', `/taxons/${code}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminTaxon>();
  }
  /** The shared catalogue version that every process's caches compare with. */
  async function catalogueVersion(): Promise<number> {
    const [row] = await queryRows<{ version: unknown }>(
      database.db,
      sql`SELECT version FROM search_catalogue_version WHERE id = 1`,
    );
    return toNumber(row?.version ?? 0);
  }
  function violationsOf(body: string): Array<[string, string]> {
    return (JSON.parse(body) as ValidationError).violations.map((v) => [v.propertyPath, v.message]);
  }
  async function shopTree(locale = 'lt'): Promise<TaxonNode[]> {
    const response = await app.inject({
      url: '/api/v2/shop/taxons-tree',
      headers: { 'accept-language': locale },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<List<TaxonNode>>().data;
  }
  async function shopSearch(query: string): Promise<string[]> {
    const response = await app.inject({ url: `/api/v2/shop/search/products?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchProductsResponse>().data.map((item) => item.code);
  }
  async function redirectOf(source: string): Promise<string | null> {
    const response = await app.inject({ url: '/api/v2/shop/redirects', query: { source } });
    return response.json<List<{ destination: string }>>().data[0]?.destination ?? null;
  }

  it('answers 401 to every category call without an administrator token', async () => {
    const calls: Array<Parameters<BackOfficeCall>> = [
      ['GET', '/taxons'],
      ['POST', '/taxons', { payload: { code: 'x', translations: { lt: { name: 'X' } } } }],
      ['GET', '/taxons/baby'],
      ['PATCH', '/taxons/baby', { payload: { version: 1, enabled: false } }],
      ['DELETE', '/taxons/cots'],
    ];
    for (const [method, url, options] of calls) {
      const response = await admin(method, url, { ...options, token: null });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await one('baby')).enabled).toBe(true);
  });

  it('shows the whole tree, disabled categories too, siblings by position, with product counts', async () => {
    const roots = await tree();
    expect(outline(roots)).toEqual([
      [
        'baby',
        0,
        'kudikiams',
        [
          ['strollers', 0, 'kudikiams/vezimeliai', [['sport', 0, 'kudikiams/vezimeliai/sportiniai']]],
          ['cots', 1, 'kudikiams/lovytes'],
        ],
      ],
      ['toys', 1, 'zaislai'],
      ['hidden', 2, 'paslepta'],
    ]);
    const strollers = roots[0]?.children[0];
    expect(strollers).toMatchObject({
      code: 'strollers',
      parent: 'baby',
      enabled: true,
      image: null,
      productCount: 1,
      version: 1,
      translations: {
        lt: { name: 'Vežimėliai', slug: 'kudikiams/vezimeliai', description: null },
        en: { name: 'Strollers', slug: 'babies/strollers', description: null },
      },
    });
    expect(roots[0]?.productCount).toBe(0);
    expect(roots[2]).toMatchObject({ code: 'hidden', enabled: false });
  });

  it('shows one category with its sub-categories, and 404 for an unknown code', async () => {
    const strollers = await one('strollers');
    expect(strollers.children.map((child) => child.code)).toEqual(['sport']);
    const missing = await admin('GET', '/taxons/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, message: UNKNOWN_TAXON_MESSAGE });
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await admin(
        method,
        '/taxons/nope',
        method === 'PATCH' ? { payload: { version: 1 } } : {},
      );
      expect(response.statusCode, method).toBe(404);
    }
  });

  it('refuses a malformed category with every problem at once, each at its field', async () => {
    const response = await admin('POST', '/taxons', {
      payload: { code: 'bad code!', translations: { lt: { name: ' ', slug: 'Not A Slug' } }, position: -1 },
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response.body).map(([path]) => path)).toEqual(
      expect.arrayContaining(['code', 'position', 'translations.lt.name', 'translations.lt.slug']),
    );
  });

  it('refuses a category that breaks the tree rules, naming each problem', async () => {
    const response = await admin('POST', '/taxons', {
      payload: {
        code: 'toys',
        parent: 'nowhere',
        translations: {},
      },
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response.body)).toEqual([
      ['code', CODE_TAKEN_MESSAGE],
      ['parent', UNKNOWN_TAXON_MESSAGE],
      ['translations', TAXON_TRANSLATION_REQUIRED_MESSAGE],
    ]);
    const clash = await admin('POST', '/taxons', {
      payload: {
        code: 'cots2',
        parent: 'baby',
        translations: { lt: { name: 'Lovytės' }, et: { name: 'Voodid' } },
      },
    });
    expect(violationsOf(clash.body)).toEqual([
      ['translations.et', TAXON_PARENT_LOCALE_MESSAGE],
      ['translations.lt.slug', 'The address "kudikiams/lovytes" is already used by the category cots.'],
    ]);
    const unknownLocale = await admin('POST', '/taxons', {
      payload: { code: 'ru-only', translations: { ru: { name: 'Игрушки' } } },
    });
    expect(violationsOf(unknownLocale.body)).toEqual([['translations.ru', UNKNOWN_LOCALE_MESSAGE]]);
    const blankSlug = await admin('POST', '/taxons', {
      payload: { code: 'dots', translations: { lt: { name: '!!!' } } },
    });
    expect(violationsOf(blankSlug.body).map(([path]) => path)).toEqual(['translations.lt.slug']);
    expect(outline(await tree())).toHaveLength(3);
  });

  it('creates a category under a parent at a position: slug made from the name, siblings renumbered, audited', async () => {
    const response = await admin('POST', '/taxons', {
      payload: {
        code: 'carriers',
        parent: 'baby',
        position: 1,
        translations: {
          lt: {
            name: 'Nešynės ir krepšiai',
            description:
              '<p>Patogu <strong>nešioti</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
          },
          en: { name: 'Carriers', slug: 'carry' },
        },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<AdminTaxon>();
    expect(created).toMatchObject({
      code: 'carriers',
      parent: 'baby',
      position: 1,
      enabled: true,
      productCount: 0,
      children: [],
      version: 1,
      translations: {
        lt: { name: 'Nešynės ir krepšiai', slug: 'kudikiams/nesynes-ir-krepsiai' },
        en: { name: 'Carriers', slug: 'babies/carry', description: null },
      },
    });
    const description = created.translations.lt?.description ?? '';
    expect(description).toContain('<strong>nešioti</strong>');
    expect(description).not.toMatch(/script|onerror/);
    const baby = (await tree())[0];
    expect(baby?.children.map((child) => [child.code, child.position])).toEqual([
      ['strollers', 0],
      ['carriers', 1],
      ['cots', 2],
    ]);
    const [line] = await auditLinesOf(database.db, 'taxon.create');
    expect(line).toMatchObject({ subjectType: 'taxon', subjectId: 'carriers' });
    expect(line?.details).toMatchObject({
      after: { parent: 'baby', position: 1, translations: { en: { slug: 'babies/carry' } } },
    });
  });

  it('answers 409 to a change made on a stale version, and changes nothing', async () => {
    const response = await admin('PATCH', '/taxons/cots', {
      payload: { version: 7, enabled: false },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 409, message: STALE_VERSION_MESSAGE });
    expect((await one('cots')).enabled).toBe(true);
  });

  it('never moves a category under itself or its own descendant', async () => {
    const baby = await one('baby');
    for (const parent of ['baby', 'strollers', 'sport']) {
      const response = await admin('PATCH', '/taxons/baby', { payload: { version: baby.version, parent } });
      expect(response.statusCode, parent).toBe(422);
      expect(violationsOf(response.body)).toEqual([['parent', TAXON_CYCLE_MESSAGE]]);
    }
    expect((await one('baby')).parent).toBeNull();
  });

  it('moves a category under another parent: positions renumbered on both sides, paths below rewritten, old addresses redirected', async () => {
    expect(await shopSearch(`productTaxons.id=${taxonIds.toys}`)).toEqual([]);
    const strollers = await one('strollers');
    const response = await admin('PATCH', '/taxons/strollers', {
      payload: { version: strollers.version, parent: 'toys', position: 0 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminTaxon>()).toMatchObject({ parent: 'toys', position: 0, version: 2 });
    expect(outline(await tree())).toEqual([
      [
        'baby',
        0,
        'kudikiams',
        [
          ['carriers', 0, 'kudikiams/nesynes-ir-krepsiai'],
          ['cots', 1, 'kudikiams/lovytes'],
        ],
      ],
      [
        'toys',
        1,
        'zaislai',
        [['strollers', 0, 'zaislai/vezimeliai', [['sport', 0, 'zaislai/vezimeliai/sportiniai']]]],
      ],
      ['hidden', 2, 'paslepta'],
    ]);
    expect((await one('sport')).translations.en?.slug).toBe('toys/strollers/sport');
    // Old category pages lead to the new ones, in the default locale and the prefixed one.
    expect(await redirectOf('/c/kudikiams/vezimeliai/sportiniai')).toBe('/c/zaislai/vezimeliai/sportiniai');
    expect(await redirectOf('/en/c/babies/strollers')).toBe('/en/c/toys/strollers');

    const [line] = await auditLinesOf(database.db, 'taxon.update');
    expect(line?.details).toEqual({
      before: {
        parent: 'baby',
        translations: expect.objectContaining({
          lt: expect.objectContaining({ slug: 'kudikiams/vezimeliai' }),
        }),
      },
      after: {
        parent: 'toys',
        translations: expect.objectContaining({
          lt: expect.objectContaining({ slug: 'zaislai/vezimeliai' }),
        }),
      },
    });

    // The shopper sees the move at once: the tree and the listing of the new ancestor.
    const shopToys = (await shopTree()).find((node) => node.code === 'toys');
    expect(shopToys?.children.map((child) => [child.code, child.slug])).toEqual([
      ['strollers', 'zaislai/vezimeliai'],
    ]);
    expect((await shopSearch(`productTaxons.id=${taxonIds.toys}`)).sort()).toEqual(['SPT', 'STR']);
    expect(await shopSearch(`productTaxons.id=${taxonIds.baby}`)).toEqual([]);
  });

  it('reorders a category among its siblings, keeping positions 0..n-1; storefront caches are told', async () => {
    const versionBefore = await catalogueVersion();
    const hidden = await one('hidden');
    const response = await admin('PATCH', '/taxons/hidden', {
      payload: { version: hidden.version, position: 0 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await catalogueVersion()).toBeGreaterThan(versionBefore);
    expect((await tree()).map((node) => [node.code, node.position])).toEqual([
      ['hidden', 0],
      ['baby', 1],
      ['toys', 2],
    ]);
    const back = await admin('PATCH', '/taxons/hidden', {
      payload: { version: hidden.version + 1, position: 99 },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await tree()).map((node) => [node.code, node.position])).toEqual([
      ['baby', 0],
      ['toys', 1],
      ['hidden', 2],
    ]);
  });

  it('renames a category: its slug and its descendants follow, the shop search finds the new name', async () => {
    expect(await shopSearch('query=Kolaskos')).toEqual([]);
    const strollers = await one('strollers');
    const response = await admin('PATCH', '/taxons/strollers', {
      payload: { version: strollers.version, translations: { lt: { name: 'Kolaskos', slug: '' } } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminTaxon>().translations).toMatchObject({
      lt: { name: 'Kolaskos', slug: 'zaislai/kolaskos' },
      en: { name: 'Strollers', slug: 'toys/strollers' },
    });
    expect((await one('sport')).translations.lt?.slug).toBe('zaislai/kolaskos/sportiniai');
    expect(await shopSearch('query=Kolaskos')).toEqual(['STR']);
    expect(await redirectOf('/c/zaislai/vezimeliai/sportiniai')).toBe('/c/zaislai/kolaskos/sportiniai');
    // The first move's redirect now leads straight to the newest address (no chain).
    expect(await redirectOf('/c/kudikiams/vezimeliai')).toBe('/c/zaislai/kolaskos');
  });

  it('refuses a new address another category already has', async () => {
    const cots = await one('cots');
    const response = await admin('PATCH', '/taxons/cots', {
      payload: {
        version: cots.version,
        parent: 'toys',
        translations: { lt: { name: 'Kolaskos', slug: '' } },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response.body)).toEqual([
      ['translations.lt.slug', 'The address "zaislai/kolaskos" is already used by the category strollers.'],
    ]);
    expect((await one('cots')).parent).toBe('baby');
  });

  it('disables a category: the shop tree hides it at once', async () => {
    expect((await shopTree()).some((node) => node.code === 'toys')).toBe(true);
    const toys = await one('toys');
    const response = await admin('PATCH', '/taxons/toys', {
      payload: { version: toys.version, enabled: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await shopTree()).map((node) => node.code)).toEqual(['baby']);
    const again = await admin('PATCH', '/taxons/toys', {
      payload: { version: toys.version + 1, enabled: true },
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses to delete a category that holds products or sub-categories, saying what is in it', async () => {
    const strollers = await admin('DELETE', '/taxons/strollers');
    expect(strollers.statusCode).toBe(422);
    expect(violationsOf(strollers.body)).toEqual([
      ['', 'This category holds 1 product and 1 sub-category. Move them first.'],
    ]);
    const baby = await admin('DELETE', '/taxons/baby');
    expect(violationsOf(baby.body)).toEqual([['', 'This category holds 2 sub-categories. Move them first.']]);
    expect((await one('strollers')).code).toBe('strollers');
  });

  it('deletes an empty category: its siblings close the gap, the audit line keeps what it was', async () => {
    const response = await admin('DELETE', '/taxons/carriers');
    expect(response.statusCode, response.body).toBe(204);
    expect((await admin('GET', '/taxons/carriers')).statusCode).toBe(404);
    expect((await one('baby')).children.map((child) => [child.code, child.position])).toEqual([['cots', 0]]);
    const [line] = await auditLinesOf(database.db, 'taxon.delete');
    expect(line?.details).toMatchObject({ before: { parent: 'baby', position: 0 } });
  });

  it('describes the category endpoints in the OpenAPI document', async () => {
    const response = await app.inject({ url: '/api/v2/docs' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v2/admin/taxons', '/api/v2/admin/taxons/{code}']));
  });
});
