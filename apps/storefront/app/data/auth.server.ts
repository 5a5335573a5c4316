import {
  BOT_PROTECTION_REQUIRED_MESSAGE,
  BOT_PROTECTION_UNAVAILABLE_MESSAGE,
  type SignInResponse,
  type ValidationError,
} from '@shop/contracts';
import { redirect } from 'react-router';
import { CHECKOUT_AUTH_PARAM } from '~/components/cart/cart-page.tsx';
import { isApiError } from '~/lib/api/api-error.ts';
import { botProtectionHeaders, isBotProtectionUnavailable } from '~/lib/bot-protection/forward.server.ts';
import { storeTokens } from '~/lib/api/token-store.ts';
import { COOKIE_AUTH_REFRESH_TOKEN, COOKIE_CART_TOKEN, COOKIE_LOGGED_OUT_AT } from '~/lib/storage-keys.ts';
import { AUTH_RETURN_PARAM } from '~/routing/auth-return.ts';
import { routePath } from '~/routing/route-path.ts';
import { businessAccessRedirect } from './business-access.server.ts';
import type { ShopRequest } from './request-context.server.ts';

export interface SignInFailure {
  ok: false;
  /** The server's text (spec sections 5 and 8) for the page to localise, or null for the generic one. */
  message: string | null;
  fieldErrors: { email?: string; password?: string };
  email: string;
  /**
   * The next submit gets the bot-protection check: the API asked for it after failed sign-ins of this
   * email (docs/adr/0040-sign-in-protection.md), or this submit already carried a token.
   */
  botCheck: boolean;
}

/**
 * Only a path of this shop, and not an auth page (the memory is dropped when the target is auth-related,
 * spec section 4): anything else would let a link send the shopper elsewhere after signing in.
 */
export function safeRedirectTarget(shop: ShopRequest, target: string | null): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  const auth = routePath('AUTH', shop.locale, {}, shop.defaultLocale);
  if (target === auth || target.startsWith(`${auth}?`) || target.startsWith(`${auth}/`)) return null;
  return target;
}

function violationsOf(error: unknown): ValidationError['violations'] {
  if (!isApiError(error)) return [];
  return (error.data as Partial<ValidationError> | undefined)?.violations ?? [];
}

/**
 * Sign in (spec section 4): the tokens are set, the guest cart goes along (`orderToken`) and the cart
 * cookie becomes the customer's cart; then back to where the shopper was going (the checkout when they
 * came from the cart), else the home page; on the business shop a retail account goes to ask for business
 * access instead. Wrong credentials, an account not activated or not approved,
 * and too many attempts come back as the server's text.
 */
export async function signIn(shop: ShopRequest, form: FormData, url: URL): Promise<SignInFailure> {
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const fieldErrors: SignInFailure['fieldErrors'] = {};
  if (!email) fieldErrors.email = 'Please enter your email.';
  if (!password) fieldErrors.password = 'This value should not be blank.';
  const sentToken = Boolean(botProtectionHeaders(form).headers);
  if (fieldErrors.email || fieldErrors.password)
    return { ok: false, message: null, fieldErrors, email, botCheck: sentToken };

  const cartToken = shop.tokens.read(COOKIE_CART_TOKEN);
  const query = cartToken ? `?${new URLSearchParams({ orderToken: cartToken })}` : '';
  let session: SignInResponse;
  try {
    session = await shop.api.post<SignInResponse>(
      `/customers/token${query}`,
      { email, password },
      botProtectionHeaders(form),
    );
  } catch (error) {
    if (isBotProtectionUnavailable(error))
      return { ok: false, message: BOT_PROTECTION_UNAVAILABLE_MESSAGE, fieldErrors, email, botCheck: true };
    if (!isApiError(error) || error.status === null || error.status >= 500) throw error;
    const violations = violationsOf(error);
    if (violations.length > 0) {
      for (const violation of violations) {
        if (violation.propertyPath === 'email' || violation.propertyPath === 'password') {
          fieldErrors[violation.propertyPath] = violation.message;
        }
      }
      return { ok: false, message: null, fieldErrors, email, botCheck: sentToken };
    }
    const message = (error.data as { message?: unknown } | undefined)?.message;
    const text = typeof message === 'string' ? message : null;
    // The API asks for the check (or refused a token): the form shows it on the next submit.
    const botCheck = sentToken || (error.status === 400 && text === BOT_PROTECTION_REQUIRED_MESSAGE);
    return { ok: false, message: text, fieldErrors, email, botCheck };
  }
  const done = completeSignIn(shop, session, {
    checkout: url.searchParams.get(CHECKOUT_AUTH_PARAM) === 'true',
    redirect: url.searchParams.get(AUTH_RETURN_PARAM),
  });
  // The business shop: a retail account may not buy there, and is offered to ask for business access.
  const businessAccess = await businessAccessRedirect(shop);
  throw businessAccess ? redirect(businessAccess) : done;
}

/** Where to go after signing in: the checkout when the shopper came from the cart, else a remembered path. */
export interface SignInReturn {
  checkout: boolean;
  /** The `redirect` parameter of /auth (checked again here). */
  redirect: string | null;
}

/**
 * The end of every sign-in (password or social, spec section 4): the tokens are stored, the cart cookie
 * becomes the customer's cart, and the answer is the redirect to where the shopper was going.
 */
export function completeSignIn(
  shop: ShopRequest,
  session: SignInResponse,
  to: SignInReturn,
  headers?: HeadersInit,
): Response {
  storeTokens(shop.tokens, session);
  shop.tokens.write(COOKIE_CART_TOKEN, session.orderToken);
  shop.tokens.write(COOKIE_LOGGED_OUT_AT, null);
  const target = to.checkout
    ? routePath('CHECKOUT', shop.locale, {}, shop.defaultLocale)
    : (safeRedirectTarget(shop, to.redirect) ?? routePath('index', shop.locale, {}, shop.defaultLocale));
  return redirect(target, headers ? { headers } : undefined);
}

/**
 * Logout (spec section 4): the session's refresh token is revoked at the API, the tokens and the cart
 * cookie are cleared and the time is stamped; the shopper lands on the home page.
 */
export async function signOut(shop: ShopRequest): Promise<never> {
  const refreshToken = shop.tokens.read(COOKIE_AUTH_REFRESH_TOKEN);
  if (refreshToken) {
    // Signing out must work even when the API cannot be reached: the cookies go regardless.
    await shop.api.post('/logout', { refreshToken }).catch(() => undefined);
  }
  storeTokens(shop.tokens, null);
  shop.tokens.write(COOKIE_CART_TOKEN, null);
  shop.tokens.write(COOKIE_LOGGED_OUT_AT, new Date().toISOString());
  throw redirect(routePath('index', shop.locale, {}, shop.defaultLocale));
}
