import { VERIFICATION_TOKEN_EXPIRED_MESSAGE, VERIFICATION_TOKEN_NOT_FOUND_MESSAGE } from '@shop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { accountVerificationTokens, channels, customers, shopUsers } from '../../db/schema/index.ts';
import { notFound, violation } from '../../http/http-error.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { recordConfirmedSubscriber } from '../newsletter/service.ts';
import { ACCOUNT_VERIFICATION_JOB } from './customer-emails.ts';
import { hashVerificationToken } from './verification-token.ts';

/**
 * PATCH /customers/verify/{token}: marks the token's shop user verified. A token works once: using it
 * deletes it and the user's other links. Unknown or used: 404; expired: 422 on `token` (kept, so that
 * the answer stays the same until a new link is asked for).
 */
export async function verifyAccount(db: Database, token: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        shopUserId: accountVerificationTokens.shopUserId,
        expiresAt: accountVerificationTokens.expiresAt,
      })
      .from(accountVerificationTokens)
      .where(eq(accountVerificationTokens.tokenHash, hashVerificationToken(token)))
      .for('update');
    if (!row) throw notFound(VERIFICATION_TOKEN_NOT_FOUND_MESSAGE);
    if (row.expiresAt.getTime() <= now.getTime()) {
      throw violation('token', VERIFICATION_TOKEN_EXPIRED_MESSAGE, 'expired');
    }
    await tx
      .delete(accountVerificationTokens)
      .where(eq(accountVerificationTokens.shopUserId, row.shopUserId));
    const verified = await tx
      .update(shopUsers)
      .set({ verifiedAt: now })
      .where(and(eq(shopUsers.id, row.shopUserId), isNull(shopUsers.verifiedAt)))
      .returning({
        customerId: shopUsers.customerId,
        channelId: shopUsers.channelId,
        locale: shopUsers.locale,
      });
    const [user] = verified;
    if (user) await subscribeVerifiedCustomer(tx, user, now);
  });
}

/**
 * Registration's "subscribe to the newsletter": the verified address is the double opt-in, so the customer
 * becomes a confirmed subscriber of their channel (docs/adr/0020).
 */
async function subscribeVerifiedCustomer(
  db: Database,
  user: { customerId: number; channelId: number | null; locale: string | null },
  now: Date,
): Promise<void> {
  if (user.channelId === null) return;
  const [customer] = await db
    .select({
      email: customers.email,
      subscribed: customers.subscribedToNewsletter,
      privacyPolicyAcceptedAt: customers.privacyPolicyAcceptedAt,
      termsAndConditionsAcceptedAt: customers.termsAndConditionsAcceptedAt,
    })
    .from(customers)
    .where(eq(customers.id, user.customerId));
  if (!customer?.subscribed || !customer.privacyPolicyAcceptedAt || !customer.termsAndConditionsAcceptedAt)
    return;
  const [channel] = await db
    .select({ defaultLocale: channels.defaultLocale })
    .from(channels)
    .where(eq(channels.id, user.channelId));
  if (!channel) return;
  await recordConfirmedSubscriber(
    db,
    {
      email: customer.email,
      channelId: user.channelId,
      locale: user.locale ?? channel.defaultLocale,
      privacyPolicyAcceptedAt: customer.privacyPolicyAcceptedAt,
      termsAcceptedAt: customer.termsAndConditionsAcceptedAt,
    },
    now,
  );
}

/**
 * POST /account-verification-requests: queues a new verification email when the address belongs to
 * an account not verified yet, and does nothing otherwise. The caller answers the same either way, so
 * the call does not tell whether an address is registered (registration itself does, as the form needs).
 */
export async function requestAccountVerification(db: Database, email: string, locale: string): Promise<void> {
  const [user] = await db
    .select({ id: shopUsers.id })
    .from(shopUsers)
    .innerJoin(customers, eq(customers.id, shopUsers.customerId))
    .where(and(eq(customers.email, email), isNull(shopUsers.verifiedAt)));
  if (user) await enqueueJob(db, ACCOUNT_VERIFICATION_JOB, { shopUserId: user.id, locale });
}
