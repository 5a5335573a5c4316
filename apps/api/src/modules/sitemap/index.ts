import {
  SHOP_API_BASE,
  SITEMAP_DEFAULT_ITEMS_PER_PAGE,
  SITEMAP_MAX_ITEMS_PER_PAGE,
  errorSchema,
  listSchema,
  sitemapPageSchema,
  sitemapProductSchema,
} from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { wholeList } from '../../http/lists.ts';
import { listSitemapPages, listSitemapProducts, type SitemapContext } from './service.ts';

const sitemapProductsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  itemsPerPage: z.coerce
    .number()
    .int()
    .min(0)
    .max(SITEMAP_MAX_ITEMS_PER_PAGE)
    .default(SITEMAP_DEFAULT_ITEMS_PER_PAGE),
});

function sitemapContext(request: FastifyRequest): SitemapContext {
  return { channelId: request.shop.channel.id, locales: request.shop.channel.locales };
}

/** What the storefront's sitemap.xml lists besides categories (taxons-tree): products and content pages. */
export async function sitemapModule(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${SHOP_API_BASE}/sitemap/products`,
    {
      schema: {
        tags: ['sitemap'],
        summary: 'Products the channel shows, by id, with their slug per channel locale',
        querystring: sitemapProductsQuery,
        response: { 200: listSchema(sitemapProductSchema), 400: errorSchema },
      },
    },
    async (request) => listSitemapProducts(options.db, request.query, sitemapContext(request)),
  );

  routes.get(
    `${SHOP_API_BASE}/sitemap/pages`,
    {
      schema: {
        tags: ['sitemap'],
        summary: 'Enabled content pages with their slug per channel locale',
        response: { 200: listSchema(sitemapPageSchema), 400: errorSchema },
      },
    },
    async (request) => wholeList(await listSitemapPages(options.db, sitemapContext(request))),
  );
}
