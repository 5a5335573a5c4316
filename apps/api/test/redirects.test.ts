import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('GET /api/v2/shop/redirects', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales(['lt']);
    const web = await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt'] });
    const b2b = await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt'] });
    await data.redirect({ source: '/senas', destination: '/naujas-global', permanent: true });
    await data.redirect({
      source: '/senas',
      destination: '/naujas-web',
      channelId: web.id,
      permanent: false,
    });
    await data.redirect({ source: '/akcija/', destination: '/akcijos', only404: true });
    await data.redirect({ source: '/b2b-only', destination: '/verslui', channelId: b2b.id });
    await data.redirect({ source: '/off', destination: '/nowhere', enabled: false });
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  async function redirectFor(source: string, headers: Record<string, string> = {}) {
    const response = await app.inject({ url: '/api/v2/shop/redirects', query: { source }, headers });
    expect(response.statusCode).toBe(200);
    return response.json<{
      data: { source: string; destination: string; permanent: boolean; only404: boolean }[];
    }>().data;
  }

  it("prefers the channel's own redirect over a global one", async () => {
    expect(await redirectFor('/senas')).toEqual([
      { source: '/senas', destination: '/naujas-web', permanent: false, only404: false },
    ]);
    expect(await redirectFor('/senas', { channel: 'b2b' })).toEqual([
      { source: '/senas', destination: '/naujas-global', permanent: true, only404: false },
    ]);
  });

  it('matches regardless of a trailing slash and ignores the query string', async () => {
    expect((await redirectFor('/senas/'))[0]?.destination).toBe('/naujas-web');
    expect((await redirectFor('/senas?utm_source=news&page=2'))[0]?.destination).toBe('/naujas-web');
    expect(await redirectFor('/akcija')).toEqual([
      { source: '/akcija/', destination: '/akcijos', permanent: true, only404: true },
    ]);
  });

  it('finds nothing for other paths, other channels and disabled redirects', async () => {
    expect(await redirectFor('/senas/kitas')).toEqual([]);
    expect(await redirectFor('/b2b-only')).toEqual([]);
    expect(await redirectFor('/off')).toEqual([]);
  });

  it('answers the list envelope', async () => {
    const response = await app.inject({ url: '/api/v2/shop/redirects?source=/senas' });
    expect(response.json().meta).toEqual({ totalItems: 1, page: 1, itemsPerPage: 1, lastPage: 1 });
  });

  it('rejects a missing or malformed source with 400 naming the parameter', async () => {
    const missing = await app.inject({ url: '/api/v2/shop/redirects' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^Invalid query parameter "source": /);
    const relative = await app.inject({ url: '/api/v2/shop/redirects?source=senas' });
    expect(relative.statusCode).toBe(400);
    expect(relative.json().message).toMatch(/^Invalid query parameter "source": /);
  });
});
