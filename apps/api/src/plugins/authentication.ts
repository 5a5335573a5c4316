import { TOKEN_INVALID_MESSAGE, TOKEN_MISSING_MESSAGE } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { unauthorized } from '../http/http-error.ts';
import { verifyAccessToken, type AuthenticatedUser } from '../modules/auth/access-tokens.ts';
import { isActiveShopUser } from '../modules/auth/active-user.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a valid bearer token, or null for anonymous requests. */
    auth: AuthenticatedUser | null;
  }
  interface FastifyContextConfig {
    /** Sign-in, refresh and logout read no bearer token: a stale one must not stop a refresh. */
    skipAuthentication?: boolean;
  }
}

/**
 * Reads `Authorization: Bearer <access token>` on every shop API request (after the request context):
 * a valid token of this channel sets `request.auth`; a malformed, forged, expired or other channel's
 * token is a 401 with LexikJWT's text, which tells the client to refresh (spec section 6). So is the
 * token of a user that no longer exists (a deleted account) or was disabled: one primary-key lookup per
 * signed-in request keeps tokens issued before a deletion from working for the rest of their 15 minutes.
 * No header: anonymous.
 */
export async function authentication(
  app: FastifyInstance,
  options: { secret: Uint8Array; db: Database },
): Promise<void> {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.skipAuthentication) return;
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized(TOKEN_INVALID_MESSAGE);
    const user = await verifyAccessToken(options.secret, match[1]);
    if (user.channelCode !== request.shop.channel.code) throw unauthorized(TOKEN_INVALID_MESSAGE);
    if (!(await isActiveShopUser(options.db, user))) throw unauthorized(TOKEN_INVALID_MESSAGE);
    request.auth = user;
  });
}
// Shared with the sibling shop modules, like the request context.
Object.assign(authentication, { [Symbol.for('skip-override')]: true });

/** The signed-in user, or the 401 of a call that needs one. */
export function requireAuth(request: FastifyRequest): AuthenticatedUser {
  if (!request.auth) throw unauthorized(TOKEN_MISSING_MESSAGE);
  return request.auth;
}
