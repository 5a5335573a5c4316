import {
  ADMIN_API_BASE,
  adminAcceptInvitationBodySchema,
  adminInvitationSchema,
  adminInviteBodySchema,
  adminRoleBodySchema,
  adminTeamListSchema,
  adminTeamMemberSchema,
  errorSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { adminOf } from './admin-request.ts';
import { acceptInvitation, findInvitation } from './invitations.ts';
import { changeRole, inviteAdministrator, listTeam, resendInvitation, setEnabled } from './team.ts';

const tags = ['admin team'];
const security = [{ adminBearer: [] }];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const tokenParams = z.object({ token: z.string().min(1).max(200) });
const teamQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(50),
});

/**
 * The back-office team (docs/adr/0055-admin-roles.md), inside the admin scope: listing, inviting, roles,
 * disabling (permission "team"), and the public invitation link (token + password). Every change is audited.
 */
export async function teamRoutes(
  app: FastifyInstance,
  options: { db: Database; defaultChannelCode: string },
): Promise<void> {
  const { db, defaultChannelCode } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${ADMIN_API_BASE}/administrators`;

  api.get(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'The team: role, enabled, last sign-in, invitation pending',
        querystring: teamQuery,
        response: { 200: adminTeamListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listTeam(db, request.query),
  );

  api.post(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Invite an administrator: a mail with a set-password link valid 7 days',
        body: adminInviteBodySchema,
        response: { 201: adminTeamMemberSchema, 401: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const member = await inviteAdministrator(db, {
        ...request.body,
        actor: adminOf(request),
        defaultChannelCode,
      });
      return reply.status(201).send(member);
    },
  );

  api.post(
    `${base}/:id/invitation`,
    {
      schema: {
        tags,
        security,
        summary: 'Send a new invitation link (the earlier links stop working)',
        params: idParams,
        response: { 202: z.null(), 401: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      await resendInvitation(db, { id: request.params.id, actor: adminOf(request), defaultChannelCode });
      return reply.status(202).send(null);
    },
  );

  api.patch(
    `${base}/:id/role`,
    {
      schema: {
        tags,
        security,
        summary: "Change an administrator's role (not one's own; the last owner stays an owner)",
        params: idParams,
        body: adminRoleBodySchema,
        response: {
          200: adminTeamMemberSchema,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) =>
      changeRole(db, { id: request.params.id, role: request.body.role, actor: adminOf(request) }),
  );

  for (const action of ['disable', 'enable'] as const) {
    api.patch(
      `${base}/:id/${action}`,
      {
        schema: {
          tags,
          security,
          summary:
            action === 'disable'
              ? 'Disable an administrator: their sessions end at once (not oneself, not the last owner)'
              : 'Enable a disabled administrator again',
          params: idParams,
          response: {
            200: adminTeamMemberSchema,
            401: errorSchema,
            404: errorSchema,
            422: validationErrorSchema,
          },
        },
      },
      async (request) =>
        setEnabled(db, { id: request.params.id, enabled: action === 'enable', actor: adminOf(request) }),
    );
  }

  // --- The invitation link: public, the token is the credential ---
  api.get(
    `${ADMIN_API_BASE}/invitations/:token`,
    {
      config: { adminPublic: true },
      schema: {
        tags,
        summary: 'Whose invitation a link is (404 when it is unknown, used or expired)',
        params: tokenParams,
        response: { 200: adminInvitationSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => findInvitation(db, request.params.token),
  );

  api.patch(
    `${ADMIN_API_BASE}/invitations/:token`,
    {
      config: { adminPublic: true },
      schema: {
        tags,
        summary: 'Accept an invitation: set the password (customer password rules); the link works once',
        params: tokenParams,
        body: adminAcceptInvitationBodySchema,
        response: { 204: z.null(), 400: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      await acceptInvitation(db, { token: request.params.token, password: request.body.password });
      return reply.status(204).send(null);
    },
  );
}
