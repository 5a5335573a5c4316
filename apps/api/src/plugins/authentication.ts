import { TOKEN_INVALID_MESSAGE, TOKEN_MISSING_MESSAGE, errorSchema } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
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
    /**
     * `'customer'`: only a signed-in customer may call the route. An anonymous call is a 401 ("JWT Token not
     * found") in the onRequest hook, before the body, query and parameters are validated, so an anonymous
     * caller learns nothing about them (ADR 0014). Left out: a token is optional (the cart, checkout as a
     * guest, the catalogue), and a login-only channel (b2b) still wants one (ADR 0029).
     */
    auth?: 'customer';
  }
}

/** The OpenAPI security scheme of a customer's access token (components in plugins/openapi.ts). */
export const CUSTOMER_BEARER = 'customerBearer';

const unauthorizedResponse = errorSchema.describe(
  'No valid customer token: a malformed, forged, expired or other channel’s token ("Invalid JWT Token", ' +
    '"Expired JWT Token": refresh and repeat), or none where one is needed ("JWT Token not found": the ' +
    'operation needs a signed-in customer, or the channel requires a sign-in)',
);

/**
 * The route's OpenAPI security and its 401, from the same options the hook reads: a signed-in customer
 * required (`auth: 'customer'`), a token optional (every other route that reads one: it may answer 401 to
 * a bad token, and on a login-only channel to none), or no token read at all (sign-in, refresh, logout).
 */
function documentAuthentication(route: RouteOptions): void {
  route.schema ??= {};
  const schema = route.schema as { security?: unknown; response?: Record<number, unknown> };
  if (route.config?.skipAuthentication) {
    // Public: no token is read, and the document says so (an empty requirement, not a missing one).
    schema.security ??= [];
    return;
  }
  schema.security ??=
    route.config?.auth === 'customer' ? [{ [CUSTOMER_BEARER]: [] }] : [{ [CUSTOMER_BEARER]: [] }, {}];
  schema.response ??= {};
  // The shared error shape, with what a 401 means here (a route may document a 401 of its own).
  if (schema.response[401] === undefined || schema.response[401] === errorSchema) {
    schema.response[401] = unauthorizedResponse;
  }
}

/**
 * Reads `Authorization: Bearer <access token>` on every shop API request (after the request context):
 * a valid token of this channel sets `request.auth`; a malformed, forged, expired or other channel's
 * token is a 401 with LexikJWT's text, which tells the client to refresh (spec section 6). So is the
 * token of a user that no longer exists (a deleted account) or was disabled: one primary-key lookup per
 * signed-in request keeps tokens issued before a deletion from working for the rest of their 15 minutes.
 * No header: anonymous, which a route that says `config: { auth: 'customer' }` refuses right here, before
 * validation. An onRoute hook writes the same rule into every shop route's OpenAPI operation.
 */
export async function authentication(
  app: FastifyInstance,
  options: { secret: Uint8Array; db: Database },
): Promise<void> {
  app.decorateRequest('auth', null);
  app.addHook('onRoute', documentAuthentication);
  app.addHook('onRequest', async (request) => {
    const { config } = request.routeOptions;
    if (config.skipAuthentication) return;
    const header = request.headers.authorization;
    if (!header) {
      if (config.auth === 'customer') throw unauthorized(TOKEN_MISSING_MESSAGE);
      return;
    }
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

/**
 * The signed-in user of a route that says `config: { auth: 'customer' }`: the hook has already refused
 * anonymous calls to it, so this narrows the type. Called on a route that does not say so, it throws (a
 * 500 that any test of the route shows), rather than letting the route validate anonymous calls first.
 */
export function requireAuth(request: FastifyRequest): AuthenticatedUser {
  // A route that needs a customer but does not say so would judge an anonymous call's input first.
  if (request.routeOptions.config.auth !== 'customer') {
    throw new Error(`${request.method} ${request.routeOptions.url} needs config: { auth: 'customer' }`);
  }
  if (!request.auth) throw unauthorized(TOKEN_MISSING_MESSAGE);
  return request.auth;
}
