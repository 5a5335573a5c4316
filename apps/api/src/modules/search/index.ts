import {
  SEARCH_ORDER_FIELDS,
  SHOP_API_BASE,
  errorSchema,
  searchProductsQuerySchema,
  searchProductsResponseSchema,
  searchSuggestionsQuerySchema,
  searchSuggestionsResponseSchema,
  type SearchOrderField,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import qs from 'qs';
import type { Database } from '../../db/database.ts';
import { localePreference } from '../../plugins/request-context.ts';
import { searchProducts } from './search-products.ts';
import { searchSuggestions } from './search-suggestions.ts';

export { refreshSearchDocuments } from './search-documents.ts';

/** order[...] keys in the order they appear in the URL (validation rebuilds the object in schema order). */
function orderFieldsOf(url: string): SearchOrderField[] {
  const queryString = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const order = qs.parse(queryString, { depth: 1 }).order;
  if (!order || typeof order !== 'object' || Array.isArray(order)) return [];
  return Object.keys(order).filter((key): key is SearchOrderField =>
    (SEARCH_ORDER_FIELDS as readonly string[]).includes(key),
  );
}

export async function searchModule(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${SHOP_API_BASE}/search/products`,
    {
      schema: {
        tags: ['search'],
        summary:
          'Product listing and search: category, text, facets, price, sales, promotions, codes, stock, sort and paging, with facet counts',
        querystring: searchProductsQuerySchema,
        response: { 200: searchProductsResponseSchema, 400: errorSchema },
      },
    },
    async (request) =>
      searchProducts(options.db, request.query, {
        channelId: request.shop.channel.id,
        locale: request.shop.locale,
        localePreference: localePreference(request.shop),
        now: new Date(),
        orderFields: orderFieldsOf(request.url),
      }),
  );

  routes.get(
    `${SHOP_API_BASE}/search/suggestions`,
    {
      schema: {
        tags: ['search'],
        summary:
          'Search box suggestions: categories and products for a typed text (typo and accent tolerant)',
        querystring: searchSuggestionsQuerySchema,
        response: { 200: searchSuggestionsResponseSchema, 400: errorSchema },
      },
    },
    async (request) =>
      searchSuggestions(options.db, request.query, {
        channelId: request.shop.channel.id,
        locale: request.shop.locale,
        localePreference: localePreference(request.shop),
      }),
  );
}
