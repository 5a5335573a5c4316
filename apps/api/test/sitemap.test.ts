import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('sitemap data', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const codes: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    const b2b = (await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt'] })).id;
    for (let index = 1; index <= 5; index += 1) {
      const code = `P${index}`;
      await data.catalogueProduct({
        code,
        channelIds: [web],
        createdAt: new Date(`2026-0${index}-01T00:00:00Z`),
        translations: {
          lt: { name: `Prekė ${index}`, slug: `preke-${index}` },
          en: { name: `Item ${index}`, slug: `item-${index}` },
          ru: { name: `Товар ${index}`, slug: `tovar-${index}` },
        },
      });
      codes.push(code);
      // Interleaved products the web sitemap must leave out.
      await data.catalogueProduct({
        code: `OFF${index}`,
        enabled: false,
        channelIds: [web],
        translations: { lt: { name: 'x', slug: 'x' } },
      });
      await data.catalogueProduct({
        code: `B2B${index}`,
        channelIds: [b2b],
        translations: { lt: { name: 'y', slug: 'y' } },
      });
    }
    await data.catalogueProduct({
      code: 'RU-ONLY',
      channelIds: [web],
      translations: { ru: { name: 'z', slug: 'z' } },
    });
    await data.page('about', {
      lt: { title: 'Apie', slug: 'apie' },
      en: { title: 'About', slug: 'about' },
      et: { title: 'Meist', slug: 'meist' },
    });
    await data.page('old', { lt: { title: 'Senas', slug: 'senas' } }, false);
    await data.page('ru', { ru: { title: 'О нас', slug: 'o-nas' } });
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const sitemap = (query: string, channel = 'web') =>
    app.inject({ url: `/api/v2/shop/sitemap/products${query}`, headers: { channel } });

  it('pages through the enabled products of the channel with slugs per channel locale', async () => {
    const first = (await sitemap('?itemsPerPage=2')).json();
    expect(first.meta).toEqual({ totalItems: 5, page: 1, itemsPerPage: 2, lastPage: 3 });
    expect(first.data).toEqual([
      {
        id: expect.any(Number),
        code: 'P1',
        slugs: { lt: 'preke-1', en: 'item-1' },
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
      {
        id: expect.any(Number),
        code: 'P2',
        slugs: { lt: 'preke-2', en: 'item-2' },
        updatedAt: '2026-02-01T00:00:00.000Z',
      },
    ]);
    const pages = await Promise.all(
      [1, 2, 3, 4].map(async (page) => (await sitemap(`?page=${page}&itemsPerPage=2`)).json()),
    );
    expect(pages.flatMap((page) => page.data.map((product: { code: string }) => product.code))).toEqual(
      codes,
    );
    expect(pages[3].data).toEqual([]);
  });

  it('defaults to 1000 per page, counts only with itemsPerPage=0, and serves each channel its own', async () => {
    expect((await sitemap('')).json().meta).toEqual({
      totalItems: 5,
      page: 1,
      itemsPerPage: 1000,
      lastPage: 1,
    });
    expect((await sitemap('?itemsPerPage=0')).json()).toEqual({
      data: [],
      meta: { totalItems: 5, page: 1, itemsPerPage: 0, lastPage: 1 },
    });
    const b2b = (await sitemap('', 'b2b')).json();
    expect(b2b.data.map((product: { code: string; slugs: object }) => [product.code, product.slugs])).toEqual(
      [1, 2, 3, 4, 5].map((index) => [`B2B${index}`, { lt: 'y' }]),
    );
  });

  it('rejects bad paging with a 400 naming the parameter', async () => {
    for (const [query, name] of [
      ['?page=0', 'page'],
      ['?itemsPerPage=10001', 'itemsPerPage'],
      ['?itemsPerPage=abc', 'itemsPerPage'],
    ]) {
      const response = await sitemap(query!);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toContain(`"${name}"`);
    }
  });

  it('lists enabled content pages with their slugs per channel locale', async () => {
    const response = await app.inject({ url: '/api/v2/shop/sitemap/pages' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([{ id: expect.any(Number), slugs: { lt: 'apie', en: 'about' } }]);
  });
});
