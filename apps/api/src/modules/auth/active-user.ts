import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { shopUsers } from '../../db/schema/index.ts';

/**
 * Whether the token's shop user still exists, belongs to the token's customer and is enabled: a deleted
 * account (docs/adr/0018-account-deletion.md) or a disabled one ends its access tokens at once.
 */
export async function isActiveShopUser(
  db: Database,
  user: { shopUserId: number; customerId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: shopUsers.id })
    .from(shopUsers)
    .where(
      and(
        eq(shopUsers.id, user.shopUserId),
        eq(shopUsers.customerId, user.customerId),
        eq(shopUsers.enabled, true),
      ),
    );
  return row !== undefined;
}
