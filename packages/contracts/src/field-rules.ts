import { checkVAT, countries } from 'jsvat';
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';

/**
 * The rules of spec section 5 that depend on a country: the phone number for its country, the post code's
 * shape and the company's VAT number. One implementation for the storefront's forms and the API (docs/adr/0032).
 */

export const PHONE_MESSAGE = 'This value is not a valid phone number.';
export const VAT_MESSAGE = 'Not a VAT number.';
export const FORMAT_MESSAGE = 'Invalid format';
const BLANK_MESSAGE = 'This value should not be blank.';

/** The phone country of a form that names no country (the shop is Lithuanian). */
export const DEFAULT_PHONE_COUNTRY = 'LT';

/** Post codes we know the shape of; other countries' codes are only length-checked by the schemas. */
const POST_CODE_SHAPES: Record<string, RegExp> = {
  LT: /^(LT-?)?\d{5}$/i,
  LV: /^(LV-?)?\d{4}$/i,
  EE: /^\d{5}$/,
  PL: /^\d{2}-\d{3}$/,
};

/** A phone number valid for the country (libphonenumber-js); a number given with "+" is read by its own prefix. */
export function isValidPhoneFor(phoneNumber: string, countryCode: string): boolean {
  try {
    return isValidPhoneNumber(phoneNumber.trim(), countryCode.toUpperCase() as CountryCode);
  } catch {
    return false;
  }
}

/** A post code of the country's shape, where we know it; other countries' codes pass. */
export function isPostCodeFor(postCode: string, countryCode: string): boolean {
  const shape = POST_CODE_SHAPES[countryCode.toUpperCase()];
  return !shape || shape.test(postCode.replace(/\s/g, ''));
}

/** A VAT number as stored: without spaces, dots and dashes, upper case ("lt 1000-0123" -> "LT10000123"). */
export function normaliseVatNumber(vatNumber: string): string {
  return vatNumber.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * An EU VAT number of the right form for its country prefix (jsvat): "LT" and 9 or 12 digits, "EE" and
 * 9 digits, "DE" and 9 digits... The check digits are not required (docs/adr/0032): a number of the right
 * form that the tax office does not know is for VIES to say, not the form.
 */
export function isVatNumber(vatNumber: string): boolean {
  const vat = normaliseVatNumber(vatNumber);
  if (!/^[A-Z]{2}/.test(vat)) return false;
  const result = checkVAT(vat, countries);
  return result.isValidFormat && result.country !== undefined;
}

export interface FieldIssue {
  path: string;
  message: string;
  code: string;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const countryOf = (value: unknown): string | null => {
  const country = text(value);
  return country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null;
};

export interface CountryRuleOptions {
  /**
   * Where the body names no country: check the phone for this country, or (null) only a number given
   * with its international prefix (a partial update, whose country is the one kept).
   */
  phoneCountry: string | null;
  /**
   * A company's name and code (when `isCompany` is true): 'required' (a sign-up), 'whenSent' (a partial
   * update: blank only when sent blank) or 'none' (addresses).
   */
  companyFields?: 'required' | 'whenSent' | 'none';
}

/**
 * The country rules' problems of a raw form body (its phoneNumber, countryCode, postCode and vatNumber),
 * read before the rest of the schema so a form learns every problem at once.
 */
export function countryRuleIssues(body: unknown, options: CountryRuleOptions): FieldIssue[] {
  if (typeof body !== 'object' || body === null) return [];
  const values = body as Record<string, unknown>;
  const issues: FieldIssue[] = [];
  const country = countryOf(values.countryCode);
  const phone = text(values.phoneNumber);
  // A body that sends a blank country clears it: the phone is then the default country's.
  const phoneCountry = country ?? ('countryCode' in values ? DEFAULT_PHONE_COUNTRY : options.phoneCountry);
  if (phone && (phoneCountry || phone.startsWith('+'))) {
    if (!isValidPhoneFor(phone, phoneCountry ?? DEFAULT_PHONE_COUNTRY)) {
      issues.push({ path: 'phoneNumber', message: PHONE_MESSAGE, code: 'invalid_phone' });
    }
  }
  const postCode = text(values.postCode);
  if (postCode && country && !isPostCodeFor(postCode, country)) {
    issues.push({ path: 'postCode', message: FORMAT_MESSAGE, code: 'invalid_format' });
  }
  const vat = text(values.vatNumber);
  if (vat && !isVatNumber(vat)) {
    issues.push({ path: 'vatNumber', message: VAT_MESSAGE, code: 'invalid_vat' });
  }
  const company = options.companyFields ?? 'none';
  if (values.isCompany === true && company !== 'none') {
    for (const field of ['companyName', 'companyCode']) {
      // In a partial update a field left out keeps its value; one sent blank is missing.
      if ((company === 'required' || field in values) && text(values[field]) === null) {
        issues.push({ path: field, message: BLANK_MESSAGE, code: 'blank' });
      }
    }
  }
  return issues;
}

/**
 * `schema` with the country rules checked on the raw body beside it: an intersection runs both sides even
 * when single fields are invalid (an object's own refinements would not), so a 422 lists every problem.
 * The rules' side parses to {} (a transform, not a refinement: the intersection never merges the raw body
 * with the trimmed values).
 */
export function withCountryRules<T extends z.ZodType>(schema: T, options: CountryRuleOptions) {
  const rules = z.unknown().transform((input, context) => {
    for (const issue of countryRuleIssues(input, options)) {
      context.addIssue({
        code: 'custom',
        path: [issue.path],
        message: issue.message,
        params: { code: issue.code },
      });
    }
    return {};
  });
  return z.intersection(schema, rules);
}
