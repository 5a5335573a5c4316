import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api/api-error.ts';
import { createApiClient, type ApiClientOptions } from '~/lib/api/client.ts';
import { createTokenRefresher, type TokenStore } from '~/lib/api/token-store.ts';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
}

/** A fake network: answers each call with the next scripted response and records what was sent. */
function fakeFetch(...responses: (Response | Error)[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body as string | undefined,
    });
    const next = responses.shift();
    if (!next) throw new Error('no more scripted responses');
    if (next instanceof Error) throw next;
    return next;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(overrides: Partial<ApiClientOptions> & { fetch: typeof fetch }) {
  return createApiClient({
    baseUrl: 'http://api.test',
    channelCode: 'web',
    locale: 'lt',
    getAccessToken: () => null,
    refreshTokens: async () => false,
    onAuthFailure: () => {},
    ...overrides,
  });
}

describe('API client', () => {
  it('sends the locale, channel, language and JSON headers to the shop API base', async () => {
    const network = fakeFetch(json(200, { code: 'web' }));
    const result = await client({ fetch: network.fetch }).get('/channels/web', {
      query: { page: 2, 'code[]': ['a', 'b'] },
    });
    expect(result).toEqual({ code: 'web' });
    const [call] = network.calls;
    expect(call?.url).toBe('http://api.test/api/v2/shop/channels/web?page=2&code%5B%5D=a&code%5B%5D=b');
    expect(call?.headers.get('locale')).toBe('lt');
    expect(call?.headers.get('channel')).toBe('web');
    expect(call?.headers.get('accept-language')).toBe('lt');
    expect(call?.headers.get('accept')).toBe('application/json');
    expect(call?.headers.get('authorization')).toBeNull();
  });

  it('sends JSON bodies with their content type, and paths under /api/ as they are', async () => {
    const network = fakeFetch(json(201, { ok: true }));
    await client({ fetch: network.fetch, acceptLanguage: 'en-GB' }).post('/api/v2/shop-menus/x', { a: 1 });
    const [call] = network.calls;
    expect(call?.url).toBe('http://api.test/api/v2/shop-menus/x');
    expect(call?.method).toBe('POST');
    expect(call?.body).toBe('{"a":1}');
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.headers.get('accept-language')).toBe('en-GB');
  });

  it('adds the bearer token when signed in', async () => {
    const network = fakeFetch(json(200, {}));
    await client({ fetch: network.fetch, getAccessToken: () => 'access-1' }).get('/customers/me');
    expect(network.calls[0]?.headers.get('authorization')).toBe('Bearer access-1');
  });

  it("names the shopper's address in X-Forwarded-For when the server knows it, and sends none otherwise", async () => {
    const { fetch, calls } = fakeFetch(json(200, {}), json(200, {}));
    await client({ fetch, forwardedFor: '203.0.113.9' }).get('/products');
    await client({ fetch }).get('/products');
    expect(calls[0]!.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(calls[1]!.headers.has('x-forwarded-for')).toBe(false);
  });

  it('on 401 refreshes once and repeats the call once with the new token', async () => {
    let token = 'old';
    const refreshTokens = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const network = fakeFetch(json(401, { code: 401, message: 'Expired' }), json(200, { firstName: 'Ona' }));
    const api = client({ fetch: network.fetch, getAccessToken: () => token, refreshTokens });
    await expect(api.get('/customers/me')).resolves.toEqual({ firstName: 'Ona' });
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    expect(network.calls.map((call) => call.headers.get('authorization'))).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
  });

  it('does not refresh a second time when the repeated call is 401 again', async () => {
    const refreshTokens = vi.fn(async () => true);
    const network = fakeFetch(json(401, { code: 401, message: 'a' }), json(401, { code: 401, message: 'b' }));
    const api = client({ fetch: network.fetch, refreshTokens });
    await expect(api.get('/customers/me')).rejects.toMatchObject({ status: 401, statusCode: 401 });
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    expect(network.calls).toHaveLength(2);
  });

  it('signs out when refreshing fails', async () => {
    const onAuthFailure = vi.fn();
    const network = fakeFetch(json(401, { code: 401, message: 'Expired' }));
    const api = client({ fetch: network.fetch, refreshTokens: async () => false, onAuthFailure });
    await expect(api.get('/addresses')).rejects.toBeInstanceOf(ApiError);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(network.calls).toHaveLength(1);
  });

  it('shares one refresh between calls that fail together', async () => {
    let resolveRefresh: (value: boolean) => void = () => {};
    const refreshTokens = vi.fn(() => new Promise<boolean>((resolve) => (resolveRefresh = resolve)));
    const network = fakeFetch(
      json(401, { code: 401, message: 'x' }),
      json(401, { code: 401, message: 'x' }),
      json(200, { a: 1 }),
      json(200, { b: 2 }),
    );
    const api = client({ fetch: network.fetch, refreshTokens });
    const both = Promise.all([api.get('/a'), api.get('/b')]);
    await vi.waitFor(() => expect(refreshTokens).toHaveBeenCalled());
    resolveRefresh(true);
    await expect(both).resolves.toEqual([{ a: 1 }, { b: 2 }]);
    expect(refreshTokens).toHaveBeenCalledTimes(1);
  });

  it.each(['/customers/token', '/refresh-token', '/oauth-token'])(
    'never retries the auth call %s',
    async (path) => {
      const refreshTokens = vi.fn(async () => true);
      const onAuthFailure = vi.fn();
      const network = fakeFetch(json(401, { code: 401, message: 'Invalid credentials.' }));
      const api = client({ fetch: network.fetch, refreshTokens, onAuthFailure });
      await expect(api.post(path, { email: 'a@b.lt', password: 'x' })).rejects.toMatchObject({
        status: 401,
        data: { code: 401, message: 'Invalid credentials.' },
      });
      expect(refreshTokens).not.toHaveBeenCalled();
      expect(onAuthFailure).not.toHaveBeenCalled();
      expect(network.calls).toHaveLength(1);
    },
  );

  it('normalises HTTP errors with the response data, status, status text and status code', async () => {
    const network = fakeFetch(
      new Response(JSON.stringify({ code: 422, message: 'Invalid', violations: [] }), {
        status: 422,
        statusText: 'Unprocessable Entity',
        headers: { 'content-type': 'application/json' },
      }),
    );
    const error = await client({ fetch: network.fetch })
      .put('/orders/x', {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      statusText: 'Unprocessable Entity',
      statusCode: 422,
      data: { code: 422, message: 'Invalid', violations: [] },
    });
  });

  it('normalises network failures and bodies without a code to status code 500 and the HTTP status', async () => {
    const offline = await client({ fetch: fakeFetch(new TypeError('fetch failed')).fetch })
      .get('/channels/web')
      .catch((caught: unknown) => caught);
    expect(offline).toMatchObject({ status: null, statusCode: 500, data: null });
    const html = await client({
      fetch: fakeFetch(new Response('<h1>Bad gateway</h1>', { status: 502 })).fetch,
    })
      .get('/channels/web')
      .catch((caught: unknown) => caught);
    expect(html).toMatchObject({ status: 502, statusCode: 502, data: '<h1>Bad gateway</h1>' });
  });

  it('answers undefined for 204 No Content', async () => {
    await expect(
      client({ fetch: fakeFetch(new Response(null, { status: 204 })).fetch }).delete('/addresses/1'),
    ).resolves.toBeUndefined();
  });
});

