import {
  SHOP_API_BASE,
  errorSchema,
  registerCustomerBodySchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { channelRequiresLogin } from '../channels/service.ts';
import { takeAttempt } from '../../http/rate-limit.ts';
import { checkCompanyRegistration } from './company-registration.ts';
import { REGISTRATION_PER_IP } from './rate-limits.ts';
import { registerCustomer } from './registration-service.ts';

/**
 * POST /customers: the sign-up form. 202 without a body, whether the address was new (an account and its
 * verification mail) or already had an account (nothing created; its owner is mailed instead): the answer
 * tells nobody who has an account here (docs/adr/0040-sign-in-protection.md).
 */
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
        description:
          'The same 202 when the address already has an account: nothing is created or changed, and the ' +
          "account's owner gets a mail on how to sign in or reset the password.",
        body: registerCustomerBodySchema,
        response: {
          202: z.undefined().describe('No body'),
          400: errorSchema,
          422: validationErrorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      await takeAttempt(db, REGISTRATION_PER_IP, request.ip);
      const { channel, locale } = request.shop;
      const loginOnly = await channelRequiresLogin(db, channel.id);
      // Every account of a login-only channel is a company account, waiting for the shop's approval.
      const body = loginOnly ? { ...request.body, isCompany: true } : request.body;
      await registerCustomer(db, body, {
        channelId: channel.id,
        channelCode: channel.code,
        locale,
        requiresApproval: loginOnly,
        now: new Date(),
      });
      return reply.status(202).send();
    },
  );
}
