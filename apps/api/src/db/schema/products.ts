import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { attributeValues } from './attributes.ts';
import { channels } from './channels.ts';
import { locales } from './locales.ts';
import { taxons } from './taxons.ts';

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    enabled: boolean('enabled').notNull().default(true),
    isBundle: boolean('is_bundle').notNull().default(false),
    /** Sold only as part of a bundle: its card scrolls to the bundle details instead of navigating. */
    onlySellInBundle: boolean('only_sell_in_bundle').notNull().default(false),
    /** Bundles: in stock and enabled flags kept on the bundle itself (spec section 9 stock rule). */
    bundleInStock: boolean('bundle_in_stock').notNull().default(true),
    requiresLogin: boolean('requires_login').notNull().default(false),
    mainTaxonId: integer('main_taxon_id').references(() => taxons.id, { onDelete: 'set null' }),
    averageRating: real('average_rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Optimistic concurrency of the back office: every admin write bumps it; a stale PATCH is 409. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_created_at').on(t.createdAt),
    // The back office's product search by code fragment.
    index('products_code_trgm').using('gin', sql`lower(${t.code}) gin_trgm_ops`),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    shortDescription: text('short_description'),
    description: text('description'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
  },
  (t) => [
    uniqueIndex('product_translations_product_locale').on(t.productId, t.locale),
    index('product_translations_locale_slug').on(t.locale, t.slug),
    // The back office's product search by name in any locale.
    index('product_translations_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // The back office's products table sorted by name in a locale: an index walk, not a sort of every row.
    index('product_translations_locale_lower_name').on(t.locale, sql`lower(${t.name})`),
  ],
);

export const productChannels = pgTable(
  'product_channels',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.channelId] })],
);

export const productTaxons = pgTable(
  'product_taxons',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    taxonId: integer('taxon_id')
      .notNull()
      .references(() => taxons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.taxonId] }), index('product_taxons_taxon').on(t.taxonId)],
);

export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeValueId: integer('attribute_value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeValueId] }),
    index('product_attribute_values_value').on(t.attributeValueId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Path relative to the media root, e.g. "products/p-000123-1.png". */
    path: text('path').notNull(),
    type: text('type').notNull().default('main'),
    position: integer('position').notNull().default(0),
    /**
     * Where an imported picture came from (its file name in the import's ZIP, or its URL): a second import of
     * the same file recognises it and neither fetches nor adds it again. Null for pictures uploaded one by one.
     */
    source: text('source'),
  },
  (t) => [index('product_images_product').on(t.productId, t.position)],
);

/** A picture's alternative text per locale (the back office edits it; empty means the product's name). */
export const productImageTranslations = pgTable(
  'product_image_translations',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => productImages.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    alt: text('alt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.locale] })],
);

/** Bundle parts: which variants (and how many) a bundle product contains. */
export const productBundleItems = pgTable(
  'product_bundle_items',
  {
    id: serial('id').primaryKey(),
    bundleProductId: integer('bundle_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [index('product_bundle_items_bundle').on(t.bundleProductId)],
);

export const productOptions = pgTable('product_options', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const productOptionTranslations = pgTable(
  'product_option_translations',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('product_option_translations_option_locale').on(t.optionId, t.locale)],
);

export const productOptionValues = pgTable(
  'product_option_values',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_option_values_option').on(t.optionId)],
);

export const productOptionValueTranslations = pgTable(
  'product_option_value_translations',
  {
    id: serial('id').primaryKey(),
    optionValueId: integer('option_value_id')
      .notNull()
      .references(() => productOptionValues.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('product_option_value_translations_value_locale').on(t.optionValueId, t.locale)],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    enabled: boolean('enabled').notNull().default(true),
    /** Untracked variants are always available. */
    tracked: boolean('tracked').notNull().default(true),
    onHand: integer('on_hand').notNull().default(0),
    onHold: integer('on_hold').notNull().default(0),
    position: integer('position').notNull().default(0),
    /** Per-line quantity limit for the cart counter; null means the default. */
    maxQuantityPerOrder: integer('max_quantity_per_order'),
    /** The barcode (GTIN: EAN-13, UPC...), when the product has one: product feeds send it (issue 20). */
    gtin: text('gtin'),
    /** Optimistic concurrency of the back office (see products.version). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('product_variants_product').on(t.productId, t.position)],
);

export const productVariantTranslations = pgTable(
  'product_variant_translations',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('product_variant_translations_variant_locale').on(t.variantId, t.locale)],
);

export const productVariantOptionValues = pgTable(
  'product_variant_option_values',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    optionValueId: integer('option_value_id')
      .notNull()
      .references(() => productOptionValues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.optionValueId] })],
);

/**
 * Price of a variant in a channel, integer minor units. originalPrice is the crossed-out price
 * before a discount (null when not discounted); the discount percentage is derived from both. `price` is
 * what shoppers pay (a running sale included); the own price is `basePrice ?? price`.
 */
export const channelPricings = pgTable(
  'channel_pricings',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    originalPrice: integer('original_price'),
    /**
     * The shop's own price and crossed-out price while a catalogue promotion (a sale) sets `price` and
     * `originalPrice` (docs/adr/0057-catalogue-promotions.md); both null when no sale applies. Writers of
     * the own price clear them and call the applier, which sets them again while a sale applies.
     */
    basePrice: integer('base_price'),
    baseOriginalPrice: integer('base_original_price'),
  },
  (t) => [
    uniqueIndex('channel_pricings_variant_channel').on(t.variantId, t.channelId),
    index('channel_pricings_channel_price').on(t.channelId, t.price),
  ],
);

/** Stock per warehouse, shown on the product page (sum of on_hand is the variant's on_hand). */
export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  address: text('address'),
});

export const warehouseStocks = pgTable(
  'warehouse_stocks',
  {
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    onHand: integer('on_hand').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.warehouseId, t.variantId] }),
    // A variant's stock in every warehouse (the back office, checkout): the key leads with the warehouse.
    index('warehouse_stocks_variant').on(t.variantId),
  ],
);

/** Files for a product page's downloads section (manuals, certificates); path is under the media root. */
export const productDownloads = pgTable(
  'product_downloads',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** null: the file is for every locale. */
    locale: text('locale').references(() => locales.code),
    name: text('name').notNull(),
    path: text('path').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_downloads_product').on(t.productId, t.position)],
);
