import {
  BLANK_MESSAGE,
  blankCompanyFields,
  registerCustomerBodySchema,
  type Violation,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { ViolationError } from '../../http/http-error.ts';
import { profileViolations } from './profile-rules.ts';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The code a country rule names in its issue's params (invalid_phone, invalid_vat...). */
const ruleCodeOf = (issue: { code: string }): string | null => {
  const params = (issue as { params?: { code?: unknown } }).params;
  return typeof params?.code === 'string' ? params.code : null;
};

/** The sign-up form's own rules (spec section 5), as violations; none when the body passes them. */
function formViolations(body: unknown): Violation[] {
  const parsed = registerCustomerBodySchema.safeParse(body);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    propertyPath: issue.path.map(String).join('.'),
    message: issue.message,
    code: ruleCodeOf(issue) ?? issue.code,
  }));
}

/**
 * Registration on a login-only channel (b2b, spec sections 5 and 6): the company's name, VAT number,
 * code and address are required. Runs before the route's own validation and answers every problem of the
 * form at once (blank company fields, the form's own rules, and the country rules of the phone, post
 * code and VAT number), one violation per field, so the form is not refused twice in a row.
 */
export function checkCompanyRegistration(request: FastifyRequest): void {
  if (!request.shop.channel.requiresLogin) return;
  const blanks = blankCompanyFields(request.body);
  if (blanks.length === 0) return;
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
    string,
    unknown
  >;
  const countryCode = text(body.countryCode);
  const violations: Violation[] = [
    ...formViolations(body),
    ...blanks.map((field) => ({ propertyPath: field, message: BLANK_MESSAGE, code: 'blank' })),
    ...profileViolations({
      phoneNumber: text(body.phoneNumber),
      countryCode: countryCode && /^[A-Za-z]{2}$/.test(countryCode) ? countryCode.toUpperCase() : null,
      postCode: text(body.postCode),
      vatNumber: text(body.vatNumber),
    }),
  ];
  const firstPerField = new Map<string, Violation>();
  for (const violation of violations) {
    if (!firstPerField.has(violation.propertyPath)) firstPerField.set(violation.propertyPath, violation);
  }
  throw new ViolationError([...firstPerField.values()]);
}
