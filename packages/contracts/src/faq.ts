import { z } from 'zod';

/** A FAQ category in the request locale; `slug` addresses it (/faq/{slug}). */
export const faqCategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  /** Enabled entries with a question in some locale. */
  entriesCount: z.number().int(),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

/** A question and its answer (sanitised HTML) in the request locale, with its category. */
export const faqEntrySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  question: z.string(),
  answer: z.string(),
  category: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** GET /faqs: every entry, or one category's by its slug in the request locale. */
export const faqQuerySchema = z.object({
  category: z.string().trim().min(1).max(128).optional(),
});
