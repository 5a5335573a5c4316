import { MAIL_PREVIEW_KINDS } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER } from '../src/modules/orders/seller.ts';
import { adminTokenFor } from './helpers/admin-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('the back office mail previews (/api/v2/admin/mail-previews)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales(['lt', 'en', 'et', 'ru']);
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en', 'et', 'ru'] });
    app = await createTestApp(database, { storefrontUrls: { web: 'https://shop.test' } });
    token = await adminTokenFor(app, database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const get = (url: string, bearer: string | null = token) =>
    app.inject({
      method: 'GET',
      url: `/api/v2/admin/mail-previews${url}`,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });

  it('is for administrators only', async () => {
    expect((await get('', null)).statusCode).toBe(401);
    expect((await get('/order-confirmation', null)).statusCode).toBe(401);
    expect((await get('/order-confirmation', 'not-a-token')).statusCode).toBe(401);
  });

  it('lists every mail kind and the four languages', async () => {
    const response = await get('');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kinds: [...MAIL_PREVIEW_KINDS], locales: ['lt', 'en', 'et', 'ru'] });
  });

  it('renders a kind in the asked language with subject, HTML and text, in the channel layout', async () => {
    const response = await get('/order-confirmation?locale=ru');
    expect(response.statusCode).toBe(200);
    const preview = response.json<{
      kind: string;
      locale: string;
      subject: string;
      html: string;
      text: string;
    }>();
    expect(preview).toMatchObject({
      kind: 'order-confirmation',
      locale: 'ru',
      subject: 'Заказ 000001234 получен',
    });
    expect(preview.html).toContain('lang="ru"');
    expect(preview.html).toContain('https://shop.test/ru/orders/demo-token');
    expect(preview.text).toContain('Как оплатить');
    expect(preview.text).toContain(SELLER.bankAccount);
    const lithuanian = (await get('/password-reset')).json<{ locale: string; subject: string }>();
    expect(lithuanian).toMatchObject({ locale: 'lt', subject: 'Slaptažodžio keitimas' });
  });

  it('is 404 for an unknown kind and 422 for a language mail is not written in', async () => {
    const unknown = await get('/birthday-card?locale=lt');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404, message: 'Mail kind "birthday-card" not found.' });
    const german = await get('/order-confirmation?locale=de');
    expect(german.statusCode).toBe(422);
    expect(german.json().violations).toEqual([
      {
        propertyPath: 'locale',
        message: 'Mail is written in lt, en, et, ru; "de" is not one of them.',
        code: 'unknown_locale',
      },
    ]);
  });

  it('is in the OpenAPI document', async () => {
    const document = (await app.inject({ url: '/api/v2/docs' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v2/admin/mail-previews', '/api/v2/admin/mail-previews/{kind}']),
    );
  });
});
