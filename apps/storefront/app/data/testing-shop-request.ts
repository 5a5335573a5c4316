import { demoChannel } from '~/components/testing/fixtures.ts';
import { createApiClient } from '~/lib/api/client.ts';
import { createRequestTokenStore } from '~/lib/api/request-token-store.server.ts';
import type { ShopRequest } from './request-context.server.ts';

const API = 'http://api.test';

/** One call the storefront made to the shop API, path without the /api/v2/shop base. */
export interface ApiCall {
  method: string;
  path: string;
  /** `?…` when the call had a query string. */
  query?: string;
  body: unknown;
}

/**
 * For tests of server data functions: a Lithuanian web-channel request whose API calls `answer` serves
 * (the API is the other process; the storefront code under test runs for real). `cookie` is the
 * request's Cookie header (the cart token, for instance).
 */
export function stubShopRequest(
  answer: (call: ApiCall) => Response,
  cookie?: string,
): { shop: ShopRequest; calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  const fetchStub = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      path: new URL(String(input)).pathname.replace('/api/v2/shop', ''),
      // The query string, only when there is one.
      ...(new URL(String(input)).search ? { query: new URL(String(input)).search } : {}),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return answer(call);
  }) as typeof fetch;
  const shop: ShopRequest = {
    config: {
      apiUrl: API,
      channelCode: 'web',
      port: 3000,
      host: undefined,
      newUrls: false,
      defaultLocale: undefined,
      socialSignIn: { google: undefined, facebook: undefined },
      botProtection: null,
    },
    locale: 'lt',
    defaultLocale: 'lt',
    channel: demoChannel(),
    menus: {},
    tokens: createRequestTokenStore(new Request('http://shop.test/', cookie ? { headers: { cookie } } : {})),
    api: createApiClient({
      baseUrl: API,
      channelCode: 'web',
      locale: 'lt',
      getAccessToken: () => null,
      refreshTokens: async () => false,
      onAuthFailure: () => {},
      fetch: fetchStub,
    }),
  };
  return { shop, calls };
}

/** A form's fields as FormData. */
export function formData(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}
