import {
  SHOP_API_BASE,
  errorSchema,
  faqCategorySchema,
  faqEntrySchema,
  faqQuerySchema,
  listSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { wholeList } from '../../http/lists.ts';
import { localePreference } from '../../plugins/request-context.ts';
import { listFaqCategories, listFaqEntries } from './service.ts';

/** FAQ (spec sections 2 and 3): categories and entries with their answers as sanitised HTML. */
export async function faqModule(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    `${SHOP_API_BASE}/faq-categories`,
    {
      schema: {
        tags: ['content'],
        summary: 'FAQ categories that have entries, in the request locale, by position',
        response: { 200: listSchema(faqCategorySchema) },
      },
    },
    async (request) => wholeList(await listFaqCategories(db, localePreference(request.shop))),
  );
  api.get(
    `${SHOP_API_BASE}/faqs`,
    {
      schema: {
        tags: ['content'],
        summary:
          'FAQ entries in the request locale; `category` (a category slug) narrows them to one category',
        querystring: faqQuerySchema,
        response: { 200: listSchema(faqEntrySchema), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const entries = await listFaqEntries(db, localePreference(request.shop), request.query.category);
      if (!entries) throw notFound(`FAQ category "${request.query.category}" not found.`);
      return wholeList(entries);
    },
  );
}
