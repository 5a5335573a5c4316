import { SHOP_MENUS_BASE, errorSchema, menuSchema } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { localePreference } from '../../plugins/request-context.ts';
import { getMenu } from './service.ts';

export async function menusModule(app: FastifyInstance, options: { db: Database }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${SHOP_MENUS_BASE}/:code`,
    {
      config: { openOnLoginOnlyChannel: true },
      schema: {
        tags: ['menus'],
        summary: 'A menu (main, mega, footer...) with its item tree in the request locale',
        params: z.object({ code: z.string().min(1).max(64) }),
        response: { 200: menuSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const menu = await getMenu(options.db, request.params.code, {
        channelId: request.shop.channel.id,
        localePreference: localePreference(request.shop),
      });
      if (!menu) throw notFound(`Menu "${request.params.code}" not found.`);
      return menu;
    },
  );
}
