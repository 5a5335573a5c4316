import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
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
 * catalogue tables by the search module (refreshSearchDocuments) whenever products change. The cards
 * shown for a page live in product_search_cards: the counts read every matching row here, so these rows
 * stay narrow.
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
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.locale, t.productId] }),
    index('product_search_documents_vector').using('gin', t.searchVector),
    index('product_search_documents_taxons').using('gin', t.taxonIds),
    index('product_search_documents_attribute_values').using('gin', t.attributeValueIds),
    index('product_search_documents_name_trgm').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('product_search_documents_price').on(t.channelId, t.locale, t.price),
    index('product_search_documents_created').on(t.channelId, t.locale, t.createdAt),
    // A refresh deletes a product's rows in every channel and locale (and a product's delete cascades).
    index('product_search_documents_product').on(t.productId),
  ],
);

/**
 * The product card of each search document (ProductCardSnapshot of modules/products/list-items.ts: the
 * card with every enabled promotion and its period), written by the same refresh, so a page of results
 * needs no other query. Read only for the rows of a page. A document without a card (written before cards
 * were stored) gets its card built from the catalogue tables until it is refreshed.
 */
export const productSearchCards = pgTable(
  'product_search_cards',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    card: jsonb('card').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.locale, t.productId] }),
    index('product_search_cards_product').on(t.productId),
  ],
);

/**
 * One row counting the refreshes of the search read model: API processes compare it with the version
 * their result caches were filled at (modules/search/result-cache.ts), so a refresh written by any
 * process empties every cache within a second.
 */
export const searchCatalogueVersion = pgTable(
  'search_catalogue_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('search_catalogue_version_single_row', sql`${t.id} = 1`)],
);

/**
 * One row counting every change to product_search_documents (and to attribute_values, which the facet
 * counts join), bumped by statement triggers inside the writing transaction (migration 0040). A statement
 * that reads this row with the documents sees the version of exactly the documents it read, so the API's
 * in-process facet columns (modules/search/facet-columns.ts) know whether they match a snapshot.
 */
export const searchDocumentsVersion = pgTable(
  'search_documents_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('search_documents_version_single_row', sql`${t.id} = 1`)],
);
