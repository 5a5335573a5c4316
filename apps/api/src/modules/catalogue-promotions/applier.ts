import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { queueSearchRefresh } from '../search/search-refresh.ts';
import { queryRows, toNullableNumber, toNumber } from '../search/sql-rows.ts';
import { salePrice, type SaleAction } from './sale-prices.ts';

/** The job that re-applies a sale's prices when it starts or ends (payload: promotionId). */
export const CATALOG_PROMOTION_BOUNDARY_JOB = 'catalog-promotion.boundary';

function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
}

/**
 * The (promotion, product) pairs in the scopes of sales (promotions with a price action): products named,
 * products in a named category or any category below it (as a category or as the main category), and
 * products of a named brand. `promotionIds` / `productIds` narrow it.
 */
function scopePairs(filter: { promotionIds?: readonly number[]; productIds?: readonly number[] }): SQL {
  const promotionFilter = filter.promotionIds
    ? sql`AND s.promotion_id = ANY(${intArray(filter.promotionIds)})`
    : sql``;
  const productFilter = (column: SQL) =>
    filter.productIds ? sql`AND ${column} = ANY(${intArray(filter.productIds)})` : sql``;
  return sql`
    WITH RECURSIVE scoped_taxons (promotion_id, taxon_id) AS (
      SELECT s.promotion_id, s.taxon_id FROM catalog_promotion_scopes s
      WHERE s.taxon_id IS NOT NULL ${promotionFilter}
      UNION
      SELECT st.promotion_id, t.id FROM taxons t JOIN scoped_taxons st ON t.parent_id = st.taxon_id
    )
    SELECT s.promotion_id, s.product_id FROM catalog_promotion_scopes s
      WHERE s.product_id IS NOT NULL ${promotionFilter} ${productFilter(sql`s.product_id`)}
    UNION
    SELECT st.promotion_id, pt.product_id FROM scoped_taxons st
      JOIN product_taxons pt ON pt.taxon_id = st.taxon_id
      WHERE TRUE ${productFilter(sql`pt.product_id`)}
    UNION
    SELECT st.promotion_id, p.id FROM scoped_taxons st
      JOIN products p ON p.main_taxon_id = st.taxon_id
      WHERE TRUE ${productFilter(sql`p.id`)}
    UNION
    SELECT s.promotion_id, pav.product_id FROM catalog_promotion_scopes s
      JOIN product_attribute_values pav ON pav.attribute_value_id = s.attribute_value_id
      WHERE TRUE ${promotionFilter} ${productFilter(sql`pav.product_id`)}`;
}

/** The ids of the products in a sale's scopes now. */
export async function productsInScope(db: Database, promotionId: number): Promise<number[]> {
  const rows = await queryRows<{ product_id: unknown }>(db, scopePairs({ promotionIds: [promotionId] }));
  return [...new Set(rows.map((row) => toNumber(row.product_id)))];
}

/** The ids of the products linked to a promotion (its badge and listing filter). */
export async function productsLinkedTo(db: Database, promotionId: number): Promise<number[]> {
  const rows = await queryRows<{ product_id: unknown }>(
    db,
    sql`SELECT product_id FROM product_catalog_promotions WHERE promotion_id = ${promotionId}`,
  );
  return rows.map((row) => toNumber(row.product_id));
}

/**
 * Links the products to the sales whose scopes hold them now (the badge and the listing filter follow
 * the links), dropping links to sales that no longer cover them. Badge-only promotions (no price action)
 * keep their hand-made links. Returns the products whose links changed.
 */
