import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { products } from '../../db/schema/index.ts';

/**
 * Ids of the products sold only inside a set (onlySellInBundle): listings put them after the products a
 * shopper can buy on their own. A shop has a handful, so the list travels as a query parameter.
 */
export async function loadSetOnlyProductIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.onlySellInBundle, true))
    .orderBy(products.id);
  return rows.map((row) => row.id);
}
