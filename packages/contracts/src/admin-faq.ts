import { z } from 'zod';
import { translationsOf } from './admin-catalogue-common.ts';
import { listSchema } from './lists.ts';

/**
 * FAQ in the back office (docs/adr/0061-faq-bars-payments-gifts.md) under /api/v2/admin/faq: categories
 * with their names and addresses per language, and the entries (question and answer per language) inside
 * a category. The rules are the FAQ import's (the API's faqCategoryInputSchema / faqEntryInputSchema
 * build on the same pieces); answers are sanitised HTML when stored and when shown.
 */

export const FAQ_BLANK_MESSAGE = 'This value should not be blank.';
export const FAQ_CODE_MESSAGE = 'Enter a code of 1 to 64 characters.';
export const FAQ_SLUG_MESSAGE = 'Use lower-case letters, digits and dashes.';
export const FAQ_CODE_TAKEN_MESSAGE = 'This code is already used.';
export const FAQ_SLUG_TAKEN_MESSAGE = 'Another FAQ category already has this address in this language.';
export const FAQ_TRANSLATION_REQUIRED_MESSAGE = 'Fill in at least one language.';
export const FAQ_REORDER_MESSAGE = 'List every entry of this category exactly once.';

/** The pieces the import's schemas and the admin API share. */
export const faqCodeSchema = z
  .string({ error: FAQ_CODE_MESSAGE })
  .trim()
  .min(1, { error: FAQ_CODE_MESSAGE })
  .max(64, { error: FAQ_CODE_MESSAGE });
export const faqSlugSchema = z
  .string({ error: FAQ_SLUG_MESSAGE })
  .trim()
  .max(200, { error: FAQ_SLUG_MESSAGE })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: FAQ_SLUG_MESSAGE });
export const faqCategoryTextSchema = z.strictObject({
  name: z.string({ error: FAQ_BLANK_MESSAGE }).trim().min(1, { error: FAQ_BLANK_MESSAGE }).max(255),
  slug: faqSlugSchema,
});
export const faqEntryTextSchema = z.strictObject({
  question: z.string({ error: FAQ_BLANK_MESSAGE }).trim().min(1, { error: FAQ_BLANK_MESSAGE }).max(500),
  /** HTML; sanitised when stored (the same sanitiser as pages). */
  answer: z.string({ error: FAQ_BLANK_MESSAGE }).max(50_000),
});
const position = z.number().int().min(-1_000_000).max(1_000_000);

export const adminFaqCategoryInputSchema = z.strictObject({
  code: faqCodeSchema,
  enabled: z.boolean().default(true),
  position: position.default(0),
  translations: translationsOf(faqCategoryTextSchema),
});
export type AdminFaqCategoryInput = z.input<typeof adminFaqCategoryInputSchema>;

export const adminFaqEntryInputSchema = z.strictObject({
  code: faqCodeSchema,
  enabled: z.boolean().default(true),
  translations: translationsOf(faqEntryTextSchema),
});
export type AdminFaqEntryInput = z.input<typeof adminFaqEntryInputSchema>;

export const adminFaqReorderSchema = z.strictObject({
  entryIds: z.array(z.number().int().positive()).max(1000),
});
export type AdminFaqReorder = z.infer<typeof adminFaqReorderSchema>;

export const adminFaqEntrySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  enabled: z.boolean(),
  position: z.number().int(),
  translations: translationsOf(z.object({ question: z.string(), answer: z.string() })),
});
export type AdminFaqEntry = z.infer<typeof adminFaqEntrySchema>;

export const adminFaqCategorySummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  enabled: z.boolean(),
  position: z.number().int(),
  translations: translationsOf(z.object({ name: z.string(), slug: z.string() })),
  entriesCount: z.number().int(),
});
export type AdminFaqCategorySummary = z.infer<typeof adminFaqCategorySummarySchema>;
export const adminFaqCategoryListSchema = listSchema(adminFaqCategorySummarySchema);

export const adminFaqCategorySchema = adminFaqCategorySummarySchema.extend({
  entries: z.array(adminFaqEntrySchema),
});
export type AdminFaqCategory = z.infer<typeof adminFaqCategorySchema>;

export const faqCategoryParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const faqEntryParamsSchema = faqCategoryParamsSchema.extend({
  entryId: z.coerce.number().int().positive().max(2_147_483_647),
});
