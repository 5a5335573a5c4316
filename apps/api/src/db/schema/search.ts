import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { channels } from './channels.ts';
import { locales } from './locales.ts';
import { products } from './products.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The listing and search read model: one row per product, channel and locale with everything a
 * listing filters, sorts or counts on, so a search is one indexed scan of one table. Rebuilt from the
 * catalogue tables by the search module (refreshSearchDocuments) whenever products change.
 */
export const productSearchDocuments = pgTable(
  'product_search_documents',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Lower-cased, accent-free name (and brand) for trigram suggestions. */
    searchName: text('search_name').notNull(),
    /** Stemmed words in the locale's text search configuration, accents removed, weighted A-C. */
    searchVector: tsvector('search_vector').notNull(),
    /** The product's categories and all their ancestors. */
    taxonIds: integer('taxon_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    attributeValueIds: integer('attribute_value_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    promotionIds: integer('promotion_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Lowest enabled variant price in the channel, minor units. */
    price: integer('price').notNull(),
    originalPrice: integer('original_price'),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    inStock: boolean('in_stock').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The product's main category, for the category suggestions beside search results. */
    mainTaxonId: integer('main_taxon_id'),
    /**
     * The product card in this channel and locale (ProductCardSnapshot of modules/products/list-items.ts:
     * the card with every enabled promotion and its period), so a page of results needs no other query.
     * Null in rows written before it existed, until they are refreshed.
     */
    card: jsonb('card'),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.locale, t.productId] }),
    index('product_search_documents_vector').using('gin', t.searchVector),
    index('product_search_documents_taxons').using('gin', t.taxonIds),
    index('product_search_documents_attribute_values').using('gin', t.attributeValueIds),
    index('product_search_documents_name_trgm').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('product_search_documents_price').on(t.channelId, t.locale, t.price),
    index('product_search_documents_created').on(t.channelId, t.locale, t.createdAt),
  ],
);
