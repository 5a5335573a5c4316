import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { shopUsers } from './customers.ts';

/**
 * Password reset requests of shop users (docs/adr/0013-password-reset.md). The token is minted when
 * the email is sent and only its sha256 is stored; a row without one is a request whose mail is
 * still queued. A successful reset deletes all the user's rows, so a token works once.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    shopUserId: integer('shop_user_id')
      .notNull()
      .references(() => shopUsers.id, { onDelete: 'cascade' }),
    /** Hex sha256 of the token in the emailed link; null until the mail job mints it. */
    tokenHash: text('token_hash').unique(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('password_reset_tokens_user').on(t.shopUserId, t.requestedAt)],
);
