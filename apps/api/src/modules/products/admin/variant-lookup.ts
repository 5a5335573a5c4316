import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { productVariants } from '../../../db/schema/index.ts';

/** A product's variant ids in id order. */
export async function productVariantIds(db: Database, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id));
  return rows.map((row) => row.id);
}

/** A variant's id by its code (SKU), null when there is none. */
export async function findVariantId(db: Database, code: string): Promise<number | null> {
  const [row] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.code, code));
  return row?.id ?? null;
}
