import type { Database } from '../../db/database.ts';
import {
  articleSectionTranslations,
  articleSections,
  articleTranslations,
  articles,
} from '../../db/schema/index.ts';
import { sanitizePageHtml } from '../../modules/pages/sanitize-page-html.ts';
import { DEMO_LOCALES } from '../catalogue/types.ts';
import { ARTICLES, ARTICLE_SECTIONS } from '../content/articles.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo news: sections and articles published some days before `now`, content sanitised on the way in. */
export async function seedArticles(db: Database, now: Date): Promise<void> {
  const sectionIds = new Map<string, number>();
  for (const [position, section] of ARTICLE_SECTIONS.entries()) {
    const [row] = await db
      .insert(articleSections)
      .values({ code: section.code, position })
      .returning({ id: articleSections.id });
    if (!row) throw new Error(`Section ${section.code} was not created`);
    sectionIds.set(section.code, row.id);
    await db
      .insert(articleSectionTranslations)
      .values(DEMO_LOCALES.map((locale) => ({ sectionId: row.id, locale, ...section.translations[locale] })));
  }
  for (const article of ARTICLES) {
    const sectionId = sectionIds.get(article.section);
    if (sectionId === undefined) throw new Error(`Article ${article.code} names an unknown section`);
    const [row] = await db
      .insert(articles)
      .values({
        code: article.code,
        sectionId,
        publishedAt: new Date(now.getTime() - article.daysAgo * DAY_MS),
        imagePath: article.image,
      })
      .returning({ id: articles.id });
    if (!row) throw new Error(`Article ${article.code} was not created`);
    await db.insert(articleTranslations).values(
      DEMO_LOCALES.map((locale) => ({
        articleId: row.id,
        locale,
        ...article.translations[locale],
        content: sanitizePageHtml(article.translations[locale].content),
      })),
    );
  }
}
