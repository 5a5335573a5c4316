import { formatContentIssue, importContent, type ContentDocuments } from '../../content-exchange/index.ts';
import type { Database } from '../../db/database.ts';
import type { ArticleSectionInput } from '../../modules/articles/service.ts';
import type { FaqCategoryInput } from '../../modules/faq/service.ts';
import type { PageInput } from '../../modules/pages/service.ts';
import { ARTICLES, ARTICLE_SECTIONS } from '../content/articles.ts';
import { DEMO_BANNERS, DEMO_INFORMATION_BARS } from '../content/engagement.ts';
import { FAQ } from '../content/faq.ts';
import { PAGES } from '../content/pages.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * The demo shop's content as the content files hold it (docs/content.md): the demo modules generate the
 * texts, these functions shape them into the files' items, and `importDemoContent` stores them through
 * the same importer a shop owner's `npm run content:import` uses.
 */

/** pages.json */
export function demoPagesDocument(): PageInput[] {
  return PAGES.map((page) => ({ code: page.code, translations: page.translations }));
}

/** faq.json: categories and entries in the order the demo lists them. */
export function demoFaqDocument(): FaqCategoryInput[] {
  return FAQ.map((category, position) => ({
    code: category.code,
    position,
    translations: category.translations,
    entries: category.entries.map((entry, entryPosition) => ({
      code: entry.code,
      position: entryPosition,
      translations: entry.translations,
    })),
  }));
}

/** articles.json: the sections with their articles, published some days before `now`. */
export function demoArticlesDocument(now: Date): ArticleSectionInput[] {
  return ARTICLE_SECTIONS.map((section, position) => ({
    code: section.code,
    position,
    translations: section.translations,
    articles: ARTICLES.filter((article) => article.section === section.code).map((article) => ({
      code: article.code,
      publishedAt: new Date(now.getTime() - article.daysAgo * DAY_MS).toISOString(),
      image: article.image,
      translations: article.translations,
    })),
  }));
}

/** The whole demo content, by kind (information bars and banners need the channels to exist). */
export function demoContentDocuments(now: Date): ContentDocuments {
  return {
    pages: demoPagesDocument(),
    faq: demoFaqDocument(),
    articles: demoArticlesDocument(now),
    'information-bars': DEMO_INFORMATION_BARS,
    banners: DEMO_BANNERS,
  };
}

/** Imports demo content through the content importer; a problem in it is a bug, so it throws. */
export async function importDemoContent(db: Database, documents: ContentDocuments): Promise<void> {
  const result = await importContent(db, documents);
  if (!result.ok) {
    throw new Error(`The demo content does not import:\n${result.issues.map(formatContentIssue).join('\n')}`);
  }
}
