import { parseCookieHeader, serializeCookie } from '../cookies.ts';
import type { TokenStore } from './token-store.ts';

/** Refresh tokens live for this long in the cookie; the API decides whether one is still valid. */
const TOKEN_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30;

export interface RequestTokenStore extends TokenStore {
  /** Set-Cookie values for every change made while handling the request. */
  setCookieHeaders(): string[];
}

/** Tokens of one server request: read from its Cookie header, changes collected as Set-Cookie values. */
export function createRequestTokenStore(request: Request): RequestTokenStore {
  const values = parseCookieHeader(request.headers.get('cookie'));
  const changes = new Map<string, string | null>();
  // Behind a TLS-terminating proxy the request itself is http: the proxy's first hop tells.
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const secure = (forwardedProto ?? new URL(request.url).protocol.replace(':', '')) === 'https';
  return {
    read: (name) => (changes.has(name) ? (changes.get(name) ?? undefined) : values.get(name)),
    write: (name, value) => {
      changes.set(name, value);
    },
    setCookieHeaders: () =>
      [...changes].map(([name, value]) =>
        serializeCookie(name, value ?? '', { secure, maxAge: value === null ? 0 : TOKEN_COOKIE_MAX_AGE_S }),
      ),
  };
}
