import {
  ADMIN_API_BASE,
  ADMIN_CREDENTIALS_MESSAGE,
  adminAccountListSchema,
  adminAccountSchema,
  adminAccountsQuerySchema,
  adminAuditListSchema,
  adminAuditQuerySchema,
  adminCustomerListSchema,
  adminCustomersQuerySchema,
  adminImpersonationBodySchema,
  adminImpersonationSchema,
  adminNewsletterListSchema,
  adminNewsletterQuerySchema,
  adminOrderListSchema,
  adminOrderSchema,
  adminOrdersQuerySchema,
  adminRejectBodySchema,
  adminReturnListSchema,
  adminReturnSchema,
  adminReturnsQuerySchema,
  adminReturnStateBodySchema,
  adminSignInBodySchema,
  adminStockRequestListSchema,
  adminStockRequestsQuerySchema,
  adminTokenSchema,
  adminForbiddenMessage,
  adminMeSchema,
  errorSchema,
  ROLE_PERMISSIONS,
  roleHasPermission,
  TOKEN_INVALID_MESSAGE,
  TOKEN_MISSING_MESSAGE,
  validationErrorSchema,
  type AdminOrderAction,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { forbidden, unauthorized } from '../../http/http-error.ts';
import { adminOf, type SignedInAdmin } from './admin-request.ts';
import type { SignInProtectionConfig } from '../../config-sign-in.ts';
import {
  guardSignIn,
  recordSignInFailure,
  recordSignInSuccess,
  signInCounters,
  signInDelay,
} from '../../http/sign-in-guard.ts';
import { decideAccount, listAccounts } from './accounts.ts';
import { authenticateAdministrator } from './administrators.ts';
import { deriveAdminKey, signAdminToken, verifyAdminToken } from './admin-tokens.ts';
import { listAudit, recordAudit } from './audit.ts';
import { impersonateCustomer } from './impersonation.ts';
import { listCustomers, listNewsletterSubscribers, listStockRequests } from './lists.ts';
import { listOrders, loadAdminOrder, runOrderAction } from './orders.ts';
import { listReturns, loadAdminReturn, moveReturn } from './returns.ts';
import { ANY_ADMIN, routeAccess } from './permissions.ts';
import { findSessionAdministrator, openAdminSession, revokeAdminSession } from './sessions.ts';
import { teamRoutes } from './team-routes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in administrator of a back-office request (null before the auth hook ran). */
    administrator: SignedInAdmin | null;
    /** Their session (the token's `sid`), for signing out. */
    adminSessionId: string | null;
  }
  interface FastifyContextConfig {
    /** Back-office routes an anonymous caller may use: signing in and the invitation link. */
    adminPublic?: boolean;
  }
}

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ORDER_ACTION_PATHS: Record<AdminOrderAction, string> = {
  process: 'process',
  fulfil: 'fulfil',
  cancel: 'cancel',
  markPaid: 'mark-paid',
};

/**
 * The back office API under /api/v2/admin (docs/adr/0028-back-office.md). Its own administrators sign in
 * at POST /token and send `Authorization: Bearer <admin token>`; every other route refuses anything else
 * with 401 — a shop customer's token too, which is signed with another key. Every change is audited in its
 * own transaction.
 */
