import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Channel, Menu, Redirect, TaxonNode } from '@shop/contracts';

export interface FakeShopApiState {
  channels: Record<string, Channel>;
  menus: Record<string, Menu>;
  redirects: Redirect[];
  /** Taxon tree per request locale header. */
  taxonTrees: Record<string, TaxonNode[]>;
  /** Access token the API accepts for /customers/me; refresh token it exchanges for `nextTokens`. */
  validAccessToken?: string;
  validRefreshToken?: string;
  nextTokens?: { token: string; refreshToken: string };
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const list = <T>(data: T[]) => ({
  data,
  meta: { totalItems: data.length, page: 1, itemsPerPage: Math.max(data.length, 1), lastPage: 1 },
});

/**
 * A stand-in for the shop API over real HTTP, answering the calls the storefront's data layer makes with
 * the shapes of @shop/contracts. The storefront code under test runs unchanged against it.
 */
export async function startFakeShopApi(state: FakeShopApiState) {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://api.test');
      requests.push({
        method: req.method ?? 'GET',
        path: `${url.pathname}${url.search}`,
        headers: req.headers,
        body,
      });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const locale = String(req.headers.locale ?? 'lt');
      const channelMatch = /^\/api\/v2\/shop\/channels\/([^/]+)$/.exec(url.pathname);
      const menuMatch = /^\/api\/v2\/shop-menus\/([^/]+)$/.exec(url.pathname);
      if (channelMatch?.[1]) {
        const channel = state.channels[decodeURIComponent(channelMatch[1])];
        return channel ? send(200, channel) : send(404, { code: 404, message: 'Channel not found.' });
      }
      if (menuMatch?.[1]) {
        const menu = state.menus[decodeURIComponent(menuMatch[1])];
        return menu ? send(200, menu) : send(404, { code: 404, message: 'Menu not found.' });
      }
      if (url.pathname === '/api/v2/shop/redirects') {
        const source = url.searchParams.get('source');
        return send(200, list(state.redirects.filter((redirect) => redirect.source === source)));
      }
      if (url.pathname === '/api/v2/shop/taxons-tree') return send(200, list(state.taxonTrees[locale] ?? []));
      if (url.pathname === '/api/v2/shop/search/products') {
        // An empty catalogue: listings resolve their category and show the empty state.
        return send(200, {
          data: [],
          facets: {
            select: [],
            range: [],
            price: { min: null, max: null, selectedMin: null, selectedMax: null },
            other: [],
          },
          meta: { totalItems: 0, page: 1, itemsPerPage: 48, lastPage: 1, taxonsSuggestions: [] },
        });
      }
      if (url.pathname === '/api/v2/shop/customers/me') {
        const authorised = req.headers.authorization === `Bearer ${state.validAccessToken}`;
        return authorised
          ? send(200, list([{ firstName: 'Ona' }]))
          : send(401, { code: 401, message: 'Expired JWT Token' });
      }
      if (url.pathname === '/api/v2/shop/refresh-token' && req.method === 'POST') {
        const { refreshToken } = JSON.parse(body || '{}') as { refreshToken?: string };
        if (refreshToken !== state.validRefreshToken || !state.nextTokens) {
          return send(401, { code: 401, message: 'Invalid refresh token' });
        }
        state.validAccessToken = state.nextTokens.token;
        return send(200, state.nextTokens);
      }
      return send(404, { code: 404, message: 'Route not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
