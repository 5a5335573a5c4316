import {
  SHOP_API_BASE,
  accountVerificationRequestBodySchema,
  errorSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { requestAccountVerification, verifyAccount } from './verification-service.ts';
import { takeAttempt } from '../../http/rate-limit.ts';
import { VERIFICATION_REQUEST_PER_IP } from './rate-limits.ts';

const tokenParams = z.object({ token: z.string().trim().min(1).max(128) });

/** PATCH /customers/verify/{token} and POST /account-verification-requests (resend). */
export async function verificationRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.patch(
    `${SHOP_API_BASE}/customers/verify/:token`,
    {
      config: { openOnLoginOnlyChannel: true },
      schema: {
        tags: ['customers'],
        summary: 'Verify an account with the emailed token (works once, until it expires)',
        params: tokenParams,
        response: { 204: z.undefined(), 400: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      await verifyAccount(db, request.params.token, new Date());
      return reply.status(204).send(undefined);
    },
  );

  api.post(
    `${SHOP_API_BASE}/account-verification-requests`,
    {
      config: { openOnLoginOnlyChannel: true },
      schema: {
        tags: ['customers'],
        summary:
          'Email a new verification link to an account not verified yet; answers 202 whether or not one exists',
        body: accountVerificationRequestBodySchema,
        response: { 202: z.undefined(), 400: errorSchema, 422: validationErrorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await takeAttempt(db, VERIFICATION_REQUEST_PER_IP, request.ip);
      await requestAccountVerification(db, request.body.email, request.shop.locale);
      return reply.status(202).send(undefined);
    },
  );
}
