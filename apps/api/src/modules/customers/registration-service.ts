import { hash } from '@node-rs/argon2';
import { EMAIL_TAKEN_MESSAGE, type RegisterCustomerBody } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { customers, shopUsers } from '../../db/schema/index.ts';
import { ViolationError, violation } from '../../http/http-error.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { joinOnRegistration } from '../loyalty/loyalty-service.ts';
import { ACCOUNT_VERIFICATION_JOB } from './customer-emails.ts';
import { profileViolations } from './profile-rules.ts';

export interface RegistrationContext {
  channelId: number;
  /** The request locale: the account's locale and the verification email's language. */
  locale: string;
  /** b2b: the account waits for the administration's approval. */
  requiresApproval: boolean;
  now: Date;
}

const emailTaken = () => violation('email', EMAIL_TAKEN_MESSAGE, 'email_taken');

/**
 * Registers a shop user (spec section 3 "Registration") and queues its verification email in the same
 * transaction. A guest who ordered before already has a customer row without a shop user: the
 * account is attached to it and its profile takes the form's values. An address that already has an
 * account is a violation on `email`, also when two registrations race (the unique keys decide).
 * Returns the customer's id.
 */
export async function registerCustomer(
  db: Database,
  input: RegisterCustomerBody,
  context: RegistrationContext,
): Promise<number> {
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
      if (existing.shopUserId !== null) throw emailTaken();
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
    if (!user) throw emailTaken();
    if (input.loyaltyRulesAccepted) {
      await joinOnRegistration(tx, { customerId, channelId: context.channelId, now: context.now });
    }
    await enqueueJob(tx, ACCOUNT_VERIFICATION_JOB, { shopUserId: user.id, locale: context.locale });
    return customerId;
  });
}
