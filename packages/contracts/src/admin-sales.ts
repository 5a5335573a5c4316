import { z } from 'zod';
import { localeCodeSchema } from './locales.ts';

/**
 * The back office's sales report (docs/adr/0054-sales-report.md) under /api/v2/admin/sales-report: the figures
 * of a period and of the period of the same length just before it, revenue per day, top products and
 * categories, new and returning customers and loyalty members; the period's orders as CSV.
 *
 * Days are calendar days in the shop's time zone (SHOP_TIME_ZONE). An order counts on the day its checkout
 * was completed, unless it is cancelled. Money is in minor units of the shop's currency (EUR).
 */

/** How long the API keeps a computed report before it computes it again. */
export const SALES_REPORT_CACHE_SECONDS = 30;

/** The longest period one report covers (about three years of days). */
export const SALES_REPORT_MAX_DAYS = 1_100;

export const SALES_REPORT_DATE_MESSAGE = 'Enter a date as YYYY-MM-DD, for example 2026-11-01.';
export const SALES_REPORT_ORDER_MESSAGE = 'The end of the period cannot be before its start.';
export const SALES_REPORT_LENGTH_MESSAGE = `Choose a period of at most ${SALES_REPORT_MAX_DAYS} days.`;

const isoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, SALES_REPORT_DATE_MESSAGE)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, SALES_REPORT_DATE_MESSAGE);

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const adminSalesReportQuerySchema = z
  .object({
    /** First day of the period (included). */
    from: isoDay,
    /** Last day of the period (included). */
    to: isoDay,
    /** A channel's code; absent: every channel. */
    channel: z.string().trim().min(1).max(64).optional(),
    /** The language of product and category names (default lt; a name missing in it: another one). */
    locale: localeCodeSchema.default('lt'),
  })
  .superRefine((query, context) => {
    if (query.to < query.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: SALES_REPORT_ORDER_MESSAGE });
    } else if (daysBetween(query.from, query.to) > SALES_REPORT_MAX_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: SALES_REPORT_LENGTH_MESSAGE });
    }
  });
export type AdminSalesReportQuery = z.infer<typeof adminSalesReportQuerySchema>;

export const salesFiguresSchema = z.object({
  /** What the orders came to (their totals: goods, delivery and VAT, less discounts). */
  revenue: z.number().int(),
  orders: z.number().int(),
  /** revenue / orders, rounded to the cent; 0 without orders. */
  averageOrderValue: z.number().int(),
  /** Units of catalogue goods (free gifts included; gift cards and gift wrapping are not goods). */
  units: z.number().int(),
  /** Returns made in the period (cancelled ones left out). */
  returns: z.number().int(),
  /** What the period's returns refunded once the money went back. */
  refunds: z.number().int(),
  /** Buyers whose first order is in the period (a customer account, or a guest's email). */
  newCustomers: z.number().int(),
  /** Buyers in the period who had ordered before it. */
  returningCustomers: z.number().int(),
  /** Loyalty programme members who joined in the period (and have not left). */
  newLoyaltyMembers: z.number().int(),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

export const salesPeriodSchema = z.object({ from: z.string(), to: z.string() });

export const salesDaySchema = z.object({
  date: z.string(),
  revenue: z.number().int(),
  orders: z.number().int(),
});
export type SalesDay = z.infer<typeof salesDaySchema>;

export const salesTopProductSchema = z.object({
  productId: z.number().int(),
  code: z.string(),
  name: z.string(),
  units: z.number().int(),
  revenue: z.number().int(),
});
export type SalesTopProduct = z.infer<typeof salesTopProductSchema>;

export const salesTopCategorySchema = z.object({
  /** null: products without a main category. */
  taxonId: z.number().int().nullable(),
  code: z.string().nullable(),
  name: z.string().nullable(),
  units: z.number().int(),
  revenue: z.number().int(),
});
export type SalesTopCategory = z.infer<typeof salesTopCategorySchema>;

export const adminSalesReportSchema = z.object({
  period: salesPeriodSchema,
  /** The same number of days just before the period. */
  previousPeriod: salesPeriodSchema,
  /** The channel's code; null: every channel. */
  channel: z.string().nullable(),
  currencyCode: z.string(),
  current: salesFiguresSchema,
  previous: salesFiguresSchema,
  /** Every day of the period, days without orders included. */
  days: z.array(salesDaySchema),
  /** The ten products that brought the most revenue (lines' totals), then units. */
  topProducts: z.array(salesTopProductSchema),
  /** The ten main categories whose products brought the most revenue. */
  topCategories: z.array(salesTopCategorySchema),
  /** Members of the loyalty programme now. */
  loyaltyMembers: z.number().int(),
  /** When the figures were computed: a report is kept for SALES_REPORT_CACHE_SECONDS. */
  generatedAt: z.string(),
});
export type AdminSalesReport = z.infer<typeof adminSalesReportSchema>;

/** Columns of the period's orders CSV, in this order. */
export const SALES_ORDERS_CSV_COLUMNS = [
  'number',
  'placed_at',
  'channel',
  'state',
  'payment_state',
  'shipping_state',
  'email',
  'customer_id',
  'units',
  'items_total',
  'promotion_total',
  'shipping_total',
  'tax_total',
  'total',
  'currency',
] as const;
