import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { customers } from '../../db/schema/index.ts';

/**
 * Keeps a customer's `subscribedToNewsletter` in step with a newsletter subscription confirmed for the
 * same address (modules/newsletter calls this; the customers table stays this module's).
 */
export async function markCustomerSubscribedToNewsletter(db: Database, email: string): Promise<void> {
  await db.update(customers).set({ subscribedToNewsletter: true }).where(eq(customers.email, email));
}
