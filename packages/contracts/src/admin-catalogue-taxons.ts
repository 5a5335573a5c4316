import { z } from 'zod';
import { BLANK_MESSAGE } from './checkout.ts';
import { listSchema } from './lists.ts';
import { catalogueCodeSchema, slugSchema, versionSchema, translationsOf } from './admin-catalogue-common.ts';
/** The back office catalogue: categories (taxons) (see admin-catalogue-common.ts). */
// --- Categories (taxons) ---

/**
 * A category's editable fields. The POST schema adds defaults; the PATCH schema must not have any (zod
 * applies a default inside `.partial()`, which would reset every omitted field).
 */
const taxonFields = {
  parent: catalogueCodeSchema.nullable(),
  /** Among its siblings, from 0; omitted or past the end: last. */
  position: z.number().int().min(0).max(10_000),
  enabled: z.boolean(),
  translations: translationsOf(
    z.object({
      name: z.string({ error: BLANK_MESSAGE }).trim().min(1, { error: BLANK_MESSAGE }).max(255),
      /**
       * This category's own part of the path (the stored slug is the parent's path + "/" + this); made
       * from the name when empty; on PATCH, omitted keeps the current one.
       */
      slug: slugSchema.or(z.literal('')).optional(),
      /** HTML, sanitised on the way in. */
      description: z.string().max(20_000).nullable().optional(),
    }),
  ),
};
export const adminTaxonInputSchema = z.object({
  code: catalogueCodeSchema,
  ...taxonFields,
  parent: taxonFields.parent.default(null),
  position: taxonFields.position.optional(),
  enabled: taxonFields.enabled.default(true),
});
export type AdminTaxonInput = z.infer<typeof adminTaxonInputSchema>;
export const adminTaxonPatchSchema = z.object(taxonFields).partial().extend({ version: versionSchema });
export type AdminTaxonPatch = z.infer<typeof adminTaxonPatchSchema>;

export interface AdminTaxon {
  code: string;
  parent: string | null;
  position: number;
  enabled: boolean;
  /** Picture path under the media root. */
  image: string | null;
  translations: Partial<
    Record<'lt' | 'en' | 'et' | 'ru', { name: string; slug: string; description: string | null }>
  >;
  /** Products whose categories include this one (not its children). */
  productCount: number;
  children: AdminTaxon[];
  version: number;
}
export const adminTaxonSchema: z.ZodType<AdminTaxon> = z.lazy(() =>
  z.object({
    code: z.string(),
    parent: z.string().nullable(),
    position: z.number().int(),
    enabled: z.boolean(),
    image: z.string().nullable(),
    translations: translationsOf(
      z.object({ name: z.string(), slug: z.string(), description: z.string().nullable() }),
    ),
    productCount: z.number().int(),
    children: z.array(adminTaxonSchema),
    version: z.number().int(),
  }),
);
/** GET /taxons: the roots, each with its children (nested), siblings by position. */
export const adminTaxonTreeSchema = listSchema(adminTaxonSchema);

export const TAXON_CYCLE_MESSAGE =
  'A category cannot be moved under itself or one of its own sub-categories.';
export const TAXON_TRANSLATION_REQUIRED_MESSAGE = 'Name the category in at least one language.';
export const TAXON_PARENT_LOCALE_MESSAGE =
  'The parent category has no name in this language yet: translate the parent first.';
export const SLUG_FROM_NAME_MESSAGE =
  'No address can be made from this name: enter one with letters or digits.';
/** A slug (full category path) another category of the same language already has. */
export function taxonSlugTakenMessage(path: string, otherCode: string): string {
  return `The address "${path}" is already used by the category ${otherCode}.`;
}
/** DELETE /taxons/{code} of a category that still holds products or sub-categories. */
export function taxonNotEmptyMessage(products: number, children: number): string {
  const parts = [
    products > 0 ? `${products} ${products === 1 ? 'product' : 'products'}` : null,
    children > 0 ? `${children} ${children === 1 ? 'sub-category' : 'sub-categories'}` : null,
  ].filter((part) => part !== null);
  return `This category holds ${parts.join(' and ')}. Move them first.`;
}
