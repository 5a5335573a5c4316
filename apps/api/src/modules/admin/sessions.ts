import { randomUUID } from 'node:crypto';
import { ADMIN_TOKEN_TTL_SECONDS, type Administrator, type AdminRole } from '@shop/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { adminSessions, administrators } from '../../db/schema/index.ts';

/** A new back-office session of the administrator, lasting as long as its token. */
export async function openAdminSession(db: Database, administratorId: number, now: Date): Promise<string> {
  const id = randomUUID();
  await db.insert(adminSessions).values({
    id,
    administratorId,
    expiresAt: new Date(now.getTime() + ADMIN_TOKEN_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return id;
}

/**
 * The administrator of a session that is still open (not signed out, not expired) and enabled; null
 * otherwise. One indexed read per back-office request.
 */
export async function findSessionAdministrator(
  db: Database,
  session: { administratorId: number; sessionId: string },
  now: Date,
): Promise<(Administrator & { role: AdminRole }) | null> {
  const [row] = await db
    .select({
      id: administrators.id,
      email: administrators.email,
      name: administrators.name,
      role: administrators.role,
    })
    .from(adminSessions)
    .innerJoin(administrators, eq(administrators.id, adminSessions.administratorId))
    .where(
      and(
        eq(adminSessions.id, session.sessionId),
        eq(adminSessions.administratorId, session.administratorId),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, now),
        eq(administrators.enabled, true),
      ),
    );
  return row ?? null;
}

/** Signing out: the session's token stops working at once. */
export async function revokeAdminSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)));
}
