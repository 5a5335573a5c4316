import { createHmac } from 'node:crypto';
import { ADMIN_TOKEN_TTL_SECONDS, TOKEN_EXPIRED_MESSAGE, TOKEN_INVALID_MESSAGE } from '@shop/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../../http/http-error.ts';

const ALGORITHM = 'HS256';
const AUDIENCE = 'shop-admin';

/**
 * The back office signs its tokens with a key of its own, derived from the API's JWT secret: a customer's
 * access token (signed with the secret itself) never verifies here, and an administrator's token never in
 * the shop API. The audience claim says the same in the token.
 */
export function deriveAdminKey(jwtSecret: Uint8Array): Uint8Array {
  return new Uint8Array(createHmac('sha256', jwtSecret).update('shop-admin-access-token').digest());
}

export interface AuthenticatedAdmin {
  administratorId: number;
  /** The session the token belongs to (admin_sessions), revoked at sign-out. */
  sessionId: string;
}

export async function signAdminToken(
  key: Uint8Array,
  session: { administratorId: number; sessionId: string },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expires = issuedAt + ADMIN_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ sid: session.sessionId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(session.administratorId))
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expires)
    .sign(key);
  return { token, expiresAt: new Date(expires * 1000) };
}

/** The administrator of a valid back-office token, or a 401 (expired, forged, or a shop customer's token). */
export async function verifyAdminToken(
  key: Uint8Array,
  token: string,
  now = new Date(),
): Promise<AuthenticatedAdmin> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      currentDate: now,
    }));
  } catch (error) {
    throw unauthorized(error instanceof errors.JWTExpired ? TOKEN_EXPIRED_MESSAGE : TOKEN_INVALID_MESSAGE);
  }
  const administratorId = Number(payload.sub);
  if (!Number.isSafeInteger(administratorId) || typeof payload.sid !== 'string') {
    throw unauthorized(TOKEN_INVALID_MESSAGE);
  }
  return { administratorId, sessionId: payload.sid };
}
