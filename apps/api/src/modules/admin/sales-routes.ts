import {
  ADMIN_API_BASE,
  adminSalesReportQuerySchema,
  adminSalesReportSchema,
  errorSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { adminOf } from './admin-request.ts';
import { recordAudit } from './audit.ts';
import { salesOrdersCsv, salesReport } from './sales-report.ts';

const tags = ['admin sales'];
const security = [{ adminBearer: [] }];

/**
 * The sales report of the back office's dashboard (docs/adr/0054-sales-report.md), inside the admin scope:
 * every route needs an administrator's token. The orders export holds shoppers' emails, so each download is
 * written to the audit log.
 */
export async function salesReportRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${ADMIN_API_BASE}/sales-report`;

  api.get(
    base,
    {
      schema: {
        tags,
        security,
        summary:
          'Revenue, orders, average order value, units, returns, refunds, new and returning customers of a period and of the period before it; revenue per day; top products and categories; loyalty members',
        querystring: adminSalesReportQuerySchema,
        response: {
          200: adminSalesReportSchema,
          400: errorSchema,
          401: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => salesReport(db, request.query),
  );

  api.get(
    `${base}/orders.csv`,
    {
      schema: {
        tags,
        security,
        summary: 'The orders placed in the period as CSV (UTF-8 with BOM; cancelled ones with their state)',
        querystring: adminSalesReportQuerySchema,
        response: { 400: errorSchema, 401: errorSchema, 422: validationErrorSchema },
        'x-binary-response': 'text/csv',
      },
    },
    async (request, reply) => {
      const { from, to, channel } = request.query;
      const body = await salesOrdersCsv(db, request.query);
      const administrator = adminOf(request);
      await recordAudit(db, {
        administratorId: administrator.id,
        action: 'orders.export',
        subjectType: 'orders',
        subjectId: `${from}..${to}`,
        summary: `${administrator.name} exported the orders of ${from} to ${to}${channel ? ` (${channel})` : ''}`,
        details: { from, to, channel: channel ?? null },
      });
      // The body is a file (x-binary-response): streamed past the typed schema, as the other exports are.
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${from}-${to}.csv"`)
        .send(body);
    },
  );
}
