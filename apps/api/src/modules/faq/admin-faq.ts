import {
  FAQ_CODE_TAKEN_MESSAGE,
  FAQ_REORDER_MESSAGE,
  FAQ_SLUG_TAKEN_MESSAGE,
  FAQ_TRANSLATION_REQUIRED_MESSAGE,
  type AdminFaqCategory,
  type AdminFaqCategoryInput,
  type AdminFaqEntry,
  type AdminFaqEntryInput,
  type AdminFaqReorder,
  type Violation,
} from '@shop/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  faqCategories,
  faqCategoryTranslations,
  faqEntries,
  faqEntryTranslations,
} from '../../db/schema/index.ts';
import { ViolationError, notFound } from '../../http/http-error.ts';
import { recordAudit } from '../admin/audit.ts';
import { unknownLocaleViolations } from '../locales/locale-violations.ts';
import { bumpCatalogueVersion } from '../search/search-documents.ts';
import { sanitizePageHtml } from '../pages/sanitize-page-html.ts';
import { entriesOf, getAdminFaqCategory } from './admin-faq-reads.ts';
import { faqCategoryInputSchema, faqEntryInputSchema } from './service.ts';

export { getAdminFaqCategory, listAdminFaqCategories } from './admin-faq-reads.ts';

/**
 * The back office's FAQ writes (docs/adr/0061-faq-bars-payments-gifts.md): categories and their entries
 * by id, and the entries' order. Input passes the import's schemas (faqCategoryInputSchema /
 * faqEntryInputSchema) too; answers are sanitised as the import does; each write is audited in its
 * transaction and moves the catalogue version. The reads live in admin-faq-reads.ts; the two the routes
 * use are re-exported from here.
 */

type Tx = Database;

function throwIfAny(violations: Violation[]): void {
  if (violations.length > 0) throw new ViolationError(violations);
}

/** Violations of a category's input besides its shape: languages, a taken code, a taken address. */
async function categoryViolations(
  tx: Tx,
  input: AdminFaqCategoryInput,
  id: number | null,
): Promise<Violation[]> {
  const violations = await unknownLocaleViolations(tx, [['translations', input.translations]]);
  if (Object.keys(input.translations).length === 0)
    violations.push({ propertyPath: 'translations', message: FAQ_TRANSLATION_REQUIRED_MESSAGE });
  const [taken] = await tx
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(
      id === null
        ? eq(faqCategories.code, input.code.trim())
        : and(eq(faqCategories.code, input.code.trim()), ne(faqCategories.id, id)),
    );
  if (taken) violations.push({ propertyPath: 'code', message: FAQ_CODE_TAKEN_MESSAGE });
  for (const [locale, text] of Object.entries(input.translations)) {
    if (!text) continue;
    const [other] = await tx
      .select({ categoryId: faqCategoryTranslations.categoryId })
      .from(faqCategoryTranslations)
      .where(
        and(eq(faqCategoryTranslations.locale, locale), eq(faqCategoryTranslations.slug, text.slug.trim())),
      );
    if (other && other.categoryId !== id)
      violations.push({ propertyPath: `translations.${locale}.slug`, message: FAQ_SLUG_TAKEN_MESSAGE });
  }
  return violations;
}

async function writeCategory(tx: Tx, input: AdminFaqCategoryInput, id: number | null): Promise<number> {
  throwIfAny(await categoryViolations(tx, input, id));
  // The import's own schema: the same rules, so a category saved here exports and imports again.
  const category = faqCategoryInputSchema.parse({ ...input, entries: [] });
  const fields = { code: category.code, enabled: category.enabled, position: category.position };
  let categoryId = id;
  if (categoryId === null) {
    const [row] = await tx.insert(faqCategories).values(fields).returning({ id: faqCategories.id });
    if (!row) throw new Error('The FAQ category was not stored.');
    categoryId = row.id;
  } else {
    await tx.update(faqCategories).set(fields).where(eq(faqCategories.id, categoryId));
  }
  await tx.delete(faqCategoryTranslations).where(eq(faqCategoryTranslations.categoryId, categoryId));
  const texts = Object.entries(category.translations);
  if (texts.length > 0)
    await tx
      .insert(faqCategoryTranslations)
      .values(texts.map(([locale, text]) => ({ categoryId: categoryId, locale, ...text })));
  return categoryId;
}

