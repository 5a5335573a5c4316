import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { accountVerificationTokens } from '../../db/schema/index.ts';

/** How long an emailed verification link works. */
export const VERIFICATION_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;

/** The stored form of a token: its hex SHA-256 (the token is 256 random bits, so no salt or slow hash is needed). */
export function hashVerificationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new single-use token for the shop user, valid for VERIFICATION_TOKEN_TTL_MS: 32 random bytes,
 * URL-safe (43 characters). Only its hash is stored; the user's expired tokens are dropped meanwhile.
 */
export async function createVerificationToken(
  db: Database,
  shopUserId: number,
  now: Date,
): Promise<{ id: number; token: string }> {
  const token = randomBytes(32).toString('base64url');
  await db
    .delete(accountVerificationTokens)
    .where(
      and(eq(accountVerificationTokens.shopUserId, shopUserId), lt(accountVerificationTokens.expiresAt, now)),
    );
  const [row] = await db
    .insert(accountVerificationTokens)
    .values({
      shopUserId,
      tokenHash: hashVerificationToken(token),
      expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MS),
    })
    .returning({ id: accountVerificationTokens.id });
  if (!row) throw new Error('Could not store the verification token');
  return { id: row.id, token };
}
