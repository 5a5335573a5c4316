import {
  ADMIN_EMAIL_TAKEN_MESSAGE,
  ADMIN_INVITATION_TTL_DAYS,
  ADMIN_LAST_OWNER_MESSAGE,
  ADMIN_NOT_PENDING_MESSAGE,
  ADMIN_SELF_MESSAGE,
  type AdminInviteBody,
  type AdminRole,
  type AdminTeamMember,
  type List,
} from '@shop/contracts';
import { and, asc, count, eq, gt, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { adminInvitations, adminSessions, administrators, channels } from '../../db/schema/index.ts';
import { notFound, violation } from '../../http/http-error.ts';
import type { PageRequest } from '../../http/lists.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { pageMeta, recordAudit } from './audit.ts';

/** Job kind: the invitation mail; it mints the link's token, so the raw token is never stored. */
export const ADMIN_INVITATION_EMAIL_JOB = 'admin-invitation-email';
const DAY_MS = 24 * 60 * 60 * 1000;

interface Actor {
  id: number;
  name: string;
}

const notFoundAdmin = (id: number) => notFound(`Administrator ${id} not found.`);

/** Administrators with whether they still have to set a password and until when their link works. */
async function teamRows(db: Database, input: { id?: number; page: PageRequest }, now: Date) {
  const pending = db
    .select({
      administratorId: adminInvitations.administratorId,
      expiresAt: max(adminInvitations.expiresAt).as('expires_at'),
    })
    .from(adminInvitations)
    .where(gt(adminInvitations.expiresAt, now))
    .groupBy(adminInvitations.administratorId)
    .as('pending');
  const rows = await db
    .select({
      id: administrators.id,
      email: administrators.email,
      name: administrators.name,
      role: administrators.role,
      enabled: administrators.enabled,
      lastLoginAt: administrators.lastLoginAt,
      hasPassword: sql<boolean>`${administrators.passwordHash} is not null`,
      invitationExpiresAt: pending.expiresAt,
      createdAt: administrators.createdAt,
    })
    .from(administrators)
    .leftJoin(pending, eq(pending.administratorId, administrators.id))
    .where(input.id === undefined ? undefined : eq(administrators.id, input.id))
    .orderBy(asc(administrators.id))
    .limit(input.page.itemsPerPage)
    .offset((input.page.page - 1) * input.page.itemsPerPage);
  return rows.map((row): AdminTeamMember => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    enabled: row.enabled,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    invitationPending: !row.hasPassword,
    invitationExpiresAt:
      !row.hasPassword && row.invitationExpiresAt ? new Date(row.invitationExpiresAt).toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** GET /administrators: the team, oldest first. */
export async function listTeam(
  db: Database,
  input: PageRequest,
  now = new Date(),
): Promise<List<AdminTeamMember>> {
  const [counted] = await db.select({ total: count() }).from(administrators);
  const totalItems = Number(counted?.total ?? 0);
  return { data: await teamRows(db, { page: input }, now), meta: pageMeta(totalItems, input) };
}

async function loadMember(db: Database, id: number, now = new Date()): Promise<AdminTeamMember> {
  const [member] = await teamRows(db, { id, page: { page: 1, itemsPerPage: 1 } }, now);
  if (!member) throw notFoundAdmin(id);
  return member;
}

/** The mail's language when the invitation names none: the default channel's. */
async function defaultMailLocale(db: Database, defaultChannelCode: string): Promise<string> {
  const [channel] = await db
    .select({ locale: channels.defaultLocale })
    .from(channels)
    .where(eq(channels.code, defaultChannelCode));
  return channel?.locale ?? 'en';
}

/** A new invitation row and its mail job (in the caller's transaction). */
async function queueInvitation(
  tx: Database,
  input: { administratorId: number; locale: string; invitedBy: number },
  now: Date,
): Promise<void> {
  // A new link replaces the earlier ones: only the last mail's link works.
  await tx.delete(adminInvitations).where(eq(adminInvitations.administratorId, input.administratorId));
  const [invitation] = await tx
    .insert(adminInvitations)
    .values({
      administratorId: input.administratorId,
      locale: input.locale,
      invitedBy: input.invitedBy,
      expiresAt: new Date(now.getTime() + ADMIN_INVITATION_TTL_DAYS * DAY_MS),
      createdAt: now,
    })
    .returning({ id: adminInvitations.id });
  if (!invitation) throw new Error('The invitation was not stored');
  await enqueueJob(tx, ADMIN_INVITATION_EMAIL_JOB, { invitationId: invitation.id });
}

/** POST /administrators: a new administrator without a password, and the mail with their set-password link. */
export async function inviteAdministrator(
  db: Database,
  input: AdminInviteBody & { actor: Actor; defaultChannelCode: string },
  now = new Date(),
): Promise<AdminTeamMember> {
  const locale = input.locale ?? (await defaultMailLocale(db, input.defaultChannelCode));
  const id = await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: administrators.id })
      .from(administrators)
      .where(eq(administrators.email, input.email));
    if (taken) throw violation('email', ADMIN_EMAIL_TAKEN_MESSAGE);
    const [created] = await tx
      .insert(administrators)
      .values({ email: input.email, name: input.name, role: input.role, passwordHash: null, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: administrators.id });
    // A parallel invitation of the same address won.
    if (!created) throw violation('email', ADMIN_EMAIL_TAKEN_MESSAGE);
    await queueInvitation(tx, { administratorId: created.id, locale, invitedBy: input.actor.id }, now);
    await recordAudit(
      tx,
      {
        administratorId: input.actor.id,
        action: 'administrator.invite',
        subjectType: 'administrator',
        subjectId: created.id,
        summary: `${input.actor.name} invited ${input.name} <${input.email}> as ${input.role}`,
        details: { email: input.email, role: input.role, locale },
      },
      now,
    );
    return created.id;
  });
  return loadMember(db, id, now);
}

