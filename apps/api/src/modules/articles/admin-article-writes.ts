import {
  ARTICLE_SECTION_NOT_EMPTY_MESSAGE,
  CONTENT_CODE_TAKEN_MESSAGE,
  CONTENT_SLUG_TAKEN_MESSAGE,
  UNKNOWN_ARTICLE_SECTION_MESSAGE,
  type AdminArticle,
  type AdminArticleSection,
  type Violation,
} from '@shop/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { articleSectionTranslations, articleSections, articles } from '../../db/schema/index.ts';
import { HttpError, ViolationError } from '../../http/http-error.ts';
import { recordAudit } from '../admin/audit.ts';
import { unknownLocaleViolations } from '../locales/locale-violations.ts';
import { bumpCatalogueVersion } from '../search/search-documents.ts';
import { getAdminArticle, getAdminArticleSection } from './admin-article-reads.ts';
import { assertCurrentVersion } from '../../http/content-version.ts';
import { articleInputSchema, articleSectionInputSchema, saveArticle, saveArticleSection } from './service.ts';

/**
 * The back office's news writes (docs/adr/0059-content-news-pages.md). Bodies are the content import's
 * schemas, saved by the import's own functions; each write is audited in its transaction and then moves
 * the catalogue version, so storefront caches drop their news lists at once.
 */

const sectionIdSchema = z.number().int().positive().max(2_147_483_647);

/** An article as the import takes it, plus the id of its section. */
export const adminArticleBodySchema = articleInputSchema.extend({ sectionId: sectionIdSchema });
export type AdminArticleBody = z.output<typeof adminArticleBodySchema>;

/** An article's PATCH: the version the editor started from as well (optional for API clients). */
export const adminArticlePatchSchema = adminArticleBodySchema.extend({
  version: z.string().max(64).optional(),
});
export type AdminArticlePatch = z.output<typeof adminArticlePatchSchema>;

/** A news section as the import takes it, without its articles (they are saved one by one). */
export const adminArticleSectionBodySchema = articleSectionInputSchema.omit({ articles: true });
export type AdminArticleSectionBody = z.output<typeof adminArticleSectionBodySchema>;

function throwIfAny(violations: Violation[]): void {
  if (violations.length > 0) throw new ViolationError(violations);
}

/** Dates the database stores (the ISO format alone lets year 0 through). */
export const PUBLISHED_AT_RANGE_MESSAGE = 'Enter a date between the years 2000 and 9999.';

async function articleViolations(db: Database, body: AdminArticleBody, id: number | null) {
  const violations = await unknownLocaleViolations(db, [['translations', body.translations]]);
  const year = new Date(body.publishedAt).getUTCFullYear();
  if (!(year >= 2000 && year <= 9999))
    violations.push({ propertyPath: 'publishedAt', message: PUBLISHED_AT_RANGE_MESSAGE });
  const [section] = await db
    .select({ id: articleSections.id })
    .from(articleSections)
    .where(eq(articleSections.id, body.sectionId));
  if (!section) violations.push({ propertyPath: 'sectionId', message: UNKNOWN_ARTICLE_SECTION_MESSAGE });
  const [taken] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.code, body.code), id === null ? undefined : ne(articles.id, id)));
  if (taken) violations.push({ propertyPath: 'code', message: CONTENT_CODE_TAKEN_MESSAGE });
  return violations;
}

function importInput(body: AdminArticleBody) {
  const { sectionId: _section, ...input } = body;
  return input;
}

const nameOf = (article: AdminArticle) =>
  Object.values(article.translations).find((text) => text.name)?.name ?? article.code;

export async function createArticle(
  db: Database,
  body: AdminArticleBody,
  administratorId: number,
): Promise<AdminArticle> {
  const id = await db.transaction(async (tx) => {
    throwIfAny(await articleViolations(tx, body, null));
    const saved = await saveArticle(tx, body.sectionId, importInput(body));
    const after = await getAdminArticle(tx, saved);
    await recordAudit(tx, {
      administratorId,
      action: 'article.create',
      subjectType: 'article',
      subjectId: saved,
      summary: `News: added “${nameOf(after)}” (${after.state})`,
      details: { after },
    });
    return saved;
  });
  await bumpCatalogueVersion(db);
  return getAdminArticle(db, id);
}

export async function updateArticle(
  db: Database,
  id: number,
  { version, ...body }: AdminArticlePatch,
  administratorId: number,
): Promise<AdminArticle> {
  await db.transaction(async (tx) => {
    const before = await getAdminArticle(tx, id);
    assertCurrentVersion(version, before.version);
    throwIfAny(await articleViolations(tx, body, id));
    // The import saves by code: a new code is given to this row first, so the same article changes.
    if (body.code !== before.code)
      await tx.update(articles).set({ code: body.code }).where(eq(articles.id, id));
    await saveArticle(tx, body.sectionId, importInput(body));
    const after = await getAdminArticle(tx, id);
    await recordAudit(tx, {
      administratorId,
      action: 'article.update',
      subjectType: 'article',
      subjectId: id,
      summary: `News: changed “${nameOf(after)}” (${after.state})`,
      details: { before, after },
    });
  });
  await bumpCatalogueVersion(db);
  return getAdminArticle(db, id);
}

