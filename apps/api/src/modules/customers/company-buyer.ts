import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { customers, shopUsers } from '../../db/schema/index.ts';

/**
 * Whether the customer may buy on a login-only (b2b) channel: a company account (`isCompany`) whose shop
 * user the administration approved and that is still enabled (spec section 6: "cart actions only for an
 * authorised company account").
 */
export async function isApprovedCompanyBuyer(db: Database, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .innerJoin(shopUsers, eq(shopUsers.customerId, customers.id))
    .where(
      and(
        eq(customers.id, customerId),
        eq(customers.isCompany, true),
        isNotNull(shopUsers.approvedAt),
        eq(shopUsers.enabled, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}
