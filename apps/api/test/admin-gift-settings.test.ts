import {
  GIFT_SUM_MESSAGE,
  GIFT_SUM_ORDER_MESSAGE,
  GIFT_TIER_GIFTS_MESSAGE,
  GIFT_TIER_LABEL_MESSAGE,
  GIFT_TIER_LIST_MESSAGE,
  GIFT_TIER_THRESHOLD_MESSAGE,
  GIFT_TIER_TOO_MANY_MESSAGE,
  GIFT_TIER_UNKNOWN_MESSAGE,
  giftVariantMessage,
  type AdminGiftSettings,
  type AdminGiftSettingsInput,
  type Order,
  type ValidationError,
} from '@shop/contracts';
import { GIFT_CARD_MAX_SUM, GIFT_CARD_MIN_SUM, GIFT_CARD_PRODUCT_CODE } from '@shop/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartPromotionChannels, cartPromotions, cartPromotionTranslations } from '../src/db/schema/index.ts';
import {
  auditLinesOf,
  signedInBackOffice,
  signedInWithRole,
  type BackOfficeCall,
} from './helpers/back-office-caller.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const SHOP = '/api/v2/shop';

describe('the back office gift settings API (/api/v2/admin/gift-settings)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: BackOfficeCall;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales(['lt', 'en']);
    const web = await data.channel({
      code: 'web',
      defaultLocale: 'lt',
      locales: ['lt', 'en'],
      giftWrappingCode: 'GIFT_WRAP',
    });
    const b2b = await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt'] });
    const products: Array<[string, number, number[]]> = [
      ['GIFT_WRAP', 250, [web.id]],
      ['TEN', 1000, [web.id]],
      ['FORTY', 4000, [web.id]],
      ['GIFT-A', 500, [web.id]],
      ['GIFT-B', 700, [web.id]],
      ['GIFT-C', 900, [web.id]],
      // Only in the other channel: not a gift the web shop can give.
      ['ELSEWHERE', 900, [b2b.id]],
    ];
    for (const [code, price, channelIds] of products) {
      const product = await data.catalogueProduct({
        code,
        channelIds,
        translations: { lt: { name: `Prekė ${code}`, slug: code.toLowerCase() } },
      });
      await data.variant({
        productId: product.id,
        code: code === 'GIFT_WRAP' ? 'GIFT_WRAP' : `${code}-1`,
        tracked: false,
        prices: channelIds.map((channelId) => ({ channelId, price })),
      });
    }
    const card = await data.catalogueProduct({
      code: GIFT_CARD_PRODUCT_CODE,
      channelIds: [],
      translations: { lt: { name: 'Dovanų kortelė', slug: 'dovanu-kortele' } },
    });
    await data.variant({ productId: card.id, code: GIFT_CARD_PRODUCT_CODE, tracked: false });
    for (const [code, amount, variantCodes] of [
      ['gift_60', 6000, ['GIFT-A-1', 'GIFT-B-1']],
      ['gift_120', 12_000, ['GIFT-C-1']],
    ] as const) {
      const [row] = await database.db
        .insert(cartPromotions)
        .values({
          code,
          priority: 1,
          rules: [{ type: 'item_total', amount }],
          actions: [{ type: 'select_gift', variantCodes: [...variantCodes] }],
        })
        .returning();
      if (!row) throw new Error('promotion not stored');
      await database.db.insert(cartPromotionChannels).values({ promotionId: row.id, channelId: web.id });
      await database.db.insert(cartPromotionTranslations).values([
        { promotionId: row.id, locale: 'lt', label: `Dovana nuo ${amount / 100} €` },
        { promotionId: row.id, locale: 'en', label: `A gift from €${amount / 100}` },
      ]);
    }
    // A coupon promotion is not a gift tier.
    await database.db.insert(cartPromotions).values({
      code: 'coupon_gift',
      couponBased: true,
      rules: [{ type: 'item_total', amount: 100 }],
      actions: [{ type: 'select_gift', variantCodes: ['GIFT-A-1'] }],
    });
    app = await createTestApp(database);
    admin = await signedInBackOffice(app, database.db);
  }, 240_000);
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const violationsOf = (body: string): Array<[string, string]> =>
    (JSON.parse(body) as ValidationError).violations.map((v) => [v.propertyPath, v.message]);
  const settings = async () => {
    const answer = await admin('GET', '/gift-settings?channel=web');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<AdminGiftSettings>();
  };
  const save = (payload: unknown) => admin('PUT', '/gift-settings?channel=web', { payload });
  /** The settings as they are, in the PUT's shape. */
  const inputOf = (current: AdminGiftSettings): AdminGiftSettingsInput => ({
    giftWrappingPrice: current.giftWrapping.price,
    giftCardSums: current.giftCardSums,
    tiers: current.tiers.map((tier) => ({
      id: tier.id,
      threshold: tier.threshold,
      variantCodes: tier.gifts.map((gift) => gift.code),
      labels: tier.labels,
      enabled: tier.enabled,
    })),
  });
  const shop = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `${SHOP}${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  async function cartWith(...codes: string[]): Promise<Order> {
    let order = (await shop('POST', '/orders')).json<Order>();
    for (const code of codes) {
      const added = await shop('POST', `/orders/${order.tokenValue}/items`, { productVariant: code });
      expect(added.statusCode, added.body).toBe(201);
      order = added.json();
    }
    return order;
  }

  it('shows the gift wrapping price, the default gift card amounts and the channel’s tiers with their gifts', async () => {
    const current = await settings();
    expect(current.giftWrapping).toEqual({ variantCode: 'GIFT_WRAP', price: 250 });
    expect(current.giftCardSums).toEqual({ min: GIFT_CARD_MIN_SUM, max: GIFT_CARD_MAX_SUM });
    expect(current.tiers.map((tier) => [tier.code, tier.threshold, tier.enabled, tier.channels])).toEqual([
      ['gift_60', 6000, true, ['web']],
      ['gift_120', 12_000, true, ['web']],
    ]);
    expect(current.tiers[0]?.gifts).toEqual([
      { code: 'GIFT-A-1', productName: 'Prekė GIFT-A', sellable: true },
      { code: 'GIFT-B-1', productName: 'Prekė GIFT-B', sellable: true },
    ]);
    expect((await cartWith('TEN-1')).giftCardSums).toEqual({
      min: GIFT_CARD_MIN_SUM,
      max: GIFT_CARD_MAX_SUM,
    });
  });

  it('saves them so the cart charges the new wrapping price, enforces the new gift card amounts and offers the gift from the new threshold', async () => {
    const before = await cartWith('FORTY-1', 'TEN-1');
    expect(before.availableSelectGiftProductVariants).toEqual([]);
    const input = inputOf(await settings());
    const saved = await save({
      ...input,
      giftWrappingPrice: 390,
      giftCardSums: { min: 1000, max: 20_000 },
      tiers: input.tiers.map((tier, index) => (index === 0 ? { ...tier, threshold: 5000 } : tier)),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<AdminGiftSettings>();
    expect(after.giftWrapping.price).toBe(390);
    expect(after.giftCardSums).toEqual({ min: 1000, max: 20_000 });
    expect(after.tiers.map((tier) => tier.threshold)).toEqual([5000, 12_000]);

    const cart = await cartWith('FORTY-1', 'TEN-1');
    expect(cart.giftCardSums).toEqual({ min: 1000, max: 20_000 });
    expect(cart.availableSelectGiftProductVariants).toEqual(['GIFT-A-1', 'GIFT-B-1']);
    const wrapped = await shop('PATCH', `/orders/${cart.tokenValue}/gift-wrapping`, {
      giftWrappingMessage: null,
      isGift: true,
    });
    expect(wrapped.statusCode, wrapped.body).toBe(200);
    const order = wrapped.json<Order>();
    expect(order.giftWrapping.price).toBe(390);
    expect(order.items.find((item) => item.kind === 'gift_wrapping')?.total).toBe(390);
    const tooMuch = await shop('PUT', `/orders/${cart.tokenValue}/add-gift-card-for-sum`, {
      giftCardSum: 30_000,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(violationsOf(tooMuch.body)).toEqual([
      ['giftCardSum', 'The gift card sum should be from 10 to 200 EUR.'],
    ]);
    const tooLittle = await shop('PUT', `/orders/${cart.tokenValue}/add-gift-card-for-sum`, {
      giftCardSum: 500,
    });
    expect(tooLittle.statusCode).toBe(422);
    const fine = await shop('PUT', `/orders/${cart.tokenValue}/add-gift-card-for-sum`, {
      giftCardSum: 20_000,
    });
    expect(fine.statusCode, fine.body).toBe(200);

    const lines = await auditLinesOf(database.db, 'gift_settings.update');
    expect(lines.map((line) => line.summary)).toEqual([
      'Gift settings of web: gift wrapping 3.90 €, gift cards 10.00 €–200.00 €, tiers from 50.00 €, 120.00 €',
    ]);
    expect((await auditLinesOf(database.db, 'variant.update')).map((line) => line.subjectId)).toEqual([
      'GIFT_WRAP',
    ]);
    expect((await auditLinesOf(database.db, 'promotion.update')).map((line) => line.summary)).toEqual([
      'Promotion gift_60',
    ]);
  });

  it('adds a third tier for the channel, switches one off, and refuses a fourth', async () => {
    const input = inputOf(await settings());
    const third = {
      id: null,
      threshold: 20_000,
      variantCodes: ['GIFT-B-1'],
      labels: { lt: 'Trečia dovana', en: 'A third gift' },
      enabled: true,
    };
    const saved = await save({
      ...input,
      tiers: [...input.tiers.map((tier, index) => (index === 1 ? { ...tier, enabled: false } : tier)), third],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      saved.json<AdminGiftSettings>().tiers.map((tier) => [tier.code, tier.enabled, tier.channels]),
    ).toEqual([
      ['gift_60', true, ['web']],
      ['gift_120', false, ['web']],
      ['gift_web_20000', true, ['web']],
    ]);
    const fourth = await save({
      ...inputOf(saved.json<AdminGiftSettings>()),
      tiers: [...inputOf(saved.json<AdminGiftSettings>()).tiers, { ...third, threshold: 30_000 }],
    });
    expect(fourth.statusCode).toBe(422);
    expect(violationsOf(fourth.body)).toEqual([['tiers', GIFT_TIER_TOO_MANY_MESSAGE]]);
  });

  it('reports every violation at once and never answers 500', async () => {
    const input = inputOf(await settings());
    const [first, second] = input.tiers;
    const broken = await save({
      giftWrappingPrice: null,
      giftCardSums: { min: 5000, max: 5000 },
      tiers: [
        {
          ...first,
          threshold: 9000,
          variantCodes: ['GIFT-A-1', 'NOPE-1', 'ELSEWHERE-1'],
          labels: { lt: 'Dovana' },
        },
        { ...second, id: 999_999, threshold: 9000 },
      ],
    });
    expect(broken.statusCode).toBe(422);
    expect(violationsOf(broken.body).sort()).toEqual(
      [
        ['giftWrappingPrice', 'Enter the gift wrapping price.'],
        ['giftCardSums.max', GIFT_SUM_ORDER_MESSAGE],
        ['tiers', GIFT_TIER_LIST_MESSAGE],
        ['tiers[0].variantCodes[1]', giftVariantMessage('NOPE-1')],
        ['tiers[0].variantCodes[2]', giftVariantMessage('ELSEWHERE-1')],
        ['tiers[0].labels.en', GIFT_TIER_LABEL_MESSAGE],
        ['tiers[1].id', GIFT_TIER_UNKNOWN_MESSAGE],
        ['tiers[1].threshold', GIFT_TIER_THRESHOLD_MESSAGE],
      ].sort(),
    );
    const shapes = await save({
      giftWrappingPrice: 'cheap',
      giftCardSums: { min: -1, max: 'x'.repeat(10_000) },
      tiers: [{ ...first, variantCodes: [], threshold: 1.5 }],
    });
    expect(shapes.statusCode).toBe(422);
    expect(violationsOf(shapes.body)).toEqual(
      expect.arrayContaining([
        ['giftCardSums.min', GIFT_SUM_MESSAGE],
        ['giftCardSums.max', GIFT_SUM_MESSAGE],
        ['tiers[0].variantCodes', GIFT_TIER_GIFTS_MESSAGE],
      ]),
    );
    expect(violationsOf(shapes.body).map(([path]) => path)).toEqual(
      expect.arrayContaining(['giftWrappingPrice', 'tiers[0].threshold']),
    );
    // Nothing was saved by the refused requests.
    expect(inputOf(await settings())).toEqual(input);
    expect((await admin('GET', '/gift-settings?channel=nowhere')).statusCode).toBe(400);
    expect((await admin('GET', '/gift-settings')).statusCode).toBe(400);
    expect((await admin('PUT', '/gift-settings?channel=web', { payload: 'x' })).statusCode).toBeLessThan(500);
    expect(
      (await admin('PUT', `/gift-settings?channel=${'w'.repeat(5000)}`, { payload: input })).statusCode,
    ).toBe(400);
  });

  it('refuses an administrator whose role has no settings permission', async () => {
    const editor = await signedInWithRole(app, database.db, 'content_editor');
    expect((await editor('GET', '/gift-settings?channel=web')).statusCode).toBe(403);
    expect((await editor('PUT', '/gift-settings?channel=web', { payload: {} })).statusCode).toBe(403);
  });
});
