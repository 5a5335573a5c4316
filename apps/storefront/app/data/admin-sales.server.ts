import {
  adminSalesReportQuerySchema,
  SALES_REPORT_DATE_MESSAGE,
  SALES_REPORT_LENGTH_MESSAGE,
  SALES_REPORT_ORDER_MESSAGE,
  type AdminChannel,
  type AdminSalesReport,
  type List,
} from '@shop/contracts';
import type { LocaleCode } from '@shop/locale';
import { adminApiUrl } from '~/lib/api/admin-client.ts';
import { isApiError } from '~/lib/api/api-error.ts';
import {
  adminSignInRedirect,
  readAdminToken,
  type AdminRequestArgs,
  type AdminSession,
} from './admin-session.server.ts';
import type { ShopRequest } from './request-context.server.ts';
import { salesFilters, shopToday, type SalesFieldErrors, type SalesFilters } from './admin-sales-period.ts';
import { forwardDownload } from './admin-download.server.ts';

/*
 * The dashboard's sales report (docs/adr/0054-sales-report.md) over GET /api/v2/admin/sales-report: a period
 * chosen by preset or by two dates, and a channel; the period's orders as a CSV download.
 */

export interface SalesScreen {
  filters: SalesFilters;
  channels: AdminChannel[];
  report: AdminSalesReport | null;
  errors: SalesFieldErrors;
}

const FIELD_MESSAGES: Record<string, string> = {
  [SALES_REPORT_DATE_MESSAGE]: 'date',
  [SALES_REPORT_ORDER_MESSAGE]: 'order',
  [SALES_REPORT_LENGTH_MESSAGE]: 'length',
};

/** The same rules as the API, checked here first so every field's problem shows at once. */
export function checkSalesFilters(filters: SalesFilters, locale: LocaleCode): SalesFieldErrors {
  const parsed = adminSalesReportQuerySchema.safeParse({
    from: filters.from,
    to: filters.to,
    ...(filters.channel ? { channel: filters.channel } : {}),
    locale,
  });
  if (parsed.success) return {};
  const errors: SalesFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) {
      errors[field] = FIELD_MESSAGES[issue.message] ?? 'date';
    }
  }
  return errors;
}

function reportQuery(filters: SalesFilters, locale: LocaleCode) {
  return {
    from: filters.from,
    to: filters.to,
    locale,
    ...(filters.channel ? { channel: filters.channel } : {}),
  };
}

export async function loadSalesScreen(
  session: AdminSession,
  locale: LocaleCode,
  url: URL,
  now: Date = new Date(),
): Promise<SalesScreen> {
  const filters = salesFilters(url, shopToday(now));
  const errors = checkSalesFilters(filters, locale);
  const channels = session.api.get<List<AdminChannel>>('/channels').then((answer) => answer.data);
  if (Object.keys(errors).length > 0) return { filters, channels: await channels, report: null, errors };
  try {
    const [report, channelList] = await Promise.all([
      session.api.get<AdminSalesReport>('/sales-report', reportQuery(filters, locale)),
      channels,
    ]);
    return { filters, channels: channelList, report, errors };
  } catch (error) {
    // An unknown channel code in the address: the API's 422 names the field.
    if (isApiError(error) && error.status === 422) {
      return { filters, channels: await channels, report: null, errors: { channel: 'channel' } };
    }
    throw error;
  }
}

/** The period's orders as CSV from the admin API, streamed with its file name; null when refused. */
export async function downloadSalesOrders(
  shop: ShopRequest,
  args: AdminRequestArgs,
  now: Date = new Date(),
): Promise<Response | null> {
  const token = readAdminToken(args.request);
  if (!token) throw adminSignInRedirect(shop, args, false);
  const filters = salesFilters(new URL(args.request.url), shopToday(now));
  if (Object.keys(checkSalesFilters(filters, shop.locale)).length > 0) return null;
  const query = new URLSearchParams(reportQuery(filters, shop.locale));
  const answer = await globalThis.fetch(
    `${adminApiUrl(shop.config.apiUrl, '/sales-report/orders.csv')}?${query}`,
    { headers: { Authorization: `Bearer ${token}`, Accept: 'text/csv' }, signal: args.request.signal },
  );
  if (answer.status === 401) throw adminSignInRedirect(shop, args, true);
  if (!answer.ok || !answer.body) return null;
  return forwardDownload(answer);
}
