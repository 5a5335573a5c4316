import { createHash, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { ADMIN_INVITATION_INVALID_MESSAGE, type AdminInvitation } from '@shop/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { adminInvitations, administrators } from '../../db/schema/index.ts';
import { notFound } from '../../http/http-error.ts';
import { recordAudit } from './audit.ts';

/** Only this digest is stored: a leaked table or backup cannot be turned into working links. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface MintedInvitation {
  token: string;
  email: string;
  name: string;
  locale: string;
}

/**
 * Gives a queued invitation its token (32 random bytes, URL-safe) and returns it with the address to mail it
 * to; null when there is nothing to send (a newer invitation replaced it, it expired, the administrator set a
 * password or was disabled meanwhile). Minting again (a retried mail) replaces the earlier token.
 */
export async function mintInvitationToken(
  db: Database,
  invitationId: number,
  now = new Date(),
): Promise<MintedInvitation | null> {
  const [row] = await db
    .select({ email: administrators.email, name: administrators.name, locale: adminInvitations.locale })
    .from(adminInvitations)
    .innerJoin(administrators, eq(administrators.id, adminInvitations.administratorId))
    .where(usable(eq(adminInvitations.id, invitationId), now));
  if (!row) return null;
  const token = randomBytes(32).toString('base64url');
  const [minted] = await db
    .update(adminInvitations)
    .set({ tokenHash: hashInvitationToken(token) })
    .where(and(eq(adminInvitations.id, invitationId), gt(adminInvitations.expiresAt, now)))
    .returning({ id: adminInvitations.id });
  return minted ? { token, ...row } : null;
}

/** An invitation that still works: not expired, of an enabled administrator without a password. */
function usable(which: ReturnType<typeof eq>, now: Date) {
  return and(
    which,
    gt(adminInvitations.expiresAt, now),
    eq(administrators.enabled, true),
    isNull(administrators.passwordHash),
  );
}

const invalid = () => notFound(ADMIN_INVITATION_INVALID_MESSAGE);

/** GET /invitations/{token}: whose link this is (the set-password page greets them); 404 when it is not usable. */
export async function findInvitation(
  db: Database,
  token: string,
  now = new Date(),
): Promise<AdminInvitation> {
  const [row] = await db
    .select({ email: administrators.email, name: administrators.name, expiresAt: adminInvitations.expiresAt })
    .from(adminInvitations)
    .innerJoin(administrators, eq(administrators.id, adminInvitations.administratorId))
    .where(usable(eq(adminInvitations.tokenHash, hashInvitationToken(token)), now));
  if (!row) throw invalid();
  return { email: row.email, name: row.name, expiresAt: row.expiresAt.toISOString() };
}

/**
 * PATCH /invitations/{token}: stores the password's argon2id hash, which lets the administrator sign in, and
 * deletes their invitations, so the link works once. An unknown, used or expired token is a 404.
 */
export async function acceptInvitation(
  db: Database,
  input: { token: string; password: string },
  now = new Date(),
): Promise<void> {
  const tokenHash = hashInvitationToken(input.token);
  // Checked before hashing, so unknown tokens cost no argon2 time; checked again under the lock below.
  await findInvitation(db, input.token, now);
  const passwordHash = await hash(input.password);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: administrators.id, name: administrators.name })
      .from(adminInvitations)
      .innerJoin(administrators, eq(administrators.id, adminInvitations.administratorId))
      .where(usable(eq(adminInvitations.tokenHash, tokenHash), now))
      .for('update');
    // A parallel acceptance of the same link won the lock and set the password: single use.
    if (!row) throw invalid();
    await tx.update(administrators).set({ passwordHash }).where(eq(administrators.id, row.id));
    await tx.delete(adminInvitations).where(eq(adminInvitations.administratorId, row.id));
    await recordAudit(
      tx,
      {
        administratorId: row.id,
        action: 'administrator.acceptInvitation',
        subjectType: 'administrator',
        subjectId: row.id,
        summary: `${row.name} accepted the invitation and set a password`,
      },
      now,
    );
  });
}
