import { COMPANY_ACCOUNT_REQUIRED_MESSAGE, SHOP_API_BASE, TOKEN_MISSING_MESSAGE } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { forbidden, unauthorized } from '../../http/http-error.ts';
import { isApprovedCompanyBuyer } from '../customers/company-buyer.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Answers anonymous callers on a login-only channel (b2b) too: signing in and up, recovering an
     * account, and what the storefront's sign-in page needs to render (docs/adr/0029-b2b-channel.md).
     */
    openOnLoginOnlyChannel?: boolean;
  }
}

/** The cart and checkout calls: every call below /orders that is not a read. */
const ORDERS_BASE = `${SHOP_API_BASE}/orders`;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route changes a cart (create, items, bundles, gifts, address, shipment, payment, complete...). */
export function isCartChange(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  return (
    url !== undefined &&
    !READ_METHODS.has(request.method) &&
    (url === ORDERS_BASE || url.startsWith(`${ORDERS_BASE}/`))
  );
}

/**
 * Login-only channels (spec sections 1 and 6, the b2b channel): the API enforces them, not only the
 * storefront. Runs after the authentication hook on every shop API route:
 * - a call without a valid bearer token is a 401 ("JWT Token not found") unless its route is marked
 *   `openOnLoginOnlyChannel`;
 * - a cart change needs an approved company account: anyone else signed in gets a 403.
 * Other channels are untouched: anyone may browse and use the cart there.
 */
export async function loginOnlyChannel(app: FastifyInstance, options: { db: Database }): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (!request.shop.channel.requiresLogin) return;
    if (request.routeOptions.config.openOnLoginOnlyChannel) return;
    if (!request.auth) throw unauthorized(TOKEN_MISSING_MESSAGE);
    if (isCartChange(request) && !(await isApprovedCompanyBuyer(options.db, request.auth.customerId))) {
      throw forbidden(COMPANY_ACCOUNT_REQUIRED_MESSAGE);
    }
  });
}
// Applies to the sibling shop modules, like the authentication hook it follows.
Object.assign(loginOnlyChannel, { [Symbol.for('skip-override')]: true });
