import {
  ADMIN_API_BASE,
  adminGiftSettingsInputSchema,
  adminGiftSettingsQuerySchema,
  adminGiftSettingsSchema,
  errorSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { adminOf } from '../admin/admin-request.ts';
import { createSearchRefresher } from '../search/search-refresh.ts';
import { getGiftSettings } from './gift-settings-reads.ts';
import { saveGiftSettings } from './gift-settings-writes.ts';

const tags = ['admin gift settings'];
const security = [{ adminBearer: [] }];

/** The back office's gift settings per channel (docs/adr/0061-faq-bars-payments-gifts.md). */
export async function giftSettingsAdminRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    /** The database background work runs on (the search refresh after answering): the background pool; db if unset. */
    backgroundDb?: Database;
  },
): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${ADMIN_API_BASE}/gift-settings`;
  // The gift wrapping price refreshes its product's search document after the answer, as variant edits do.
  const searchRefresher = createSearchRefresher(options.backgroundDb ?? db, (message) =>
    app.log.warn(message),
  );
  app.addHook('onClose', async () => searchRefresher.settle());

  api.get(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'A channel’s gift wrapping price, gift card amounts and gift tiers',
        querystring: adminGiftSettingsQuerySchema,
        response: { 200: adminGiftSettingsSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => getGiftSettings(db, request.query.channel),
  );

  api.put(
    base,
    {
      schema: {
        tags,
        security,
        summary:
          'Set a channel’s gift wrapping price, gift card amounts and gift tiers (thresholds increasing, gifts sellable)',
        querystring: adminGiftSettingsQuerySchema,
        body: adminGiftSettingsInputSchema,
        response: {
          200: adminGiftSettingsSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) =>
      saveGiftSettings(db, request.query.channel, request.body, adminOf(request), (job) =>
        searchRefresher.runSoon(job),
      ),
  );
}
