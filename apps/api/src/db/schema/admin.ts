import type { AdminRole } from '@shop/contracts';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A shop administrator (docs/adr/0028-back-office.md): signs in to the back office with their own email
 * and password, separate from shop customers. Emails are stored lower-case.
 */
export const administrators = pgTable('administrators', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** argon2id hash; null while an invited administrator has not set their password. */
  passwordHash: text('password_hash'),
  enabled: boolean('enabled').notNull().default(true),
  /** owner, catalogue_manager, content_editor or customer_service (docs/adr/0055-admin-roles.md). */
  role: text('role').$type<AdminRole>().notNull().default('owner'),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who did what in the back office, and when: one row per action, written in the action's own transaction
 * (an action that failed leaves no row). Never updated or deleted by the application.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    administratorId: integer('administrator_id').references(() => administrators.id, {
      onDelete: 'set null',
    }),
    /** e.g. `order.fulfil`, `account.approve`. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    summary: text('summary').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created').on(t.createdAt),
    index('admin_audit_log_administrator').on(t.administratorId, t.createdAt),
    index('admin_audit_log_subject').on(t.subjectType, t.subjectId),
  ],
);

/**
 * One signed-in back-office session: its token carries the id (`sid`), and signing out revokes it at once,
 * before the token would expire.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    administratorId: integer('administrator_id')
      .notNull()
      .references(() => administrators.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_sessions_administrator').on(t.administratorId)],
);

/**
 * Invitations to the back office (docs/adr/0055-admin-roles.md). The mail job mints the token and only its
 * sha256 is stored, as for password resets; accepting deletes every invitation of the administrator, so a
 * link works once.
 */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: serial('id').primaryKey(),
    administratorId: integer('administrator_id')
      .notNull()
      .references(() => administrators.id, { onDelete: 'cascade' }),
    /** Hex sha256 of the token in the mailed link; null until the mail job mints it. */
    tokenHash: text('token_hash').unique(),
    /** The mail's language. */
    locale: text('locale').notNull(),
    invitedBy: integer('invited_by').references(() => administrators.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_invitations_administrator').on(t.administratorId)],
);
