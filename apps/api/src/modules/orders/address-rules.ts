import {
  FORMAT_MESSAGE,
  PHONE_MESSAGE,
  VAT_MESSAGE,
  type AddressInput,
  type Violation,
} from '@shop/contracts';
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';

/** Post codes we know the shape of; other countries' codes are only length-checked by the schema. */
const POST_CODE_SHAPES: Record<string, RegExp> = {
  LT: /^(LT-?)?\d{5}$/i,
  LV: /^(LV-?)?\d{4}$/i,
  EE: /^\d{5}$/,
  PL: /^\d{2}-\d{3}$/,
};

/** EU VAT numbers: the country prefix and its digits (the Lithuanian ones are 9 or 12 digits). */
const VAT_SHAPES: Record<string, RegExp> = {
  LT: /^LT(\d{9}|\d{12})$/,
  LV: /^LV\d{11}$/,
  EE: /^EE\d{9}$/,
  PL: /^PL\d{10}$/,
};
const ANY_EU_VAT = /^[A-Z]{2}[0-9A-Z]{2,13}$/;

/** A phone number valid for the country (libphonenumber-js). */
export function isValidPhoneFor(phoneNumber: string, countryCode: string): boolean {
  try {
    return isValidPhoneNumber(phoneNumber, countryCode.toUpperCase() as CountryCode);
  } catch {
    return false;
  }
}

/** A post code of the country's shape, where we know it; other countries' codes pass. */
export function isPostCodeFor(postCode: string, countryCode: string): boolean {
  const shape = POST_CODE_SHAPES[countryCode.toUpperCase()];
  return !shape || shape.test(postCode.replace(/\s/g, ''));
}

/** An EU VAT number by its shape (spaces, dots and dashes ignored). */
export function isVatNumber(vatNumber: string): boolean {
  const vat = vatNumber.replace(/[\s.-]/g, '').toUpperCase();
  return (VAT_SHAPES[vat.slice(0, 2)] ?? ANY_EU_VAT).test(vat);
}

/** A field's property path under `prefix` ("" for an address that is the whole body). */
const fieldPath = (prefix: string, field: string) => (prefix ? `${prefix}.${field}` : field);

/**
 * Rules of spec section 5 that depend on the country: the phone number for the address's country, the
 * post code shape and the VAT number. Returns violations under `prefix` (e.g. "billingAddress").
 */
export function addressViolations(address: AddressInput, prefix: string): Violation[] {
  const violations: Violation[] = [];
  const country = address.countryCode.toUpperCase();
  if (!isValidPhoneFor(address.phoneNumber, country)) {
    violations.push({
      propertyPath: fieldPath(prefix, 'phoneNumber'),
      message: PHONE_MESSAGE,
      code: 'invalid_phone',
    });
  }
  if (address.postCode && !isPostCodeFor(address.postCode, country)) {
    violations.push({
      propertyPath: fieldPath(prefix, 'postCode'),
      message: FORMAT_MESSAGE,
      code: 'invalid_format',
    });
  }
  if (address.vatNumber && !isVatNumber(address.vatNumber)) {
    violations.push({
      propertyPath: fieldPath(prefix, 'vatNumber'),
      message: VAT_MESSAGE,
      code: 'invalid_vat',
    });
  }
  return violations;
}

/** The required fields of an address a courier delivers to. */
export function courierAddressViolations(address: AddressInput | null, prefix: string): Violation[] {
  const fields = ['city', 'street', 'houseNumber', 'postCode'] as const;
  return fields.flatMap((field) =>
    address?.[field]
      ? []
      : [
          {
            propertyPath: fieldPath(prefix, field),
            message: 'This value should not be blank.',
            code: 'blank',
          },
        ],
  );
}
