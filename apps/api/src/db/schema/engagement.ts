import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { channels } from './channels.ts';
import { locales } from './locales.ts';

/**
 * Newsletter subscribers (double opt-in): `pending` until the emailed link is opened, then `confirmed`.
 * One row per email and channel; the shop owner exports the confirmed ones (npm run newsletter:export).
 * Only the hash of the confirmation token is stored.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    privacyPolicyAcceptedAt: timestamp('privacy_policy_accepted_at', { withTimezone: true }).notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmTokenExpiresAt: timestamp('confirm_token_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_channel').on(t.email, t.channelId),
    uniqueIndex('newsletter_subscribers_token').on(t.confirmTokenHash),
    check('newsletter_subscribers_status', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

/**
 * Information bars: the strip above the header. Which one a request gets: enabled, inside its window,
 * meant for its audience; one scoped to the request's channel beats a global one (channel null); among
 * those, the last (highest position, then newest) wins. Its messages rotate in the storefront.
 */
export const informationBars = pgTable(
  'information_bars',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    enabled: boolean('enabled').notNull().default(true),
    audience: text('audience', { enum: ['all', 'guests', 'registered'] })
      .notNull()
      .default('all'),
    /** The scope: one channel, or null for every channel. */
    channelId: integer('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('information_bars_audience', sql`${t.audience} in ('all', 'guests', 'registered')`)],
);

export const informationBarMessages = pgTable(
  'information_bar_messages',
  {
    id: serial('id').primaryKey(),
    barId: integer('bar_id')
      .notNull()
      .references(() => informationBars.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('information_bar_messages_bar').on(t.barId)],
);

/** A message per locale: sanitised HTML and its colours (hex, checked on the way in and out). */
export const informationBarMessageTranslations = pgTable(
  'information_bar_message_translations',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => informationBarMessages.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    description: text('description').notNull(),
    backgroundColor: text('background_color').notNull(),
    textColor: text('text_color').notNull(),
  },
  (t) => [
    uniqueIndex('information_bar_message_translations_locale').on(t.messageId, t.locale),
    check(
      'information_bar_message_translations_colours',
      sql`${t.backgroundColor} ~* '^#([0-9a-f]{3}|[0-9a-f]{6})$' and ${t.textColor} ~* '^#([0-9a-f]{3}|[0-9a-f]{6})$'`,
    ),
  ],
);

/**
 * Banners (GET /banners): an image with a link and title per locale, for guests, signed-in shoppers or
 * all, within an inclusive date window. `standalone` banners stand on their own (global); the others are
 * placed by content blocks.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    enabled: boolean('enabled').notNull().default(true),
    channelId: integer('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    displayFor: text('display_for', { enum: ['all', 'guest', 'authorised'] })
      .notNull()
      .default('all'),
    standalone: boolean('standalone').notNull().default(true),
    activeFrom: date('active_from'),
    activeUntil: date('active_until'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('banners_display_for', sql`${t.displayFor} in ('all', 'guest', 'authorised')`)],
);

export const bannerTranslations = pgTable(
  'banner_translations',
  {
    id: serial('id').primaryKey(),
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    title: text('title').notNull(),
    imagePath: text('image_path').notNull(),
    link: text('link'),
  },
  (t) => [uniqueIndex('banner_translations_locale').on(t.bannerId, t.locale)],
);
