import type { Order } from '@shop/contracts';
import { GIFT_CARD_PRODUCT_CODE } from '@shop/contracts/constants';
import { formatMoney } from '@shop/locale';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartPromotionChannels,
  cartPromotions,
  cartPromotionTranslations,
  giftCards,
  orders,
} from '../src/db/schema/index.ts';
import { seedCheckout } from '../src/demo/seed/checkout.ts';
import { activateGiftCards } from '../src/modules/orders/gift-cards.ts';
import { renderOrderConfirmation } from '../src/modules/orders/order-emails.ts';
import { SELLER } from '../src/modules/orders/seller.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BASE = '/api/v2/shop';
const billingAddress = { firstName: 'Ona', lastName: 'Ona', phoneNumber: '+37061234567', countryCode: 'LT' };

describe('gift wrapping, promotion gifts and gift cards', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let web: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    web = (
      await data.channel({
        code: 'web',
        defaultLocale: 'lt',
        locales: ['lt', 'en'],
        giftWrappingCode: 'GIFT_WRAP',
      })
    ).id;
    await seedCheckout(database.db, [web]);
    const products: Array<[string, number, number | null]> = [
      ['GIFT_WRAP', 250, null],
      ['TEN', 1000, null],
      ['FORTY', 4000, null],
      ['GIFT-A', 500, 5],
      ['GIFT-B', 700, 5],
      ['GIFT-C', 900, 0],
      ['GIFT-D', 300, 5],
    ];
    for (const [code, price, stock] of products) {
      const product = await data.catalogueProduct({
        code,
        channelIds: [web],
        translations: { lt: { name: `Prekė ${code}`, slug: code.toLowerCase() } },
      });
      await data.variant({
        productId: product.id,
        code: code === 'GIFT_WRAP' ? 'GIFT_WRAP' : `${code}-1`,
        tracked: stock !== null,
        onHand: stock ?? 0,
        prices: [{ channelId: web, price }],
      });
    }
    // The gift card: not in the channel's catalogue, no price of its own.
    const card = await data.catalogueProduct({
      code: GIFT_CARD_PRODUCT_CODE,
      channelIds: [],
      translations: { lt: { name: 'Dovanų kortelė', slug: 'dovanu-kortele' } },
    });
    await data.variant({ productId: card.id, code: GIFT_CARD_PRODUCT_CODE, tracked: false });
    const tiers: Array<[string, number, string[]]> = [
      ['gift_60', 6000, ['GIFT-A-1', 'GIFT-B-1', 'GIFT-C-1']],
      ['gift_80', 8000, ['GIFT-B-1', 'GIFT-D-1']],
      ['gift_90', 9000, ['GIFT-D-1']],
      ['gift_100', 10_000, ['GIFT-A-1']],
    ];
    for (const [index, [code, amount, variantCodes]] of tiers.entries()) {
      const [row] = await database.db
        .insert(cartPromotions)
        .values({
          code,
          priority: 10 - index,
          rules: [{ type: 'item_total', amount }],
          actions: [{ type: 'select_gift', variantCodes }],
        })
        .returning();
      if (!row) throw new Error('promotion not stored');
      await database.db.insert(cartPromotionChannels).values({ promotionId: row.id, channelId: web });
      await database.db
        .insert(cartPromotionTranslations)
        .values({ promotionId: row.id, locale: 'lt', label: `Dovana nuo ${amount / 100} €` });
    }
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `${BASE}${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function cartWith(...codes: string[]): Promise<Order> {
    const cart = (await call('POST', '/orders')).json() as Order;
    let order = cart;
    for (const code of codes) {
      const added = await call('POST', `/orders/${cart.tokenValue}/items`, { productVariant: code });
      expect(added.statusCode, added.body).toBe(201);
      order = added.json();
    }
    return order;
  }

  async function placeOrder(cart: Order, paymentMethod = 'bank_transfer'): Promise<Order> {
    await checkOut(cart, paymentMethod);
    const placed = await call('PATCH', `/orders/${cart.tokenValue}/complete`);
    expect(placed.statusCode, placed.body).toBe(200);
    return placed.json();
  }

  /** Every checkout step but completion. */
  async function checkOut(cart: Order, paymentMethod = 'bank_transfer'): Promise<void> {
    const addressed = (
      await call('PUT', `/orders/${cart.tokenValue}`, { email: 'ona@example.lt', billingAddress })
    ).json() as Order;
    await call('PATCH', `/orders/${cart.tokenValue}/shipments/${addressed.shipments[0]?.id}`, {
      shippingMethod: 'omniva_locker',
      parcelLocker: 'OM-VIL-1',
    });
    await call('PATCH', `/orders/${cart.tokenValue}/payments/${addressed.payments[0]?.id}`, {
      paymentMethod,
    });
  }

  const wrap = (order: Order, body: unknown) =>
    call('PATCH', `/orders/${order.tokenValue}/gift-wrapping`, body);

  describe('gift wrapping', () => {
    it('adds one gift-wrapping line with the greeting, and takes both away when switched off', async () => {
      const cart = await cartWith('TEN-1');
      const on = await wrap(cart, { giftWrappingMessage: '  Su gimtadieniu!  ', isGift: true });
      expect(on.statusCode, on.body).toBe(200);
      let order = on.json() as Order;
      expect(order.giftWrapping).toEqual({ isGift: true, message: 'Su gimtadieniu!', price: 250 });
      expect(order.items.map((item) => [item.variant.code, item.kind, item.total])).toEqual([
        ['TEN-1', 'product', 1000],
        ['GIFT_WRAP', 'gift_wrapping', 250],
      ]);
      expect(order.itemsTotal).toBe(1250);

      // Changing the greeting keeps a single pack.
      order = (await wrap(cart, { giftWrappingMessage: 'Ačiū', isGift: true })).json();
      expect(order.items.filter((item) => item.kind === 'gift_wrapping')).toHaveLength(1);
      expect(order.giftWrapping.message).toBe('Ačiū');

      const off = (await wrap(cart, { giftWrappingMessage: null, isGift: false })).json() as Order;
      expect(off.giftWrapping).toEqual({ isGift: false, message: null, price: 250 });
      expect(off.items.map((item) => item.variant.code)).toEqual(['TEN-1']);
      expect(off.itemsTotal).toBe(1000);
    });

    it('keeps the pack on while its deleted line can be restored', async () => {
      const cart = await cartWith('TEN-1');
      const on = (await wrap(cart, { giftWrappingMessage: '', isGift: true })).json() as Order;
      expect(on.giftWrapping.message).toBeNull();
      const line = on.items.find((item) => item.kind === 'gift_wrapping');
      const deleted = (await call('DELETE', `/orders/${cart.tokenValue}/items/${line?.id}`)).json() as Order;
      expect(deleted.items.some((item) => item.kind === 'gift_wrapping')).toBe(false);
      expect(deleted.giftWrapping.isGift).toBe(true);
      const restored = await call('PATCH', `/orders/${cart.tokenValue}/items/${line?.id}/restore`);
      expect(restored.statusCode, restored.body).toBe(200);
      expect((restored.json() as Order).items.some((item) => item.kind === 'gift_wrapping')).toBe(true);
    });

    it('allows one pack per order and only through the gift-wrapping call', async () => {
      const cart = await cartWith('TEN-1');
      const order = (await wrap(cart, { giftWrappingMessage: null, isGift: true })).json() as Order;
      const line = order.items.find((item) => item.kind === 'gift_wrapping');
      expect(line?.maxQuantity).toBe(1);
      const more = await call('PATCH', `/orders/${cart.tokenValue}/items/${line?.id}`, { quantity: 2 });
      expect(more.statusCode).toBe(422);
      expect(more.json().violations[0]).toMatchObject({
        propertyPath: 'quantity',
        message: 'This value should be 1 or less.',
      });
      const added = await call('POST', `/orders/${cart.tokenValue}/items`, { productVariant: 'GIFT_WRAP' });
      expect(added.statusCode).toBe(422);
      expect(added.json().violations[0].message).toBe(
        'Gift wrapping is added with PATCH /orders/{token}/gift-wrapping.',
      );
    });

    it('refuses a greeting over 250 characters and a body without isGift', async () => {
      const cart = await cartWith('TEN-1');
      const long = await wrap(cart, { giftWrappingMessage: 'a'.repeat(251), isGift: true });
      expect(long.statusCode).toBe(422);
      expect(long.json().violations[0]).toMatchObject({
        propertyPath: 'giftWrappingMessage',
        message: 'This value is too long. It should have 250 characters or less.',
      });
      const missing = await wrap(cart, { giftWrappingMessage: 'x' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().violations[0].propertyPath).toBe('isGift');
    });

    it('completes an order whose pack line was deleted as not a gift', async () => {
      const cart = await cartWith('TEN-1');
      const on = (await wrap(cart, { giftWrappingMessage: 'Sveikinu', isGift: true })).json() as Order;
      const line = on.items.find((item) => item.kind === 'gift_wrapping');
      await call('DELETE', `/orders/${cart.tokenValue}/items/${line?.id}`);
      const placed = await placeOrder(cart);
      expect(placed.giftWrapping).toMatchObject({ isGift: false, message: null });
      expect(placed.itemsTotal).toBe(1000);
    });
  });

  describe('promotion gifts', () => {
    const select = (order: Order, productVariant: string) =>
      call('PATCH', `/orders/${order.tokenValue}/select-gift`, { productVariant });

    it('offers the gifts in stock once the cart qualifies, and gives the chosen one free', async () => {
      const small = await cartWith('FORTY-1');
      expect(small.availableSelectGiftProductVariants).toEqual([]);
      const cart = await cartWith('FORTY-1', 'TEN-1', 'TEN-1');
      expect(cart.itemsTotal).toBe(6000);
      expect(cart.availableSelectGiftProductVariants).toEqual(['GIFT-A-1', 'GIFT-B-1']);
      expect(cart.giftChoices[0]).toMatchObject({
        promotionCode: 'gift_60',
        label: 'Dovana nuo 60 €',
        selectedItemId: null,
        variants: [
          { code: 'GIFT-A-1', productName: 'Prekė GIFT-A', price: 500 },
          { code: 'GIFT-B-1', productName: 'Prekė GIFT-B', price: 700 },
        ],
      });

      const chosen = await select(cart, 'GIFT-A-1');
      expect(chosen.statusCode, chosen.body).toBe(200);
      const order = chosen.json() as Order;
      const gift = order.items.find((item) => item.gift);
      expect(gift).toMatchObject({
        kind: 'gift',
        quantity: 1,
        unitPrice: 0,
        originalUnitPrice: 500,
        total: 0,
        selectGiftProductPromotionCode: 'gift_60',
      });
      expect(order.total).toBe(cart.total);
      expect(order.availableSelectGiftProductVariants).toEqual([]);
    });

    it('refuses gifts out of stock or not offered, and gifts cannot be deleted', async () => {
      const cart = await cartWith('FORTY-1', 'TEN-1', 'TEN-1');
      const out = await select(cart, 'GIFT-C-1');
      expect(out.statusCode).toBe(422);
      expect(out.json().violations[0].message).toBe(
        'The product variant with "GIFT-C-1" code does not have sufficient stock.',
      );
      const unknown = await select(cart, 'TEN-1');
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().violations[0].message).toBe('The gift "TEN-1" is not available.');
      const order = (await select(cart, 'GIFT-B-1')).json() as Order;
      const gift = order.items.find((item) => item.gift);
      const deleted = await call('DELETE', `/orders/${cart.tokenValue}/items/${gift?.id}`);
      expect(deleted.statusCode).toBe(422);
    });

    it('swaps a chosen gift, and drops it when the cart no longer qualifies', async () => {
      const cart = await cartWith('FORTY-1', 'TEN-1', 'TEN-1');
      await select(cart, 'GIFT-A-1');
      const swapped = (await select(cart, 'GIFT-B-1')).json() as Order;
      expect(swapped.items.filter((item) => item.gift).map((item) => item.variant.code)).toEqual([
        'GIFT-B-1',
      ]);
      expect(swapped.giftChoices[0]?.selectedVariantCode).toBe('GIFT-B-1');

      const ten = swapped.items.find((item) => item.variant.code === 'TEN-1');
      const lowered = (
        await call('PATCH', `/orders/${cart.tokenValue}/items/${ten?.id}`, { quantity: 1 })
      ).json() as Order;
      expect(lowered.itemsTotal).toBe(5000);
      expect(lowered.items.some((item) => item.gift)).toBe(false);
      expect(lowered.giftChoices).toEqual([]);
    });

    it('offers the next gift in turn, up to three', async () => {
      const cart = await cartWith('FORTY-1', 'FORTY-1', 'FORTY-1');
      expect(cart.itemsTotal).toBe(12_000);
      expect(cart.giftChoices.map((choice) => choice.promotionCode)).toEqual([
        'gift_60',
        'gift_80',
        'gift_90',
        'gift_100',
      ]);
      let order = (await select(cart, 'GIFT-A-1')).json() as Order;
      expect(order.availableSelectGiftProductVariants).toEqual(['GIFT-B-1', 'GIFT-D-1']);
      order = (await select(cart, 'GIFT-B-1')).json() as Order;
      expect(order.availableSelectGiftProductVariants).toEqual(['GIFT-D-1']);
      order = (await select(cart, 'GIFT-D-1')).json() as Order;
      expect(order.items.filter((item) => item.gift)).toHaveLength(3);
      // gift_100 offers GIFT-A too, but three gifts are the most: choosing it swaps the first gift's.
      expect(order.availableSelectGiftProductVariants).toEqual([]);
      order = (await select(cart, 'GIFT-A-1')).json() as Order;
      expect(order.items.filter((item) => item.gift)).toHaveLength(3);
    });

    it('takes the gift from stock at completion', async () => {
      const cart = await cartWith('FORTY-1', 'TEN-1', 'TEN-1');
      await select(cart, 'GIFT-A-1');
      const placed = await placeOrder(cart);
      expect(placed.items.find((item) => item.gift)?.variant.code).toBe('GIFT-A-1');
      expect(placed.items.find((item) => item.gift)?.variant.stock).toBe(4);
    });
  });

  describe('gift cards', () => {
    const buy = (order: Order, giftCardSum: unknown) =>
      call('PUT', `/orders/${order.tokenValue}/add-gift-card-for-sum`, { giftCardSum });

    it('sells a gift card for a sum, with no VAT and outside promotions', async () => {
      const cart = await cartWith('TEN-1');
      const bought = await buy(cart, 5000);
      expect(bought.statusCode, bought.body).toBe(200);
      const order = bought.json() as Order;
      expect(order.items.find((item) => item.kind === 'gift_card')).toMatchObject({
        giftCardSum: 5000,
        unitPrice: 5000,
        total: 5000,
        available: true,
      });
      expect(order.itemsTotal).toBe(6000);
      // VAT only on the 10 € product; the 60 € gift tier is not reached by the gift card.
      expect(order.taxTotal).toBe(Math.round((1000 * 21) / 121));
      expect(order.availableSelectGiftProductVariants).toEqual([]);
      const twice = (await buy(cart, 2000)).json() as Order;
      expect(twice.items.filter((item) => item.kind === 'gift_card').map((item) => item.giftCardSum)).toEqual(
        [5000, 2000],
      );
    });

    it('refuses sums outside 5-500 EUR and sums that are not whole cents', async () => {
      const cart = await cartWith('TEN-1');
      for (const sum of [499, 50_001]) {
        const answer = await buy(cart, sum);
        expect(answer.statusCode).toBe(422);
        expect(answer.json().violations[0]).toMatchObject({
          propertyPath: 'giftCardSum',
          message: 'The gift card sum should be from 5 to 500 EUR.',
        });
      }
      const fraction = await buy(cart, 12.5);
      expect(fraction.statusCode).toBe(422);
      expect(fraction.json().violations[0].message).toBe('This value should be a whole number.');
    });

    it('issues the card at completion, usable once paid, and redeems it as a gift coupon', async () => {
      const cart = await cartWith('TEN-1');
      await buy(cart, 2000);
      const placed = await placeOrder(cart);
      expect(placed.giftCards).toEqual([{ code: null, amount: 2000, balance: 2000, active: false }]);
      const [card] = await database.db.select().from(giftCards).where(eq(giftCards.orderId, placed.id));
      if (!card) throw new Error('no gift card issued');
      expect(card.code).toMatch(/^GC-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

      // Not paid yet: the code is not accepted.
      const early = await cartWith('TEN-1');
      const refused = await call('PUT', `/orders/${early.tokenValue}`, { couponCode: card.code });
      expect(refused.json().violations[0].message).toBe('Coupon code is invalid.');

      await database.db.transaction((tx) => activateGiftCards(tx, placed.id));
      const paidView = (await call('GET', `/orders/${placed.tokenValue}`)).json() as Order;
      expect(paidView.giftCards[0]).toMatchObject({ code: card.code, active: true });

      // 10 € + 2.49 € delivery, paid by the 20 € card in full.
      const redeemed = (
        await call('PUT', `/orders/${early.tokenValue}`, { couponCode: card.code.toLowerCase() })
      ).json() as Order;
      expect(redeemed.giftCardCode).toBe(card.code);
      const withDelivery = await placeOrder(redeemed);
      expect(withDelivery.total).toBe(1249);
      expect(withDelivery.summary.giftCoupon).toBe(1249);
      expect(withDelivery.summary.total).toBe(0);
      expect(withDelivery.paymentState).toBe('paid');
      // The confirmation email says what the card paid and that nothing is left to pay.
      const brand = { shopName: 'Gandras', logoUrl: null, homeUrl: 'https://shop.test', seller: SELLER };
      const mail = (await renderOrderConfirmation(withDelivery, 'https://shop.test/uzsakymas/x', brand)).text;
      expect(mail).toContain(`Apmokėta dovanų kortele: ${formatMoney(-1249, 'EUR', 'lt')}`);
      expect(mail).toContain(`Iš viso: ${formatMoney(0, 'EUR', 'lt')}`);
      const [after] = await database.db.select().from(giftCards).where(eq(giftCards.id, card.id));
      expect(after?.balance).toBe(2000 - 1249);

      // What is left pays part of the next order; the rest is paid as usual.
      const next = await cartWith('TEN-1', 'TEN-1');
      const partial = (
        await call('PUT', `/orders/${next.tokenValue}`, { couponCode: card.code })
      ).json() as Order;
      expect(partial.summary.giftCoupon).toBe(751);
      expect(partial.summary.total).toBe(partial.total - 751);
      const removed = (
        await call('PUT', `/orders/${next.tokenValue}`, { giftCardCode: null })
      ).json() as Order;
      expect(removed.giftCardCode).toBeNull();
      expect(removed.summary.giftCoupon).toBe(0);
    });

    it('lets two orders spend one balance only once', async () => {
      const source = await cartWith('TEN-1');
      await buy(source, 1500);
      const placed = await placeOrder(source);
      await database.db.transaction((tx) => activateGiftCards(tx, placed.id));
      const [card] = await database.db.select().from(giftCards).where(eq(giftCards.orderId, placed.id));
      const carts = [await cartWith('TEN-1'), await cartWith('TEN-1')];
      for (const cart of carts) {
        await call('PUT', `/orders/${cart.tokenValue}`, { couponCode: card?.code });
        await checkOut(cart);
      }
      const results = await Promise.all(
        carts.map((cart) => call('PATCH', `/orders/${cart.tokenValue}/complete`)),
      );
      expect(results.map((result) => result.statusCode).sort()).toEqual([200, 422]);
      expect(results.find((result) => result.statusCode === 422)?.json().violations[0].message).toBe(
        'The gift card balance has changed: check your order again.',
      );
      const states = await Promise.all(
        carts.map(async (cart) => {
          const [row] = await database.db
            .select({ state: orders.state })
            .from(orders)
            .where(eq(orders.tokenValue, cart.tokenValue));
          return row?.state;
        }),
      );
      expect(states.sort()).toEqual(['cart', 'new']);
      const [after] = await database.db
        .select()
        .from(giftCards)
        .where(eq(giftCards.id, card?.id ?? 0));
      expect(after?.balance).toBe(1500 - 1249);
    });
  });
});
