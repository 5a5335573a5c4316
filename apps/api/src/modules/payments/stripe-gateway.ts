import Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';

/** Stripe's documented tolerance for a webhook's signed timestamp, in seconds. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

export interface CheckoutSessionInput {
  /** Minor units, e.g. 2249 for 22.49 EUR. */
  amount: number;
  /** ISO 4217, any case; Stripe wants it lower-case. */
  currencyCode: string;
  /** What the hosted page says the shopper pays for, e.g. "Order 000000042". */
  description: string;
  orderToken: string;
  orderNumber: string;
  paymentId: number;
  email: string | null;
  locale: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
}

/** A callback whose Stripe-Signature does not prove it came from Stripe (or came too late). */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** Stripe Checkout as the shop uses it: start a hosted payment page, verify the callbacks. */
export interface StripeGateway {
  createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession>;
  /** The event of a webhook call, verified against its Stripe-Signature header; else WebhookSignatureError. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): Stripe.Event;
}

/** Locales Stripe's hosted page speaks that the shop also has; anything else lets Stripe choose. */
const STRIPE_LOCALES = new Set(['lt', 'en', 'et', 'ru', 'lv', 'pl']);

/**
 * The gateway on the official `stripe` package. `apiUrl` may point at another host, port and protocol:
 * the local fake (scripts/lib/fake-stripe.mjs) in development and tests.
 */
export function createStripeGateway(config: StripeConfig): StripeGateway {
  const { apiUrl } = config;
  const protocol = apiUrl.protocol === 'http:' ? 'http' : 'https';
  const stripe = new Stripe(config.secretKey, {
    host: apiUrl.hostname,
    port: Number(apiUrl.port || (protocol === 'http' ? 80 : 443)),
    protocol,
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
  });

  return {
    async createCheckoutSession(input) {
      const metadata = {
        orderToken: input.orderToken,
        orderNumber: input.orderNumber,
        paymentId: String(input.paymentId),
      };
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currencyCode.toLowerCase(),
              unit_amount: input.amount,
              product_data: { name: input.description },
            },
          },
        ],
        client_reference_id: input.orderToken,
        metadata,
        payment_intent_data: { metadata },
        ...(input.email ? { customer_email: input.email } : {}),
        locale: STRIPE_LOCALES.has(input.locale) ? input.locale : 'auto',
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },

    verifyWebhook(rawBody, signatureHeader) {
      try {
        return stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader ?? '',
          config.webhookSecret,
          STRIPE_SIGNATURE_TOLERANCE_SECONDS,
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new WebhookSignatureError(error.message.split('\n')[0] ?? 'Invalid signature');
        }
        throw error;
      }
    },
  };
}
