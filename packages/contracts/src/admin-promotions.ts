import { z } from 'zod';
import { catalogueCodeSchema } from './admin-catalogue-common.ts';
import { BLANK_MESSAGE } from './checkout.ts';
import { listSchema } from './lists.ts';
import { localeCodeSchema } from './locales.ts';

/**
 * Cart promotions and coupons in the back office (docs/adr/0056-cart-promotions-admin.md), under
 * /api/v2/admin/promotions and /api/v2/admin/coupons. A promotion's `version` is a digest of what it says:
 * a PATCH that sends an old one is 409.
 */

export const PROMOTION_PERCENT_MESSAGE = 'Enter a percentage from 1 to 100.';
export const PROMOTION_AMOUNT_MESSAGE = 'Enter an amount in cents greater than 0.';
export const PROMOTION_LIMIT_MESSAGE = 'Enter a whole number of at least 1, or leave it empty for no limit.';
export const PROMOTION_DATES_MESSAGE = 'The end must be after the start.';
export const PROMOTION_LABEL_MESSAGE = 'Enter the label shoppers see in this language.';
export const PROMOTION_NO_ACTION_MESSAGE = 'Add at least one action: what the promotion gives.';
export const PROMOTION_CODES_MESSAGE = 'Choose at least one.';
export const PROMOTION_USED_MESSAGE =
  'This promotion has been used in orders and cannot be deleted: disable it instead.';
export const COUPON_USED_MESSAGE = 'This coupon has been used and cannot be deleted.';
export const COUPON_CODE_MESSAGE = 'Use 3 to 64 letters, digits, dashes and underscores.';
export const COUPON_TAKEN_MESSAGE = 'This code is already used by a coupon (codes are matched in any case).';
export const COUPON_SPACE_MESSAGE =
  'Too few codes of this prefix and length are left for this many: make the random part longer.';
export const COUPON_NOT_COUPON_BASED_MESSAGE =
  'This promotion applies without a code: make it coupon-based to add coupons.';
/** The random part of generated coupon codes: no 0/O or 1/I, which people mix up. */
export const COUPON_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const COUPON_BATCH_MAX = 10_000;

const percent = z
  .number({ error: PROMOTION_PERCENT_MESSAGE })
  .int({ error: PROMOTION_PERCENT_MESSAGE })
  .min(1, { error: PROMOTION_PERCENT_MESSAGE })
  .max(100, { error: PROMOTION_PERCENT_MESSAGE });
const amount = z
  .number({ error: PROMOTION_AMOUNT_MESSAGE })
  .int({ error: PROMOTION_AMOUNT_MESSAGE })
  .min(1, { error: PROMOTION_AMOUNT_MESSAGE })
  .max(100_000_000, { error: PROMOTION_AMOUNT_MESSAGE });
const limit = z
  .number({ error: PROMOTION_LIMIT_MESSAGE })
  .int({ error: PROMOTION_LIMIT_MESSAGE })
  .min(1, { error: PROMOTION_LIMIT_MESSAGE })
  .max(1_000_000_000, { error: PROMOTION_LIMIT_MESSAGE });
const codes = z.array(catalogueCodeSchema).min(1, { error: PROMOTION_CODES_MESSAGE }).max(500);

/** What must hold for the promotion to apply (all of them). */
export const promotionRuleSchema = z.discriminatedUnion('type', [
  /** The items total (VAT included) is at least `amount`. */
  z.object({ type: z.literal('item_total'), amount }),
  /** A product of one of these categories (or below them) is in the cart. */
  z.object({ type: z.literal('has_taxon'), taxonCodes: codes }),
  /** One of these products is in the cart. */
  z.object({ type: z.literal('has_product'), productCodes: codes }),
  z.object({ type: z.literal('customer_group'), groupCodes: codes }),
  /** The shopper is an active loyalty member at one of these levels (silver, gold, platinum). */
  z.object({ type: z.literal('loyalty_level'), levelCodes: codes }),
  /** Orders one customer (or email) may place with it. */
  z.object({ type: z.literal('customer_usage_limit'), limit }),
]);
export type PromotionRule = z.infer<typeof promotionRuleSchema>;

/** What the promotion gives, applied in order. */
export const promotionActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('order_percentage_discount'), percentage: percent }),
  z.object({ type: z.literal('order_fixed_discount'), amount }),
  /** Off the items the has_taxon / has_product rules match (every item when there is none). */
  z.object({ type: z.literal('items_percentage_discount'), percentage: percent }),
  z.object({ type: z.literal('items_fixed_discount'), amount }),
  /** 100: free delivery. */
  z.object({ type: z.literal('shipping_percentage_discount'), percentage: percent }),
  /** The shopper may choose one of these variants free. */
  z.object({ type: z.literal('select_gift'), variantCodes: codes }),
]);
export type PromotionAction = z.infer<typeof promotionActionSchema>;

const dateTime = z.iso.datetime({ offset: true, error: 'Enter a date and time, e.g. 2026-12-01T00:00:00Z.' });

export const adminPromotionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  enabled: z.boolean(),
  /** Enabled, between its dates and not used up: carts get it now (when its rules hold). */
  active: z.boolean(),
  priority: z.number().int(),
  exclusive: z.boolean(),
  couponBased: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  used: z.number().int(),
  channels: z.array(z.string()),
  labels: z.partialRecord(localeCodeSchema, z.string()),
  rules: z.array(promotionRuleSchema),
  actions: z.array(promotionActionSchema),
  couponCount: z.number().int(),
  version: z.string(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;
export const adminPromotionListSchema = listSchema(adminPromotionSchema);

export const adminPromotionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(200).default(50),
  /** Part of the code or a label, any case. */
  search: z.string().trim().max(200).optional(),
  enabled: z.enum(['true', 'false']).optional(),
  /** "true": running now (enabled, between its dates, not used up); "false": the others. */
  active: z.enum(['true', 'false']).optional(),
});
export type AdminPromotionListQuery = z.infer<typeof adminPromotionListQuerySchema>;

