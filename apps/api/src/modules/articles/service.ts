import type { Article, ArticleSection, ArticleSummary, List } from '@shop/contracts';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  articleSectionTranslations,
  articleSections,
  articleTranslations,
  articles,
} from '../../db/schema/index.ts';
import type { PageRequest } from '../../http/lists.ts';
import { paginate } from '../../http/lists.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';
import { sanitizePageHtml } from '../pages/sanitize-page-html.ts';

/** Sections in the preferred locale (else any translation), by position. */
export async function listArticleSections(
  db: Database,
  preference: readonly string[],
): Promise<ArticleSection[]> {
  const rows = await db
    .select({
      id: articleSections.id,
      code: articleSections.code,
      locale: articleSectionTranslations.locale,
      name: articleSectionTranslations.name,
      slug: articleSectionTranslations.slug,
    })
    .from(articleSections)
    .innerJoin(articleSectionTranslations, eq(articleSectionTranslations.sectionId, articleSections.id))
    .orderBy(asc(articleSections.position), asc(articleSections.id));
  const sections: ArticleSection[] = [];
  for (const [id, translations] of groupBy(rows, (row) => row.id)) {
    const translation = pickTranslation(translations, preference);
    if (translation)
      sections.push({ id, code: translation.code, name: translation.name, slug: translation.slug });
  }
  return sections;
}

/** The section whose slug (in any locale) is `slug`, or null. */
async function sectionIdBySlug(db: Database, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ id: articleSectionTranslations.sectionId })
    .from(articleSectionTranslations)
    .where(eq(articleSectionTranslations.slug, slug))
    .limit(1);
  return row?.id ?? null;
}

/** Published, enabled articles (optionally one article), newest first, in the preferred locale. */
async function publishedArticles(
  db: Database,
  preference: readonly string[],
  filter: { sectionId?: number; articleId?: number },
  now: Date,
): Promise<Article[]> {
  const conditions = [eq(articles.enabled, true), lte(articles.publishedAt, now)];
  if (filter.sectionId !== undefined) conditions.push(eq(articles.sectionId, filter.sectionId));
  if (filter.articleId !== undefined) conditions.push(eq(articles.id, filter.articleId));
  const [rows, sections] = await Promise.all([
    db
      .select({
        id: articles.id,
        code: articles.code,
        sectionId: articles.sectionId,
        publishedAt: articles.publishedAt,
        imagePath: articles.imagePath,
        locale: articleTranslations.locale,
        name: articleTranslations.name,
        slug: articleTranslations.slug,
        excerpt: articleTranslations.excerpt,
        content: articleTranslations.content,
      })
      .from(articles)
      .innerJoin(articleTranslations, eq(articleTranslations.articleId, articles.id))
      .where(and(...conditions))
      .orderBy(desc(articles.publishedAt), desc(articles.id)),
    listArticleSections(db, preference),
  ]);
  const result: Article[] = [];
  for (const [id, translations] of groupBy(rows, (row) => row.id)) {
    const translation = pickTranslation(translations, preference);
    const section = translation && sections.find((candidate) => candidate.id === translation.sectionId);
    if (!translation || !section) continue;
    result.push({
      id,
      code: translation.code,
      name: translation.name,
      slug: translation.slug,
      excerpt: translation.excerpt,
      publishedAt: translation.publishedAt.toISOString(),
      image: translation.imagePath,
      sections: [section],
      content: translation.content,
    });
  }
  return result;
}

/**
 * GET /cms/articles: published articles, newest first, one page of them; null when the asked section does
 * not exist.
 */
export async function listArticles(
  db: Database,
  preference: readonly string[],
  query: PageRequest & { section?: string },
  now = new Date(),
): Promise<List<ArticleSummary> | null> {
  let sectionId: number | undefined;
  if (query.section !== undefined) {
    const found = await sectionIdBySlug(db, query.section);
    if (found === null) return null;
    sectionId = found;
  }
  const all = await publishedArticles(db, preference, { sectionId }, now);
  // Lists carry no content: it can be long.
  return paginate(
    all.map(({ content: _content, ...summary }) => summary),
    query,
  );
}

/** GET /cms/articles/{id}: one published article with its content (sanitised again on the way out). */
export async function getArticle(
  db: Database,
  preference: readonly string[],
  id: number,
  now = new Date(),
): Promise<Article | null> {
  const [article] = await publishedArticles(db, preference, { articleId: id }, now);
  return article ? { ...article, content: sanitizePageHtml(article.content) } : null;
}
