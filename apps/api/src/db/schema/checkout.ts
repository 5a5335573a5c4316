import {
  boolean,
  index,
  integer,
  pgSequence,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { channels } from './channels.ts';
import { locales } from './locales.ts';
import { orders } from './orders.ts';

/**
 * A way to deliver an order in one channel: a carrier's parcel lockers or its courier. The price is in
 * minor units; from `freeAbove` (items total, VAT included) delivery costs nothing.
 */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** Carrier code, e.g. "omniva"; parcel lockers are listed per carrier. */
    carrier: text('carrier').notNull(),
    kind: text('kind', { enum: ['parcel_locker', 'courier'] }).notNull(),
    price: integer('price').notNull(),
    freeAbove: integer('free_above'),
    position: integer('position').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('shipping_methods_channel_code').on(t.channelId, t.code)],
);

export const shippingMethodTranslations = pgTable(
  'shipping_method_translations',
  {
    id: serial('id').primaryKey(),
    methodId: integer('method_id')
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [uniqueIndex('shipping_method_translations_method_locale').on(t.methodId, t.locale)],
);

/** A carrier's parcel locker a shopper can pick for delivery. */
export const parcelLockers = pgTable(
  'parcel_lockers',
  {
    id: serial('id').primaryKey(),
    carrier: text('carrier').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    postCode: text('post_code').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('parcel_lockers_carrier_code').on(t.carrier, t.code),
    index('parcel_lockers_city').on(t.city),
  ],
);

/** How an order is paid in one channel. `online` goes through the payment provider adapter. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['bank_transfer', 'cash_on_delivery', 'online'] }).notNull(),
    position: integer('position').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('payment_methods_channel_code').on(t.channelId, t.code)],
);

export const paymentMethodTranslations = pgTable(
  'payment_method_translations',
  {
    id: serial('id').primaryKey(),
    methodId: integer('method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [uniqueIndex('payment_method_translations_method_locale').on(t.methodId, t.locale)],
);

/** The billing or shipping contact of an order, with company data for invoices (spec section 3). */
export const orderAddresses = pgTable(
  'order_addresses',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['billing', 'shipping'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    countryCode: text('country_code').notNull(),
    city: text('city'),
    street: text('street'),
    houseNumber: text('house_number'),
    apartmentNumber: text('apartment_number'),
    postCode: text('post_code'),
    companyName: text('company_name'),
    vatNumber: text('vat_number'),
    companyCode: text('company_code'),
  },
  (t) => [uniqueIndex('order_addresses_order_type').on(t.orderId, t.type)],
);

/** The order's one shipment: the chosen method (and parcel locker) and what delivery costs. */
export const shipments = pgTable('shipments', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  methodId: integer('method_id').references(() => shippingMethods.id),
  parcelLockerId: integer('parcel_locker_id').references(() => parcelLockers.id),
  state: text('state', { enum: ['cart', 'ready', 'shipped', 'cancelled'] })
    .notNull()
    .default('cart'),
  amount: integer('amount').notNull().default(0),
  trackingNumber: text('tracking_number'),
});

/** The order's payment: the chosen method, the amount due and its state. */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  methodId: integer('method_id').references(() => paymentMethods.id),
  state: text('state', { enum: ['cart', 'awaiting_payment', 'paid', 'cancelled', 'refunded'] })
    .notNull()
    .default('cart'),
  amount: integer('amount').notNull().default(0),
  /**
   * What the payment provider told us (Sylius's payment details): for Stripe Checkout the last session
   * started and, once paid, the session, payment intent and event that paid it.
   */
  details: jsonb('details').$type<PaymentDetails>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface PaymentDetails {
  stripeCheckoutSessionId?: string;
  stripePaymentIntentId?: string | null;
  stripeEventId?: string;
  paidAt?: string;
}

/**
 * Order numbers: one sequence for every channel, so that a number names one order across the shop (the
 * channel's prefix, "B-" on b2b, only tells the channel at a glance). Migration 0028 started it after the
 * last number any channel had given.
 */
export const orderNumbers = pgSequence('order_numbers', { startWith: 1 });
