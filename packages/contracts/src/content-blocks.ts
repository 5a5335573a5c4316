import { z } from 'zod';
import { CONTENT_BLOCK_LOCATIONS, type ContentBlockLocation, isSafeContentLink } from './constants.ts';
import { HEX_COLOUR } from './engagement-constants.ts';
import { listSchema } from './lists.ts';

/**
 * CMS content blocks (spec sections 3 and 7, `GET /cms-plugin/blocks`). A block has a type, where it is
 * placed (display locations, optionally narrowed to products, categories or attribute values), who sees it
 * (audience) and, per locale, a content object whose shape the type fixes. The schemas below are the
 * per-locale content a shop owner writes (import) and the API serves (after sanitising the HTML fields).
 */

export { CONTENT_BLOCK_LOCATIONS, type ContentBlockLocation, isSafeContentLink };

export const CONTENT_BLOCK_TYPES = [
  'textBlock',
  'imageBlock',
  'youtubeIframe',
  'halfAndHalfBlock',
  'productsBlock',
  'slider',
  'categoryBlock',
  'blockList',
  'nested',
  'brandsBlock',
  'imagesSlider',
  'halfAndHalfGoogleMapBlock',
  'bannersWithButtons',
  'slimBannersWithButtons',
  'newsBlock',
  'linkBlocks',
  'contacts',
  'locationMapBlock',
  'halfAndHalfAdaptBlock',
  'newProductsBlock',
  /** A placement a third-party recommendation script fills; our own products are shown until it does. */
  'thirdPartyProductList',
] as const;
export type ContentBlockType = (typeof CONTENT_BLOCK_TYPES)[number];

/** Spec section 9: content blocks target all, registered only or guests only. */
export const CONTENT_BLOCK_AUDIENCES = ['all', 'registered', 'guests'] as const;
export type ContentBlockAudience = (typeof CONTENT_BLOCK_AUDIENCES)[number];

/** Product lists of blocks load at most this many products (spec section 9: 200 for content blocks). */
export const CONTENT_BLOCK_PRODUCT_LIMIT = 200;

/** Media paths are relative to the media root, without `..`, in a plain character set. */
export const MEDIA_PATH_PATTERN = /^(?!.*\.\.)(?!\/)[A-Za-z0-9_\-/.]+$/;
/** A YouTube video id (11 characters of the URL-safe base64 alphabet). */
export const YOUTUBE_VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullable().default(null);
/** Shop-owner HTML: sanitised by the API on the way in and out (no script, no event handlers, safe links). */
const html = z.string().max(50_000);
const mediaPath = z.string().trim().regex(MEDIA_PATH_PATTERN, 'Use a media path such as promo/spring.webp.');
const colour = z.string().trim().regex(HEX_COLOUR, 'Use a hex colour such as #1f2937.');
/**
 * A link the shopper follows: relative to the shop (`/c/...`) or http(s), mailto or tel. The API refuses any
 * other (javascript:, data:, protocol-relative) on the way in and drops it on the way out.
 */
const link = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine(isSafeContentLink, 'Use a link within the shop (/...) or an http(s), mailto or tel address.');
const code = z.string().trim().min(1).max(128);

export const contentButtonSchema = z.strictObject({ label: text(80), link });
export type ContentButton = z.infer<typeof contentButtonSchema>;

