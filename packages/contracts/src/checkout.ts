import { z } from 'zod';
import { DEFAULT_PHONE_COUNTRY, FORMAT_MESSAGE, withCountryRules } from './field-rules.ts';

export { FORMAT_MESSAGE, PHONE_MESSAGE, VAT_MESSAGE } from './field-rules.ts';

export const BLANK_MESSAGE = 'This value should not be blank.';
export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email.';
export const EMAIL_INVALID_MESSAGE = 'This email is invalid.';
export const NAME_MESSAGE = "Name can contain all letters and symbols ' -";
export const COMPANY_NAME_MESSAGE = "Company name can contain letters, digits and symbols ' - .";
export const tooLong = (max: number) => `This value is too long. It should have ${max} characters or less.`;

const NAME_MAX = 64;
const FIELD_MAX = 128;
const EMAIL_MAX = 254;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters of any alphabet, spaces, apostrophes and hyphens (spec section 5). */
const NAME_SHAPE = /^[\p{L}][\p{L}' -]*$/u;
const COMPANY_NAME_SHAPE = /^[\p{L}\p{N}][\p{L}\p{N}' .-]*$/u;

const required = (max: number) =>
  z
    .string({ error: BLANK_MESSAGE })
    .trim()
    .min(1, { error: BLANK_MESSAGE, abort: true })
    .max(max, { error: tooLong(max), abort: true });
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong(max) })
    .transform((value) => (value === '' ? null : value))
    .nullish();

export const personNameSchema = required(NAME_MAX).regex(NAME_SHAPE, { error: NAME_MESSAGE });

/** The fields of a contact and address (spec section 3), without the country rules. */
export const addressInputFields = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  phoneNumber: required(32),
  /** ISO 3166 alpha-2, e.g. LT. */
  countryCode: required(2)
    .regex(/^[A-Za-z]{2}$/, { error: FORMAT_MESSAGE })
    .toUpperCase(),
  city: optional(FIELD_MAX),
  street: optional(FIELD_MAX),
  houseNumber: optional(16),
  apartmentNumber: optional(16),
  postCode: optional(16),
  companyName: optional(FIELD_MAX).refine((value) => value == null || COMPANY_NAME_SHAPE.test(value), {
    error: COMPANY_NAME_MESSAGE,
  }),
  vatNumber: optional(32),
  companyCode: optional(32),
});

/**
 * A contact and address as the checkout sends it (spec section 3): the phone number is checked for the
 * address's country, the post code's shape too, and the VAT number for its country prefix (field-rules.ts),
 * all at once with the other fields. Company data is optional.
 */
export const addressInputSchema = withCountryRules(addressInputFields, {
  phoneCountry: DEFAULT_PHONE_COUNTRY,
});
export type AddressInput = z.infer<typeof addressInputSchema>;

export const emailSchema = z
  .string({ error: EMAIL_REQUIRED_MESSAGE })
  .trim()
  .toLowerCase()
  .min(1, { error: EMAIL_REQUIRED_MESSAGE, abort: true })
  .max(EMAIL_MAX, { error: tooLong(EMAIL_MAX), abort: true })
  .regex(EMAIL_SHAPE, { error: EMAIL_INVALID_MESSAGE });

/** The address step. The shipping address defaults to the billing one. */
export const addressOrderBodySchema = z.object({
  email: emailSchema,
  billingAddress: addressInputSchema,
  shippingAddress: addressInputSchema.nullish(),
});
export type AddressOrderBody = z.infer<typeof addressOrderBodySchema>;

/** Spec section 5: an empty promo code. */
export const COUPON_REQUIRED_MESSAGE = 'You forgot to add promocode';
export const COUPON_INVALID_MESSAGE = 'Coupon code is invalid.';

/**
 * PUT /orders/{token} (Sylius): the address step (email and billing address, optionally a shipping
 * address) and/or the coupon (`couponCode`; null removes it). A gift card's code given as `couponCode`
 * is redeemed as the order's gift coupon; `giftCardCode: null` takes it off.
 */
