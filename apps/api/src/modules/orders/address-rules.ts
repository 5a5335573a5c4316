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

/**
 * Rules of spec section 5 that depend on the country: the phone number for the address's country, the
 * post code shape and the VAT number. Returns violations under `prefix` (e.g. "billingAddress").
 */
export function addressViolations(address: AddressInput, prefix: string): Violation[] {
  const violations: Violation[] = [];
  const country = address.countryCode.toUpperCase();
  let phoneValid = false;
  try {
    phoneValid = isValidPhoneNumber(address.phoneNumber, country as CountryCode);
  } catch {
    phoneValid = false;
  }
  if (!phoneValid) {
    violations.push({ propertyPath: `${prefix}.phoneNumber`, message: PHONE_MESSAGE, code: 'invalid_phone' });
  }
  const postShape = POST_CODE_SHAPES[country];
  if (address.postCode && postShape && !postShape.test(address.postCode.replace(/\s/g, ''))) {
    violations.push({ propertyPath: `${prefix}.postCode`, message: FORMAT_MESSAGE, code: 'invalid_format' });
  }
  if (address.vatNumber) {
    const vat = address.vatNumber.replace(/[\s.-]/g, '').toUpperCase();
    const shape = VAT_SHAPES[vat.slice(0, 2)] ?? ANY_EU_VAT;
    if (!shape.test(vat)) {
      violations.push({ propertyPath: `${prefix}.vatNumber`, message: VAT_MESSAGE, code: 'invalid_vat' });
    }
  }
  return violations;
}

/** The required fields of an address a courier delivers to. */
export function courierAddressViolations(address: AddressInput | null, prefix: string): Violation[] {
  const fields = ['city', 'street', 'houseNumber', 'postCode'] as const;
  return fields.flatMap((field) =>
    address?.[field]
      ? []
      : [{ propertyPath: `${prefix}.${field}`, message: 'This value should not be blank.', code: 'blank' }],
  );
}
