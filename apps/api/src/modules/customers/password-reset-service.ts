import type { LocaleCode } from '@shop/locale';
import { createHash, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { PASSWORD_RESET_TOKEN_INVALID_MESSAGE } from '@shop/contracts';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { customers, passwordResetTokens, shopUsers } from '../../db/schema/index.ts';
import { notFound } from '../../http/http-error.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { revokeAllRefreshTokens } from '../auth/refresh-tokens.ts';

/** How long a reset link works, counted from the request (the mail goes out within seconds). */
export const PASSWORD_RESET_TOKEN_TTL_MINUTES = 60;
/**
 * Spec sections 8 and 9: "if the address is registered, instructions arrive within 5 minutes". While
 * a request of the last 5 minutes is open, another one sends no second mail: the first is on its way.
 */
export const PASSWORD_RESET_RESEND_AFTER_MINUTES = 5;
const MINUTE_MS = 60_000;

/** Job kind: the reset email; it mints the token, so the raw token is never stored anywhere. */
export const PASSWORD_RESET_EMAIL_JOB = 'password-reset-email';

/** The job's payload: the request, the mail's language and where the link leads. */
export interface PasswordResetEmailPayload {
  passwordResetId: number;
  mailLocale: LocaleCode;
  channelCode: string;
  /** Locale prefix of the storefront link; null for the channel's default locale (unprefixed). */
  linkLocale: string | null;
}

/** Only this digest is stored: a leaked table or backup cannot be turned into working links. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * POST /customers/reset-password. A registered address is an enabled shop user's, with a password or
 * not (a social-only account may set one: the link proves the address, as the social sign-in does).
 * Nothing tells the caller which case applied. The request row and the email job are written in one
 * transaction, under a lock on the user's row, so parallel requests send one mail.
 */
export async function requestPasswordReset(
  db: Database,
  input: Omit<PasswordResetEmailPayload, 'passwordResetId'> & { email: string },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: shopUsers.id })
      .from(shopUsers)
      .innerJoin(customers, eq(customers.id, shopUsers.customerId))
      .where(and(eq(customers.email, input.email), eq(shopUsers.enabled, true)))
      .for('update', { of: shopUsers });
    if (!user) return;

    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.shopUserId, user.id), lte(passwordResetTokens.expiresAt, now)));
    const recentSince = new Date(now.getTime() - PASSWORD_RESET_RESEND_AFTER_MINUTES * MINUTE_MS);
    const [recent] = await tx
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(
        and(eq(passwordResetTokens.shopUserId, user.id), gt(passwordResetTokens.requestedAt, recentSince)),
      )
      .limit(1);
    if (recent) return;

    const [request] = await tx
      .insert(passwordResetTokens)
      .values({
        shopUserId: user.id,
        requestedAt: now,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TOKEN_TTL_MINUTES * MINUTE_MS),
      })
      .returning({ id: passwordResetTokens.id });
    if (!request) throw new Error('The password reset request was not stored');
    const payload: PasswordResetEmailPayload = {
      passwordResetId: request.id,
      mailLocale: input.mailLocale,
      channelCode: input.channelCode,
      linkLocale: input.linkLocale,
    };
    await enqueueJob(tx, PASSWORD_RESET_EMAIL_JOB, { ...payload });
  });
}

export interface MintedResetToken {
  token: string;
  email: string;
  firstName: string | null;
}

/**
 * Gives a queued request its token (32 random bytes, URL-safe) and returns it with the address to mail
 * it to; null when there is nothing to send any more (the password was reset meanwhile, the request
 * expired or the account was disabled). Minting again (a retried mail) replaces the earlier token.
 */
export async function mintPasswordResetToken(
  db: Database,
  passwordResetId: number,
  now = new Date(),
): Promise<MintedResetToken | null> {
  const [row] = await db
    .select({ email: customers.email, firstName: customers.firstName })
    .from(passwordResetTokens)
    .innerJoin(shopUsers, eq(shopUsers.id, passwordResetTokens.shopUserId))
    .innerJoin(customers, eq(customers.id, shopUsers.customerId))
    .where(
      and(
        eq(passwordResetTokens.id, passwordResetId),
        gt(passwordResetTokens.expiresAt, now),
        eq(shopUsers.enabled, true),
      ),
    );
  if (!row) return null;
  const token = randomBytes(32).toString('base64url');
  const [minted] = await db
    .update(passwordResetTokens)
    .set({ tokenHash: hashResetToken(token) })
    .where(and(eq(passwordResetTokens.id, passwordResetId), gt(passwordResetTokens.expiresAt, now)))
    .returning({ id: passwordResetTokens.id });
  return minted ? { token, ...row } : null;
}

/** The usable reset a token belongs to: minted, not expired, of an enabled user. */
function usableReset(tokenHash: string, now: Date) {
  return and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    gt(passwordResetTokens.expiresAt, now),
    eq(shopUsers.enabled, true),
  );
}

/**
 * PATCH /customers/reset-password/{token}: stores the new password's argon2id hash and deletes every
 * reset request of the user, so this token and any other emailed link stop working. An unknown, used
 * or expired token is a 404 with one message (the shopper's next step is the same: ask for a new link).
 */
export async function resetPassword(
  db: Database,
  input: { token: string; newPassword: string },
  now = new Date(),
): Promise<void> {
  const tokenHash = hashResetToken(input.token);
  const invalid = () => notFound(PASSWORD_RESET_TOKEN_INVALID_MESSAGE);
  // Checked before hashing, so unknown tokens cost no argon2 time; checked again under the lock below.
  const [known] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .innerJoin(shopUsers, eq(shopUsers.id, passwordResetTokens.shopUserId))
    .where(usableReset(tokenHash, now));
  if (!known) throw invalid();
  // @node-rs/argon2 hashes with argon2id by default (GUIDE section 3).
  const passwordHash = await hash(input.newPassword);

  await db.transaction(async (tx) => {
    const [reset] = await tx
      .select({ shopUserId: passwordResetTokens.shopUserId })
      .from(passwordResetTokens)
      .innerJoin(shopUsers, eq(shopUsers.id, passwordResetTokens.shopUserId))
      .where(usableReset(tokenHash, now))
      .for('update', { of: passwordResetTokens });
    // A parallel reset with the same link won the lock and deleted the row: single use.
    if (!reset) throw invalid();
    await tx.update(shopUsers).set({ passwordHash }).where(eq(shopUsers.id, reset.shopUserId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.shopUserId, reset.shopUserId));
    // Sessions opened with the old password end with the reset.
    await revokeAllRefreshTokens(tx, reset.shopUserId, now);
  });
}
