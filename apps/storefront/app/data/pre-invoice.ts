import type { Order } from '@shop/contracts';
import type { LocaleCode } from '@shop/locale';
import { resourcePath } from '~/routing/resource-routes.ts';

/** Query parameter the pre-invoice link carries: the page it is on, where a failed download returns. */
export const PRE_INVOICE_FROM_PARAM = 'from';
/** The pages that link the pre-invoice (and, in the account, the invoice). */
export const PRE_INVOICE_PAGES = ['thank-you', 'order', 'account-order'] as const;
export type PreInvoicePage = (typeof PRE_INVOICE_PAGES)[number];
/** Query parameter set on the page when the download failed, so it shows the generic error. */
export const PRE_INVOICE_FAILED_PARAM = 'preInvoice';
export const PRE_INVOICE_FAILED_VALUE = 'failed';
/** The same for the invoice (ADR 0015): `?invoice=failed`. */
export const INVOICE_FAILED_PARAM = 'invoice';

/** An order's documents as the storefront serves them (resource routes PRE_INVOICE and INVOICE). */
export type OrderDocumentKind = 'pre-invoice' | 'invoice';

/** The flag a page carries after a failed download of the document. */
export function documentFailedParam(kind: OrderDocumentKind): string {
  return kind === 'invoice' ? INVOICE_FAILED_PARAM : PRE_INVOICE_FAILED_PARAM;
}

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
  return orderDocumentHref('pre-invoice', token, from, locale, defaultLocale);
}

/** The storefront's own address of one of the order's documents, from the page that links it. */
export function orderDocumentHref(
  kind: OrderDocumentKind,
  token: string,
  from: PreInvoicePage,
  locale: LocaleCode,
  defaultLocale: LocaleCode,
): string {
  const route = kind === 'invoice' ? 'INVOICE' : 'PRE_INVOICE';
  const path = resourcePath(route, locale, defaultLocale).replace(':orderToken', encodeURIComponent(token));
  return `${path}?${new URLSearchParams({ [PRE_INVOICE_FROM_PARAM]: from })}`;
}