describe('token refresh', () => {
  function memoryStore(initial: Record<string, string>): TokenStore & { values: Map<string, string> } {
    const values = new Map(Object.entries(initial));
    return {
      values,
      read: (name) => values.get(name),
      write: (name, value) => (value === null ? values.delete(name) : values.set(name, value)),
    };
  }

  it('answers false without a stored refresh token', async () => {
    const store = memoryStore({});
    const network = fakeFetch();
    const refresh = createTokenRefresher(store, () => client({ fetch: network.fetch }));
    await expect(refresh()).resolves.toBe(false);
    expect(network.calls).toHaveLength(0);
  });

  it('posts the refresh token and stores the new pair', async () => {
    const store = memoryStore({ authToken: 'old', authRefreshToken: 'r1' });
    const network = fakeFetch(json(200, { token: 'new', refreshToken: 'r2' }));
    const api = client({ fetch: network.fetch, getAccessToken: () => store.read('authToken') });
    await expect(createTokenRefresher(store, () => api)()).resolves.toBe(true);
    expect(JSON.parse(network.calls[0]?.body ?? '')).toEqual({ refreshToken: 'r1' });
    // The old access token was cleared before the call, so it is not sent along.
    expect(network.calls[0]?.headers.get('authorization')).toBeNull();
    expect(Object.fromEntries(store.values)).toEqual({ authToken: 'new', authRefreshToken: 'r2' });
  });

  it('leaves the shopper signed out when the API refuses the refresh token', async () => {
    const store = memoryStore({ authToken: 'old', authRefreshToken: 'r1' });
    const network = fakeFetch(json(401, { code: 401, message: 'Invalid refresh token' }));
    const api = client({ fetch: network.fetch });
    await expect(createTokenRefresher(store, () => api)()).resolves.toBe(false);
    expect(store.values.size).toBe(0);
  });
});
