import type { Order } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartPromotionChannels, cartPromotions } from '../src/db/schema/index.ts';
import { seedCheckout } from '../src/demo/seed/checkout.ts';
import { fixtures } from './helpers/fixtures.ts';
import { logStatements, type StatementLog } from './helpers/statement-counter.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BASE = '/api/v2/shop';

/**
 * Issue 21's budget: a guest's whole order journey (the six calls of bench/checkout-api.mjs) sends at most
 * this many statements to the database, BEGIN and COMMIT included (183 here before the issue).
 */
const ISSUE_21_STATEMENTS_PER_ORDER_TARGET = 60;
/**
 * A ratchet below the target: what the journey takes now (docs/adr/0049: 56 with the gift on offer, 51
 * without; the catalogue version row read again, at most once a second, can add one or two). Lower it with
 * every cut; it never goes above ISSUE_21_STATEMENTS_PER_ORDER_TARGET.
 */
const STATEMENTS_PER_ORDER_BUDGET = 56;

const ADDRESS = { firstName: 'Ona', lastName: 'Bench', phoneNumber: '+37061234567', countryCode: 'LT' };

describe('statements per checkout journey (issue 21)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let log: StatementLog;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    await seedCheckout(database.db, [web]);
    for (const code of ['PLAIN', 'SALE']) {
      const product = await data.catalogueProduct({
        code,
        channelIds: [web],
        translations: { lt: { name: `Prekė ${code}`, slug: code.toLowerCase() } },
      });
      await data.variant({
        productId: product.id,
        code: `${code}-1`,
        onHand: 500,
        prices: [{ channelId: web, price: 3000 }],
      });
      if (code === 'SALE') {
        await data.catalogPromotion({
          code: 'sale',
          channelIds: [web],
          productIds: [product.id],
          labels: { lt: 'Akcija' },
        });
      }
    }
    // An automatic cart promotion, so that the journey prices promotions as a real shop's does.
    const [promotion] = await database.db
      .insert(cartPromotions)
      .values({
        code: 'auto',
        priority: 1,
        rules: [{ type: 'item_total', amount: 1000 }],
        actions: [{ type: 'order_fixed_discount', amount: 100 }],
      })
      .returning();
    await database.db.insert(cartPromotionChannels).values({ promotionId: promotion!.id, channelId: web });
    // A free gift to choose once the cart reaches 10 €, as the demo shop offers: every view of the cart shows it.
    const gift = await data.catalogueProduct({
      code: 'GIFT',
      channelIds: [web],
      translations: { lt: { name: 'Dovana', slug: 'dovana' } },
    });
    await data.variant({
      productId: gift.id,
      code: 'GIFT-1',
      onHand: 500,
      prices: [{ channelId: web, price: 500 }],
    });
    const [giftPromotion] = await database.db
      .insert(cartPromotions)
      .values({
        code: 'gift',
        priority: 0,
        rules: [{ type: 'item_total', amount: 1000 }],
        actions: [{ type: 'select_gift', variantCodes: ['GIFT-1'] }],
      })
      .returning();
    await database.db
      .insert(cartPromotionChannels)
      .values({ promotionId: giftPromotion!.id, channelId: web });
    app = await createTestApp(database);
    log = logStatements(database.handle);
  }, 180_000);
  afterAll(async () => {
    log?.stop();
    await app?.close();
    await database?.cleanup();
  });

  /** One request: its answer and the statements it sent. */
  async function counted(
    method: 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload: object = {},
  ): Promise<{ status: number; body: Order; statements: number }> {
    log.reset();
    const response = await app.inject({
      method,
      url: `${BASE}${url}`,
      headers: { channel: 'web', locale: 'lt' },
      payload,
    });
    if (process.env.STATEMENT_DUMP) {
      const { appendFileSync } = await import('node:fs');
      appendFileSync(
        process.env.STATEMENT_DUMP,
        `=== ${method} ${url}\n${log.statements.map((s) => s.replace(/\s+/g, ' ').slice(0, 400)).join('\n')}\n`,
      );
    }
    return { status: response.statusCode, body: response.json() as Order, statements: log.statements.length };
  }

  async function journey(variant: string): Promise<{ perStep: Record<string, number>; order: Order }> {
    const perStep: Record<string, number> = {};
    const cart = await counted('POST', '/orders');
    expect(cart.status).toBe(201);
    perStep.createCart = cart.statements;
    const token = cart.body.tokenValue;
    const added = await counted('POST', `/orders/${token}/items`, { productVariant: variant, quantity: 1 });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    perStep.addToCart = added.statements;
    const addressed = await counted('PUT', `/orders/${token}`, {
      email: 'bench@example.lt',
      billingAddress: ADDRESS,
    });
    expect(addressed.status, JSON.stringify(addressed.body)).toBe(200);
    perStep.address = addressed.statements;
    const shipped = await counted('PATCH', `/orders/${token}/shipments/${addressed.body.shipments[0]?.id}`, {
      shippingMethod: 'omniva_locker',
      parcelLocker: 'OM-VIL-1',
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    perStep.shipping = shipped.statements;
    const paid = await counted('PATCH', `/orders/${token}/payments/${addressed.body.payments[0]?.id}`, {
      paymentMethod: 'bank_transfer',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    perStep.payment = paid.statements;
    const completed = await counted('PATCH', `/orders/${token}/complete`);
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    perStep.complete = completed.statements;
    return { perStep, order: completed.body };
  }

  it(`completes a guest order in at most ${STATEMENTS_PER_ORDER_BUDGET} statements (issue 21: ${ISSUE_21_STATEMENTS_PER_ORDER_TARGET})`, async () => {
    expect(STATEMENTS_PER_ORDER_BUDGET).toBeLessThanOrEqual(ISSUE_21_STATEMENTS_PER_ORDER_TARGET);
    await journey('PLAIN-1'); // the first journey fills the per-process caches
    for (const variant of ['PLAIN-1', 'SALE-1']) {
      const { perStep, order } = await journey(variant);
      const total = Object.values(perStep).reduce((sum, count) => sum + count, 0);
      console.log(
        `[statements] ${variant}: ${JSON.stringify(perStep)} = ${total} per order ` +
          `(ratchet ${STATEMENTS_PER_ORDER_BUDGET}, issue 21 target ${ISSUE_21_STATEMENTS_PER_ORDER_TARGET})`,
      );
      // The journey did what a shopper expects: promotions applied, a numbered order.
      expect(order).toMatchObject({ state: 'new', checkoutState: 'completed' });
      expect(order.promotionTotal).toBe(100);
      expect(
        order.giftChoices.map((choice) => choice.variants.map((variant) => variant.productName)),
      ).toEqual([['Dovana']]);
      expect(order.itemsTotal).toBe(3000);
      expect(total).toBeLessThanOrEqual(STATEMENTS_PER_ORDER_BUDGET);
    }
  }, 180_000);
});
