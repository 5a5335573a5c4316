import type { Database } from '../../db/database.ts';
import {
  faqCategories,
  faqCategoryTranslations,
  faqEntries,
  faqEntryTranslations,
} from '../../db/schema/index.ts';
import { sanitizePageHtml } from '../../modules/pages/sanitize-page-html.ts';
import { DEMO_LOCALES } from '../catalogue/types.ts';
import { FAQ } from '../content/faq.ts';

/** The demo FAQ: categories by position, their entries, answers sanitised on the way in. */
export async function seedFaq(db: Database): Promise<void> {
  for (const [position, category] of FAQ.entries()) {
    const [row] = await db
      .insert(faqCategories)
      .values({ code: category.code, position })
      .returning({ id: faqCategories.id });
    if (!row) throw new Error(`FAQ category ${category.code} was not created`);
    await db
      .insert(faqCategoryTranslations)
      .values(
        DEMO_LOCALES.map((locale) => ({ categoryId: row.id, locale, ...category.translations[locale] })),
      );
    for (const [entryPosition, entry] of category.entries.entries()) {
      const [entryRow] = await db
        .insert(faqEntries)
        .values({ code: entry.code, categoryId: row.id, position: entryPosition })
        .returning({ id: faqEntries.id });
      if (!entryRow) throw new Error(`FAQ entry ${entry.code} was not created`);
      await db.insert(faqEntryTranslations).values(
        DEMO_LOCALES.map((locale) => ({
          entryId: entryRow.id,
          locale,
          question: entry.translations[locale].question,
          answer: sanitizePageHtml(entry.translations[locale].answer),
        })),
      );
    }
  }
}
