import { ADMIN_API_BASE } from '@shop/contracts';
import { ApiError } from './api-error.ts';
import { apiUrl, type Query } from './client.ts';

export interface AdminApiClientOptions {
  /** API origin, e.g. "http://localhost:8080" (API_URL). */
  baseUrl: string;
  /** The administrator's bearer token; null before signing in. */
  token: string | null;
  /**
   * Called when the API refuses the token (401 on any call but signing in). There is no refresh in the
   * back office: it may throw (a redirect to sign in); if it returns, the call fails with the ApiError.
   */
  onAuthFailure?: () => void;
  /**
   * Called when the administrator's role lacks the call's permission (403, docs/adr/0055-admin-roles.md),
   * with the API's message; it may throw (the "no access" page); if it returns, the call fails as usual.
   */
  onForbidden?: (message: string) => void;
  fetch?: typeof fetch;
}

export interface AdminApiClient {
  get<T>(path: string, query?: Query): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
}

/** "/orders/7" -> "{base}/api/v2/admin/orders/7". */
export function adminApiUrl(baseUrl: string, path: string, query?: Query): string {
  return apiUrl(baseUrl, `${ADMIN_API_BASE}${path}`, query);
}

const TOKEN_PATH = '/token';

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The back office API client (docs/adr/0028-back-office.md): JSON calls under /api/v2/admin with the
 * administrator's bearer token. Unlike the shop client it sends no channel or locale headers (the back
 * office sees every channel) and never refreshes: a refused token ends the session.
 */
export function createAdminApiClient(options: AdminApiClientOptions): AdminApiClient {
  const doFetch = options.fetch ?? globalThis.fetch;

  async function request<T>(method: string, path: string, body?: unknown, query?: Query): Promise<T> {
    const headers = new Headers({ Accept: 'application/json' });
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
    let response: Response;
    try {
      response = await doFetch(adminApiUrl(options.baseUrl, path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new ApiError({ status: null, statusText: 'Network error', data: null, cause: error });
    }
    const data = await readBody(response);
    if (response.status === 401 && path !== TOKEN_PATH) options.onAuthFailure?.();
    if (response.status === 403) {
      const message = (data as { message?: unknown } | undefined)?.message;
      options.onForbidden?.(typeof message === 'string' ? message : '');
    }
    if (!response.ok) throw new ApiError({ status: response.status, statusText: response.statusText, data });
    return data as T;
  }

  return {
    get: (path, query) => request('GET', path, undefined, query),
    post: (path, body) => request('POST', path, body),
    patch: (path, body) => request('PATCH', path, body),
    put: (path, body) => request('PUT', path, body),
  };
}
