import { PRE_INVOICE_FROM_PARAM } from '~/data/pre-invoice.ts';
import { downloadPreInvoice } from '~/data/pre-invoice.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import type { Route } from './+types/pre-invoice';

/**
 * The pre-invoice PDF of an order paid by bank transfer (ADR 0010), proxied from the API in the page's
 * language: the thank-you and order pages link it, and the browser never needs the API's address.
 */
export async function loader({ context, params, request, url }: Route.LoaderArgs) {
  return downloadPreInvoice(
    getShopRequest(context),
    params.orderToken,
    url.searchParams.get(PRE_INVOICE_FROM_PARAM),
    request.signal,
  );
}
