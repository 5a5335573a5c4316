import { z } from 'zod';
import { catalogueCodeSchema, translationsOf } from './admin-catalogue-common.ts';
import { BLANK_MESSAGE } from './checkout.ts';

/**
 * The loyalty programme's settings in the back office (docs/adr/0062-delivery-and-loyalty-settings.md):
 * /api/v2/admin/loyalty-settings per channel: points per euro, a point's value (cents), the three levels'
 * thresholds (cents spent) and each level's benefits with a 100x100 picture. Every write moves the
 * catalogue version, so the shop's loyalty pages and checkouts follow at once.
 */

export const LOYALTY_NO_RULE_MESSAGE = 'This channel has no loyalty programme.';
export const LOYALTY_THRESHOLDS_MESSAGE =
  'Each level must need more than the one below it: silver < gold < platinum.';
export const LOYALTY_POINTS_PER_EURO_MESSAGE = 'Enter a whole number of points per euro from 0 to 1000.';
export const LOYALTY_POINT_VALUE_MESSAGE =
  'Enter what one point is worth in cents: a whole number from 1 to 10000.';
export const LOYALTY_THRESHOLD_MESSAGE = 'Enter an amount of 0 or more in cents.';
export const LOYALTY_BENEFIT_TEXT_MESSAGE = 'Enter the title and description in at least one language.';
export const LOYALTY_UNKNOWN_LEVEL_MESSAGE = 'This programme has no such level.';

const threshold = z
  .number({ error: LOYALTY_THRESHOLD_MESSAGE })
  .int({ error: LOYALTY_THRESHOLD_MESSAGE })
  .min(0, { error: LOYALTY_THRESHOLD_MESSAGE })
  .max(100_000_000, { error: LOYALTY_THRESHOLD_MESSAGE });

export const adminLoyaltySettingsInputSchema = z.object({
  pointsPerEuro: z
    .number({ error: LOYALTY_POINTS_PER_EURO_MESSAGE })
    .int({ error: LOYALTY_POINTS_PER_EURO_MESSAGE })
    .min(0, { error: LOYALTY_POINTS_PER_EURO_MESSAGE })
    .max(1000, { error: LOYALTY_POINTS_PER_EURO_MESSAGE }),
  pointValue: z
    .number({ error: LOYALTY_POINT_VALUE_MESSAGE })
    .int({ error: LOYALTY_POINT_VALUE_MESSAGE })
    .min(1, { error: LOYALTY_POINT_VALUE_MESSAGE })
    .max(10_000, { error: LOYALTY_POINT_VALUE_MESSAGE }),
  /** What a member must have spent (cents) to reach each level. */
  levels: z.object({ silver: threshold, gold: threshold, platinum: threshold }),
});
export type AdminLoyaltySettingsInput = z.infer<typeof adminLoyaltySettingsInputSchema>;

export const adminLoyaltyChannelQuerySchema = z.object({ channel: catalogueCodeSchema.optional() });

export const adminLoyaltyBenefitTranslationSchema = z.object({
  title: z.string({ error: BLANK_MESSAGE }).trim().max(200).default(''),
  description: z.string({ error: BLANK_MESSAGE }).trim().max(2000).default(''),
});

export const adminLoyaltyBenefitInputSchema = z.object({
  /** The level's id (of the channel's programme). */
  levelId: z.number().int().min(1).max(2_147_483_647),
  translations: translationsOf(adminLoyaltyBenefitTranslationSchema).default({}),
  /** Place among the level's benefits from 0; left out or past the end: last. */
  position: z.number().int().min(0).max(10_000).optional(),
});
export type AdminLoyaltyBenefitInput = z.infer<typeof adminLoyaltyBenefitInputSchema>;

export const adminLoyaltyBenefitMoveSchema = z.object({ position: z.number().int().min(0).max(10_000) });
export const loyaltyBenefitIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const adminLoyaltyBenefitSchema = z.object({
  id: z.number().int(),
  levelId: z.number().int(),
  position: z.number().int(),
  /** A 100x100 picture's path under the media base, or null. */
  imagePath: z.string().nullable(),
  translations: z.record(z.string(), z.object({ title: z.string(), description: z.string() })),
});
export type AdminLoyaltyBenefit = z.infer<typeof adminLoyaltyBenefitSchema>;

export const adminLoyaltySettingsSchema = z.object({
  channel: z.string(),
  channels: z.array(z.string()),
  rule: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  pointsPerEuro: z.number().int(),
  pointValue: z.number().int(),
  levels: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      amountToSpend: z.number().int(),
      benefits: z.array(adminLoyaltyBenefitSchema),
    }),
  ),
});
export type AdminLoyaltySettings = z.infer<typeof adminLoyaltySettingsSchema>;
