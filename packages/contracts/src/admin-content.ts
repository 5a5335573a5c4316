import { z } from 'zod';
import { listSchema } from './lists.ts';

/**
 * News sections, news articles and content pages in the back office (docs/adr/0059-content-news-pages.md)
 * under /api/v2/admin/article-sections, /articles and /pages. The bodies are the content import's own
 * schemas (the API's articleInputSchema, articleSectionInputSchema, pageInputSchema), so a file and the
 * back office are held to the same rules; these are the answers.
 */

export const ARTICLE_SECTION_NOT_EMPTY_MESSAGE =
  'This news section still has articles: move or delete them first.';
export const PAGE_IN_USE_MESSAGE =
  'This page is a channel’s terms, loyalty terms or privacy page: choose another page in the shop details first.';
export const CONTENT_CODE_TAKEN_MESSAGE = 'This code is already used.';
export const CONTENT_SLUG_TAKEN_MESSAGE = 'Another news section already uses this address in this language.';
export const UNKNOWN_ARTICLE_SECTION_MESSAGE = 'There is no news section with this id.';

/** Draft: not enabled; scheduled: enabled with a future date; published: enabled and due. */
export const articleStateSchema = z.enum(['draft', 'scheduled', 'published']);
export type ArticleState = z.infer<typeof articleStateSchema>;

const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const contentIdParamsSchema = z.object({ id: idParam });

export const adminArticleSectionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  position: z.number().int(),
  translations: z.record(z.string(), z.object({ name: z.string(), slug: z.string() })),
  articleCount: z.number().int(),
});
export type AdminArticleSection = z.infer<typeof adminArticleSectionSchema>;
export const adminArticleSectionListSchema = listSchema(adminArticleSectionSchema);

export const adminArticleTranslationSchema = z.object({
  name: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
});

export const adminArticleSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  sectionId: z.number().int(),
  sectionCode: z.string(),
  enabled: z.boolean(),
  publishedAt: z.string(),
  image: z.string().nullable(),
  state: articleStateSchema,
  translations: z.record(z.string(), adminArticleTranslationSchema),
  /** A digest of what the article says: a PATCH naming another one is 409 (someone saved in between). */
  version: z.string(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

export const adminArticleSummarySchema = adminArticleSchema.omit({ translations: true }).extend({
  /** The name in the first language that has one (lt, en, et, ru order), else the code. */
  name: z.string(),
});
export type AdminArticleSummary = z.infer<typeof adminArticleSummarySchema>;
export const adminArticleListSchema = listSchema(adminArticleSummarySchema);

export const adminArticleListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(20),
  /** Part of the code or a name in any language, any case. */
  search: z.string().trim().max(200).optional(),
  section: idParam.optional(),
  state: articleStateSchema.optional(),
});
export type AdminArticleListQuery = z.infer<typeof adminArticleListQuerySchema>;

/** Publish: now, or at a future date (then the article is scheduled). */
export const adminArticlePublishSchema = z.strictObject({
  publishedAt: z.iso.datetime({ offset: true }).optional(),
});

export const adminPageSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  enabled: z.boolean(),
  translations: z.record(z.string(), z.object({ title: z.string(), slug: z.string(), content: z.string() })),
  /** Channels using it as terms, loyalty terms or privacy page (then it cannot be deleted). */
  usedBy: z.array(z.string()),
  /** A digest of what the page says: a PATCH naming another one is 409 (someone saved in between). */
  version: z.string(),
});
export type AdminPage = z.infer<typeof adminPageSchema>;

export const adminPageSummarySchema = adminPageSchema.omit({ translations: true }).extend({
  title: z.string(),
});
export type AdminPageSummary = z.infer<typeof adminPageSummarySchema>;
export const adminPageListSchema = listSchema(adminPageSummarySchema);
export const adminPageListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(50),
  search: z.string().trim().max(200).optional(),
});

/** A picture stored for content (an article's main picture, a picture in rich text). */
export const contentPictureSchema = z.object({
  /** The path in the shop's media, as an article's `image` takes it. */
  path: z.string(),
  /** Its address through the media pipeline (article size), for an <img> in rich text. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ContentPicture = z.infer<typeof contentPictureSchema>;
