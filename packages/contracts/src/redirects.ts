import { z } from 'zod';

/** Redirect status: 301 when permanent, else 302 (spec section 9). */
export const redirectSchema = z.object({
  source: z.string(),
  destination: z.string(),
  permanent: z.boolean(),
  /** Applied only when nothing else matched the path (the page would be a 404). */
  only404: z.boolean(),
});
export type Redirect = z.infer<typeof redirectSchema>;

export const redirectQuerySchema = z.object({
  source: z.string().min(1).max(2048).startsWith('/'),
});
