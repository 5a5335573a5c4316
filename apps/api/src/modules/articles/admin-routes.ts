import {
  ADMIN_API_BASE,
  adminArticleListQuerySchema,
  adminArticleListSchema,
  adminArticlePublishSchema,
  adminArticleSchema,
  adminArticleSectionListSchema,
  adminArticleSectionSchema,
  contentIdParamsSchema,
  errorSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { wholeList } from '../../http/lists.ts';
import { adminOf } from '../admin/admin-request.ts';
import {
  getAdminArticle,
  getAdminArticleSection,
  listAdminArticleSections,
  listAdminArticles,
} from './admin-article-reads.ts';
import {
  adminArticleBodySchema,
  adminArticlePatchSchema,
  adminArticleSectionBodySchema,
  createArticle,
  createArticleSection,
  deleteArticle,
  deleteArticleSection,
  publishArticle,
  updateArticle,
  updateArticleSection,
} from './admin-article-writes.ts';

const tags = ['admin content'];
const security = [{ adminBearer: [] }];
const read = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
const write = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 422: validationErrorSchema };

/**
 * News sections and articles in the back office (docs/adr/0059-content-news-pages.md): drafts, scheduled
 * and published articles; bodies are the content import's schemas.
 */
export async function articleAdminRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const sections = `${ADMIN_API_BASE}/article-sections`;
  const base = `${ADMIN_API_BASE}/articles`;
  const params = contentIdParamsSchema;

  api.get(
    sections,
    {
      schema: {
        tags,
        security,
        summary: 'Every news section with its translations and article count, by position',
        response: { 200: adminArticleSectionListSchema, 401: errorSchema },
      },
    },
    async () => wholeList(await listAdminArticleSections(db)),
  );
  api.post(
    sections,
    {
      schema: {
        tags,
        security,
        summary: 'Add a news section (code, position, name and slug per language)',
        body: adminArticleSectionBodySchema,
        response: { 201: adminArticleSectionSchema, ...write },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createArticleSection(db, request.body, adminOf(request).id)),
  );
  api.get(
    `${sections}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'One news section',
        params,
        response: { 200: adminArticleSectionSchema, ...read },
      },
    },
    async (request) => getAdminArticleSection(db, request.params.id),
  );
  api.patch(
    `${sections}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Change a news section; its translations are replaced',
        params,
        body: adminArticleSectionBodySchema,
        response: { 200: adminArticleSectionSchema, ...write },
      },
    },
    async (request) => updateArticleSection(db, request.params.id, request.body, adminOf(request).id),
  );
  api.delete(
    `${sections}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Delete an empty news section (one with articles is 409)',
        params,
        response: { 204: z.null(), ...read, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await deleteArticleSection(db, request.params.id, adminOf(request).id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Articles newest first, by search, section and state (draft, scheduled, published)',
        querystring: adminArticleListQuerySchema,
        response: { 200: adminArticleListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listAdminArticles(db, request.query),
  );
  api.post(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Add an article (enabled false: a draft; a future publishedAt: scheduled)',
        body: adminArticleBodySchema,
        response: { 201: adminArticleSchema, ...write },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createArticle(db, request.body, adminOf(request).id)),
  );
  api.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'One article with every translation (drafts and scheduled ones too)',
        params,
        response: { 200: adminArticleSchema, ...read },
      },
    },
    async (request) => getAdminArticle(db, request.params.id),
  );
  api.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Change an article; its translations are replaced, the content sanitised',
        params,
        body: adminArticlePatchSchema,
        response: { 200: adminArticleSchema, ...write, 409: errorSchema },
      },
    },
    async (request) => updateArticle(db, request.params.id, request.body, adminOf(request).id),
  );
  api.post(
    `${base}/:id/publish`,
    {
      schema: {
        tags,
        security,
        summary: 'Publish an article now, or from a future date (then it is scheduled)',
        params,
        body: adminArticlePublishSchema,
        response: { 200: adminArticleSchema, ...write },
      },
    },
    async (request) => publishArticle(db, request.params.id, request.body.publishedAt, adminOf(request).id),
  );
  api.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Delete an article',
        params,
        response: { 204: z.null(), ...read },
      },
    },
    async (request, reply) => {
      await deleteArticle(db, request.params.id, adminOf(request).id);
      return reply.status(204).send(null);
    },
  );
}
