import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { productImageSchema } from './catalog.ts';
import { addressInputSchema, addressSchema, BLANK_MESSAGE, personNameSchema, tooLong } from './checkout.ts';
import {
  REFUND_METHODS,
  RETURN_COMMENT_MAX,
  RETURN_ITEM_STATES,
  RETURN_METHOD_KINDS,
  RETURN_REASONS,
  RETURN_STATES,
  RETURNS_PER_PAGE,
} from './constants.ts';
import { orderInvoiceSchema } from './customer-orders.ts';
import { listSchema } from './lists.ts';

/** Symfony's Iban constraint message, like the spec's other validation texts. */
export const IBAN_MESSAGE = 'This is not a valid International Bank Account Number (IBAN).';
export const RETURN_ITEMS_REQUIRED_MESSAGE = 'Choose at least one item to return.';
export const RETURN_REASON_MESSAGE = 'Choose why you are returning this item.';
export const RETURN_METHOD_MESSAGE = 'Choose how you will return the items.';
export const REFUND_METHOD_MESSAGE = 'Choose how you want your money back.';
export const returnQuantityMessage = (max: number) => `You can return at most ${max} of this item.`;

/** An IBAN as typed (spaces, any case) to its electronic form, or null when its shape or checksum fail. */
export function normaliseIban(value: string): string | null {
  const electronic = electronicFormatIBAN(value);
  return electronic && isValidIBAN(electronic) ? electronic : null;
}

/** What the shopper sees of a stored IBAN: country, check digits and the last four characters. */
export function maskIban(iban: string): string {
  return iban.length <= 8 ? iban : `${iban.slice(0, 4)} **** ${iban.slice(-4)}`;
}

const ibanSchema = z
  .string({ error: BLANK_MESSAGE })
  .trim()
  .min(1, { error: BLANK_MESSAGE, abort: true })
  .max(42, { error: tooLong(42), abort: true })
  .transform((value, context) => {
    const iban = normaliseIban(value);
    if (iban) return iban;
    context.addIssue({ code: 'custom', message: IBAN_MESSAGE });
    return z.NEVER;
  });

/** Step 3 of the return form: how the money comes back; a bank transfer names its account holder. */
export const refundInputSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('bank_transfer'),
      firstName: personNameSchema,
      lastName: personNameSchema,
      bankAccount: ibanSchema,
    }),
    z.object({ method: z.literal('cash') }),
    z.object({ method: z.literal('shop_coupons') }),
  ],
  { error: REFUND_METHOD_MESSAGE },
);
export type RefundInput = z.infer<typeof refundInputSchema>;

/** Step 1 of the return form: one ordered line, how many of it, and why. `other` needs a comment. */
export const returnItemInputSchema = z
  .object({
    orderItemId: z.number({ error: BLANK_MESSAGE }).int().positive(),
    quantity: z
      .number({ error: 'This value should be a whole number.' })
      .int({ error: 'This value should be a whole number.' })
      .min(1, { error: 'This value should be 1 or more.' }),
    reason: z.enum(RETURN_REASONS, { error: RETURN_REASON_MESSAGE }),
    comment: z
      .string()
      .trim()
      .max(RETURN_COMMENT_MAX, { error: tooLong(RETURN_COMMENT_MAX) })
      .transform((value) => (value === '' ? null : value))
      .nullish(),
  })
  .superRefine((item, context) => {
    if (item.reason === 'other' && !item.comment) {
      context.addIssue({ code: 'custom', path: ['comment'], message: BLANK_MESSAGE });
    }
  });
export type ReturnItemInput = z.infer<typeof returnItemInputSchema>;

/**
 * POST /customers/me/returns: the three steps of the return form in one call. The API checks each line
 * against the order (at most what is still returnable) and asks for `address` when the return method is a
 * courier pick-up.
 */
export const createReturnBodySchema = z.object({
  orderToken: z.string({ error: BLANK_MESSAGE }).trim().min(1, { error: BLANK_MESSAGE }).max(64),
  items: z
    .array(returnItemInputSchema, { error: RETURN_ITEMS_REQUIRED_MESSAGE })
    .min(1, { error: RETURN_ITEMS_REQUIRED_MESSAGE })
    .max(100),
  returnMethod: z
    .string({ error: RETURN_METHOD_MESSAGE })
    .trim()
    .min(1, { error: RETURN_METHOD_MESSAGE })
    .max(64),
  address: addressInputSchema.nullish(),
  refund: refundInputSchema,
});
export type CreateReturnBody = z.infer<typeof createReturnBodySchema>;

