import type { Article, ArticleSection, ArticleSummary, List } from '@shop/contracts';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { z } from 'zod';
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

const LOCALE_KEY = z.string().regex(/^[a-z]{2}(?:_[A-Z]{2})?$/, 'Use a locale code such as lt or en.');
const CODE = z.string().trim().min(1).max(64);
const SLUG = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes.');
/** Media paths are relative to the media folder, without `..`, in a plain character set. */
const MEDIA_PATH = z
  .string()
  .trim()
  .regex(
    /^(?!.*\.\.)(?!\/)[A-Za-z0-9_\-/.]+$/,
    'Give a path inside the media folder, such as promo/prams.jpg.',
  );

export const articleInputSchema = z.strictObject({
  code: CODE,
  enabled: z.boolean().default(true),
  /** ISO date and time; the article shows from then on. */
  publishedAt: z.iso.datetime({ offset: true }),
  image: MEDIA_PATH.nullable().default(null),
  translations: z.record(
    LOCALE_KEY,
    z.strictObject({
      name: z.string().trim().min(1).max(255),
      slug: SLUG,
      excerpt: z.string().max(2000).default(''),
      content: z.string().max(200_000).default(''),
    }),
  ),
});

/** A news section with its articles, as a shop owner writes it (content files). */
export const articleSectionInputSchema = z.strictObject({
  code: CODE,
  position: z.number().int().default(0),
  translations: z.record(LOCALE_KEY, z.strictObject({ name: z.string().trim().min(1).max(255), slug: SLUG })),
  articles: z.array(articleInputSchema).default([]),
});
export type ArticleSectionInput = z.input<typeof articleSectionInputSchema>;
export type ArticleSectionData = z.output<typeof articleSectionInputSchema>;

export type ArticleInput = z.input<typeof articleInputSchema>;

/**
 * Creates or updates one article by code in the section `sectionId` (an article saved here moves into it);
 * its translations are replaced, the content sanitised on the way in. Answers the article's id.
 */
export async function saveArticle(db: Database, sectionId: number, input: ArticleInput): Promise<number> {
  const article = articleInputSchema.parse(input);
  const fields = {
    sectionId,
    enabled: article.enabled,
    publishedAt: new Date(article.publishedAt),
    imagePath: article.image,
  };
  const [articleRow] = await db
    .insert(articles)
    .values({ code: article.code, ...fields })
    .onConflictDoUpdate({ target: articles.code, set: fields })
    .returning({ id: articles.id });
  if (!articleRow) throw new Error(`Article ${article.code} was not stored`);
  await db.delete(articleTranslations).where(eq(articleTranslations.articleId, articleRow.id));
  const articleTexts = Object.entries(article.translations);
  if (articleTexts.length > 0) {
    await db.insert(articleTranslations).values(
      articleTexts.map(([locale, text]) => ({
        articleId: articleRow.id,
        locale,
        ...text,
        content: sanitizePageHtml(text.content),
      })),
    );
  }
  return articleRow.id;
}

/**
 * Creates or updates the section with this code and each of its articles (by code: an article listed
 * here moves into this section); translations are replaced, content sanitised on the way in. Articles
 * the input does not list are left as they are.
 */
export async function saveArticleSection(db: Database, input: ArticleSectionInput): Promise<number> {
  const section = articleSectionInputSchema.parse(input);
  const [row] = await db
    .insert(articleSections)
    .values({ code: section.code, position: section.position })
    .onConflictDoUpdate({ target: articleSections.code, set: { position: section.position } })
    .returning({ id: articleSections.id });
  if (!row) throw new Error(`Article section ${section.code} was not stored`);
  await db.delete(articleSectionTranslations).where(eq(articleSectionTranslations.sectionId, row.id));
  const translations = Object.entries(section.translations);
  if (translations.length > 0) {
    await db
      .insert(articleSectionTranslations)
      .values(translations.map(([locale, text]) => ({ sectionId: row.id, locale, ...text })));
  }
  for (const article of section.articles) await saveArticle(db, row.id, article);
  return row.id;
}

/** Every section with its articles (newest first, then by code), as `saveArticleSection` takes it. */
export async function listArticleSectionsForExport(db: Database): Promise<ArticleSectionData[]> {
  const [sectionRows, sectionTexts, articleRows, articleTexts] = await Promise.all([
    db.select().from(articleSections).orderBy(asc(articleSections.code)),
    db.select().from(articleSectionTranslations),
    db.select().from(articles).orderBy(desc(articles.publishedAt), asc(articles.code)),
    db.select().from(articleTranslations),
  ]);
  const sectionTextsById = groupBy(sectionTexts, (row) => row.sectionId);
  const articleTextsById = groupBy(articleTexts, (row) => row.articleId);
  return sectionRows.map((section) => ({
    code: section.code,
    position: section.position,
    translations: Object.fromEntries(
      (sectionTextsById.get(section.id) ?? []).map((text) => [
        text.locale,
        { name: text.name, slug: text.slug },
      ]),
    ),
    articles: articleRows
      .filter((article) => article.sectionId === section.id)
      .map((article) => ({
        code: article.code,
        enabled: article.enabled,
        publishedAt: article.publishedAt.toISOString(),
        image: article.imagePath,
        translations: Object.fromEntries(
          (articleTextsById.get(article.id) ?? []).map((text) => [
            text.locale,
            { name: text.name, slug: text.slug, excerpt: text.excerpt, content: text.content },
          ]),
        ),
      })),
  }));
}
