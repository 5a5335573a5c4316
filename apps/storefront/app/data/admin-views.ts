import type { AccountApprovalStatus } from '@shop/contracts';
import type { OrderState, PaymentState, ReturnState } from '@shop/contracts/constants';

/*
 * What the back office screens and their loaders share (no server code, no zod: the browser gets this).
 * The lists are typed against the contract, so a value the API does not know fails the typecheck.
 */

export const ADMIN_ITEMS_PER_PAGE = 20;

export const ACCOUNT_TABS = [
  'pending',
  'approved',
  'rejected',
] as const satisfies readonly AccountApprovalStatus[];
export const NEWSLETTER_TABS = ['confirmed', 'pending', 'unsubscribed'] as const;
export const STOCK_REQUEST_TABS = ['waiting', 'notified'] as const;

export const ORDER_FILTER_STATES = [
  'new',
  'processing',
  'fulfilled',
  'cancelled',
] as const satisfies readonly OrderState[];
export const ORDER_FILTER_PAYMENT_STATES = [
  'awaiting_payment',
  'paid',
  'cancelled',
  'refunded',
] as const satisfies readonly PaymentState[];
export const RETURN_FILTER_STATES = [
  'initiated',
  'requested',
  'processed',
  'money_returned',
  'money_could_not_be_returned',
  'fulfilled',
  'cancelled',
] as const satisfies readonly ReturnState[];

/** What a back office action answers: the changed resource, or the API's text why it was refused. */
export type AdminActionResult<T> =
  { ok: true; value: T; message: null } | { ok: false; value: null; message: string };

/** Widths the mail preview frame can take: a phone and a desktop window. */
export const MAIL_PREVIEW_WIDTHS = ['390', '1440'] as const;
export type MailPreviewWidth = (typeof MAIL_PREVIEW_WIDTHS)[number];
