import type { AdminFaqCategory, AdminFaqCategorySummary, AdminFaqEntry } from '@shop/contracts';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  faqCategories,
  faqCategoryTranslations,
  faqEntries,
  faqEntryTranslations,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/http-error.ts';
import { groupBy } from '../../i18n/pick-translation.ts';

/**
 * The back office's FAQ reads (docs/adr/0061-faq-bars-payments-gifts.md): the categories with their
 * entry counts, and one category by id with its entries in order, disabled ones too, with the texts of
 * every language. The writes in admin-faq.ts read through these as well, inside their transactions.
 */

function textsOf<T extends { locale: string }>(rows: T[], pick: (row: T) => object) {
  return Object.fromEntries(rows.map((row) => [row.locale, pick(row)]));
}

export async function listAdminFaqCategories(db: Database): Promise<AdminFaqCategorySummary[]> {
  const [rows, texts, counts] = await Promise.all([
    db.select().from(faqCategories).orderBy(asc(faqCategories.position), asc(faqCategories.id)),
    db.select().from(faqCategoryTranslations),
    db
      .select({ categoryId: faqEntries.categoryId, entries: count() })
      .from(faqEntries)
      .groupBy(faqEntries.categoryId),
  ]);
  const textsById = groupBy(texts, (text) => text.categoryId);
  const countOf = new Map(counts.map((row) => [row.categoryId, row.entries]));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    enabled: row.enabled,
    position: row.position,
    translations: textsOf(textsById.get(row.id) ?? [], (text) => ({ name: text.name, slug: text.slug })),
    entriesCount: countOf.get(row.id) ?? 0,
  }));
}

/** A category's entries by position, each with the texts of every language. */
export async function entriesOf(db: Database, categoryId: number): Promise<AdminFaqEntry[]> {
  const rows = await db
    .select()
    .from(faqEntries)
    .where(eq(faqEntries.categoryId, categoryId))
    .orderBy(asc(faqEntries.position), asc(faqEntries.id));
  const texts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(faqEntryTranslations)
          .where(
            inArray(
              faqEntryTranslations.entryId,
              rows.map((row) => row.id),
            ),
          );
  const textsById = groupBy(texts, (text) => text.entryId);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    enabled: row.enabled,
    position: row.position,
    translations: textsOf(textsById.get(row.id) ?? [], (text) => ({
      question: text.question,
      answer: text.answer,
    })),
  }));
}

export async function getAdminFaqCategory(db: Database, id: number): Promise<AdminFaqCategory> {
  const [row] = await db.select().from(faqCategories).where(eq(faqCategories.id, id));
  if (!row) throw notFound(`FAQ category "${id}" not found.`);
  const texts = await db
    .select()
    .from(faqCategoryTranslations)
    .where(eq(faqCategoryTranslations.categoryId, id));
  const entries = await entriesOf(db, id);
  return {
    id: row.id,
    code: row.code,
    enabled: row.enabled,
    position: row.position,
    translations: textsOf(texts, (text) => ({ name: text.name, slug: text.slug })),
    entriesCount: entries.length,
    entries,
  };
}
