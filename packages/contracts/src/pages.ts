import { z } from 'zod';

/** A static content page in the request locale, addressed by the storefront as /{slug}-{id}. */
export const contentPageSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  slug: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
