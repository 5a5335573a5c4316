import { SHOP_API_BASE, bannerListSchema, errorSchema } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { paginate } from '../../http/lists.ts';
import { localePreference } from '../../plugins/request-context.ts';
import { findBanners } from './service.ts';

const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Spec section 7: activeFrom and activeUntil today, displayFor guest or authorised, standalone, itemsPerPage 9999. */
const bannerQuerySchema = z.object({
  activeFrom: z.iso.date().optional(),
  activeUntil: z.iso.date().optional(),
  displayFor: z.enum(['guest', 'authorised']).optional(),
  standalone: queryBoolean.optional(),
  page: z.coerce.number().int().positive().max(100000).default(1),
  itemsPerPage: z.coerce.number().int().min(0).max(9999).default(30),
});

/** GET /banners: the channel's and global banners in the request locale. */
export async function bannersModule(app: FastifyInstance, options: { db: Database }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${SHOP_API_BASE}/banners`,
    {
      schema: {
        tags: ['content'],
        summary:
          'Banners: active on the activeFrom/activeUntil day (inclusive), for displayFor (all-audience banners match both), standalone (global) or placed',
        querystring: bannerQuerySchema,
        response: { 200: bannerListSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const { page, itemsPerPage, ...filters } = request.query;
      const list = await findBanners(options.db, {
        channelId: request.shop.channel.id,
        localePreference: localePreference(request.shop),
        ...filters,
      });
      return paginate(list, { page, itemsPerPage });
    },
  );
}
