import {
  faqCategoryTextSchema,
  faqCodeSchema,
  faqEntryTextSchema,
  type FaqCategory,
  type FaqEntry,
} from '@shop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
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

const LOCALE_KEY = z.string().regex(/^[a-z]{2}(?:_[A-Z]{2})?$/, 'Use a locale code such as lt or en.');

/** One entry as the import writes it; the back office checks the same pieces (contracts' admin-faq). */
export const faqEntryInputSchema = z.strictObject({
  code: faqCodeSchema,
  enabled: z.boolean().default(true),
  position: z.number().int().default(0),
  translations: z.record(LOCALE_KEY, faqEntryTextSchema),
});

/** A FAQ category with its entries, as a shop owner writes it (content files). */
export const faqCategoryInputSchema = z.strictObject({
  code: faqCodeSchema,
  enabled: z.boolean().default(true),
  position: z.number().int().default(0),
  translations: z.record(LOCALE_KEY, faqCategoryTextSchema),
  entries: z.array(faqEntryInputSchema).default([]),
});
export type FaqCategoryInput = z.input<typeof faqCategoryInputSchema>;
export type FaqCategoryData = z.output<typeof faqCategoryInputSchema>;

/**
 * Creates or updates the category with this code and each of its entries (by code: an entry listed here
 * moves into this category); their translations are replaced, answers sanitised on the way in. Entries
 * the input does not list are left as they are.
 */
export async function saveFaqCategory(db: Database, input: FaqCategoryInput): Promise<number> {
  const category = faqCategoryInputSchema.parse(input);
  const fields = { enabled: category.enabled, position: category.position };
  const [row] = await db
    .insert(faqCategories)
    .values({ code: category.code, ...fields })
    .onConflictDoUpdate({ target: faqCategories.code, set: fields })
    .returning({ id: faqCategories.id });
  if (!row) throw new Error(`FAQ category ${category.code} was not stored`);
  await db.delete(faqCategoryTranslations).where(eq(faqCategoryTranslations.categoryId, row.id));
  const translations = Object.entries(category.translations);
  if (translations.length > 0) {
    await db
      .insert(faqCategoryTranslations)
      .values(translations.map(([locale, text]) => ({ categoryId: row.id, locale, ...text })));
  }
  for (const entry of category.entries) {
    const entryFields = { categoryId: row.id, enabled: entry.enabled, position: entry.position };
    const [entryRow] = await db
      .insert(faqEntries)
      .values({ code: entry.code, ...entryFields })
      .onConflictDoUpdate({ target: faqEntries.code, set: entryFields })
      .returning({ id: faqEntries.id });
    if (!entryRow) throw new Error(`FAQ entry ${entry.code} was not stored`);
    await db.delete(faqEntryTranslations).where(eq(faqEntryTranslations.entryId, entryRow.id));
    const entryTranslations = Object.entries(entry.translations);
    if (entryTranslations.length === 0) continue;
    await db.insert(faqEntryTranslations).values(
      entryTranslations.map(([locale, text]) => ({
        entryId: entryRow.id,
        locale,
        question: text.question,
        answer: sanitizePageHtml(text.answer),
      })),
    );
  }
  return row.id;
}

/** Every category (enabled or not) with its entries by position then code, as `saveFaqCategory` takes it. */
export async function listFaqCategoriesForExport(db: Database): Promise<FaqCategoryData[]> {
  const [categoryRows, categoryTexts, entryRows, entryTexts] = await Promise.all([
    db.select().from(faqCategories).orderBy(asc(faqCategories.code)),
    db.select().from(faqCategoryTranslations),
    db.select().from(faqEntries).orderBy(asc(faqEntries.position), asc(faqEntries.code)),
    db.select().from(faqEntryTranslations),
  ]);
  const categoryTextsById = groupBy(categoryTexts, (row) => row.categoryId);
  const entryTextsById = groupBy(entryTexts, (row) => row.entryId);
  return categoryRows.map((category) => ({
    code: category.code,
    enabled: category.enabled,
    position: category.position,
    translations: Object.fromEntries(
      (categoryTextsById.get(category.id) ?? []).map((text) => [
        text.locale,
        { name: text.name, slug: text.slug },
      ]),
    ),
    entries: entryRows
      .filter((entry) => entry.categoryId === category.id)
      .map((entry) => ({
        code: entry.code,
        enabled: entry.enabled,
        position: entry.position,
        translations: Object.fromEntries(
          (entryTextsById.get(entry.id) ?? []).map((text) => [
            text.locale,
            { question: text.question, answer: text.answer },
          ]),
        ),
      })),
  }));
}