/** A way to send goods back in the channel; `price` is kept from the refund (minor units). */
export const returnMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  kind: z.enum(RETURN_METHOD_KINDS),
  price: z.number().int(),
  requiresAddress: z.boolean(),
});
export type ReturnMethod = z.infer<typeof returnMethodSchema>;

/** An ordered line as the return form offers it. */
export const returnableItemSchema = z.object({
  orderItemId: z.number().int(),
  productName: z.string(),
  variantName: z.string(),
  variantCode: z.string(),
  image: productImageSchema.nullable(),
  /** Units ordered. */
  orderedQuantity: z.number().int(),
  /** Units not yet in another (not cancelled) return. */
  returnableQuantity: z.number().int(),
  /** What one unit refunds: its price less its share of the order's discounts (minor units). */
  unitRefund: z.number().int(),
});
export type ReturnableItem = z.infer<typeof returnableItemSchema>;

/** Why an order cannot be returned now; null when it can. */
export const RETURN_BLOCKED_REASONS = ['not_fulfilled', 'window_closed', 'nothing_left'] as const;
export type ReturnBlockedReason = (typeof RETURN_BLOCKED_REASONS)[number];

/** GET /customers/me/orders/{token}/return-options: everything the return form needs for one order. */
export const returnOptionsSchema = z.object({
  order: z.object({ tokenValue: z.string(), number: z.string(), currencyCode: z.string() }),
  blockedReason: z.enum(RETURN_BLOCKED_REASONS).nullable(),
  /** The last day returns are accepted (ISO 8601), once the order is fulfilled. */
  returnableUntil: z.string().nullable(),
  items: z.array(returnableItemSchema),
  returnMethods: z.array(returnMethodSchema),
  refundMethods: z.array(z.enum(REFUND_METHODS)),
  reasons: z.array(z.enum(RETURN_REASONS)),
  /** The order's delivery address, to fill in a pick-up address. */
  address: addressSchema.nullable(),
});
export type ReturnOptions = z.infer<typeof returnOptionsSchema>;

export const returnItemSchema = z.object({
  id: z.number().int(),
  productName: z.string(),
  variantName: z.string(),
  image: productImageSchema.nullable(),
  quantity: z.number().int(),
  reason: z.enum(RETURN_REASONS),
  comment: z.string().nullable(),
  state: z.enum(RETURN_ITEM_STATES),
  /** What these units refund (minor units). */
  amount: z.number().int(),
});
export type ReturnItem = z.infer<typeof returnItemSchema>;

/** A return as its page shows it (spec section 3). */
export const returnSchema = z.object({
  number: z.string(),
  orderNumber: z.string(),
  orderToken: z.string(),
  createdAt: z.string(),
  state: z.enum(RETURN_STATES),
  currencyCode: z.string(),
  /** What the returned items cost (minor units). */
  price: z.number().int(),
  /** What the return method costs, kept from the refund. */
  returnFee: z.number().int(),
  /** What comes back: the items not cancelled, less the fee. */
  refundableAmount: z.number().int(),
  returnMethod: returnMethodSchema.nullable(),
  /** Where a courier picks the parcel up; null for other methods. */
  address: addressSchema.nullable(),
  refund: z.object({
    method: z.enum(REFUND_METHODS),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    /** Masked: country, check digits and the last four characters. */
    bankAccount: z.string().nullable(),
    /** The coupon code the refund was paid as, once paid (shop coupons). */
    couponCode: z.string().nullable(),
  }),
  /** The returned order's invoice. */
  invoice: orderInvoiceSchema,
  items: z.array(returnItemSchema),
  /** The shopper may still cancel it. */
  cancellable: z.boolean(),
});
export type Return = z.infer<typeof returnSchema>;

export const returnSummarySchema = returnSchema
  .pick({
    number: true,
    orderNumber: true,
    orderToken: true,
    createdAt: true,
    state: true,
    currencyCode: true,
    refundableAmount: true,
  })
  .extend({ itemsCount: z.number().int() });
export type ReturnSummary = z.infer<typeof returnSummarySchema>;
export const returnListSchema = listSchema(returnSummarySchema);

export const returnsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  itemsPerPage: z.coerce.number().int().min(0).max(100).default(RETURNS_PER_PAGE),
});
export const returnNumberParamsSchema = z.object({ number: z.string().trim().min(1).max(32) });