function withoutEntries(category: AdminFaqCategory) {
  const { entries: _entries, ...rest } = category;
  return rest;
}

function nameOf(category: { code: string; translations: AdminFaqCategory['translations'] }): string {
  return Object.values(category.translations).find((text) => text?.name)?.name ?? category.code;
}

export async function createFaqCategory(
  db: Database,
  input: AdminFaqCategoryInput,
  administratorId: number,
): Promise<AdminFaqCategory> {
  const id = await db.transaction(async (tx) => {
    const categoryId = await writeCategory(tx, input, null);
    const saved = await getAdminFaqCategory(tx, categoryId);
    await recordAudit(tx, {
      administratorId,
      action: 'faq_category.create',
      subjectType: 'faq_category',
      subjectId: categoryId,
      summary: `FAQ: added the category “${nameOf(saved)}”`,
      details: { after: withoutEntries(saved) },
    });
    return categoryId;
  });
  await bumpCatalogueVersion(db);
  return getAdminFaqCategory(db, id);
}

export async function updateFaqCategory(
  db: Database,
  id: number,
  input: AdminFaqCategoryInput,
  administratorId: number,
): Promise<AdminFaqCategory> {
  await db.transaction(async (tx) => {
    const before = await getAdminFaqCategory(tx, id);
    await writeCategory(tx, input, id);
    const after = await getAdminFaqCategory(tx, id);
    await recordAudit(tx, {
      administratorId,
      action: 'faq_category.update',
      subjectType: 'faq_category',
      subjectId: id,
      summary: `FAQ: changed the category “${nameOf(after)}”`,
      details: { before: withoutEntries(before), after: withoutEntries(after) },
    });
  });
  await bumpCatalogueVersion(db);
  return getAdminFaqCategory(db, id);
}

/** Deletes a category with its entries. */
export async function deleteFaqCategory(db: Database, id: number, administratorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getAdminFaqCategory(tx, id);
    await tx.delete(faqCategories).where(eq(faqCategories.id, id));
    await recordAudit(tx, {
      administratorId,
      action: 'faq_category.delete',
      subjectType: 'faq_category',
      subjectId: id,
      summary: `FAQ: deleted the category “${nameOf(before)}” with ${before.entries.length} entries`,
      details: { before: withoutEntries(before), entries: before.entries.map((entry) => entry.code) },
    });
  });
  await bumpCatalogueVersion(db);
}

async function entryOr404(tx: Tx, categoryId: number, entryId: number): Promise<AdminFaqEntry> {
  const entry = (await entriesOf(tx, categoryId)).find((candidate) => candidate.id === entryId);
  if (!entry) throw notFound(`FAQ entry "${entryId}" not found in category "${categoryId}".`);
  return entry;
}

async function writeEntry(
  tx: Tx,
  categoryId: number,
  input: AdminFaqEntryInput,
  entryId: number | null,
): Promise<number> {
  const violations = await unknownLocaleViolations(tx, [['translations', input.translations]]);
  if (Object.keys(input.translations).length === 0)
    violations.push({ propertyPath: 'translations', message: FAQ_TRANSLATION_REQUIRED_MESSAGE });
  const [taken] = await tx
    .select({ id: faqEntries.id })
    .from(faqEntries)
    .where(eq(faqEntries.code, input.code.trim()));
  if (taken && taken.id !== entryId)
    violations.push({ propertyPath: 'code', message: FAQ_CODE_TAKEN_MESSAGE });
  throwIfAny(violations);
  const entry = faqEntryInputSchema.parse({ ...input, position: 0 });
  let id = entryId;
  if (id === null) {
    const siblings = await entriesOf(tx, categoryId);
    const [row] = await tx
      .insert(faqEntries)
      .values({ code: entry.code, enabled: entry.enabled, categoryId, position: siblings.length })
      .returning({ id: faqEntries.id });
    if (!row) throw new Error('The FAQ entry was not stored.');
    id = row.id;
  } else {
    await tx
      .update(faqEntries)
      .set({ code: entry.code, enabled: entry.enabled })
      .where(eq(faqEntries.id, id));
  }
  await tx.delete(faqEntryTranslations).where(eq(faqEntryTranslations.entryId, id));
  const texts = Object.entries(entry.translations);
  if (texts.length > 0)
    await tx.insert(faqEntryTranslations).values(
      texts.map(([locale, text]) => ({
        entryId: id,
        locale,
        question: text.question,
        answer: sanitizePageHtml(text.answer),
      })),
    );
  return id;
}

