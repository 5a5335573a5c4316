import type { CurrentInformationBar } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { informationBarMessageTranslations, informationBars } from '../src/db/schema/index.ts';
import { saveInformationBar, type InformationBarInput } from '../src/modules/information-bars/service.ts';
import { createAccount, signInAs, shopCaller } from './helpers/customer-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { expectInert, XSS_PAYLOADS } from './helpers/xss.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BASE = '/api/v2/shop/information-bar';
const DAY = 86_400_000;

describe('information bars', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let webId: number;
  let otherId: number;
  let memberToken: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    webId = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    otherId = (await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    await createAccount(database.db, 'ona@example.lt');
    app = await createTestApp(database);
    memberToken = await signInAs(shopCaller(app), 'ona@example.lt');
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });
  beforeEach(async () => {
    await database.db.execute(sql`DELETE FROM information_bars`);
  });

  const text = (lt: string, en?: string) => ({
    lt: { description: lt, backgroundColor: '#F6E3D4', textColor: '#2a211d' },
    ...(en ? { en: { description: en, backgroundColor: '#f6e3d4', textColor: '#2A211D' } } : {}),
  });
  const bar = (code: string, rest: Partial<InformationBarInput> = {}) =>
    saveInformationBar(database.db, { code, messages: [text(`${code} lt`, `${code} en`)], ...rest });

  async function current(options: { token?: string; locale?: string } = {}) {
    const response = await app.inject({
      method: 'GET',
      url: BASE,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.locale ? { locale: options.locale } : {}),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return (response.json() as CurrentInformationBar).informationBar;
  }

  it('answers null when no bar applies', async () => {
    expect(await current()).toBeNull();
  });

  it('gives the messages of the winning bar in the request locale, in order, colours lower-cased', async () => {
    await saveInformationBar(database.db, {
      code: 'delivery',
      messages: [text('<b>Nemokamas</b> pristatymas', '<b>Free</b> delivery'), text('Antra', 'Second')],
    });
    expect(await current({ locale: 'en' })).toMatchObject({
      code: 'delivery',
      scope: 'global',
      messages: [
        { description: '<b>Free</b> delivery', backgroundColor: '#f6e3d4', textColor: '#2a211d' },
        { description: 'Second' },
      ],
    });
    expect((await current())?.messages[0]?.description).toBe('<b>Nemokamas</b> pristatymas');
  });

  it('lets the last active bar win, and a bar scoped to the channel beat any global one', async () => {
    await bar('global-early', { position: 1 });
    await bar('global-late', { position: 2 });
    expect((await current())?.code).toBe('global-late');
    await bar('global-same-position-newer', { position: 2 });
    expect((await current())?.code).toBe('global-same-position-newer');
    await bar('other-channel', { channelId: otherId, position: 99 });
    expect((await current())?.code).toBe('global-same-position-newer');
    await bar('web-scoped', { channelId: webId, position: 0 });
    expect(await current()).toMatchObject({ code: 'web-scoped', scope: 'channel' });
  });

  it('shows a bar for guests only to guests and one for registered shoppers only when signed in', async () => {
    await bar('everyone', { position: 0 });
    await bar('guests', { audience: 'guests', position: 1 });
    await bar('members', { audience: 'registered', position: 1 });
    // Same position: the newer wins among the bars each audience may see.
    expect((await current())?.code).toBe('guests');
    expect((await current({ token: memberToken }))?.code).toBe('members');
  });

  it('keeps to the active window: from inclusive, until exclusive, disabled never', async () => {
    const now = Date.now();
    await bar('always');
    await bar('future', { position: 5, activeFrom: new Date(now + DAY) });
    await bar('past', { position: 5, activeUntil: new Date(now - 1000) });
    await bar('disabled', { position: 5, enabled: false });
    expect((await current())?.code).toBe('always');
    await bar('now', { position: 4, activeFrom: new Date(now - DAY), activeUntil: new Date(now + DAY) });
    expect((await current())?.code).toBe('now');
  });

  it('falls back to the channel default locale and skips bars without a message in either', async () => {
    await saveInformationBar(database.db, { code: 'lt-only', messages: [text('Tik lietuviškai')] });
    expect((await current({ locale: 'en' }))?.messages[0]?.description).toBe('Tik lietuviškai');
    await saveInformationBar(database.db, {
      code: 'ru-only',
      position: 9,
      messages: [{ ru: { description: 'Только по-русски', backgroundColor: '#000', textColor: '#fff' } }],
    });
    expect((await current({ locale: 'en' }))?.code).toBe('lt-only');
  });

  it('refuses colours that are not hex on the way in', async () => {
    await expect(
      saveInformationBar(database.db, {
        code: 'bad',
        messages: [{ lt: { description: 'x', backgroundColor: 'red;background:url(x)', textColor: '#fff' } }],
      }),
    ).rejects.toThrow(/hex/);
  });

  it('makes every XSS payload inert, on the way in and again on the way out', async () => {
    await saveInformationBar(database.db, {
      code: 'xss',
      messages: XSS_PAYLOADS.map((payload) => ({
        lt: { description: `Tekstas ${payload}`, backgroundColor: '#fff', textColor: '#000' },
      })),
    });
    const stored = await database.db.select().from(informationBarMessageTranslations);
    for (const row of stored) expectInert(row.description);
    // Even HTML written straight into the table (an import, an older version) is cleaned when served.
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      await database.db.execute(
        sql`UPDATE information_bar_message_translations SET description = ${`Tekstas ${payload}`}
            WHERE id = ${stored[index]?.id}`,
      );
    }
    const served = await current();
    expect(served?.messages.length).toBeGreaterThan(0);
    for (const message of served?.messages ?? []) {
      expectInert(message.description);
      expect(message.description).toMatch(/^Tekstas/);
    }
    expect(await database.db.select().from(informationBars)).toHaveLength(1);
  });
});
