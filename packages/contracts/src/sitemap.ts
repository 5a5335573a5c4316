import { z } from 'zod';

/** GET /sitemap/products?page=&itemsPerPage=: every product a channel shows, with its slug per locale. */
export const sitemapProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  slugs: z.record(z.string(), z.string()),
  updatedAt: z.string(),
});
export type SitemapProduct = z.infer<typeof sitemapProductSchema>;

/** GET /sitemap/pages: every enabled content page with its slug per channel locale (addressed /{slug}-{id}). */
export const sitemapPageSchema = z.object({
  id: z.number().int(),
  slugs: z.record(z.string(), z.string()),
});
export type SitemapPage = z.infer<typeof sitemapPageSchema>;

/** Sitemap products page size: default and cap (a sitemap file holds at most 50000 URLs). */
export const SITEMAP_DEFAULT_ITEMS_PER_PAGE = 1000;
export const SITEMAP_MAX_ITEMS_PER_PAGE = 10000;
