import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { productVariants } from '../../db/schema/index.ts';
import { loadCartLines } from './cart-lines.ts';
import { unitsNeeded } from './checkout-service.ts';

/**
 * What a placed order does to stock after completion put its units on hold (Sylius inventory): fulfilling
 * sells them (they leave on hand and hold), cancelling releases the hold. Tracked variants only, rows
 * locked in id order like completion, never below zero. Call in the transaction that changes the order.
 */
export async function settleOrderStock(
  tx: Database,
  order: { id: number; channelId: number },
  how: 'sell' | 'release',
): Promise<void> {
  const needed = await unitsNeeded(tx, await loadCartLines(tx, order.id, order.channelId));
  if (needed.size === 0) return;
  const locked = await tx
    .select({ id: productVariants.id, tracked: productVariants.tracked })
    .from(productVariants)
    .where(inArray(productVariants.id, [...needed.keys()]))
    .orderBy(asc(productVariants.id))
    .for('update');
  for (const variant of locked.filter((candidate) => candidate.tracked)) {
    const units = needed.get(variant.id) ?? 0;
    await tx
      .update(productVariants)
      .set(
        how === 'sell'
          ? {
              onHand: sql`GREATEST(${productVariants.onHand} - ${units}, 0)`,
              onHold: sql`GREATEST(${productVariants.onHold} - ${units}, 0)`,
            }
          : { onHold: sql`GREATEST(${productVariants.onHold} - ${units}, 0)` },
      )
      .where(eq(productVariants.id, variant.id));
  }
}
