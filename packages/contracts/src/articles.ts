import { z } from 'zod';

export const articleSectionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
});
export type ArticleSection = z.infer<typeof articleSectionSchema>;

/** A news article in a list (spec section 3 "Article"), without its content. */
export const articleSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  /** ISO date-time. */
  publishedAt: z.string(),
  /** Media path of the picture, or null. */
  image: z.string().nullable(),
  sections: z.array(articleSectionSchema),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** One article with its content as sanitised HTML. */
export const articleSchema = articleSummarySchema.extend({ content: z.string() });
export type Article = z.infer<typeof articleSchema>;

/** GET /cms/articles: newest first; `section` narrows the list to one section by its slug. */
export const articleListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  itemsPerPage: z.coerce.number().int().min(0).max(100).default(20),
  section: z.string().trim().min(1).max(128).optional(),
});
