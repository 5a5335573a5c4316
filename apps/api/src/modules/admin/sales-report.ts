import {
  SALES_ORDERS_CSV_COLUMNS,
  SALES_REPORT_CACHE_SECONDS,
  type AdminSalesReport,
  type AdminSalesReportQuery,
  type SalesFigures,
} from '@shop/contracts';
import { Readable } from 'node:stream';
import type { Database } from '../../db/database.ts';
import { violation } from '../../http/http-error.ts';
import { listChannelCodes } from '../channels/channel-list.ts';
import { memberFigures } from '../loyalty/member-figures.ts';
import {
  orderFigures,
  placedOrdersPage,
  salesByDay,
  topCategories,
  topProducts,
  type SalesOrderRow,
  type SalesScope,
} from '../orders/sales-figures.ts';
import { returnFigures } from '../returns/return-figures.ts';

/**
 * The back office's sales report (docs/adr/0054-sales-report.md): each module computes its own figures in
 * SQL (orders, returns, loyalty); this puts them together for a period and the period of the same length
 * before it, and keeps a report for SALES_REPORT_CACHE_SECONDS per query.
 */

const DAY_MS = 86_400_000;

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same number of days just before `from`..`to`. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  return { from: shiftDay(from, -length), to: shiftDay(from, -1) };
}

async function channelIdOf(db: Database, code: string | undefined): Promise<number | null> {
  if (code === undefined) return null;
  const channel = (await listChannelCodes(db)).find((row) => row.code === code);
  if (!channel) throw violation('channel', 'There is no channel with this code.');
  return channel.id;
}

async function figures(db: Database, scope: SalesScope): Promise<SalesFigures> {
  const [orders, returns, members] = await Promise.all([
    orderFigures(db, scope),
    returnFigures(db, scope),
    memberFigures(db, scope),
  ]);
  return {
    revenue: orders.revenue,
    orders: orders.orders,
    averageOrderValue: orders.orders === 0 ? 0 : Math.round(orders.revenue / orders.orders),
    units: orders.units,
    returns: returns.returns,
    refunds: returns.refunds,
    newCustomers: orders.newCustomers,
    returningCustomers: orders.returningCustomers,
    newLoyaltyMembers: members.joined,
  };
}

const cache = new Map<string, { at: number; report: Promise<AdminSalesReport> }>();

/** The report of a period, from the cache when one for the same query is younger than the cache time. */
export function salesReport(
  db: Database,
  query: AdminSalesReportQuery,
  now: () => number = Date.now,
): Promise<AdminSalesReport> {
  const key = JSON.stringify([query.from, query.to, query.channel ?? null, query.locale]);
  const cached = cache.get(key);
  if (cached && now() - cached.at < SALES_REPORT_CACHE_SECONDS * 1000) return cached.report;
  for (const [old, entry] of cache) {
    if (now() - entry.at >= SALES_REPORT_CACHE_SECONDS * 1000) cache.delete(old);
  }
  const report = computeSalesReport(db, query);
  cache.set(key, { at: now(), report });
  // A failed computation is not kept.
  report.catch(() => cache.delete(key));
  return report;
}

async function computeSalesReport(db: Database, query: AdminSalesReportQuery): Promise<AdminSalesReport> {
  const channelId = await channelIdOf(db, query.channel);
  const scope: SalesScope = { from: query.from, to: query.to, channelId };
  const before = previousPeriod(query.from, query.to);
  const previousScope: SalesScope = { ...before, channelId };
  const [current, previous, days, products, categories, members] = await Promise.all([
    figures(db, scope),
    figures(db, previousScope),
    salesByDay(db, scope),
    topProducts(db, scope, query.locale),
    topCategories(db, scope, query.locale),
    memberFigures(db, scope),
  ]);
  return {
    period: { from: query.from, to: query.to },
    previousPeriod: before,
    channel: query.channel ?? null,
    currencyCode: 'EUR',
    current,
    previous,
    days,
    topProducts: products,
    topCategories: categories,
    loyaltyMembers: members.members,
    generatedAt: new Date().toISOString(),
  };
}

/** A CSV cell: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n']/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function euros(minor: number): string {
  return (minor / 100).toFixed(2);
}

function csvRow(row: SalesOrderRow): string {
  return `${[
    row.number,
    row.placedAt.toISOString(),
    row.channel,
    row.state,
    row.paymentState,
    row.shippingState,
    row.email ?? '',
    row.customerId === null ? '' : String(row.customerId),
    String(row.units),
    euros(row.itemsTotal),
    euros(row.promotionTotal),
    euros(row.shippingTotal),
    euros(row.taxTotal),
    euros(row.total),
    row.currencyCode,
  ]
    .map(csvCell)
    .join(',')}\r\n`;
}

/**
 * The period's placed orders as CSV (UTF-8 with a byte-order mark for spreadsheets, CRLF), read 500 at a
 * time, so a long period streams. Cancelled orders are in it with their state; amounts in euros.
 */
export async function salesOrdersCsv(db: Database, query: AdminSalesReportQuery): Promise<Readable> {
  const channelId = await channelIdOf(db, query.channel);
  const scope: SalesScope = { from: query.from, to: query.to, channelId };
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${SALES_ORDERS_CSV_COLUMNS.join(',')}\r\n`;
    let afterId = 0;
    for (;;) {
      const page = await placedOrdersPage(db, scope, afterId, 500);
      if (page.length === 0) return;
      yield page.map(csvRow).join('');
      afterId = page[page.length - 1]!.id;
    }
  }
  return Readable.from(lines());
}
