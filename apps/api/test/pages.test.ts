import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageTranslations } from '../src/db/schema/index.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('GET /api/v2/shop/cms/pages/{id}', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let termsId: number;
  let ltOnlyId: number;
  let disabledId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const terms = await data.page('terms', {
      lt: { title: 'Pirkimo taisyklės', slug: 'pirkimo-taisykles' },
      en: { title: 'Terms of service', slug: 'terms-of-service' },
    });
    await database.db
      .update(pageTranslations)
      .set({
        content:
          '<h2>1. Bendrosios nuostatos</h2><p onclick="steal()">Taisyklės <a href="javascript:alert(1)">čia</a>' +
          ' ir <a href="https://gandras.lt" target="_blank">svetainė</a>.</p><script>alert(1)</script>' +
          '<iframe src="https://evil.example"></iframe><table><tr><td>Pristatymas</td></tr></table>',
      })
      .where(eq(pageTranslations.pageId, terms.id));
    const ltOnly = await data.page('delivery', { lt: { title: 'Pristatymas', slug: 'pristatymas' } });
    const disabled = await data.page('old', { lt: { title: 'Senas', slug: 'senas' } }, false);
    termsId = terms.id;
    ltOnlyId = ltOnly.id;
    disabledId = disabled.id;
    await data.channel({ code: 'web', name: 'Gandras', defaultLocale: 'lt', locales: ['lt', 'en'] });
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  it('answers the page in the request locale', async () => {
    const response = await app.inject({
      url: `/api/v2/shop/cms/pages/${termsId}`,
      headers: { locale: 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: termsId, code: 'terms', slug: 'terms-of-service' });
    expect(response.json().title).toBe('Terms of service');
  });

  it('strips scripts, event handlers, iframes and unsafe links but keeps structure', async () => {
    const { content } = (await app.inject({ url: `/api/v2/shop/cms/pages/${termsId}` })).json();
    expect(content).toContain('<h2>1. Bendrosios nuostatos</h2>');
    expect(content).toContain('<td>Pristatymas</td>');
    expect(content).toContain('rel="noopener noreferrer"');
    expect(content).not.toMatch(/script|onclick|iframe|javascript:/);
  });

  it("falls back to the channel default locale's translation", async () => {
    const response = await app.inject({
      url: `/api/v2/shop/cms/pages/${ltOnlyId}`,
      headers: { locale: 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: 'pristatymas', title: 'Pristatymas' });
  });

  it('hides disabled and unknown pages behind a 404', async () => {
    for (const id of [disabledId, 999999]) {
      const response = await app.inject({ url: `/api/v2/shop/cms/pages/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: `Page ${id} not found.` });
    }
  });

  it('rejects an id that is not a positive integer with a 400 naming it', async () => {
    const response = await app.inject({ url: '/api/v2/shop/cms/pages/abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('id');
  });
});
