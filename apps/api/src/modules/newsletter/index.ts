import {
  SHOP_API_BASE,
  errorSchema,
  subscribeNewsletterBodySchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { takeAttempt, type RateLimitRule } from '../../http/rate-limit.ts';
import { confirmNewsletterSubscription, subscribeToNewsletter } from './service.ts';

/** Every subscription attempt counts; generous per address (offices and mobile networks share one). */
export const NEWSLETTER_PER_IP: RateLimitRule = { name: 'newsletter-ip', limit: 20, windowSeconds: 15 * 60 };

/**
 * The newsletter (docs/adr/0020): POST /customers/subscribe-newsletter, open to guests and signed-in
 * shoppers alike, bot-protected and rate limited, answers 202 and mails a confirmation link (double
 * opt-in); PATCH /customers/newsletter-subscriptions/{token} confirms it.
 */
export async function newsletterModule(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    `${SHOP_API_BASE}/customers/subscribe-newsletter`,
    {
      config: { botProtection: 'newsletter' },
      schema: {
        tags: ['customers'],
        summary:
          'Subscribe an email to the newsletter: 202, a confirmation link is emailed (double opt-in); 422 when already subscribed',
        body: subscribeNewsletterBodySchema,
        response: { 202: z.undefined(), 400: errorSchema, 422: validationErrorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await takeAttempt(db, NEWSLETTER_PER_IP, request.ip);
      const { channel, locale } = request.shop;
      await subscribeToNewsletter(
        db,
        { email: request.body.email, channelId: channel.id, locale },
        new Date(),
      );
      return reply.status(202).send(undefined);
    },
  );

  api.patch(
    `${SHOP_API_BASE}/customers/newsletter-subscriptions/:token`,
    {
      config: { openOnLoginOnlyChannel: true },
      schema: {
        tags: ['customers'],
        summary: 'Confirm a newsletter subscription with the emailed token (works once, until it expires)',
        params: z.object({ token: z.string().trim().min(1).max(128) }),
        response: { 204: z.undefined(), 400: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      await confirmNewsletterSubscription(db, request.params.token, new Date());
      return reply.status(204).send(undefined);
    },
  );
}
