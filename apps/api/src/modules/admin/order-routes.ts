import {
  ADMIN_API_BASE,
  adminOrderListSchema,
  adminOrderSchema,
  adminOrdersQuerySchema,
  adminReturnListSchema,
  adminReturnSchema,
  adminReturnsQuerySchema,
  adminReturnStateBodySchema,
  errorSchema,
  validationErrorSchema,
  type AdminOrderAction,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { adminOf } from './admin-request.ts';
import { listOrders, loadAdminOrder, runOrderAction } from './orders.ts';
import { listReturns, loadAdminReturn, moveReturn } from './returns.ts';

const tags = ['admin'];
const security = [{ adminBearer: [] }];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ORDER_ACTION_PATHS: Record<AdminOrderAction, string> = {
  process: 'process',
  fulfil: 'fulfil',
  cancel: 'cancel',
  markPaid: 'mark-paid',
};

/**
 * The back office's orders and returns, inside the admin scope (its authentication and permissions): lists,
 * one order or return, the order's actions and a return's state (each audited by its service).
 */
export async function orderRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = ADMIN_API_BASE;

  // --- Orders ---
  api.get(
    `${base}/orders`,
    {
      schema: {
        tags,
        security,
        summary:
          'Placed orders of every channel, newest first (state, paymentState, search by number or email)',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrderListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listOrders(db, request.query),
  );
  api.get(
    `${base}/orders/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'One placed order and the actions it allows now',
        params: idParams,
        response: { 200: adminOrderSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => loadAdminOrder(db, request.params.id),
  );
  for (const [action, path] of Object.entries(ORDER_ACTION_PATHS) as Array<[AdminOrderAction, string]>) {
    api.patch(
      `${base}/orders/:id/${path}`,
      {
        schema: {
          tags,
          security,
          summary: {
            process: 'Start on an order: new -> processing ("In progress")',
            fulfil: 'Fulfil an order: stock leaves, loyalty points are awarded, review links are mailed',
            cancel: 'Cancel an order: stock on hold, redeemed points and gift card balance go back',
            markPaid: 'Mark the payment received (bank transfer, cash)',
          }[action],
          params: idParams,
          response: { 200: adminOrderSchema, 401: errorSchema, 404: errorSchema, 422: validationErrorSchema },
        },
      },
      async (request) => {
        await runOrderAction(db, {
          orderId: request.params.id,
          action,
          administratorId: adminOf(request).id,
          now: new Date(),
        });
        return loadAdminOrder(db, request.params.id);
      },
    );
  }

  // --- Returns ---
  api.get(
    `${base}/returns`,
    {
      schema: {
        tags,
        security,
        summary: 'Returns of every channel, newest first (state)',
        querystring: adminReturnsQuerySchema,
        response: { 200: adminReturnListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listReturns(db, request.query),
  );
  api.get(
    `${base}/returns/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'One return with the whole IBAN of a bank-transfer refund and the states it may go to',
        params: idParams,
        response: { 200: adminReturnSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => loadAdminReturn(db, request.params.id),
  );
  api.patch(
    `${base}/returns/:id/state`,
    {
      schema: {
        tags,
        security,
        summary: 'Move a return to another state (processed: refuse items by id); the customer is mailed',
        params: idParams,
        body: adminReturnStateBodySchema,
        response: { 200: adminReturnSchema, 401: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      await moveReturn(db, {
        returnId: request.params.id,
        to: request.body.to,
        ...(request.body.refusedItemIds ? { refusedItemIds: request.body.refusedItemIds } : {}),
        administratorId: adminOf(request).id,
        now: new Date(),
      });
      return loadAdminReturn(db, request.params.id);
    },
  );
}
