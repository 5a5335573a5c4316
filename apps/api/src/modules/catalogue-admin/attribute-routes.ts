import {
  ADMIN_API_BASE,
  adminAttributeInputSchema,
  adminAttributeListSchema,
  adminAttributePatchSchema,
  adminAttributeSchema,
  adminAttributeValueInputSchema,
  adminAttributeValueListSchema,
  adminAttributeValuePatchSchema,
  adminAttributeValueSchema,
  adminCatalogueListQuerySchema,
  errorSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { paginate } from '../../http/lists.ts';
import { adminOf } from '../admin/admin-request.ts';
import {
  getAdminAttribute,
  getAdminAttributeValue,
  loadAdminAttributes,
} from '../attributes/admin-attribute-reads.ts';
import {
  createAttributeValue,
  deleteAttributeValue,
  updateAttributeValue,
} from '../attributes/admin-attribute-values.ts';
import { createAttribute, deleteAttribute, updateAttribute } from '../attributes/admin-attributes.ts';
import { productIdsWithAttributeValues } from '../products/catalogue-links.ts';
import { refreshSearchDocuments } from '../search/search-documents.ts';

const tags = ['admin catalogue'];
const security = [{ adminBearer: [] }];
const code = z.string().trim().min(1).max(64);
const codeParams = z.object({ code });
const valueParams = z.object({ code, valueCode: code });

/**
 * Attributes (brand, age, material, badges...) and their values, with badge colours and placements
 * (spec section 3). Cards show badges and brand names: a changed value refreshes the search documents
 * of the products carrying it; any other write (the documents hold values, not attributes) only moves
 * the catalogue version on, which empties every process's result caches.
 */
export async function attributeRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${ADMIN_API_BASE}/product-attributes`;

  api.get(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Attributes by position, each with its values and how many products carry each',
        querystring: adminCatalogueListQuerySchema,
        response: { 200: adminAttributeListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => paginate(await loadAdminAttributes(db), request.query),
  );

  api.post(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Create an attribute (slug made from the first name when empty)',
        body: adminAttributeInputSchema,
        response: { 201: adminAttributeSchema, 401: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const saved = await createAttribute(db, request.body, adminOf(request).id);
      await refreshSearchDocuments(db, []);
      return reply.status(201).send(saved);
    },
  );

  api.get(
    `${base}/:code`,
    {
      schema: {
        tags,
        security,
        summary: 'One attribute with its values',
        params: codeParams,
        response: { 200: adminAttributeSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => getAdminAttribute(db, request.params.code),
  );

  api.patch(
    `${base}/:code`,
    {
      schema: {
        tags,
        security,
        summary: 'Change an attribute: slug, filter type, position, names',
        params: codeParams,
        body: adminAttributePatchSchema,
        response: {
          200: adminAttributeSchema,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      const saved = await updateAttribute(db, request.params.code, request.body, adminOf(request).id);
      await refreshSearchDocuments(db, []);
      return saved;
    },
  );

  api.delete(
    `${base}/:code`,
    {
      schema: {
        tags,
        security,
        summary: 'Delete an attribute none of whose values a product carries',
        params: codeParams,
        response: { 204: z.null(), 401: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteAttribute(db, request.params.code, adminOf(request).id);
      await refreshSearchDocuments(db, []);
      return reply.status(204).send(null);
    },
  );

  api.get(
    `${base}/:code/values`,
    {
      schema: {
        tags,
        security,
        summary: "An attribute's values by position",
        params: codeParams,
        querystring: adminCatalogueListQuerySchema,
        response: {
          200: adminAttributeValueListSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => paginate((await getAdminAttribute(db, request.params.code)).values, request.query),
  );

  api.post(
    `${base}/:code/values`,
    {
      schema: {
        tags,
        security,
        summary: 'Add a value (a brand, a badge...) to an attribute',
        params: codeParams,
        body: adminAttributeValueInputSchema,
        response: {
          201: adminAttributeValueSchema,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const saved = await createAttributeValue(db, request.params.code, request.body, adminOf(request).id);
      await refreshSearchDocuments(db, []);
      return reply.status(201).send(saved);
    },
  );

  api.get(
    `${base}/:code/values/:valueCode`,
    {
      schema: {
        tags,
        security,
        summary: 'One attribute value',
        params: valueParams,
        response: { 200: adminAttributeValueSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => getAdminAttributeValue(db, request.params.code, request.params.valueCode),
  );

  api.patch(
    `${base}/:code/values/:valueCode`,
    {
      schema: {
        tags,
        security,
        summary: 'Change a value: texts, slug, badge colours and placements; cards carrying it follow',
        params: valueParams,
        body: adminAttributeValuePatchSchema,
        response: {
          200: adminAttributeValueSchema,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      const { code: attributeCode, valueCode } = request.params;
      const result = await updateAttributeValue(
        db,
        attributeCode,
        valueCode,
        request.body,
        adminOf(request).id,
      );
      await refreshSearchDocuments(db, await productIdsWithAttributeValues(db, result.touchedValueIds));
      return result.value;
    },
  );

  api.delete(
    `${base}/:code/values/:valueCode`,
    {
      schema: {
        tags,
        security,
        summary: 'Delete a value no product carries',
        params: valueParams,
        response: { 204: z.null(), 401: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteAttributeValue(db, request.params.code, request.params.valueCode, adminOf(request).id);
      await refreshSearchDocuments(db, []);
      return reply.status(204).send(null);
    },
  );
}
