import type {
  AdminArticle,
  AdminArticleListQuery,
  AdminArticleSection,
  AdminArticleSummary,
  ArticleState,
  List,
} from '@shop/contracts';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  articleSectionTranslations,
  articleSections,
  articleTranslations,
  articles,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/http-error.ts';
import { contentVersion } from '../../http/content-version.ts';
import { paginate } from '../../http/lists.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';

/** The back office's reads of news (docs/adr/0059-content-news-pages.md): drafts and future articles too. */

const NAME_ORDER = ['lt', 'en', 'et', 'ru'];

export function articleState(enabled: boolean, publishedAt: Date, now = new Date()): ArticleState {
  if (!enabled) return 'draft';
  return publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

export async function listAdminArticleSections(db: Database): Promise<AdminArticleSection[]> {
  const [rows, texts, counts] = await Promise.all([
    db.select().from(articleSections).orderBy(asc(articleSections.position), asc(articleSections.id)),
    db.select().from(articleSectionTranslations),
    db.select({ sectionId: articles.sectionId, total: count() }).from(articles).groupBy(articles.sectionId),
  ]);
  const textsById = groupBy(texts, (text) => text.sectionId);
  const countOf = new Map(counts.map((row) => [row.sectionId, Number(row.total)]));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    position: row.position,
    translations: Object.fromEntries(
      (textsById.get(row.id) ?? []).map((text) => [text.locale, { name: text.name, slug: text.slug }]),
    ),
    articleCount: countOf.get(row.id) ?? 0,
  }));
}

export async function getAdminArticleSection(db: Database, id: number): Promise<AdminArticleSection> {
  const section = (await listAdminArticleSections(db)).find((candidate) => candidate.id === id);
  if (!section) throw notFound(`News section ${id} not found.`);
  return section;
}

async function loadArticles(db: Database, id?: number, now = new Date()): Promise<AdminArticle[]> {
  const where = id === undefined ? undefined : eq(articles.id, id);
  const [rows, texts] = await Promise.all([
    db
      .select({ article: articles, sectionCode: articleSections.code })
      .from(articles)
      .innerJoin(articleSections, eq(articleSections.id, articles.sectionId))
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id)),
    db
      .select()
      .from(articleTranslations)
      .where(id === undefined ? undefined : eq(articleTranslations.articleId, id)),
  ]);
  const textsById = groupBy(texts, (text) => text.articleId);
  return rows.map(({ article, sectionCode }) => {
    const saved = {
      id: article.id,
      code: article.code,
      sectionId: article.sectionId,
      enabled: article.enabled,
      publishedAt: article.publishedAt.toISOString(),
      image: article.imagePath,
      translations: Object.fromEntries(
        (textsById.get(article.id) ?? [])
          .sort((a, b) => a.locale.localeCompare(b.locale))
          .map((text) => [
            text.locale,
            { name: text.name, slug: text.slug, excerpt: text.excerpt, content: text.content },
          ]),
      ),
    };
    return {
      ...saved,
      sectionCode,
      // Derived from the clock, so not part of the version.
      state: articleState(article.enabled, article.publishedAt, now),
      version: contentVersion(saved),
    };
  });
}

export async function getAdminArticle(db: Database, id: number, now = new Date()): Promise<AdminArticle> {
  const [article] = await loadArticles(db, id, now);
  if (!article) throw notFound(`Article ${id} not found.`);
  return article;
}

/** Articles newest first, filtered by a search in the code and names, a section and a state. */
export async function listAdminArticles(
  db: Database,
  query: AdminArticleListQuery,
  now = new Date(),
): Promise<List<AdminArticleSummary>> {
  const needle = query.search?.toLocaleLowerCase();
  const matching = (await loadArticles(db, undefined, now)).filter((article) => {
    if (query.section !== undefined && article.sectionId !== query.section) return false;
    if (query.state !== undefined && article.state !== query.state) return false;
    if (!needle) return true;
    return [article.code, ...Object.values(article.translations).map((text) => text.name)].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    );
  });
  return paginate(
    matching.map(({ translations, ...article }) => {
      const named = pickTranslation(
        Object.entries(translations).map(([locale, text]) => ({ locale, name: text.name })),
        NAME_ORDER,
      );
      return { ...article, name: named?.name ?? article.code };
    }),
    query,
  );
}
