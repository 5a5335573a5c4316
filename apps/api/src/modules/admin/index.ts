import {
  ADMIN_API_BASE,
  ADMIN_CREDENTIALS_MESSAGE,
  adminAccountListSchema,
  adminAccountSchema,
  adminAccountsQuerySchema,
  adminRejectBodySchema,
  adminSignInBodySchema,
  adminTokenSchema,
  adminForbiddenMessage,
  adminMeSchema,
  errorSchema,
  ROLE_PERMISSIONS,
  roleHasPermission,
  TOKEN_INVALID_MESSAGE,
  TOKEN_MISSING_MESSAGE,
  validationErrorSchema,
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
import { recordAudit } from './audit.ts';
import { listRoutes } from './list-routes.ts';
import { orderRoutes } from './order-routes.ts';
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

  await app.register(orderRoutes, { db });
  await app.register(listRoutes, {
    db,
    jwtSecret: options.jwtSecret,
    storefrontUrls: options.storefrontUrls,
  });
  await app.register(teamRoutes, { db, defaultChannelCode: options.defaultChannelCode });
  for (const extension of options.extensions ?? []) await extension(app);
}

export { ADMIN_CREDENTIALS_MESSAGE };
