import { SHOP_API_BASE, currentInformationBarSchema, errorSchema } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { localePreference } from '../../plugins/request-context.ts';
import { currentInformationBar } from './service.ts';

/** GET /information-bar: the one information bar for this request (channel, locale, signed in or not). */
export async function informationBarsModule(app: FastifyInstance, options: { db: Database }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${SHOP_API_BASE}/information-bar`,
    {
      schema: {
        tags: ['content'],
        summary:
          'The information bar for this request: a channel-scoped bar beats a global one, the last active one wins, audience by sign-in',
        response: { 200: currentInformationBarSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const informationBar = await currentInformationBar(options.db, {
        channelId: request.shop.channel.id,
        signedIn: request.auth !== null,
        localePreference: localePreference(request.shop),
        now: new Date(),
      });
      // Differs per shopper (guest or signed in): never kept by a shared cache.
      void reply.header('cache-control', 'private, no-store');
      return { informationBar };
    },
  );
}
