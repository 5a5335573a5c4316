import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Deferred work that must survive restarts (emails, account deletion after 24 h). A `running` job is
 * leased (docs/adr/0039-job-leases.md): `lease_owner` is the claim's random token and the lease ends at
 * `lease_expires_at`; a running job whose lease ended (its process died; NULL: claimed before leases
 * existed) is taken again by any worker.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_due').on(t.status, t.runAt)],
);

/**
 * Mail a job has sent, by idempotency key (`job:<id>`): written right after the mail server accepted the
 * message and read before a job's mail is sent, so a job run again (lease expired) does not mail twice.
 */
export const sentMails = pgTable('sent_mails', {
  key: text('key').primaryKey(),
  jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
  messageId: text('message_id').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
