import type { CustomerOrder, CustomerOrderSummary, List } from '@shop/contracts';
import { CUSTOMER_ORDERS_PER_PAGE, RECENT_ORDERS_COUNT } from '@shop/contracts/constants';
import { isApiError, isMissingResource } from '~/lib/api/api-error.ts';
import { signInRedirect } from './account.server.ts';
import type { ShopRequest } from './request-context.server.ts';

/** The list page's query parameter: ?page=2. */
export const ORDERS_PAGE_PARAM = 'page';

/** `?page=` as a page number: anything but a whole number from 1 is the first page. */
export function orderListPage(url: URL): number {
  const value = url.searchParams.get(ORDERS_PAGE_PARAM);
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** A session the API no longer accepts (the refresh failed) goes to sign in, like requireCustomer. */
function signedOut(shop: ShopRequest, url: URL, error: unknown): never {
  if (isApiError(error) && error.status === 401) throw signInRedirect(shop, url);
  throw error;
}

/**
 * One page of the signed-in customer's placed orders, newest first (spec section 9: 20 a page). Call after
 * requireCustomer.
 */
export async function loadCustomerOrders(
  shop: ShopRequest,
  url: URL,
  page = orderListPage(url),
): Promise<List<CustomerOrderSummary>> {
  try {
    return await shop.api.get<List<CustomerOrderSummary>>('/customers/me/orders', {
      query: { page, itemsPerPage: CUSTOMER_ORDERS_PER_PAGE },
    });
  } catch (error) {
    return signedOut(shop, url, error);
  }
}

/** The customer's latest orders for the dashboard (spec section 9: 4). */
export async function loadRecentOrders(shop: ShopRequest, url: URL): Promise<CustomerOrderSummary[]> {
  try {
    const list = await shop.api.get<List<CustomerOrderSummary>>('/customers/me/orders', {
      query: { page: 1, itemsPerPage: RECENT_ORDERS_COUNT },
    });
    return list.data;
  } catch (error) {
    return signedOut(shop, url, error);
  }
}

/** One of the customer's orders with its documents, or null when it is not theirs (or does not exist). */
export async function loadCustomerOrder(
  shop: ShopRequest,
  url: URL,
  token: string,
): Promise<CustomerOrder | null> {
  try {
    return await shop.api.get<CustomerOrder>(`/customers/me/orders/${encodeURIComponent(token)}`);
  } catch (error) {
    if (isMissingResource(error)) return null;
    return signedOut(shop, url, error);
  }
}
