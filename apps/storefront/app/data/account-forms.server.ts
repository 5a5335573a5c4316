import { BOT_PROTECTION_UNAVAILABLE_MESSAGE, type ValidationError } from '@shop/contracts';
import { isApiError } from '~/lib/api/api-error.ts';
import { botProtectionHeaders, isBotProtectionUnavailable } from '~/lib/bot-protection/forward.server.ts';
import type { ShopRequest } from './request-context.server.ts';

/** What an account form shows after a submission: done, or the server's texts per field and overall. */
export type AccountFormResult =
  | { ok: true }
  | {
      ok: false;
      /** Spec section 5 texts by field name (the page localises them). */
      fieldErrors: Record<string, string>;
      /** The server's text for the whole form (a dead link, too many attempts), or null for the generic one. */
      message: string | null;
    };

/** Runs an API call for a form: 4xx answers become the form's errors, anything else is thrown. */
export async function submitAccountForm(call: () => Promise<unknown>): Promise<AccountFormResult> {
  try {
    await call();
    return { ok: true };
  } catch (error) {
    if (isBotProtectionUnavailable(error))
      return { ok: false, fieldErrors: {}, message: BOT_PROTECTION_UNAVAILABLE_MESSAGE };
    if (!isApiError(error) || error.status === null || error.status >= 500) throw error;
    const body = error.data as Partial<ValidationError> & { message?: unknown };
    const fieldErrors: Record<string, string> = {};
    for (const violation of body?.violations ?? []) {
      if (violation.propertyPath && !fieldErrors[violation.propertyPath]) {
        fieldErrors[violation.propertyPath] = violation.message;
      }
    }
    const message =
      Object.keys(fieldErrors).length === 0 && typeof body?.message === 'string' ? body.message : null;
    return { ok: false, fieldErrors, message };
  }
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** /reset-password: asks for the reset mail (the same answer whether or not the address is registered). */
export function requestPasswordReset(shop: ShopRequest, form: FormData): Promise<AccountFormResult> {
  return submitAccountForm(() =>
    shop.api.post(
      '/customers/reset-password',
      { email: text(form, 'email').trim(), locale: shop.locale },
      botProtectionHeaders(form),
    ),
  );
}

/** /reset-password/{token}: the new password twice. */
export function setNewPassword(shop: ShopRequest, token: string, form: FormData): Promise<AccountFormResult> {
  return submitAccountForm(() =>
    shop.api.patch(`/customers/reset-password/${encodeURIComponent(token)}`, {
      newPassword: text(form, 'newPassword'),
      confirmNewPassword: text(form, 'confirmNewPassword'),
    }),
  );
}

/** /verify-account?token=: activates the account of the emailed link. */
export function verifyAccount(shop: ShopRequest, token: string): Promise<AccountFormResult> {
  return submitAccountForm(() => shop.api.patch(`/customers/verify/${encodeURIComponent(token)}`));
}

/** Resend activation: a new link to an account not activated yet. */
export function resendVerification(shop: ShopRequest, form: FormData): Promise<AccountFormResult> {
  return submitAccountForm(() =>
    shop.api.post('/account-verification-requests', { email: text(form, 'email').trim() }),
  );
}

const checked = (form: FormData, name: string) => form.get(name) === 'on' || form.get(name) === 'true';

/** The sign-up fields the form sends (the rest of the profile is filled in the account later). */
export const SIGN_UP_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'password',
  'repeatPassword',
  'companyName',
  'companyCode',
  'vatNumber',
  'countryCode',
  'city',
  'street',
  'houseNumber',
  'flatNumber',
  'postCode',
] as const;

/** Sent for a company only; the address only where the channel registers companies alone (b2b). */
const COMPANY_FIELDS: readonly string[] = ['companyName', 'companyCode', 'vatNumber'];
const COMPANY_ADDRESS_FIELDS: readonly string[] = [
  'countryCode',
  'city',
  'street',
  'houseNumber',
  'flatNumber',
  'postCode',
];

/**
 * Sign up (POST /customers, spec section 3): the API checks every field with spec section 5's texts and
 * emails the activation link (an address is sent when the form holds one: after a guest checkout); the shopper activates the account before signing in. On a login-only
 * channel (b2b) every account is a company's: its name, code, VAT number and address are sent and the API
 * requires them (ADR 0029).
 */
export function signUp(shop: ShopRequest, form: FormData): Promise<AccountFormResult> {
  const companiesOnly = shop.channel.requiresLogin;
  const isCompany = companiesOnly || checked(form, 'isCompany');
  const body: Record<string, unknown> = {
    isCompany,
    subscribedToNewsletter: checked(form, 'subscribedToNewsletter'),
    privacyPolicyAccepted: checked(form, 'privacyPolicyAccepted'),
    termsAndConditionsAccepted: checked(form, 'termsAndConditionsAccepted'),
    loyaltyRulesAccepted: checked(form, 'loyaltyRulesAccepted'),
  };
  for (const name of SIGN_UP_TEXT_FIELDS) {
    const value = text(form, name);
    // A person's form sends no company fields; passwords are sent as typed.
    if (!isCompany && COMPANY_FIELDS.includes(name)) continue;
    // Elsewhere the address is sent when the form has one (filled from a guest's order).
    if (!companiesOnly && COMPANY_ADDRESS_FIELDS.includes(name) && value.trim() === '') continue;
    body[name] = name === 'password' || name === 'repeatPassword' ? value : value.trim();
  }
  return submitAccountForm(() => shop.api.post('/customers', body, botProtectionHeaders(form)));
}
