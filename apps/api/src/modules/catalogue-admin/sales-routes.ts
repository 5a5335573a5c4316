import {
  ADMIN_API_BASE,
  adminCatalogueChannelListSchema,
  adminWarehouseListSchema,
  errorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { wholeList } from '../../http/lists.ts';
import { listChannels } from '../channels/channel-list.ts';
import { listWarehouses } from '../products/warehouses.ts';

/**
 * Where products can be sold and stocked: the shop's channels and warehouses, the codes a product's
 * `channels` and `warehouses` take (the product editor's checkboxes). Read only: channels and warehouses
 * are set up with the shop.
 */
export async function salesRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ['admin catalogue'];
  const security = [{ adminBearer: [] }];

  api.get(
    `${ADMIN_API_BASE}/channels`,
    {
      schema: {
        tags,
        security,
        summary: "The shop's channels (where a product can be sold)",
        response: { 200: adminCatalogueChannelListSchema, 401: errorSchema },
      },
    },
    async () => wholeList(await listChannels(db)),
  );

  api.get(
    `${ADMIN_API_BASE}/warehouses`,
    {
      schema: {
        tags,
        security,
        summary: "The shop's warehouses (where a product's stock can be counted)",
        response: { 200: adminWarehouseListSchema, 401: errorSchema },
      },
    },
    async () => wholeList(await listWarehouses(db)),
  );
}
