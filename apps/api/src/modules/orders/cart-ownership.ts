import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's handler locks the cart with the caller (lockCart, or completion's own lock) and refuses
     * there a cart the caller may not use, so the orders module's ownership preHandler, one more look at the
     * order's row, is skipped (docs/adr/0049).
     */
    cartOwnershipInLock?: boolean;
  }
}

/** Route config of the routes whose handler checks the cart's ownership on the row it locks. */
export const OWNERSHIP_CHECKED_BY_LOCK = { cartOwnershipInLock: true } as const;

/** The caller of a cart route: the signed-in customer, null for a guest (CartScope's `customerId`). */
export function cartCaller(request: FastifyRequest): number | null {
  return request.auth?.customerId ?? null;
}
