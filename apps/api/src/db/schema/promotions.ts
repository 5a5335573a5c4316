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
import { attributeValues } from './attributes.ts';
import { channels } from './channels.ts';
import { locales } from './locales.ts';
import { products } from './products.ts';
import { taxons } from './taxons.ts';

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
  /**
   * The sale's price action (docs/adr/0057-catalogue-promotions.md): "percentage" (discountPercent, 1-99)
   * or "fixed" (discountAmount, minor units) off each variant's own price, for the products in its scopes.
   * null: a badge-only campaign whose products are linked by hand (the demo seed's).
   */
  discountType: text('discount_type', { enum: ['percentage', 'fixed'] }),
  discountPercent: integer('discount_percent'),
  discountAmount: integer('discount_amount'),
  /** Higher first; an exclusive sale applies alone, the others stack in priority order. */
  priority: integer('priority').notNull().default(0),
  exclusive: boolean('exclusive').notNull().default(false),
  version: integer('version').notNull().default(1),
});

/**
 * What a sale covers: products, categories (with their descendants) and brands (values of the "brand"
 * attribute). Exactly one target a row. The applier links the products in scope (product_catalog_promotions).
 */
export const catalogPromotionScopes = pgTable(
  'catalog_promotion_scopes',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => catalogPromotions.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    taxonId: integer('taxon_id').references(() => taxons.id, { onDelete: 'cascade' }),
    attributeValueId: integer('attribute_value_id').references(() => attributeValues.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    index('catalog_promotion_scopes_promotion').on(t.promotionId),
    index('catalog_promotion_scopes_product').on(t.productId),
    index('catalog_promotion_scopes_taxon').on(t.taxonId),
    index('catalog_promotion_scopes_attribute_value').on(t.attributeValueId),
  ],
);

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
