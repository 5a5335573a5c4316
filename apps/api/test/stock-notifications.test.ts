import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockNotificationRequests } from '../src/db/schema/index.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('POST /api/v2/shop/stock-notifications', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let webId: number;
  let productId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    webId = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    const b2b = (await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt'] })).id;
    productId = (
      await data.catalogueProduct({
        code: 'PRAM-1',
        channelIds: [webId],
        translations: { lt: { name: 'Vežimėlis', slug: 'vezimelis' } },
      })
    ).id;
    await data.catalogueProduct({
      code: 'OFF',
      enabled: false,
      channelIds: [webId],
      translations: { lt: { name: 'Off', slug: 'off' } },
    });
    await data.catalogueProduct({
      code: 'B2B',
      channelIds: [b2b],
      translations: { lt: { name: 'Verslui', slug: 'verslui' } },
    });
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/v2/shop/stock-notifications',
      payload: payload as object,
      headers,
    });

  it('stores the request with the channel and locale, email normalised', async () => {
    const response = await post({ email: '  Ona@Example.LT ', product: 'PRAM-1' }, { locale: 'en' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ email: 'ona@example.lt', product: 'PRAM-1' });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    const rows = await database.db
      .select()
      .from(stockNotificationRequests)
      .where(eq(stockNotificationRequests.id, body.id));
    expect(rows).toEqual([
      expect.objectContaining({
        email: 'ona@example.lt',
        productId,
        channelId: webId,
        locale: 'en',
        notifiedAt: null,
      }),
    ]);
  });

  it('returns the open request instead of storing a duplicate, and stores a new one once notified', async () => {
    const first = (await post({ email: 'jonas@example.lt', product: 'PRAM-1' })).json();
    const again = await post({ email: 'JONAS@example.lt', product: 'PRAM-1' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first);
    const count = async () =>
      (
        await database.db
          .select()
          .from(stockNotificationRequests)
          .where(eq(stockNotificationRequests.email, 'jonas@example.lt'))
      ).length;
    expect(await count()).toBe(1);

    await database.db
      .update(stockNotificationRequests)
      .set({ notifiedAt: new Date() })
      .where(eq(stockNotificationRequests.id, first.id));
    const renewed = await post({ email: 'jonas@example.lt', product: 'PRAM-1' });
    expect(renewed.json().id).not.toBe(first.id);
    expect(await count()).toBe(2);
  });

  it.each([
    [{ email: '', product: 'PRAM-1' }, [{ propertyPath: 'email', message: 'Please enter your email.' }]],
    [{ email: '   ', product: 'PRAM-1' }, [{ propertyPath: 'email', message: 'Please enter your email.' }]],
    [{ product: 'PRAM-1' }, [{ propertyPath: 'email', message: 'Please enter your email.' }]],
    [
      { email: 'not-an-email', product: 'PRAM-1' },
      [{ propertyPath: 'email', message: 'This email is invalid.' }],
    ],
    [
      { email: 'a b@c.lt', product: 'PRAM-1' },
      [{ propertyPath: 'email', message: 'This email is invalid.' }],
    ],
    [
      { email: `${'a'.repeat(250)}@x.lt`, product: 'PRAM-1' },
      [{ propertyPath: 'email', message: 'This value is too long. It should have 254 characters or less.' }],
    ],
    [
      { email: 'ona@example.lt', product: '' },
      [{ propertyPath: 'product', message: 'This value should not be blank.' }],
    ],
    [{ email: 'ona@example.lt' }, [{ propertyPath: 'product', message: 'This value should not be blank.' }]],
    [
      { email: '', product: '' },
      [
        { propertyPath: 'email', message: 'Please enter your email.' },
        { propertyPath: 'product', message: 'This value should not be blank.' },
      ],
    ],
  ])('answers 422 with the field messages for %j', async (payload, violations) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe(422);
    expect(
      body.violations.map(({ propertyPath, message }: { propertyPath: string; message: string }) => ({
        propertyPath,
        message,
      })),
    ).toEqual(violations);
  });

  it('answers 422 on product for unknown, disabled and other-channel products', async () => {
    for (const product of ['NOPE', 'OFF', 'B2B']) {
      const response = await post({ email: 'ona@example.lt', product });
      expect(response.statusCode, product).toBe(422);
      expect(response.json().violations).toEqual([
        { propertyPath: 'product', message: `Product "${product}" does not exist.`, code: 'not_found' },
      ]);
    }
  });
});
