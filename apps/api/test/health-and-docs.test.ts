import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('health, readiness and the OpenAPI document', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales(['lt', 'en']);
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  it('answers liveness without a channel or database work', async () => {
    const response = await app.inject({ url: '/health', headers: { channel: 'no-such-channel' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('reports ready while the database answers', async () => {
    const response = await app.inject({ url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('serves an OpenAPI 3 document listing every endpoint', async () => {
    const response = await app.inject({ url: '/api/v2/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/health',
        '/ready',
        '/api/v2/shop/locales',
        '/api/v2/shop/channels/{code}',
        '/api/v2/shop-menus/{code}',
        '/api/v2/shop/taxons-tree',
        '/api/v2/shop/taxons',
        '/api/v2/shop/redirects',
        '/api/v2/shop/cms/pages/{id}',
      ]),
    );
    expect(Object.keys(document.paths)).not.toContain('/api/v2/docs');
  });

  it('documents query parameters and response shapes from the zod schemas', async () => {
    const document = (await app.inject({ url: '/api/v2/docs' })).json();
    const taxons = document.paths['/api/v2/shop/taxons'].get;
    expect(taxons.tags).toEqual(['taxons']);
    expect(taxons.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['code', 'code[]', 'page', 'itemsPerPage']),
    );
    const redirectsSchema =
      document.paths['/api/v2/shop/redirects'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(redirectsSchema.properties)).toEqual(['data', 'meta']);
    expect(document.components.schemas).toHaveProperty('MenuItem');
  });

  it('answers unknown routes with the contract error shape', async () => {
    const response = await app.inject({ url: '/api/v2/shop/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: 'Route not found' });
  });

  it('reports unavailable once the database is gone', async () => {
    await database.handle.close();
    const response = await app.inject({ url: '/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', message: 'The database is not reachable.' });
  });
});
