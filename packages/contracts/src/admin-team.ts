import { z } from 'zod';
import { BLANK_MESSAGE, emailSchema, tooLong } from './checkout.ts';
import { listSchema } from './lists.ts';
import { confirmedPassword, passwordConfirmationSchema, passwordSchema } from './password.ts';

/**
 * The back-office team (docs/adr/0055-admin-roles.md): every administrator has one role, a role is a set of
 * permissions, and every admin API route belongs to one permission (apps/api/src/modules/admin/permissions.ts).
 */
export const ADMIN_PERMISSIONS = [
  'catalogue',
  'promotions',
  'content',
  'orders',
  'customers',
  'settings',
  'reports',
  'team',
  'audit',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

export const ADMIN_ROLES = ['owner', 'catalogue_manager', 'content_editor', 'customer_service'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** What each role may do. The owner may do everything, including what no other role may (deny by default). */
export const ROLE_PERMISSIONS: Readonly<Record<AdminRole, readonly AdminPermission[]>> = {
  owner: ADMIN_PERMISSIONS,
  catalogue_manager: ['catalogue', 'promotions', 'reports'],
  content_editor: ['content'],
  customer_service: ['orders', 'customers'],
};

export function roleHasPermission(role: AdminRole, permission: AdminPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** The 403 of a signed-in administrator whose role lacks the route's permission. */
export const adminForbiddenMessage = (permission: AdminPermission | 'owner') =>
  permission === 'owner'
    ? 'Only an owner may do this.'
    : `Your role does not include the "${permission}" permission.`;

/** GET /me: the signed-in administrator, their role and what it allows. */
export const adminMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ADMIN_ROLES),
  permissions: z.array(z.enum(ADMIN_PERMISSIONS)),
});
export type AdminMe = z.infer<typeof adminMeSchema>;

/** One member of the team (GET /administrators). */
export const adminTeamMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ADMIN_ROLES),
  enabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  /** Invited, and the password not set yet. */
  invitationPending: z.boolean(),
  /** When the last invitation link stops working (null without a pending invitation). */
  invitationExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminTeamMember = z.infer<typeof adminTeamMemberSchema>;
export const adminTeamListSchema = listSchema(adminTeamMemberSchema);

const NAME_MAX = 100;
const roleSchema = z.enum(ADMIN_ROLES, { error: `The role must be one of: ${ADMIN_ROLES.join(', ')}.` });

/** POST /administrators: invites a new administrator by mail; `locale` is the mail's language. */
export const adminInviteBodySchema = z.object({
  email: emailSchema,
  name: z
    .string({ error: BLANK_MESSAGE })
    .trim()
    .min(1, { error: BLANK_MESSAGE })
    .max(NAME_MAX, { error: tooLong(NAME_MAX) }),
  role: roleSchema,
  locale: z.enum(['lt', 'en', 'et', 'ru']).optional(),
});
export type AdminInviteBody = z.infer<typeof adminInviteBodySchema>;

/** PATCH /administrators/{id}/role. */
export const adminRoleBodySchema = z.object({ role: roleSchema });
export type AdminRoleBody = z.infer<typeof adminRoleBodySchema>;

/** GET /invitations/{token} (public): whose invitation a link is, for the set-password page. */
export const adminInvitationSchema = z.object({ email: z.string(), name: z.string(), expiresAt: z.string() });
export type AdminInvitation = z.infer<typeof adminInvitationSchema>;

/** PATCH /invitations/{token} (public): the password, twice, with the customers' password rules. */
export const adminAcceptInvitationBodySchema = confirmedPassword(
  z.object({ password: passwordSchema, confirmPassword: passwordConfirmationSchema }),
  'password',
  'confirmPassword',
);
export type AdminAcceptInvitationBody = z.infer<typeof adminAcceptInvitationBodySchema>;

/** How long an invitation link works. */
export const ADMIN_INVITATION_TTL_DAYS = 7;
export const ADMIN_INVITATION_INVALID_MESSAGE =
  'This invitation link is invalid, used or expired. Ask an owner to send a new one.';
export const ADMIN_EMAIL_TAKEN_MESSAGE = 'An administrator with this email already exists.';
export const ADMIN_SELF_MESSAGE = 'You cannot disable yourself or change your own role.';
export const ADMIN_LAST_OWNER_MESSAGE = 'The shop needs at least one enabled owner.';
export const ADMIN_NOT_PENDING_MESSAGE = 'This administrator has already accepted the invitation.';
export const ADMIN_PENDING_ENABLE_MESSAGE =
  'This administrator has not set a password yet: send the invitation again instead.';
