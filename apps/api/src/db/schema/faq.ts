import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { locales } from './locales.ts';

/** A group of FAQ entries (delivery, returns, payment...), listed by position. */
export const faqCategories = pgTable('faq_categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  position: integer('position').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const faqCategoryTranslations = pgTable(
  'faq_category_translations',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    name: text('name').notNull(),
    /** The category's address: /faq/{slug} (spec section 2). */
    slug: text('slug').notNull(),
  },
  (t) => [
    uniqueIndex('faq_category_translations_category_locale').on(t.categoryId, t.locale),
    uniqueIndex('faq_category_translations_locale_slug').on(t.locale, t.slug),
  ],
);

/** One question and its answer, per locale (spec section 3 "FAQ entry"). */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('faq_entries_category').on(t.categoryId)],
);

export const faqEntryTranslations = pgTable(
  'faq_entry_translations',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => faqEntries.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    question: text('question').notNull(),
    /** Shop-owner HTML, sanitised when stored and again when served. */
    answer: text('answer').notNull(),
  },
  (t) => [uniqueIndex('faq_entry_translations_entry_locale').on(t.entryId, t.locale)],
);