/** POST /administrators/{id}/invitation: a new link for someone who has not set a password yet. */
export async function resendInvitation(
  db: Database,
  input: { id: number; actor: Actor; defaultChannelCode: string; locale?: string },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(administrators).where(eq(administrators.id, input.id)).for('update');
    if (!row) throw notFoundAdmin(input.id);
    if (row.passwordHash !== null) throw violation('', ADMIN_NOT_PENDING_MESSAGE);
    if (!row.enabled) throw violation('', 'This administrator is disabled: enable them first.');
    const [earlier] = await tx
      .select({ locale: adminInvitations.locale })
      .from(adminInvitations)
      .where(eq(adminInvitations.administratorId, row.id))
      .limit(1);
    const locale = earlier?.locale ?? (await defaultMailLocale(tx, input.defaultChannelCode));
    await queueInvitation(tx, { administratorId: row.id, locale, invitedBy: input.actor.id }, now);
    await recordAudit(
      tx,
      {
        administratorId: input.actor.id,
        action: 'administrator.resendInvitation',
        subjectType: 'administrator',
        subjectId: row.id,
        summary: `${input.actor.name} sent ${row.name} a new invitation`,
      },
      now,
    );
  });
}

/**
 * Locks the enabled owners who can sign in, in id order, and returns their ids. Every role change and
 * disabling takes this lock first (then the target's row), so two owners demoting or disabling each other
 * at once are serialised, and the second sees the first's change: the shop always keeps an owner.
 */
async function lockOwners(tx: Database): Promise<number[]> {
  const owners = await tx
    .select({ id: administrators.id })
    .from(administrators)
    .where(
      and(
        eq(administrators.role, 'owner'),
        eq(administrators.enabled, true),
        isNotNull(administrators.passwordHash),
      ),
    )
    .orderBy(asc(administrators.id))
    .for('update');
  return owners.map((owner) => owner.id);
}

function keepAnOwner(owners: readonly number[], targetId: number): void {
  if (owners.every((id) => id === targetId)) throw violation('', ADMIN_LAST_OWNER_MESSAGE);
}

async function lockMember(tx: Database, id: number) {
  const [row] = await tx.select().from(administrators).where(eq(administrators.id, id)).for('update');
  if (!row) throw notFoundAdmin(id);
  return row;
}

/** PATCH /administrators/{id}/role. */
export async function changeRole(
  db: Database,
  input: { id: number; role: AdminRole; actor: Actor },
  now = new Date(),
): Promise<AdminTeamMember> {
  if (input.id === input.actor.id) throw violation('role', ADMIN_SELF_MESSAGE);
  await db.transaction(async (tx) => {
    const owners = await lockOwners(tx);
    const row = await lockMember(tx, input.id);
    if (row.role === input.role) return;
    if (row.role === 'owner') keepAnOwner(owners, row.id);
    await tx.update(administrators).set({ role: input.role }).where(eq(administrators.id, row.id));
    await recordAudit(
      tx,
      {
        administratorId: input.actor.id,
        action: 'administrator.role',
        subjectType: 'administrator',
        subjectId: row.id,
        summary: `${input.actor.name} changed the role of ${row.name} from ${row.role} to ${input.role}`,
        details: { before: { role: row.role }, after: { role: input.role } },
      },
      now,
    );
  });
  return loadMember(db, input.id, now);
}

/**
 * PATCH /administrators/{id}/disable and /enable. Disabling ends every session of the administrator at once
 * and voids their invitation links.
 */
export async function setEnabled(
  db: Database,
  input: { id: number; enabled: boolean; actor: Actor },
  now = new Date(),
): Promise<AdminTeamMember> {
  if (!input.enabled && input.id === input.actor.id) throw violation('', ADMIN_SELF_MESSAGE);
  await db.transaction(async (tx) => {
    const owners = await lockOwners(tx);
    const row = await lockMember(tx, input.id);
    if (row.enabled === input.enabled) return;
    if (!input.enabled) {
      if (row.role === 'owner') keepAnOwner(owners, row.id);
      await tx
        .update(adminSessions)
        .set({ revokedAt: now })
        .where(and(eq(adminSessions.administratorId, row.id), isNull(adminSessions.revokedAt)));
      await tx.delete(adminInvitations).where(eq(adminInvitations.administratorId, row.id));
    }
    await tx.update(administrators).set({ enabled: input.enabled }).where(eq(administrators.id, row.id));
    await recordAudit(
      tx,
      {
        administratorId: input.actor.id,
        action: input.enabled ? 'administrator.enable' : 'administrator.disable',
        subjectType: 'administrator',
        subjectId: row.id,
        summary: `${input.actor.name} ${input.enabled ? 'enabled' : 'disabled'} ${row.name}`,
        details: { before: { enabled: row.enabled }, after: { enabled: input.enabled } },
      },
      now,
    );
  });
  return loadMember(db, input.id, now);
}
