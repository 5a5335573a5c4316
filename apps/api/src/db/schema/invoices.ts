import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { channels } from './channels.ts';
import { orders } from './orders.ts';

/**
 * The invoice of a paid or fulfilled order (ADR 0015): numbered once, when it is first issued, from the
 * channel's invoice sequence, so downloading it again gives the same document.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** "WEB-000001": the channel code as the series, then the channel's sequence. */
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_order').on(t.orderId),
    uniqueIndex('invoices_channel_number').on(t.channelId, t.number),
  ],
);

/** The last invoice number given in each channel. */
export const invoiceSequences = pgTable('invoice_sequences', {
  channelId: integer('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});
