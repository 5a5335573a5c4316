import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { channels } from './channels.ts';
import { locales } from './locales.ts';
import { orders } from './orders.ts';

/** What must hold for a cart promotion to apply (Sylius rule checkers). */
export type CartPromotionRule =
  /** The items total (VAT included, minor units) is at least `amount`. */
  | { type: 'item_total'; amount: number }
  /** A line's product is in one of these taxons (or below them). */
  | { type: 'has_taxon'; taxonCodes: string[] }
  /** A line is one of these products. */
  | { type: 'has_product'; productCodes: string[] }
  /** The shopper (signed in, or a guest by email) is in one of these customer groups. */
  | { type: 'customer_group'; groupCodes: string[] }
  /** The shopper is an active loyalty member at one of these levels. */
  | { type: 'loyalty_level'; levelCodes: string[] }
  /** The shopper (customer or email) has placed fewer than `limit` orders with this promotion. */
  | { type: 'customer_usage_limit'; limit: number };

/** What a cart promotion gives (Sylius promotion actions). */
export type CartPromotionAction =
  | { type: 'order_percentage_discount'; percentage: number }
  | { type: 'order_fixed_discount'; amount: number }
  /** Off the matching items only: lines in the promotion's has_taxon / has_product rules (all when none). */
  | { type: 'items_percentage_discount'; percentage: number }
  | { type: 'items_fixed_discount'; amount: number }
  /** 100 is free delivery. */
  | { type: 'shipping_percentage_discount'; percentage: number }
  /** The shopper may choose one of these variants as a free gift (spec: gift products). */
  | { type: 'select_gift'; variantCodes: string[] };

/**
 * A cart promotion (Sylius): applies to carts in its channels between its dates when its rules hold;
 * coupon-based ones only to a cart carrying one of their coupons. The highest priority applies first;
 * an exclusive one that applies is the only one.
 */
export const cartPromotions = pgTable('cart_promotions', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  priority: integer('priority').notNull().default(0),
  exclusive: boolean('exclusive').notNull().default(false),
  couponBased: boolean('coupon_based').notNull().default(false),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  /** How many orders may use it in all; null: no limit. */
  usageLimit: integer('usage_limit'),
  used: integer('used').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  rules: jsonb('rules').$type<CartPromotionRule[]>().notNull().default([]),
  actions: jsonb('actions').$type<CartPromotionAction[]>().notNull().default([]),
});

export const cartPromotionTranslations = pgTable(
  'cart_promotion_translations',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => cartPromotions.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    /** Shown in the cart summary, e.g. "Nuolaida su kodu GANDRAS10". */
    label: text('label').notNull(),
  },
  (t) => [uniqueIndex('cart_promotion_translations_promotion_locale').on(t.promotionId, t.locale)],
);

export const cartPromotionChannels = pgTable(
  'cart_promotion_channels',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => cartPromotions.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.channelId] })],
);

/** A code a shopper types to get a coupon-based promotion. */
export const promotionCoupons = pgTable(
  'promotion_coupons',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => cartPromotions.id, { onDelete: 'cascade' }),
    /** Stored upper-cased; matched case-insensitively. */
    code: text('code').notNull().unique(),
    usageLimit: integer('usage_limit'),
    used: integer('used').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('promotion_coupons_promotion').on(t.promotionId)],
);

/** The promotions an order got and how much each took off (items and delivery). */
export const orderPromotions = pgTable(
  'order_promotions',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => cartPromotions.id),
    itemsDiscount: integer('items_discount').notNull().default(0),
    shippingDiscount: integer('shipping_discount').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.promotionId] })],
);
