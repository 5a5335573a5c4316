import { hash, verify } from '@node-rs/argon2';
import {
  BLANK_MESSAGE,
  CUSTOMER_NOT_DEFINED_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type ChangePasswordBody,
  type CustomerUpdateBody,
  type Violation,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { customers, shopUsers } from '../../db/schema/index.ts';
import { ViolationError, notFound, violation } from '../../http/http-error.ts';
import { countAttempt, checkRateLimit, type RateLimitRule } from '../../http/rate-limit.ts';
import { revokeAllRefreshTokens } from '../auth/refresh-tokens.ts';
import { setDefaultAddress } from './address-book-service.ts';
import { profileViolations } from './profile-rules.ts';
import { unsubscribeFromNewsletter } from '../newsletter/service.ts';

/** Wrong current passwords per account: a stolen session cannot try passwords at speed. */
export const PASSWORD_CHANGE_FAILURES: RateLimitRule = {
  name: 'password-change',
  limit: 10,
  windowSeconds: 15 * 60,
};

/** The profile columns the account details form may change (the email is the sign-in name: not here). */
const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'birthday',
  'gender',
  'isCompany',
  'companyName',
  'vatNumber',
  'companyCode',
  'countryCode',
  'city',
  'street',
  'houseNumber',
  'flatNumber',
  'postCode',
  'subscribedToNewsletter',
  'subscribedToSmsOffers',
] as const satisfies readonly (keyof CustomerUpdateBody & keyof typeof customers.$inferSelect)[];

type CustomerRow = typeof customers.$inferSelect;

/**
 * PUT and PATCH /customers/{id}: changes the fields the body names, checked together with the values
 * kept (a company needs its name and code; phone, post code and VAT by country), and the default
 * address. Consents given here are stamped with `now`.
 */
export async function updateCustomerProfile(
  db: Database,
  customerId: number,
  input: CustomerUpdateBody,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
    if (!current) throw notFound(CUSTOMER_NOT_DEFINED_MESSAGE);
    const changes: Partial<CustomerRow> = {};
    for (const field of PROFILE_FIELDS) {
      const value = input[field];
      if (value !== undefined) Object.assign(changes, { [field]: value });
    }
    if (typeof changes.vatNumber === 'string') {
      changes.vatNumber = changes.vatNumber.replace(/[\s.-]/g, '').toUpperCase();
    }
    const merged = { ...current, ...changes };
    const violations: Violation[] = profileViolations(merged).filter((found) =>
      PROFILE_FIELDS.includes(found.propertyPath as (typeof PROFILE_FIELDS)[number]),
    );
    if (merged.isCompany) {
      for (const field of ['companyName', 'companyCode'] as const) {
        if (!merged[field]) violations.push({ propertyPath: field, message: BLANK_MESSAGE, code: 'blank' });
      }
    }
    if (violations.length > 0) throw new ViolationError(violations);
    if (input.privacyPolicyAccepted && !current.privacyPolicyAcceptedAt)
      changes.privacyPolicyAcceptedAt = now;
    if (input.termsAndConditionsAccepted && !current.termsAndConditionsAcceptedAt) {
      changes.termsAndConditionsAcceptedAt = now;
    }
    if (Object.keys(changes).length > 0) {
      await tx.update(customers).set(changes).where(eq(customers.id, customerId));
    }
    if (input.defaultAddress !== undefined) await setDefaultAddress(tx, customerId, input.defaultAddress);
    // Saying no in the account ends the newsletter subscriptions of the address too (docs/adr/0020).
    if (input.subscribedToNewsletter === false) await unsubscribeFromNewsletter(tx, current.email, now);
  });
}

/**
 * PUT /customers/{id}/password: the current password (unless the account has none: social sign-in
 * only), then the new one. Every session of the account ends (its refresh tokens are revoked): whoever
 * changes a password because it leaked wants the other devices out; the storefront signs in again.
 */
export async function changePassword(
  db: Database,
  customerId: number,
  input: ChangePasswordBody,
  now = new Date(),
): Promise<void> {
  const [user] = await db
    .select({ id: shopUsers.id, passwordHash: shopUsers.passwordHash })
    .from(shopUsers)
    .where(eq(shopUsers.customerId, customerId));
  if (!user) throw notFound(CUSTOMER_NOT_DEFINED_MESSAGE);
  const subject = String(user.id);
  if (user.passwordHash) {
    if (!input.currentPassword) throw violation('currentPassword', BLANK_MESSAGE, 'blank');
    await checkRateLimit(db, PASSWORD_CHANGE_FAILURES, subject, now);
    const matches = await verify(user.passwordHash, input.currentPassword).catch(() => false);
    if (!matches) {
      await countAttempt(db, PASSWORD_CHANGE_FAILURES, subject, now);
      throw violation('currentPassword', WRONG_CURRENT_PASSWORD_MESSAGE, 'wrong_password');
    }
  }
  const passwordHash = await hash(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(shopUsers).set({ passwordHash }).where(eq(shopUsers.id, user.id));
    await revokeAllRefreshTokens(tx, user.id, now);
  });
}
