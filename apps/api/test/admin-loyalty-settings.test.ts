import {
  LOYALTY_BENEFIT_TEXT_MESSAGE,
  LOYALTY_THRESHOLDS_MESSAGE,
  LOYALTY_UNKNOWN_LEVEL_MESSAGE,
  type AdminLoyaltyBenefit,
  type AdminLoyaltySettings,
  type CustomerLoyalty,
  type List,
  type LoyaltyBenefit,
  type Order,
  type ValidationError,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { administrators } from '../src/db/schema/index.ts';
import { seedCheckout } from '../src/demo/seed/checkout.ts';
import { DEMO_LOYALTY_RULE_CODE, seedLoyalty } from '../src/demo/seed/loyalty.ts';
import { fulfilOrder } from '../src/modules/orders/order-state/index.ts';
import { auditLinesOf, signedInBackOffice, type BackOfficeCall } from './helpers/back-office-caller.ts';
import { createAccount, orderAs, shopCaller, signInAs, type ShopCall } from './helpers/customer-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { multipartBody } from './helpers/multipart.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/** The pram costs 120 €. */
const PRICE = 12000;
const CLI = { type: 'system', name: 'cli' } as const;

describe('the back office loyalty settings API (/api/v2/admin/loyalty-settings)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: BackOfficeCall;
  let editor: BackOfficeCall;
  let call: ShopCall;
  let adminToken: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    await seedCheckout(database.db, [web]);
    await seedLoyalty(database.db);
    const pram = await data.catalogueProduct({
      code: 'PRAM',
      channelIds: [web],
      translations: { lt: { name: 'Vežimėlis', slug: 'vezimelis' } },
    });
    await data.variant({
      productId: pram.id,
      code: 'PRAM-1',
      onHand: 100,
      prices: [{ channelId: web, price: PRICE }],
    });
    app = await createTestApp(database);
    admin = await signedInBackOffice(app, database.db);
    adminToken = (
      await app.inject({
        method: 'POST',
        url: '/api/v2/admin/token',
        payload: { email: 'katalogas@example.lt', password: 'Admin1234' },
      })
    ).json<{ token: string }>().token;
    editor = await signedInBackOffice(app, database.db, 'turinys@example.lt');
    await database.db
      .update(administrators)
      .set({ role: 'content_editor' })
      .where(eq(administrators.email, 'turinys@example.lt'));
    call = shopCaller(app);
  }, 240_000);
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const settings = async () => {
    const response = await admin('GET', '/loyalty-settings?channel=web');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminLoyaltySettings>();
  };
  const save = (
    changes: Partial<{ pointsPerEuro: number; pointValue: number; levels: Record<string, number> }>,
  ) =>
    app.inject({
      method: 'PUT',
      url: '/api/v2/admin/loyalty-settings?channel=web',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: {
        pointsPerEuro: 1,
        pointValue: 10,
        levels: { silver: 0, gold: 30000, platinum: 100000 },
        ...changes,
      },
    });
  const put = (url: string, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: `/api/v2/admin${url}`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: payload as object,
    });
  const account = async (token: string) =>
    ((await call('GET', '/customers/me/loyalty', { token })).json() as CustomerLoyalty).account;

  async function member(email: string): Promise<string> {
    await createAccount(database.db, email);
    const token = await signInAs(call, email);
    const joined = await call('POST', '/customer-loyalty-rules', {
      token,
      payload: { loyaltyRuleCode: DEMO_LOYALTY_RULE_CODE },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    return token;
  }

  it('shows today’s numbers (the former constants), the three levels and their benefits; refuses a role without "settings"', async () => {
    const current = await settings();
    expect(current).toMatchObject({
      channel: 'web',
      rule: { code: DEMO_LOYALTY_RULE_CODE },
      pointsPerEuro: 1,
      pointValue: 10,
    });
    expect(current.levels.map((level) => [level.code, level.amountToSpend, level.benefits.length])).toEqual([
      ['silver', 0, 3],
      ['gold', 30000, 3],
      ['platinum', 100000, 3],
    ]);
    expect(current.levels[0]?.benefits[0]).toMatchObject({
      position: 0,
      imagePath: 'loyalty/benefit-star.png',
      translations: { lt: { title: 'Taškai už kiekvieną pirkinį' } },
    });
    expect((await admin('GET', '/loyalty-settings?channel=nope')).statusCode).toBe(404);
    expect((await admin('GET', '/loyalty-settings', { token: null })).statusCode).toBe(401);
    const refused = await editor('GET', '/loyalty-settings?channel=web');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'Your role does not include the "settings" permission.',
    });
    expect((await editor('POST', '/loyalty-settings/benefits', { payload: {} })).statusCode).toBe(403);
  });

  it('answers 422 with every broken field at once; thresholds must rise strictly', async () => {
    const bad = await save({ pointsPerEuro: -1, pointValue: 0, levels: { silver: 'x', gold: 1.5 } as never });
    expect(bad.statusCode, bad.body).toBe(422);
    expect((bad.json() as ValidationError).violations.map((v) => v.propertyPath).sort()).toEqual([
      'levels.gold',
      'levels.platinum',
      'levels.silver',
      'pointValue',
      'pointsPerEuro',
    ]);
    const order = await save({ levels: { silver: 500, gold: 500, platinum: 100 } });
    expect(order.statusCode).toBe(422);
    expect((order.json() as ValidationError).violations).toEqual([
      { propertyPath: 'levels.gold', message: LOYALTY_THRESHOLDS_MESSAGE },
      { propertyPath: 'levels.platinum', message: LOYALTY_THRESHOLDS_MESSAGE },
    ]);
    for (const payload of [null, 'x', [], { pointsPerEuro: 1e30 }]) {
      const response = await put('/loyalty-settings?channel=web', payload);
      expect([400, 415, 422]).toContain(response.statusCode);
    }
    expect((await settings()).pointValue).toBe(10);
  });

  it('a new points-per-euro changes what an order earns, a new point value the redemption discount, a new threshold the level', async () => {
    const token = await member('ona@example.lt');
    expect((await save({ pointsPerEuro: 3 })).statusCode).toBe(200);
    const first = await orderAs(call, token, { variantCode: 'PRAM-1' });
    const result = await fulfilOrder(database.db, { orderId: first.id, actor: CLI, now: new Date() });
    expect(result.loyaltyPointsAwarded).toBe(360);
    expect(await account(token)).toMatchObject({
      points: 360,
      pointValue: 10,
      pointsValue: 3600,
      level: { code: 'silver' },
    });

    // 25 cents a point: 100 points take 25 € off.
    expect((await save({ pointsPerEuro: 3, pointValue: 25 })).statusCode).toBe(200);
    expect(await account(token)).toMatchObject({ pointValue: 25, pointsValue: 9000 });
    const second = await orderAs(call, token, { variantCode: 'PRAM-1', place: false });
    const redeemed = await call('PATCH', `/orders/${second.tokenValue}/loyalty-points`, {
      token,
      payload: { points: 100 },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect((redeemed.json() as Order).summary.loyaltyDiscount).toBe(2500);
    // A lower threshold for gold: the member (120 € spent) is gold at once.
    expect(
      (await save({ pointsPerEuro: 3, pointValue: 25, levels: { silver: 0, gold: 10000, platinum: 50000 } }))
        .statusCode,
    ).toBe(200);
    expect(await account(token)).toMatchObject({
      level: { code: 'gold' },
      nextLevel: { code: 'platinum', amountToSpend: 50000 },
    });

    const [line] = await auditLinesOf(database.db, 'loyalty_settings.update');
    expect(line?.details).toMatchObject({
      before: { pointsPerEuro: 1, pointValue: 10 },
      after: { pointsPerEuro: 3, pointValue: 10 },
    });
    expect((await save({})).statusCode).toBe(200);
  });

  it('adds, changes, moves, pictures and deletes benefits; the shop’s benefits page follows', async () => {
    const gold = (await settings()).levels.find((level) => level.code === 'gold');
    if (!gold) throw new Error('no gold');
    const invalid = await admin('POST', '/loyalty-settings/benefits?channel=web', {
      payload: { levelId: 999999, translations: { lt: { title: 'Tik pavadinimas' }, xx: { title: 'x' } } },
    });
    expect(invalid.statusCode, invalid.body).toBe(422);
    expect((invalid.json() as ValidationError).violations.map((v) => v.propertyPath)).toEqual([
      'translations',
    ]);
    const rules = await admin('POST', '/loyalty-settings/benefits?channel=web', {
      payload: { levelId: 999999, translations: { lt: { title: 'Tik pavadinimas' } } },
    });
    expect((rules.json() as ValidationError).violations).toEqual([
      { propertyPath: 'levelId', message: LOYALTY_UNKNOWN_LEVEL_MESSAGE },
      { propertyPath: 'translations.lt.description', message: LOYALTY_BENEFIT_TEXT_MESSAGE },
      { propertyPath: 'translations', message: LOYALTY_BENEFIT_TEXT_MESSAGE },
    ]);

    const created = await admin('POST', '/loyalty-settings/benefits?channel=web', {
      payload: {
        levelId: gold.id,
        position: 0,
        translations: {
          lt: { title: 'Nemokamas dovanų pakavimas', description: 'Supakuosime kiekvieną užsakymą.' },
          en: { title: 'Free gift wrapping', description: 'We wrap every order.' },
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const wrap = created.json<AdminLoyaltyBenefit>();
    expect(wrap.position).toBe(0);
    const shopGold = async () =>
      (
        (
          await app.inject({
            method: 'GET',
            url: `/api/v2/shop/loyalty-benefits?loyaltyGroups.id=${gold.id}`,
            headers: { 'accept-language': 'en' },
          })
        ).json() as List<LoyaltyBenefit>
      ).data;
    expect((await shopGold())[0]?.title).toBe('Free gift wrapping');

    const changed = await put(`/loyalty-settings/benefits/${wrap.id}`, {
      levelId: gold.id,
      translations: { en: { title: 'Gift wrapping on us', description: 'Every order.' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<AdminLoyaltyBenefit>().translations).toEqual({
      en: { title: 'Gift wrapping on us', description: 'Every order.' },
    });
    const moved = await admin('POST', `/loyalty-settings/benefits/${wrap.id}/move`, {
      payload: { position: 9 },
    });
    expect(moved.json<AdminLoyaltyBenefit>().position).toBe(3);
    expect((await shopGold()).at(-1)?.title).toBe('Gift wrapping on us');

    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#e63946' } })
      .png()
      .toBuffer();
    const upload = (value: Buffer | string) => {
      const { payload, contentType } = multipartBody([
        { name: 'file', value, filename: 'b.png', contentType: 'image/png' },
      ]);
      return app.inject({
        method: 'POST',
        url: `/api/v2/admin/loyalty-settings/benefits/${wrap.id}/picture`,
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': contentType },
        payload,
      });
    };
    const notPicture = await upload('not a picture');
    expect(notPicture.statusCode).toBe(422);
    expect((notPicture.json() as ValidationError).violations[0]?.propertyPath).toBe('file');
    const pictured = await upload(png);
    expect(pictured.statusCode, pictured.body).toBe(200);
    const imagePath = pictured.json<AdminLoyaltyBenefit>().imagePath;
    expect(imagePath).toMatch(/^loyalty\/.+\.png$/);
    expect((await shopGold()).at(-1)?.imagePath).toBe(imagePath);

    expect((await admin('DELETE', `/loyalty-settings/benefits/${wrap.id}`)).statusCode).toBe(204);
    expect((await admin('DELETE', `/loyalty-settings/benefits/${wrap.id}`)).statusCode).toBe(404);
    expect(
      (await settings()).levels.find((level) => level.code === 'gold')?.benefits.map((b) => b.position),
    ).toEqual([0, 1, 2]);
    for (const action of ['create', 'update', 'move', 'picture', 'delete']) {
      expect(await auditLinesOf(database.db, `loyalty_benefit.${action}`), action).toHaveLength(1);
    }
    expect((await admin('GET', '/loyalty-settings/benefits/abc')).statusCode).toBe(400);
  });
});
