import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ACCOUNT_NOT_APPROVED_MESSAGE,
  FACEBOOK_SCOPE,
  GOOGLE_SCOPE,
  SOCIAL_PROVIDERS,
  type SignInResponse,
  type SocialProvider,
  type ValidationError,
} from '@shop/contracts';
import { isKnownLocale, type LocaleCode } from '@shop/locale';
import { redirect } from 'react-router';
import { CHECKOUT_AUTH_PARAM } from '~/components/cart/cart-page.tsx';
import { isApiError } from '~/lib/api/api-error.ts';
import type { StorefrontConfig } from '~/lib/config.server.ts';
import { parseCookieHeader } from '~/lib/cookies.ts';
import { COOKIE_CART_TOKEN } from '~/lib/storage-keys.ts';
import { AUTH_RETURN_PARAM } from '~/routing/auth-return.ts';
import { resourcePath } from '~/routing/resource-routes.ts';
import { routePath } from '~/routing/route-path.ts';
import { completeSignIn, safeRedirectTarget, type SignInReturn } from './auth.server.ts';
import type { ShopRequest } from './request-context.server.ts';

/*
 * Social sign-in with the server-side authorization-code flow (docs/adr/0016-social-sign-in.md):
 *   /resources/social-sign-in/{provider}          state cookie, then off to the provider
 *   /resources/social-sign-in/{provider}/callback  state checked, code exchanged with the client secret
 *   /resources/social-sign-in-finish              POST /oauth-token in the shopper's locale
 *   /auth/email-verification                      400: ask the email and retry; 423: check your mail
 * No third-party JavaScript runs in the page; the provider's access token never reaches the browser's
 * scripts (it waits in an HTTP-only cookie while an email is needed).
 */

/** The random `state` and where the shopper was going, for the length of one trip to the provider. */
export const SOCIAL_STATE_COOKIE = 'shop_social_state';
/** The provider's access token while the email verification step needs it. */
export const SOCIAL_PENDING_COOKIE = 'shop_social_pending';
const STATE_MAX_AGE_S = 10 * 60;
const PENDING_MAX_AGE_S = 15 * 60;
/** `?social=` of /auth: which failure to tell the shopper about. */
export const SOCIAL_ERROR_PARAM = 'social';
export const SOCIAL_ERRORS = [
  'failed',
  'cancelled',
  'unavailable',
  'notApproved',
  'tooMany',
  'expired',
] as const;
export type SocialError = (typeof SOCIAL_ERRORS)[number];

interface SocialState extends SignInReturn {
  state: string;
  provider: SocialProvider;
  locale: LocaleCode;
}

/** What the email verification step works from. */
export interface PendingSocialSignIn extends SignInReturn {
  provider: SocialProvider;
  accessToken: string;
  /** new: not sent to the API yet; email: the API needs an address; verify: the activation mail went out. */
  step: 'new' | 'email' | 'verify';
  email: string | null;
}

const isProvider = (value: unknown): value is SocialProvider =>
  typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** The providers this storefront offers (their id and secret are configured), in button order. */
export function enabledSocialProviders(config: StorefrontConfig): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => config.socialSignIn[provider] !== undefined);
}

