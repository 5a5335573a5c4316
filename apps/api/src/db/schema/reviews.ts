import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { channels } from './channels.ts';
import { locales } from './locales.ts';
import { orders } from './orders.ts';
import { products } from './products.ts';

/**
 * Emailed review links (issue 7): one per ordered product of an order. Only the SHA-256 of the random
 * token is stored; usedAt is stamped when the review is written, so a link works once until expiresAt.
 */
export const productReviewLinks = pgTable(
  'product_review_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('product_review_links_order').on(t.orderId, t.productId)],
);

/** Reviews written through a review link; they are published at once (no moderation yet). */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    linkId: integer('link_id').references(() => productReviewLinks.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    firstName: text('first_name').notNull(),
    email: text('email').notNull(),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_reviews_product_created').on(t.productId, t.createdAt),
    check('product_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
