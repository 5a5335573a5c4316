import { SHOP_API_BASE, contentPageSchema, errorSchema } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { localePreference } from '../../plugins/request-context.ts';
import { getPage } from './service.ts';

export async function pagesModule(app: FastifyInstance, options: { db: Database }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${SHOP_API_BASE}/cms/pages/:id`,
    {
      schema: {
        tags: ['content'],
        summary: 'A content page (terms, privacy, delivery...) in the request locale, with sanitised HTML',
        params: z.object({ id: z.coerce.number().int().positive().max(2147483647) }),
        response: { 200: contentPageSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const page = await getPage(options.db, request.params.id, localePreference(request.shop));
      if (!page) throw notFound(`Page ${request.params.id} not found.`);
      return page;
    },
  );
}
