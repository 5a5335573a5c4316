import {
  PAYMENT_BLANK_MESSAGE,
  PAYMENT_LAST_ENABLED_MESSAGE,
  PAYMENT_ONLINE_UNAVAILABLE_MESSAGE,
  PAYMENT_ORDER_MESSAGE,
  UNKNOWN_LOCALE_MESSAGE,
  type AdminPaymentMethod,
  type List,
  type PaymentMethod,
  type ValidationError,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods, paymentMethodTranslations } from '../src/db/schema/index.ts';
import {
  auditLinesOf,
  signedInBackOffice,
  signedInWithRole,
  type BackOfficeCall,
} from './helpers/back-office-caller.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('the back office payment methods API (/api/v2/admin/payment-methods)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: BackOfficeCall;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales(['lt', 'en']);
    const web = await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
    for (const [position, [code, kind, enabled]] of (
      [
        ['bank', 'bank_transfer', true],
        ['cash', 'cash_on_delivery', true],
        ['card', 'online', false],
      ] as const
    ).entries()) {
      const [row] = await database.db
        .insert(paymentMethods)
        .values({ code, kind, enabled, position, channelId: web.id })
        .returning();
      ids[code] = row?.id ?? 0;
      await database.db
        .insert(paymentMethodTranslations)
        .values({ methodId: ids[code] ?? 0, locale: 'lt', name: `Mokėjimas ${code}`, description: null });
    }
    app = await createTestApp(database);
    admin = await signedInBackOffice(app, database.db);
  }, 240_000);
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const violationsOf = (body: string): Array<[string, string]> =>
    (JSON.parse(body) as ValidationError).violations.map((v) => [v.propertyPath, v.message]);
  const checkoutList = async () =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/v2/shop/payment-methods',
        headers: { 'accept-language': 'lt' },
      })
    ).json<List<PaymentMethod>>().data;
  const put = (id: number | undefined, payload: unknown) =>
    admin('PUT', `/payment-methods/${id}`, { payload });

  it('lists a channel’s methods; edited names and instructions (bank details filled in) show at checkout at once', async () => {
    const listed = await admin('GET', '/payment-methods?channel=web');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<List<AdminPaymentMethod>>().data.map((m) => [m.code, m.enabled, m.available])).toEqual(
      [
        ['bank', true, true],
        ['cash', true, true],
        ['card', false, false],
      ],
    );
    expect((await checkoutList()).map((m) => m.code)).toEqual(['bank', 'cash']);
    const saved = await put(ids.bank, {
      enabled: true,
      position: 0,
      translations: {
        lt: { name: 'Bankinis pavedimas', description: 'Pervedimas į {iban}' },
        en: { name: 'Bank transfer', description: null },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminPaymentMethod>().translations.lt?.description).toBe('Pervedimas į {iban}');
    const [bank] = await checkoutList();
    expect(bank?.name).toBe('Bankinis pavedimas');
    expect(bank?.description).toMatch(/^Pervedimas į /);
    expect(bank?.description).not.toContain('{iban}');
  });

  it('switches a method off so the checkout drops it, refuses the last one and online payment without a provider', async () => {
    const off = await put(ids.cash, {
      enabled: false,
      position: 1,
      translations: { lt: { name: 'Grynais', description: null } },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await checkoutList()).map((m) => m.code)).toEqual(['bank']);
    const last = await put(ids.bank, {
      enabled: false,
      position: 0,
      translations: { lt: { name: 'Bankas', description: null } },
    });
    expect(last.statusCode).toBe(409);
    expect(last.json<{ message: string }>().message).toBe(PAYMENT_LAST_ENABLED_MESSAGE);
    const online = await put(ids.card, {
      enabled: true,
      position: 2,
      translations: { lt: { name: 'Kortele', description: null } },
    });
    expect(online.statusCode).toBe(422);
    expect(violationsOf(online.body)).toEqual([['enabled', PAYMENT_ONLINE_UNAVAILABLE_MESSAGE]]);
    const lines = await auditLinesOf(database.db, 'payment_method.update');
    expect(lines.map((line) => line.summary)).toEqual([
      'Payment method web/bank: changed “Bankinis pavedimas”',
      'Payment method web/cash: changed “Grynais” (switched off)',
    ]);
  });

  it('reorders, validates every field at once and never answers 500', async () => {
    const reordered = await admin('PUT', '/payment-methods/order', {
      payload: { channel: 'web', methodIds: [ids.card, ids.bank, ids.cash] },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json<List<AdminPaymentMethod>>().data.map((m) => m.code)).toEqual([
      'card',
      'bank',
      'cash',
    ]);
    const partial = await admin('PUT', '/payment-methods/order', {
      payload: { channel: 'web', methodIds: [ids.bank] },
    });
    expect(violationsOf(partial.body)).toEqual([['methodIds', PAYMENT_ORDER_MESSAGE]]);
    const bad = await put(ids.bank, {
      enabled: 'yes',
      position: -4,
      translations: { lt: { name: '', description: 'x'.repeat(6000) } },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      violationsOf(bad.body)
        .map(([path]) => path)
        .sort(),
    ).toEqual(['enabled', 'position', 'translations.lt.description', 'translations.lt.name'].sort());
    expect(violationsOf(bad.body)).toContainEqual(['translations.lt.name', PAYMENT_BLANK_MESSAGE]);
    const locale = await put(ids.bank, {
      enabled: true,
      position: 0,
      translations: { et: { name: 'Pank', description: null } },
    });
    expect(violationsOf(locale.body)).toEqual([['translations.et', UNKNOWN_LOCALE_MESSAGE]]);
    expect(
      (await put(999999, { enabled: true, position: 0, translations: { lt: { name: 'x' } } })).statusCode,
    ).toBe(404);
    expect((await admin('GET', '/payment-methods?channel=nowhere')).statusCode).toBe(400);
    expect((await admin('GET', '/payment-methods')).statusCode).toBe(400);
    expect((await admin('PUT', '/payment-methods/abc', { payload: {} })).statusCode).toBe(400);
  });

  it('refuses an administrator whose role has no settings permission', async () => {
    const editor = await signedInWithRole(app, database.db, 'content_editor');
    expect((await editor('GET', '/payment-methods?channel=web')).statusCode).toBe(403);
    expect((await editor('PUT', `/payment-methods/${ids.bank}`, { payload: {} })).statusCode).toBe(403);
  });
});
