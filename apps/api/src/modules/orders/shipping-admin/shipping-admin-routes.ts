import multipart from '@fastify/multipart';
import {
  ADMIN_API_BASE,
  PARCEL_LOCKER_FILE_MESSAGE,
  PARCEL_LOCKER_MAX_BYTES,
  adminParcelLockerImportQuerySchema,
  adminParcelLockerImportReportSchema,
  adminParcelLockerListSchema,
  adminParcelLockerQuerySchema,
  adminShippingListQuerySchema,
  adminShippingMethodCreateSchema,
  adminShippingMethodUpdateSchema,
  adminShippingMethodListSchema,
  adminShippingMethodMoveSchema,
  adminShippingMethodSchema,
  errorSchema,
  shippingMethodIdParamsSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { ViolationError } from '../../../http/http-error.ts';
import { adminOf } from '../../admin/admin-request.ts';
import { readMultipartUpload } from '../../catalogue-admin/multipart-upload.ts';
import { importParcelLockers } from './parcel-locker-import.ts';
import { listAdminParcelLockers } from './parcel-locker-reads.ts';
import { getAdminShippingMethod, listAdminShippingMethods } from './shipping-method-reads.ts';
import {
  createShippingMethod,
  deleteShippingMethod,
  moveShippingMethod,
  updateShippingMethod,
} from './shipping-method-writes.ts';

const tags = ['admin delivery methods'];
const security = [{ adminBearer: [] }];
const denied = { 401: errorSchema, 403: errorSchema };

/**
 * Delivery methods per channel and the carriers' parcel-locker lists in the back office
 * (docs/adr/0062-delivery-and-loyalty-settings.md). The `parcel-lockers` paths are fixed, so they never
 * reach `/:id` (ids are numbers).
 */
export async function shippingAdminRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  await app.register(multipart, { throwFileSizeLimit: true });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${ADMIN_API_BASE}/shipping-methods`;

  api.get(
    base,
    {
      schema: {
        tags,
        security,
        summary: "A channel's delivery methods in the shop's order (the first channel when none is named)",
        querystring: adminShippingListQuerySchema,
        response: { 200: adminShippingMethodListSchema, 400: errorSchema, ...denied, 404: errorSchema },
      },
    },
    async (request) => listAdminShippingMethods(db, request.query.channel),
  );

  api.post(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Add a delivery method to a channel (prices in cents; names per language)',
        body: adminShippingMethodCreateSchema,
        response: {
          201: adminShippingMethodSchema,
          400: errorSchema,
          ...denied,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createShippingMethod(db, request.body, adminOf(request).id)),
  );

  api.get(
    `${base}/parcel-lockers`,
    {
      schema: {
        tags,
        security,
        summary:
          "Parcel lockers (one carrier's or all, searched), with every carrier's enabled and disabled counts",
        querystring: adminParcelLockerQuerySchema,
        response: { 200: adminParcelLockerListSchema, 400: errorSchema, ...denied },
      },
    },
    async (request) => listAdminParcelLockers(db, request.query),
  );

  api.post(
    `${base}/parcel-lockers/import`,
    {
      schema: {
        tags,
        security,
        summary:
          "Replace a carrier's parcel lockers from a file: mode=check reports (to add, to update, to disable, problems by line) and writes nothing; mode=apply writes all in one transaction or, with a problem, nothing (422)",
        description:
          'multipart/form-data with the file in the field `file`: CSV (code,name,address,city,postCode[,enabled]) ' +
          'or a JSON array of such objects, up to 2 MB. Lockers missing from the file are disabled, never deleted.',
        consumes: ['multipart/form-data'],
        querystring: adminParcelLockerImportQuerySchema,
        response: {
          200: adminParcelLockerImportReportSchema,
          400: errorSchema,
          ...denied,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      const { upload, violations } = await readMultipartUpload(request, PARCEL_LOCKER_MAX_BYTES);
      if (upload.tooLarge)
        violations.push({
          propertyPath: 'file',
          message: 'The file is larger than 2 MB.',
          code: 'file_too_large',
        });
      if (upload.file && upload.file.length === 0)
        violations.push({ propertyPath: 'file', message: PARCEL_LOCKER_FILE_MESSAGE, code: 'file_empty' });
      if (violations.length > 0 || !upload.file) throw new ViolationError(violations);
      return importParcelLockers(db, request.query, upload.file, adminOf(request).id);
    },
  );

  api.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'One delivery method with its texts in every language',
        params: shippingMethodIdParamsSchema,
        response: { 200: adminShippingMethodSchema, 400: errorSchema, ...denied, 404: errorSchema },
      },
    },
    async (request) => getAdminShippingMethod(db, request.params.id),
  );

  api.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary:
          "Change a delivery method (every field; translations replace all) with the version read; a stale version, or disabling the channel's last enabled method, is 409",
        params: shippingMethodIdParamsSchema,
        body: adminShippingMethodUpdateSchema,
        response: {
          200: adminShippingMethodSchema,
          400: errorSchema,
          ...denied,
          404: errorSchema,
          409: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => updateShippingMethod(db, request.params.id, request.body, adminOf(request).id),
  );

  api.post(
    `${base}/:id/move`,
    {
      schema: {
        tags,
        security,
        summary: "Move a delivery method to a place among its channel's methods; answers the channel's list",
        params: shippingMethodIdParamsSchema,
        body: adminShippingMethodMoveSchema,
        response: {
          200: adminShippingMethodListSchema,
          400: errorSchema,
          ...denied,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => moveShippingMethod(db, request.params.id, request.body.position, adminOf(request).id),
  );

  api.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary:
          'Delete a delivery method no order used (409 otherwise: disable it instead; 409 for the last enabled one too)',
        params: shippingMethodIdParamsSchema,
        response: { 204: z.null(), 400: errorSchema, ...denied, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await deleteShippingMethod(db, request.params.id, adminOf(request).id);
      return reply.status(204).send(null);
    },
  );
}
