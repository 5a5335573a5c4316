import { z } from 'zod';
import { badgePlacementSchema } from './catalog.ts';
import { BLANK_MESSAGE } from './checkout.ts';
import { listSchema } from './lists.ts';
import { catalogueCodeSchema, slugSchema, translationsOf } from './admin-catalogue-common.ts';
/** The back office catalogue: product options and attributes (see admin-catalogue-common.ts). */
// --- Options and attributes ---

export const adminOptionValueSchema = z.object({
  code: z.string(),
  position: z.number().int(),
  translations: translationsOf(z.object({ value: z.string() })),
});
export const adminOptionSchema = z.object({
  code: z.string(),
  position: z.number().int(),
  translations: translationsOf(z.object({ name: z.string() })),
  values: z.array(adminOptionValueSchema),
});
export type AdminOption = z.infer<typeof adminOptionSchema>;
export const adminOptionInputSchema = z.object({
  code: catalogueCodeSchema,
  position: z.number().int().min(0).max(10_000).optional(),
  translations: translationsOf(
    z.object({ name: z.string().trim().min(1, { error: BLANK_MESSAGE }).max(255) }),
  ),
  values: z
    .array(
      z.object({
        code: catalogueCodeSchema,
        position: z.number().int().min(0).max(10_000).optional(),
        translations: translationsOf(
          z.object({ value: z.string().trim().min(1, { error: BLANK_MESSAGE }).max(255) }),
        ),
      }),
    )
    .max(500)
    .default([]),
});
export type AdminOptionInput = z.infer<typeof adminOptionInputSchema>;

export const adminAttributeValueSchema = z.object({
  code: z.string(),
  slug: z.string(),
  position: z.number().int(),
  numericValue: z.number().int().nullable(),
  /** Badge colours (#rrggbb) and placements (spec section 3); a brand's logo. */
  color: z.string().nullable(),
  iconColor: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  image: z.string().nullable(),
  placements: z.array(badgePlacementSchema),
  showInProductList: z.boolean(),
  showInProductListOnImage: z.boolean(),
  translations: translationsOf(
    z.object({ name: z.string(), value: z.string(), content: z.string().nullable() }),
  ),
  productCount: z.number().int(),
});
export const adminAttributeSchema = z.object({
  code: z.string(),
  slug: z.string(),
  filterType: z.enum(['select', 'range', 'none']),
  position: z.number().int(),
  translations: translationsOf(z.object({ name: z.string() })),
  values: z.array(adminAttributeValueSchema),
});
export type AdminAttribute = z.infer<typeof adminAttributeSchema>;

const hexColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Enter a colour as #rrggbb.' })
  .nullable()
  .optional();
export const adminAttributeValueInputSchema = z.object({
  code: catalogueCodeSchema,
  slug: slugSchema.or(z.literal('')).optional(),
  position: z.number().int().min(0).max(10_000).optional(),
  numericValue: z.number().int().nullable().optional(),
  color: hexColour,
  iconColor: hexColour,
  backgroundColor: hexColour,
  placements: z.array(badgePlacementSchema).max(5).optional(),
  showInProductList: z.boolean().optional(),
  showInProductListOnImage: z.boolean().optional(),
  translations: translationsOf(
    z.object({
      name: z.string().trim().min(1, { error: BLANK_MESSAGE }).max(255),
      value: z.string().trim().max(255).optional(),
      content: z.string().max(20_000).nullable().optional(),
    }),
  ),
});
export const adminAttributeInputSchema = z.object({
  code: catalogueCodeSchema,
  slug: slugSchema.or(z.literal('')).optional(),
  filterType: z.enum(['select', 'range', 'none']).default('select'),
  position: z.number().int().min(0).max(10_000).optional(),
  translations: translationsOf(
    z.object({ name: z.string().trim().min(1, { error: BLANK_MESSAGE }).max(255) }),
  ),
});
export type AdminAttributeInput = z.infer<typeof adminAttributeInputSchema>;

export const adminOptionListSchema = listSchema(adminOptionSchema);
export const adminAttributeListSchema = listSchema(adminAttributeSchema);

/** PATCH /product-options/{code}: `values` given replaces the list (values left out are removed). */
export const adminOptionPatchSchema = adminOptionInputSchema
  .omit({ code: true })
  .partial()
  .extend({ values: adminOptionInputSchema.shape.values.unwrap().optional() });
export type AdminOptionPatch = z.infer<typeof adminOptionPatchSchema>;
export const adminAttributePatchSchema = adminAttributeInputSchema
  .omit({ code: true })
  .partial()
  .extend({ filterType: adminAttributeInputSchema.shape.filterType.unwrap().optional() });
export type AdminAttributePatch = z.infer<typeof adminAttributePatchSchema>;
export type AdminAttributeValueInput = z.infer<typeof adminAttributeValueInputSchema>;
export const adminAttributeValuePatchSchema = adminAttributeValueInputSchema.omit({ code: true }).partial();
export type AdminAttributeValuePatch = z.infer<typeof adminAttributeValuePatchSchema>;
export type AdminAttributeValue = z.infer<typeof adminAttributeValueSchema>;
export const adminAttributeValueListSchema = listSchema(adminAttributeValueSchema);
/** Lists of options, attributes and attribute values: everything on one page unless asked otherwise. */
export const adminCatalogueListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(500).default(100),
});
export const OPTION_TRANSLATION_REQUIRED_MESSAGE = 'Name the option in at least one language.';
export const ATTRIBUTE_TRANSLATION_REQUIRED_MESSAGE = 'Name the attribute in at least one language.';
export const VALUE_TRANSLATION_REQUIRED_MESSAGE = 'Name the value in at least one language.';
export const DUPLICATE_VALUE_CODE_MESSAGE = 'Two values of this request have the same code.';
export const SLUG_TAKEN_MESSAGE = 'This address is already used.';
/** An option value a PATCH leaves out while variants still use it. */
export function optionValueInUseMessage(valueCode: string, variants: number): string {
  return `The value ${valueCode} is used by ${variants} ${variants === 1 ? 'variant' : 'variants'}: change those variants first.`;
}
/** DELETE /product-options/{code} while variants use its values. */
export function optionInUseMessage(variants: number): string {
  return `This option is used by ${variants} ${variants === 1 ? 'variant' : 'variants'}: change those variants first.`;
}
/** DELETE of an attribute value (or an attribute whose values) products carry. */
export function attributeValueInUseMessage(products: number): string {
  return `This value is set on ${products} ${products === 1 ? 'product' : 'products'}: remove it from them first.`;
}
export function attributeInUseMessage(products: number): string {
  return `Values of this attribute are set on ${products} ${products === 1 ? 'product' : 'products'}: remove them first.`;
}
