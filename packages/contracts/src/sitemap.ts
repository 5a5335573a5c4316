import { z } from 'zod';

/** GET /sitemap/products?page=&itemsPerPage=: every product a channel shows, with its slug per locale. */
export const sitemapProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  slugs: z.record(z.string(), z.string()),
  updatedAt: z.string(),
});
export type SitemapProduct = z.infer<typeof sitemapProductSchema>;
