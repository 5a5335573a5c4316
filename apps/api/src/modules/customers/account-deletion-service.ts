import type { LocaleCode } from '@shop/locale';
import { createHash, randomBytes } from 'node:crypto';
import {
  ACCOUNT_DELETION_ALREADY_EXECUTED_MESSAGE,
  ACCOUNT_DELETION_REFUSED_MESSAGE,
  ACCOUNT_DELETION_TOKEN_INVALID_MESSAGE,
} from '@shop/contracts';
import { ACCOUNT_DELETION_DELAY_HOURS } from '@shop/contracts/constants';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { accountDeletionRequests, customers, shopUsers } from '../../db/schema/index.ts';
import { HttpError, notFound, violation } from '../../http/http-error.ts';
import { cancelPendingJob, enqueueJob } from '../../jobs/job-queue.ts';
import { revokeAllRefreshTokens } from '../auth/refresh-tokens.ts';
import { anonymiseCustomerOrders, hasOpenOrders } from '../orders/customer-order-privacy.ts';

/** Job kind: deletes the account when the request is due (runAt = scheduledAt; survives restarts). */
export const ACCOUNT_DELETION_JOB = 'account-deletion';
/** Job kind: the mails of a request: the cancel link when scheduled, the explanation when refused. */
export const ACCOUNT_DELETION_EMAIL_JOB = 'account-deletion-email';

export const ACCOUNT_DELETION_DELAY_MS = ACCOUNT_DELETION_DELAY_HOURS * 60 * 60 * 1000;

export interface AccountDeletionJobPayload {
  accountDeletionRequestId: number;
}

export interface AccountDeletionEmailPayload {
  accountDeletionRequestId: number;
  kind: 'scheduled' | 'refused';
}

export interface AccountDeletionSchedule {
  requestedAt: Date;
  scheduledAt: Date;
}

/** Only this digest is stored: a leaked table or backup cannot be turned into working cancel links. */
export function hashAccountDeletionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A request still waiting for its time: neither cancelled, refused nor executed. */
const pending = and(
  isNull(accountDeletionRequests.cancelledAt),
  isNull(accountDeletionRequests.refusedAt),
  isNull(accountDeletionRequests.executedAt),
);

/**
 * POST /user/account-remove. Refused (422, spec section 8) while the customer has an open order.
 * Otherwise stores the request, the deletion job due in 24 hours and the mail job with the cancel link,
 * in one transaction under a lock on the customer's row; a request while one is pending answers that
 * one's schedule (no second job, no second mail).
 */
export async function requestAccountDeletion(
  db: Database,
  input: {
    customerId: number;
    channelCode: string;
    mailLocale: LocaleCode;
    linkLocale: string | null;
  },
  now = new Date(),
): Promise<AccountDeletionSchedule> {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, input.customerId))
      .for('update');
    if (!customer) throw notFound('The customer does not exist.');
    if (await hasOpenOrders(tx, input.customerId)) {
      throw violation('', ACCOUNT_DELETION_REFUSED_MESSAGE, 'account_has_open_orders');
    }
    const [existing] = await tx
      .select({
        requestedAt: accountDeletionRequests.requestedAt,
        scheduledAt: accountDeletionRequests.scheduledAt,
      })
      .from(accountDeletionRequests)
      .where(and(eq(accountDeletionRequests.customerId, input.customerId), pending));
    if (existing) return existing;

    const scheduledAt = new Date(now.getTime() + ACCOUNT_DELETION_DELAY_MS);
    const [request] = await tx
      .insert(accountDeletionRequests)
      .values({
        customerId: input.customerId,
        channelCode: input.channelCode,
        mailLocale: input.mailLocale,
        linkLocale: input.linkLocale,
        requestedAt: now,
        scheduledAt,
      })
      .returning({ id: accountDeletionRequests.id });
    if (!request) throw new Error('The account deletion request was not stored');
    const jobPayload: AccountDeletionJobPayload = { accountDeletionRequestId: request.id };
    const jobId = await enqueueJob(tx, ACCOUNT_DELETION_JOB, { ...jobPayload }, scheduledAt);
    await tx.update(accountDeletionRequests).set({ jobId }).where(eq(accountDeletionRequests.id, request.id));
    const mail: AccountDeletionEmailPayload = { accountDeletionRequestId: request.id, kind: 'scheduled' };
    await enqueueJob(tx, ACCOUNT_DELETION_EMAIL_JOB, { ...mail }, now);
    return { requestedAt: now, scheduledAt };
  });
}

/** GET /user/account-remove: the customer's pending deletion, or null when none is pending. */
export async function pendingAccountDeletion(
  db: Database,
  customerId: number,
): Promise<AccountDeletionSchedule | null> {
  const [row] = await db
    .select({
      requestedAt: accountDeletionRequests.requestedAt,
      scheduledAt: accountDeletionRequests.scheduledAt,
    })
    .from(accountDeletionRequests)
    .where(and(eq(accountDeletionRequests.customerId, customerId), pending));
  return row ?? null;
}

/**
 * GET /user/cancel-account-remove: the emailed token cancels its pending request and the deletion job.
 * Unknown or already used (cancelled, refused) tokens are a 404; a request already executed is a 410.
 */
