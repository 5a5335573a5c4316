import type { Banner, List } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveBanner, type BannerInput } from '../src/modules/banners/service.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { XSS_PAYLOADS } from './helpers/xss.ts';

const BASE = '/api/v2/shop/banners';
const TODAY = '2026-11-21';

describe('banners', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let webId: number;
  let otherId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    webId = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    otherId = (await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });
  beforeEach(async () => {
    await database.db.execute(sql`DELETE FROM banners`);
  });

  const banner = (code: string, rest: Partial<BannerInput> = {}) =>
    saveBanner(database.db, {
      code,
      translations: {
        lt: { title: `${code} lt`, imagePath: `banners/${code}.jpg`, link: '/akcijos' },
        en: { title: `${code} en`, imagePath: `banners/${code}-en.jpg`, link: 'https://gandras.lt/en/sales' },
      },
      ...rest,
    });

  async function list(query: string, headers: Record<string, string> = {}): Promise<List<Banner>> {
    const response = await app.inject({ method: 'GET', url: `${BASE}?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as List<Banner>;
  }
  const specQuery = (displayFor: string) =>
    `activeFrom=${TODAY}&activeUntil=${TODAY}&itemsPerPage=9999&displayFor=${displayFor}&standalone=true`;
  const codes = (banners: List<Banner>) => banners.data.map((item) => item.code);

  it('answers the spec query with the banners active today for the audience, in position order', async () => {
    await banner('second', { position: 2 });
    await banner('first', { position: 1 });
    await banner('guests', { displayFor: 'guest', position: 3 });
    await banner('members', { displayFor: 'authorised', position: 3 });
    await banner('placed', { standalone: false });
    await banner('other-channel', { channelId: otherId });
    await banner('this-channel', { channelId: webId, position: 4 });
    await banner('disabled', { enabled: false });
    const guest = await list(specQuery('guest'));
    expect(codes(guest)).toEqual(['first', 'second', 'guests', 'this-channel']);
    expect(guest.meta).toEqual({ totalItems: 4, page: 1, itemsPerPage: 9999, lastPage: 1 });
    expect(guest.data[0]).toMatchObject({
      title: 'first lt',
      image: 'banners/first.jpg',
      link: '/akcijos',
      displayFor: 'all',
      standalone: true,
    });
    expect(codes(await list(specQuery('authorised')))).toEqual([
      'first',
      'second',
      'members',
      'this-channel',
    ]);
    expect((await list(specQuery('guest'), { locale: 'en' })).data[0]).toMatchObject({
      title: 'first en',
      link: 'https://gandras.lt/en/sales',
    });
    expect(codes(await list('standalone=false'))).toEqual(['placed']);
  });

  it('keeps to the date window, inclusive at both ends', async () => {
    await banner('starts-today', { activeFrom: TODAY });
    await banner('ends-today', { activeUntil: TODAY });
    await banner('starts-tomorrow', { activeFrom: '2026-11-22' });
    await banner('ended-yesterday', { activeUntil: '2026-11-20' });
    await banner('open');
    expect(codes(await list(specQuery('guest')))).toEqual(['starts-today', 'ends-today', 'open']);
  });

  it('refuses an itemsPerPage above 9999 and a displayFor outside guest and authorised', async () => {
    expect((await app.inject({ method: 'GET', url: `${BASE}?itemsPerPage=10000` })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `${BASE}?displayFor=admin` })).statusCode).toBe(400);
  });

  it('never serves a link that is not safe to follow', async () => {
    const unsafe = [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.test/path',
      '/\\evil.test',
      ...XSS_PAYLOADS,
    ];
    for (const [index, link] of unsafe.entries()) {
      await banner(`unsafe-${index}`, {
        translations: { lt: { title: 'Akcija', imagePath: 'banners/a.jpg', link } },
      });
    }
    const served = await list('itemsPerPage=9999');
    expect(served.data).toHaveLength(unsafe.length);
    for (const item of served.data) expect(item.link).toBeNull();
  });
});
