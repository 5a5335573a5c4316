import { z } from 'zod';
import { catalogueCodeSchema, translationsOf, versionSchema } from './admin-catalogue-common.ts';
import { BLANK_MESSAGE } from './checkout.ts';
import { listSchema } from './lists.ts';

/**
 * Catalogue promotions, the sales (docs/adr/0057-catalogue-promotions.md), under
 * /api/v2/admin/catalogue-promotions: a percentage (or a fixed amount) off the products, categories (with
 * the categories below them) and brands in their scopes, between two dates, in some channels, with a
 * badge. Prices follow at once: the selling price becomes the discounted one and the own price is crossed
 * out, and it is restored exactly when the sale ends, is disabled or deleted.
 */

export const SALE_PERCENT_MESSAGE = 'Enter a whole percentage from 1 to 99.';
export const SALE_AMOUNT_MESSAGE = 'Enter an amount of 1 cent or more.';
export const SALE_DATES_MESSAGE = 'The end must be after the start.';
export const PROMOTION_COLOR_MESSAGE = 'Enter a colour as #rrggbb, for example #c0392b.';
export const PROMOTION_CONTRAST_MESSAGE =
  'The text and background colours are too close to read: choose colours with a contrast of at least 4.5 to 1.';
export const PROMOTION_SCOPE_MESSAGE = 'Choose at least one product, category or brand.';
export const PROMOTION_CHANNELS_MESSAGE = 'Choose at least one channel.';
export const SALE_LABEL_MESSAGE = 'Give the badge a label in at least one language.';
export const UNKNOWN_BRAND_MESSAGE = 'There is no brand with this code.';

const hexColor = z
  .string({ error: PROMOTION_COLOR_MESSAGE })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: PROMOTION_COLOR_MESSAGE });

const dateTime = z.iso.datetime({ offset: true, error: 'Enter a date and time (ISO 8601).' });

export const cataloguePromotionActionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('percentage'),
    percent: z
      .number({ error: SALE_PERCENT_MESSAGE })
      .int({ error: SALE_PERCENT_MESSAGE })
      .min(1, { error: SALE_PERCENT_MESSAGE })
      .max(99, { error: SALE_PERCENT_MESSAGE }),
  }),
  z.object({
    type: z.literal('fixed'),
    /** Minor units off each variant's price (never below zero). */
    amount: z
      .number({ error: SALE_AMOUNT_MESSAGE })
      .int({ error: SALE_AMOUNT_MESSAGE })
      .min(1, { error: SALE_AMOUNT_MESSAGE })
      .max(100_000_000, { error: SALE_AMOUNT_MESSAGE }),
  }),
]);
export type CataloguePromotionAction = z.infer<typeof cataloguePromotionActionSchema>;

const codeList = z.array(catalogueCodeSchema).max(1000);

export const cataloguePromotionScopesSchema = z.object({
  /** Product codes. */
  products: codeList.default([]),
  /** Category (taxon) codes: their products and the products of every category below them. */
  taxons: codeList.default([]),
  /** Brand codes (values of the "brand" attribute). */
  brands: codeList.default([]),
});
export type CataloguePromotionScopes = z.infer<typeof cataloguePromotionScopesSchema>;

const labelSchema = z.object({
  label: z.string({ error: BLANK_MESSAGE }).trim().max(60, { error: 'Use at most 60 characters.' }),
});

export const CATALOGUE_PROMOTION_STATES = ['scheduled', 'running', 'ended', 'disabled'] as const;

export const adminCataloguePromotionSchema = z.object({
  code: z.string(),
  enabled: z.boolean(),
  /** What the dates and `enabled` make of it now. */
  state: z.enum(CATALOGUE_PROMOTION_STATES),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  channels: z.array(z.string()),
  priority: z.number().int(),
  exclusive: z.boolean(),
  action: cataloguePromotionActionSchema,
  scopes: z.object({
    products: z.array(z.string()),
    taxons: z.array(z.string()),
    brands: z.array(z.string()),
  }),
  translations: z.record(z.string(), z.object({ label: z.string() })),
  backgroundColor: z.string().nullable(),
  color: z.string().nullable(),
  /** How many products the scopes hold now. */
  productsInScope: z.number().int(),
  version: z.number().int(),
});
export type AdminCataloguePromotion = z.infer<typeof adminCataloguePromotionSchema>;

export const adminCataloguePromotionListSchema = listSchema(adminCataloguePromotionSchema);

export const adminCataloguePromotionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(500).default(50),
  /** Part of the code or a label, any case. */
  search: z.string().trim().max(200).optional(),
  state: z.enum(CATALOGUE_PROMOTION_STATES).optional(),
});
export type AdminCataloguePromotionListQuery = z.infer<typeof adminCataloguePromotionListQuerySchema>;

const fields = {
  enabled: z.boolean(),
  startsAt: dateTime.nullable(),
  endsAt: dateTime.nullable(),
  /** Channel codes. */
  channels: z.array(catalogueCodeSchema).max(100),
  priority: z.number().int().min(-1000).max(1000),
  exclusive: z.boolean(),
  action: cataloguePromotionActionSchema,
  scopes: cataloguePromotionScopesSchema,
  translations: translationsOf(labelSchema),
  backgroundColor: hexColor.nullable(),
  color: hexColor.nullable(),
};

export const adminCataloguePromotionInputSchema = z.object({
  code: catalogueCodeSchema,
  enabled: fields.enabled.default(true),
  startsAt: fields.startsAt.default(null),
  endsAt: fields.endsAt.default(null),
  channels: fields.channels,
  priority: fields.priority.default(0),
  exclusive: fields.exclusive.default(false),
  action: fields.action,
  scopes: fields.scopes,
  translations: fields.translations,
  backgroundColor: fields.backgroundColor.default(null),
  color: fields.color.default(null),
});
export type AdminCataloguePromotionInput = z.infer<typeof adminCataloguePromotionInputSchema>;

export const adminCataloguePromotionPatchSchema = z.object({
  version: versionSchema,
  enabled: fields.enabled.optional(),
  startsAt: fields.startsAt.optional(),
  endsAt: fields.endsAt.optional(),
  channels: fields.channels.optional(),
  priority: fields.priority.optional(),
  exclusive: fields.exclusive.optional(),
  action: fields.action.optional(),
  scopes: fields.scopes.optional(),
  translations: fields.translations.optional(),
  backgroundColor: fields.backgroundColor.optional(),
  color: fields.color.optional(),
});
export type AdminCataloguePromotionPatch = z.infer<typeof adminCataloguePromotionPatchSchema>;

export const cataloguePromotionCodeParamsSchema = z.object({ code: catalogueCodeSchema });

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG contrast ratio of two #rrggbb colours (1 to 21): the form's preview and the API's check. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
