import { SHOP_API_BASE, channelSchema, errorSchema } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { getChannel } from './service.ts';

export async function channelsModule(app: FastifyInstance, options: { db: Database }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${SHOP_API_BASE}/channels/:code`,
    {
      config: { openOnLoginOnlyChannel: true },
      schema: {
        tags: ['channels'],
        summary: 'A channel with its locales, contacts, menu codes and terms pages (in the request locale)',
        params: z.object({ code: z.string().min(1).max(64) }),
        response: { 200: channelSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const channel = await getChannel(options.db, request.params.code, request.shop.locale);
      if (!channel) throw notFound(`Channel "${request.params.code}" not found.`);
      return channel;
    },
  );
}
