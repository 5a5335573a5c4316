import { redirect } from 'react-router';
import type { LocaleCode } from '@shop/locale';
import { routePath } from '~/routing/route-path.ts';
import {
  PRE_INVOICE_FAILED_VALUE,
  PRE_INVOICE_PAGES,
  documentFailedParam,
  type OrderDocumentKind,
  type PreInvoicePage,
} from './pre-invoice.ts';
import { THANK_YOU_ORDER_PARAM } from './checkout.server.ts';
import type { ShopRequest } from './request-context.server.ts';

/** The API writes pre-invoices in Lithuanian and English: Lithuanian pages get Lithuanian, others English. */
export function preInvoiceLocale(locale: LocaleCode): 'lt' | 'en' {
  return locale === 'lt' ? 'lt' : 'en';
}

/** Headers of the API's answer the browser needs to save the file. */
const FORWARDED_HEADERS = ['content-type', 'content-disposition', 'content-length', 'content-language'];

/** The page a failed download goes back to, flagged so that it shows the generic error. */
function failedPage(shop: ShopRequest, token: string, from: string | null, kind: OrderDocumentKind): string {
  const page: PreInvoicePage = PRE_INVOICE_PAGES.find((name) => name === from) ?? 'order';
  const failed = { [documentFailedParam(kind)]: PRE_INVOICE_FAILED_VALUE };
  if (page === 'thank-you') {
    const path = routePath('CHECKOUT_THANK_YOU', shop.locale, {}, shop.defaultLocale);
    return `${path}?${new URLSearchParams({ [THANK_YOU_ORDER_PARAM]: token, ...failed })}`;
  }
  const route = page === 'account-order' ? 'ACCOUNT_ORDER' : 'ORDER';
  const path = routePath(route, shop.locale, { orderToken: token }, shop.defaultLocale);
  return `${path}?${new URLSearchParams(failed)}`;
}

/**
 * The order's pre-invoice PDF from the API, streamed on with its file name, so the browser saves it from
 * the shop's own origin. When the API refuses or fails (no such order, not a bank transfer order, already
 * paid, API down), the shopper goes back to the page the link was on, which then says the download failed.
 */
export function downloadPreInvoice(
  shop: ShopRequest,
  token: string,
  from: string | null,
  signal?: AbortSignal,
): Promise<Response> {
  return downloadOrderDocument(shop, 'pre-invoice', token, from, signal);
}

/**
 * One of the order's PDFs (the pre-invoice, or the invoice of a paid order: ADR 0015) streamed on from the
 * API with the shopper's bearer token, which a customer's order needs. On failure, back to the page the
 * link was on with the generic error.
 */
export async function downloadOrderDocument(
  shop: ShopRequest,
  kind: OrderDocumentKind,
  token: string,
  from: string | null,
  signal?: AbortSignal,
): Promise<Response> {
  let answer: Response;
  try {
    answer = await shop.api.download(`/orders/${encodeURIComponent(token)}/${kind}`, {
      query: { locale: preInvoiceLocale(shop.locale) },
      accept: 'application/pdf',
      signal,
    });
  } catch (error) {
    // The token is the order's only key: it stays out of the log.
    console.error(`${kind} download failed: ${error instanceof Error ? error.message : error}`);
    throw redirect(failedPage(shop, token, from, kind));
  }
  const headers = new Headers({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
  for (const name of FORWARDED_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
