import { ADMIN_CREDENTIALS_MESSAGE, type AdminToken, type ValidationError } from '@shop/contracts';
import { redirect } from 'react-router';
import { isApiError } from '~/lib/api/api-error.ts';
import { createAdminApiClient, type AdminApiClient } from '~/lib/api/admin-client.ts';
import { parseCookieHeader } from '~/lib/cookies.ts';
import { AUTH_RETURN_PARAM } from '~/routing/auth-return.ts';
import { routePath, type RouteParams } from '~/routing/route-path.ts';
import type { RouteName } from '~/routing/route-table.ts';
import type { ShopRequest } from './request-context.server.ts';

/** The administrator's bearer token: its own cookie, apart from the shopper's tokens (issue 8). */
export const ADMIN_TOKEN_COOKIE = 'shop_admin_token';

/** Everything an admin loader or action needs: the API client with the administrator's token. */
export interface AdminSession {
  api: AdminApiClient;
  /** A path of a back office screen in the request's locale. */
  path: (name: RouteName, params?: RouteParams) => string;
}

/** "/admin" in the default locale, "/en/admin" in English: where the admin cookie is sent. */
export function adminRoot(shop: Pick<ShopRequest, 'locale' | 'defaultLocale'>): string {
  return routePath('ADMIN_DASHBOARD', shop.locale, {}, shop.defaultLocale);
}

function isSecure(request: Request): boolean {
  // Behind a TLS-terminating proxy the request itself is http: the proxy's first hop tells.
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return (forwarded ?? new URL(request.url).protocol.replace(':', '')) === 'https';
}

/** What the back office's server code gets of a request: the request, and its URL without React Router's
 * data suffix (`/admin/orders.data` is `/admin/orders`). Loader and action arguments are this. */
export interface AdminRequestArgs {
  request: Request;
  url: URL;
}

/**
 * The Set-Cookie values of the admin token: HTTP-only (no script reads it), SameSite=Strict, only sent to
 * the back office's paths, Secure over https, and expiring with the token. `null` deletes it.
 *
 * Two cookies of one name: `Path=/admin` covers /admin and every page below it, but not `/admin.data`,
 * the URL React Router fetches the dashboard's data from after hydration (a cookie path matches whole
 * segments only), so a second one is scoped to exactly that URL.
 */
export function adminTokenCookies(
  shop: Pick<ShopRequest, 'locale' | 'defaultLocale'>,
  request: Request,
  token: { value: string; expiresAt: string } | null,
  now = Date.now(),
): string[] {
  const maxAge = token ? Math.max(0, Math.floor((Date.parse(token.expiresAt) - now) / 1000)) : 0;
  const root = adminRoot(shop);
  return [root, `${root}.data`].map((path) => {
    const parts = [
      `${ADMIN_TOKEN_COOKIE}=${token ? encodeURIComponent(token.value) : ''}`,
      `Path=${path}`,
      'HttpOnly',
      'SameSite=Strict',
      `Max-Age=${Number.isFinite(maxAge) ? maxAge : 0}`,
    ];
    if (isSecure(request)) parts.push('Secure');
    return parts.join('; ');
  });
}

/** Response headers setting (or deleting) the admin token cookies. */
export function adminTokenHeaders(
  shop: Pick<ShopRequest, 'locale' | 'defaultLocale'>,
  request: Request,
  token: { value: string; expiresAt: string } | null,
): Headers {
  const headers = new Headers();
  for (const cookie of adminTokenCookies(shop, request, token)) headers.append('Set-Cookie', cookie);
  return headers;
}

export function readAdminToken(request: Request): string | null {
  return parseCookieHeader(request.headers.get('cookie')).get(ADMIN_TOKEN_COOKIE) || null;
}

