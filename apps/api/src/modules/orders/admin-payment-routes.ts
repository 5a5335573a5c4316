import {
  ADMIN_API_BASE,
  adminPaymentMethodInputSchema,
  adminPaymentMethodListSchema,
  adminPaymentMethodOrderSchema,
  adminPaymentMethodQuerySchema,
  adminPaymentMethodSchema,
  errorSchema,
  paymentMethodParamsSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { wholeList } from '../../http/lists.ts';
import { adminOf } from '../admin/admin-request.ts';
import {
  listAdminPaymentMethods,
  orderPaymentMethods,
  updatePaymentMethod,
  type PaymentSettings,
} from './admin-payment-methods.ts';

const tags = ['admin payment methods'];
const security = [{ adminBearer: [] }];

/** The back office's payment methods per channel (docs/adr/0061-faq-bars-payments-gifts.md). */
export async function paymentMethodAdminRoutes(
  app: FastifyInstance,
  options: { db: Database } & PaymentSettings,
): Promise<void> {
  const { db } = options;
  const settings: PaymentSettings = { onlinePaymentConfigured: options.onlinePaymentConfigured };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${ADMIN_API_BASE}/payment-methods`;

  api.get(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'A channel’s payment methods by position, with their names and instructions per language',
        querystring: adminPaymentMethodQuerySchema,
        response: { 200: adminPaymentMethodListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => wholeList(await listAdminPaymentMethods(db, request.query.channel, settings)),
  );

  api.put(
    `${base}/order`,
    {
      schema: {
        tags,
        security,
        summary: 'Put a channel’s payment methods in this order (every one once)',
        body: adminPaymentMethodOrderSchema,
        response: {
          200: adminPaymentMethodListSchema,
          400: errorSchema,
          401: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => wholeList(await orderPaymentMethods(db, request.body, adminOf(request).id, settings)),
  );

  api.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary:
          'Switch a method on or off, place it, and set its name and instructions per language (409: the channel’s last one on)',
        params: paymentMethodParamsSchema,
        body: adminPaymentMethodInputSchema,
        response: {
          200: adminPaymentMethodSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) =>
      updatePaymentMethod(db, request.params.id, request.body, adminOf(request).id, settings),
  );
}
