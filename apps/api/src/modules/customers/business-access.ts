import {
  BUSINESS_ACCESS_ALREADY_MESSAGE,
  BUSINESS_ACCESS_CHANNEL_MESSAGE,
  SHOP_API_BASE,
  VAT_MESSAGE,
  isVatNumber,
  businessAccessRequestBodySchema,
  businessAccessRequestResultSchema,
  errorSchema,
  validationErrorSchema,
  type BusinessAccessRequestBody,
  type Violation,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { customers, shopUsers } from '../../db/schema/index.ts';
import { ViolationError, violation } from '../../http/http-error.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { isApprovedCompanyBuyer } from './company-buyer.ts';
import { profileViolations } from './profile-rules.ts';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * Every problem of the form at once (docs/adr/0033): the schema's (blank fields, the company name's
 * characters) and the country rules of the VAT number and post code, one violation per field.
 */
function checkWholeForm(request: FastifyRequest): void {
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
    string,
    unknown
  >;
  const parsed = businessAccessRequestBodySchema.safeParse(body);
  const countryCode = text(body.countryCode);
  const violations: Violation[] = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({
          propertyPath: issue.path.map(String).join('.'),
          message: issue.message,
          code: issue.code,
        }))),
    // A VAT number of valid form and check digits for its country prefix (jsvat), as for the seller's.
    ...(text(body.vatNumber) && !isVatNumber(text(body.vatNumber) ?? '')
      ? [{ propertyPath: 'vatNumber', message: VAT_MESSAGE, code: 'invalid_vat' }]
      : []),
    ...profileViolations({
      countryCode: countryCode && /^[A-Za-z]{2}$/.test(countryCode) ? countryCode.toUpperCase() : null,
      postCode: text(body.postCode),
      vatNumber: text(body.vatNumber),
    }),
  ];
  if (violations.length === 0) return;
  const firstPerField = new Map<string, Violation>();
  for (const found of violations) {
    if (!firstPerField.has(found.propertyPath)) firstPerField.set(found.propertyPath, found);
  }
  throw new ViolationError([...firstPerField.values()]);
}

/**
 * A customer signed in on a login-only channel (b2b) who may not buy there (a retail account) asks for
 * business access: the company's data is stored on the customer (`isCompany`), and the account becomes one
 * of that channel's accounts waiting for the administration's approval (the back office's pending list,
 * ADR 0028), as if registered there. Until approved it cannot sign in on that channel; elsewhere it keeps
 * working. The approval mail (account-decision) follows the back office's decision.
 */
export async function requestBusinessAccess(
  db: Database,
  input: { customerId: number; channelId: number; body: BusinessAccessRequestBody },
): Promise<void> {
  if (await isApprovedCompanyBuyer(db, input.customerId)) {
    throw violation('', BUSINESS_ACCESS_ALREADY_MESSAGE, 'business_access_granted');
  }
  const { body } = input;
  await db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({
        isCompany: true,
        companyName: body.companyName,
        vatNumber: body.vatNumber.replace(/\s+/g, '').toUpperCase(),
        companyCode: body.companyCode,
        countryCode: body.countryCode.toUpperCase(),
        city: body.city,
        street: body.street,
        houseNumber: body.houseNumber,
        postCode: body.postCode,
      })
      .where(eq(customers.id, input.customerId));
    await tx
      .update(shopUsers)
      .set({ channelId: input.channelId, approvedAt: null, rejectedAt: null })
      .where(eq(shopUsers.customerId, input.customerId));
  });
}

/** POST /customers/me/business-access: see requestBusinessAccess. */
export async function businessAccessRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  app.withTypeProvider<ZodTypeProvider>().post(
    `${SHOP_API_BASE}/customers/me/business-access`,
    {
      preValidation: async (request) => {
        if (!request.shop.channel.requiresLogin) {
          throw violation('', BUSINESS_ACCESS_CHANNEL_MESSAGE, 'not_business_channel');
        }
        checkWholeForm(request);
      },
      config: { auth: 'customer' },
      schema: {
        tags: ['customers'],
        summary:
          'Business shop (b2b): a signed-in retail customer asks for business access with the company data; the account then waits for approval in the back office',
        body: businessAccessRequestBodySchema,
        response: {
          202: businessAccessRequestResultSchema,
          401: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireAuth(request);
      await requestBusinessAccess(db, {
        customerId: user.customerId,
        channelId: request.shop.channel.id,
        body: request.body,
      });
      return reply.status(202).send({ status: 'pending' as const });
    },
  );
}
