import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { products } from '../../db/schema/index.ts';

/**
 * Adds one rating to a product's average and count (call it in the transaction that stores the review;
 * the row lock of the UPDATE serialises concurrent reviews of one product).
 */
export async function addProductRating(db: Database, productId: number, rating: number): Promise<void> {
  await db
    .update(products)
    .set({
      averageRating: sql`(${products.averageRating} * ${products.reviewCount} + ${rating}) / (${products.reviewCount} + 1)`,
      reviewCount: sql`${products.reviewCount} + 1`,
    })
    .where(eq(products.id, productId));
}

/** The product's average rating and review count, or null when it does not exist. */
export async function productRating(
  db: Database,
  productId: number,
): Promise<{ averageRating: number; reviewCount: number } | null> {
  const [row] = await db
    .select({ averageRating: products.averageRating, reviewCount: products.reviewCount })
    .from(products)
    .where(eq(products.id, productId));
  return row ?? null;
}