export async function adminModule(
  app: FastifyInstance,
  options: {
    db: Database;
    jwtSecret: Uint8Array;
    storefrontUrls: Readonly<Record<string, string>>;
    /** Sign-in delays and the per-address limit (ADR 0040); the back office has no reCAPTCHA. */
    signInProtection: SignInProtectionConfig;
    /** The channel whose storefront serves the back office: invitation links and their mails' brand. */
    defaultChannelCode: string;
    /**
     * Back-office parts of other modules (the catalogue...), registered inside this scope so that they get
     * its administrator authentication; app.ts passes them, so this module imports none of them.
     */
    extensions?: readonly ((scope: FastifyInstance) => Promise<void>)[];
  },
): Promise<void> {
  const { db, signInProtection } = options;
  const key = deriveAdminKey(options.jwtSecret);
  // Failed sign-ins per address (429 past ADMIN_LOGIN_FAILURES_PER_IP), per email and per email+address.
  const counters = signInCounters('admin-login', signInProtection.adminPerIpLimit);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const base = ADMIN_API_BASE;
  const security = [{ adminBearer: [] }];

  app.decorateRequest('administrator', null);
  app.decorateRequest('adminSessionId', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.adminPublic) return;
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized(TOKEN_MISSING_MESSAGE);
    const session = await verifyAdminToken(key, match[1]);
    // A signed-out session, an expired one or a disabled administrator: the token no longer works.
    const administrator = await findSessionAdministrator(db, session, new Date());
    if (!administrator) throw unauthorized(TOKEN_INVALID_MESSAGE);
    request.administrator = administrator;
    request.adminSessionId = session.sessionId;
    // The role's permissions (ADR 0055): the route's prefix names the permission; an unmapped route is the
    // owner's only (deny by default).
    const access = routeAccess(request.routeOptions.url ?? '');
    if (access === ANY_ADMIN || administrator.role === 'owner') return;
    if (!access || !roleHasPermission(administrator.role, access)) {
      throw forbidden(adminForbiddenMessage(access ?? 'owner'));
    }
  });
  // Every signed-in route may answer 403 (a role without the permission): the document says so (ADR 0042).
  app.addHook('onRoute', (route) => {
    if (route.config?.adminPublic || !route.schema?.response) return;
    (route.schema.response as Record<number, unknown>)[403] = errorSchema;
  });

  api.post(
    `${base}/token`,
    {
      config: { adminPublic: true },
      schema: {
        tags,
        summary: 'Sign in to the back office: a bearer token for 8 hours (no refresh token)',
        body: adminSignInBodySchema,
        response: { 200: adminTokenSchema, 401: errorSchema, 422: validationErrorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const attempt = { email, ip: request.ip };
      // Never a lock-out of the administrator (ADR 0040): a failing pair waits, a failing email waits longest.
      const decision = await guardSignIn(db, counters, signInProtection, attempt, false);
      await signInDelay(decision.delayMs);
      let administrator;
      try {
        administrator = await authenticateAdministrator(db, { email, password });
      } catch (error) {
        await recordSignInFailure(db, counters, attempt);
        throw error;
      }
      await recordSignInSuccess(db, counters, attempt);
      const now = new Date();
      const sessionId = await openAdminSession(db, administrator.id, now);
      const { token, expiresAt } = await signAdminToken(
        key,
        { administratorId: administrator.id, sessionId },
        now,
      );
      await recordAudit(
        db,
        {
          administratorId: administrator.id,
          action: 'admin.signIn',
          subjectType: 'administrator',
          subjectId: administrator.id,
          summary: `${administrator.name} signed in`,
        },
        now,
      );
      return { token, expiresAt: expiresAt.toISOString(), administrator };
    },
  );

  api.post(
    `${base}/logout`,
    {
      schema: {
        tags,
        security,
        summary: 'Sign out: the token stops working at once',
        response: { 204: z.null(), 401: errorSchema },
      },
    },
    async (request, reply) => {
      const administrator = adminOf(request);
      const now = new Date();
      await revokeAdminSession(db, request.adminSessionId ?? '', now);
      await recordAudit(
        db,
        {
          administratorId: administrator.id,
          action: 'admin.signOut',
          subjectType: 'administrator',
          subjectId: administrator.id,
          summary: `${administrator.name} signed out`,
        },
        now,
      );
      return reply.status(204).send(null);
    },
  );

  api.get(
    `${base}/me`,
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in administrator, their role and its permissions',
        response: { 200: adminMeSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const { id, email, name, role } = adminOf(request);
      return { id, email, name, role, permissions: [...ROLE_PERMISSIONS[role]] };
    },
  );

  // --- Accounts of the login-only (b2b) channels ---
  api.get(
    `${base}/accounts`,
    {
      schema: {
        tags,
        security,
        summary: 'Accounts of the login-only channels: pending, approved or turned down',
        querystring: adminAccountsQuerySchema,
        response: { 200: adminAccountListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listAccounts(db, request.query),
  );
  for (const decision of ['approve', 'reject'] as const) {
    api.patch(
      `${base}/accounts/:id/${decision}`,
      {
        schema: {
          tags,
          security,
          summary:
            decision === 'approve'
              ? 'Approve an account: it can sign in; the customer is mailed'
              : 'Turn an account down (optional reason): it cannot sign in; the customer is mailed',
          params: idParams,
          ...(decision === 'reject' ? { body: adminRejectBodySchema } : {}),
          response: {
            200: adminAccountSchema,
            401: errorSchema,
            404: errorSchema,
            422: validationErrorSchema,
          },
        },
      },
      async (request) =>
        decideAccount(db, {
          shopUserId: request.params.id,
          decision,
          ...(decision === 'reject' && (request.body as { reason?: string } | undefined)?.reason
            ? { reason: (request.body as { reason: string }).reason }
            : {}),
          administratorId: adminOf(request).id,
          now: new Date(),
        }),
    );
  }

  // --- Orders ---
  api.get(
    `${base}/orders`,
    {
      schema: {
        tags,
        security,
        summary:
          'Placed orders of every channel, newest first (state, paymentState, search by number or email)',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrderListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listOrders(db, request.query),
  );
  api.get(
    `${base}/orders/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'One placed order and the actions it allows now',
        params: idParams,
        response: { 200: adminOrderSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => loadAdminOrder(db, request.params.id),
  );
  for (const [action, path] of Object.entries(ORDER_ACTION_PATHS) as Array<[AdminOrderAction, string]>) {
    api.patch(
      `${base}/orders/:id/${path}`,
      {
        schema: {
          tags,
          security,
          summary: {
            process: 'Start on an order: new -> processing ("In progress")',
            fulfil: 'Fulfil an order: stock leaves, loyalty points are awarded, review links are mailed',
            cancel: 'Cancel an order: stock on hold, redeemed points and gift card balance go back',
            markPaid: 'Mark the payment received (bank transfer, cash)',
          }[action],
          params: idParams,
          response: { 200: adminOrderSchema, 401: errorSchema, 404: errorSchema, 422: validationErrorSchema },
        },
      },
      async (request) => {
        await runOrderAction(db, {
          orderId: request.params.id,
          action,
          administratorId: adminOf(request).id,
          now: new Date(),
        });
        return loadAdminOrder(db, request.params.id);
      },
    );
  }

  // --- Returns ---
  api.get(
    `${base}/returns`,
    {
      schema: {
        tags,
        security,
        summary: 'Returns of every channel, newest first (state)',
        querystring: adminReturnsQuerySchema,
        response: { 200: adminReturnListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listReturns(db, request.query),
  );
  api.get(
    `${base}/returns/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'One return with the whole IBAN of a bank-transfer refund and the states it may go to',
        params: idParams,
        response: { 200: adminReturnSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => loadAdminReturn(db, request.params.id),
  );
  api.patch(
    `${base}/returns/:id/state`,
    {
      schema: {
        tags,
        security,
        summary: 'Move a return to another state (processed: refuse items by id); the customer is mailed',
        params: idParams,
        body: adminReturnStateBodySchema,
        response: { 200: adminReturnSchema, 401: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      await moveReturn(db, {
        returnId: request.params.id,
        to: request.body.to,
        ...(request.body.refusedItemIds ? { refusedItemIds: request.body.refusedItemIds } : {}),
        administratorId: adminOf(request).id,
        now: new Date(),
      });
      return loadAdminReturn(db, request.params.id);
    },
  );

  // --- Lists ---
  api.get(
    `${base}/newsletter-subscribers`,
    {
      schema: {
        tags,
        security,
        summary: 'Newsletter subscribers, newest first (status)',
        querystring: adminNewsletterQuerySchema,
        response: { 200: adminNewsletterListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listNewsletterSubscribers(db, request.query),
  );
  api.get(
    `${base}/stock-notification-requests`,
    {
      schema: {
        tags,
        security,
        summary: 'Stock-notification requests, newest first (waiting or notified)',
        querystring: adminStockRequestsQuerySchema,
        response: { 200: adminStockRequestListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listStockRequests(db, request.query),
  );
  api.get(
    `${base}/customers`,
    {
      schema: {
        tags,
        security,
        summary: 'Customers by email, name or company, with the channels they can sign in to',
        querystring: adminCustomersQuerySchema,
        response: { 200: adminCustomerListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listCustomers(db, request.query),
  );
  api.post(
    `${base}/customers/:id/impersonation`,
    {
      schema: {
        tags,
        security,
        summary: 'A storefront link that signs in as the customer for 15 minutes (audited)',
        params: idParams,
        body: adminImpersonationBodySchema,
        response: {
          200: adminImpersonationSchema,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) =>
      impersonateCustomer(db, {
        customerId: request.params.id,
        channelCode: request.body.channelCode,
        administrator: adminOf(request),
        secret: options.jwtSecret,
        storefrontUrls: options.storefrontUrls,
        now: new Date(),
      }),
  );
  api.get(
    `${base}/audit-log`,
    {
      schema: {
        tags,
        security,
        summary: 'Who did what in the back office, newest first (by administrator, object and action)',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listAudit(db, request.query),
  );

  await app.register(teamRoutes, { db, defaultChannelCode: options.defaultChannelCode });
  for (const extension of options.extensions ?? []) await extension(app);
}

export { ADMIN_CREDENTIALS_MESSAGE };
