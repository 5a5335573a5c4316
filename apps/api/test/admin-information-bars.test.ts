import {
  INFORMATION_BAR_CODE_TAKEN_MESSAGE,
  INFORMATION_BAR_COLOUR_MESSAGE,
  INFORMATION_BAR_DATE_MESSAGE,
  INFORMATION_BAR_TEXT_REQUIRED_MESSAGE,
  INFORMATION_BAR_UNKNOWN_CHANNEL_MESSAGE,
  INFORMATION_BAR_WINDOW_MESSAGE,
  UNKNOWN_LOCALE_MESSAGE,
  type AdminInformationBar,
  type InformationBar,
  type List,
  type ValidationError,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLinesOf,
  signedInBackOffice,
  signedInWithRole,
  type BackOfficeCall,
} from './helpers/back-office-caller.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const HOUR = 3_600_000;
const message = (lt: string, en?: string) => ({
  lt: { description: lt, backgroundColor: '#2A211D', textColor: '#fff' },
  ...(en ? { en: { description: en, backgroundColor: '#000000', textColor: '#ffffff' } } : {}),
});

describe('the back office information bars API (/api/v2/admin/information-bars)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: BackOfficeCall;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales(['lt', 'en']);
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
    app = await createTestApp(database);
    admin = await signedInBackOffice(app, database.db);
  }, 240_000);
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const violationsOf = (body: string): Array<[string, string]> =>
    (JSON.parse(body) as ValidationError).violations.map((v) => [v.propertyPath, v.message]);
  const shopBar = async (locale = 'lt') =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/v2/shop/information-bar',
        headers: { 'accept-language': locale },
      })
    ).json<{ informationBar: InformationBar | null }>().informationBar;

  it('adds a bar the shop shows at once (sanitised, rotating), schedules it and deletes it, each audited', async () => {
    const created = await admin('POST', '/information-bars', {
      payload: {
        code: 'free-delivery',
        channel: 'web',
        messages: [
          message('<b>Nemokamas</b> pristatymas<script>x()</script>', 'Free delivery'),
          message('Antra'),
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const bar = created.json<AdminInformationBar>();
    expect(bar).toMatchObject({ channel: 'web', state: 'active', audience: 'all', enabled: true });
    expect(bar.messages[0]?.lt).toEqual({
      description: '<b>Nemokamas</b> pristatymas',
      backgroundColor: '#2a211d',
      textColor: '#fff',
    });
    const shown = await shopBar();
    expect(shown?.messages.map((m) => m.description)).toEqual(['<b>Nemokamas</b> pristatymas', 'Antra']);

    const later = new Date(Date.now() + 24 * HOUR).toISOString();
    const scheduled = await admin('PUT', `/information-bars/${bar.id}`, {
      payload: { code: 'free-delivery', channel: null, activeFrom: later, messages: [message('Vėliau')] },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json<AdminInformationBar>()).toMatchObject({ state: 'scheduled', channel: null });
    expect(await shopBar()).toBeNull();

    expect((await admin('DELETE', `/information-bars/${bar.id}`)).statusCode).toBe(204);
    expect((await admin('GET', `/information-bars/${bar.id}`)).statusCode).toBe(404);
    const lines = [
      ...(await auditLinesOf(database.db, 'information_bar.create')),
      ...(await auditLinesOf(database.db, 'information_bar.update')),
      ...(await auditLinesOf(database.db, 'information_bar.delete')),
    ];
    expect(lines.map((line) => line.summary)).toEqual([
      'Information bar free-delivery: added',
      'Information bar free-delivery: changed',
      'Information bar free-delivery: deleted',
    ]);
  });

  it('answers every violation at once and never a 500 on hostile input', async () => {
    await admin('POST', '/information-bars', { payload: { code: 'taken', messages: [message('A')] } });
    const shape = await admin('POST', '/information-bars', {
      payload: {
        code: 'x',
        activeFrom: '2026-13-45T99:00:00Z',
        audience: 'robots',
        messages: [{ lt: { description: 'x'.repeat(3000), backgroundColor: 'red', textColor: '#fff' } }],
      },
    });
    expect(shape.statusCode).toBe(422);
    expect(violationsOf(shape.body)).toEqual(
      expect.arrayContaining([
        ['activeFrom', INFORMATION_BAR_DATE_MESSAGE],
        ['audience', expect.any(String)],
        ['messages[0].lt.backgroundColor', INFORMATION_BAR_COLOUR_MESSAGE],
        ['messages[0].lt.description', expect.any(String)],
      ]),
    );
    const rules = await admin('POST', '/information-bars', {
      payload: {
        code: 'taken',
        channel: 'nowhere',
        activeFrom: '2026-12-02T00:00:00+02:00',
        activeUntil: '2026-12-01T00:00:00+02:00',
        messages: [
          { et: { description: 'Tere', backgroundColor: '#000', textColor: '#fff' } },
          message('  '),
        ],
      },
    });
    expect(rules.statusCode).toBe(422);
    expect(violationsOf(rules.body)).toEqual(
      expect.arrayContaining([
        ['code', INFORMATION_BAR_CODE_TAKEN_MESSAGE],
        ['channel', INFORMATION_BAR_UNKNOWN_CHANNEL_MESSAGE],
        ['activeUntil', INFORMATION_BAR_WINDOW_MESSAGE],
        ['messages[0].et', UNKNOWN_LOCALE_MESSAGE],
        ['messages[1]', INFORMATION_BAR_TEXT_REQUIRED_MESSAGE],
      ]),
    );
    for (const payload of [null, [], { code: 5, messages: 'x' }, { code: 'y', messages: [] }])
      expect((await admin('POST', '/information-bars', { payload })).statusCode).toBeOneOf([400, 422]);
    expect(
      (await admin('PUT', '/information-bars/999999', { payload: { code: 'z', messages: [message('A')] } }))
        .statusCode,
    ).toBe(404);
    expect((await admin('GET', '/information-bars/nope')).statusCode).toBe(400);
    const listed = (await admin('GET', '/information-bars')).json<List<AdminInformationBar>>();
    expect(listed.data.map((bar) => bar.code)).toEqual(['taken']);
  });

  it('refuses an administrator whose role has no content permission', async () => {
    const service = await signedInWithRole(app, database.db, 'customer_service');
    expect((await service('GET', '/information-bars')).statusCode).toBe(403);
    expect((await service('DELETE', '/information-bars/1')).statusCode).toBe(403);
    expect((await service('GET', '/information-bars/channels')).statusCode).toBe(403);
    // A content editor picks a channel from the shop's channel list, which every administrator may read, but
    // may not change a channel's settings.
    const editor = await signedInWithRole(app, database.db, 'content_editor');
    expect((await editor('GET', '/channels')).statusCode).toBe(200);
    expect((await editor('GET', '/channels/web/shop-details')).statusCode).toBe(403);
    const channels = await editor('GET', '/information-bars/channels');
    expect(channels.statusCode).toBe(200);
    expect(channels.json<List<{ code: string }>>().data.map((channel) => channel.code)).toEqual(['web']);
  });
});
