import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { channels } from './channels.ts';
import { customers } from './customers.ts';
import { locales } from './locales.ts';
import { productVariants } from './products.ts';

/**
 * A cart is an order in state `cart` (Sylius): shoppers reach it by its random token. Completing the
 * checkout moves it to `new` and gives it a number. Money columns are integer minor units, recalculated
 * from the lines by the order processor (modules/orders/order-processor.ts) after every change.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Random, unguessable: the only key a guest has to the cart. */
    tokenValue: text('token_value').notNull(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    localeCode: text('locale_code')
      .notNull()
      .references(() => locales.code),
    currencyCode: text('currency_code').notNull(),
    /** cart -> new -> processing -> fulfilled | cancelled (a text column: no migration for a new state) */
    state: text('state', { enum: ['cart', 'new', 'processing', 'fulfilled', 'cancelled'] })
      .notNull()
      .default('cart'),
    checkoutState: text('checkout_state', {
      enum: [
        'cart',
        'addressed',
        'shipping_selected',
        'shipping_skipped',
        'payment_selected',
        'payment_skipped',
        'completed',
      ],
    })
      .notNull()
      .default('cart'),
    paymentState: text('payment_state', {
      enum: ['cart', 'awaiting_payment', 'paid', 'cancelled', 'refunded'],
    })
      .notNull()
      .default('cart'),
    shippingState: text('shipping_state', { enum: ['cart', 'ready', 'shipped', 'cancelled'] })
      .notNull()
      .default('cart'),
    /** Sequential per channel, given at completion. */
    number: text('number'),
    /** The shopper's contact email, given at the address step. */
    email: text('email'),
    /** Sum of the lines' totals. */
    itemsTotal: integer('items_total').notNull().default(0),
    /** Delivery price of the chosen method (0 above its free-shipping threshold). */
    shippingTotal: integer('shipping_total').notNull().default(0),
    /** What cart promotions took off the items (a positive amount). */
    promotionTotal: integer('promotion_total').notNull().default(0),
    /** What cart promotions took off the delivery (a positive amount). */
    shippingPromotionTotal: integer('shipping_promotion_total').notNull().default(0),
    /** The coupon the shopper applied (upper-cased), if any. */
    couponCode: text('coupon_code'),
    /** Gift wrapping chosen (the channel's gift-wrapping line is in the cart while this holds). */
    isGift: boolean('is_gift').notNull().default(false),
    /** The greeting for the gift card inside the wrapping. */
    giftWrappingMessage: text('gift_wrapping_message'),
    /** A gift card redeemed as a gift coupon on this order. */
    giftCardCode: text('gift_card_code'),
    /** What the gift card pays of the total (minor units); the payment is for the rest. */
    giftCardTotal: integer('gift_card_total').notNull().default(0),
    /** Loyalty points the signed-in member chose to redeem on this order (docs/adr/0025). */
    loyaltyPoints: integer('loyalty_points').notNull().default(0),
    /** What the redeemed points pay of the total (minor units, 10 per point, at most the total). */
    loyaltyDiscount: integer('loyalty_discount').notNull().default(0),
    /** VAT included in the total. */
    taxTotal: integer('tax_total').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** The shopper's note to the shop, given at completion. */
    notes: text('notes'),
    checkoutCompletedAt: timestamp('checkout_completed_at', { withTimezone: true }),
    /** When the order was fulfilled: the return window counts from here. */
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_token_value').on(t.tokenValue),
    // Unique across channels: each channel puts its own prefix before its numbers (channels.order_number_prefix).
    uniqueIndex('orders_number').on(t.number),
    index('orders_customer_state').on(t.customerId, t.state),
    // The sales figures (dashboard, report) read placed orders by a range of placing times; the back office's
    // order list is newest first. Carts (no placing time) stay out of the index.
    index('orders_checkout_completed_at')
      .on(t.checkoutCompletedAt)
      .where(sql`${t.checkoutCompletedAt} IS NOT NULL`),
  ],
);

/**
 * A cart line: a variant and its quantity, priced by the order processor from the channel's current
 * prices while the order is a cart. A deleted line keeps its row (deletedAt) so the shopper can restore
 * it by its id; deleted lines count towards nothing.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    quantity: integer('quantity').notNull(),
    /** Price of one unit after catalogue discounts. */
    unitPrice: integer('unit_price').notNull().default(0),
    /** Crossed-out price of one unit; null when the variant is not discounted. */
    originalUnitPrice: integer('original_unit_price'),
    /** unitPrice x quantity. */
    total: integer('total').notNull().default(0),
    /** A gift card bought for a sum: its unit price (minor units); null for catalogue lines. */
    giftCardSum: integer('gift_card_sum'),
    /** The promotion this line is the chosen gift of (spec: selectGiftProductPromotionCode); free. */
    giftPromotionCode: text('gift_promotion_code'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_items_order').on(t.orderId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
