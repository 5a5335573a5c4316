import {
  ADMIN_API_BASE,
  adminShopDetailsSchema,
  errorSchema,
  shopDetailsInputSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { ViolationError } from '../../http/http-error.ts';
import { adminOf } from '../admin/admin-request.ts';
import { getAdminShopDetails, shopDetailsViolations, updateShopDetails } from './shop-details.ts';

const tags = ['admin channels'];
const security = [{ adminBearer: [] }];
const codeParams = z.object({ code: z.string().trim().min(1).max(64) });

/**
 * The back office's channels and their shop details (issue 18, docs/adr/0033-shop-details-and-order-numbers.md):
 * registered inside the admin scope (its administrator authentication), audited like every admin write.
 */
export async function shopDetailsRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${ADMIN_API_BASE}/channels`;

  // Every field's problem at once: the VAT number rule is checked beside the schema's shapes,
  // before the route's own validation would stop at the schema's.
  const checkWholeForm = async (request: { body: unknown }) => {
    const parsed = shopDetailsInputSchema.safeParse(request.body);
    const extra = shopDetailsViolations((request.body ?? {}) as Record<string, unknown>);
    if (parsed.success || extra.length === 0) return;
    const violations = parsed.error.issues.map((issue) => ({
      propertyPath: issue.path.map(String).join('.'),
      message: issue.message,
      code: issue.code,
    }));
    const seen = new Set(violations.map((violation) => violation.propertyPath));
    throw new ViolationError([
      ...violations,
      ...extra.filter((violation) => !seen.has(violation.propertyPath)),
    ]);
  };

  api.get(
    `${base}/:code/shop-details`,
    {
      schema: {
        tags,
        security,
        summary:
          "A channel's shop details: the seller that invoices, pre-invoices, mail, the bank-transfer instructions and the footer name",
        params: codeParams,
        response: { 200: adminShopDetailsSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => getAdminShopDetails(db, request.params.code),
  );

  api.patch(
    `${base}/:code/shop-details`,
    {
      preValidation: checkWholeForm,
      schema: {
        tags,
        security,
        summary:
          "Change a channel's shop details (every field; the VAT number and IBAN must be valid); audited, shown everywhere within seconds",
        params: codeParams,
        body: shopDetailsInputSchema,
        response: {
          200: adminShopDetailsSchema,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) =>
      updateShopDetails(db, {
        channelCode: request.params.code,
        details: request.body,
        administratorId: adminOf(request).id,
      }),
  );
}
