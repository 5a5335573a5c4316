import { z } from 'zod';
import { badgePlacementSchema } from './catalog.ts';
import { BLANK_MESSAGE } from './checkout.ts';
import { listSchema } from './lists.ts';
import { localeCodeSchema } from './locales.ts';

/**
 * The back office's catalogue (docs/adr/0031-catalogue-management.md): products, variants, pictures,
 * categories (taxons), options and attributes under /api/v2/admin, in Sylius's admin API shapes:
 * `translations` keyed by locale, `channelPricings` keyed by channel code, `onHand`, and a `version` on
 * every editable resource (a PATCH with a stale one is 409 STALE_VERSION_MESSAGE).
 */

export const STALE_VERSION_MESSAGE =
  'Someone else changed this in the meantime. Reload it to see their changes, then make yours again.';
export const CODE_MESSAGE = 'Use only letters, digits, dashes and underscores (up to 64).';
export const CODE_TAKEN_MESSAGE = 'This code is already used.';
export const SLUG_MESSAGE = 'Use only lower-case letters, digits and dashes.';
export const PRICE_MESSAGE = 'Enter a price of 0 or more in cents.';
export const UNKNOWN_TAXON_MESSAGE = 'There is no category with this code.';
export const UNKNOWN_CHANNEL_MESSAGE = 'There is no channel with this code.';
export const UNKNOWN_WAREHOUSE_MESSAGE = 'There is no warehouse with this code.';
export const UNKNOWN_ATTRIBUTE_MESSAGE = 'There is no attribute with this code.';
export const UNKNOWN_ATTRIBUTE_VALUE_MESSAGE = 'This attribute has no value with this code.';
export const UNKNOWN_OPTION_MESSAGE = 'There is no option with this code.';
export const UNKNOWN_OPTION_VALUE_MESSAGE = 'There is no option value with this code.';
export const UNKNOWN_VARIANT_MESSAGE = 'There is no variant with this code.';
export const IMAGE_TYPE_MESSAGE = 'Upload a JPEG, PNG or WebP picture.';
export const IMAGE_SIZE_MESSAGE = 'The picture is larger than 10 MB.';
/** A translation or alt text in a language the shop does not have. */
export const UNKNOWN_LOCALE_MESSAGE = 'The shop has no such language.';
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Codes (product code, SKU, category, option, attribute): what URLs, CSV files and people can type. */
export const catalogueCodeSchema = z
  .string({ error: BLANK_MESSAGE })
  .trim()
  .min(1, { error: BLANK_MESSAGE })
  .max(64, { error: CODE_MESSAGE })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, { error: CODE_MESSAGE });

export const slugSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: SLUG_MESSAGE });

/** A price in minor units (cents). */
export const minorUnitsSchema = z
  .number({ error: PRICE_MESSAGE })
  .int({ error: PRICE_MESSAGE })
  .min(0, { error: PRICE_MESSAGE })
  .max(100_000_000, { error: PRICE_MESSAGE });

const versionSchema = z.number().int().min(1);

/** `translations` of any resource: some of the shop's locales, each with its texts. */
function translationsOf<T extends z.ZodType>(item: T) {
  return z.partialRecord(localeCodeSchema, item);
}

const page = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(20),
};

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
