import { z } from 'zod';

export const listMetaSchema = z.object({
  totalItems: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  itemsPerPage: z.number().int().nonnegative(),
  lastPage: z.number().int().positive(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

/** Every collection answers {data, meta} (GUIDE section 4). */
export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: listMetaSchema });
}
export interface List<T> {
  data: T[];
  meta: ListMeta;
}
