import { SHOP_API_BASE, errorSchema, paymentRedirectSchema, validationErrorSchema } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http/http-error.ts';
import { applyStripeEvent, startOnlinePayment } from './online-payment-service.ts';
import { WebhookSignatureError, type StripeGateway } from './stripe-gateway.ts';

export { createStripeGateway, type StripeGateway } from './stripe-gateway.ts';

/** Where Stripe posts its events (configure this URL, under the API's public URL, in Stripe's dashboard). */
export const STRIPE_WEBHOOK_PATH = '/api/v2/payments/stripe/webhook';
/** A Checkout Session event is a few kilobytes; anything far larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const MAX_ID = 2147483647;
const paymentParams = z.object({
  token: z.string().trim().min(1).max(64),
  paymentId: z.coerce.number().int().positive().max(MAX_ID),
});

/**
 * Online payment (issue 4) in the shop API: the storefront starts a payment of a placed order and sends
 * the shopper to the provider's hosted page (docs/adr/0009-online-payment.md).
 */
export async function paymentsModule(
  app: FastifyInstance,
  options: { db: Database; gateway: StripeGateway | null; storefrontUrls: Readonly<Record<string, string>> },
): Promise<void> {
  const { db } = options;
  app.withTypeProvider<ZodTypeProvider>().post(
    `${SHOP_API_BASE}/orders/:token/payments/:paymentId/checkout-session`,
    {
      schema: {
        tags: ['checkout'],
        summary:
          "Start paying a placed order's online payment: a Stripe Checkout Session; answers where to send the shopper",
        params: paymentParams,
        response: {
          201: paymentRedirectSchema,
          400: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
          502: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const redirectUrl = await startOnlinePayment(
        db,
        { gateway: options.gateway, storefrontUrls: options.storefrontUrls },
        {
          channelId: request.shop.channel.id,
          token: request.params.token,
          paymentId: request.params.paymentId,
        },
      );
      return reply.status(201).send({ redirectUrl });
    },
  );
}

/**
 * Stripe's webhook, outside the shop API (no channel: Stripe calls it). The signature is over the exact
 * bytes Stripe sent, so this plugin alone reads bodies raw instead of through the JSON parser.
 */
export async function stripeWebhookModule(
  app: FastifyInstance,
  options: { db: Database; gateway: StripeGateway },
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    STRIPE_WEBHOOK_PATH,
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe events (Stripe-Signature verified); a paid Checkout Session marks its payment paid',
        response: {
          200: z.object({ received: z.literal(true), outcome: z.string() }),
          400: errorSchema,
        },
      },
    },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw badRequest('The webhook needs the event as its body.');
      let event;
      try {
        event = options.gateway.verifyWebhook(body, request.headers['stripe-signature']?.toString());
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ reason: error.message }, 'Stripe webhook refused: signature not verified');
          throw badRequest(`Stripe-Signature not verified: ${error.message}`);
        }
        throw error;
      }
      const outcome = await applyStripeEvent(options.db, event);
      const log = ['amount_mismatch', 'not_online', 'paid_twice'].includes(outcome)
        ? request.log.error
        : request.log.info;
      log.call(request.log, { eventId: event.id, type: event.type, outcome }, 'Stripe event');
      return { received: true as const, outcome };
    },
  );
}
