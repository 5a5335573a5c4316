import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { locales } from './locales.ts';

/** Category tree. position orders siblings. */
export const taxons = pgTable(
  'taxons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    parentId: integer('parent_id').references((): AnyPgColumn => taxons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    imagePath: text('image_path'),
    /** Optimistic concurrency of the back office (see products.version). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('taxons_parent').on(t.parentId, t.position)],
);

export const taxonTranslations = pgTable(
  'taxon_translations',
  {
    id: serial('id').primaryKey(),
    taxonId: integer('taxon_id')
      .notNull()
      .references(() => taxons.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    name: text('name').notNull(),
    /** Full path slug per locale, e.g. "kudikiams/vezimeliai" (unique per locale). */
    slug: text('slug').notNull(),
    description: text('description'),
  },
  (t) => [
    uniqueIndex('taxon_translations_taxon_locale').on(t.taxonId, t.locale),
    uniqueIndex('taxon_translations_locale_slug').on(t.locale, t.slug),
  ],
);
