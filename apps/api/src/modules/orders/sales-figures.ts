import { SHOP_TIME_ZONE } from '@shop/contracts/constants';
import type { SalesDay, SalesTopCategory, SalesTopProduct } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { queryRows, toNumber } from '../search/sql-rows.ts';

/**
 * The orders module's sales figures (docs/adr/0054-sales-report.md), computed in SQL over the order rows.
 * A period is a range of calendar days in the shop's time zone; an order belongs to the day its checkout was
 * completed and counts unless it is cancelled (carts never count).
 */
export interface SalesScope {
  /** First day, YYYY-MM-DD (included). */
  from: string;
  /** Last day, YYYY-MM-DD (included). */
  to: string;
  /** null: every channel. */
  channelId: number | null;
}

export interface OrderFigures {
  revenue: number;
  orders: number;
  units: number;
  newCustomers: number;
  returningCustomers: number;
}

/** `[start, end)` of the period as instants: midnight in the shop's time zone. */
function bounds(scope: SalesScope): { start: SQL; end: SQL } {
  return {
    start: sql`((${scope.from}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`,
    end: sql`((${scope.to}::date + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`,
  };
}

/** The counted orders of the period, as a WHERE clause over `o` (orders). */
function countedOrders(scope: SalesScope): SQL {
  const { start, end } = bounds(scope);
  const channel = scope.channelId === null ? sql`` : sql` AND o.channel_id = ${scope.channelId}`;
  return sql`o.state NOT IN ('cart', 'cancelled') AND o.checkout_completed_at >= ${start}
    AND o.checkout_completed_at < ${end}${channel}`;
}

/**
 * Lines of catalogue goods: live lines that are not a gift card sold for a sum nor the channel's gift
 * wrapping (free gifts of a promotion are goods that leave the shop, so they count as units).
 */
const GOODS_LINE = sql`i.deleted_at IS NULL AND i.gift_card_sum IS NULL
  AND (c.gift_wrapping_code IS NULL OR p.code <> c.gift_wrapping_code)`;

/** Revenue, orders, units and buyers (new: first order in the period; returning: ordered before it). */
export async function orderFigures(db: Database, scope: SalesScope): Promise<OrderFigures> {
  const where = countedOrders(scope);
  const { start } = bounds(scope);
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`WITH counted AS (
          SELECT o.id, o.total, COALESCE(o.customer_id::text, 'email:' || lower(o.email), 'order:' || o.id) AS buyer
          FROM orders o WHERE ${where}
        ),
        units AS (
          SELECT COALESCE(sum(i.quantity), 0) AS units
          FROM counted
          JOIN order_items i ON i.order_id = counted.id
          JOIN orders o ON o.id = i.order_id
          JOIN channels c ON c.id = o.channel_id
          JOIN product_variants v ON v.id = i.variant_id
          JOIN products p ON p.id = v.product_id
          WHERE ${GOODS_LINE}
        ),
        buyers AS (
          SELECT DISTINCT buyer FROM counted
        ),
        earlier AS (
          SELECT DISTINCT COALESCE(o.customer_id::text, 'email:' || lower(o.email)) AS buyer
          FROM orders o
          WHERE o.state NOT IN ('cart', 'cancelled') AND o.checkout_completed_at < ${start}
            AND COALESCE(o.customer_id::text, 'email:' || lower(o.email)) IN (SELECT buyer FROM buyers)
        )
        SELECT
          (SELECT count(*) FROM counted) AS orders,
          (SELECT COALESCE(sum(total), 0) FROM counted) AS revenue,
          (SELECT units FROM units) AS units,
          (SELECT count(*) FROM buyers) AS buyers,
          (SELECT count(*) FROM earlier) AS returning`,
  );
  const buyers = toNumber(row?.buyers ?? 0);
  const returning = toNumber(row?.returning ?? 0);
  return {
    orders: toNumber(row?.orders ?? 0),
    revenue: toNumber(row?.revenue ?? 0),
    units: toNumber(row?.units ?? 0),
    newCustomers: buyers - returning,
    returningCustomers: returning,
  };
}

/** Revenue and orders on every day of the period, days without orders as zeros. */
export async function salesByDay(db: Database, scope: SalesScope): Promise<SalesDay[]> {
  const rows = await queryRows<{ day: string; revenue: unknown; orders: unknown }>(
    db,
    sql`WITH days AS (
          SELECT generate_series(${scope.from}::date, ${scope.to}::date, interval '1 day')::date AS day
        ),
        sold AS (
          SELECT (o.checkout_completed_at AT TIME ZONE ${SHOP_TIME_ZONE})::date AS day,
            sum(o.total) AS revenue, count(*) AS orders
          FROM orders o WHERE ${countedOrders(scope)}
          GROUP BY 1
        )
        SELECT to_char(days.day, 'YYYY-MM-DD') AS day, COALESCE(sold.revenue, 0) AS revenue,
          COALESCE(sold.orders, 0) AS orders
        FROM days LEFT JOIN sold ON sold.day = days.day
        ORDER BY days.day`,
  );
  return rows.map((row) => ({ date: row.day, revenue: toNumber(row.revenue), orders: toNumber(row.orders) }));
}

