import { SHOP_API_BASE, contentBlockListSchema, contentBlockQuerySchema, errorSchema } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { paginate } from '../../http/lists.ts';
import { localePreference } from '../../plugins/request-context.ts';
import { findContentBlocks } from './service.ts';

/** GET /cms-plugin/blocks: the content blocks of one page, for this channel, locale and shopper. */
export async function contentBlocksModule(app: FastifyInstance, options: { db: Database }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${SHOP_API_BASE}/cms-plugin/blocks`,
    {
      schema: {
        tags: ['content'],
        summary:
          'Content blocks of a page: placed on displayLocation, for the shopper (signed in or guest), targets meeting product/taxonomy/attributeValue codes (single or [] arrays), channel or global; by position',
        querystring: contentBlockQuerySchema,
        response: { 200: contentBlockListSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { page, itemsPerPage, displayLocation, product, taxonomy, attributeValue } = request.query;
      const blocks = await findContentBlocks(options.db, {
        channelId: request.shop.channel.id,
        signedIn: request.auth !== null,
        localePreference: localePreference(request.shop),
        displayLocation,
        product,
        taxonomy,
        attributeValue,
      });
      // Differs per shopper (guest or signed in): never kept by a shared cache.
      void reply.header('cache-control', 'private, no-store');
      return paginate(blocks, { page, itemsPerPage });
    },
  );
}
