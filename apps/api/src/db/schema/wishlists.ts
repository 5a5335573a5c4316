import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { channels } from './channels.ts';
import { customers } from './customers.ts';

/**
 * A signed-in customer's wishlist, one per customer and channel, named outside by a random `token`
 * (spec section 3 "Wishlist: token, wishlistProducts"). Guests keep theirs in the browser.
 */
export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wishlists_customer_channel').on(t.customerId, t.channelId)],
);

/**
 * The products on a wishlist, by code (the catalogue is the products module's: a product that later
 * disappears is simply not shown). A product is on a list once; the variant is the one last chosen.
 */
export const wishlistProducts = pgTable(
  'wishlist_products',
  {
    id: serial('id').primaryKey(),
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productCode: text('product_code').notNull(),
    productVariantCode: text('product_variant_code'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_products_wishlist_product').on(t.wishlistId, t.productCode),
    index('wishlist_products_product').on(t.productCode),
  ],
);
