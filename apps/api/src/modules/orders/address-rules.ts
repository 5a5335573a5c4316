import {
  FORMAT_MESSAGE,
  PHONE_MESSAGE,
  VAT_MESSAGE,
  isPostCodeFor,
  isValidPhoneFor,
  isVatNumber,
  type AddressInput,
  type Violation,
} from '@shop/contracts';

/** The country rules live in the contracts (field-rules.ts), shared with the storefront (docs/adr/0032). */
export { isPostCodeFor, isValidPhoneFor, isVatNumber };

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
