import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { channels } from './channels.ts';
import { locales } from './locales.ts';
import { products } from './products.ts';

/**
 * "Let me know when it is back" requests for out-of-stock products. One open request per email and
 * product; notifiedAt is stamped when the back-in-stock mail goes out.
 */
export const stockNotificationRequests = pgTable(
  'stock_notification_requests',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_notification_requests_open')
      .on(t.email, t.productId)
      .where(sql`${t.notifiedAt} is null`),
    index('stock_notification_requests_product').on(t.productId),
  ],
);