export const updateOrderBodySchema = z
  .object({
    email: emailSchema.optional(),
    billingAddress: addressInputSchema.optional(),
    shippingAddress: addressInputSchema.nullish(),
    couponCode: z
      .string({ error: COUPON_REQUIRED_MESSAGE })
      .trim()
      .min(1, { error: COUPON_REQUIRED_MESSAGE })
      .max(64, { error: tooLong(64) })
      .nullish(),
    giftCardCode: z.null().optional(),
  })
  .superRefine((body, context) => {
    const addressing = body.email !== undefined || body.billingAddress !== undefined;
    if (addressing && body.email === undefined) {
      context.addIssue({ code: 'custom', path: ['email'], message: EMAIL_REQUIRED_MESSAGE });
    }
    if (addressing && body.billingAddress === undefined) {
      context.addIssue({ code: 'custom', path: ['billingAddress'], message: BLANK_MESSAGE });
    }
    if (!addressing && body.couponCode === undefined && body.giftCardCode === undefined) {
      context.addIssue({ code: 'custom', path: ['email'], message: EMAIL_REQUIRED_MESSAGE });
    }
  });
export type UpdateOrderBody = z.infer<typeof updateOrderBodySchema>;

export const addressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  countryCode: z.string(),
  city: z.string().nullable(),
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  apartmentNumber: z.string().nullable(),
  postCode: z.string().nullable(),
  companyName: z.string().nullable(),
  vatNumber: z.string().nullable(),
  companyCode: z.string().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

export const shippingMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  carrier: z.string(),
  kind: z.enum(['parcel_locker', 'courier']),
  /** Minor units, VAT included. */
  price: z.number().int(),
  /** Items total from which delivery is free; null when it never is. */
  freeAbove: z.number().int().nullable(),
  /** What this order would pay for it now. */
  cost: z.number().int(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

export const parcelLockerSchema = z.object({
  code: z.string(),
  carrier: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  postCode: z.string(),
});
export type ParcelLocker = z.infer<typeof parcelLockerSchema>;

export const paymentMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  kind: z.enum(['bank_transfer', 'cash_on_delivery', 'online']),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const shipmentSchema = z.object({
  id: z.number().int(),
  state: z.enum(['cart', 'ready', 'shipped', 'cancelled']),
  method: shippingMethodSchema.nullable(),
  parcelLocker: parcelLockerSchema.nullable(),
  amount: z.number().int(),
  trackingNumber: z.string().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  state: z.enum(['cart', 'awaiting_payment', 'paid', 'cancelled', 'refunded']),
  method: paymentMethodSchema.nullable(),
  amount: z.number().int(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const selectShippingBodySchema = z.object({
  shippingMethod: z.string({ error: BLANK_MESSAGE }).trim().min(1, { error: BLANK_MESSAGE }),
  /** Required for parcel-locker methods: one of the carrier's lockers. */
  parcelLocker: z.string({ error: BLANK_MESSAGE }).trim().min(1, { error: BLANK_MESSAGE }).nullish(),
});
export type SelectShippingBody = z.infer<typeof selectShippingBodySchema>;

export const selectPaymentBodySchema = z.object({
  paymentMethod: z.string({ error: BLANK_MESSAGE }).trim().min(1, { error: BLANK_MESSAGE }),
});
export type SelectPaymentBody = z.infer<typeof selectPaymentBodySchema>;

/** Empty bodies (no notes) are welcome. */
export const completeOrderBodySchema = z
  .object({
    notes: z
      .string()
      .trim()
      .max(1000, { error: tooLong(1000) })
      .nullish(),
  })
  .nullish();

/** Spec section 8. */
export const OUT_OF_STOCK_COMPLETE_MESSAGE = 'Cannot complete order with products out of stock';

/** The answer of POST /orders/{token}/payments/{id}/checkout-session: where to send the shopper to pay. */
export const paymentRedirectSchema = z.object({
  redirectUrl: z.string(),
});
export type PaymentRedirect = z.infer<typeof paymentRedirectSchema>;
