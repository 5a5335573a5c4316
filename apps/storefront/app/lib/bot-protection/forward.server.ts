import { BOT_PROTECTION_UNAVAILABLE_MESSAGE, HEADER_RECAPTCHA_TOKEN } from '@shop/contracts/constants';
import { isApiError } from '~/lib/api/api-error.ts';

import { BOT_TOKEN_FIELD } from './fields.ts';

/**
 * The request options that forward a form's reCAPTCHA token to the API as its header; none when the form
 * carried no token (protection off, or JavaScript not running: the API then decides).
 */
export function botProtectionHeaders(form: FormData): { headers?: Record<string, string> } {
  const token = form.get(BOT_TOKEN_FIELD);
  return typeof token === 'string' && token.trim()
    ? { headers: { [HEADER_RECAPTCHA_TOKEN]: token.trim() } }
    : {};
}

/** The API's 503 when Google could not be asked: a form error to show, not a broken page. */
export function isBotProtectionUnavailable(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 503 &&
    (error.data as { message?: unknown } | undefined)?.message === BOT_PROTECTION_UNAVAILABLE_MESSAGE
  );
}
