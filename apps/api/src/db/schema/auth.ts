import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shopUsers } from './customers.ts';

/**
 * Refresh tokens (GUIDE section 3): opaque, stored as a sha256 hash, rotated on every use. Each sign-in
 * starts a family; a token used a second time (a replay: someone else holds a copy) revokes its family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    shopUserId: integer('shop_user_id')
      .notNull()
      .references(() => shopUsers.id, { onDelete: 'cascade' }),
    /** Shared by every token rotated from one sign-in. */
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when this token was exchanged for the next one. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set on logout, on a replay of any token of the family, or when the password changes. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash').on(t.tokenHash),
    index('refresh_tokens_family').on(t.familyId),
    index('refresh_tokens_user').on(t.shopUserId),
  ],
);

/**
 * Fixed-window counters of the rate limits (login, registration, reset): in the database, so every API
 * instance counts the same attempts (GUIDE: processes keep no state another instance needs).
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    /** What is limited and for whom, e.g. `login:ip:203.0.113.7`. */
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [uniqueIndex('rate_limit_windows_key_window').on(t.key, t.windowStart)],
);

/**
 * Who a shop user is at a social sign-in provider (docs/adr/0016-social-sign-in.md): the provider's own
 * stable id of the person (Google `sub`, Facebook app-scoped `id`), never an email address. One person at
 * one provider is one shop user; a shop user may have one identity per provider.
 */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: ['google', 'facebook'] }).notNull(),
    /** The provider's id of the person. */
    subject: text('subject').notNull(),
    shopUserId: integer('shop_user_id')
      .notNull()
      .references(() => shopUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_identities_provider_subject').on(t.provider, t.subject),
    uniqueIndex('social_identities_user_provider').on(t.shopUserId, t.provider),
  ],
);
