import type { Order, OrderInvoice } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels, invoices, orders } from '../../db/schema/index.ts';
import { violation } from '../../http/http-error.ts';
import { queryRows, toNumber } from '../search/sql-rows.ts';

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

export function isPreInvoiceAvailable(order: Order): boolean {
  try {
    assertPreInvoiceAvailable(order);
    return true;
  } catch {
    return false;
  }
}

/** Digits of an invoice number after its series: "WEB-000042". */
const INVOICE_NUMBER_DIGITS = 6;

export const INVOICE_NOT_AVAILABLE_MESSAGE =
  'The order is not paid yet, so it has no invoice. A pre-invoice is issued for bank transfer orders.';

/** The 422 of an invoice asked for too early (ADR 0015). */
export function assertInvoiceAvailable(order: Order): void {
  if (!isInvoiceAvailable(order)) throw violation('', INVOICE_NOT_AVAILABLE_MESSAGE, 'invoice_not_available');
}

/** Whether an order gets an invoice: paid, or fulfilled (cash on delivery is paid at the door). */
export function isInvoiceAvailable(order: {
  state: string;
  paymentState: string;
  number: string | null;
}): boolean {
  if (order.number === null || order.state === 'cart' || order.state === 'cancelled') return false;
  return order.paymentState === 'paid' || order.state === 'fulfilled';
}

export interface IssuedInvoice {
  number: string;
  issuedAt: Date;
}

/** The order's invoice if it was issued, else null. */
export async function findInvoice(db: Database, orderId: number): Promise<IssuedInvoice | null> {
  const [row] = await db
    .select({ number: invoices.number, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  return row ?? null;
}

/**
 * The order's invoice, issued now if it has none: the next number of the channel's sequence, the channel
 * code as its series. The order's row is locked first, so two first downloads at once issue one invoice
 * and leave no gap in the sequence.
 */
export async function issueInvoice(db: Database, orderId: number): Promise<IssuedInvoice> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ channelId: orders.channelId, channelCode: channels.code })
      .from(orders)
      .innerJoin(channels, eq(channels.id, orders.channelId))
      .where(eq(orders.id, orderId))
      .for('update', { of: orders });
    if (!order) throw new Error(`Order ${orderId} vanished while its invoice was issued`);
    const existing = await findInvoice(tx, orderId);
    if (existing) return existing;
    const [sequence] = await queryRows<{ last_number: unknown }>(
      tx,
      sql`INSERT INTO invoice_sequences (channel_id, last_number) VALUES (${order.channelId}, 1)
        ON CONFLICT (channel_id) DO UPDATE SET last_number = invoice_sequences.last_number + 1
        RETURNING last_number`,
    );
    const serial = String(toNumber(sequence?.last_number ?? 0)).padStart(INVOICE_NUMBER_DIGITS, '0');
    const series = order.channelCode.toUpperCase().replace(/[^A-Z0-9]/g, '');
    const [issued] = await tx
      .insert(invoices)
      .values({ orderId, channelId: order.channelId, number: `${series}-${serial}` })
      .returning({ number: invoices.number, issuedAt: invoices.issuedAt });
    if (!issued) throw new Error('The invoice was not stored');
    return issued;
  });
}

/** What the account page shows of the invoice: downloadable now, and its number once issued. */
export async function describeInvoice(
  db: Database,
  order: { id: number; state: string; paymentState: string; number: string | null },
): Promise<OrderInvoice> {
  const issued = await findInvoice(db, order.id);
  return {
    available: isInvoiceAvailable(order),
    number: issued?.number ?? null,
    issuedAt: issued?.issuedAt.toISOString() ?? null,
  };
}