export const textBlockContentSchema = z.strictObject({ title: optionalText(255), html });
export const imageBlockContentSchema = z.strictObject({
  image: mediaPath,
  /** A narrower picture for phones; the wide one is used when absent. */
  mobileImage: mediaPath.nullable().default(null),
  alt: z.string().trim().max(255),
  link: link.nullable().default(null),
  caption: optionalText(255),
});
export const youtubeIframeContentSchema = z.strictObject({
  title: text(255),
  videoId: z.string().trim().regex(YOUTUBE_VIDEO_ID_PATTERN, 'Use the 11-character YouTube video id.'),
  /** A local poster shown until the shopper plays the video (nothing loads from YouTube before that). */
  poster: mediaPath.nullable().default(null),
});
const imageSide = z.enum(['left', 'right']).default('left');
export const halfAndHalfBlockContentSchema = z.strictObject({
  title: text(255),
  html,
  image: mediaPath,
  alt: z.string().trim().max(255),
  imagePosition: imageSide,
  button: contentButtonSchema.nullable().default(null),
});
/** Products chosen by code, or by a category, attribute value and/or discount; at most `limit` are shown. */
export const productsBlockContentSchema = z.strictObject({
  title: text(255),
  productCodes: z.array(code).max(CONTENT_BLOCK_PRODUCT_LIMIT).default([]),
  taxonCode: code.nullable().default(null),
  /** Products with this attribute value (a brand, for example). */
  facet: z.strictObject({ attributeCode: code, valueCode: code }).nullable().default(null),
  /** Only discounted products. */
  discounted: z.boolean().default(false),
  limit: z.number().int().min(1).max(CONTENT_BLOCK_PRODUCT_LIMIT).default(12),
  link: contentButtonSchema.nullable().default(null),
});
export const slideSchema = z.strictObject({
  image: mediaPath,
  mobileImage: mediaPath.nullable().default(null),
  alt: z.string().trim().max(255),
  title: optionalText(255),
  text: optionalText(500),
  textColor: colour.nullable().default(null),
  button: contentButtonSchema.nullable().default(null),
});
export const sliderContentSchema = z.strictObject({ slides: z.array(slideSchema).min(1).max(12) });
export const categoryBlockContentSchema = z.strictObject({
  title: text(255),
  items: z
    .array(z.strictObject({ taxonCode: code, image: mediaPath.nullable().default(null) }))
    .min(1)
    .max(24),
});
export const blockListContentSchema = z.strictObject({
  title: optionalText(255),
  items: z
    .array(
      z.strictObject({
        title: text(255),
        html: html.default(''),
        image: mediaPath.nullable().default(null),
        link: link.nullable().default(null),
      }),
    )
    .min(1)
    .max(24),
});
export const brandsBlockContentSchema = z.strictObject({
  title: text(255),
  /** Codes of `brand` attribute values; the API adds each brand's name, link slugs and logo. */
  brandCodes: z.array(code).min(1).max(48),
});
export const imagesSliderContentSchema = z.strictObject({
  title: optionalText(255),
  images: z
    .array(
      z.strictObject({
        image: mediaPath,
        alt: z.string().trim().max(255),
        link: link.nullable().default(null),
      }),
    )
    .min(1)
    .max(24),
});
export const mapPlaceSchema = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  zoom: z.number().int().min(1).max(20).default(15),
});
export const halfAndHalfGoogleMapBlockContentSchema = z.strictObject({
  title: text(255),
  html,
  address: text(255),
  map: mapPlaceSchema,
  mapPosition: imageSide,
});
export const bannersWithButtonsContentSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        image: mediaPath,
        alt: z.string().trim().max(255),
        title: text(255),
        text: optionalText(500),
        textColor: colour.nullable().default(null),
        buttons: z.array(contentButtonSchema).min(1).max(2),
      }),
    )
    .min(1)
    .max(4),
});
export const slimBannersWithButtonsContentSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        title: text(255),
        text: optionalText(500),
        backgroundColor: colour,
        textColor: colour,
        button: contentButtonSchema,
      }),
    )
    .min(1)
    .max(6),
});
export const newsBlockContentSchema = z.strictObject({
  title: text(255),
  /** Slug (in any locale) of a news section; all sections when null. */
  sectionSlug: code.nullable().default(null),
  limit: z.number().int().min(1).max(12).default(4),
});
export const linkBlocksContentSchema = z.strictObject({
  title: optionalText(255),
  links: z
    .array(
      z.strictObject({
        label: text(120),
        link,
        description: optionalText(255),
        image: mediaPath.nullable().default(null),
      }),
    )
    .min(1)
    .max(24),
});
export const contactsContentSchema = z.strictObject({
  title: text(255),
  phone: optionalText(40),
  email: z.email().max(255).nullable().default(null),
  address: optionalText(255),
  /** Opening hours and other notes. */
  html: html.default(''),
});
export const locationMapBlockContentSchema = z.strictObject({
  title: text(255),
  locations: z
    .array(
      z.strictObject({ name: text(255), address: text(255), html: html.default(''), map: mapPlaceSchema }),
    )
    .min(1)
    .max(24),
});
export const halfAndHalfAdaptBlockContentSchema = halfAndHalfBlockContentSchema.extend({
  backgroundColor: colour,
  textColor: colour,
});
export const newProductsBlockContentSchema = z.strictObject({
  title: text(255),
  /** Newest products of this category (all when null). */
  taxonCode: code.nullable().default(null),
  limit: z.number().int().min(1).max(CONTENT_BLOCK_PRODUCT_LIMIT).default(12),
});
export const thirdPartyProductListContentSchema = z.strictObject({
  title: text(255),
  /** Names the recommendation service, for its script to find its placements. */
  provider: text(64),
  placementId: text(128),
  /** What shoppers see until (or unless) the service fills the placement: products of this category. */
  fallbackTaxonCode: code.nullable().default(null),
  limit: z.number().int().min(1).max(CONTENT_BLOCK_PRODUCT_LIMIT).default(12),
});

