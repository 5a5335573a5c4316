import { z } from 'zod';
import { BLANK_MESSAGE, COMPANY_NAME_MESSAGE, PHONE_MESSAGE, emailSchema, tooLong } from './checkout.ts';
import { IBAN_MESSAGE, normaliseIban } from './returns.ts';

/**
 * The seller's own details, settings of each channel ("Shop details" in the back office; issue 18,
 * docs/adr/0033-shop-details-and-order-numbers.md): invoices, pre-invoices, mail, the bank-transfer
 * instructions, the footer and the chat button name them.
 */
export const shopDetailsSchema = z.object({
  /** Legal name, as registered ("UAB „Gandras“"). */
  companyName: z.string(),
  /** Company code in the register of legal entities. */
  companyCode: z.string(),
  /** VAT payer code, with its country prefix. */
  vatNumber: z.string(),
  /** Registered address, one line. */
  address: z.string(),
  bankName: z.string(),
  /** IBAN, grouped by four as printed. */
  iban: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type ShopDetails = z.infer<typeof shopDetailsSchema>;

/** The fields in the order the back office's form shows them. */
export const SHOP_DETAILS_FIELDS = [
  'companyName',
  'companyCode',
  'vatNumber',
  'address',
  'bankName',
  'iban',
  'phone',
  'email',
] as const satisfies readonly (keyof ShopDetails)[];

/** A company code is digits only. */
export const COMPANY_CODE_MESSAGE = 'A company code is digits only.';

const COMPANY_NAME_SHAPE = /^[\p{L}\p{N}„“"][\p{L}\p{N}„“"' .,&-]*$/u;
const required = (max: number) =>
  z
    .string({ error: BLANK_MESSAGE })
    .trim()
    .min(1, { error: BLANK_MESSAGE, abort: true })
    .max(max, { error: tooLong(max), abort: true });

/**
 * PATCH /admin/channels/{code}/shop-details: every field (the form sends them all). The IBAN is checked for
 * its country's length and check digits here; the API checks the VAT number (a kept library's rules for
 * its country prefix) besides these shapes, and answers every field's problem at once.
 */
export const shopDetailsInputSchema = z.object({
  companyName: required(128).regex(COMPANY_NAME_SHAPE, { error: COMPANY_NAME_MESSAGE }),
  companyCode: required(32).regex(/^\d+$/, { error: COMPANY_CODE_MESSAGE }),
  vatNumber: required(32),
  address: required(255),
  bankName: required(128),
  // Its country's length and check digits (ibantools, as the return form's); stored grouped by four.
  iban: required(42).transform((value, context) => {
    const iban = normaliseIban(value);
    if (iban) return iban.replace(/(.{4})(?=.)/g, '$1 ');
    context.addIssue({ code: 'custom', message: IBAN_MESSAGE });
    return z.NEVER;
  }),
  phone: required(32).regex(/^\+?[\d ()-]{6,}$/, { error: PHONE_MESSAGE }),
  email: emailSchema,
});
export type ShopDetailsInput = z.infer<typeof shopDetailsInputSchema>;

/** A channel as the shop details screen names it (GET /admin/channels lists the same fields). */
export const adminChannelSchema = z.object({
  code: z.string(),
  name: z.string(),
  requiresLogin: z.boolean(),
  /** Put before the channel's order numbers ("B-"), so that numbers are unique across channels. */
  orderNumberPrefix: z.string(),
});
export type AdminChannel = z.infer<typeof adminChannelSchema>;

/** GET and PATCH /admin/channels/{code}/shop-details. */
export const adminShopDetailsSchema = z.object({
  channel: adminChannelSchema,
  details: shopDetailsSchema,
});
export type AdminShopDetails = z.infer<typeof adminShopDetailsSchema>;
