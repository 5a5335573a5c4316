import { z } from 'zod';
import { catalogueCodeSchema, minorUnitsSchema } from './admin-catalogue-common.ts';
import { localeCodeSchema } from './locales.ts';

/**
 * Gift settings in the back office (docs/adr/0061-faq-bars-payments-gifts.md) under
 * /api/v2/admin/gift-settings?channel=: the channel's gift wrapping price (its gift wrapping product's
 * variant price), the gift card amounts a shopper may choose, and the gift tiers (automatic cart promotions
 * with one `item_total` rule and one `select_gift` action). Money in minor units.
 */

export const GIFT_TIER_MAX = 3;
export const GIFT_TIER_GIFTS_MAX = 3;
/** The smallest minimum and largest maximum of a gift card's sum (1 € and 10 000 €). */
export const GIFT_CARD_SUM_FLOOR = 100;
export const GIFT_CARD_SUM_CEILING = 1_000_000;

export const GIFT_SUM_MESSAGE = `Enter an amount in cents from ${GIFT_CARD_SUM_FLOOR} to ${GIFT_CARD_SUM_CEILING}.`;
export const GIFT_SUM_ORDER_MESSAGE = 'The maximum must be above the minimum.';
export const GIFT_WRAPPING_PRICE_REQUIRED_MESSAGE = 'Enter the gift wrapping price.';
export const GIFT_WRAPPING_MISSING_MESSAGE =
  'This channel has no gift wrapping product: set the channel’s gift wrapping code to an enabled product first.';
export const GIFT_TIER_THRESHOLD_MESSAGE = 'Each tier’s threshold must be above the previous tier’s.';
export const GIFT_TIER_LIST_MESSAGE =
  'List every gift tier of this channel once (switch a tier off instead of leaving it out).';
export const GIFT_TIER_UNKNOWN_MESSAGE = 'This is not a gift tier of this channel.';
export const GIFT_TIER_GIFTS_MESSAGE = `Choose from 1 to ${GIFT_TIER_GIFTS_MAX} gift variants.`;
export const GIFT_TIER_TOO_MANY_MESSAGE = `A channel has at most ${GIFT_TIER_MAX} gift tiers.`;
export const GIFT_TIER_LABEL_MESSAGE = 'Enter the label in this language.';
export const GIFT_TIER_AMOUNT_MESSAGE = 'Enter an amount in cents above 0.';
export const giftVariantMessage = (code: string) =>
  `Variant "${code}" does not exist or cannot be sold in this channel (enabled, in the channel, with a price).`;
export const giftVariantTwiceMessage = (code: string) => `Variant "${code}" is listed twice.`;

const sum = z
  .number({ error: GIFT_SUM_MESSAGE })
  .int({ error: GIFT_SUM_MESSAGE })
  .min(GIFT_CARD_SUM_FLOOR, { error: GIFT_SUM_MESSAGE })
  .max(GIFT_CARD_SUM_CEILING, { error: GIFT_SUM_MESSAGE });

export const adminGiftTierInputSchema = z.strictObject({
  /** The tier's promotion; null adds a tier (a new promotion for this channel). */
  id: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  /** The items' total from which the gift is offered. */
  threshold: z
    .number({ error: GIFT_TIER_AMOUNT_MESSAGE })
    .int({ error: GIFT_TIER_AMOUNT_MESSAGE })
    .min(1, { error: GIFT_TIER_AMOUNT_MESSAGE })
    .max(100_000_000, { error: GIFT_TIER_AMOUNT_MESSAGE }),
  variantCodes: z
    .array(catalogueCodeSchema)
    .min(1, { error: GIFT_TIER_GIFTS_MESSAGE })
    .max(GIFT_TIER_GIFTS_MAX, { error: GIFT_TIER_GIFTS_MESSAGE }),
  labels: z.partialRecord(localeCodeSchema, z.string({ error: GIFT_TIER_LABEL_MESSAGE }).trim().max(200)),
  enabled: z.boolean(),
});
export type AdminGiftTierInput = z.input<typeof adminGiftTierInputSchema>;

export const adminGiftSettingsInputSchema = z.strictObject({
  /** Null only where the channel has no gift wrapping product. */
  giftWrappingPrice: minorUnitsSchema.nullable(),
  giftCardSums: z.strictObject({ min: sum, max: sum }),
  tiers: z.array(adminGiftTierInputSchema).max(GIFT_TIER_MAX, { error: GIFT_TIER_TOO_MANY_MESSAGE }),
});
export type AdminGiftSettingsInput = z.input<typeof adminGiftSettingsInputSchema>;
export type AdminGiftSettingsParsed = z.infer<typeof adminGiftSettingsInputSchema>;

export const adminGiftTierSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  threshold: z.number().int(),
  enabled: z.boolean(),
  labels: z.partialRecord(localeCodeSchema, z.string()),
  gifts: z.array(
    z.object({
      code: z.string(),
      /** The product's name (the shop's first language), null when the variant no longer exists. */
      productName: z.string().nullable(),
      sellable: z.boolean(),
    }),
  ),
  /** Every channel the tier's promotion applies in (editing it changes them all). */
  channels: z.array(z.string()),
});
export type AdminGiftTier = z.infer<typeof adminGiftTierSchema>;

export const adminGiftSettingsSchema = z.object({
  channel: z.string(),
  giftWrapping: z.object({
    /** The gift wrapping product's variant; null: the channel offers no gift wrapping. */
    variantCode: z.string().nullable(),
    price: z.number().int().nullable(),
  }),
  giftCardSums: z.object({ min: z.number().int(), max: z.number().int() }),
  tiers: z.array(adminGiftTierSchema),
});
export type AdminGiftSettings = z.infer<typeof adminGiftSettingsSchema>;

export const adminGiftSettingsQuerySchema = z.object({ channel: z.string().trim().min(1).max(64) });
