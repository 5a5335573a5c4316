import { ACCESS_TOKEN_TTL_SECONDS, TOKEN_EXPIRED_MESSAGE, TOKEN_INVALID_MESSAGE } from '@shop/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';
import { unauthorized, type HttpError } from '../../http/http-error.ts';

/** Who a valid access token speaks for. */
export interface AuthenticatedUser {
  shopUserId: number;
  customerId: number;
  /** The channel the token was issued in: it is not accepted in another. */
  channelCode: string;
  roles: string[];
  /**
   * Set on tokens a shop administrator minted to act as the customer (impersonation.ts): who did it.
   * Such tokens are short-lived and come without a refresh token.
   */
  impersonatedBy?: string;
}

const ALGORITHM = 'HS256';

/**
 * A short-lived access token (GUIDE section 3): HS256, `sub` the shop user, expiring after 15 minutes
 * (or `ttlSeconds`). An impersonation token carries the `impersonatedBy` claim.
 */
export async function signAccessToken(
  secret: Uint8Array,
  user: AuthenticatedUser,
  now = new Date(),
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    customerId: user.customerId,
    channel: user.channelCode,
    roles: user.roles,
    ...(user.impersonatedBy ? { impersonatedBy: user.impersonatedBy } : {}),
  })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(user.shopUserId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(secret);
}

/** The user of a token, or a 401 with the LexikJWT text (expired or invalid). */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
  now = new Date(),
): Promise<AuthenticatedUser> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      currentDate: now,
    }));
  } catch (error) {
    throw tokenError(error);
  }
  const shopUserId = Number(payload.sub);
  const customerId = Number(payload.customerId);
  if (
    !Number.isSafeInteger(shopUserId) ||
    !Number.isSafeInteger(customerId) ||
    typeof payload.channel !== 'string'
  ) {
    throw unauthorized(TOKEN_INVALID_MESSAGE);
  }
  const roles = Array.isArray(payload.roles) ? payload.roles.filter((role) => typeof role === 'string') : [];
  const user: AuthenticatedUser = { shopUserId, customerId, channelCode: payload.channel, roles };
  if (typeof payload.impersonatedBy === 'string') user.impersonatedBy = payload.impersonatedBy;
  return user;
}

function tokenError(error: unknown): HttpError {
  return unauthorized(error instanceof errors.JWTExpired ? TOKEN_EXPIRED_MESSAGE : TOKEN_INVALID_MESSAGE);
}
