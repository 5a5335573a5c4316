import type { LocaleCode } from '@shop/locale';
import type { StorefrontConfig } from '../config.server.ts';
import { createApiClient, type ApiClient } from './client.ts';
import type { RequestTokenStore } from './request-token-store.server.ts';
import { createTokenRefresher, readAccessToken, storeTokens } from './token-store.ts';

/** A client without the shopper's tokens, for data that is the same for everyone (and may be cached). */
export function createPublicApiClient(config: StorefrontConfig, locale: LocaleCode): ApiClient {
  return createApiClient({
    baseUrl: config.apiUrl,
    channelCode: config.channelCode,
    locale,
    getAccessToken: () => null,
    refreshTokens: async () => false,
    onAuthFailure: () => {},
  });
}

/**
 * The shopper's client for one server request: bearer token from the request's cookies, refreshed tokens
 * and sign-outs written back as Set-Cookie headers by the request middleware.
 */
export function createShopperApiClient(
  config: StorefrontConfig,
  locale: LocaleCode,
  tokens: RequestTokenStore,
  /** The shopper's address as the server (server.js) saw it; the API counts its limits by it. */
  clientAddress?: string,
): ApiClient {
  const client: ApiClient = createApiClient({
    baseUrl: config.apiUrl,
    channelCode: config.channelCode,
    locale,
    forwardedFor: clientAddress || undefined,
    getAccessToken: () => readAccessToken(tokens),
    refreshTokens: createTokenRefresher(tokens, () => client),
    onAuthFailure: () => storeTokens(tokens, null),
  });
  return client;
}
