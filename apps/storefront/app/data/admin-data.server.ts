import type {
  AdminMe,
  AdminPermission,
  AdminTeamMember,
  AdminAccount,
  AdminAuditEntry,
  AdminCustomer,
  AdminImpersonation,
  AdminNewsletterSubscriber,
  AdminOrder,
  AdminOrderAction,
  AdminOrderSummary,
  AdminReturn,
  AdminReturnSummary,
  AdminStockRequest,
  List,
} from '@shop/contracts';
import { isApiError } from '~/lib/api/api-error.ts';
import type { Query } from '~/lib/api/client.ts';
import { apiMessage, type AdminSession } from './admin-session.server.ts';
import {
  ACCOUNT_TABS,
  ADMIN_ITEMS_PER_PAGE,
  NEWSLETTER_TABS,
  ORDER_FILTER_PAYMENT_STATES,
  ORDER_FILTER_STATES,
  RETURN_FILTER_STATES,
  STOCK_REQUEST_TABS,
  type AdminActionResult,
} from './admin-views.ts';

/** The `page` query parameter: a positive whole number, else 1. */
export function pageParam(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}

/** A query parameter that must be one of the allowed values; the fallback otherwise. */
export function oneOf<T extends string>(url: URL, name: string, allowed: readonly T[], fallback: T): T;
export function oneOf<T extends string>(url: URL, name: string, allowed: readonly T[]): T | undefined;
export function oneOf<T extends string>(url: URL, name: string, allowed: readonly T[], fallback?: T) {
  const value = url.searchParams.get(name);
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

function list<T>(session: AdminSession, path: string, url: URL, query: Query = {}): Promise<List<T>> {
  return session.api.get<List<T>>(path, {
    page: pageParam(url),
    itemsPerPage: ADMIN_ITEMS_PER_PAGE,
    ...query,
  });
}

/** The resource, or null when the API does not know it (404, or 400 for an id that is not a number). */
async function orNull<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** A change the API may refuse: 422/404/409 come back as the API's text, anything else fails the page. */
async function change<T>(call: () => Promise<T>): Promise<AdminActionResult<T>> {
  try {
    return { ok: true, value: await call(), message: null };
  } catch (error) {
    if (isApiError(error) && error.status !== null && [400, 404, 409, 422, 429].includes(error.status)) {
      return { ok: false, value: null, message: apiMessage(error) ?? '' };
    }
    throw error;
  }
}

const id = (value: string | undefined) => encodeURIComponent(value ?? '');

// --- Who is signed in, and the dashboard ---

export function loadAdministrator(session: AdminSession): Promise<AdminMe> {
  return session.api.get<AdminMe>('/me');
}

/** Counts of what waits; null where the administrator's role may not see the list. */
export interface AdminDashboard {
  pendingAccounts: number | null;
  newOrders: number | null;
  initiatedReturns: number | null;
  requestedReturns: number | null;
}

/** What waits for the shop, as counts (each list asked for one item, for its total), as far as the role sees. */
export async function loadDashboard(
  session: AdminSession,
  permissions: readonly AdminPermission[],
): Promise<AdminDashboard> {
  const total = (permission: AdminPermission, path: string, query: Query) =>
    permissions.includes(permission)
      ? session.api
          .get<List<unknown>>(path, { ...query, page: 1, itemsPerPage: 1 })
          .then((answer) => answer.meta.totalItems)
      : Promise.resolve(null);
  const [pendingAccounts, newOrders, initiatedReturns, requestedReturns] = await Promise.all([
    total('customers', '/accounts', { status: 'pending' }),
    total('orders', '/orders', { state: 'new' }),
    total('orders', '/returns', { state: 'initiated' }),
    total('orders', '/returns', { state: 'requested' }),
  ]);
  return { pendingAccounts, newOrders, initiatedReturns, requestedReturns };
}

// --- Accounts ---

export function loadAccounts(session: AdminSession, url: URL) {
  const status = oneOf(url, 'status', ACCOUNT_TABS, 'pending');
  return list<AdminAccount>(session, '/accounts', url, { status }).then((accounts) => ({ status, accounts }));
}

export function decideAccount(session: AdminSession, form: FormData) {
  const shopUserId = id(String(form.get('shopUserId') ?? ''));
  if (form.get('intent') === 'approve') {
    return change(() => session.api.patch<AdminAccount>(`/accounts/${shopUserId}/approve`));
  }
  const reason = String(form.get('reason') ?? '').trim();
  return change(() =>
    session.api.patch<AdminAccount>(`/accounts/${shopUserId}/reject`, reason ? { reason } : {}),
  );
}

// --- Orders ---

export function loadOrders(session: AdminSession, url: URL) {
  const filters = {
    state: oneOf(url, 'state', ORDER_FILTER_STATES),
    paymentState: oneOf(url, 'paymentState', ORDER_FILTER_PAYMENT_STATES),
    search: url.searchParams.get('search')?.trim().slice(0, 100) || undefined,
  };
  return list<AdminOrderSummary>(session, '/orders', url, filters).then((orders) => ({ filters, orders }));
}

export function loadOrder(session: AdminSession, orderId: string | undefined): Promise<AdminOrder | null> {
  return orNull(() => session.api.get<AdminOrder>(`/orders/${id(orderId)}`));
}

const ORDER_ACTION_PATHS: Record<AdminOrderAction, string> = {
  process: 'process',
  fulfil: 'fulfil',
  cancel: 'cancel',
  markPaid: 'mark-paid',
};

export function changeOrder(session: AdminSession, orderId: string | undefined, form: FormData) {
  const action = String(form.get('intent') ?? '');
  const segment = Object.hasOwn(ORDER_ACTION_PATHS, action)
    ? ORDER_ACTION_PATHS[action as AdminOrderAction]
    : null;
  if (!segment) return Promise.resolve({ ok: false, value: null, message: '' } as const);
  return change(() => session.api.patch<AdminOrder>(`/orders/${id(orderId)}/${segment}`));
}

// --- Returns ---

export function loadReturns(session: AdminSession, url: URL) {
  const state = oneOf(url, 'state', RETURN_FILTER_STATES);
  return list<AdminReturnSummary>(session, '/returns', url, { state }).then((returns) => ({
    state,
    returns,
  }));
}

export function loadReturn(session: AdminSession, returnId: string | undefined): Promise<AdminReturn | null> {
  return orNull(() => session.api.get<AdminReturn>(`/returns/${id(returnId)}`));
}

export function changeReturnState(session: AdminSession, returnId: string | undefined, form: FormData) {
  const to = String(form.get('to') ?? '');
  const refusedItemIds = form
    .getAll('refusedItemIds')
    .map(Number)
    .filter((value) => Number.isInteger(value) && value > 0);
  const body = to === 'processed' ? { to, refusedItemIds } : { to };
  return change(() => session.api.patch<AdminReturn>(`/returns/${id(returnId)}/state`, body));
}

// --- Subscribers, stock requests, customers, audit ---

export function loadNewsletterSubscribers(session: AdminSession, url: URL) {
  const status = oneOf(url, 'status', NEWSLETTER_TABS, 'confirmed');
  return list<AdminNewsletterSubscriber>(session, '/newsletter-subscribers', url, { status }).then(
    (subscribers) => ({ status, subscribers }),
  );
}

export function loadStockRequests(session: AdminSession, url: URL) {
  const status = oneOf(url, 'status', STOCK_REQUEST_TABS, 'waiting');
  return list<AdminStockRequest>(session, '/stock-notification-requests', url, { status }).then(
    (requests) => ({ status, requests }),
  );
}

export function loadCustomers(session: AdminSession, url: URL) {
  const search = url.searchParams.get('search')?.trim().slice(0, 100) || undefined;
  return list<AdminCustomer>(session, '/customers', url, { search }).then((customers) => ({
    search: search ?? '',
    customers,
  }));
}

export async function impersonateCustomer(session: AdminSession, form: FormData) {
  const customerId = id(String(form.get('customerId') ?? ''));
  const channelCode = String(form.get('channelCode') ?? '').trim();
  const result = await change(() =>
    session.api.post<AdminImpersonation>(`/customers/${customerId}/impersonation`, { channelCode }),
  );
  return { ...result, customerId: Number(form.get('customerId')), channelCode };
}

/** The audit log's filters as the URL gives them (the API checks them: a bad id is its 400). */
export interface AuditFilters {
  administratorId: string;
  subjectType: string;
  subjectId: string;
  action: string;
}

/**
 * The audit log, filtered by administrator, by object (type and id) and by action; with the team for the
 * administrator filter when the role may list it.
 */
export async function loadAuditLog(session: AdminSession, url: URL) {
  const param = (name: string, max: number) => url.searchParams.get(name)?.trim().slice(0, max) ?? '';
  const filters: AuditFilters = {
    administratorId: /^\d{1,9}$/.test(param('administratorId', 9)) ? param('administratorId', 9) : '',
    subjectType: param('subjectType', 64),
    subjectId: param('subjectId', 128),
    action: param('action', 64),
  };
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  const me = await loadAdministrator(session);
  const [entries, team] = await Promise.all([
    list<AdminAuditEntry>(session, '/audit-log', url, query),
    me.permissions.includes('team')
      ? session.api.get<List<AdminTeamMember>>('/administrators', { page: 1, itemsPerPage: 100 })
      : Promise.resolve(null),
  ]);
  return {
    ...entries,
    filters,
    team: (team?.data ?? []).map(({ id, name, email }) => ({ id, name, email })),
  };
}
