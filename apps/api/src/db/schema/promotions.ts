import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { channels } from './channels.ts';
import { locales } from './locales.ts';
import { products } from './products.ts';

/**
 * Catalog promotions ("Black Friday", "Winter sale"): a named campaign over a set of products, active
 * between startsAt and endsAt (null = open-ended) in the channels linked to it. Listings filter by
 * them (catalogPromotions[]) and cards and the product page show their badge (promotionBadges).
 */
export const catalogPromotions = pgTable('catalog_promotions', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  enabled: boolean('enabled').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  backgroundColor: text('background_color'),
  color: text('color'),
  position: integer('position').notNull().default(0),
});

export const catalogPromotionTranslations = pgTable(
  'catalog_promotion_translations',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => catalogPromotions.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    /** Filter and badge text, e.g. "Juodasis penktadienis". */
    label: text('label').notNull(),
  },
  (t) => [uniqueIndex('catalog_promotion_translations_promotion_locale').on(t.promotionId, t.locale)],
);

export const catalogPromotionChannels = pgTable(
  'catalog_promotion_channels',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => catalogPromotions.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.channelId] })],
);

export const productCatalogPromotions = pgTable(
  'product_catalog_promotions',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => catalogPromotions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.promotionId] }),
    index('product_catalog_promotions_promotion').on(t.promotionId),
  ],
);
