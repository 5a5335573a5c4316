import {
  SHOP_API_BASE,
  accountDeletionScheduleSchema,
  cancelAccountDeletionQuerySchema,
  errorSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import {
  cancelAccountDeletion,
  pendingAccountDeletion,
  requestAccountDeletion,
} from './account-deletion-service.ts';
import { notFound } from '../../http/http-error.ts';
import { passwordResetLinkLocale, passwordResetMailLocale } from './password-reset-emails.ts';

const noBody = z.undefined().describe('No body');
const NO_PENDING_ACCOUNT_DELETION_MESSAGE = 'No account deletion is pending.';

/**
 * Account deletion (spec sections 4, 7, 8; docs/adr/0018-account-deletion.md): the signed-in customer
 * asks for it, the account goes 24 hours later unless the emailed link cancels it.
 */
export async function accountDeletionRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The body is empty (spec section 7); whatever a client sends is ignored.
  api.post(
    `${SHOP_API_BASE}/user/account-remove`,
    {
      config: { auth: 'customer' },
      schema: {
        tags: ['customers'],
        summary:
          'Ask for the deletion of the signed-in account: it happens 24 hours later unless cancelled by the emailed link; refused while orders are open',
        response: {
          202: accountDeletionScheduleSchema,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireAuth(request);
      const { channel, locale } = request.shop;
      const mailLocale = passwordResetMailLocale(undefined, locale);
      const schedule = await requestAccountDeletion(db, {
        customerId: user.customerId,
        channelCode: channel.code,
        mailLocale,
        linkLocale: passwordResetLinkLocale(mailLocale, channel),
      });
      return reply.status(202).send({
        requestedAt: schedule.requestedAt.toISOString(),
        scheduledAt: schedule.scheduledAt.toISOString(),
      });
    },
  );

  // Not in the spec: lets the dashboard show a pending deletion after a reload instead of offering it again.
  api.get(
    `${SHOP_API_BASE}/user/account-remove`,
    {
      config: { auth: 'customer' },
      schema: {
        tags: ['customers'],
        summary: "The signed-in customer's pending account deletion (404 when none is pending)",
        response: { 200: accountDeletionScheduleSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const user = requireAuth(request);
      const schedule = await pendingAccountDeletion(db, user.customerId);
      if (!schedule) throw notFound(NO_PENDING_ACCOUNT_DELETION_MESSAGE);
      return {
        requestedAt: schedule.requestedAt.toISOString(),
        scheduledAt: schedule.scheduledAt.toISOString(),
      };
    },
  );

  // No login: the link comes by email and may be opened in any browser. The token is 256 random bits.
  api.get(
    `${SHOP_API_BASE}/user/cancel-account-remove`,
    {
      config: { skipAuthentication: true },
      schema: {
        tags: ['customers'],
        summary: "Cancel a pending account deletion with the emailed link's token",
        querystring: cancelAccountDeletionQuerySchema,
        response: { 204: noBody, 400: errorSchema, 404: errorSchema, 410: errorSchema },
      },
    },
    async (request, reply) => {
      await cancelAccountDeletion(db, request.query.accountDeletionToken);
      return reply.status(204).send();
    },
  );
}
