import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('request context: channel and locale of a shop request', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
    await data.channel({ code: 'b2b', defaultLocale: 'en', locales: ['en', 'ru', 'lt'] });
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  async function localesFor(headers: Record<string, string>) {
    return app.inject({ url: '/api/v2/shop/locales', headers });
  }

  it("lists the default channel's locales with their names, in channel order", async () => {
    const response = await localesFor({});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { code: 'lt', name: 'Lietuvių' },
        { code: 'en', name: 'English' },
      ],
      meta: { totalItems: 2, page: 1, itemsPerPage: 2, lastPage: 1 },
    });
    expect(response.headers['content-language']).toBe('lt');
  });

  it('serves the channel named in the channel header', async () => {
    const response = await localesFor({ channel: 'b2b' });
    expect(response.json().data.map((locale: { code: string }) => locale.code)).toEqual(['en', 'ru', 'lt']);
    expect(response.headers['content-language']).toBe('en');
  });

  it('lets the locale header win over Accept-Language', async () => {
    const response = await localesFor({ locale: 'lt', 'accept-language': 'en-GB,en;q=0.9' });
    expect(response.headers['content-language']).toBe('lt');
  });

  it('picks the best Accept-Language match among the channel locales', async () => {
    const response = await localesFor({ 'accept-language': 'en-GB,en;q=0.9' });
    expect(response.headers['content-language']).toBe('en');
  });

  it('falls back to the channel default for a language the channel does not offer', async () => {
    expect((await localesFor({ 'accept-language': 'de' })).headers['content-language']).toBe('lt');
    expect((await localesFor({ locale: 'de' })).headers['content-language']).toBe('lt');
    expect((await localesFor({ channel: 'b2b', locale: 'et' })).headers['content-language']).toBe('en');
  });

  it('rejects an unknown channel with 400 naming it', async () => {
    const response = await localesFor({ channel: 'xyz' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: 'Unknown channel "xyz".' });
  });

  it('continues a sane incoming request id and invents one otherwise', async () => {
    const kept = await localesFor({ 'x-request-id': 'storefront-abc.123' });
    expect(kept.headers['x-request-id']).toBe('storefront-abc.123');
    const replaced = await localesFor({ 'x-request-id': 'bad id with spaces <script>' });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const invented = await localesFor({});
    expect(invented.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows the configured storefront origins (CORS) and exposes the context headers', async () => {
    const allowed = await localesFor({ origin: 'http://localhost:3000' });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(allowed.headers['access-control-expose-headers'])).toContain('content-language');
    const other = await localesFor({ origin: 'https://evil.example' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
