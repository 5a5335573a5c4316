import { verify } from '@node-rs/argon2';
import {
  ACCOUNT_NOT_APPROVED_MESSAGE,
  ACCOUNT_NOT_VERIFIED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  type SignInResponse,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { customers, shopUsers } from '../../db/schema/index.ts';
import { unauthorized } from '../../http/http-error.ts';
import type { ChannelSummary } from '../channels/service.ts';
import { carryCartToCustomer } from '../orders/customer-carts.ts';
import { signAccessToken } from './access-tokens.ts';
import { issueRefreshToken } from './refresh-tokens.ts';

/**
 * Verified against when the email is unknown, so an unknown address costs as much time as a wrong
 * password and the answer time does not tell which addresses have accounts. (argon2id of a random value.)
 */
const UNKNOWN_USER_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$aXFww9rUqCyB4szV6jR14w$guekRXHyryzdd9M7D/wgS0wXz83BDwhpXn7QTDDitJw';

export class SignInRefused extends Error {
  constructor(readonly reason: 'credentials' | 'not_verified' | 'not_approved') {
    super(reason);
  }
}

async function passwordMatches(hash: string, password: string): Promise<boolean> {
  try {
    return await verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * POST /customers/token: the customer's email and password give an access token (15 min), a refresh
 * token (a new family) and their cart (the guest cart of `orderToken` carried over, see customer-carts.ts).
 * A wrong email or password is one answer; an account not activated, or a b2b account not approved yet,
 * is told so (spec section 1: the b2b user is told to contact the shop).
 */
export async function signIn(
  db: Database,
  input: {
    email: string;
    password: string;
    channel: ChannelSummary;
    orderToken: string | null;
    secret: Uint8Array;
    now?: Date;
  },
): Promise<SignInResponse> {
  const now = input.now ?? new Date();
  const [user] = await db
    .select({
      id: shopUsers.id,
      customerId: customers.id,
      email: customers.email,
      passwordHash: shopUsers.passwordHash,
      enabled: shopUsers.enabled,
      verifiedAt: shopUsers.verifiedAt,
      approvedAt: shopUsers.approvedAt,
      roles: shopUsers.roles,
    })
    .from(shopUsers)
    .innerJoin(customers, eq(customers.id, shopUsers.customerId))
    .where(eq(customers.email, input.email.trim().toLowerCase()));
  const matches = await passwordMatches(user?.passwordHash ?? UNKNOWN_USER_HASH, input.password);
  if (!user || !user.passwordHash || !matches || !user.enabled) throw new SignInRefused('credentials');
  if (!user.verifiedAt) throw new SignInRefused('not_verified');
  if (input.channel.requiresLogin && !user.approvedAt) throw new SignInRefused('not_approved');

  return startSession(db, {
    shopUserId: user.id,
    customerId: user.customerId,
    email: user.email,
    roles: user.roles,
    channel: input.channel,
    orderToken: input.orderToken,
    secret: input.secret,
    now,
  });
}

/**
 * A signed-in session for an account that passed its checks (password or social sign-in): the login time
 * is stamped, the guest cart of `orderToken` is carried over, and the tokens are issued.
 */
export async function startSession(
  db: Database,
  input: {
    shopUserId: number;
    customerId: number;
    email: string;
    roles: string[];
    channel: ChannelSummary;
    orderToken: string | null;
    secret: Uint8Array;
    now: Date;
  },
): Promise<SignInResponse> {
  const { now } = input;
  await db.update(shopUsers).set({ lastLoginAt: now }).where(eq(shopUsers.id, input.shopUserId));
  const orderToken = await carryCartToCustomer(db, {
    orderToken: input.orderToken,
    channelId: input.channel.id,
    customerId: input.customerId,
    email: input.email,
  });
  const token = await signAccessToken(
    input.secret,
    {
      shopUserId: input.shopUserId,
      customerId: input.customerId,
      channelCode: input.channel.code,
      roles: input.roles,
    },
    now,
  );
  const refreshToken = await issueRefreshToken(db, { shopUserId: input.shopUserId, now });
  return { token, refreshToken, orderToken };
}

/** The 401 a refused sign-in answers. */
export function signInRefusal(error: SignInRefused) {
  const messages = {
    credentials: INVALID_CREDENTIALS_MESSAGE,
    not_verified: ACCOUNT_NOT_VERIFIED_MESSAGE,
    not_approved: ACCOUNT_NOT_APPROVED_MESSAGE,
  } as const;
  return unauthorized(messages[error.reason]);
}

/** A refreshed session: a new access token for the refresh token's user, in the request's channel. */
export async function accessTokenFor(
  db: Database,
  input: { shopUserId: number; channel: ChannelSummary; secret: Uint8Array; now?: Date },
): Promise<string | null> {
  const [user] = await db
    .select({
      customerId: shopUsers.customerId,
      enabled: shopUsers.enabled,
      approvedAt: shopUsers.approvedAt,
      roles: shopUsers.roles,
    })
    .from(shopUsers)
    .where(eq(shopUsers.id, input.shopUserId));
  if (!user || !user.enabled || (input.channel.requiresLogin && !user.approvedAt)) return null;
  return signAccessToken(
    input.secret,
    {
      shopUserId: input.shopUserId,
      customerId: user.customerId,
      channelCode: input.channel.code,
      roles: user.roles,
    },
    input.now,
  );
}
