import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { customers, shopUsers } from '../../db/schema/index.ts';

/**
 * Keeps a customer's `subscribedToNewsletter` in step with a newsletter subscription confirmed for the
 * same address (modules/newsletter calls this; the customers table stays this module's).
 */
export async function markCustomerSubscribedToNewsletter(db: Database, email: string): Promise<void> {
  await db.update(customers).set({ subscribedToNewsletter: true }).where(eq(customers.email, email));
}

/**
 * Whether the address belongs to an account with a verified email that takes the newsletter (its
 * `subscribedToNewsletter`, said yes to in the account or at a verified sign-up): the shop already has
 * that subscriber's confirmed consent, so subscribing again is "already subscribed".
 */
export async function isNewsletterSubscribedAccount(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .innerJoin(shopUsers, eq(shopUsers.customerId, customers.id))
    .where(
      and(
        eq(customers.email, email),
        eq(customers.subscribedToNewsletter, true),
        isNotNull(shopUsers.verifiedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
