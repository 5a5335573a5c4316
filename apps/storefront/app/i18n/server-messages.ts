import type { Translate, TranslateValues } from './translator.ts';

/**
 * The API answers rule violations with the specification's English texts (spec sections 5 and 8). The
 * shopper reads them in the page's language: each known text, with its variable part, maps to a key of
 * the `validation` catalog. Unknown texts are shown as they came.
 */
const SERVER_MESSAGES: ReadonlyArray<{
  pattern: RegExp;
  key: string;
  names?: readonly string[];
  /** Values the message formats itself (an amount as a number, a date as a timestamp). */
  convert?: (values: Record<string, string>) => TranslateValues;
  /** The value that is a variant code, shown as the shopper knows the product when the page does. */
  variantCode?: string;
}> = [
  { pattern: /^This value should not be blank\.$/, key: 'validation.blank' },
  { pattern: /^Please enter your email\.$/, key: 'validation.emailRequired' },
  { pattern: /^This email is invalid\.$/, key: 'validation.emailInvalid' },
  { pattern: /^Name can contain all letters and symbols ' -$/, key: 'validation.name' },
  { pattern: /^Company name can contain letters, digits and symbols ' - \.$/, key: 'validation.companyName' },
  { pattern: /^This value is not a valid phone number\.$/, key: 'validation.phone' },
  { pattern: /^Not a VAT number\.$/, key: 'validation.vat' },
  { pattern: /^A company code is digits only\.$/, key: 'validation.companyCodeDigits' },
  { pattern: /^Invalid format$/, key: 'validation.format' },
  // The API's input guard (ADR 0036): a NUL or another character that cannot be stored.
  { pattern: /^This value contains characters that are not allowed\.$/, key: 'validation.invalidCharacters' },
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
    variantCode: 'code',
  },
  { pattern: /^Cannot complete order with products out of stock$/, key: 'validation.outOfStock' },
  { pattern: /^You forgot to add promocode$/, key: 'validation.couponRequired' },
  { pattern: /^Coupon code is invalid\.$/, key: 'validation.couponInvalid' },
  // A known code that does not apply (yet) says why (coupon-refusal.ts of the API).
  {
    pattern: /^This code applies to orders from (\d+\.\d{2}) €\.$/,
    key: 'validation.couponMinimum',
    names: ['amount'],
    convert: ({ amount = '0' }) => ({ amount: Number(amount) }),
  },
  {
    pattern: /^This code applies only to products of these categories: (.+)\.$/,
    key: 'validation.couponCategories',
    names: ['categories'],
  },
  {
    pattern: /^This code can be used from (\d{4}-\d{2}-\d{2})\.$/,
    key: 'validation.couponNotStarted',
    names: ['date'],
    convert: ({ date = '' }) => ({ date: Date.parse(`${date}T12:00:00Z`) }),
  },
  { pattern: /^This code has expired\.$/, key: 'validation.couponExpired' },
  { pattern: /^This code has already been used up\.$/, key: 'validation.couponUsedUp' },
  {
    pattern: /^Gift wrapping is added with PATCH \/orders\/\{token\}\/gift-wrapping\.$/,
    key: 'validation.giftWrapOnly',
  },
  {
    pattern: /^The gift card sum should be from (\d+(?:\.\d+)?) to (\d+(?:\.\d+)?) EUR\.$/,
    key: 'validation.giftCardSum',
    names: ['min', 'max'],
  },
  { pattern: /^The gift ".+" is not available\.$/, key: 'validation.giftUnavailable' },
  {
    pattern: /^A gift cannot be removed: choose another gift instead\.$/,
    key: 'validation.giftNotRemovable',
  },
  { pattern: /^You can choose at most (\d+) gifts\.$/, key: 'validation.giftLimit', names: ['max'] },
  {
    pattern: /^The gift card balance has changed: check your order again\.$/,
    key: 'validation.giftCardChanged',
  },
  { pattern: /^Gift wrapping is not offered in this shop\.$/, key: 'validation.giftWrapNotOffered' },
  { pattern: /^Gift cards are not sold in this shop\.$/, key: 'validation.giftCardsNotSold' },
  { pattern: /^Invalid credentials\.$/, key: 'validation.invalidCredentials' },
  // The back office's sign-in (ADMIN_CREDENTIALS_MESSAGE) says it in the words the shop shows shoppers.
  { pattern: /^Wrong email or password\.$/, key: 'validation.invalidCredentials' },
  { pattern: /^Email is required\.$/, key: 'validation.socialEmailRequired' },
  { pattern: /^Verify your email: we sent you a link\.$/, key: 'validation.socialVerifyEmail' },
  {
    pattern: /^This value is too short\. It should have (\d+) characters or more\.$/,
    key: 'validation.tooShort',
    names: ['count'],
  },
  {
    pattern:
      /^The password must contain at least one uppercase letter, one lowercase letter and one digit\.$/,
    key: 'validation.passwordCharacters',
  },
  { pattern: /^Passwords do not match$/, key: 'validation.passwordsDoNotMatch' },
  { pattern: /^This product review link is no longer valid$/, key: 'validation.reviewLinkInvalid' },
  {
    pattern: /^This is not a valid International Bank Account Number \(IBAN\)\.$/,
    key: 'validation.iban',
  },
  { pattern: /^Choose at least one item to return\.$/, key: 'validation.returnItemsRequired' },
  { pattern: /^Choose why you are returning this item\.$/, key: 'validation.returnReason' },
  { pattern: /^Choose how you will return the items\.$/, key: 'validation.returnMethod' },
  { pattern: /^Choose how you want your money back\.$/, key: 'validation.refundMethod' },
  {
    pattern: /^You can return at most (\d+) of this item\.$/,
    key: 'validation.returnQuantity',
    names: ['max'],
  },
  { pattern: /^Only a delivered order can be returned\.$/, key: 'validation.returnNotDelivered' },
  {
    pattern: /^The (\d+)-day return period of this order has ended\.$/,
    key: 'validation.returnWindowClosed',
    names: ['days'],
  },
  { pattern: /^Every item of this order is already being returned\.$/, key: 'validation.returnNothingLeft' },
  {
    pattern: /^This return is already being handled and can no longer be cancelled\.$/,
    key: 'validation.returnNotCancellable',
  },
  { pattern: /^This item of the order cannot be returned\.$/, key: 'validation.returnItemUnknown' },
  { pattern: /^This item is listed twice\.$/, key: 'validation.returnItemTwice' },
  {
    pattern: /^Action "\w+" cannot be applied to the order in state "(\w+)" \(payment "(\w+)"\)\.$/,
    key: 'validation.adminOrderAction',
    names: ['state', 'payment'],
  },
  {
    pattern: /^A return in state "(\w+)" cannot become "(\w+)"\.$/,
    key: 'validation.adminReturnMove',
    names: ['from', 'to'],
  },
  { pattern: /^The account is already (\w+)\.$/, key: 'validation.adminAccountDecided', names: ['status'] },
  { pattern: /^The rating should be a whole number from 1 to 5\.$/, key: 'validation.ratingRange' },
  {
    pattern: /^This password reset link is invalid or has expired\. Please ask for a new one\.$/,
    key: 'validation.resetLinkInvalid',
  },
  {
    pattern: /^This verification link is not valid or was already used\.$/,
    key: 'validation.verificationLinkInvalid',
  },
  {
    pattern: /^This verification link has expired\. Ask for a new one\.$/,
    key: 'validation.verificationLinkExpired',
  },
  { pattern: /^This email is already used\.$/, key: 'validation.emailTaken' },
  {
    pattern: /^This email is already subscribed to the newsletter\.$/,
    key: 'newsletter.errors.alreadySubscribed',
  },
  {
    pattern: /^This confirmation link is not valid or was already used\.$/,
    key: 'newsletter.errors.tokenNotFound',
  },
  {
    pattern: /^This confirmation link has expired\. Subscribe again\.$/,
    key: 'newsletter.errors.tokenExpired',
  },
  { pattern: /^Customer is not defined$/, key: 'validation.customerNotDefined' },
  {
    pattern: /^Provided password is different than the current one\.$/,
    key: 'validation.wrongCurrentPassword',
  },
  {
    pattern: /^You can keep at most (\d+) delivery addresses\.$/,
    key: 'validation.addressBookFull',
    names: ['max'],
  },
  { pattern: /^Address not found\.$/, key: 'validation.addressNotFound' },
  { pattern: /^No billing data was found for this company code\.$/, key: 'validation.billingNotFound' },
  {
    pattern: /^Your account is not activated yet: open the link in the email we sent you\.$/,
    key: 'validation.accountNotVerified',
  },
  {
    pattern: /^Your account is waiting for the shop to approve it\. Please contact the shop\.$/,
    key: 'validation.accountNotApproved',
  },
  // The business channel (ADR 0029): cart changes by a non-company account, login-only products for guests.
  { pattern: /^Only company accounts can buy in this shop\.$/, key: 'validation.companyAccountRequired' },
  { pattern: /^Please sign in to buy this product\.$/, key: 'validation.productRequiresLogin' },
  // Spec section 8: the account deletion refused while orders are open (its own catalog namespace).
  { pattern: /^Unable to Delete Account$/, key: 'accountDeletion.refused' },
  {
    pattern: /^Too many attempts\. Please try again in (\d+) minute\(s\)\.$/,
    key: 'validation.tooManyAttempts',
    names: ['minutes'],
  },
  { pattern: /^Bot protection check failed\. Please try again\.$/, key: 'botProtection.failed' },
  {
    pattern: /^Please confirm that you are not a robot, then sign in again\.$/,
    key: 'botProtection.required',
  },
  { pattern: /^Bot protection check is unavailable right now\./, key: 'botProtection.unavailable' },
];

/**
 * A server text for places that take a string (a field's error, a modal's text): in the page's language
 * when known, else reduced to plain text (see plainServerText). Where it is shown as content, ServerText
 * renders the same message as sanitised HTML instead.
 */
export function localiseServerMessage(t: Translate, message: string, names?: VariantNames): string {
  return plainServerText(localiseServerMarkup(t, message, names));
}

/** A variant's name as shoppers know it (the product's translated name and its option values), by code. */
export type VariantNames = (variantCode: string) => string | undefined;

/**
 * The page-language text of a known server message, else the message as it came (markup and all). A
 * variant code in it becomes the product's name where the page knows it (`names`).
 */
export function localiseServerMarkup(t: Translate, message: string, names?: VariantNames): string {
  for (const { pattern, key, names: valueNames = [], convert, variantCode } of SERVER_MESSAGES) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(valueNames.map((name, index) => [name, match[index + 1] ?? '']));
    if (variantCode && names && values[variantCode]) {
      values[variantCode] = names(values[variantCode]) ?? values[variantCode];
    }
    return t(key, convert ? convert(values) : values);
  }
  return message.length > SERVER_TEXT_MAX * 4 ? message.slice(0, SERVER_TEXT_MAX * 4) : message;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** Longest server text shown to a shopper; anything longer is not a message meant for them. */
const SERVER_TEXT_MAX = 500;

/**
 * A server error text reduced to plain text before it is shown: markup is dropped (tags, comments and
 * what script or style elements held), whitespace collapsed and the length capped. The storefront never
 * renders server texts as HTML, and React escapes what is left, so a text with markup (from a proxy's
 * error page or an injected value) reads as words, never as elements, handlers or links.
 */
export function plainServerText(message: string): string {
  const text = message
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[a-z!?][^>]*>?/gi, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > SERVER_TEXT_MAX ? `${text.slice(0, SERVER_TEXT_MAX - 1)}…` : text;
}
