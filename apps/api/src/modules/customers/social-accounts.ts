import { EMAIL_TAKEN_MESSAGE } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { customers, shopUsers } from '../../db/schema/index.ts';
import { violation } from '../../http/http-error.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { ACCOUNT_VERIFICATION_JOB } from './customer-emails.ts';

export interface SocialAccountInput {
  /** Lower-cased. */
  email: string;
  /** The provider vouched for the address (else it was typed by the shopper and must be verified by mail). */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  channelId: number;
  locale: string;
  /** b2b: a new account waits for the administration's approval. */
  requiresApproval: boolean;
  now: Date;
}

export interface SocialAccount {
  shopUserId: number;
  /** A new account whose address is not verified: its activation email was queued. */
  verificationSent: boolean;
}

/**
 * The shop user a social sign-in attaches to, by email (docs/adr/0016-social-sign-in.md). Run it inside the
 * caller's transaction (with the identity insert).
 *
 * - No customer: a customer (names from the provider) and a shop user without password.
 * - A guest customer (ordered without an account): a shop user without password on that customer.
 * - An account: with a provider-verified address it is that account. It is marked verified; if it was not
 *   verified yet, its password is dropped (someone else may have registered the address to wait for its
 *   owner: the owner now proves it and the squatter's password must not open the account).
 *   With an address only typed by the shopper, an existing account is never attached: `email` violation
 *   `This email is already used.` (as registration answers).
 *
 * New accounts are verified when the provider verified the address; otherwise the usual activation email
 * is queued (verification-service.ts verifies them).
 */
export async function ensureSocialAccount(tx: Database, input: SocialAccountInput): Promise<SocialAccount> {
  const names = { firstName: input.firstName, lastName: input.lastName };
  await tx
    .insert(customers)
    .values({ email: input.email, ...names })
    .onConflictDoNothing({ target: customers.email });
  const [existing] = await tx
    .select({
      customerId: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      shopUserId: shopUsers.id,
      verifiedAt: shopUsers.verifiedAt,
    })
    .from(customers)
    .leftJoin(shopUsers, eq(shopUsers.customerId, customers.id))
    .where(eq(customers.email, input.email))
    .for('update', { of: customers });
  if (!existing) throw new Error(`Customer ${input.email} vanished inside its transaction`);

  if (existing.shopUserId !== null) {
    if (!input.emailVerified) throw violation('email', EMAIL_TAKEN_MESSAGE, 'email_taken');
    if (!existing.verifiedAt) {
      await tx
        .update(shopUsers)
        .set({ verifiedAt: input.now, passwordHash: null })
        .where(eq(shopUsers.id, existing.shopUserId));
    }
    return { shopUserId: existing.shopUserId, verificationSent: false };
  }

  if (!existing.firstName && !existing.lastName && (names.firstName || names.lastName)) {
    await tx.update(customers).set(names).where(eq(customers.id, existing.customerId));
  }
  const [user] = await tx
    .insert(shopUsers)
    .values({
      customerId: existing.customerId,
      channelId: input.channelId,
      passwordHash: null,
      locale: input.locale,
      verifiedAt: input.emailVerified ? input.now : null,
      approvedAt: input.requiresApproval ? null : input.now,
    })
    .returning({ id: shopUsers.id });
  if (!user) throw new Error(`Shop user of ${input.email} not stored`);
  if (!input.emailVerified) {
    await enqueueJob(tx, ACCOUNT_VERIFICATION_JOB, { shopUserId: user.id, locale: input.locale });
  }
  return { shopUserId: user.id, verificationSent: !input.emailVerified };
}
