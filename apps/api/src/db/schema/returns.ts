import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  REFUND_METHODS,
  RETURN_ITEM_STATES,
  RETURN_METHOD_KINDS,
  RETURN_REASONS,
  RETURN_STATES,
} from '@shop/contracts/constants';
import type { AddressInput } from '@shop/contracts';
import { channels } from './channels.ts';
import { customers } from './customers.ts';
import { locales } from './locales.ts';
import { orderItems, orders } from './orders.ts';

/**
 * A way to send goods back in one channel (docs/adr/0027-returns.md). `price` is kept from the refund;
 * only a courier pick-up needs an address.
 */
export const returnMethods = pgTable(
  'return_methods',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RETURN_METHOD_KINDS }).notNull(),
    price: integer('price').notNull().default(0),
    position: integer('position').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('return_methods_channel_code').on(t.channelId, t.code)],
);

export const returnMethodTranslations = pgTable(
  'return_method_translations',
  {
    id: serial('id').primaryKey(),
    methodId: integer('method_id')
      .notNull()
      .references(() => returnMethods.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [uniqueIndex('return_method_translations_method_locale').on(t.methodId, t.locale)],
);

/**
 * A customer's return of (part of) a fulfilled order. Amounts are minor units fixed when it is made:
 * what the items refund and the method's fee. The bank account is stored in its electronic form.
 */
export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    /** R-{order number}-{n}: readable and unique in the channel. */
    number: text('number').notNull(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    state: text('state', { enum: RETURN_STATES }).notNull().default('initiated'),
    currencyCode: text('currency_code').notNull(),
    returnMethodId: integer('return_method_id').references(() => returnMethods.id, { onDelete: 'set null' }),
    returnFee: integer('return_fee').notNull().default(0),
    /** The courier's pick-up address; null for the other methods. */
    address: jsonb('address').$type<AddressInput>(),
    refundMethod: text('refund_method', { enum: REFUND_METHODS }).notNull(),
    refundFirstName: text('refund_first_name'),
    refundLastName: text('refund_last_name'),
    refundBankAccount: text('refund_bank_account'),
    /** The coupon (a gift card) the refund was paid as (shop coupons). */
    refundGiftCardId: integer('refund_gift_card_id'),
    localeCode: text('locale_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('returns_channel_number').on(t.channelId, t.number),
    index('returns_customer').on(t.customerId),
    index('returns_order').on(t.orderId),
  ],
);

/** One returned order line: how many units, why, and what they refund. */
export const returnItems = pgTable(
  'return_items',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    quantity: integer('quantity').notNull(),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    comment: text('comment'),
    state: text('state', { enum: RETURN_ITEM_STATES }).notNull().default('initiated'),
    amount: integer('amount').notNull(),
  },
  (t) => [index('return_items_return').on(t.returnId), index('return_items_order_item').on(t.orderItemId)],
);