async function relink(tx: Database, productIds: readonly number[]): Promise<Set<number>> {
  const removed = await queryRows<{ product_id: unknown }>(
    tx,
    sql`DELETE FROM product_catalog_promotions l
      USING catalog_promotions p
      WHERE p.id = l.promotion_id AND p.discount_type IS NOT NULL
        AND l.product_id = ANY(${intArray(productIds)})
        AND (l.promotion_id, l.product_id) NOT IN (${scopePairs({ productIds })})
      RETURNING l.product_id`,
  );
  const added = await queryRows<{ product_id: unknown }>(
    tx,
    sql`INSERT INTO product_catalog_promotions (promotion_id, product_id)
      SELECT pairs.promotion_id, pairs.product_id FROM (${scopePairs({ productIds })}) pairs
      JOIN catalog_promotions p ON p.id = pairs.promotion_id AND p.discount_type IS NOT NULL
      ON CONFLICT DO NOTHING
      RETURNING product_id`,
  );
  return new Set([...removed, ...added].map((row) => toNumber(row.product_id)));
}

interface PricingRow {
  id: number;
  productId: number;
  channelId: number;
  price: number;
  originalPrice: number | null;
  basePrice: number | null;
  baseOriginalPrice: number | null;
}

/** The channel pricings of the products' variants, locked for the update. */
async function lockPricings(tx: Database, productIds: readonly number[]): Promise<PricingRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT cp.id, v.product_id, cp.channel_id, cp.price, cp.original_price, cp.base_price,
        cp.base_original_price
      FROM channel_pricings cp JOIN product_variants v ON v.id = cp.variant_id
      WHERE v.product_id = ANY(${intArray(productIds)})
      ORDER BY cp.id
      FOR UPDATE OF cp`,
  );
  return rows.map((row) => ({
    id: toNumber(row.id),
    productId: toNumber(row.product_id),
    channelId: toNumber(row.channel_id),
    price: toNumber(row.price),
    originalPrice: toNullableNumber(row.original_price),
    basePrice: toNullableNumber(row.base_price),
    baseOriginalPrice: toNullableNumber(row.base_original_price),
  }));
}

/** The sales running at `now` for the products, per "product:channel". */
async function runningSales(
  tx: Database,
  productIds: readonly number[],
  now: Date,
): Promise<Map<string, SaleAction[]>> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT l.product_id, c.channel_id, p.id, p.discount_type, p.discount_percent, p.discount_amount,
        p.priority, p.exclusive
      FROM product_catalog_promotions l
      JOIN catalog_promotions p ON p.id = l.promotion_id
      JOIN catalog_promotion_channels c ON c.promotion_id = p.id
      WHERE l.product_id = ANY(${intArray(productIds)})
        AND p.enabled AND p.discount_type IS NOT NULL
        AND (p.starts_at IS NULL OR p.starts_at <= ${now.toISOString()}::timestamptz)
        AND (p.ends_at IS NULL OR p.ends_at > ${now.toISOString()}::timestamptz)`,
  );
  const sales = new Map<string, SaleAction[]>();
  for (const row of rows) {
    const key = `${toNumber(row.product_id)}:${toNumber(row.channel_id)}`;
    const list = sales.get(key) ?? [];
    list.push({
      id: toNumber(row.id),
      discountType: row.discount_type === 'fixed' ? 'fixed' : 'percentage',
      discountPercent: toNullableNumber(row.discount_percent),
      discountAmount: toNullableNumber(row.discount_amount),
      priority: toNumber(row.priority),
      exclusive: row.exclusive === true,
    });
    sales.set(key, list);
  }
  return sales;
}

const UPDATE_BATCH = 500;

/**
 * Whether there is anything to do: a sale exists, or one of the products still holds a sale's price. Most
 * shops have no sale most of the time; then an editor save or an import batch costs one cheap query.
 */
