import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { locales } from './locales.ts';

/** Static content pages (terms, privacy, about...), addressed as /{slug}-{id}. Filled by the content module. */
export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pageTranslations = pgTable(
  'page_translations',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    content: text('content').notNull().default(''),
  },
  (t) => [uniqueIndex('page_translations_page_locale').on(t.pageId, t.locale)],
);
