import { FORMAT_MESSAGE, PHONE_MESSAGE, VAT_MESSAGE, type Violation } from '@shop/contracts';
import { isPostCodeFor, isValidPhoneFor, isVatNumber } from '../orders/address-rules.ts';

/** Numbers without a country prefix are read as Lithuanian when the profile names no country. */
const DEFAULT_PHONE_COUNTRY = 'LT';

interface ProfileFields {
  phoneNumber?: string | null;
  countryCode?: string | null;
  postCode?: string | null;
  vatNumber?: string | null;
}

/**
 * The profile rules of spec section 5 that depend on the country (the schema checks the rest): the
 * phone number, the post code's shape and the VAT number, checked as for checkout addresses.
 */
export function profileViolations(profile: ProfileFields): Violation[] {
  const violations: Violation[] = [];
  const country = profile.countryCode ?? DEFAULT_PHONE_COUNTRY;
  if (profile.phoneNumber && !isValidPhoneFor(profile.phoneNumber, country)) {
    violations.push({ propertyPath: 'phoneNumber', message: PHONE_MESSAGE, code: 'invalid_phone' });
  }
  if (profile.postCode && profile.countryCode && !isPostCodeFor(profile.postCode, profile.countryCode)) {
    violations.push({ propertyPath: 'postCode', message: FORMAT_MESSAGE, code: 'invalid_format' });
  }
  if (profile.vatNumber && !isVatNumber(profile.vatNumber)) {
    violations.push({ propertyPath: 'vatNumber', message: VAT_MESSAGE, code: 'invalid_vat' });
  }
  return violations;
}
