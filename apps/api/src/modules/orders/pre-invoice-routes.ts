import { SHOP_API_BASE, errorSchema, validationErrorSchema, type Order } from '@shop/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound, violation } from '../../http/http-error.ts';
import { findOrderId } from './cart-service.ts';
import { loadOrderView } from './order-view.ts';
import {
  PRE_INVOICE_LOCALES,
  preInvoiceFileName,
  renderPreInvoicePdf,
  type PreInvoiceLocale,
} from './pre-invoice-pdf.ts';
import { SELLER } from './seller.ts';

export const PRE_INVOICE_NOT_PLACED_MESSAGE = 'The order has not been placed yet, so it has no pre-invoice.';
export const PRE_INVOICE_NOT_BANK_TRANSFER_MESSAGE =
  'A pre-invoice is issued only for orders paid by bank transfer.';
export const PRE_INVOICE_NOT_AWAITING_PAYMENT_MESSAGE =
  'The order is not awaiting payment, so it has no pre-invoice.';

/**
 * Whether an order gets a pre-invoice: placed (state new), paid by bank transfer and not paid yet.
 * Throws the 422 that says why not.
 */
export function assertPreInvoiceAvailable(order: Order): void {
  if (order.state === 'cart' || order.number === null) {
    throw violation('', PRE_INVOICE_NOT_PLACED_MESSAGE, 'order_not_placed');
  }
  if (order.payments[0]?.method?.kind !== 'bank_transfer') {
    throw violation('', PRE_INVOICE_NOT_BANK_TRANSFER_MESSAGE, 'not_bank_transfer');
  }
  if (order.state !== 'new' || order.paymentState !== 'awaiting_payment') {
    throw violation('', PRE_INVOICE_NOT_AWAITING_PAYMENT_MESSAGE, 'not_awaiting_payment');
  }
}

/** A PDF to save, never cached on the way: it names the buyer. */
function sendAttachment(reply: FastifyReply, pdf: Buffer, fileName: string, locale: PreInvoiceLocale) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('content-language', locale)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}

const isPreInvoiceLocale = (locale: string): locale is PreInvoiceLocale =>
  (PRE_INVOICE_LOCALES as readonly string[]).includes(locale);

/**
 * GET /orders/{token}/pre-invoice: the pre-invoice of an order awaiting a bank transfer, as a PDF to
 * save (ADR 0010). Whoever holds the order's token may read it, like the order itself.
 */
export async function preInvoiceRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  app.withTypeProvider<ZodTypeProvider>().get(
    `${SHOP_API_BASE}/orders/:token/pre-invoice`,
    {
      schema: {
        tags: ['checkout'],
        summary:
          'The pre-invoice of an order awaiting a bank transfer: application/pdf, as an attachment. ' +
          'locale: lt or en, default the channel default (else en)',
        params: z.object({ token: z.string().trim().min(1).max(64) }),
        querystring: z.object({ locale: z.enum(PRE_INVOICE_LOCALES).optional() }),
        response: { 400: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const { channel } = request.shop;
      const orderId = await findOrderId(db, request.params.token, channel.id);
      if (orderId === null) throw notFound(`Order "${request.params.token}" not found.`);
      const fallback = isPreInvoiceLocale(channel.defaultLocale) ? channel.defaultLocale : 'en';
      const locale = request.query.locale ?? fallback;
      const order = await loadOrderView(db, orderId, [locale, channel.defaultLocale]);
      assertPreInvoiceAvailable(order);
      const pdf = await renderPreInvoicePdf(order, { locale, seller: SELLER });
      return sendAttachment(reply, pdf, preInvoiceFileName(order.number ?? '', locale), locale);
    },
  );
}
