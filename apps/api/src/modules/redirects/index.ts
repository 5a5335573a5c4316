import { SHOP_API_BASE, errorSchema, listSchema, redirectQuerySchema, redirectSchema } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { wholeList } from '../../http/lists.ts';
import { findRedirect } from './service.ts';

export async function redirectsModule(app: FastifyInstance, options: { db: Database }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${SHOP_API_BASE}/redirects`,
    {
      config: { openOnLoginOnlyChannel: true },
      schema: {
        tags: ['redirects'],
        summary: 'The redirect for a path in the request channel (empty list when there is none)',
        querystring: redirectQuerySchema,
        response: { 200: listSchema(redirectSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const redirect = await findRedirect(options.db, request.shop.channel.id, request.query.source);
      return wholeList(redirect ? [redirect] : []);
    },
  );
}
