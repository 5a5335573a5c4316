import { z } from 'zod';

export const taxonSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  parentId: z.number().int().nullable(),
  position: z.number().int(),
});
export type Taxon = z.infer<typeof taxonSchema>;

export interface TaxonNode extends Taxon {
  children: TaxonNode[];
}
export const taxonNodeSchema: z.ZodType<TaxonNode> = z.lazy(() =>
  taxonSchema.extend({ children: z.array(taxonNodeSchema) }),
);

/** GET /taxons?code[]=a&code[]=b&itemsPerPage=n */
export const taxonListQuerySchema = z.object({
  code: z.union([z.string(), z.array(z.string())]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce.number().int().min(0).max(1000).default(100),
});
