import {
  REDIRECT_DESTINATION_MESSAGE,
  REDIRECT_SAME_MESSAGE,
  REDIRECT_SOURCE_MESSAGE,
  REDIRECT_SOURCE_QUERY_MESSAGE,
  REDIRECT_UNKNOWN_CHANNEL_MESSAGE,
  STALE_VERSION_MESSAGE,
  type AdminRedirect,
  type AdminRedirectImportReport,
  type List,
  type ValidationError,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { redirects } from '../src/db/schema/index.ts';
import { auditLinesOf, signedInBackOffice, type BackOfficeCall } from './helpers/back-office-caller.ts';
import { createAccount, shopCaller, signInAs, type ShopCall } from './helpers/customer-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('the back office redirects API (/api/v2/admin/redirects)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: BackOfficeCall;
  let shop: ShopCall;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales(['lt']);
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt'] });
    await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt'] });
    app = await createTestApp(database);
    admin = await signedInBackOffice(app, database.db);
    shop = shopCaller(app);
  }, 240_000);
  beforeEach(async () => {
    await database.db.delete(redirects);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  function violationsOf(body: string): Array<[string, string]> {
    return (JSON.parse(body) as ValidationError).violations.map((v) => [v.propertyPath, v.message]);
  }
  async function create(payload: Record<string, unknown>): Promise<AdminRedirect> {
    const response = await admin('POST', '/redirects', { payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminRedirect>();
  }
  async function importCsv(csv: string, mode: 'check' | 'apply') {
    return admin('POST', '/redirects/import', { payload: { csv, mode } });
  }
  async function shopRedirect(source: string, channel = 'web') {
    const response = await app.inject({
      url: '/api/v2/shop/redirects',
      query: { source },
      headers: { channel },
    });
    expect(response.statusCode).toBe(200);
    return response.json<List<{ destination: string }>>().data[0]?.destination ?? null;
  }

  it('refuses every redirects call without an administrator token, a shop customer’s token included', async () => {
    await createAccount(database.db, 'pirkeja@example.lt');
    const customerToken = await signInAs(shop, 'pirkeja@example.lt');
    const calls: Array<Parameters<BackOfficeCall>> = [
      ['GET', '/redirects'],
      ['POST', '/redirects', { payload: { source: '/a', destination: '/b' } }],
      ['GET', '/redirects/1'],
      ['PATCH', '/redirects/1', { payload: { version: 'x' } }],
      ['DELETE', '/redirects/1'],
      [
        'POST',
        '/redirects/import',
        { payload: { csv: 'source,destination,permanent,only404\n/a,/b,,', mode: 'apply' } },
      ],
      ['GET', '/redirects/export'],
    ];
    for (const [method, url, options] of calls) {
      for (const token of [null, customerToken]) {
        const response = await admin(method, url, { ...options, token });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
    }
    expect(await database.db.select().from(redirects)).toEqual([]);
  });

  it('adds, reads, lists with search and filters, edits with a version and deletes, each write audited', async () => {
    const made = await create({
      source: '/senas-puslapis/',
      destination: '/naujas',
      channel: 'web',
      permanent: false,
    });
    expect(made).toMatchObject({
      channel: 'web',
      source: '/senas-puslapis',
      destination: '/naujas',
      permanent: false,
      only404: false,
      enabled: true,
    });
    await create({ source: '/akcija', destination: 'https://example.lt/akcijos', only404: true });
    await create({ source: '/isjungtas', destination: '/kitur', enabled: false });

    const one = await admin('GET', `/redirects/${made.id}`);
    expect(one.json()).toEqual(made);
    expect((await admin('GET', '/redirects/999999')).statusCode).toBe(404);

    const list = async (query: string) =>
      (await admin('GET', `/redirects${query}`)).json<List<AdminRedirect>>().data.map((r) => r.source);
    expect(await list('')).toEqual(['/akcija', '/isjungtas', '/senas-puslapis']);
    expect(await list('?search=AKCIJOS')).toEqual(['/akcija']);
    expect(await list('?channel=web')).toEqual(['/senas-puslapis']);
    expect(await list('?channel=all')).toEqual(['/akcija', '/isjungtas']);
    expect(await list('?enabled=false')).toEqual(['/isjungtas']);
    const paged = (await admin('GET', '/redirects?itemsPerPage=2&page=2')).json<List<AdminRedirect>>();
    expect(paged.meta).toEqual({ totalItems: 3, page: 2, itemsPerPage: 2, lastPage: 2 });
    expect((await admin('GET', '/redirects?channel=nope')).statusCode).toBe(400);

    const edited = await admin('PATCH', `/redirects/${made.id}`, {
      payload: { version: made.version, destination: '/dar-naujesnis', permanent: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ destination: '/dar-naujesnis', permanent: true });
    expect(edited.json<AdminRedirect>().version).not.toBe(made.version);
    const stale = await admin('PATCH', `/redirects/${made.id}`, {
      payload: { version: made.version, enabled: false },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: STALE_VERSION_MESSAGE });

    expect((await admin('DELETE', `/redirects/${made.id}`)).statusCode).toBe(204);
    expect((await admin('DELETE', `/redirects/${made.id}`)).statusCode).toBe(404);

    expect((await auditLinesOf(database.db, 'redirect.create')).at(-1)?.details).toMatchObject({
      after: { source: '/isjungtas', destination: '/kitur', enabled: false },
    });
    const updates = await auditLinesOf(database.db, 'redirect.update');
    expect(updates.at(-1)).toMatchObject({
      subjectId: String(made.id),
      details: {
        before: { destination: '/naujas', permanent: false },
        after: { destination: '/dar-naujesnis', permanent: true },
      },
    });
    expect((await auditLinesOf(database.db, 'redirect.delete')).at(-1)).toMatchObject({
      subjectId: String(made.id),
      details: { before: { source: '/senas-puslapis', destination: '/dar-naujesnis' } },
    });
  });

  it('reports every field problem at once with owner-readable messages', async () => {
    const bad = async (payload: Record<string, unknown>) => {
      const response = await admin('POST', '/redirects', { payload });
      expect(response.statusCode, response.body).toBe(422);
      return violationsOf(response.body);
    };
    expect(
      await bad({ source: 'https://shop.lt/old', destination: 'javascript:alert(1)', channel: 'nope' }),
    ).toEqual([
      ['channel', REDIRECT_UNKNOWN_CHANNEL_MESSAGE],
      ['source', REDIRECT_SOURCE_MESSAGE],
      ['destination', REDIRECT_DESTINATION_MESSAGE],
    ]);
    expect(await bad({ source: '//evil.example/x', destination: '//evil.example' })).toEqual([
      ['source', REDIRECT_SOURCE_MESSAGE],
      ['destination', REDIRECT_DESTINATION_MESSAGE],
    ]);
    expect(await bad({ source: '/old?utm=1', destination: '/new' })).toEqual([
      ['source', REDIRECT_SOURCE_QUERY_MESSAGE],
    ]);
    expect(await bad({ source: '/same/', destination: '/same?x=1' })).toEqual([
      ['destination', REDIRECT_SAME_MESSAGE],
    ]);
    expect(await bad({ destination: '/x' })).toEqual([['source', expect.any(String)]]);
    expect(await database.db.select().from(redirects)).toEqual([]);
  });

  it('refuses a second redirect from the same old address in the same channel scope, also for all channels', async () => {
    const first = await create({ source: '/dublis', destination: '/a' });
    const again = await admin('POST', '/redirects', { payload: { source: '/dublis/', destination: '/b' } });
    expect(again.statusCode).toBe(422);
    expect(violationsOf(again.body)).toEqual([
      ['source', `There is already a redirect from /dublis (redirect #${first.id}): edit that one instead.`],
    ]);
    // Another channel's own redirect for the same address is allowed (it wins there).
    await create({ source: '/dublis', destination: '/b', channel: 'b2b' });
  });

  it('refuses chains and loops, naming the redirect they clash with', async () => {
    const ab = await create({ source: '/a', destination: '/b' });
    // A→B exists: B→C would make A a chain; the owner is told which one leads here.
    const bc = await admin('POST', '/redirects', { payload: { source: '/b', destination: '/c' } });
    expect(violationsOf(bc.body)).toEqual([
      [
        'source',
        `The redirect from /a (redirect #${ab.id}) leads to this address, so it would become a chain: point that one at /c first, or change this one.`,
      ],
    ]);
    // X→A would chain onto A→B: point X at B.
    const xa = await admin('POST', '/redirects', { payload: { source: '/x', destination: '/a?from=x' } });
    expect(violationsOf(xa.body)).toEqual([
      [
        'destination',
        `/a is itself redirected to /b (redirect #${ab.id}), which would make a chain: point this redirect straight at /b.`,
      ],
    ]);
    // B→A closes a loop.
    const ba = await admin('POST', '/redirects', { payload: { source: '/b', destination: '/a' } });
    expect(violationsOf(ba.body)).toEqual([
      [
        'destination',
        `This would make a loop: /a already redirects to /b (redirect #${ab.id}). Change or delete that redirect instead.`,
      ],
    ]);
    // Editing into a chain is refused as well; a disabled redirect takes no part, and enabling it is checked.
    const cd = await create({ source: '/c', destination: '/d' });
    const edit = await admin('PATCH', `/redirects/${cd.id}`, {
      payload: { version: cd.version, destination: '/a' },
    });
    expect(edit.statusCode).toBe(422);
    const off = await create({ source: '/b', destination: '/c', enabled: false });
    const on = await admin('PATCH', `/redirects/${off.id}`, {
      payload: { version: off.version, enabled: true },
    });
    expect(on.statusCode).toBe(422);
    // Channels that never meet do not clash: A→B for all channels, but B→C only for b2b still meets it.
    const scoped = await admin('POST', '/redirects', {
      payload: { source: '/b', destination: '/c', channel: 'b2b' },
    });
    expect(scoped.statusCode).toBe(422);
    expect((await database.db.select().from(redirects)).map((r) => r.source).sort()).toEqual([
      '/a',
      '/b',
      '/c',
    ]);
  });

  it('checks a CSV file row by row without writing, then imports all rows or none', async () => {
    await create({ source: '/sena-akcija', destination: '/akcijos' });
    const badFile = [
      'source,destination,permanent,only404,channel,enabled',
      '/vienas,/du,true,false,,',
      'http://x.lt/a,/b,maybe,false,nope,',
      '/du,/trys,,,,',
      '/vienas,/kitur,,,,',
      '/akcijos,/nauja-akcija,yes,no,web,1',
      '/ok,/gerai,,,,',
    ].join('\n');
    const check = await importCsv(badFile, 'check');
    expect(check.statusCode, check.body).toBe(200);
    const report = check.json<AdminRedirectImportReport>();
    expect(report).toMatchObject({ mode: 'check', valid: false, rows: 6 });
    expect(report.problems.map((p) => [p.row, p.column])).toEqual([
      [2, 'destination'], // /vienas → /du, and line 4 redirects /du onward
      [3, 'source'],
      [3, 'permanent'],
      [3, 'channel'],
      [4, 'source'], // /du is where line 2 leads
      [5, 'source'], // the same old address as line 2
      [6, 'source'], // /sena-akcija (stored) leads to /akcijos
    ]);
    expect(report.problems[0]?.message).toContain('line 4 of the file');
    expect(report.problems[6]?.message).toContain('redirect #');
    const applied = await importCsv(badFile, 'apply');
    expect(applied.statusCode).toBe(422);
    expect(violationsOf(applied.body)[0]).toEqual(['rows[2].destination', report.problems[0]?.message]);
    expect(await database.db.select().from(redirects)).toHaveLength(1);
    expect(await auditLinesOf(database.db, 'redirect.import')).toHaveLength(0);

    const goodFile = [
      '\uFEFFsource;destination;permanent;only404',
      '/sena-akcija;/visos-akcijos;false;true',
      '"/su;kabliataskiu";https://example.lt/x?a=1;1;0',
    ].join('\r\n');
    const good = await importCsv(goodFile, 'check');
    expect(good.json()).toEqual({
      mode: 'check',
      valid: true,
      rows: 2,
      created: 1,
      updated: 1,
      problems: [],
    });
    expect((await database.db.select().from(redirects)).map((r) => r.destination)).toEqual(['/akcijos']);
    const done = await importCsv(goodFile, 'apply');
    expect(done.json()).toMatchObject({ mode: 'apply', valid: true, created: 1, updated: 1 });
    const export_ = await admin('GET', '/redirects/export');
    expect(export_.headers['content-type']).toContain('text/csv');
    expect(export_.body.split('\r\n')).toEqual([
      '\uFEFFsource,destination,permanent,only404,channel,enabled',
      '/sena-akcija,/visos-akcijos,false,true,,true',
      '"/su;kabliataskiu",https://example.lt/x?a=1,true,false,,true',
      '',
    ]);
    expect((await auditLinesOf(database.db, 'redirect.import')).at(-1)?.summary).toBe(
      'Imported 2 redirects (1 new, 1 replaced)',
    );
    // The export imports back as it is: every row replaces itself.
    const back = await importCsv(export_.body, 'check');
    expect(back.json()).toMatchObject({ valid: true, created: 0, updated: 2 });
    // A broken file or header is one clear problem.
    const header = await importCsv('from,to\n/a,/b', 'check');
    expect(header.json<AdminRedirectImportReport>().problems).toEqual([
      {
        row: 1,
        column: '',
        message: expect.stringContaining('missing source, destination, permanent, only404'),
      },
    ]);
    const quote = await importCsv('source,destination,permanent,only404\n"/a,/b,,', 'check');
    expect(quote.json<AdminRedirectImportReport>()).toMatchObject({
      valid: false,
      problems: [{ column: '' }],
    });
  });

  it('lets the shop follow an added, edited and deleted redirect at once, and moves the catalogue version', async () => {
    const version = async () =>
      (await app.inject({ url: '/api/v2/shop/catalogue-version' })).json<{ version: number }>().version;
    const before = await version();
    const made = await create({ source: '/senas', destination: '/pirmas', channel: 'web' });
    expect(await shopRedirect('/senas/')).toBe('/pirmas');
    expect(await shopRedirect('/senas', 'b2b')).toBeNull();
    const afterCreate = await version();
    expect(afterCreate).toBeGreaterThan(before);
    await admin('PATCH', `/redirects/${made.id}`, {
      payload: { version: made.version, destination: '/antras' },
    });
    expect(await shopRedirect('/senas')).toBe('/antras');
    expect(await version()).toBeGreaterThan(afterCreate);
    await admin('DELETE', `/redirects/${made.id}`);
    expect(await shopRedirect('/senas')).toBeNull();
  });
});
