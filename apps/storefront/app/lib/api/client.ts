import {
  HEADER_ACCEPT_LANGUAGE,
  HEADER_CHANNEL,
  HEADER_LOCALE,
  SHOP_API_BASE,
} from '@shop/contracts/constants';
import type { LocaleCode } from '@shop/locale';
import { ApiError } from './api-error.ts';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers of this call (the reCAPTCHA token of a protected form). */
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  /** API origin, e.g. "http://localhost:8080" (API_URL). */
  baseUrl: string;
  channelCode: string;
  locale: LocaleCode;
  /** Defaults to the locale. */
  acceptLanguage?: string;
  getAccessToken: () => string | null | undefined;
  /** Exchanges the stored refresh token for new tokens; false when there is none or it was refused. */
  refreshTokens: () => Promise<boolean>;
  /** Called when a 401 could not be cured by refreshing: sign out and go to the login page. */
  onAuthFailure: () => void;
  fetch?: typeof fetch;
  /**
   * The shopper's address, sent as X-Forwarded-For by the storefront's server so that the API's per-address
   * limits count shoppers rather than this server (browsers cannot set the header).
   */
  forwardedFor?: string;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  /**
   * A GET whose answer is a file (a PDF): the API's response as it came, to stream on, when it
   * succeeded; an ApiError with the parsed error body when it did not.
   */
  download(path: string, options?: RequestOptions & { accept?: string }): Promise<Response>;
}

/** Calls that obtain tokens: a 401 from them means wrong credentials, so they are never refreshed and retried. */
const AUTH_PATHS = ['/customers/token', '/refresh-token', '/oauth-token'];

export function isAuthCall(path: string): boolean {
  const pathname = path.split('?')[0] ?? '';
  return AUTH_PATHS.some((authPath) => pathname === authPath || pathname === `${SHOP_API_BASE}${authPath}`);
}

/** "/channels/web" -> "{base}/api/v2/shop/channels/web"; paths already under /api/ stay as they are. */
export function apiUrl(baseUrl: string, path: string, query?: Query): string {
  const fullPath = path.startsWith('/api/') ? path : `${SHOP_API_BASE}${path}`;
  const url = new URL(fullPath, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, String(item));
    else url.searchParams.append(key, String(value));
  }
  return url.toString();
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The shop API client (spec sections 7 and 8). Every call carries the locale, channel and language headers
 * and JSON content types, plus a bearer token when signed in. A 401 triggers one token refresh shared by
 * concurrent calls, then the call is repeated once; when refreshing fails the shopper is signed out.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch;
  let refreshInFlight: Promise<boolean> | null = null;

  function refreshOnce(): Promise<boolean> {
    refreshInFlight ??= options
      .refreshTokens()
      .catch(() => false)
      .finally(() => {
        refreshInFlight = null;
      });
    return refreshInFlight;
  }

  function headers(hasBody: boolean, accept = 'application/json', extra?: Record<string, string>): Headers {
    const result = new Headers({
      [HEADER_LOCALE]: options.locale,
      [HEADER_CHANNEL]: options.channelCode,
      [HEADER_ACCEPT_LANGUAGE]: options.acceptLanguage ?? options.locale,
      Accept: accept,
    });
    // Sylius-style APIs reject a JSON content type on bodiless requests, so only calls with a body send it.
    if (hasBody) result.set('Content-Type', 'application/json');
    const token = options.getAccessToken();
    if (token) result.set('Authorization', `Bearer ${token}`);
    if (options.forwardedFor) result.set('X-Forwarded-For', options.forwardedFor);
    for (const [name, value] of Object.entries(extra ?? {})) result.set(name, value);
    return result;
  }

  async function send(
    method: string,
    path: string,
    requestOptions: RequestOptions & { accept?: string },
  ): Promise<Response> {
    const hasBody = requestOptions.body !== undefined;
    try {
      return await doFetch(apiUrl(options.baseUrl, path, requestOptions.query), {
        method,
        headers: headers(hasBody, requestOptions.accept, requestOptions.headers),
        body: hasBody ? JSON.stringify(requestOptions.body) : undefined,
        signal: requestOptions.signal,
      });
    } catch (error) {
      throw new ApiError({ status: null, statusText: 'Network error', data: null, cause: error });
    }
  }

  async function toResult<T>(response: Response): Promise<T> {
    const data = await readBody(response);
    if (!response.ok) throw new ApiError({ status: response.status, statusText: response.statusText, data });
    return data as T;
  }

  /** Sends the call; on a 401 refreshes the tokens once and sends it again (signs out if that fails). */
  async function sendAuthorised(
    method: string,
    path: string,
    requestOptions: RequestOptions & { accept?: string },
  ): Promise<Response> {
    const response = await send(method, path, requestOptions);
    if (response.status !== 401 || isAuthCall(path)) return response;

    const refreshed = await refreshOnce();
    if (!refreshed) {
      options.onAuthFailure();
      return response;
    }
    return send(method, path, requestOptions);
  }

  async function request<T>(method: string, path: string, requestOptions: RequestOptions = {}): Promise<T> {
    return toResult<T>(await sendAuthorised(method, path, requestOptions));
  }

  async function download(
    path: string,
    requestOptions: RequestOptions & { accept?: string } = {},
  ): Promise<Response> {
    const response = await sendAuthorised('GET', path, requestOptions);
    if (!response.ok) return toResult<never>(response);
    return response;
  }

  return {
    request,
    download,
    get: (path, requestOptions) => request('GET', path, requestOptions),
    post: (path, body, requestOptions) => request('POST', path, { ...requestOptions, body }),
    put: (path, body, requestOptions) => request('PUT', path, { ...requestOptions, body }),
    patch: (path, body, requestOptions) => request('PATCH', path, { ...requestOptions, body }),
    delete: (path, requestOptions) => request('DELETE', path, requestOptions),
  };
}
