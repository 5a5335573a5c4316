import {
  BANNER_CODE_TAKEN_MESSAGE,
  BANNER_DATES_MESSAGE,
  BANNER_LINK_MESSAGE,
  type AdminBanner,
  type AdminBannerList,
  type Banner,
  type List,
  type ValidationError,
} from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { administrators } from '../src/db/schema/index.ts';
import { queryRows, toNumber } from '../src/modules/search/sql-rows.ts';
import { auditLinesOf, signedInBackOffice, type BackOfficeCall } from './helpers/back-office-caller.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const banner = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  enabled: true,
  channelCode: null,
  displayFor: 'all',
  standalone: true,
  activeFrom: null,
  activeUntil: null,
  position: 0,
  translations: {
    lt: { title: 'Žiemos išpardavimas', imagePath: 'content/winter.webp', link: '/akcijos' },
    en: { title: 'Winter sale', imagePath: 'content/winter-en.webp', link: 'https://gandras.lt/en/sale' },
  },
  ...extra,
});

describe('the back office banners API (/api/v2/admin/banners)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: BackOfficeCall;
  let service: BackOfficeCall;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales(['lt', 'en']);
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
    app = await createTestApp(database);
    admin = await signedInBackOffice(app, database.db);
    service = await signedInBackOffice(app, database.db, 'aptarnavimas@example.lt');
    await database.db
      .update(administrators)
      .set({ role: 'customer_service' })
      .where(eq(administrators.email, 'aptarnavimas@example.lt'));
  }, 240_000);
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  function violationsOf(response: LightMyRequestResponse): Array<[string, string]> {
    expect(response.statusCode, response.body).toBe(422);
    return (response.json() as ValidationError).violations.map((v) => [v.propertyPath, v.message]);
  }
  async function create(payload: Record<string, unknown>): Promise<AdminBanner> {
    const response = await admin('POST', '/banners', { payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminBanner>();
  }
  async function shopBanners(day: string): Promise<string[]> {
    const response = await app.inject({
      url: `/api/v2/shop/banners?activeFrom=${day}&activeUntil=${day}`,
      headers: { locale: 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<List<Banner>>().data.map((item) => item.code);
  }
  async function catalogueVersion(): Promise<number> {
    const [row] = await queryRows<{ version: unknown }>(
      database.db,
      sql`SELECT version FROM search_catalogue_version WHERE id = 1`,
    );
    return toNumber(row?.version ?? 0);
  }

  it('creates a scheduled banner that the shop shows inside its date window only, audited', async () => {
    const before = await catalogueVersion();
    const created = await create(
      banner('winter', { channelCode: 'web', activeFrom: '2026-12-01', activeUntil: '2026-12-31' }),
    );
    expect(created).toMatchObject({
      code: 'winter',
      channelCode: 'web',
      activeFrom: '2026-12-01',
      activeUntil: '2026-12-31',
      translations: { en: { title: 'Winter sale', link: 'https://gandras.lt/en/sale' } },
    });
    expect(await catalogueVersion()).toBeGreaterThan(before);
    expect(await shopBanners('2026-12-15')).toEqual(['winter']);
    expect(await shopBanners('2027-01-01')).toEqual([]);
    const [line] = await auditLinesOf(database.db, 'banner.create');
    expect(line).toMatchObject({ subjectType: 'banner', subjectId: String(created.id) });

    const { id: _id, ...rest } = created;
    const moved = await admin('PUT', `/banners/${created.id}`, {
      payload: { ...rest, code: 'winter-2026', activeUntil: '2027-01-10' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<AdminBanner>()).toMatchObject({ id: created.id, code: 'winter-2026' });
    expect(await shopBanners('2027-01-01')).toEqual(['winter-2026']);
    const [update] = await auditLinesOf(database.db, 'banner.update');
    expect(update!.details).toMatchObject({
      before: { activeUntil: '2026-12-31' },
      after: { activeUntil: '2027-01-10' },
    });
  });

  it('answers every violation at once', async () => {
    await create(banner('taken'));
    const response = await admin('POST', '/banners', {
      payload: banner('taken', {
        channelCode: 'nowhere',
        activeFrom: '2026-12-31',
        activeUntil: '2026-12-01',
        translations: {
          lt: { title: '', imagePath: '../etc/passwd', link: 'javascript:alert(1)' },
          xx: { title: 'x', imagePath: 'content/a.webp' },
        },
      }),
    });
    expect(violationsOf(response)).toEqual(
      expect.arrayContaining([
        ['code', BANNER_CODE_TAKEN_MESSAGE],
        ['channelCode', 'There is no channel with this code.'],
        ['activeUntil', BANNER_DATES_MESSAGE],
        ['translations.lt.link', BANNER_LINK_MESSAGE],
        ['translations.xx', 'The shop has no such language.'],
      ]),
    );
    const paths = violationsOf(response).map(([path]) => path);
    expect(paths).toEqual(expect.arrayContaining(['translations.lt.title', 'translations.lt.imagePath']));
  });

  it('never answers a 500 to hostile input, and 404 for unknown ids', async () => {
    const bodies: unknown[] = [
      'text',
      [],
      null,
      banner('dates', { activeFrom: '2026-02-31' }),
      banner('big', { position: 2 ** 40 }),
      banner('x'.repeat(100_000)),
      banner('types', { enabled: 'yes', translations: 'none' }),
      banner('deep', { translations: { lt: { title: 'x'.repeat(10_000), imagePath: 5, link: 7 } } }),
    ];
    for (const payload of bodies) {
      const response = await admin('POST', '/banners', { payload: payload as object });
      expect([400, 415, 422], `${JSON.stringify(payload).slice(0, 80)} → ${response.body}`).toContain(
        response.statusCode,
      );
    }
    expect((await admin('GET', '/banners/999999')).statusCode).toBe(404);
    expect((await admin('PUT', '/banners/999999', { payload: banner('ghost') })).statusCode).toBe(404);
    expect((await admin('DELETE', '/banners/999999')).statusCode).toBe(404);
    expect((await admin('GET', '/banners/abc')).statusCode).toBe(400);
  });

  it('lists by channel and state, and deletes (audited)', async () => {
    const off = await create(banner('off', { enabled: false }));
    const list = async (query: string) =>
      (await admin('GET', `/banners?${query}`)).json<AdminBannerList>().items.map((item) => item.code);
    expect(await list('enabled=false')).toEqual(['off']);
    expect(await list('channel=web')).toEqual(['winter-2026']);
    expect(await list('channel=global')).toEqual(expect.arrayContaining(['off', 'taken']));
    expect(await list('channel=mars')).toEqual([]);
    expect((await admin('DELETE', `/banners/${off.id}`)).statusCode).toBe(204);
    expect((await admin('GET', `/banners/${off.id}`)).statusCode).toBe(404);
    const [line] = await auditLinesOf(database.db, 'banner.delete');
    expect(line!.details).toMatchObject({ before: { code: 'off' }, after: null });
  });

  it('refuses a customer service administrator (no content permission) with 403', async () => {
    expect((await service('GET', '/banners')).statusCode).toBe(403);
    expect((await service('POST', '/banners', { payload: banner('nope') })).statusCode).toBe(403);
  });
});
