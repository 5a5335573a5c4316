import {
  SHOP_API_BASE,
  articleListQuerySchema,
  articleSchema,
  articleSectionSchema,
  articleSummarySchema,
  errorSchema,
  listSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { wholeList } from '../../http/lists.ts';
import { localePreference } from '../../plugins/request-context.ts';
import { getArticle, listArticleSections, listArticles } from './service.ts';

/** News (spec sections 2, 3 and 7): sections and published articles, newest first. */
export async function articlesModule(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];
  api.get(
    `${SHOP_API_BASE}/cms/article-sections`,
    {
      schema: {
        tags,
        summary: 'News sections in the request locale, by position',
        response: { 200: listSchema(articleSectionSchema) },
      },
    },
    async (request) => wholeList(await listArticleSections(db, localePreference(request.shop))),
  );
  api.get(
    `${SHOP_API_BASE}/cms/articles`,
    {
      schema: {
        tags,
        summary: 'Published news articles, newest first (without content); `section` is a section slug',
        querystring: articleListQuerySchema,
        response: { 200: listSchema(articleSummarySchema), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const list = await listArticles(db, localePreference(request.shop), request.query);
      if (!list) throw notFound(`News section "${request.query.section}" not found.`);
      return list;
    },
  );
  api.get(
    `${SHOP_API_BASE}/cms/articles/:id`,
    {
      schema: {
        tags,
        summary: 'One published article with its content as sanitised HTML',
        params: z.object({ id: z.coerce.number().int().positive().max(2147483647) }),
        response: { 200: articleSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const article = await getArticle(db, localePreference(request.shop), request.params.id);
      if (!article) throw notFound(`Article ${request.params.id} not found.`);
      return article;
    },
  );
}
