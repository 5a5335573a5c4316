import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { locales } from './locales.ts';

export const BADGE_PLACEMENTS = [
  'product-inner-top',
  'product-inner-bottom',
  'product-inner-under-image',
  'product-list',
  'product-list-on-image',
] as const;
export type BadgePlacement = (typeof BADGE_PLACEMENTS)[number];

/**
 * Product attributes (brand, age, colour, material, size, top, new...). filterType says how the
 * listing filters it: select (value list), range (numeric min/max) or none.
 */
export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  slug: text('slug').notNull().unique(),
  filterType: text('filter_type', { enum: ['select', 'range', 'none'] })
    .notNull()
    .default('select'),
  position: integer('position').notNull().default(0),
});

export const attributeTranslations = pgTable(
  'attribute_translations',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('attribute_translations_attr_locale').on(t.attributeId, t.locale)],
);

/** A value of an attribute ("Chicco" of brand). Badge colours and placements live here (spec section 3). */
export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    slug: text('slug').notNull(),
    /** Numeric value for range attributes (age in months, for example). */
    numericValue: integer('numeric_value'),
    color: text('color'),
    iconColor: text('icon_color'),
    backgroundColor: text('background_color'),
    imagePath: text('image_path'),
    showInProductList: boolean('show_in_product_list').notNull().default(false),
    showInProductListOnImage: boolean('show_in_product_list_on_image').notNull().default(false),
    placements: text('placements').array().$type<BadgePlacement[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('attribute_values_attr_code').on(t.attributeId, t.code),
    uniqueIndex('attribute_values_attr_slug').on(t.attributeId, t.slug),
  ],
);

export const attributeValueTranslations = pgTable(
  'attribute_value_translations',
  {
    id: serial('id').primaryKey(),
    attributeValueId: integer('attribute_value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    name: text('name').notNull(),
    /** Display value; "true" means show the name (spec section 3). */
    value: text('value').notNull(),
    content: text('content'),
  },
  (t) => [uniqueIndex('attribute_value_translations_value_locale').on(t.attributeValueId, t.locale)],
);