/** Where to go after signing in: a back office path of this locale, else the dashboard (no open redirects). */
export function safeAdminReturnPath(
  value: string | null,
  shop: Pick<ShopRequest, 'locale' | 'defaultLocale'>,
) {
  const root = adminRoot(shop);
  const signIn = routePath('ADMIN_SIGN_IN', shop.locale, {}, shop.defaultLocale);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return root;
  const pathname = value.split(/[?#]/)[0] ?? '';
  if (pathname === signIn) return root;
  return pathname === root || pathname.startsWith(`${root}/`) ? value : root;
}

/** To the sign-in page, coming back to this page afterwards; `clear` also deletes a refused token. */
export function adminSignInRedirect(
  shop: ShopRequest,
  { request, url }: AdminRequestArgs,
  clear: boolean,
): Response {
  const signIn = routePath('ADMIN_SIGN_IN', shop.locale, {}, shop.defaultLocale);
  const back = `${url.pathname}${url.search}`;
  const query = back === adminRoot(shop) ? '' : `?${new URLSearchParams({ [AUTH_RETURN_PARAM]: back })}`;
  return redirect(
    `${signIn}${query}`,
    clear ? { headers: adminTokenHeaders(shop, request, null) } : undefined,
  );
}

/**
 * The back office session of a request, or a redirect to sign in when there is no admin token. A token
 * the API refuses later (expired, revoked) clears the cookie and redirects to sign in from whichever call
 * noticed it.
 */
export function requireAdminSession(
  shop: ShopRequest,
  args: AdminRequestArgs,
  fetchImpl?: typeof fetch,
): AdminSession {
  const token = readAdminToken(args.request);
  if (!token) throw adminSignInRedirect(shop, args, false);
  const api = createAdminApiClient({
    baseUrl: shop.config.apiUrl,
    token,
    fetch: fetchImpl,
    onAuthFailure: () => {
      throw adminSignInRedirect(shop, args, true);
    },
    // The role lacks the permission: the screen shows "no access" (the layout's error boundary, status 403).
    onForbidden: (message) => {
      throw new Response(message, { status: 403, statusText: 'Forbidden' });
    },
  });
  return { api, path: (name, params) => routePath(name, shop.locale, params, shop.defaultLocale) };
}

export type AdminSignInResult =
  | { ok: true; response: Response }
  | { ok: false; fieldErrors: Partial<Record<'email' | 'password', string>>; message: string | null };

const field = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** The API's first object-level text of a refusal (422 violations or a `{code, message}` body). */
export function apiMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const body = (error.data ?? {}) as Partial<ValidationError> & { message?: unknown };
  const violation = body.violations?.[0]?.message;
  if (typeof violation === 'string' && violation) return violation;
  return typeof body.message === 'string' && body.message ? body.message : null;
}

/**
 * Signing in (POST /token): on success the token goes into the admin cookie and the administrator on to
 * the page they came for; otherwise the API's texts for the fields or the whole form.
 */
export async function signInAdministrator(
  shop: ShopRequest,
  { request, url }: AdminRequestArgs,
  form: FormData,
  fetchImpl?: typeof fetch,
): Promise<AdminSignInResult> {
  const api = createAdminApiClient({ baseUrl: shop.config.apiUrl, token: null, fetch: fetchImpl });
  try {
    const token = await api.post<AdminToken>('/token', {
      email: field(form, 'email'),
      password: String(form.get('password') ?? ''),
    });
    const target = safeAdminReturnPath(url.searchParams.get(AUTH_RETURN_PARAM), shop);
    const headers = adminTokenHeaders(shop, request, { value: token.token, expiresAt: token.expiresAt });
    return { ok: true, response: redirect(target, { headers }) };
  } catch (error) {
    if (!isApiError(error) || error.status === null || error.status >= 500) throw error;
    if (error.status === 422) {
      const fieldErrors: Partial<Record<'email' | 'password', string>> = {};
      let message: string | null = null;
      for (const violation of (error.data as Partial<ValidationError>).violations ?? []) {
        if (violation.propertyPath === 'email' || violation.propertyPath === 'password') {
          fieldErrors[violation.propertyPath] ??= violation.message;
        } else message ??= violation.message;
      }
      return { ok: false, fieldErrors, message };
    }
    const fallback = error.status === 401 ? ADMIN_CREDENTIALS_MESSAGE : null;
    return { ok: false, fieldErrors: {}, message: apiMessage(error) ?? fallback };
  }
}

/**
 * Signing out: the API ends the session (its token stops working at once, ADR 0028), the cookie is deleted
 * and the sign-in page shown. A token the API no longer takes (expired, already signed out) still signs out.
 */
export async function signOutAdministrator(
  shop: ShopRequest,
  request: Request,
  fetchImpl?: typeof fetch,
): Promise<Response> {
  const token = readAdminToken(request);
  if (token) {
    const api = createAdminApiClient({ baseUrl: shop.config.apiUrl, token, fetch: fetchImpl });
    try {
      await api.post('/logout');
    } catch (error) {
      if (!isApiError(error) || error.status !== 401) throw error;
    }
  }
  return redirect(routePath('ADMIN_SIGN_IN', shop.locale, {}, shop.defaultLocale), {
    headers: adminTokenHeaders(shop, request, null),
  });
}
