import { IMPERSONATION_PARAM } from '@shop/contracts/constants';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels, customers, shopUsers } from '../../db/schema/index.ts';
import { signAccessToken } from './access-tokens.ts';

/**
 * How long an impersonation session lasts: one access token and no refresh token, so the shop
 * administrator's session as the customer ends by itself (docs/adr/0018-account-deletion.md).
 */
export const IMPERSONATION_TOKEN_TTL_SECONDS = 15 * 60;

export class ImpersonationRefused extends Error {
  override name = 'ImpersonationRefused';
}

export interface Impersonation {
  token: string;
  expiresAt: Date;
  customerId: number;
  channelCode: string;
}

/**
 * Mints an access token that acts as the customer with `email` in `channelCode`, marked with the
 * `impersonatedBy` claim (who asked: an administrator's name). The later admin API calls this too.
 * Throws ImpersonationRefused for an unknown address, a guest (no shop user), a disabled account or an
 * unknown channel.
 */
export async function mintImpersonationToken(
  db: Database,
  input: {
    secret: Uint8Array;
    email: string;
    channelCode: string;
    impersonatedBy: string;
    now?: Date;
  },
): Promise<Impersonation> {
  const now = input.now ?? new Date();
  const [channel] = await db
    .select({ code: channels.code })
    .from(channels)
    .where(eq(channels.code, input.channelCode));
  if (!channel) throw new ImpersonationRefused(`No channel "${input.channelCode}"`);
  const [user] = await db
    .select({
      id: shopUsers.id,
      customerId: shopUsers.customerId,
      enabled: shopUsers.enabled,
      roles: shopUsers.roles,
    })
    .from(shopUsers)
    .innerJoin(customers, eq(customers.id, shopUsers.customerId))
    .where(eq(customers.email, input.email.trim().toLowerCase()));
  if (!user) throw new ImpersonationRefused(`No customer account with the email ${input.email}`);
  if (!user.enabled) throw new ImpersonationRefused(`The account of ${input.email} is disabled`);
  const token = await signAccessToken(
    input.secret,
    {
      shopUserId: user.id,
      customerId: user.customerId,
      channelCode: channel.code,
      roles: user.roles,
      impersonatedBy: input.impersonatedBy,
    },
    now,
    IMPERSONATION_TOKEN_TTL_SECONDS,
  );
  const expiresAt = new Date((Math.floor(now.getTime() / 1000) + IMPERSONATION_TOKEN_TTL_SECONDS) * 1000);
  return { token, expiresAt, customerId: user.customerId, channelCode: channel.code };
}

/** The `x-auth` value (spec section 4): base64 of `{"token": …}` (a refresh token too, when given). */
export function encodeImpersonationParam(tokens: { token: string; refreshToken?: string }): string {
  return Buffer.from(JSON.stringify(tokens), 'utf8').toString('base64');
}

/** The storefront URL that signs a browser in as the customer: `{storefront}/?x-auth=…`. */
export function impersonationUrl(storefrontUrl: string, tokens: { token: string; refreshToken?: string }) {
  const url = new URL(storefrontUrl.endsWith('/') ? storefrontUrl : `${storefrontUrl}/`);
  url.searchParams.set(IMPERSONATION_PARAM, encodeImpersonationParam(tokens));
  return url.toString();
}
