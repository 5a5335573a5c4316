import type { Order } from '@shop/contracts';
import {
  buyerLines,
  lineHeadings,
  lineRows,
  paymentLines,
  preInvoiceDueDate,
  say,
  sellerLines,
  shopDate,
  totalLines,
  type PreInvoiceLocale,
  type TextKey,
} from './order-document-content.ts';
import {
  drawHeader,
  drawLines,
  drawPageNumbers,
  drawParties,
  drawPayment,
  drawTotals,
  openCanvas,
} from './order-document-layout.ts';
import type { Seller } from './seller.ts';

/**
 * The PDFs of an order's documents, the pre-invoice and the invoice: what the rest of the API imports. It
 * picks the document's words (order-document-content.ts) and hands them, section by section from the
 * header to the page numbers, to the drawing (order-document-layout.ts).
 */

export {
  PRE_INVOICE_DUE_DAYS,
  PRE_INVOICE_LOCALES,
  invoiceFileName,
  preInvoiceDueDate,
  preInvoiceFileName,
  shopDate,
  type PreInvoiceLocale,
} from './order-document-content.ts';

/**
 * Which document of an order to write: the pre-invoice of an order awaiting a bank transfer (ADR 0010), or
 * the invoice of a paid or fulfilled order with the number it was issued under (ADR 0015).
 */
export type OrderDocument = { kind: 'pre-invoice' } | { kind: 'invoice'; number: string; issuedAt: Date };

/**
 * The pre-invoice of a placed order as a PDF (A4): title with the order number and date, the due date,
 * seller and buyer, the lines, delivery and discounts, the amount without VAT, VAT and the total, and
 * how to pay (account and payment purpose). Amounts come from the order as the API answers it.
 */
export function renderPreInvoicePdf(
  order: Order,
  options: { locale: PreInvoiceLocale; seller: Seller },
): Promise<Buffer> {
  return renderOrderDocumentPdf(order, { ...options, document: { kind: 'pre-invoice' } });
}

/**
 * The invoice of a paid or fulfilled order as a PDF: the pre-invoice's layout with the invoice's own title,
 * number and date, the order number in place of the due date, and the payment method instead of how to pay.
 */
export function renderInvoicePdf(
  order: Order,
  options: { locale: PreInvoiceLocale; seller: Seller; invoice: { number: string; issuedAt: Date } },
): Promise<Buffer> {
  const { invoice, ...rest } = options;
  return renderOrderDocumentPdf(order, { ...rest, document: { kind: 'invoice', ...invoice } });
}

/** One layout for both documents of an order (seller, buyer, lines, totals), differing in the header and foot. */
async function renderOrderDocumentPdf(
  order: Order,
  options: { locale: PreInvoiceLocale; seller: Seller; document: OrderDocument },
): Promise<Buffer> {
  const { locale, seller, document } = options;
  const isInvoice = document.kind === 'invoice';
  const orderNumber = order.number ?? '';
  const number = isInvoice ? document.number : orderNumber;
  const orderedAt = new Date(order.checkoutCompletedAt ?? order.updatedAt);
  const documentDate = isInvoice ? document.issuedAt : orderedAt;
  const titleKey: TextKey = isInvoice ? 'invoiceTitle' : 'title';
  const title = `${say(locale, titleKey)} ${say(locale, 'number', { number })}`;

  const canvas = openCanvas({
    lang: locale,
    info: { Title: title, Author: seller.name, Subject: title, CreationDate: documentDate },
  });
  let y = drawHeader(canvas, {
    seller: seller.name,
    title: say(locale, titleKey),
    number: say(locale, 'number', { number }),
    date: `${say(locale, 'date')}: ${shopDate(documentDate)}`,
    reference: isInvoice
      ? say(locale, 'orderNumber', { number: orderNumber })
      : `${say(locale, 'dueDate')}: ${preInvoiceDueDate(orderedAt)}`,
  });
  y = drawParties(
    canvas,
    y,
    { heading: say(locale, 'seller'), lines: sellerLines(seller, locale) },
    { heading: say(locale, 'buyer'), lines: buyerLines(order, locale) },
  );
  y = drawLines(canvas, y, lineHeadings(locale), lineRows(order, locale));
  y = drawTotals(canvas, y, totalLines(order, locale, isInvoice));
  drawPayment(canvas, y, {
    heading: say(locale, 'payment'),
    lines: paymentLines(order, { locale, seller, isInvoice, number, orderedAt }),
    note: say(locale, isInvoice ? 'invoiceNote' : 'note'),
  });
  drawPageNumbers(canvas, (page, pages) => `${title} · ${say(locale, 'page', { page, pages })}`);
  return canvas.finish();
}
