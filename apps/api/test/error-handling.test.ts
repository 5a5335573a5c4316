import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.ts';
import { notFound } from '../src/http/http-error.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('error responses', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales(['lt']);
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt'] });
    app = await buildApp({ config: database.config, database: database.handle });
    // Routes standing in for later modules, added to the real app before it starts.
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.post(
      '/test/orders/:id',
      {
        schema: {
          params: z.object({ id: z.coerce.number().int() }),
          body: z.object({
            email: z.email(),
            items: z.array(z.object({ quantity: z.number().int().min(1) })),
          }),
        },
      },
      async () => ({ ok: true }),
    );
    routes.get('/test/missing', async () => {
      throw notFound('Order "abc" not found.');
    });
    routes.get('/test/crash', async () => {
      throw new Error('connection string postgres://secret@db leaked?');
    });
    routes.get(
      '/test/bad-response',
      { schema: { response: { 200: z.object({ total: z.number() }) } } },
      async () => {
        return { total: 'not a number' } as unknown as { total: number };
      },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  it('answers an invalid body with 422 and one violation per field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/test/orders/1',
      payload: { email: 'not-an-email', items: [{ quantity: 1 }, { quantity: 0 }] },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe(422);
    expect(body.violations.map((violation: { propertyPath: string }) => violation.propertyPath)).toEqual([
      'email',
      'items[1].quantity',
    ]);
  });

  it('answers a malformed path parameter with 400 naming it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/test/orders/abc',
      payload: { email: 'a@b.lt', items: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid path parameter "id": /);
  });

  it('answers malformed JSON with 400 in the contract shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/test/orders/1',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['code', 'message']);
    expect(response.json().code).toBe(400);
  });

  it('passes expected errors through with their status', async () => {
    const response = await app.inject({ url: '/test/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: 'Order "abc" not found.' });
  });

  it('hides the details of unexpected failures', async () => {
    for (const url of ['/test/crash', '/test/bad-response']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 500, message: 'Internal server error' });
      expect(response.body).not.toContain('secret');
      expect(response.body).not.toContain('at ');
    }
  });
});
