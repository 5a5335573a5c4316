import type { Violation } from '@shop/contracts';

/**
 * The stock-notification form's rules (spec section 5): the email is required and must look like an email,
 * with the spec's messages; the API's violations arrive per field and known messages are shown translated.
 */

/** Longest email address the API accepts (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type EmailProblem = 'required' | 'invalid';

export function emailProblem(value: string): EmailProblem | null {
  const email = value.trim();
  if (email === '') return 'required';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return 'invalid';
  return null;
}

/** Message keys (namespace product) of each problem; English texts are the spec's. */
export const EMAIL_PROBLEM_KEYS: Record<EmailProblem, string> = {
  required: 'product.notify.errors.required',
  invalid: 'product.notify.errors.invalid',
};

/** The API speaks the spec's English; messages we know are shown in the page language instead. */
const KNOWN_SERVER_MESSAGES: Record<string, string> = {
  'Please enter your email.': EMAIL_PROBLEM_KEYS.required,
  'This email is invalid.': EMAIL_PROBLEM_KEYS.invalid,
};

export function knownMessageKey(message: string): string | undefined {
  return KNOWN_SERVER_MESSAGES[message];
}

/** The action's answer to the form: success, field violations, or a general failure. */
export type StockNotificationResult =
  | { intent: 'stock-notification'; status: 'success' }
  | { intent: 'stock-notification'; status: 'invalid'; violations: Violation[] }
  | { intent: 'stock-notification'; status: 'error' };

export const STOCK_NOTIFICATION_INTENT = 'stock-notification';

/** First violation per field; violations of other fields (the product) go to the form as a whole. */
export function violationsByField(violations: readonly Violation[]): { email?: string; form?: string } {
  const email = violations.find((violation) => violation.propertyPath === 'email')?.message;
  const other = violations.find((violation) => violation.propertyPath !== 'email')?.message;
  return { ...(email ? { email } : {}), ...(other ? { form: other } : {}) };
}
