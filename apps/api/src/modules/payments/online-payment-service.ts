import {
  THANK_YOU_ORDER_PARAM,
  THANK_YOU_PAGE_PATH,
  THANK_YOU_PAYMENT_PARAM,
  type PaymentReturn,
} from '@shop/contracts/constants';
import { and, eq, ne } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/database.ts';
import { channels, orders, paymentMethods, payments } from '../../db/schema/index.ts';
import { HttpError, notFound, violation } from '../../http/http-error.ts';
import {
  assertTransition,
  canRunAction,
  lockPlacedOrder,
  markOrderPaid,
  mergePaymentDetails,
  PAYMENT_MACHINE,
} from '../orders/order-state/index.ts';
import type { StripeGateway } from './stripe-gateway.ts';

/** What the hosted payment page calls the thing paid for, per order locale. */
const ORDER_WORD: Record<string, string> = { lt: 'Užsakymas', en: 'Order', et: 'Tellimus', ru: 'Заказ' };

/** The storefront's thank-you page of an order, where the provider sends the shopper back. */
export function thankYouUrl(
  storefrontUrl: string,
  locale: string,
  defaultLocale: string,
  token: string,
  paymentReturn: PaymentReturn,
): string {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  const query = new URLSearchParams({
    [THANK_YOU_ORDER_PARAM]: token,
    [THANK_YOU_PAYMENT_PARAM]: paymentReturn,
  });
  return `${storefrontUrl}${prefix}/${THANK_YOU_PAGE_PATH}?${query}`;
}

export interface StartOnlinePaymentInput {
  channelId: number;
  token: string;
  paymentId: number;
}

/**
 * POST /orders/{token}/payments/{id}/checkout-session: a Stripe Checkout Session for a placed order's
 * online payment that awaits payment, for exactly what the payment is for. Answers the hosted page's
 * URL; a shopper who came back without paying may start another (each session pays the same payment,
 * and only a verified callback marks it paid).
 */
