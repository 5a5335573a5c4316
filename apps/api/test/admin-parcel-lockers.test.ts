import type { AdminParcelLockerImportReport, AdminParcelLockerList, ValidationError } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { administrators, parcelLockers } from '../src/db/schema/index.ts';
import { seedCheckout } from '../src/demo/seed/checkout.ts';
import { auditLinesOf, signedInBackOffice, type BackOfficeCall } from './helpers/back-office-caller.ts';
import { shopCaller, type ShopCall } from './helpers/customer-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { multipartBody } from './helpers/multipart.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('the back office parcel-locker import (/api/v2/admin/shipping-methods/parcel-lockers)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: BackOfficeCall;
  let token: string;
  let editorToken: string;
  let shop: ShopCall;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    await seedCheckout(database.db, [web]);
    app = await createTestApp(database);
    admin = await signedInBackOffice(app, database.db);
    token = await tokenOf('katalogas@example.lt');
    await signedInBackOffice(app, database.db, 'turinys@example.lt');
    await database.db
      .update(administrators)
      .set({ role: 'content_editor' })
      .where(eq(administrators.email, 'turinys@example.lt'));
    editorToken = await tokenOf('turinys@example.lt');
    shop = shopCaller(app);
  }, 240_000);
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  async function tokenOf(email: string): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/admin/token',
      payload: { email, password: 'Admin1234' },
    });
    return response.json<{ token: string }>().token;
  }

  function upload(query: string, file: string | null, bearer = token, filename = 'lockers.csv') {
    const { payload, contentType } = multipartBody(
      file === null
        ? [{ name: 'note', value: 'no file' }]
        : [{ name: 'file', value: file, filename, contentType: 'text/csv' }],
    );
    return app.inject({
      method: 'POST',
      url: `/api/v2/admin/shipping-methods/parcel-lockers/import?${query}`,
      headers: { authorization: `Bearer ${bearer}`, 'content-type': contentType },
      payload,
    });
  }
  const stored = (carrier: string) =>
    database.db
      .select({ code: parcelLockers.code, name: parcelLockers.name, enabled: parcelLockers.enabled })
      .from(parcelLockers)
      .where(eq(parcelLockers.carrier, carrier))
      .orderBy(asc(parcelLockers.code));

  it('lists lockers with counts per carrier and searches them; a role without "settings" is refused', async () => {
    const all = await admin('GET', '/shipping-methods/parcel-lockers');
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json<AdminParcelLockerList>();
    expect(body.counts.map((count) => count.carrier)).toEqual(
      expect.arrayContaining(['omniva', 'dpd', 'lp_express']),
    );
    const omniva = body.counts.find((count) => count.carrier === 'omniva');
    expect(omniva?.enabled).toBeGreaterThan(0);
    const searched = (
      await admin('GET', '/shipping-methods/parcel-lockers?carrier=omniva&q=OM-VIL-1')
    ).json<AdminParcelLockerList>();
    expect(searched.data.map((locker) => locker.code)).toContain('OM-VIL-1');
    expect(searched.data.every((locker) => locker.carrier === 'omniva')).toBe(true);
    expect((await admin('GET', '/shipping-methods/parcel-lockers?carrier=Bad%20Carrier')).statusCode).toBe(
      400,
    );
    expect((await admin('GET', `/shipping-methods/parcel-lockers?q=${'x'.repeat(500)}`)).statusCode).toBe(
      400,
    );

    expect(
      (await upload('carrier=omniva', 'code,name,address,city,postCode\nA,B,C,D,E', editorToken)).statusCode,
    ).toBe(403);
  });

  it('reports every problem by line in the dry run and writes nothing; apply with problems is 422', async () => {
    const before = await stored('omniva');
    const file = [
      'code,name,address,city,postCode,enabled',
      'OM-NEW-1,Naujas paštomatas,Gedimino pr. 1,Vilnius,LT-01103,',
      ',Be kodo,Adresas 2,Kaunas,LT-44000,true',
      'OM-NEW-2,,Adresas 3,,LT-44001,maybe',
      `OM-NEW-3,${'x'.repeat(201)},Adresas 4,Kaunas,LT-44002,no`,
      'OM-NEW-1,Dar kartą,Adresas 5,Vilnius,LT-01104,',
    ].join('\n');
    const check = await upload('carrier=omniva', file);
    expect(check.statusCode, check.body).toBe(200);
    const report = check.json<AdminParcelLockerImportReport>();
    expect(report).toMatchObject({ carrier: 'omniva', mode: 'check', valid: false, rows: 5 });
    expect(report.problems.map((problem) => [problem.line, problem.column])).toEqual([
      [3, 'code'],
      [4, 'name'],
      [4, 'city'],
      [4, 'enabled'],
      [5, 'name'],
      [6, 'code'],
    ]);
    expect(report.toAdd.map((locker) => locker.code)).toEqual(['OM-NEW-1']);
    expect(await stored('omniva')).toEqual(before);

    const apply = await upload('carrier=omniva&mode=apply', file);
    expect(apply.statusCode).toBe(422);
    expect((apply.json() as ValidationError).violations.map((v) => v.propertyPath)).toEqual([
      'lines[3].code',
      'lines[4].name',
      'lines[4].city',
      'lines[4].enabled',
      'lines[5].name',
      'lines[6].code',
    ]);
    expect(await stored('omniva')).toEqual(before);

    for (const [query, body] of [
      ['carrier=omniva', null],
      ['carrier=omniva', 'name;city\nX;Y'],
      ['carrier=omniva', '"unclosed,quote\n'],
      ['carrier=omniva', '[{"code": 1, "name": {"x": 1}}, 5]'],
      ['carrier=omniva', '{"not": "a list"}'],
      ['carrier=', 'code,name,address,city,postCode\nA,B,C,D,E'],
      ['carrier=omniva&mode=now', 'code,name,address,city,postCode\nA,B,C,D,E'],
    ] as const) {
      const response = await upload(query, body);
      expect([200, 400, 422], `${query} ${body}: ${response.body}`).toContain(response.statusCode);
      if (response.statusCode === 200)
        expect(response.json<AdminParcelLockerImportReport>().valid).toBe(false);
    }
    expect(await stored('omniva')).toEqual(before);
  });

  it('applies exactly what the dry run reported: adds, updates, disables (never deletes) the missing lockers', async () => {
    const before = await stored('dpd');
    expect(before.length).toBeGreaterThan(1);
    const [kept, changed] = before as [(typeof before)[number], (typeof before)[number]];
    const json = JSON.stringify([
      { code: kept.code, name: kept.name, address: 'x', city: 'y', postCode: 'z', enabled: true },
      {
        code: changed.code,
        name: 'Pervadintas terminalas',
        address: 'Savanorių pr. 1',
        city: 'Kaunas',
        postCode: 'LT-44000',
      },
      {
        code: 'DPD-NEW',
        name: 'Naujas terminalas',
        address: 'Laisvės al. 1',
        city: 'Kaunas',
        postCode: 'LT-44001',
        enabled: 'true',
      },
    ]);
    // Whatever the stored address of the first one, it is reported once and applied the same way.
    const check = (
      await upload('carrier=dpd', json, token, 'lockers.json')
    ).json<AdminParcelLockerImportReport>();
    expect(check).toMatchObject({ valid: true, rows: 3, problems: [] });
    expect(check.toAdd.map((l) => l.code)).toEqual(['DPD-NEW']);
    expect(check.toUpdate.map((l) => l.code)).toContain(changed.code);
    expect(check.toDisable.map((l) => l.code).sort()).toEqual(
      before
        .slice(2)
        .filter((l) => l.enabled)
        .map((l) => l.code)
        .sort(),
    );
    expect(await stored('dpd')).toEqual(before);

    const apply = await upload('carrier=dpd&mode=apply', json, token, 'lockers.json');
    expect(apply.statusCode, apply.body).toBe(200);
    const { mode: _a, ...applied } = apply.json<AdminParcelLockerImportReport>();
    const { mode: _c, ...checked } = check;
    expect(applied).toEqual(checked);
    const after = await stored('dpd');
    expect(after).toHaveLength(before.length + 1);
    expect(
      after
        .filter((l) => l.enabled)
        .map((l) => l.code)
        .sort(),
    ).toEqual([kept.code, changed.code, 'DPD-NEW'].sort());
    expect(after.find((l) => l.code === changed.code)?.name).toBe('Pervadintas terminalas');

    const [line] = await auditLinesOf(database.db, 'parcel_lockers.import');
    expect(line).toMatchObject({ subjectId: 'dpd', details: { added: 1, disabled: check.toDisable.length } });

    // The shop's locker list follows at once: the disabled ones are gone, the new one is there.
    const lockers = await shop('GET', '/parcel-lockers?carrier=dpd');
    expect(lockers.statusCode, lockers.body).toBe(200);
    const codes = (lockers.json() as { data: Array<{ code: string }> }).data.map((l) => l.code);
    expect(codes.sort()).toEqual([kept.code, changed.code, 'DPD-NEW'].sort());

    // Importing the same file again changes nothing.
    const again = (
      await upload('carrier=dpd', json, token, 'lockers.json')
    ).json<AdminParcelLockerImportReport>();
    expect(again).toMatchObject({ toAdd: [], toUpdate: [], toDisable: [], unchanged: 3 });
  });
});
