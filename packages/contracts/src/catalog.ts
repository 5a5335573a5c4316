import { z } from 'zod';
import { BADGE_PLACEMENTS } from './constants.ts';

export { BADGE_PLACEMENTS, type BadgePlacement } from './constants.ts';

export const badgePlacementSchema = z.enum(BADGE_PLACEMENTS);

/**
 * Prices of a variant in the request's channel, integer minor units (divide by 100 to show).
 * originalPrices are the crossed-out prices before discounts (empty when not discounted) and
 * discountPercentages the matching whole-number percentages (spec section 3).
 */
export const variantPricesSchema = z.object({
  price: z.number().int(),
  originalPrices: z.array(z.number().int()),
  discountPercentages: z.array(z.number().int()),
});
export type VariantPrices = z.infer<typeof variantPricesSchema>;

export const taxonSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  slug: z.string(),
  name: z.string(),
});
export type TaxonSummary = z.infer<typeof taxonSummarySchema>;

/** A product image; path is relative to the media root (use the image filters to show it). */
export const productImageSchema = z.object({
  path: z.string(),
  type: z.string(),
  /**
   * Alternative text in the locale of the product's texts: the one set in the back office, else the
   * product's name (product page and cards; absent where a picture is shown beside the name, e.g. orders).
   */
  alt: z.string().optional(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/**
 * An attribute value as shown on cards and the product page: brand, age, colour... and the badges.
 * value "true" means show the name; showInProductList* and placements say where the badge appears.
 */
export const attributeValueSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  value: z.string(),
  content: z.string().nullable(),
  color: z.string().nullable(),
  iconColor: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  image: z.string().nullable(),
  showInProductList: z.boolean(),
  showInProductListOnImage: z.boolean(),
  placements: z.array(badgePlacementSchema),
  attribute: z.object({ code: z.string(), slug: z.string(), name: z.string() }),
});
export type AttributeValue = z.infer<typeof attributeValueSchema>;

/** An active catalog promotion's badge on a product. */
export const promotionBadgeSchema = z.object({
  code: z.string(),
  label: z.string(),
  backgroundColor: z.string().nullable(),
  color: z.string().nullable(),
});
export type PromotionBadge = z.infer<typeof promotionBadgeSchema>;

export const optionValueSchema = z.object({
  optionCode: z.string(),
  optionName: z.string(),
  code: z.string(),
  value: z.string(),
});

export const variantSchema = z.object({
  code: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  inStock: z.boolean(),
  tracked: z.boolean(),
  /** Sellable units (on hand minus on hold); null when the variant is not tracked. */
  stock: z.number().int().nullable(),
  /** Most units of this variant one order line may hold; null means no limit of its own. */
  maxQuantityPerOrder: z.number().int().nullable(),
  prices: variantPricesSchema,
  optionValues: z.array(optionValueSchema),
});
export type ProductVariant = z.infer<typeof variantSchema>;

/** A product as a card in listings, search, recommendations and recently viewed. */
export const productListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  shortDescription: z.string().nullable(),
  /** Gallery order; the first is the main image (list items carry only the first two). */
  images: z.array(productImageSchema),
  isBundle: z.boolean(),
  onlySellInBundle: z.boolean(),
  requiresLogin: z.boolean(),
  /** Spec section 9: any enabled variant in stock; a bundle by its own inStock and enabled flags. */
  inStock: z.boolean(),
  defaultVariant: variantSchema.nullable(),
  variantCount: z.number().int(),
  /** Highest discount over the enabled variants, 0 when none; the card shows "-N%". */
  discountPercentage: z.number().int(),
  /** Attribute values shown on cards: showInProductList or showInProductListOnImage. */
  badges: z.array(attributeValueSchema),
  promotionBadges: z.array(promotionBadgeSchema),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  mainTaxon: taxonSummarySchema.nullable(),
  createdAt: z.string(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const productOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  values: z.array(z.object({ code: z.string(), value: z.string() })),
});

export const bundlePartSchema = z.object({
  quantity: z.number().int(),
  variantCode: z.string(),
  variantName: z.string(),
  product: z.object({
    id: z.number().int(),
    code: z.string(),
    slug: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    /** Hidden parts (onlySellInBundle) have no page of their own. */
    onlySellInBundle: z.boolean(),
  }),
});

export const warehouseStockSchema = z.object({
  code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  /** Units per variant code in this warehouse. */
  stocks: z.array(z.object({ variantCode: z.string(), onHand: z.number().int() })),
});

export const productDownloadSchema = z.object({
  name: z.string(),
  /** Absolute path on the API: GET {path} streams the file. */
  url: z.string(),
  contentType: z.string(),
  size: z.number().int().nullable(),
});

/** GET /products/{code} and /products/by-id/{id}: everything the product page shows. */
export const productDetailSchema = productListItemSchema.extend({
  /** Sanitised HTML. */
  description: z.string().nullable(),
  variants: z.array(variantSchema),
  options: z.array(productOptionSchema),
  /** Every attribute value of the product (specifications and badges in all five placements). */
  attributeValues: z.array(attributeValueSchema),
  categories: z.array(taxonSummarySchema),
  /** From the root category down to the main category. */
  breadcrumbs: z.array(taxonSummarySchema),
  bundleParts: z.array(bundlePartSchema),
  /** The sets a product sold only in a set is part of (empty for other products): where to buy it. */
  containingBundles: z.array(productListItemSchema),
  warehouses: z.array(warehouseStockSchema),
  downloads: z.array(productDownloadSchema),
  /** The product's slug in each locale of the channel (for hreflang and the language switch). */
  slugs: z.record(z.string(), z.string()),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** POST /stock-notifications: tell me when this product is back. */
export const stockNotificationRequestSchema = z.object({
  email: z.string(),
  /** Product code. */
  product: z.string(),
});
export type StockNotificationRequest = z.infer<typeof stockNotificationRequestSchema>;
export const stockNotificationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  product: z.string(),
  createdAt: z.string(),
});