/** Enables the article from `publishedAt` (a future one schedules it), else from now. */
export async function publishArticle(
  db: Database,
  id: number,
  publishedAt: string | undefined,
  administratorId: number,
  now = new Date(),
): Promise<AdminArticle> {
  await db.transaction(async (tx) => {
    const before = await getAdminArticle(tx, id);
    const when = publishedAt ? new Date(publishedAt) : now;
    await tx.update(articles).set({ enabled: true, publishedAt: when }).where(eq(articles.id, id));
    const after = await getAdminArticle(tx, id, now);
    await recordAudit(tx, {
      administratorId,
      action: 'article.publish',
      subjectType: 'article',
      subjectId: id,
      summary: `News: published “${nameOf(after)}” from ${after.publishedAt}`,
      details: { before: { enabled: before.enabled, publishedAt: before.publishedAt }, after },
    });
  });
  await bumpCatalogueVersion(db);
  return getAdminArticle(db, id, now);
}

export async function deleteArticle(db: Database, id: number, administratorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getAdminArticle(tx, id);
    await tx.delete(articles).where(eq(articles.id, id));
    await recordAudit(tx, {
      administratorId,
      action: 'article.delete',
      subjectType: 'article',
      subjectId: id,
      summary: `News: deleted “${nameOf(before)}”`,
      details: { before },
    });
  });
  await bumpCatalogueVersion(db);
}

async function sectionViolations(db: Database, body: AdminArticleSectionBody, id: number | null) {
  const violations = await unknownLocaleViolations(db, [['translations', body.translations]]);
  const [taken] = await db
    .select({ id: articleSections.id })
    .from(articleSections)
    .where(and(eq(articleSections.code, body.code), id === null ? undefined : ne(articleSections.id, id)));
  if (taken) violations.push({ propertyPath: 'code', message: CONTENT_CODE_TAKEN_MESSAGE });
  const slugs = Object.entries(body.translations).map(([locale, text]) => ({ locale, slug: text.slug }));
  if (slugs.length > 0) {
    const clashes = await db
      .select({ locale: articleSectionTranslations.locale, slug: articleSectionTranslations.slug })
      .from(articleSectionTranslations)
      .where(
        and(
          inArray(
            articleSectionTranslations.slug,
            slugs.map((entry) => entry.slug),
          ),
          id === null ? undefined : ne(articleSectionTranslations.sectionId, id),
        ),
      );
    for (const { locale, slug } of slugs)
      if (clashes.some((clash) => clash.locale === locale && clash.slug === slug))
        violations.push({ propertyPath: `translations.${locale}.slug`, message: CONTENT_SLUG_TAKEN_MESSAGE });
  }
  return violations;
}

const sectionName = (section: AdminArticleSection) =>
  Object.values(section.translations).find((text) => text.name)?.name ?? section.code;

export async function createArticleSection(
  db: Database,
  body: AdminArticleSectionBody,
  administratorId: number,
): Promise<AdminArticleSection> {
  const id = await db.transaction(async (tx) => {
    throwIfAny(await sectionViolations(tx, body, null));
    const saved = await saveArticleSection(tx, body);
    const after = await getAdminArticleSection(tx, saved);
    await recordAudit(tx, {
      administratorId,
      action: 'article_section.create',
      subjectType: 'article_section',
      subjectId: saved,
      summary: `News: added the section “${sectionName(after)}”`,
      details: { after },
    });
    return saved;
  });
  await bumpCatalogueVersion(db);
  return getAdminArticleSection(db, id);
}

export async function updateArticleSection(
  db: Database,
  id: number,
  body: AdminArticleSectionBody,
  administratorId: number,
): Promise<AdminArticleSection> {
  await db.transaction(async (tx) => {
    const before = await getAdminArticleSection(tx, id);
    throwIfAny(await sectionViolations(tx, body, id));
    if (body.code !== before.code)
      await tx.update(articleSections).set({ code: body.code }).where(eq(articleSections.id, id));
    await saveArticleSection(tx, body);
    const after = await getAdminArticleSection(tx, id);
    await recordAudit(tx, {
      administratorId,
      action: 'article_section.update',
      subjectType: 'article_section',
      subjectId: id,
      summary: `News: changed the section “${sectionName(after)}”`,
      details: { before, after },
    });
  });
  await bumpCatalogueVersion(db);
  return getAdminArticleSection(db, id);
}

/** A section that still has articles stays (409): deleting it would delete them. */
export async function deleteArticleSection(db: Database, id: number, administratorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getAdminArticleSection(tx, id);
    if (before.articleCount > 0) throw new HttpError(409, ARTICLE_SECTION_NOT_EMPTY_MESSAGE);
    await tx.delete(articleSections).where(eq(articleSections.id, id));
    await recordAudit(tx, {
      administratorId,
      action: 'article_section.delete',
      subjectType: 'article_section',
      subjectId: id,
      summary: `News: deleted the section “${sectionName(before)}”`,
      details: { before },
    });
  });
  await bumpCatalogueVersion(db);
}