async function anySaleOrSalePrice(tx: Database, productIds: readonly number[]): Promise<boolean> {
  const [row] = await queryRows<{ found: unknown }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM catalog_promotions WHERE discount_type IS NOT NULL)
      OR EXISTS (
        SELECT 1 FROM channel_pricings cp JOIN product_variants v ON v.id = cp.variant_id
        WHERE cp.base_price IS NOT NULL AND v.product_id = ANY(${intArray(productIds)})
      ) AS found`,
  );
  return row?.found === true;
}

/**
 * Brings the channel pricings of these products in line with the sales (docs/adr/0057): links the
 * products in each sale's scopes, then for every variant and channel sets the price the running sales
 * give from the own price (kept in basePrice/baseOriginalPrice while a sale applies), or restores the own
 * price exactly when none applies any more. Idempotent: running it again changes nothing. Run it in the
 * transaction of the change that asked for it. Returns the products whose prices or badges changed, whose
 * search documents must be refreshed.
 */
export async function applyCatalogPromotions(
  tx: Database,
  productIds: readonly number[],
  now = new Date(),
): Promise<number[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0 || !(await anySaleOrSalePrice(tx, ids))) return [];
  const changed = await relink(tx, ids);
  const [pricings, sales] = await Promise.all([lockPricings(tx, ids), runningSales(tx, ids, now)]);
  const updates: Array<PricingRow> = [];
  for (const row of pricings) {
    const own =
      row.basePrice !== null
        ? { price: row.basePrice, originalPrice: row.baseOriginalPrice }
        : { price: row.price, originalPrice: row.originalPrice };
    const target = salePrice(own, sales.get(`${row.productId}:${row.channelId}`) ?? []);
    if (
      target.price !== row.price ||
      target.originalPrice !== row.originalPrice ||
      target.basePrice !== row.basePrice ||
      target.baseOriginalPrice !== row.baseOriginalPrice
    ) {
      updates.push({ ...row, ...target });
      changed.add(row.productId);
    }
  }
  for (let start = 0; start < updates.length; start += UPDATE_BATCH) {
    const values = updates
      .slice(start, start + UPDATE_BATCH)
      .map(
        (row) =>
          sql`(${row.id}::int, ${row.price}::int, ${row.originalPrice}::int, ${row.basePrice}::int, ${row.baseOriginalPrice}::int)`,
      );
    await tx.execute(sql`UPDATE channel_pricings cp
      SET price = u.price, original_price = u.original_price, base_price = u.base_price,
        base_original_price = u.base_original_price
      FROM (VALUES ${sql.join(values, sql`, `)}) AS u (id, price, original_price, base_price, base_original_price)
      WHERE cp.id = u.id`);
  }
  return [...changed];
}

/**
 * For the writers of own prices and categories (editor, bulk actions, import): the sales applied again to
 * the products they changed, in their transaction. Returns the products, for their search refresh.
 */
export async function withSalePrices(tx: Database, productIds: readonly number[]): Promise<number[]> {
  await applyCatalogPromotions(tx, productIds);
  return [...productIds];
}

/**
 * applyCatalogPromotions for the products, then their search read model refreshed (a search-refresh job
 * in the same transaction; the catalogue version moves when it runs). Returns that job's id (null when
 * nothing changed) for SearchRefresher.runSoon.
 */
export async function applyAndQueueRefresh(
  tx: Database,
  productIds: readonly number[],
  alsoRefresh: readonly number[] = [],
  now = new Date(),
): Promise<number | null> {
  const changed = await applyCatalogPromotions(tx, productIds, now);
  return queueSearchRefresh(tx, [...changed, ...alsoRefresh]);
}

/**
 * Jobs that re-apply a sale when it starts and when it ends (the dates still ahead). A job whose date was
 * changed since runs all the same and changes nothing: the applier is idempotent.
 */
export async function scheduleBoundaries(
  tx: Database,
  promotion: { id: number; startsAt: Date | null; endsAt: Date | null },
  now = new Date(),
): Promise<void> {
  for (const at of [promotion.startsAt, promotion.endsAt]) {
    if (at && at.getTime() > now.getTime()) {
      await enqueueJob(tx, CATALOG_PROMOTION_BOUNDARY_JOB, { promotionId: promotion.id }, at);
    }
  }
}
