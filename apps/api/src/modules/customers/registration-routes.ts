import {
  SHOP_API_BASE,
  customerSchema,
  errorSchema,
  registerCustomerBodySchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { channelRequiresLogin } from '../channels/service.ts';
import { takeAttempt } from '../../http/rate-limit.ts';
import { checkCompanyRegistration } from './company-registration.ts';
import { loadCustomerView } from './customer-view.ts';
import { REGISTRATION_PER_IP } from './rate-limits.ts';
import { registerCustomer } from './registration-service.ts';

/** POST /customers: the sign-up form. */
export async function registrationRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  app.withTypeProvider<ZodTypeProvider>().post(
    `${SHOP_API_BASE}/customers`,
    {
      config: { botProtection: 'register', openOnLoginOnlyChannel: true },
      // A login-only (b2b) channel registers companies only: their data is required (ADR 0029).
      preValidation: async (request) => checkCompanyRegistration(request),
      schema: {
        tags: ['customers'],
        summary:
          'Register a customer account in the request channel (b2b: a company account with its data, waiting for approval); emails a verification link',
        body: registerCustomerBodySchema,
        response: { 201: customerSchema, 400: errorSchema, 422: validationErrorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await takeAttempt(db, REGISTRATION_PER_IP, request.ip);
      const { channel, locale } = request.shop;
      const loginOnly = await channelRequiresLogin(db, channel.id);
      // Every account of a login-only channel is a company account, waiting for the shop's approval.
      const body = loginOnly ? { ...request.body, isCompany: true } : request.body;
      const customerId = await registerCustomer(db, body, {
        channelId: channel.id,
        locale,
        requiresApproval: loginOnly,
        now: new Date(),
      });
      return reply.status(201).send(await loadCustomerView(db, customerId));
    },
  );
}