const fields = {
  code: catalogueCodeSchema,
  enabled: z.boolean(),
  priority: z.number().int().min(-1000).max(1000),
  exclusive: z.boolean(),
  couponBased: z.boolean(),
  startsAt: dateTime.nullable(),
  endsAt: dateTime.nullable(),
  usageLimit: limit.nullable(),
  channels: z.array(catalogueCodeSchema).max(100),
  labels: z.partialRecord(localeCodeSchema, z.string({ error: BLANK_MESSAGE }).trim().max(200)),
  rules: z.array(promotionRuleSchema).max(20),
  actions: z.array(promotionActionSchema).max(20),
};

export const adminPromotionInputSchema = z.object({
  ...fields,
  enabled: fields.enabled.default(true),
  priority: fields.priority.default(0),
  exclusive: fields.exclusive.default(false),
  couponBased: fields.couponBased.default(false),
  startsAt: fields.startsAt.default(null),
  endsAt: fields.endsAt.default(null),
  usageLimit: fields.usageLimit.default(null),
  rules: fields.rules.default([]),
});
export type AdminPromotionInput = z.infer<typeof adminPromotionInputSchema>;

export const adminPromotionPatchSchema = z.object({
  version: z.string().min(1).max(64),
  code: fields.code.optional(),
  enabled: fields.enabled.optional(),
  priority: fields.priority.optional(),
  exclusive: fields.exclusive.optional(),
  couponBased: fields.couponBased.optional(),
  startsAt: fields.startsAt.optional(),
  endsAt: fields.endsAt.optional(),
  usageLimit: fields.usageLimit.optional(),
  channels: fields.channels.optional(),
  labels: fields.labels.optional(),
  rules: fields.rules.optional(),
  actions: fields.actions.optional(),
});
export type AdminPromotionPatch = z.infer<typeof adminPromotionPatchSchema>;

export const promotionIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const adminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  usageLimit: z.number().int().nullable(),
  used: z.number().int(),
  expiresAt: z.string().nullable(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
export const adminCouponListSchema = listSchema(adminCouponSchema);

export const adminCouponListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(500).default(50),
});

export const adminCouponInputSchema = z.object({
  code: z
    .string({ error: BLANK_MESSAGE })
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,64}$/, { error: COUPON_CODE_MESSAGE }),
  usageLimit: limit.nullable().default(null),
  expiresAt: dateTime.nullable().default(null),
});
export type AdminCouponInput = z.infer<typeof adminCouponInputSchema>;

export const adminCouponBatchSchema = z.object({
  count: z
    .number()
    .int()
    .min(1, { error: `Generate from 1 to ${COUPON_BATCH_MAX} codes.` })
    .max(COUPON_BATCH_MAX, { error: `Generate from 1 to ${COUPON_BATCH_MAX} codes.` }),
  /** Put before the random part, upper-cased. */
  prefix: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{0,20}$/, { error: 'Use up to 20 letters, digits, dashes and underscores.' })
    .default(''),
  /** Characters of the random part. */
  length: z
    .number()
    .int()
    .min(3, { error: 'Use 3 to 32 random characters.' })
    .max(32, { error: 'Use 3 to 32 random characters.' }),
  usageLimit: limit.nullable().default(1),
  expiresAt: dateTime.nullable().default(null),
});
export type AdminCouponBatch = z.infer<typeof adminCouponBatchSchema>;

export const adminCouponBatchResultSchema = z.object({ generated: z.number().int() });

export const couponIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const adminPromotionPreviewInputSchema = z.object({
  channel: catalogueCodeSchema,
  lines: z
    .array(
      z.object({
        variant: catalogueCodeSchema,
        quantity: z.number().int().min(1, { error: 'Enter 1 or more.' }).max(10_000),
      }),
    )
    .min(1, { error: 'Add at least one product.' })
    .max(200),
  couponCode: z.string().trim().max(64).nullable().default(null),
  customerEmail: z.email({ error: 'Enter an email address.' }).nullable().default(null),
  /** A delivery method code of the channel: its price (before promotions) is the delivery total. */
  shippingMethod: catalogueCodeSchema.nullable().default(null),
  /** The labels' language; the channel's default when left out. */
  locale: localeCodeSchema.optional(),
});
export type AdminPromotionPreviewInput = z.infer<typeof adminPromotionPreviewInputSchema>;

export const adminPromotionPreviewSchema = z.object({
  itemsTotal: z.number().int(),
  shippingTotal: z.number().int(),
  promotionTotal: z.number().int(),
  shippingPromotionTotal: z.number().int(),
  total: z.number().int(),
  /** The coupon when it applies, else null. */
  couponCode: z.string().nullable(),
  promotions: z.array(
    z.object({
      code: z.string(),
      label: z.string().nullable(),
      itemsDiscount: z.number().int(),
      shippingDiscount: z.number().int(),
      giftVariantCodes: z.array(z.string()),
    }),
  ),
});
export type AdminPromotionPreview = z.infer<typeof adminPromotionPreviewSchema>;
