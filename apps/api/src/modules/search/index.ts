import {
  SEARCH_ORDER_FIELDS,
  SHOP_API_BASE,
  catalogueVersionSchema,
  errorSchema,
  searchProductsQuerySchema,
  searchProductsResponseSchema,
  searchSuggestionsQuerySchema,
  searchSuggestionsResponseSchema,
  type SearchOrderField,
} from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import qs from 'qs';
import type { Database } from '../../db/database.ts';
import { localePreference } from '../../plugins/request-context.ts';
import { cacheDirectives, canonicalJson, SEARCH_CACHE_HEADER, SearchResultCache } from './result-cache.ts';
import { FacetColumnStore } from './facet-columns.ts';
import { searchProducts } from './search-products.ts';
import { searchSuggestions } from './search-suggestions.ts';

import { readSharedCatalogueVersion } from './catalogue-version.ts';

export { bumpCatalogueVersion, refreshSearchDocuments } from './search-documents.ts';

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
  const cache = new SearchResultCache<ReturnType<FastifyReply['serialize']>>(options.db);
  const facetColumns = new FacetColumnStore(options.db, {
    log: (message) => app.log.warn(message),
    info: (message) => app.log.info(message),
  });
  app.addHook('onClose', async () => facetColumns.settle());

  /**
   * Answers from the result cache, keyed by the route, channel, locale and `keyParts` (the validated
   * query, canonical), or computes, serialises with the route's response schema and stores the body.
   */
  async function cachedReply(
    request: FastifyRequest,
    reply: FastifyReply,
    keyParts: Record<string, unknown>,
    compute: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    const key = canonicalJson({
      route: request.routeOptions.url,
      channel: request.shop.channel.id,
      locale: request.shop.locale,
      ...keyParts,
    });
    const { body, outcome } = await cache.respond(
      key,
      cacheDirectives(request.headers['cache-control']),
      async () => reply.serialize(await compute()),
    );
    return reply.header(SEARCH_CACHE_HEADER, outcome).type('application/json; charset=utf-8').send(body);
  }

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
    async (request, reply) => {
      // The order of order[...] keys decides the sort but is not in the parsed query.
      const orderFields = orderFieldsOf(request.url);
      return cachedReply(request, reply, { query: request.query, orderFields }, () =>
        searchProducts(options.db, request.query, {
          channelId: request.shop.channel.id,
          locale: request.shop.locale,
          localePreference: localePreference(request.shop),
          now: new Date(),
          orderFields,
          facetColumns,
        }),
      );
    },
  );

  routes.get(
    `${SHOP_API_BASE}/catalogue-version`,
    {
      // The storefront's caches of categories and redirects follow it, on the login-only channel too.
      config: { openOnLoginOnlyChannel: true },
      schema: {
        tags: ['search'],
        summary:
          'The catalogue version: it changes whenever the catalogue changes (a product, price, stock or category saved in the back office), so caches can follow',
        response: { 200: catalogueVersionSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { version: await readSharedCatalogueVersion(options.db) };
    },
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
    async (request, reply) =>
      cachedReply(request, reply, { query: request.query }, () =>
        searchSuggestions(options.db, request.query, {
          channelId: request.shop.channel.id,
          locale: request.shop.locale,
          localePreference: localePreference(request.shop),
        }),
      ),
  );
}
