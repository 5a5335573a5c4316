import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { locales } from './locales.ts';

/** A news section (shop news, advice, events...): /news/{slug}. */
export const articleSections = pgTable('article_sections', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const articleSectionTranslations = pgTable(
  'article_section_translations',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => articleSections.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [
    uniqueIndex('article_section_translations_section_locale').on(t.sectionId, t.locale),
    uniqueIndex('article_section_translations_locale_slug').on(t.locale, t.slug),
  ],
);

/** A news article in one section; shown from `publishedAt` on (spec section 3 "Article"). */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => articleSections.id, { onDelete: 'cascade' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Relative to the media root, like product images. */
    imagePath: text('image_path'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('articles_published').on(t.publishedAt)],
);

export const articleTranslations = pgTable(
  'article_translations',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Plain text for lists. */
    excerpt: text('excerpt').notNull().default(''),
    /** Shop-owner HTML, sanitised when stored and again when served. */
    content: text('content').notNull().default(''),
  },
  (t) => [uniqueIndex('article_translations_article_locale').on(t.articleId, t.locale)],
);
