import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { channels } from './channels.ts';
import { orderItems, orders } from './orders.ts';

/**
 * A gift card bought in the shop for a sum (a gift-card line of an order). It is issued when that order is
 * completed and becomes usable (activatedAt) once the order is paid; shoppers redeem its code in the cart,
 * where it pays part or all of an order (the summary's "gift coupon").
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    /** Random, unguessable, upper-case; what the recipient types. */
    code: text('code').notNull(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    currencyCode: text('currency_code').notNull(),
    /** The sum it was bought for (minor units). */
    amount: integer('amount').notNull(),
    /** What is left to spend. */
    balance: integer('balance').notNull(),
    /** The order that bought it and its line; a return's refund coupon has the returned order and no line. */
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: integer('order_item_id').references(() => orderItems.id),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gift_cards_code').on(t.code), index('gift_cards_order').on(t.orderId)],
);

/** What a gift card paid of an order, taken from its balance when the order was completed. */
export const giftCardRedemptions = pgTable(
  'gift_card_redemptions',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gift_card_redemptions_card_order').on(t.giftCardId, t.orderId)],
);

/**
 * A channel's gift card amounts (docs/adr/0061-faq-bars-payments-gifts.md): the smallest and largest sum a
 * shopper may put on a gift card, in minor units. No row: GIFT_CARD_MIN_SUM / GIFT_CARD_MAX_SUM.
 */
export const channelGiftCardSettings = pgTable('channel_gift_card_settings', {
  channelId: integer('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  minSum: integer('min_sum').notNull(),
  maxSum: integer('max_sum').notNull(),
});
