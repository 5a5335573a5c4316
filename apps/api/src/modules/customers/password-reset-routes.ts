import {
  SHOP_API_BASE,
  errorSchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { passwordResetLinkLocale, passwordResetMailLocale } from './password-reset-emails.ts';
import { requestPasswordReset, resetPassword } from './password-reset-service.ts';
import { takeAttempt } from '../../http/rate-limit.ts';
import { RESET_REQUEST_PER_EMAIL, RESET_REQUEST_PER_IP } from './rate-limits.ts';

/** Tokens are 43 characters; anything much longer is not one of ours (400 rather than a lookup). */
const tokenParams = z.object({ token: z.string().min(1).max(128) });
const noBody = z.undefined().describe('No body');

/**
 * Password reset (issue 5, docs/adr/0013-password-reset.md): ask for a link by email, then set a new
 * password with the link's token.
 */
export async function passwordResetRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    `${SHOP_API_BASE}/customers/reset-password`,
    {
      config: { botProtection: 'reset', openOnLoginOnlyChannel: true },
      schema: {
        tags: ['customers'],
        summary:
          'Email a password reset link if the address is registered; the same 202 either way (no account enumeration)',
        body: passwordResetRequestBodySchema,
        response: { 202: noBody, 400: errorSchema, 422: validationErrorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await takeAttempt(db, RESET_REQUEST_PER_IP, request.ip);
      await takeAttempt(db, RESET_REQUEST_PER_EMAIL, request.body.email);
      const { channel, locale } = request.shop;
      const mailLocale = passwordResetMailLocale(request.body.locale, locale);
      await requestPasswordReset(db, {
        email: request.body.email,
        mailLocale,
        channelCode: channel.code,
        linkLocale: passwordResetLinkLocale(mailLocale, channel),
      });
      return reply.status(202).send();
    },
  );

  // No rate limit: the token is 256 random bits, not guessable at any speed.
  api.patch(
    `${SHOP_API_BASE}/customers/reset-password/:token`,
    {
      config: { openOnLoginOnlyChannel: true },
      schema: {
        tags: ['customers'],
        summary: "Set a new password with a reset link's token (once, before it expires)",
        params: tokenParams,
        body: passwordResetBodySchema,
        response: { 204: noBody, 400: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      await resetPassword(db, { token: request.params.token, newPassword: request.body.newPassword });
      return reply.status(204).send();
    },
  );
}
