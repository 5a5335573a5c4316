import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { customerGroups, customers } from '../../db/schema/index.ts';

/**
 * Which customer a cart belongs to and their group, for cart promotion rules: the signed-in customer, or
 * the profile with the cart's email (guests who ordered before have one). Null when neither is known.
 */
export async function findCustomerSegment(
  db: Database,
  who: { customerId: number | null; email: string | null },
): Promise<{ customerId: number; groupCode: string | null } | null> {
  const where =
    who.customerId !== null
      ? eq(customers.id, who.customerId)
      : who.email
        ? eq(customers.email, who.email.trim().toLowerCase())
        : null;
  if (!where) return null;
  const [row] = await db
    .select({ customerId: customers.id, groupCode: customerGroups.code })
    .from(customers)
    .leftJoin(customerGroups, eq(customerGroups.id, customers.groupId))
    .where(where)
    .limit(1);
  return row ?? null;
}

/** Codes of the customer groups that exist, of those asked for. */
export async function existingCustomerGroupCodes(db: Database): Promise<Set<string>> {
  const rows = await db.select({ code: customerGroups.code }).from(customerGroups);
  return new Set(rows.map((row) => row.code));
}
