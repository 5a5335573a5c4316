import type { Order } from '@shop/contracts';
import type { LocaleCode } from '@shop/locale';
import { resourcePath } from '~/routing/resource-routes.ts';

/** Query parameter the pre-invoice link carries: the page it is on, where a failed download returns. */
export const PRE_INVOICE_FROM_PARAM = 'from';
/** The pages that link the pre-invoice. */
export const PRE_INVOICE_PAGES = ['thank-you', 'order'] as const;
export type PreInvoicePage = (typeof PRE_INVOICE_PAGES)[number];
/** Query parameter set on the page when the download failed, so it shows the generic error. */
export const PRE_INVOICE_FAILED_PARAM = 'preInvoice';
export const PRE_INVOICE_FAILED_VALUE = 'failed';

/** Whether the order has a pre-invoice (as the API decides): placed, paid by bank transfer, not paid yet. */
export function hasPreInvoice(order: Order): boolean {
  return (
    order.state === 'new' &&
    order.paymentState === 'awaiting_payment' &&
    order.payments[0]?.method?.kind === 'bank_transfer'
  );
}

/** The storefront's own address of the order's pre-invoice, from the page that links it. */
export function preInvoiceHref(
  token: string,
  from: PreInvoicePage,
  locale: LocaleCode,
  defaultLocale: LocaleCode,
): string {
  const path = resourcePath('PRE_INVOICE', locale, defaultLocale).replace(
    ':orderToken',
    encodeURIComponent(token),
  );
  return `${path}?${new URLSearchParams({ [PRE_INVOICE_FROM_PARAM]: from })}`;
}
