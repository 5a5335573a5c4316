import type { Translate } from './translator.ts';

/**
 * The API answers rule violations with the specification's English texts (spec sections 5 and 8). The
 * shopper reads them in the page's language: each known text, with its variable part, maps to a key of
 * the `validation` catalog. Unknown texts are shown as they came.
 */
const SERVER_MESSAGES: ReadonlyArray<{ pattern: RegExp; key: string; names?: readonly string[] }> = [
  { pattern: /^This value should not be blank\.$/, key: 'validation.blank' },
  { pattern: /^Please enter your email\.$/, key: 'validation.emailRequired' },
  { pattern: /^This email is invalid\.$/, key: 'validation.emailInvalid' },
  { pattern: /^Name can contain all letters and symbols ' -$/, key: 'validation.name' },
  { pattern: /^Company name can contain letters, digits and symbols ' - \.$/, key: 'validation.companyName' },
  { pattern: /^This value is not a valid phone number\.$/, key: 'validation.phone' },
  { pattern: /^Not a VAT number\.$/, key: 'validation.vat' },
  { pattern: /^Invalid format$/, key: 'validation.format' },
  {
    pattern: /^This value is too long\. It should have (\d+) characters or less\.$/,
    key: 'validation.tooLong',
    names: ['count'],
  },
  { pattern: /^This value should be (\d+) or less\.$/, key: 'validation.tooHigh', names: ['max'] },
  {
    pattern: /^The product variant with "(.+)" code does not have sufficient stock\.$/,
    key: 'validation.insufficientStock',
    names: ['code'],
  },
  { pattern: /^Cannot complete order with products out of stock$/, key: 'validation.outOfStock' },
  { pattern: /^You forgot to add promocode$/, key: 'validation.couponRequired' },
  { pattern: /^Coupon code is invalid\.$/, key: 'validation.couponInvalid' },
];

export function localiseServerMessage(t: Translate, message: string): string {
  for (const { pattern, key, names = [] } of SERVER_MESSAGES) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
    return t(key, values);
  }
  return message;
}