/** The goods lines of the period's orders grouped by `key`, biggest revenue first. */
function goodsLines(scope: SalesScope, select: SQL, groupBy: SQL, limit: number): SQL {
  return sql`SELECT ${select}, sum(i.quantity) AS units, sum(i.total) AS revenue
    FROM orders o
    JOIN order_items i ON i.order_id = o.id
    JOIN channels c ON c.id = o.channel_id
    JOIN product_variants v ON v.id = i.variant_id
    JOIN products p ON p.id = v.product_id
    WHERE ${countedOrders(scope)} AND ${GOODS_LINE}
    GROUP BY ${groupBy}
    ORDER BY revenue DESC, units DESC, 1
    LIMIT ${limit}`;
}

/** The products whose lines brought the most revenue, named in `locale` (else any of their names). */
export async function topProducts(
  db: Database,
  scope: SalesScope,
  locale: string,
  limit = 10,
): Promise<SalesTopProduct[]> {
  const rows = await queryRows<{
    id: number;
    code: string;
    name: string | null;
    units: unknown;
    revenue: unknown;
  }>(
    db,
    sql`WITH top AS (${goodsLines(scope, sql`p.id, p.code`, sql`p.id, p.code`, limit)})
        SELECT top.id, top.code, top.units, top.revenue,
          (SELECT t.name FROM product_translations t WHERE t.product_id = top.id
             ORDER BY t.locale = ${locale} DESC, t.locale LIMIT 1) AS name
        FROM top ORDER BY top.revenue DESC, top.units DESC, top.id`,
  );
  return rows.map((row) => ({
    productId: toNumber(row.id),
    code: row.code,
    name: row.name ?? row.code,
    units: toNumber(row.units),
    revenue: toNumber(row.revenue),
  }));
}

/** The main categories whose products' lines brought the most revenue (null: products without one). */
export async function topCategories(
  db: Database,
  scope: SalesScope,
  locale: string,
  limit = 10,
): Promise<SalesTopCategory[]> {
  const rows = await queryRows<{
    id: number | null;
    code: string | null;
    name: string | null;
    units: unknown;
    revenue: unknown;
  }>(
    db,
    sql`WITH top AS (${goodsLines(scope, sql`p.main_taxon_id AS id`, sql`p.main_taxon_id`, limit)})
        SELECT top.id, x.code, top.units, top.revenue,
          (SELECT t.name FROM taxon_translations t WHERE t.taxon_id = top.id
             ORDER BY t.locale = ${locale} DESC, t.locale LIMIT 1) AS name
        FROM top LEFT JOIN taxons x ON x.id = top.id
        ORDER BY top.revenue DESC, top.units DESC, top.id NULLS LAST`,
  );
  return rows.map((row) => ({
    taxonId: row.id === null ? null : toNumber(row.id),
    code: row.code,
    name: row.name,
    units: toNumber(row.units),
    revenue: toNumber(row.revenue),
  }));
}

export interface SalesOrderRow {
  number: string;
  placedAt: Date;
  channel: string;
  state: string;
  paymentState: string;
  shippingState: string;
  email: string | null;
  customerId: number | null;
  units: number;
  itemsTotal: number;
  promotionTotal: number;
  shippingTotal: number;
  taxTotal: number;
  total: number;
  currencyCode: string;
}

/**
 * Every order placed in the period (cancelled ones too, with their state: the CSV is the owner's record),
 * oldest first, `pageSize` at a time after the order id `afterId`.
 */
export async function placedOrdersPage(
  db: Database,
  scope: SalesScope,
  afterId: number,
  pageSize: number,
): Promise<Array<SalesOrderRow & { id: number }>> {
  const { start, end } = bounds(scope);
  const channel = scope.channelId === null ? sql`` : sql` AND o.channel_id = ${scope.channelId}`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT o.id, o.number, o.checkout_completed_at AS placed_at, c.code AS channel, o.state,
          o.payment_state, o.shipping_state, o.email, o.customer_id, o.items_total, o.promotion_total,
          o.shipping_total, o.tax_total, o.total, o.currency_code,
          (SELECT COALESCE(sum(i.quantity), 0) FROM order_items i
             JOIN product_variants v ON v.id = i.variant_id JOIN products p ON p.id = v.product_id
             WHERE i.order_id = o.id AND ${GOODS_LINE}) AS units
        FROM orders o JOIN channels c ON c.id = o.channel_id
        WHERE o.state <> 'cart' AND o.checkout_completed_at >= ${start} AND o.checkout_completed_at < ${end}
          AND o.id > ${afterId}${channel}
        ORDER BY o.id
        LIMIT ${pageSize}`,
  );
  return rows.map((row) => ({
    id: toNumber(row.id),
    number: String(row.number),
    placedAt: new Date(row.placed_at as string | Date),
    channel: String(row.channel),
    state: String(row.state),
    paymentState: String(row.payment_state),
    shippingState: String(row.shipping_state),
    email: (row.email as string | null) ?? null,
    customerId: row.customer_id === null ? null : toNumber(row.customer_id),
    units: toNumber(row.units),
    itemsTotal: toNumber(row.items_total),
    promotionTotal: toNumber(row.promotion_total),
    shippingTotal: toNumber(row.shipping_total),
    taxTotal: toNumber(row.tax_total),
    total: toNumber(row.total),
    currencyCode: String(row.currency_code),
  }));
}
