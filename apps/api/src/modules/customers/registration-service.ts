import { hash } from '@node-rs/argon2';
import type { RegisterCustomerBody } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { customers, shopUsers } from '../../db/schema/index.ts';
import { ViolationError } from '../../http/http-error.ts';
import { attemptsOf, countAttempt, type RateLimitRule } from '../../http/rate-limit.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { joinOnRegistration } from '../loyalty/loyalty-service.ts';
import { ACCOUNT_VERIFICATION_JOB } from './customer-emails.ts';
import { profileViolations } from './profile-rules.ts';

export interface RegistrationContext {
  channelId: number;
  /** The request channel: the owner's mail links to its storefront when the address has an account. */
  channelCode: string;
  /** The request locale: the account's locale and the verification email's language. */
  locale: string;
  /** b2b: the account waits for the administration's approval. */
  requiresApproval: boolean;
  now: Date;
}

/** Job kind: "someone tried to register with your address" to the account's owner (ADR 0040). */
export const REGISTRATION_ATTEMPT_EMAIL_JOB = 'registration-attempt-email';

/** The owner's mail: their shop user, and the channel and language of the attempt. */
export interface RegistrationAttemptPayload {
  shopUserId: number;
  channelCode: string;
  locale: string;
}

/** At most this many such mails per address and hour: repeated attempts must not flood the owner. */
export const REGISTRATION_ATTEMPT_MAILS: RateLimitRule = {
  name: 'registration-attempt-mail',
  limit: 3,
  windowSeconds: 60 * 60,
};

/** The address already has an account: thrown inside the transaction so that nothing it wrote stays. */
class AccountExists extends Error {
  constructor(readonly shopUserId: number) {
    super('The address already has an account');
  }
}

/**
 * Registers a shop user (spec section 3 "Registration") and queues its verification email in the same
 * transaction. A guest who ordered before already has a customer row without a shop user: the
 * account is attached to it and its profile takes the form's values. An address that already has an
 * account (also when two registrations race: the unique keys decide) creates and changes nothing: its
 * owner is mailed how to sign in or reset the password instead, and the caller cannot tell the two cases
 * apart (docs/adr/0040-sign-in-protection.md). Returns the new customer's id, or null for a known address.
 */
export async function registerCustomer(
  db: Database,
  input: RegisterCustomerBody,
  context: RegistrationContext,
): Promise<number | null> {
  const violations = profileViolations(input);
  if (violations.length > 0) throw new ViolationError(violations);

  const profile = {
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumber: input.phoneNumber ?? null,
    birthday: input.birthday ?? null,
    gender: input.gender,
    isCompany: input.isCompany,
    companyName: input.companyName ?? null,
    vatNumber: input.vatNumber ? input.vatNumber.replace(/[\s.-]/g, '').toUpperCase() : null,
    companyCode: input.companyCode ?? null,
    countryCode: input.countryCode ?? null,
    city: input.city ?? null,
    street: input.street ?? null,
    houseNumber: input.houseNumber ?? null,
    flatNumber: input.flatNumber ?? null,
    postCode: input.postCode ?? null,
    subscribedToNewsletter: input.subscribedToNewsletter,
    subscribedToSmsOffers: input.subscribedToSmsOffers,
    privacyPolicyAcceptedAt: context.now,
    termsAndConditionsAcceptedAt: context.now,
    loyaltyRulesAcceptedAt: input.loyaltyRulesAccepted ? context.now : null,
  };
  // argon2id (the library's default) before the transaction: hashing takes tens of milliseconds.
  const passwordHash = await hash(input.password);

  try {
    return await createAccount(db, input, context, profile, passwordHash);
  } catch (error) {
    if (!(error instanceof AccountExists)) throw error;
    await mailAccountOwner(
      db,
      input.email,
      {
        shopUserId: error.shopUserId,
        channelCode: context.channelCode,
        locale: context.locale,
      },
      context.now,
    );
    return null;
  }
}

/** Queues the owner's mail, unless the address already got its share this hour. */
async function mailAccountOwner(
  db: Database,
  email: string,
  payload: RegistrationAttemptPayload,
  now: Date,
): Promise<void> {
  if ((await attemptsOf(db, REGISTRATION_ATTEMPT_MAILS, email, now)) >= REGISTRATION_ATTEMPT_MAILS.limit)
    return;
  await countAttempt(db, REGISTRATION_ATTEMPT_MAILS, email, now);
  await enqueueJob(db, REGISTRATION_ATTEMPT_EMAIL_JOB, { ...payload });
}

async function createAccount(
  db: Database,
  input: RegisterCustomerBody,
  context: RegistrationContext,
  profile: Partial<typeof customers.$inferInsert>,
  passwordHash: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(customers)
      .values({ email: input.email, ...profile })
      .onConflictDoNothing({ target: customers.email })
      .returning({ id: customers.id });
    let customerId = created?.id;
    if (customerId === undefined) {
      const [existing] = await tx
        .select({ id: customers.id, shopUserId: shopUsers.id })
        .from(customers)
        .leftJoin(shopUsers, eq(shopUsers.customerId, customers.id))
        .where(eq(customers.email, input.email))
        .for('update', { of: customers });
      if (!existing) throw new Error(`Customer ${input.email} vanished inside its transaction`);
      if (existing.shopUserId !== null) throw new AccountExists(existing.shopUserId);
      customerId = existing.id;
      await tx.update(customers).set(profile).where(eq(customers.id, customerId));
    }
    const [user] = await tx
      .insert(shopUsers)
      .values({
        customerId,
        channelId: context.channelId,
        passwordHash,
        locale: context.locale,
        approvedAt: context.requiresApproval ? null : context.now,
      })
      .onConflictDoNothing({ target: shopUsers.customerId })
      .returning({ id: shopUsers.id });
    if (!user) {
      const [other] = await tx
        .select({ id: shopUsers.id })
        .from(shopUsers)
        .where(eq(shopUsers.customerId, customerId));
      if (!other) throw new Error(`Shop user of customer ${customerId} vanished inside its transaction`);
      throw new AccountExists(other.id);
    }
    if (input.loyaltyRulesAccepted) {
      await joinOnRegistration(tx, { customerId, channelId: context.channelId, now: context.now });
    }
    await enqueueJob(tx, ACCOUNT_VERIFICATION_JOB, { shopUserId: user.id, locale: context.locale });
    return customerId;
  });
}
