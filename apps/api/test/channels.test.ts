import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('GET /api/v2/shop/channels/{code}', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let termsId: number;
  let loyaltyTermsId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const terms = await data.page('terms', {
      lt: { title: 'Taisyklės', slug: 'taisykles' },
      en: { title: 'Terms', slug: 'terms' },
    });
    // Only Lithuanian: English requests fall back to the channel default's slug.
    const loyaltyTerms = await data.page('loyalty-terms', {
      lt: { title: 'Lojalumo taisyklės', slug: 'lojalumo-taisykles' },
    });
    termsId = terms.id;
    loyaltyTermsId = loyaltyTerms.id;
    const disabledPrivacy = await data.page(
      'privacy',
      { lt: { title: 'Privatumas', slug: 'privatumas' } },
      false,
    );
    await data.channel({
      code: 'web',
      name: 'Gandras',
      defaultLocale: 'lt',
      locales: ['lt', 'en'],
      contactPhoneNumber: '+370 600 12345',
      termsOfServicePageId: terms.id,
      loyaltyTermsOfServicePageId: loyaltyTerms.id,
      privacyPolicyPageId: disabledPrivacy.id,
      menuCodes: { main: 'main-menu', footer: 'footer-menu', nonsense: 'ignored' },
    });
    await data.channel({
      code: 'b2b',
      name: 'Gandras Verslui',
      defaultLocale: 'lt',
      locales: ['lt'],
      requiresLogin: true,
    });
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  it('describes the channel with terms pages in the request locale', async () => {
    const response = await app.inject({ url: '/api/v2/shop/channels/web' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 'web',
      name: 'Gandras',
      currencyCode: 'EUR',
      locales: [
        { code: 'lt', name: 'Lietuvių' },
        { code: 'en', name: 'English' },
      ],
      defaultLocale: 'lt',
      contactPhoneNumber: '+370 600 12345',
      contactEmail: null,
      googleTagManagerCode: null,
      loyaltyRuleId: null,
      giftWrappingCode: null,
      termsOfServicePage: { id: termsId, slug: 'taisykles' },
      loyaltyTermsOfServicePage: { id: loyaltyTermsId, slug: 'lojalumo-taisykles' },
      privacyPolicyPage: null,
      menuCodes: { main: 'main-menu', footer: 'footer-menu' },
      logoPath: null,
      requiresLogin: false,
      // The shop details (back office "Shop details"): the seller documents and the footer name.
      seller: {
        companyName: 'UAB „Gandras“',
        companyCode: '305123450',
        vatNumber: 'LT100012345610',
        address: 'Savanorių pr. 178, LT-03154 Vilnius, Lietuva',
        bankName: 'AB „Swedbank“',
        iban: 'LT71 7300 0101 2345 6789',
        phone: '+370 600 12345',
        email: '',
      },
    });
  });

  it('uses the English slugs for an English request, falling back to the default locale', async () => {
    const response = await app.inject({ url: '/api/v2/shop/channels/web', headers: { locale: 'en' } });
    expect(response.json()).toMatchObject({
      termsOfServicePage: { id: termsId, slug: 'terms' },
      loyaltyTermsOfServicePage: { id: loyaltyTermsId, slug: 'lojalumo-taisykles' },
    });
    expect(response.headers['content-language']).toBe('en');
  });

  it('describes another channel than the request channel', async () => {
    const response = await app.inject({ url: '/api/v2/shop/channels/b2b' });
    expect(response.json()).toMatchObject({
      code: 'b2b',
      name: 'Gandras Verslui',
      requiresLogin: true,
      menuCodes: {},
    });
  });

  it('answers 404 for an unknown channel code', async () => {
    const response = await app.inject({ url: '/api/v2/shop/channels/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: 'Channel "nope" not found.' });
  });
});
