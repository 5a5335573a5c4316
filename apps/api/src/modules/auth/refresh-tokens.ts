import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_INVALID_MESSAGE, REFRESH_TOKEN_TTL_DAYS } from '@shop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import { unauthorized } from '../../http/http-error.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Only the hash is stored: a leaked table does not let anyone sign in. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new opaque token (32 random bytes) of a family; a sign-in starts a new family. */
export async function issueRefreshToken(
  db: Database,
  input: { shopUserId: number; familyId?: string; expiresAt?: Date; now?: Date },
): Promise<string> {
  const now = input.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    shopUserId: input.shopUserId,
    familyId: input.familyId ?? randomUUID(),
    tokenHash: hashRefreshToken(token),
    // Rotation keeps the family's end: a stolen-and-refreshed token does not live for ever.
    expiresAt: input.expiresAt ?? new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS),
    createdAt: now,
  });
  return token;
}

/**
 * POST /refresh-token: exchanges a refresh token for the next one of its family, in a transaction with
 * the token's row locked. A token used before (a replay: a copy is in someone else's hands), revoked or
 * expired is a 401; a replay also revokes the whole family, signing out whoever holds the newer token.
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ shopUserId: number; refreshToken: string }> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
      .for('update');
    if (!row || row.revokedAt || row.expiresAt <= now) return null;
    if (row.usedAt) {
      await revokeFamily(tx, row.familyId, now);
      return 'replayed' as const;
    }
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
    const next = await issueRefreshToken(tx, {
      shopUserId: row.shopUserId,
      familyId: row.familyId,
      expiresAt: row.expiresAt,
      now,
    });
    return { shopUserId: row.shopUserId, refreshToken: next };
  });
  // The family's revocation above must commit, so the refusal is thrown outside the transaction.
  if (outcome === null || outcome === 'replayed') throw unauthorized(REFRESH_TOKEN_INVALID_MESSAGE);
  return outcome;
}

/** Logout: the token's family can no longer be refreshed (an unknown token changes nothing). */
export async function revokeRefreshToken(db: Database, token: string, now = new Date()): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  if (row) await revokeFamily(db, row.familyId, now);
}

async function revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Every session of a user ends (a password change or reset): none of their refresh tokens works. */
export async function revokeAllRefreshTokens(db: Database, shopUserId: number, now = new Date()) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.shopUserId, shopUserId), isNull(refreshTokens.revokedAt)));
}
