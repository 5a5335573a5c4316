import { z } from 'zod';

export const localeCodeSchema = z.enum(['lt', 'en', 'et', 'ru']);
export const localeSchema = z.object({ code: localeCodeSchema, name: z.string() });
export type Locale = z.infer<typeof localeSchema>;
