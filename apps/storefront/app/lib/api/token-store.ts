import { COOKIE_AUTH_REFRESH_TOKEN, COOKIE_AUTH_TOKEN } from '../storage-keys.ts';
import type { ApiClient } from './client.ts';

/** Reads and writes the shopper's tokens (cookies in the browser, request/response headers on the server). */
export interface TokenStore {
  read(name: string): string | undefined;
  /** null removes the value. */
  write(name: string, value: string | null): void;
}

export interface AuthTokens {
  token: string;
  refreshToken: string;
}

export function readAccessToken(store: TokenStore): string | undefined {
  return store.read(COOKIE_AUTH_TOKEN);
}

export function storeTokens(store: TokenStore, tokens: AuthTokens | null): void {
  store.write(COOKIE_AUTH_TOKEN, tokens?.token ?? null);
  store.write(COOKIE_AUTH_REFRESH_TOKEN, tokens?.refreshToken ?? null);
}

/**
 * Token refresh (spec section 4): without a stored refresh token it answers false; otherwise it clears the
 * tokens, posts the refresh token and stores the new pair. The client passed in must be the one whose
 * 401 handling calls this: /refresh-token is an auth call, so it is never retried and cannot loop.
 */
export function createTokenRefresher(store: TokenStore, getClient: () => ApiClient): () => Promise<boolean> {
  return async () => {
    const refreshToken = store.read(COOKIE_AUTH_REFRESH_TOKEN);
    if (!refreshToken) return false;
    storeTokens(store, null);
    try {
      const tokens = await getClient().post<AuthTokens>('/refresh-token', { refreshToken });
      if (!tokens?.token || !tokens.refreshToken) return false;
      storeTokens(store, tokens);
      return true;
    } catch {
      return false;
    }
  };
}
