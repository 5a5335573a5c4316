import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokenFor } from './helpers/admin-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('admin API: the channels and warehouses a product can be sold and stocked in', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales(['lt', 'en']);
    await data.channel({ code: 'web', name: 'Gandras', defaultLocale: 'lt', locales: ['lt', 'en'] });
    await data.channel({
      code: 'b2b',
      name: 'Gandras verslui',
      defaultLocale: 'lt',
      locales: ['lt'],
      requiresLogin: true,
    });
    await data.warehouse({ code: 'VLN', name: 'Vilnius', address: 'Savanorių pr. 1' });
    await data.warehouse({ code: 'KNS', name: 'Kaunas' });
    app = await createTestApp(database);
    token = await adminTokenFor(app, database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  const get = (url: string, bearer: string | null = token) =>
    app.inject({ url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

  it('lists every channel with its name, the login-only one marked', async () => {
    const response = await get('/api/v2/admin/channels');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: [
        { code: 'web', name: 'Gandras', requiresLogin: false },
        { code: 'b2b', name: 'Gandras verslui', requiresLogin: true },
      ],
      meta: { totalItems: 2 },
    });
  });

  it('lists every warehouse with its name and address', async () => {
    const response = await get('/api/v2/admin/warehouses');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: [
        { code: 'VLN', name: 'Vilnius', address: 'Savanorių pr. 1' },
        { code: 'KNS', name: 'Kaunas', address: null },
      ],
    });
  });

  it('answers only administrators', async () => {
    expect((await get('/api/v2/admin/channels', null)).statusCode).toBe(401);
    expect((await get('/api/v2/admin/warehouses', 'not-a-token')).statusCode).toBe(401);
  });
});