/** Blocks a `nested` block can hold (one level: a nested block does not hold another). */
export const NESTABLE_CONTENT_BLOCK_TYPES = [
  'textBlock',
  'imageBlock',
  'youtubeIframe',
  'contacts',
  'linkBlocks',
  'blockList',
] as const satisfies readonly ContentBlockType[];

const nestedChildSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('textBlock'), content: textBlockContentSchema }),
  z.strictObject({ type: z.literal('imageBlock'), content: imageBlockContentSchema }),
  z.strictObject({ type: z.literal('youtubeIframe'), content: youtubeIframeContentSchema }),
  z.strictObject({ type: z.literal('contacts'), content: contactsContentSchema }),
  z.strictObject({ type: z.literal('linkBlocks'), content: linkBlocksContentSchema }),
  z.strictObject({ type: z.literal('blockList'), content: blockListContentSchema }),
]);
export type NestedChildBlock = z.infer<typeof nestedChildSchema>;
export const nestedContentSchema = z.strictObject({
  title: optionalText(255),
  columns: z.union([z.literal(2), z.literal(3)]).default(2),
  blocks: z.array(nestedChildSchema).min(1).max(6),
});

/** The per-locale content schema of each type, as a shop owner writes it. */
export const CONTENT_BLOCK_CONTENT_SCHEMAS = {
  textBlock: textBlockContentSchema,
  imageBlock: imageBlockContentSchema,
  youtubeIframe: youtubeIframeContentSchema,
  halfAndHalfBlock: halfAndHalfBlockContentSchema,
  productsBlock: productsBlockContentSchema,
  slider: sliderContentSchema,
  categoryBlock: categoryBlockContentSchema,
  blockList: blockListContentSchema,
  nested: nestedContentSchema,
  brandsBlock: brandsBlockContentSchema,
  imagesSlider: imagesSliderContentSchema,
  halfAndHalfGoogleMapBlock: halfAndHalfGoogleMapBlockContentSchema,
  bannersWithButtons: bannersWithButtonsContentSchema,
  slimBannersWithButtons: slimBannersWithButtonsContentSchema,
  newsBlock: newsBlockContentSchema,
  linkBlocks: linkBlocksContentSchema,
  contacts: contactsContentSchema,
  locationMapBlock: locationMapBlockContentSchema,
  halfAndHalfAdaptBlock: halfAndHalfAdaptBlockContentSchema,
  newProductsBlock: newProductsBlockContentSchema,
  thirdPartyProductList: thirdPartyProductListContentSchema,
} as const satisfies Record<ContentBlockType, z.ZodType>;

export type ContentBlockContent<T extends ContentBlockType> = z.output<
  (typeof CONTENT_BLOCK_CONTENT_SCHEMAS)[T]
>;

/** A brand of a brandsBlock as served: enough to link to /a/{attributeSlug}/{slug} and show its logo. */
export const contentBlockBrandSchema = z.strictObject({
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  attributeSlug: z.string(),
  /** Media path of the logo, or null. */
  image: z.string().nullable(),
});
export type ContentBlockBrand = z.infer<typeof contentBlockBrandSchema>;

const blockFields = {
  id: z.number().int(),
  code: z.string(),
  position: z.number().int(),
  audience: z.enum(CONTENT_BLOCK_AUDIENCES),
  displayLocations: z.array(z.enum(CONTENT_BLOCK_LOCATIONS)),
};