/** An HTTP-only cookie (unlike the shop's own cookies, scripts must never read these). */
function privateCookie(name: string, value: string | null, secure: boolean, maxAge: number): string {
  const parts = [
    `${name}=${value === null ? '' : encodeURIComponent(value)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${value === null ? 0 : maxAge}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function decode(value: string | undefined): Record<string, unknown> | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const isSecure = (request: Request) => new URL(request.url).protocol === 'https:';
const cookiesOf = (request: Request) => parseCookieHeader(request.headers.get('cookie'));

function readState(request: Request): SocialState | null {
  const raw = decode(cookiesOf(request).get(SOCIAL_STATE_COOKIE));
  if (!raw || typeof raw.state !== 'string' || !isProvider(raw.provider)) return null;
  if (typeof raw.locale !== 'string' || !isKnownLocale(raw.locale)) return null;
  return {
    state: raw.state,
    provider: raw.provider,
    locale: raw.locale,
    checkout: raw.checkout === true,
    redirect: typeof raw.redirect === 'string' ? raw.redirect : null,
  };
}

/** The pending social sign-in of this browser, if one is under way. */
export function readPendingSocialSignIn(request: Request): PendingSocialSignIn | null {
  const raw = decode(cookiesOf(request).get(SOCIAL_PENDING_COOKIE));
  if (!raw || !isProvider(raw.provider) || typeof raw.accessToken !== 'string') return null;
  const step = raw.step === 'email' || raw.step === 'verify' ? raw.step : 'new';
  return {
    provider: raw.provider,
    accessToken: raw.accessToken,
    step,
    email: typeof raw.email === 'string' ? raw.email : null,
    checkout: raw.checkout === true,
    redirect: typeof raw.redirect === 'string' ? raw.redirect : null,
  };
}

export function pendingCookie(request: Request, pending: PendingSocialSignIn | null): string {
  return privateCookie(
    SOCIAL_PENDING_COOKIE,
    pending ? encode(pending) : null,
    isSecure(request),
    PENDING_MAX_AGE_S,
  );
}

/** The address the provider sends the browser back to (registered with the provider). */
export function callbackUrl(origin: string, provider: SocialProvider): string {
  return `${origin}/resources/social-sign-in/${provider}/callback`;
}

/** /auth with the failure to show, keeping the checkout and return parameters. */
export function authWithError(
  shop: ShopRequest,
  locale: LocaleCode,
  error: SocialError,
  to?: SignInReturn,
): string {
  const query = new URLSearchParams({ [SOCIAL_ERROR_PARAM]: error });
  if (to?.checkout) query.set(CHECKOUT_AUTH_PARAM, 'true');
  if (to?.redirect) query.set(AUTH_RETURN_PARAM, to.redirect);
  return `${routePath('AUTH', locale, {}, shop.defaultLocale)}?${query}`;
}

/**
 * The start of the trip (GET /resources/social-sign-in/{provider}, the buttons' link): a fresh random
 * state in an HTTP-only cookie and the redirect to the provider's authorization page.
 */
export function startSocialSignIn(shop: ShopRequest, provider: string, request: Request): Response {
  const url = new URL(request.url);
  if (!isProvider(provider)) throw new Response('Not Found', { status: 404 });
  const client = shop.config.socialSignIn[provider];
  if (!client) throw redirect(authWithError(shop, shop.locale, 'unavailable'));
  const state: SocialState = {
    state: randomBytes(32).toString('base64url'),
    provider,
    locale: shop.locale,
    checkout: url.searchParams.get(CHECKOUT_AUTH_PARAM) === 'true',
    redirect: safeRedirectTarget(shop, url.searchParams.get(AUTH_RETURN_PARAM)),
  };
  const authorize = new URL(client.authorizeUrl);
  authorize.searchParams.set('client_id', client.clientId);
  authorize.searchParams.set('redirect_uri', callbackUrl(url.origin, provider));
  authorize.searchParams.set('response_type', 'code');
  authorize.searchParams.set('scope', provider === 'facebook' ? FACEBOOK_SCOPE : GOOGLE_SCOPE);
  authorize.searchParams.set('state', state.state);
  const hint = url.searchParams.get('login_hint');
  if (hint) authorize.searchParams.set('login_hint', hint);
  return redirect(authorize.toString(), {
    headers: {
      'Set-Cookie': privateCookie(SOCIAL_STATE_COOKIE, encode(state), isSecure(request), STATE_MAX_AGE_S),
      'Cache-Control': 'no-store',
    },
  });
}

function sameState(expected: string, given: string | null): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The authorization code for an access token, with the client secret only this server holds. */
async function exchangeCode(
  provider: SocialProvider,
  client: NonNullable<StorefrontConfig['socialSignIn']['google']>,
  code: string,
  redirectUri: string,
  fetchImpl: typeof fetch,
): Promise<string | null> {
  const params = new URLSearchParams({
    code,
    client_id: client.clientId,
    client_secret: client.clientSecret,
    redirect_uri: redirectUri,
    grant_type: 'authorization_code',
  });
  const signal = AbortSignal.timeout(8000);
  const response =
    provider === 'google'
      ? await fetchImpl(client.tokenUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: params,
          signal,
        })
      : await fetchImpl(`${client.tokenUrl}?${params}`, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) return null;
  const body = (await response.json().catch(() => null)) as { access_token?: unknown } | null;
  return typeof body?.access_token === 'string' && body.access_token ? body.access_token : null;
}

/**
 * The provider's redirect back (GET …/callback?code&state): the state must match the cookie (no other site
 * can make a shopper sign in to an account of the attacker's choosing), the code becomes an access token,
 * and the shopper goes on to the finish step in their own locale. A refusal at the provider
 * (`error=access_denied`, Facebook's "not connected") is not a success: back to /auth with a message.
 */
export async function socialSignInCallback(
  shop: ShopRequest,
  provider: string,
  request: Request,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const url = new URL(request.url);
  const saved = readState(request);
  const secure = isSecure(request);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  headers.append('Set-Cookie', privateCookie(SOCIAL_STATE_COOKIE, null, secure, 0));
  const locale = saved?.locale ?? shop.locale;
  const fail = (error: SocialError) =>
    redirect(authWithError(shop, locale, error, saved ?? undefined), { headers });

  if (!saved || !isProvider(provider) || saved.provider !== provider) return fail('expired');
  if (!sameState(saved.state, url.searchParams.get('state'))) return fail('expired');
  if (url.searchParams.get('error')) return fail('cancelled');
  const client = shop.config.socialSignIn[provider];
  const code = url.searchParams.get('code');
  if (!client) return fail('unavailable');
  if (!code) return fail('failed');
  let accessToken: string | null;
  try {
    accessToken = await exchangeCode(provider, client, code, callbackUrl(url.origin, provider), fetchImpl);
  } catch {
    return fail('unavailable');
  }
  if (!accessToken) return fail('failed');
  const pending: PendingSocialSignIn = {
    provider,
    accessToken,
    step: 'new',
    email: null,
    checkout: saved.checkout,
    redirect: saved.redirect,
  };
  headers.append('Set-Cookie', pendingCookie(request, pending));
  return redirect(resourcePath('SOCIAL_SIGN_IN_FINISH', locale, shop.defaultLocale), { headers });
}

/** What POST /oauth-token answered, as the pages need it. */
export type SocialOutcome =
  | { kind: 'signedIn'; session: SignInResponse }
  | { kind: 'needEmail'; fieldError: string | null }
  | { kind: 'verify' }
  | { kind: 'error'; error: SocialError; message: string | null };

/**
 * POST /oauth-token with the provider's token, the guest cart and (on the retry) the email. Spec section 8:
 * 400 and 423 lead to the email verification step; other errors are shown.
 */
export async function requestSocialSignIn(
  shop: ShopRequest,
  pending: PendingSocialSignIn,
  email?: string,
): Promise<SocialOutcome> {
  const cartToken = shop.tokens.read(COOKIE_CART_TOKEN);
  const query = cartToken ? `?${new URLSearchParams({ orderToken: cartToken })}` : '';
  try {
    const session = await shop.api.post<SignInResponse>(`/oauth-token${query}`, {
      provider: pending.provider,
      accessToken: pending.accessToken,
      ...(email ? { email } : {}),
    });
    return { kind: 'signedIn', session };
  } catch (error) {
    if (!isApiError(error) || error.status === null)
      return { kind: 'error', error: 'unavailable', message: null };
    const body = (error.data ?? {}) as Partial<ValidationError> & { message?: unknown };
    const emailViolation = body.violations?.find((violation) => violation.propertyPath === 'email');
    const message = typeof body.message === 'string' ? body.message : null;
    if (error.status === 423) return { kind: 'verify' };
    if (error.status === 400 && !email) return { kind: 'needEmail', fieldError: null };
    if ((error.status === 400 || error.status === 422) && emailViolation) {
      return { kind: 'needEmail', fieldError: emailViolation.message };
    }
    if (error.status === 429) return { kind: 'error', error: 'tooMany', message };
    if (error.status === 401 && message === ACCOUNT_NOT_APPROVED_MESSAGE)
      return { kind: 'error', error: 'notApproved', message };
    if (error.status >= 500) return { kind: 'error', error: 'unavailable', message: null };
    return { kind: 'error', error: 'failed', message: null };
  }
}

/**
 * GET /resources/social-sign-in-finish: signs in with the token the callback got. Signed in: on to where
 * the shopper was going; an email needed or to be verified: the email verification page; else /auth with
 * the failure.
 */
export async function finishSocialSignIn(shop: ShopRequest, request: Request): Promise<Response> {
  const pending = readPendingSocialSignIn(request);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (!pending) return redirect(authWithError(shop, shop.locale, 'expired'), { headers });
  const outcome = await requestSocialSignIn(shop, pending);
  return afterOutcome(shop, request, pending, outcome, headers);
}

function afterOutcome(
  shop: ShopRequest,
  request: Request,
  pending: PendingSocialSignIn,
  outcome: SocialOutcome,
  headers: Headers,
): Response {
  const verificationPage = routePath('AUTH_EMAIL_VERIFICATION', shop.locale, {}, shop.defaultLocale);
  switch (outcome.kind) {
    case 'signedIn':
      headers.append('Set-Cookie', pendingCookie(request, null));
      return completeSignIn(shop, outcome.session, pending, headers);
    case 'needEmail':
      headers.append('Set-Cookie', pendingCookie(request, { ...pending, step: 'email' }));
      return redirect(verificationPage, { headers });
    case 'verify':
      headers.append('Set-Cookie', pendingCookie(request, { ...pending, step: 'verify' }));
      return redirect(verificationPage, { headers });
    case 'error':
      headers.append('Set-Cookie', pendingCookie(request, null));
      return redirect(authWithError(shop, shop.locale, outcome.error, pending), { headers });
  }
}

/** What /auth/email-verification shows. */
export type EmailVerificationStep =
  | { step: 'email'; provider: SocialProvider }
  | { step: 'verify'; provider: SocialProvider; email: string | null }
  | { step: 'none' };

export function emailVerificationStep(request: Request): EmailVerificationStep {
  const pending = readPendingSocialSignIn(request);
  if (!pending || pending.step === 'new') return { step: 'none' };
  if (pending.step === 'email') return { step: 'email', provider: pending.provider };
  return { step: 'verify', provider: pending.provider, email: pending.email };
}

export interface SocialEmailResult {
  /** The form's field error (a malformed or taken address), or the page's message. */
  fieldError: string | null;
  message: SocialError | null;
}

/**
 * The email form of /auth/email-verification (after a 400): retries /oauth-token with the address.
 * Signed in (the address turned out to be known to the provider's account): on; 423: the "check your mail"
 * step; a refusal of the address: shown under the field.
 */
export async function submitSocialEmail(
  shop: ShopRequest,
  request: Request,
  form: FormData,
): Promise<SocialEmailResult | Response> {
  const pending = readPendingSocialSignIn(request);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (!pending) return redirect(authWithError(shop, shop.locale, 'expired'), { headers });
  const email = String(form.get('email') ?? '')
    .trim()
    .toLowerCase();
  if (!email) return { fieldError: 'Please enter your email.', message: null };
  const outcome = await requestSocialSignIn(shop, pending, email);
  if (outcome.kind === 'needEmail') return { fieldError: outcome.fieldError, message: null };
  if (outcome.kind === 'verify') {
    headers.append('Set-Cookie', pendingCookie(request, { ...pending, step: 'verify', email }));
    return redirect(routePath('AUTH_EMAIL_VERIFICATION', shop.locale, {}, shop.defaultLocale), { headers });
  }
  return afterOutcome(shop, request, pending, outcome, headers);
}
