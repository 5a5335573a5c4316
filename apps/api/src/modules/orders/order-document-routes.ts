import { SHOP_API_BASE, errorSchema, orderDocumentQuerySchema, validationErrorSchema } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { findOrderId } from './cart-lock.ts';
import { assertMayReadOrder } from './customer-orders.ts';
import {
  PRE_INVOICE_LOCALES,
  invoiceFileName,
  preInvoiceFileName,
  renderInvoicePdf,
  renderPreInvoicePdf,
  type PreInvoiceLocale,
} from './order-document-pdf.ts';
import { assertInvoiceAvailable, assertPreInvoiceAvailable, issueInvoice } from './order-documents.ts';
import { loadOrderView } from './order-view.ts';
import { sellerOf } from './seller.ts';

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

const documentSchema = {
  params: z.object({ token: z.string().trim().min(1).max(64) }),
  querystring: orderDocumentQuerySchema,
  response: { 400: errorSchema, 401: errorSchema, 404: errorSchema, 422: validationErrorSchema },
  'x-binary-response': 'application/pdf',
};

/**
 * The order of the token, in the document's language, once the caller may read it: a customer's order
 * only its customer, a guest order whoever holds the token (ADR 0015).
 */
async function readableOrder(
  db: Database,
  request: FastifyRequest,
  token: string,
  asked: PreInvoiceLocale | undefined,
) {
  const { channel } = request.shop;
  const orderId = await findOrderId(db, token, channel.id);
  if (orderId === null) throw notFound(`Order "${token}" not found.`);
  await assertMayReadOrder(db, { orderId, token, customerId: request.auth?.customerId ?? null });
  const fallback = isPreInvoiceLocale(channel.defaultLocale) ? channel.defaultLocale : 'en';
  const locale = asked ?? fallback;
  const order = await loadOrderView(db, orderId, [locale, channel.defaultLocale]);
  return { orderId, order, locale };
}

/**
 * GET /orders/{token}/pre-invoice (ADR 0010) and GET /orders/{token}/invoice (ADR 0015): an order's
 * documents as PDFs to save, in Lithuanian or English.
 */
export async function orderDocumentRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    `${SHOP_API_BASE}/orders/:token/pre-invoice`,
    {
      schema: {
        tags: ['checkout'],
        summary:
          'The pre-invoice of an order awaiting a bank transfer: application/pdf, as an attachment. ' +
          "locale: lt or en, default the channel default (else en). A customer's order: its customer only",
        ...documentSchema,
      },
    },
    async (request, reply) => {
      const { order, locale } = await readableOrder(db, request, request.params.token, request.query.locale);
      assertPreInvoiceAvailable(order);
      const pdf = await renderPreInvoicePdf(order, {
        locale,
        seller: await sellerOf(db, request.shop.channel.code),
      });
      return sendAttachment(reply, pdf, preInvoiceFileName(order.number ?? '', locale), locale);
    },
  );

  api.get(
    `${SHOP_API_BASE}/orders/:token/invoice`,
    {
      schema: {
        tags: ['checkout'],
        summary:
          'The invoice of a paid or fulfilled order (numbered when first issued): application/pdf, as an ' +
          "attachment. locale: lt or en. A customer's order: its customer only",
        ...documentSchema,
      },
    },
    async (request, reply) => {
      const { orderId, order, locale } = await readableOrder(
        db,
        request,
        request.params.token,
        request.query.locale,
      );
      assertInvoiceAvailable(order);
      const invoice = await issueInvoice(db, orderId);
      const pdf = await renderInvoicePdf(order, {
        locale,
        seller: await sellerOf(db, request.shop.channel.code),
        invoice,
      });
      return sendAttachment(reply, pdf, invoiceFileName(invoice.number, locale), locale);
    },
  );
}
