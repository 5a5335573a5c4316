import {
  ADMIN_API_BASE,
  adminAuditListSchema,
  adminAuditQuerySchema,
  adminCustomerListSchema,
  adminCustomersQuerySchema,
  adminImpersonationBodySchema,
  adminImpersonationSchema,
  adminNewsletterListSchema,
  adminNewsletterQuerySchema,
  adminStockRequestListSchema,
  adminStockRequestsQuerySchema,
  errorSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { adminOf } from './admin-request.ts';
import { listAudit } from './audit.ts';
import { impersonateCustomer } from './impersonation.ts';
import { listCustomers, listNewsletterSubscribers, listStockRequests } from './lists.ts';

const tags = ['admin'];
const security = [{ adminBearer: [] }];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The back office's lists, inside the admin scope: newsletter subscribers, stock-notification requests,
 * customers (and signing in as one, audited) and the audit log.
 */
export async function listRoutes(
  app: FastifyInstance,
  options: { db: Database; jwtSecret: Uint8Array; storefrontUrls: Readonly<Record<string, string>> },
): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = ADMIN_API_BASE;

  // --- Lists ---
  api.get(
    `${base}/newsletter-subscribers`,
    {
      schema: {
        tags,
        security,
        summary: 'Newsletter subscribers, newest first (status)',
        querystring: adminNewsletterQuerySchema,
        response: { 200: adminNewsletterListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listNewsletterSubscribers(db, request.query),
  );
  api.get(
    `${base}/stock-notification-requests`,
    {
      schema: {
        tags,
        security,
        summary: 'Stock-notification requests, newest first (waiting or notified)',
        querystring: adminStockRequestsQuerySchema,
        response: { 200: adminStockRequestListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listStockRequests(db, request.query),
  );
  api.get(
    `${base}/customers`,
    {
      schema: {
        tags,
        security,
        summary: 'Customers by email, name or company, with the channels they can sign in to',
        querystring: adminCustomersQuerySchema,
        response: { 200: adminCustomerListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listCustomers(db, request.query),
  );
  api.post(
    `${base}/customers/:id/impersonation`,
    {
      schema: {
        tags,
        security,
        summary: 'A storefront link that signs in as the customer for 15 minutes (audited)',
        params: idParams,
        body: adminImpersonationBodySchema,
        response: {
          200: adminImpersonationSchema,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) =>
      impersonateCustomer(db, {
        customerId: request.params.id,
        channelCode: request.body.channelCode,
        administrator: adminOf(request),
        secret: options.jwtSecret,
        storefrontUrls: options.storefrontUrls,
        now: new Date(),
      }),
  );
  api.get(
    `${base}/audit-log`,
    {
      schema: {
        tags,
        security,
        summary: 'Who did what in the back office, newest first (by administrator, object and action)',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listAudit(db, request.query),
  );
}
