import { z } from 'zod';
import { productListItemSchema, taxonSummarySchema, variantPricesSchema } from './catalog.ts';
import {
  OTHER_FILTER_KINDS,
  SEARCH_DEFAULT_ITEMS_PER_PAGE,
  SEARCH_MAX_ITEMS_PER_PAGE,
  SEARCH_ORDER_FIELDS,
  SUGGESTIONS_DEFAULT_ITEMS_PER_PAGE,
  SUGGESTIONS_MAX_ITEMS_PER_PAGE,
} from './constants.ts';
import { listMetaSchema } from './lists.ts';

export {
  OTHER_FILTER_KINDS,
  SEARCH_DEFAULT_ITEMS_PER_PAGE,
  SEARCH_MAX_ITEMS_PER_PAGE,
  SEARCH_MIN_QUERY_LENGTH,
  SEARCH_ORDER_FIELDS,
  SUGGESTIONS_DEFAULT_ITEMS_PER_PAGE,
  SUGGESTIONS_MAX_ITEMS_PER_PAGE,
  type OtherFilterKind,
  type SearchOrderField,
} from './constants.ts';

const numberText = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d+)?$/, 'Expected a number')
  .transform(Number);
const integerText = z.string().trim().regex(/^\d+$/, 'Expected a whole number').transform(Number);
const booleanText = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');
/** One value or a list (facets[brand]=a and facets[brand][]=a both work). */
const textList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]));

export const rangeQuerySchema = z.object({ min: numberText.optional(), max: numberText.optional() }).strict();
const sortDirection = z.enum(['asc', 'desc']);

/**
 * GET /search/products query, as parsed by qs (brackets nest): spec section 7.
 * facets[{attributeCode}][]=valueCode for select filters, facets[{attributeCode}][min|max]=n for range
 * filters, price[min|max] in minor units, catalogPromotions[]=code, discount=true for sales,
 * code[]=productCode, skipOutOfStock=true, order[created_at|price|discount_percentage]=asc|desc.
 */
export const searchProductsQuerySchema = z
  .object({
    'productTaxons.id': integerText.optional(),
    query: z.string().max(200).optional(),
    facets: z.record(z.string(), z.union([textList, rangeQuerySchema])).optional(),
    price: z.object({ min: integerText.optional(), max: integerText.optional() }).strict().optional(),
    catalogPromotions: textList.optional(),
    discount: booleanText.optional(),
    code: textList.pipe(z.array(z.string()).max(SEARCH_MAX_ITEMS_PER_PAGE)).optional(),
    skipOutOfStock: booleanText.optional(),
    order: z
      .object(Object.fromEntries(SEARCH_ORDER_FIELDS.map((field) => [field, sortDirection.optional()])))
      .strict()
      .optional(),
    page: integerText.pipe(z.number().min(1)).default(1),
    itemsPerPage: integerText
      .pipe(z.number().max(SEARCH_MAX_ITEMS_PER_PAGE))
      .default(SEARCH_DEFAULT_ITEMS_PER_PAGE),
  })
  .strict();
export type SearchProductsQuery = z.infer<typeof searchProductsQuerySchema>;

export const selectFacetSchema = z.object({
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  values: z.array(
    z.object({
      code: z.string(),
      slug: z.string(),
      name: z.string(),
      color: z.string().nullable(),
      count: z.number().int(),
      selected: z.boolean(),
    }),
  ),
});
/** min/max over the products matching every other filter; null when none has a value. */
export const rangeFacetSchema = z.object({
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  selectedMin: z.number().nullable(),
  selectedMax: z.number().nullable(),
});
export const priceFacetSchema = z.object({
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  selectedMin: z.number().int().nullable(),
  selectedMax: z.number().int().nullable(),
});
/** On sale, in stock and each active catalog promotion; label is null for the first two (UI text). */
export const otherFacetSchema = z.object({
  kind: z.enum(OTHER_FILTER_KINDS),
  code: z.string(),
  label: z.string().nullable(),
  count: z.number().int(),
  selected: z.boolean(),
});
export const searchFacetsSchema = z.object({
  select: z.array(selectFacetSchema),
  range: z.array(rangeFacetSchema),
  price: priceFacetSchema,
  other: z.array(otherFacetSchema),
});
export type SelectFacet = z.infer<typeof selectFacetSchema>;
export type RangeFacet = z.infer<typeof rangeFacetSchema>;
export type PriceFacet = z.infer<typeof priceFacetSchema>;
export type OtherFacet = z.infer<typeof otherFacetSchema>;
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

export const taxonSuggestionSchema = taxonSummarySchema.extend({ count: z.number().int() });

export const searchProductsResponseSchema = z.object({
  data: z.array(productListItemSchema),
  /** Counts for the current filter: each facet counts as if its own selection were not applied. */
  facets: searchFacetsSchema,
  meta: listMetaSchema.extend({
    /** Categories holding the matching products, most products first (search page chips). */
    taxonsSuggestions: z.array(taxonSuggestionSchema),
  }),
});
export type SearchProductsResponse = z.infer<typeof searchProductsResponseSchema>;

/** GET /search/suggestions?query=&itemsPerPage= */
export const searchSuggestionsQuerySchema = z
  .object({
    query: z.string().max(200),
    itemsPerPage: integerText
      .pipe(z.number().min(1).max(SUGGESTIONS_MAX_ITEMS_PER_PAGE))
      .default(SUGGESTIONS_DEFAULT_ITEMS_PER_PAGE),
  })
  .strict();

export const searchSuggestionsResponseSchema = z.object({
  taxons: z.array(
    taxonSummarySchema.extend({ image: z.string().nullable(), parentName: z.string().nullable() }),
  ),
  products: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      slug: z.string(),
      name: z.string(),
      image: z.string().nullable(),
      onlySellInBundle: z.boolean(),
      prices: variantPricesSchema.nullable(),
    }),
  ),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsResponseSchema>;

/** GET /catalogue-version: a number that changes whenever shoppers' view of the catalogue changes. */
export const catalogueVersionSchema = z.object({ version: z.number().int() });
export type CatalogueVersion = z.infer<typeof catalogueVersionSchema>;
