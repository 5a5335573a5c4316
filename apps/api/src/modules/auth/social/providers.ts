import { createHmac } from 'node:crypto';
import {
  SOCIAL_PROVIDER_UNREACHABLE_MESSAGE,
  SOCIAL_TOKEN_INVALID_MESSAGE,
  type SocialProvider,
} from '@shop/contracts';
import type { FacebookSignInConfig, GoogleSignInConfig, SocialSignInConfig } from '../../../config.ts';
import { HttpError, unauthorized } from '../../../http/http-error.ts';

/** Who the provider says the access token's holder is. */
export interface ProviderProfile {
  provider: SocialProvider;
  /** The provider's stable id of the person (Google `sub`, Facebook app-scoped `id`). */
  subject: string;
  /** Only an address the provider has verified; null when it gave none (or an unverified one). */
  verifiedEmail: string | null;
  /** An address the provider gave without vouching for it (Google `email_verified: false`). */
  unverifiedEmail: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** How long a provider may take to answer before the sign-in is a 502. */
export const PROVIDER_TIMEOUT_MS = 8000;

export const tokenRefused = () => unauthorized(SOCIAL_TOKEN_INVALID_MESSAGE);
export const providerUnreachable = () => new HttpError(502, SOCIAL_PROVIDER_UNREACHABLE_MESSAGE);

type Answer = { status: number; body: Record<string, unknown> };

/** GET a provider's JSON: network failures, time-outs, 5xx and non-JSON answers are the provider's fault (502). */
async function getJson(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch {
    throw providerUnreachable();
  }
  if (response.status >= 500 || response.status === 429) throw providerUnreachable();
  try {
    const body: unknown = await response.json();
    if (!body || typeof body !== 'object') throw new Error('not an object');
    return { status: response.status, body: body as Record<string, unknown> };
  } catch {
    throw providerUnreachable();
  }
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * Google: the userinfo endpoint says who the token belongs to, and tokeninfo that it was issued to our
 * client (a token another site obtained from the same person must not sign in here).
 */
export async function verifyGoogleToken(
  config: GoogleSignInConfig,
  accessToken: string,
): Promise<ProviderProfile> {
  const info = await getJson(`${config.tokeninfoUrl}?${new URLSearchParams({ access_token: accessToken })}`);
  if (info.status !== 200) throw tokenRefused();
  const audience = text(info.body.aud) ?? text(info.body.azp) ?? text(info.body.issued_to);
  if (audience !== config.clientId) throw tokenRefused();

  const user = await getJson(config.userinfoUrl, { authorization: `Bearer ${accessToken}` });
  if (user.status !== 200) throw tokenRefused();
  const subject = text(user.body.sub);
  if (!subject) throw tokenRefused();
  const email = text(user.body.email)?.toLowerCase() ?? null;
  const verified = user.body.email_verified === true || user.body.email_verified === 'true';
  return {
    provider: 'google',
    subject,
    verifiedEmail: verified ? email : null,
    unverifiedEmail: verified ? null : email,
    firstName: text(user.body.given_name),
    lastName: text(user.body.family_name),
  };
}

/**
 * Facebook: /debug_token (with the app's own token) says the token is valid and was issued to our app;
 * /me gives the person's app-scoped id, name and email. Facebook only gives confirmed addresses, and only
 * when the person granted the `email` permission.
 */
export async function verifyFacebookToken(
  config: FacebookSignInConfig,
  accessToken: string,
): Promise<ProviderProfile> {
  const debug = await getJson(
    `${config.graphUrl}/debug_token?${new URLSearchParams({
      input_token: accessToken,
      access_token: `${config.appId}|${config.appSecret}`,
    })}`,
  );
  const data = debug.body.data as Record<string, unknown> | undefined;
  if (debug.status !== 200 || !data || data.is_valid !== true || String(data.app_id) !== config.appId) {
    throw tokenRefused();
  }
  const proof = createHmac('sha256', config.appSecret).update(accessToken).digest('hex');
  const me = await getJson(
    `${config.graphUrl}/me?${new URLSearchParams({
      fields: 'id,email,first_name,last_name',
      access_token: accessToken,
      appsecret_proof: proof,
    })}`,
  );
  if (me.status !== 200) throw tokenRefused();
  const subject = text(me.body.id);
  if (!subject || (data.user_id !== undefined && String(data.user_id) !== subject)) throw tokenRefused();
  return {
    provider: 'facebook',
    subject,
    verifiedEmail: text(me.body.email)?.toLowerCase() ?? null,
    unverifiedEmail: null,
    firstName: text(me.body.first_name),
    lastName: text(me.body.last_name),
  };
}

/** The provider's profile for the token; null when the provider is not configured (disabled). */
export async function verifyProviderToken(
  config: SocialSignInConfig,
  provider: SocialProvider,
  accessToken: string,
): Promise<ProviderProfile | null> {
  if (provider === 'google') return config.google ? verifyGoogleToken(config.google, accessToken) : null;
  return config.facebook ? verifyFacebookToken(config.facebook, accessToken) : null;
}
