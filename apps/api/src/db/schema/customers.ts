import { boolean, date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { channels } from './channels.ts';

export const customerGroups = pgTable('customer_groups', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  storeEmployee: boolean('store_employee').notNull().default(false),
});

/** A shopper's profile; exists for guests who ordered too (no shop user then). */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased; unique. */
  email: text('email').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phoneNumber: text('phone_number'),
  birthday: date('birthday'),
  gender: text('gender', { enum: ['male', 'female', 'unknown'] })
    .notNull()
    .default('unknown'),
  groupId: integer('group_id').references(() => customerGroups.id, { onDelete: 'set null' }),
  isCompany: boolean('is_company').notNull().default(false),
  companyName: text('company_name'),
  companyCode: text('company_code'),
  vatNumber: text('vat_number'),
  subscribedToNewsletter: boolean('subscribed_to_newsletter').notNull().default(false),
  subscribedToSmsOffers: boolean('subscribed_to_sms_offers').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sign-in account of a customer, per channel registration (b2b accounts need approval). */
export const shopUsers = pgTable('shop_users', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  channelId: integer('channel_id').references(() => channels.id, { onDelete: 'set null' }),
  /** argon2id hash; null for accounts created by social sign-in only. */
  passwordHash: text('password_hash'),
  enabled: boolean('enabled').notNull().default(true),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  /** b2b: the administration approves a registered account before it can sign in. */
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  roles: text('roles').array().notNull().default(['ROLE_USER']),
  locale: text('locale'),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
