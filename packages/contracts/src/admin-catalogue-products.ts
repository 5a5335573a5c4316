import { z } from 'zod';
import { BLANK_MESSAGE } from './checkout.ts';
import { listSchema } from './lists.ts';
import { localeCodeSchema } from './locales.ts';
import {
  UNKNOWN_LOCALE_MESSAGE,
  catalogueCodeSchema,
  slugSchema,
  minorUnitsSchema,
  versionSchema,
  translationsOf,
  page,
} from './admin-catalogue-common.ts';
/** The back office catalogue: products, variants, pictures and downloads (see admin-catalogue-common.ts). */
// --- Products ---

/** A slug another product already uses in the same locale and channel. */
export function slugTakenMessage(productCode: string): string {
  return `This address is already used by the product "${productCode}".`;
}
export const UNKNOWN_PRODUCT_MESSAGE = 'There is no product with this code.';
export const PRODUCT_NAME_REQUIRED_MESSAGE = "Enter the product's name in at least one language.";
export const BUNDLE_PARTS_REQUIRED_MESSAGE = 'A bundle needs at least one part.';
export const BUNDLE_PART_MESSAGE = 'A bundle cannot contain itself or another bundle.';
export const ORIGINAL_PRICE_MESSAGE = 'The original price must be above the price.';
export const OPTION_COMBINATION_TAKEN_MESSAGE = 'Another variant of this product has these option values.';
export const GTIN_MESSAGE = 'Write the barcode as its 8, 12, 13 or 14 digits only.';
export const LAST_VARIANT_MESSAGE = 'A product needs at least one variant: this is its last one.';
export const PER_WAREHOUSE_STOCK_MESSAGE =
  "This product's stock is counted per warehouse: give it per warehouse code.";
export const NOT_PRODUCT_WAREHOUSE_MESSAGE = 'This product is not stocked in this warehouse.';
/** A product's warehouse may not be dropped while it holds units. */
export function warehouseHoldsStockMessage(units: number): string {
  return `This warehouse still holds ${units} units of this product: set them to 0 first.`;
}
/** A product that is a part of a bundle cannot be deleted (the bundle would silently lose the part). */
export function partOfBundleMessage(bundleCode: string): string {
  return `This product is a part of the bundle "${bundleCode}": remove it from the bundle first.`;
}

export const adminProductTranslationSchema = z.object({
  name: z.string({ error: BLANK_MESSAGE }).trim().min(1, { error: BLANK_MESSAGE }).max(255),
  /** Made from the name when empty (Lithuanian letters transliterated, unique per locale and channel). */
  slug: slugSchema.or(z.literal('')).optional(),
  shortDescription: z.string().max(5_000).nullable().optional(),
  /** HTML, sanitised on the way in like every other HTML text of the shop. */
  description: z.string().max(100_000).nullable().optional(),
  metaTitle: z.string().max(255).nullable().optional(),
  metaDescription: z.string().max(500).nullable().optional(),
});
export type AdminProductTranslationInput = z.infer<typeof adminProductTranslationSchema>;

export const adminBundlePartSchema = z.object({
  /** The part's variant code (SKU). */
  variant: catalogueCodeSchema,
  quantity: z.number().int().min(1).max(999),
});

/** A product's editable fields, without defaults (a PATCH leaves out what it does not change). */
const adminProductFields = {
  enabled: z.boolean(),
  translations: translationsOf(adminProductTranslationSchema),
  /** Category codes. */
  mainTaxon: catalogueCodeSchema.nullable(),
  taxons: z.array(catalogueCodeSchema).max(100),
  /** Attribute code → its value codes (brand, age, badges...). */
  attributes: z.record(catalogueCodeSchema, z.array(catalogueCodeSchema).max(100)),
  /** Channel codes the product is sold in (default: every channel). */
  channels: z.array(catalogueCodeSchema).max(20),
  requiresLogin: z.boolean(),
  isBundle: z.boolean(),
  bundleParts: z.array(adminBundlePartSchema).max(50),
  onlySellInBundle: z.boolean(),
  /** Warehouse codes where this product's stock is counted (empty: one stock count per variant). */
  warehouses: z.array(catalogueCodeSchema).max(20),
};

