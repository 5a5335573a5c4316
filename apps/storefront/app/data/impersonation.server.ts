import { IMPERSONATION_PARAM } from '@shop/contracts/constants';
import { redirect } from 'react-router';
import type { RequestTokenStore } from '~/lib/api/request-token-store.server.ts';
import { storeTokens } from '~/lib/api/token-store.ts';
import { COOKIE_AUTH_TOKEN, COOKIE_CART_TOKEN, COOKIE_LOGGED_OUT_AT } from '~/lib/storage-keys.ts';

/** The tokens an `x-auth` value carries: an access token, and a refresh token when the issuer gave one. */
export interface ImpersonationTokens {
  token: string;
  refreshToken: string | null;
}

/** Far above any real value (a JWT and a refresh token); longer ones are not decoded at all. */
const MAX_PARAM_LENGTH = 4096;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const REFRESH_TOKEN = /^[A-Za-z0-9_-]{16,256}$/;

/**
 * Decodes `x-auth` (spec section 4): base64 (standard or URL-safe) of JSON `{"token": …, "refreshToken"?: …}`.
 * Anything else (not base64, not JSON, no JWT-shaped token, an odd refresh token) is null: ignored.
 */
export function decodeImpersonationParam(value: string | null): ImpersonationTokens | null {
  if (!value) return null;
  // A '+' of standard base64 that was not percent-encoded arrives as a space.
  const text = value.trim().replaceAll(' ', '+');
  if (text.length > MAX_PARAM_LENGTH || !BASE64.test(text)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { token, refreshToken } = parsed as { token?: unknown; refreshToken?: unknown };
  if (typeof token !== 'string' || !JWT.test(token)) return null;
  if (refreshToken === undefined || refreshToken === null) return { token, refreshToken: null };
  if (typeof refreshToken !== 'string' || !REFRESH_TOKEN.test(refreshToken)) return null;
  return { token, refreshToken };
}

/** The same address without `x-auth` (path and the other query parameters, in their order). */
export function withoutImpersonationParam(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete(IMPERSONATION_PARAM);
  const query = search.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/**
 * Root middleware step: a request with `x-auth` signs the browser in with its tokens (replacing any
 * session and cart of the browser) and is redirected to the same URL without the parameter, so the token
 * does not stay in the address bar, history or shared links. A bad value changes no cookie; the
 * parameter is removed all the same. Null when the request has no `x-auth`.
 */
export function impersonationRedirect(url: URL, tokens: RequestTokenStore): Response | null {
  if (!url.searchParams.has(IMPERSONATION_PARAM)) return null;
  const decoded = decodeImpersonationParam(url.searchParams.get(IMPERSONATION_PARAM));
  if (decoded) {
    if (decoded.refreshToken)
      storeTokens(tokens, { token: decoded.token, refreshToken: decoded.refreshToken });
    else {
      // No refresh token: the session ends with the access token (impersonation is short-lived).
      storeTokens(tokens, null);
      tokens.write(COOKIE_AUTH_TOKEN, decoded.token);
    }
    tokens.write(COOKIE_CART_TOKEN, null);
    tokens.write(COOKIE_LOGGED_OUT_AT, null);
  }
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const cookie of tokens.setCookieHeaders()) headers.append('Set-Cookie', cookie);
  return redirect(withoutImpersonationParam(url), { headers });
}
