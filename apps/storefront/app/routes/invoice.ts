import { PRE_INVOICE_FROM_PARAM } from '~/data/pre-invoice.ts';
import { downloadOrderDocument } from '~/data/pre-invoice.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import type { Route } from './+types/invoice';

/**
 * The invoice PDF of a paid or fulfilled order (ADR 0015), proxied from the API in the page's language
 * with the shopper's sign-in: the account's order page links it.
 */
export async function loader({ context, params, request, url }: Route.LoaderArgs) {
  return downloadOrderDocument(
    getShopRequest(context),
    'invoice',
    params.orderToken,
    url.searchParams.get(PRE_INVOICE_FROM_PARAM),
    request.signal,
  );
}
