import { requireAdminSession, type AdminRequestArgs, type AdminSession } from './admin-session.server.ts';
import type { ShopRequest } from './request-context.server.ts';
import { stubShopRequest } from './testing-shop-request.ts';

/** One call the storefront made to the back office API, path without the /api/v2/admin base. */
export interface AdminApiCall {
  method: string;
  path: string;
  /** The query parameters, in the order sent. */
  query: string;
  headers: Headers;
  body: unknown;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const list = <T>(data: T[], totalItems = data.length) => ({
  data,
  meta: { totalItems, page: 1, itemsPerPage: 20, lastPage: Math.max(1, Math.ceil(totalItems / 20)) },
});

/**
 * For tests of the back office's server code: the admin API is the other process, stubbed at the network
 * (a fake `fetch` answering with `answer`); the storefront's code runs for real. The shop is the
 * Lithuanian default-locale web channel of stubShopRequest.
 */
export function stubAdminApi(answer: (call: AdminApiCall) => Response) {
  const calls: AdminApiCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const call: AdminApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace('/api/v2/admin', ''),
      query: url.search,
      headers: new Headers(init?.headers),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return answer(call);
  }) as typeof globalThis.fetch;
  const { shop } = stubShopRequest(() => json({}, 500));
  return {
    shop,
    calls,
    fetch,
    /** The session of a request to `path` carrying the admin cookie `token` (none when null). */
    session(path: string, token: string | null = 'admin-token', on: ShopRequest = shop): AdminSession {
      return requireAdminSession(on, adminArgs(path, token), fetch);
    },
  };
}

/** A storefront request to `path`, with the admin token cookie when given. */
export function adminRequest(path: string, token: string | null, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  if (token) headers.set('cookie', `authToken=shopper; shop_admin_token=${token}`);
  return new Request(new URL(path, 'http://shop.test'), { ...init, headers });
}

/**
 * A loader's or action's request and URL, as React Router passes them: the URL without the `.data` suffix
 * of a client-side data request ("/admin.data" is the dashboard's).
 */
export function adminArgs(path: string, token: string | null, init: RequestInit = {}): AdminRequestArgs {
  const request = adminRequest(path, token, init);
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, '');
  return { request, url };
}
