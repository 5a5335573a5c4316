import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
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
  /** The profile's own address (account details form); the address book is separate. */
  countryCode: text('country_code'),
  city: text('city'),
  street: text('street'),
  houseNumber: text('house_number'),
  flatNumber: text('flat_number'),
  postCode: text('post_code'),
  /** When the customer gave the consents of the registration form (spec section 5). */
  privacyPolicyAcceptedAt: timestamp('privacy_policy_accepted_at', { withTimezone: true }),
  termsAndConditionsAcceptedAt: timestamp('terms_and_conditions_accepted_at', { withTimezone: true }),
  /** Accepting the loyalty rules joins the loyalty programme. */
  loyaltyRulesAcceptedAt: timestamp('loyalty_rules_accepted_at', { withTimezone: true }),
  /** The address book entry checkout offers first (spec section 3: the default flag). */
  defaultAddressId: integer('default_address_id').references((): AnyPgColumn => customerAddresses.id, {
    onDelete: 'set null',
  }),
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
  /** b2b: the administration turned the registration down; the account cannot sign in. */
  rejectedAt: timestamp('rejected_at', { withTimezone: true }),
  roles: text('roles').array().notNull().default(['ROLE_USER']),
  locale: text('locale'),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Single-use links that verify a shop user's email address. Only the SHA-256 of the token is stored:
 * the token itself exists only in the email.
 */
export const accountVerificationTokens = pgTable(
  'account_verification_tokens',
  {
    id: serial('id').primaryKey(),
    shopUserId: integer('shop_user_id')
      .notNull()
      .references(() => shopUsers.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_verification_tokens_user').on(t.shopUserId)],
);

/** A customer's delivery address book (account pages; spec section 3 "Contact / address"). */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_addresses_customer').on(t.customerId)],
);
