import { SHOP_API_BASE, errorSchema, listSchema, localeSchema } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { wholeList } from '../../http/lists.ts';
import { findLocales } from './service.ts';

export async function localesModule(app: FastifyInstance, options: { db: Database }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${SHOP_API_BASE}/locales`,
    {
      config: { openOnLoginOnlyChannel: true },
      schema: {
        tags: ['locales'],
        summary: "The request channel's locales, in the channel's order",
        response: { 200: listSchema(localeSchema), 400: errorSchema },
      },
    },
    async (request) => wholeList(await findLocales(options.db, request.shop.channel.locales)),
  );
}
