import type { FaqCategory, FaqEntry } from '@shop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  faqCategories,
  faqCategoryTranslations,
  faqEntries,
  faqEntryTranslations,
} from '../../db/schema/index.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';
import { sanitizePageHtml } from '../pages/sanitize-page-html.ts';

type CategoryView = FaqEntry['category'] & { code: string };

/** Enabled categories in the preferred locale (else any translation), by position. */
async function categoryViews(
  db: Database,
  preference: readonly string[],
): Promise<Map<number, CategoryView>> {
  const rows = await db
    .select({
      id: faqCategories.id,
      code: faqCategories.code,
      locale: faqCategoryTranslations.locale,
      name: faqCategoryTranslations.name,
      slug: faqCategoryTranslations.slug,
    })
    .from(faqCategories)
    .innerJoin(faqCategoryTranslations, eq(faqCategoryTranslations.categoryId, faqCategories.id))
    .where(eq(faqCategories.enabled, true))
    .orderBy(asc(faqCategories.position), asc(faqCategories.id));
  const views = new Map<number, CategoryView>();
  for (const [id, translations] of groupBy(rows, (row) => row.id)) {
    const translation = pickTranslation(translations, preference);
    if (translation) {
      views.set(id, { id, code: translation.code, name: translation.name, slug: translation.slug });
    }
  }
  return views;
}

/** Enabled entries of enabled categories, by category position then entry position. */
async function entryViews(db: Database, preference: readonly string[]): Promise<FaqEntry[]> {
  const categories = await categoryViews(db, preference);
  const rows = await db
    .select({
      id: faqEntries.id,
      code: faqEntries.code,
      categoryId: faqEntries.categoryId,
      locale: faqEntryTranslations.locale,
      question: faqEntryTranslations.question,
      answer: faqEntryTranslations.answer,
    })
    .from(faqEntries)
    .innerJoin(faqEntryTranslations, eq(faqEntryTranslations.entryId, faqEntries.id))
    .where(eq(faqEntries.enabled, true))
    .orderBy(asc(faqEntries.position), asc(faqEntries.id));
  const entries: FaqEntry[] = [];
  for (const [id, translations] of groupBy(rows, (row) => row.id)) {
    const translation = pickTranslation(translations, preference);
    const category = translation && categories.get(translation.categoryId);
    if (!translation || !category) continue;
    entries.push({
      id,
      code: translation.code,
      question: translation.question,
      // Stored sanitised; sanitised again on the way out in case a row was written around the importer.
      answer: sanitizePageHtml(translation.answer),
      category: { id: category.id, name: category.name, slug: category.slug },
    });
  }
  const order = [...categories.keys()];
  return entries.sort((a, b) => order.indexOf(a.category.id) - order.indexOf(b.category.id));
}

/** GET /faq-categories: the categories that have entries, with their counts. */
export async function listFaqCategories(db: Database, preference: readonly string[]): Promise<FaqCategory[]> {
  const [categories, entries] = await Promise.all([
    categoryViews(db, preference),
    entryViews(db, preference),
  ]);
  return [...categories.values()]
    .map((category) => ({
      ...category,
      entriesCount: entries.filter((entry) => entry.category.id === category.id).length,
    }))
    .filter((category) => category.entriesCount > 0);
}

/**
 * GET /faqs: every entry, or one category's, found by its slug in the preferred locales (a slug of
 * another locale finds it too, so a switched language keeps working). Null: no such category.
 */
export async function listFaqEntries(
  db: Database,
  preference: readonly string[],
  categorySlug?: string,
): Promise<FaqEntry[] | null> {
  const entries = await entryViews(db, preference);
  if (categorySlug === undefined) return entries;
  const [match] = await db
    .select({ id: faqCategoryTranslations.categoryId })
    .from(faqCategoryTranslations)
    .innerJoin(faqCategories, eq(faqCategories.id, faqCategoryTranslations.categoryId))
    .where(and(eq(faqCategoryTranslations.slug, categorySlug), eq(faqCategories.enabled, true)))
    .limit(1);
  if (!match) return null;
  return entries.filter((entry) => entry.category.id === match.id);
}
