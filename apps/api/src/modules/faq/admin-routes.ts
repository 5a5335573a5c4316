import {
  ADMIN_API_BASE,
  adminFaqCategoryInputSchema,
  adminFaqCategoryListSchema,
  adminFaqCategorySchema,
  adminFaqEntryInputSchema,
  adminFaqEntrySchema,
  adminFaqReorderSchema,
  errorSchema,
  faqCategoryParamsSchema,
  faqEntryParamsSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { wholeList } from '../../http/lists.ts';
import { adminOf } from '../admin/admin-request.ts';
import {
  createFaqCategory,
  createFaqEntry,
  deleteFaqCategory,
  deleteFaqEntry,
  getAdminFaqCategory,
  listAdminFaqCategories,
  reorderFaqEntries,
  updateFaqCategory,
  updateFaqEntry,
} from './admin-faq.ts';

const tags = ['admin faq'];
const security = [{ adminBearer: [] }];
const read = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
const write = { ...read, 422: validationErrorSchema };

/** The back office's FAQ (docs/adr/0061-faq-bars-payments-gifts.md): categories and their entries. */
export async function faqAdminRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${ADMIN_API_BASE}/faq`;
  const one = `${base}/:id`;
  const entry = `${one}/entries/:entryId`;

  api.get(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Every FAQ category (enabled or not) by position, with its entry count',
        response: { 200: adminFaqCategoryListSchema, 401: errorSchema },
      },
    },
    async () => wholeList(await listAdminFaqCategories(db)),
  );

  api.post(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Add a category (code, name and address per language)',
        body: adminFaqCategoryInputSchema,
        response: { 201: adminFaqCategorySchema, ...write },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createFaqCategory(db, request.body, adminOf(request).id)),
  );

  api.get(
    one,
    {
      schema: {
        tags,
        security,
        summary: 'A category with its entries (disabled ones too) by position',
        params: faqCategoryParamsSchema,
        response: { 200: adminFaqCategorySchema, ...read },
      },
    },
    async (request) => getAdminFaqCategory(db, request.params.id),
  );

  api.put(
    one,
    {
      schema: {
        tags,
        security,
        summary: 'Change a category; its translations are replaced by those sent',
        params: faqCategoryParamsSchema,
        body: adminFaqCategoryInputSchema,
        response: { 200: adminFaqCategorySchema, ...write },
      },
    },
    async (request) => updateFaqCategory(db, request.params.id, request.body, adminOf(request).id),
  );

  api.delete(
    one,
    {
      schema: {
        tags,
        security,
        summary: 'Delete a category with all its entries',
        params: faqCategoryParamsSchema,
        response: { 204: z.null(), ...read },
      },
    },
    async (request, reply) => {
      await deleteFaqCategory(db, request.params.id, adminOf(request).id);
      return reply.status(204).send(null);
    },
  );

  api.post(
    `${one}/entries`,
    {
      schema: {
        tags,
        security,
        summary: 'Add an entry (question and answer per language) at the end of the category',
        params: faqCategoryParamsSchema,
        body: adminFaqEntryInputSchema,
        response: { 201: adminFaqEntrySchema, ...write },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createFaqEntry(db, request.params.id, request.body, adminOf(request).id)),
  );

  api.put(
    `${one}/entries/order`,
    {
      schema: {
        tags,
        security,
        summary: 'Put the category’s entries in this order (every entry id once); answers the category',
        params: faqCategoryParamsSchema,
        body: adminFaqReorderSchema,
        response: { 200: adminFaqCategorySchema, ...write },
      },
    },
    async (request) => reorderFaqEntries(db, request.params.id, request.body, adminOf(request).id),
  );

  api.put(
    entry,
    {
      schema: {
        tags,
        security,
        summary: 'Change an entry; its translations are replaced by those sent (answers sanitised)',
        params: faqEntryParamsSchema,
        body: adminFaqEntryInputSchema,
        response: { 200: adminFaqEntrySchema, ...write },
      },
    },
    async (request) =>
      updateFaqEntry(db, request.params.id, request.params.entryId, request.body, adminOf(request).id),
  );

  api.delete(
    entry,
    {
      schema: {
        tags,
        security,
        summary: 'Delete an entry',
        params: faqEntryParamsSchema,
        response: { 204: z.null(), ...read },
      },
    },
    async (request, reply) => {
      await deleteFaqEntry(db, request.params.id, request.params.entryId, adminOf(request).id);
      return reply.status(204).send(null);
    },
  );
}