export async function startOnlinePayment(
  db: Database,
  deps: { gateway: StripeGateway | null; storefrontUrls: Readonly<Record<string, string>> },
  input: StartOnlinePaymentInput,
): Promise<string> {
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.number,
      email: orders.email,
      currencyCode: orders.currencyCode,
      localeCode: orders.localeCode,
      channelCode: channels.code,
      defaultLocale: channels.defaultLocale,
    })
    .from(orders)
    .innerJoin(channels, eq(channels.id, orders.channelId))
    .where(and(eq(orders.tokenValue, input.token), eq(orders.channelId, input.channelId)));
  if (!order) throw notFound(`Order "${input.token}" not found.`);
  const [payment] = await db
    .select({
      id: payments.id,
      state: payments.state,
      amount: payments.amount,
      methodCode: paymentMethods.code,
      methodKind: paymentMethods.kind,
    })
    .from(payments)
    .leftJoin(paymentMethods, eq(paymentMethods.id, payments.methodId))
    .where(and(eq(payments.id, input.paymentId), eq(payments.orderId, order.id)));
  if (!payment) throw notFound(`Payment ${input.paymentId} not found.`);
  if (payment.methodKind !== 'online') {
    throw violation(
      'paymentMethod',
      `The payment method "${payment.methodCode ?? 'none'}" is not paid online.`,
      'not_online',
    );
  }
  assertTransition(PAYMENT_MACHINE, payment.state, 'pay');
  if (!deps.gateway) throw violation('', 'Online payment is not available at the moment.', 'unavailable');
  const storefrontUrl = deps.storefrontUrls[order.channelCode];
  if (!storefrontUrl) throw new Error(`No STOREFRONT_URLS entry for channel "${order.channelCode}"`);
  const backTo = (paymentReturn: PaymentReturn) =>
    thankYouUrl(storefrontUrl, order.localeCode, order.defaultLocale, input.token, paymentReturn);

  let session;
  try {
    session = await deps.gateway.createCheckoutSession({
      amount: payment.amount,
      currencyCode: order.currencyCode,
      description: `${ORDER_WORD[order.localeCode] ?? ORDER_WORD.en} ${order.number ?? ''}`.trim(),
      orderToken: input.token,
      orderNumber: order.number ?? '',
      paymentId: payment.id,
      email: order.email,
      locale: order.localeCode,
      successUrl: backTo('completed'),
      cancelUrl: backTo('cancelled'),
    });
  } catch (error) {
    throw new HttpError(
      502,
      `The payment provider did not start the payment: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  await db
    .update(payments)
    .set({ details: mergePaymentDetails({ stripeCheckoutSessionId: session.id }), updatedAt: new Date() })
    .where(eq(payments.id, payment.id));
  return session.url;
}

/** What a verified Stripe event did; the webhook answers it (Stripe shows it in its dashboard). */
export type StripeEventOutcome =
  | 'paid'
  | 'already_paid'
  | 'paid_twice'
  | 'not_paid_yet'
  | 'unknown_payment'
  | 'not_online'
  | 'not_awaiting_payment'
  | 'amount_mismatch'
  | 'ignored';

/** Events that say a Checkout Session's money arrived (delayed methods succeed with the second one). */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * A verified Stripe event. Only a paid Checkout Session moves its payment `awaiting_payment -> paid`
 * (and the order's paymentState), and only for the amount and currency the payment is for, in one
 * transaction under the order's and payment's row locks: the same event delivered twice, or two
 * sessions of one payment, pay it once. An expired session changes nothing: the payment still awaits
 * payment and the shopper may start another (docs/adr/0009-online-payment.md).
 */
export async function applyStripeEvent(db: Database, event: Stripe.Event): Promise<StripeEventOutcome> {
  if (!PAID_EVENTS.has(event.type)) return 'ignored';
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.payment_status !== 'paid') return 'not_paid_yet';
  const token = session.client_reference_id ?? session.metadata?.orderToken;
  const paymentId = Number(session.metadata?.paymentId);
  if (!token || !Number.isSafeInteger(paymentId) || paymentId <= 0) return 'unknown_payment';

  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.tokenValue, token), ne(orders.state, 'cart')));
    if (!found) return 'unknown_payment';
    // The order's row first, as every checkout step and the order state service lock it.
    const order = await lockPlacedOrder(tx, found.id);
    const [payment] = await tx
      .select({
        id: payments.id,
        state: payments.state,
        amount: payments.amount,
        methodId: payments.methodId,
        details: payments.details,
      })
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.orderId, order.id)))
      .for('update');
    if (!payment) return 'unknown_payment';
    if (payment.state === 'paid') {
      // The same session again (a redelivery) is normal; another paid session means the shopper paid twice.
      return payment.details.stripeCheckoutSessionId === session.id ? 'already_paid' : 'paid_twice';
    }
    const [method] = payment.methodId
      ? await tx
          .select({ kind: paymentMethods.kind })
          .from(paymentMethods)
          .where(eq(paymentMethods.id, payment.methodId))
      : [];
    if (method?.kind !== 'online') return 'not_online';
    // A cancelled order, or a payment no longer awaiting payment, is not paid by a late event.
    if (!canRunAction(order, 'markPaid')) return 'not_awaiting_payment';
    if (
      session.amount_total !== payment.amount ||
      session.currency?.toLowerCase() !== order.currencyCode.toLowerCase()
    ) {
      return 'amount_mismatch';
    }
    const now = new Date();
    const paymentIntent = session.payment_intent;
    await markOrderPaid(tx, {
      orderId: order.id,
      actor: { type: 'system', name: 'stripe' },
      source: 'stripe',
      now,
      paymentDetails: {
        stripeCheckoutSessionId: session.id,
        stripePaymentIntentId:
          typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
        stripeEventId: event.id,
        paidAt: now.toISOString(),
      },
    });
    return 'paid';
  });
}