export async function cancelAccountDeletion(db: Database, token: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.tokenHash, hashAccountDeletionToken(token)))
      .for('update');
    if (!request) throw notFound(ACCOUNT_DELETION_TOKEN_INVALID_MESSAGE);
    if (request.executedAt) throw new HttpError(410, ACCOUNT_DELETION_ALREADY_EXECUTED_MESSAGE);
    if (request.cancelledAt || request.refusedAt) throw notFound(ACCOUNT_DELETION_TOKEN_INVALID_MESSAGE);
    await tx
      .update(accountDeletionRequests)
      .set({ cancelledAt: now })
      .where(eq(accountDeletionRequests.id, request.id));
    if (request.jobId !== null) await cancelPendingJob(tx, request.jobId);
  });
}

export interface MintedCancelToken {
  token: string;
  email: string;
  firstName: string | null;
  scheduledAt: Date;
}

/**
 * Gives a pending request the token of its cancel link (32 random bytes, URL-safe) and returns it with
 * the address to mail it to; null when there is nothing to send any more (cancelled, refused, executed).
 * Minting again (a retried mail) replaces the earlier token.
 */
export async function mintAccountDeletionToken(
  db: Database,
  requestId: number,
): Promise<MintedCancelToken | null> {
  const [row] = await db
    .select({
      email: customers.email,
      firstName: customers.firstName,
      scheduledAt: accountDeletionRequests.scheduledAt,
    })
    .from(accountDeletionRequests)
    .innerJoin(customers, eq(customers.id, accountDeletionRequests.customerId))
    .where(and(eq(accountDeletionRequests.id, requestId), pending));
  if (!row) return null;
  const token = randomBytes(32).toString('base64url');
  const [minted] = await db
    .update(accountDeletionRequests)
    .set({ tokenHash: hashAccountDeletionToken(token) })
    .where(and(eq(accountDeletionRequests.id, requestId), pending))
    .returning({ id: accountDeletionRequests.id });
  return minted ? { token, ...row } : null;
}

export type AccountDeletionOutcome = 'executed' | 'refused' | 'skipped';

/**
 * The deletion job, when due. Skips a request that is no longer pending (cancelled by the link). If an
 * order was opened meanwhile the account is kept: the request is marked refused and the customer is
 * mailed why. Otherwise, in one transaction: the customer's orders are anonymised and detached (they
 * stay for the bookkeeping), every refresh token is revoked, and the customer row is deleted with its
 * shop user (and, by cascade, the user's tokens); access tokens already issued stop working because the
 * authentication hook no longer finds the user.
 */
export async function executeAccountDeletion(
  db: Database,
  requestId: number,
  now = new Date(),
): Promise<AccountDeletionOutcome> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(accountDeletionRequests)
      .where(and(eq(accountDeletionRequests.id, requestId), pending))
      .for('update');
    if (!request) return 'skipped';
    const customerId = request.customerId;
    if (customerId === null) {
      // The customer was removed some other way: nothing is left to delete.
      await tx
        .update(accountDeletionRequests)
        .set({ executedAt: now })
        .where(eq(accountDeletionRequests.id, request.id));
      return 'executed';
    }
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');

    if (await hasOpenOrders(tx, customerId)) {
      await tx
        .update(accountDeletionRequests)
        .set({ refusedAt: now })
        .where(eq(accountDeletionRequests.id, request.id));
      const mail: AccountDeletionEmailPayload = { accountDeletionRequestId: request.id, kind: 'refused' };
      await enqueueJob(tx, ACCOUNT_DELETION_EMAIL_JOB, { ...mail }, now);
      return 'refused';
    }

    await anonymiseCustomerOrders(tx, customerId);
    const users = await tx
      .select({ id: shopUsers.id })
      .from(shopUsers)
      .where(eq(shopUsers.customerId, customerId));
    for (const user of users) await revokeAllRefreshTokens(tx, user.id, now);
    await tx
      .update(accountDeletionRequests)
      .set({ executedAt: now })
      .where(eq(accountDeletionRequests.id, request.id));
    // Cascades to the shop user and its refresh, verification and reset tokens; the request keeps its
    // row with customer_id null as the record that the deletion happened.
    await tx.delete(customers).where(eq(customers.id, customerId));
    return 'executed';
  });
}

/** The request a refusal mail is about, with the address it still has (the account was kept). */
export async function loadRefusedRequestRecipient(
  db: Database,
  requestId: number,
): Promise<{ email: string; firstName: string | null } | null> {
  const [row] = await db
    .select({ email: customers.email, firstName: customers.firstName })
    .from(accountDeletionRequests)
    .innerJoin(customers, eq(customers.id, accountDeletionRequests.customerId))
    .where(eq(accountDeletionRequests.id, requestId));
  return row ?? null;
}

/** The mail settings stored with the request (channel, language, link locale). */
export async function loadRequestMailSettings(db: Database, requestId: number) {
  const [row] = await db
    .select({
      channelCode: accountDeletionRequests.channelCode,
      mailLocale: accountDeletionRequests.mailLocale,
      linkLocale: accountDeletionRequests.linkLocale,
    })
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.id, requestId));
  return row ?? null;
}
