import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { jobs } from './jobs.ts';

/**
 * Account deletion requests (docs/adr/0018-account-deletion.md). A request is pending until it is
 * cancelled by the emailed link, refused (an order was opened meanwhile) or executed by its job at
 * `scheduledAt`. Only the sha256 of the cancel token is stored, minted when the mail is sent. The row
 * outlives the customer (customer_id becomes null) as the record that the deletion happened; it holds
 * no personal data.
 */
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Hex sha256 of the token in the emailed cancel link; null until the mail job mints it. */
    tokenHash: text('token_hash').unique(),
    /** The persisted job that deletes the account at scheduledAt (cancelled with the request). */
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /** Where the mails go and in which language: the channel of the request, lt or en, link locale. */
    channelCode: text('channel_code').notNull(),
    mailLocale: text('mail_locale', { enum: ['lt', 'en', 'et', 'ru'] }).notNull(),
    /** Locale prefix of the storefront link; null for the channel's default locale (unprefixed). */
    linkLocale: text('link_locale'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The job found an open order when it was due, so the account was kept (and the customer told). */
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    executedAt: timestamp('executed_at', { withTimezone: true }),
  },
  (t) => [
    index('account_deletion_requests_customer').on(t.customerId),
    // One pending request per customer, whatever races: a second request answers the first one's schedule.
    uniqueIndex('account_deletion_requests_one_pending')
      .on(t.customerId)
      .where(sql`cancelled_at IS NULL AND refused_at IS NULL AND executed_at IS NULL`),
  ],
);
