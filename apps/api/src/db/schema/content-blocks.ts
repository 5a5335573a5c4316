import {
  CONTENT_BLOCK_AUDIENCES,
  CONTENT_BLOCK_LOCATIONS,
  CONTENT_BLOCK_TYPES,
  type ContentBlockAudience,
  type ContentBlockLocation,
  type ContentBlockType,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { channels } from './channels.ts';
import { locales } from './locales.ts';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * CMS content blocks (GET /cms-plugin/blocks): a typed piece of a page placed on display locations,
 * optionally narrowed to products, categories or attribute values (codes; an empty list: no narrowing),
 * shown to all, registered shoppers or guests, in one channel or (channel null) every channel.
 */
export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    type: text('type').$type<ContentBlockType>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The scope: one channel, or null for every channel. */
    channelId: integer('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    audience: text('audience').$type<ContentBlockAudience>().notNull().default('all'),
    displayLocations: text('display_locations').array().$type<ContentBlockLocation[]>().notNull(),
    position: integer('position').notNull().default(0),
    productCodes: text('product_codes').array().$type<string[]>().notNull().default([]),
    taxonCodes: text('taxon_codes').array().$type<string[]>().notNull().default([]),
    attributeValueCodes: text('attribute_value_codes').array().$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('content_blocks_type', sql`${t.type} in (${quoted(CONTENT_BLOCK_TYPES)})`),
    check('content_blocks_audience', sql`${t.audience} in (${quoted(CONTENT_BLOCK_AUDIENCES)})`),
    check(
      'content_blocks_display_locations',
      sql`cardinality(${t.displayLocations}) > 0 and ${t.displayLocations} <@ array[${quoted(CONTENT_BLOCK_LOCATIONS)}]::text[]`,
    ),
    index('content_blocks_display_locations').using('gin', t.displayLocations),
  ],
);

/** A block's content per locale: JSON validated against the type's schema, HTML fields sanitised. */
export const contentBlockTranslations = pgTable(
  'content_block_translations',
  {
    id: serial('id').primaryKey(),
    blockId: integer('block_id')
      .notNull()
      .references(() => contentBlocks.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [uniqueIndex('content_block_translations_locale').on(t.blockId, t.locale)],
);
