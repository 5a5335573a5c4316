import { z } from 'zod';
import { translationsOf } from './admin-catalogue-common.ts';
import { listSchema } from './lists.ts';

/**
 * Payment methods in the back office (docs/adr/0061-faq-bars-payments-gifts.md) under
 * /api/v2/admin/payment-methods: per channel, switched on and off, ordered, with their name and the
 * shopper's instructions per language. Instructions may name the channel's bank details as placeholders
 * ({iban}, {bankName}, {companyName}...), filled from the shop details where the shop shows them.
 */

export const PAYMENT_METHOD_KINDS = ['bank_transfer', 'cash_on_delivery', 'online'] as const;
export const PAYMENT_LAST_ENABLED_MESSAGE =
  'This is the only payment method switched on in this channel: switch another one on first, or shoppers could not pay.';
export const PAYMENT_ONLINE_UNAVAILABLE_MESSAGE =
  'Online payment cannot be switched on: no payment provider is configured (set the Stripe keys of the API first).';
export const PAYMENT_NAME_REQUIRED_MESSAGE = 'Enter the name in at least one language.';
export const PAYMENT_ORDER_MESSAGE = 'List every payment method of this channel exactly once.';
export const PAYMENT_BLANK_MESSAGE = 'This value should not be blank.';

export const adminPaymentMethodTextSchema = z.strictObject({
  name: z.string({ error: PAYMENT_BLANK_MESSAGE }).trim().min(1, { error: PAYMENT_BLANK_MESSAGE }).max(255),
  /** The shopper's instructions (plain text with placeholders); empty: none. */
  description: z.string().trim().max(5000).nullable().default(null),
});

export const adminPaymentMethodInputSchema = z.strictObject({
  enabled: z.boolean(),
  position: z.number().int().min(0).max(10_000),
  translations: translationsOf(adminPaymentMethodTextSchema),
});
export type AdminPaymentMethodInput = z.input<typeof adminPaymentMethodInputSchema>;

export const adminPaymentMethodSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  channel: z.string(),
  enabled: z.boolean(),
  position: z.number().int(),
  translations: translationsOf(z.object({ name: z.string(), description: z.string().nullable() })),
  /** False for online payment while no payment provider is configured: it cannot be switched on. */
  available: z.boolean(),
});
export type AdminPaymentMethod = z.infer<typeof adminPaymentMethodSchema>;
export const adminPaymentMethodListSchema = listSchema(adminPaymentMethodSchema);

export const adminPaymentMethodQuerySchema = z.object({ channel: z.string().trim().min(1).max(64) });
export const adminPaymentMethodOrderSchema = z.strictObject({
  channel: z.string().trim().min(1).max(64),
  methodIds: z.array(z.number().int().positive()).max(100),
});
export type AdminPaymentMethodOrder = z.infer<typeof adminPaymentMethodOrderSchema>;
export const paymentMethodParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