/** A block as `GET /cms-plugin/blocks` serves it: its content in the request locale, HTML sanitised. */
export const contentBlockSchema = z.discriminatedUnion('type', [
  z.object({ ...blockFields, type: z.literal('textBlock'), content: textBlockContentSchema }),
  z.object({ ...blockFields, type: z.literal('imageBlock'), content: imageBlockContentSchema }),
  z.object({ ...blockFields, type: z.literal('youtubeIframe'), content: youtubeIframeContentSchema }),
  z.object({ ...blockFields, type: z.literal('halfAndHalfBlock'), content: halfAndHalfBlockContentSchema }),
  z.object({ ...blockFields, type: z.literal('productsBlock'), content: productsBlockContentSchema }),
  z.object({ ...blockFields, type: z.literal('slider'), content: sliderContentSchema }),
  z.object({ ...blockFields, type: z.literal('categoryBlock'), content: categoryBlockContentSchema }),
  z.object({ ...blockFields, type: z.literal('blockList'), content: blockListContentSchema }),
  z.object({ ...blockFields, type: z.literal('nested'), content: nestedContentSchema }),
  z.object({
    ...blockFields,
    type: z.literal('brandsBlock'),
    content: brandsBlockContentSchema.extend({ brands: z.array(contentBlockBrandSchema) }),
  }),
  z.object({ ...blockFields, type: z.literal('imagesSlider'), content: imagesSliderContentSchema }),
  z.object({
    ...blockFields,
    type: z.literal('halfAndHalfGoogleMapBlock'),
    content: halfAndHalfGoogleMapBlockContentSchema,
  }),
  z.object({
    ...blockFields,
    type: z.literal('bannersWithButtons'),
    content: bannersWithButtonsContentSchema,
  }),
  z.object({
    ...blockFields,
    type: z.literal('slimBannersWithButtons'),
    content: slimBannersWithButtonsContentSchema,
  }),
  z.object({ ...blockFields, type: z.literal('newsBlock'), content: newsBlockContentSchema }),
  z.object({ ...blockFields, type: z.literal('linkBlocks'), content: linkBlocksContentSchema }),
  z.object({ ...blockFields, type: z.literal('contacts'), content: contactsContentSchema }),
  z.object({ ...blockFields, type: z.literal('locationMapBlock'), content: locationMapBlockContentSchema }),
  z.object({
    ...blockFields,
    type: z.literal('halfAndHalfAdaptBlock'),
    content: halfAndHalfAdaptBlockContentSchema,
  }),
  z.object({ ...blockFields, type: z.literal('newProductsBlock'), content: newProductsBlockContentSchema }),
  z.object({
    ...blockFields,
    type: z.literal('thirdPartyProductList'),
    content: thirdPartyProductListContentSchema,
  }),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;
export type ContentBlockOf<T extends ContentBlockType> = Extract<ContentBlock, { type: T }>;
export const contentBlockListSchema = listSchema(contentBlockSchema);

const codeList = z
  .union([code, z.array(code).max(50)])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .optional();

/**
 * GET /cms-plugin/blocks. A block is served when `displayLocation` is one of its locations, its audience
 * admits the request (signed in or not), and each of its target lists that is not empty (products,
 * categories, attribute values) contains one of the codes given for it. A block without targets shows on
 * every page of its location. Ordered by position, then id.
 */
export const contentBlockQuerySchema = z.object({
  displayLocation: z.enum(CONTENT_BLOCK_LOCATIONS),
  /** Product codes (`product=A` or `product[]=A&product[]=B`). */
  product: codeList,
  /** Taxon (category) codes. */
  taxonomy: codeList,
  /** Attribute value codes. */
  attributeValue: codeList,
  page: z.coerce.number().int().positive().max(100000).default(1),
  itemsPerPage: z.coerce.number().int().min(0).max(200).default(100),
});
export type ContentBlockQuery = z.input<typeof contentBlockQuerySchema>;

/**
 * A block as a shop owner imports it (content JSON files). `translations` holds the content per locale
 * code; every locale's content is validated against the type's schema.
 */
export const contentBlockInputSchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'Use lower-case letters, digits, dashes and underscores.'),
    type: z.enum(CONTENT_BLOCK_TYPES),
    enabled: z.boolean().default(true),
    /** The channel the block belongs to; null: every channel. */
    channelCode: z.string().trim().min(1).max(64).nullable().default(null),
    audience: z.enum(CONTENT_BLOCK_AUDIENCES).default('all'),
    displayLocations: z.array(z.enum(CONTENT_BLOCK_LOCATIONS)).min(1),
    /** Within PostgreSQL's integer range (a larger number is a violation, never a database error). */
    position: z.number().int().min(-2_147_483_648).max(2_147_483_647).default(0),
    productCodes: z.array(code).max(500).default([]),
    taxonCodes: z.array(code).max(500).default([]),
    attributeValueCodes: z.array(code).max(500).default([]),
    translations: z.record(z.string().regex(/^[a-z]{2}(?:_[A-Z]{2})?$/), z.unknown()),
  })
  .superRefine((block, context) => {
    const schema: z.ZodType | undefined = CONTENT_BLOCK_CONTENT_SCHEMAS[block.type];
    // An unknown type or a translations value that is not an object is already an issue of its own.
    if (!schema || typeof block.translations !== 'object' || block.translations === null) return;
    const locales = Object.keys(block.translations);
    if (locales.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['translations'],
        message: 'Give the content in at least one locale.',
      });
    }
    for (const locale of locales) {
      const result = schema.safeParse(block.translations[locale]);
      if (result.success) continue;
      for (const issue of result.error.issues) {
        context.addIssue({
          code: 'custom',
          path: ['translations', locale, ...issue.path],
          message: issue.message,
        });
      }
    }
  });
export type ContentBlockInput = z.input<typeof contentBlockInputSchema>;
