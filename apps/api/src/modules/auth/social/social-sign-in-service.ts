import {
  SOCIAL_EMAIL_REQUIRED_MESSAGE,
  SOCIAL_PROVIDER_DISABLED_MESSAGE,
  SOCIAL_VERIFY_EMAIL_MESSAGE,
  type SignInResponse,
  type SocialProvider,
} from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { SocialSignInConfig } from '../../../config.ts';
import type { Database } from '../../../db/database.ts';
import { customers, shopUsers, socialIdentities } from '../../../db/schema/index.ts';
import { HttpError, ViolationError, violation } from '../../../http/http-error.ts';
import type { ChannelSummary } from '../../channels/service.ts';
import { ensureSocialAccount } from '../../customers/social-accounts.ts';
import { SignInRefused, startSession } from '../sign-in-service.ts';
import { verifyProviderToken, type ProviderProfile } from './providers.ts';

/** 423: the account exists but its address is not verified yet (spec section 8: email verification). */
export const verifyEmailFirst = () => new HttpError(423, SOCIAL_VERIFY_EMAIL_MESSAGE);
/** 400 with the violation on `email`: the provider gave no address and the request named none. */
export const emailRequired = () =>
  new ViolationError(
    [{ propertyPath: 'email', message: SOCIAL_EMAIL_REQUIRED_MESSAGE, code: 'email_required' }],
    400,
  );

export interface SocialSignInInput {
  provider: SocialProvider;
  accessToken: string;
  /** The address typed by the shopper, used only when the provider gives none. */
  email: string | undefined;
  customData: Record<string, unknown> | undefined;
  channel: ChannelSummary;
  locale: string;
  orderToken: string | null;
  secret: Uint8Array;
  now?: Date;
}

const nameFrom = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 255) : null;

/**
 * POST /oauth-token (docs/adr/0016-social-sign-in.md): the provider says who holds the access token; a
 * known identity signs in, a new one is attached to the account of its (provider-verified) address or gets
 * a new account. An address the shopper typed is verified by the usual activation email first (423).
 */
export async function socialSignIn(
  db: Database,
  config: SocialSignInConfig,
  input: SocialSignInInput,
): Promise<SignInResponse> {
  const now = input.now ?? new Date();
  const profile = await verifyProviderToken(config, input.provider, input.accessToken);
  if (!profile) throw violation('provider', SOCIAL_PROVIDER_DISABLED_MESSAGE, 'provider_disabled');

  const shopUserId = await db.transaction(async (tx) => {
    const known = await identityOwner(tx, profile);
    if (known !== null) return known;
    const email = profile.verifiedEmail ?? input.email ?? profile.unverifiedEmail;
    if (!email) throw emailRequired();
    const account = await ensureSocialAccount(tx, {
      email,
      emailVerified: profile.verifiedEmail !== null,
      firstName: profile.firstName ?? nameFrom(input.customData?.firstName),
      lastName: profile.lastName ?? nameFrom(input.customData?.lastName),
      channelId: input.channel.id,
      locale: input.locale,
      requiresApproval: input.channel.requiresLogin,
      now,
    });
    // One identity per provider and account: an account already linked to another person's id at this
    // provider keeps that link (the provider vouched for the address, so this sign-in still opens it).
    await tx
      .insert(socialIdentities)
      .values({ provider: profile.provider, subject: profile.subject, shopUserId: account.shopUserId })
      .onConflictDoNothing();
    return account.shopUserId;
  });

  const [user] = await db
    .select({
      customerId: customers.id,
      email: customers.email,
      enabled: shopUsers.enabled,
      verifiedAt: shopUsers.verifiedAt,
      approvedAt: shopUsers.approvedAt,
      roles: shopUsers.roles,
    })
    .from(shopUsers)
    .innerJoin(customers, eq(customers.id, shopUsers.customerId))
    .where(eq(shopUsers.id, shopUserId));
  if (!user || !user.enabled) throw new SignInRefused('credentials');
  if (!user.verifiedAt) throw verifyEmailFirst();
  if (input.channel.requiresLogin && !user.approvedAt) throw new SignInRefused('not_approved');
  return startSession(db, {
    shopUserId,
    customerId: user.customerId,
    email: user.email,
    roles: user.roles,
    channel: input.channel,
    orderToken: input.orderToken,
    secret: input.secret,
    now,
  });
}

async function identityOwner(db: Database, profile: ProviderProfile): Promise<number | null> {
  const [row] = await db
    .select({ shopUserId: socialIdentities.shopUserId })
    .from(socialIdentities)
    .where(
      and(eq(socialIdentities.provider, profile.provider), eq(socialIdentities.subject, profile.subject)),
    );
  return row?.shopUserId ?? null;
}