/** POST /products. */
export const adminProductInputSchema = z.object({
  code: catalogueCodeSchema,
  ...adminProductFields,
  enabled: adminProductFields.enabled.default(true),
  mainTaxon: adminProductFields.mainTaxon.optional(),
  taxons: adminProductFields.taxons.default([]),
  attributes: adminProductFields.attributes.default({}),
  channels: adminProductFields.channels.optional(),
  requiresLogin: adminProductFields.requiresLogin.default(false),
  isBundle: adminProductFields.isBundle.default(false),
  bundleParts: adminProductFields.bundleParts.default([]),
  onlySellInBundle: adminProductFields.onlySellInBundle.default(false),
  warehouses: adminProductFields.warehouses.default([]),
});
export type AdminProductInput = z.infer<typeof adminProductInputSchema>;

/** PATCH /products/{code}: every field optional (no defaults: what is left out stays), `version` required. */
export const adminProductPatchSchema = z
  .object(adminProductFields)
  .partial()
  .extend({ version: versionSchema });
export type AdminProductPatch = z.infer<typeof adminProductPatchSchema>;

export const adminProductImageSchema = z.object({
  id: z.number().int(),
  /** Path under the media root, served by the image filters (/media/image/{filter}/{path}). */
  path: z.string(),
  position: z.number().int(),
  main: z.boolean(),
  alt: translationsOf(z.string()),
});
export type AdminProductImage = z.infer<typeof adminProductImageSchema>;

export const adminProductDownloadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  locale: localeCodeSchema.nullable(),
});

export const adminChannelPricingSchema = z.object({
  price: minorUnitsSchema,
  /** The crossed-out price; null when not discounted. Must be above `price`. */
  originalPrice: minorUnitsSchema.nullable().optional(),
});

