import { ApiError, isApiError } from '~/lib/api/api-error.ts';
import { adminApiUrl } from '~/lib/api/admin-client.ts';
import { adminSignInRedirect, readAdminToken, type AdminRequestArgs } from './admin-session.server.ts';
import { pageMessage, violationErrors } from './admin-product-messages.server.ts';
import type { FieldErrors, PageMessage } from './admin-product-views.ts';
import type { ShopRequest } from './request-context.server.ts';

/* What the products screens' calls share: the calls the JSON client does not make, and refusals. */

export const encode = (value: string | undefined) => encodeURIComponent(value ?? '');

/**
 * Calls the JSON client does not make: DELETE and multipart uploads, with the administrator's token, and the
 * same answer to a refused token (to sign in, the cookie deleted).
 */
export interface AdminRawCaller {
  send<T>(method: 'DELETE' | 'POST', path: string, body?: FormData): Promise<T>;
}

export function adminRawCaller(
  shop: ShopRequest,
  args: AdminRequestArgs,
  fetchImpl?: typeof fetch,
): AdminRawCaller {
  return {
    async send<T>(method: 'DELETE' | 'POST', path: string, body?: FormData) {
      const token = readAdminToken(args.request);
      if (!token) throw adminSignInRedirect(shop, args, false);
      let response: Response;
      try {
        response = await (fetchImpl ?? globalThis.fetch)(adminApiUrl(shop.config.apiUrl, path), {
          method,
          headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
          body,
        });
      } catch (error) {
        throw new ApiError({ status: null, statusText: 'Network error', data: null, cause: error });
      }
      const raw = response.status === 204 ? '' : await response.text();
      let data: unknown = undefined;
      try {
        data = raw ? JSON.parse(raw) : undefined;
      } catch {
        data = raw;
      }
      if (response.status === 401) throw adminSignInRedirect(shop, args, true);
      if (!response.ok)
        throw new ApiError({ status: response.status, statusText: response.statusText, data });
      return data as T;
    },
  };
}

/** The resource, or null when the API does not know it (404). */
export async function orNull<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** What a refused change tells the page: the fields' problems, a message, and whether it was a stale version. */
export interface ChangeRefusal {
  ok: false;
  stale: boolean;
  message: PageMessage | null;
  fieldErrors: FieldErrors;
}

/** A refusal the page can show (422/404/409/400), or the error again (anything else fails the page). */
export function refusal(error: unknown, path?: (propertyPath: string) => string): ChangeRefusal {
  if (!isApiError(error) || error.status === null || ![400, 404, 409, 413, 422].includes(error.status)) {
    throw error;
  }
  const body = (error.data ?? {}) as { message?: unknown };
  const text = typeof body.message === 'string' && body.message ? body.message : null;
  if (error.status === 409) {
    return { ok: false, stale: true, message: { key: 'adminProducts.errors.stale' }, fieldErrors: {} };
  }
  if (error.status === 422) {
    const fieldErrors = violationErrors(error.data, path);
    const general = fieldErrors[''] ?? [];
    delete fieldErrors[''];
    return { ok: false, stale: false, message: general[0] ?? null, fieldErrors };
  }
  if (error.status === 413) {
    return { ok: false, stale: false, message: { key: 'adminProducts.errors.imageSize' }, fieldErrors: {} };
  }
  return {
    ok: false,
    stale: false,
    message: text ? pageMessage(text) : { key: 'adminProducts.errors.failed' },
    fieldErrors: {},
  };
}
