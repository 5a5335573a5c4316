import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { productBundleItems, productVariants } from '../../db/schema/index.ts';
import { loadCartLines } from './cart-lines.ts';
import { queryRows, toNumber } from '../search/sql-rows.ts';

/** Units each variant must give for the lines: a bundle gives its parts' units. */
export async function unitsNeeded(
  tx: Database,
  lines: Awaited<ReturnType<typeof loadCartLines>>,
): Promise<Map<number, number>> {
  const needed = new Map<number, number>();
  const add = (variantId: number, units: number) =>
    needed.set(variantId, (needed.get(variantId) ?? 0) + units);
  const bundleIds = lines.filter((line) => line.isBundle).map((line) => line.productId);
  const parts =
    bundleIds.length === 0
      ? []
      : await tx
          .select()
          .from(productBundleItems)
          .where(inArray(productBundleItems.bundleProductId, bundleIds));
  for (const line of lines) {
    if (!line.isBundle) {
      add(line.variantId, line.quantity);
      continue;
    }
    for (const part of parts.filter((candidate) => candidate.bundleProductId === line.productId)) {
      add(part.variantId, part.quantity * line.quantity);
    }
  }
  return needed;
}

interface LockedVariant {
  id: number;
  productId: number;
  tracked: boolean;
  onHand: number;
  onHold: number;
}

/**
 * One statement (docs/adr/0049): locks the variants' rows in id order (so two checkouts never deadlock) and,
 * when every tracked one has the units in stock, puts them on hold; answers the rows as they were before the
 * hold. Nothing is held when one is short: the caller finds it in the answer and refuses the order.
 */
export async function holdUnits(tx: Database, needed: ReadonlyMap<number, number>): Promise<LockedVariant[]> {
  if (needed.size === 0) return [];
  const units = sql.join(
    [...needed].map(([variantId, count]) => sql`(${variantId}::int, ${count}::int)`),
    sql`, `,
  );
  const rows = await queryRows<{
    id: unknown;
    productId: unknown;
    tracked: boolean;
    onHand: unknown;
    onHold: unknown;
  }>(
    tx,
    sql`WITH needed(id, units) AS (VALUES ${units}),
      locked AS (
        SELECT v.id, v.product_id, v.tracked, v.on_hand, v.on_hold FROM product_variants v
        WHERE v.id IN (SELECT id FROM needed) ORDER BY v.id FOR UPDATE),
      held AS (
        UPDATE product_variants v SET on_hold = v.on_hold + needed.units FROM needed
        WHERE v.id = needed.id AND v.tracked AND NOT EXISTS (
          SELECT 1 FROM locked JOIN needed short ON short.id = locked.id
          WHERE locked.tracked AND locked.on_hand - locked.on_hold < short.units))
      SELECT id, product_id AS "productId", tracked, on_hand AS "onHand", on_hold AS "onHold"
      FROM locked ORDER BY id`,
  );
  return rows.map((row) => ({
    id: toNumber(row.id),
    productId: toNumber(row.productId),
    tracked: row.tracked,
    onHand: toNumber(row.onHand),
    onHold: toNumber(row.onHold),
  }));
}

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