export const adminVariantSchema = z.object({
  code: z.string(),
  productCode: z.string(),
  enabled: z.boolean(),
  tracked: z.boolean(),
  /** Units on hand (the sum over warehouses where the product has warehouses). */
  onHand: z.number().int(),
  /** Units held by placed orders that are not fulfilled yet: onHand can never go below this. */
  onHold: z.number().int(),
  /** Per warehouse code, where the product has warehouses. */
  warehouseStock: z.record(z.string(), z.number().int()),
  maxQuantityPerOrder: z.number().int().nullable(),
  /** The barcode (GTIN: EAN-13, UPC...), digits only; null when it has none. */
  gtin: z.string().nullable(),
  /** Option code → value code (colour: beige, size: 74). */
  optionValues: z.record(z.string(), z.string()),
  /** Per locale: the variant's own name (empty: made from its option values). */
  translations: translationsOf(z.object({ name: z.string() })),
  channelPricings: z.record(
    z.string(),
    z.object({ price: z.number().int(), originalPrice: z.number().int().nullable() }),
  ),
  position: z.number().int(),
  version: z.number().int(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

export const adminProductSchema = z.object({
  code: z.string(),
  enabled: z.boolean(),
  translations: translationsOf(
    z.object({
      name: z.string(),
      slug: z.string(),
      shortDescription: z.string().nullable(),
      description: z.string().nullable(),
      metaTitle: z.string().nullable(),
      metaDescription: z.string().nullable(),
    }),
  ),
  mainTaxon: z.string().nullable(),
  taxons: z.array(z.string()),
  attributes: z.record(z.string(), z.array(z.string())),
  channels: z.array(z.string()),
  requiresLogin: z.boolean(),
  isBundle: z.boolean(),
  bundleParts: z.array(z.object({ variant: z.string(), quantity: z.number().int() })),
  onlySellInBundle: z.boolean(),
  warehouses: z.array(z.string()),
  images: z.array(adminProductImageSchema),
  downloads: z.array(adminProductDownloadSchema),
  variants: z.array(adminVariantSchema),
  /** The product was ordered at least once: DELETE disables it instead. */
  ordered: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** A row of the products table. */
export const adminProductSummarySchema = z.object({
  code: z.string(),
  enabled: z.boolean(),
  /** In the requested locale, else any. */
  name: z.string(),
  mainTaxon: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** Path of the main picture under the media root. */
  image: z.string().nullable(),
  /** Lowest variant price in the default channel, minor units (null: no price yet). */
  price: z.number().int().nullable(),
  /** Units that can be sold (on hand less on hold, tracked variants); null when nothing is tracked. */
  available: z.number().int().nullable(),
  inStock: z.boolean(),
  variantCount: z.number().int(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type AdminProductSummary = z.infer<typeof adminProductSummarySchema>;
export const adminProductListSchema = listSchema(adminProductSummarySchema);

export const ADMIN_PRODUCT_SORTS = ['name', 'code', 'createdAt', 'price'] as const;
export const adminProductsQuerySchema = z.object({
  /** A code or (part of) a name in any locale. */
  search: z.string().trim().max(100).optional(),
  taxon: catalogueCodeSchema.optional(),
  brand: catalogueCodeSchema.optional(),
  enabled: z.enum(['true', 'false']).optional(),
  stock: z.enum(['inStock', 'soldOut']).optional(),
  /**
   * `order[name]=asc` in the URL, as Sylius lists take it; the API parses brackets into an object (as for
   * the shop's search), so the parsed query holds `order: {name: 'asc'}`. One key sorts; default newest first.
   */
  order: z
    .object({
      name: z.enum(['asc', 'desc']).optional(),
      code: z.enum(['asc', 'desc']).optional(),
      createdAt: z.enum(['asc', 'desc']).optional(),
      price: z.enum(['asc', 'desc']).optional(),
    })
    .strict()
    .optional(),
  locale: localeCodeSchema.optional(),
  ...page,
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;

/** DELETE /products/{code}: gone, or disabled because it was ordered (200 with the reason). */
export const adminProductDeletionSchema = z.object({
  outcome: z.enum(['deleted', 'disabled']),
  message: z.string(),
});

/** POST /products/bulk: one action over many products; `preview: true` answers without changing anything. */
export const adminProductBulkSchema = z.object({
  codes: z.array(catalogueCodeSchema).min(1).max(500),
  action: z.discriminatedUnion('type', [
    z.object({ type: z.literal('enable') }),
    z.object({ type: z.literal('disable') }),
    z.object({ type: z.literal('moveToTaxon'), taxon: catalogueCodeSchema }),
    z.object({
      type: z.literal('changePrices'),
      /** -90 to +500: 10 raises every price by 10 %, -15 lowers it by 15 %. */
      percent: z.number().min(-90).max(500),
      channel: catalogueCodeSchema,
    }),
  ]),
  preview: z.boolean().default(false),
});
export const adminProductBulkResultSchema = z.object({
  changed: z.number().int(),
  /** changePrices: each variant's price before and after (the preview shows these). */
  prices: z.array(
    z.object({ product: z.string(), variant: z.string(), before: z.number().int(), after: z.number().int() }),
  ),
});

// --- Variants ---

/** A variant's editable fields, without defaults (a PATCH leaves out what it does not change). */
const adminVariantFields = {
  enabled: z.boolean(),
  tracked: z.boolean(),
  /** A number, or per warehouse code where the product has warehouses. */
  onHand: z.union([
    z.number().int().min(0).max(10_000_000),
    z.record(catalogueCodeSchema, z.number().int().min(0).max(10_000_000)),
  ]),
  maxQuantityPerOrder: z.number().int().min(1).max(9_999).nullable(),
  /** The barcode: 8, 12, 13 or 14 digits (EAN-8, UPC-A, EAN-13, GTIN-14); null removes it. */
  gtin: z
    .string()
    .trim()
    .regex(/^(?:\d{8}|\d{12}|\d{13}|\d{14})$/, { error: GTIN_MESSAGE })
    .nullable(),
  optionValues: z.record(catalogueCodeSchema, catalogueCodeSchema),
  translations: translationsOf(z.object({ name: z.string().trim().max(255) })),
  channelPricings: z.record(catalogueCodeSchema, adminChannelPricingSchema),
  position: z.number().int().min(0).max(10_000),
};

export const adminVariantInputSchema = z.object({
  code: catalogueCodeSchema,
  ...adminVariantFields,
  enabled: adminVariantFields.enabled.default(true),
  tracked: adminVariantFields.tracked.default(true),
  onHand: adminVariantFields.onHand.default(0),
  maxQuantityPerOrder: adminVariantFields.maxQuantityPerOrder.default(null),
  gtin: adminVariantFields.gtin.default(null),
  optionValues: adminVariantFields.optionValues.default({}),
  translations: adminVariantFields.translations.default({}),
  channelPricings: adminVariantFields.channelPricings.default({}),
  position: adminVariantFields.position.optional(),
});
export type AdminVariantInput = z.infer<typeof adminVariantInputSchema>;
export const adminVariantPatchSchema = z
  .object(adminVariantFields)
  .partial()
  .extend({ version: versionSchema });
export type AdminVariantPatch = z.infer<typeof adminVariantPatchSchema>;
export const adminVariantListSchema = listSchema(adminVariantSchema);

/** The stock floor's violation: on hand may not go below what open orders hold. */
export function stockBelowHoldMessage(onHold: number): string {
  return `Stock cannot be lower than the ${onHold} units that placed orders hold.`;
}

// --- Pictures ---

/**
 * PATCH /products/{code}/images/{id}: position, main picture and alt texts (an empty text removes the
 * locale's own text: the product's name is shown instead).
 */
export const adminImagePatchSchema = z.object({
  position: z.number().int().min(0).max(1_000).optional(),
  main: z.literal(true).optional(),
  alt: translationsOf(z.string().trim().max(255)).optional(),
});
export type AdminImagePatch = z.infer<typeof adminImagePatchSchema>;
export const adminProductImageListSchema = z.array(adminProductImageSchema);

/** POST|DELETE /taxons/{code}/image and /product-attributes/{code}/values/{valueCode}/image. */
export const adminImageSchema = z.object({
  /** Path under the media root (image filters: /media/cache/{filter}/{path}); null: no picture. */
  image: z.string().nullable(),
});

export const FILE_MISSING_MESSAGE = 'Choose a file to upload.';

// --- Downloads (PDF files of a product) ---

export const DOWNLOAD_TYPE_MESSAGE = 'Upload a PDF file.';
export const DOWNLOAD_SIZE_MESSAGE = 'The file is larger than 20 MB.';
export const MAX_DOWNLOAD_BYTES = 20 * 1024 * 1024;
/** POST /products/{code}/downloads: the multipart fields beside `file`. */
export const adminDownloadFieldsSchema = z.object({
  name: z.string({ error: BLANK_MESSAGE }).trim().min(1, { error: BLANK_MESSAGE }).max(255),
  /** Empty or missing: the file is offered in every locale. */
  locale: z.union([localeCodeSchema, z.literal('')], { error: UNKNOWN_LOCALE_MESSAGE }).optional(),
});
export const adminProductDownloadListSchema = z.array(adminProductDownloadSchema);

// --- Where products are sold and stocked (the editor's channel and warehouse choices) ---

/** GET /channels: the shop's channels, the codes a product's `channels` and `channelPricings` take. */
export const adminCatalogueChannelSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Login-only (the business shop). */
  requiresLogin: z.boolean(),
  /** Put before the channel's order numbers ("B-"), so that numbers are unique across channels. */
  orderNumberPrefix: z.string(),
});
export const adminCatalogueChannelListSchema = listSchema(adminCatalogueChannelSchema);

/** GET /warehouses: the codes a product's `warehouses` and a variant's per-warehouse `onHand` take. */
export const adminWarehouseSchema = z.object({
  code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
});
export type AdminWarehouse = z.infer<typeof adminWarehouseSchema>;
export const adminWarehouseListSchema = listSchema(adminWarehouseSchema);