function questionOf(entry: AdminFaqEntry): string {
  return Object.values(entry.translations).find((text) => text?.question)?.question ?? entry.code;
}

export async function createFaqEntry(
  db: Database,
  categoryId: number,
  input: AdminFaqEntryInput,
  administratorId: number,
): Promise<AdminFaqEntry> {
  const id = await db.transaction(async (tx) => {
    const category = await getAdminFaqCategory(tx, categoryId);
    const entryId = await writeEntry(tx, categoryId, input, null);
    const saved = await entryOr404(tx, categoryId, entryId);
    await recordAudit(tx, {
      administratorId,
      action: 'faq_entry.create',
      subjectType: 'faq_entry',
      subjectId: entryId,
      summary: `FAQ ${category.code}: added “${questionOf(saved)}”`,
      details: { category: category.code, after: saved },
    });
    return entryId;
  });
  await bumpCatalogueVersion(db);
  return entryOr404(db, categoryId, id);
}

export async function updateFaqEntry(
  db: Database,
  categoryId: number,
  entryId: number,
  input: AdminFaqEntryInput,
  administratorId: number,
): Promise<AdminFaqEntry> {
  await db.transaction(async (tx) => {
    const category = await getAdminFaqCategory(tx, categoryId);
    const before = await entryOr404(tx, categoryId, entryId);
    await writeEntry(tx, categoryId, input, entryId);
    const after = await entryOr404(tx, categoryId, entryId);
    await recordAudit(tx, {
      administratorId,
      action: 'faq_entry.update',
      subjectType: 'faq_entry',
      subjectId: entryId,
      summary: `FAQ ${category.code}: changed “${questionOf(after)}”`,
      details: { category: category.code, before, after },
    });
  });
  await bumpCatalogueVersion(db);
  return entryOr404(db, categoryId, entryId);
}

export async function deleteFaqEntry(
  db: Database,
  categoryId: number,
  entryId: number,
  administratorId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const category = await getAdminFaqCategory(tx, categoryId);
    const before = await entryOr404(tx, categoryId, entryId);
    await tx.delete(faqEntries).where(eq(faqEntries.id, entryId));
    await renumber(
      tx,
      category.entries.filter((entry) => entry.id !== entryId).map((entry) => entry.id),
    );
    await recordAudit(tx, {
      administratorId,
      action: 'faq_entry.delete',
      subjectType: 'faq_entry',
      subjectId: entryId,
      summary: `FAQ ${category.code}: deleted “${questionOf(before)}”`,
      details: { category: category.code, before },
    });
  });
  await bumpCatalogueVersion(db);
}

async function renumber(tx: Tx, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries())
    await tx.update(faqEntries).set({ position }).where(eq(faqEntries.id, id));
}

/** Puts the category's entries in the given order (every entry once); answers the category. */
export async function reorderFaqEntries(
  db: Database,
  categoryId: number,
  input: AdminFaqReorder,
  administratorId: number,
): Promise<AdminFaqCategory> {
  await db.transaction(async (tx) => {
    const category = await getAdminFaqCategory(tx, categoryId);
    const current = category.entries.map((entry) => entry.id);
    const same =
      input.entryIds.length === current.length &&
      new Set(input.entryIds).size === current.length &&
      input.entryIds.every((id) => current.includes(id));
    if (!same) throw new ViolationError([{ propertyPath: 'entryIds', message: FAQ_REORDER_MESSAGE }]);
    await renumber(tx, input.entryIds);
    await recordAudit(tx, {
      administratorId,
      action: 'faq_entry.reorder',
      subjectType: 'faq_category',
      subjectId: categoryId,
      summary: `FAQ ${category.code}: reordered the entries`,
      details: { before: current, after: input.entryIds },
    });
  });
  await bumpCatalogueVersion(db);
  return getAdminFaqCategory(db, categoryId);
}
