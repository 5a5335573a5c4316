import { z } from 'zod';
import { pageRefSchema } from './channels.ts';

export { LOYALTY_POINT_VALUE_MINOR } from './constants.ts';
/**
 * The default earning rate (docs/adr/0025): one point per whole euro of a fulfilled order's total without
 * delivery. Each rule stores its own (`pointsPerEuro`, docs/adr/0062); this is the column's default.
 */
export const LOYALTY_POINTS_PER_EURO_DEFAULT = 1;
/** Minor units a point costs at the default rate. */
export const LOYALTY_MINOR_PER_POINT_EARNED = 100;
export const LOYALTY_LEVEL_CODES = ['silver', 'gold', 'platinum'] as const;

/** A level of the programme: reached once `amountToSpend` (minor units) has been spent. */
export const loyaltyLevelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  amountToSpend: z.number().int(),
});
export type LoyaltyLevel = z.infer<typeof loyaltyLevelSchema>;

/** A benefit in the request locale; `imagePath` is a 100x100 picture under the API's /media/ base. */
export const loyaltyBenefitSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  imagePath: z.string().nullable(),
  level: z.object({ id: z.number().int(), code: z.string() }),
});
export type LoyaltyBenefit = z.infer<typeof loyaltyBenefitSchema>;

/** GET /loyalty-benefits: every benefit of the channel's rule, or one level's (`loyaltyGroups.id`). */
export const loyaltyBenefitsQuerySchema = z.object({
  'loyaltyGroups.id': z.coerce.number().int().positive().optional(),
});

/** GET /loyalty-rules/{code}: the rule and its terms page (the "info" of spec section 3). */
export const loyaltyRuleSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  termsAndConditionsPage: pageRefSchema.nullable(),
});
export type LoyaltyRule = z.infer<typeof loyaltyRuleSchema>;

/** POST /customer-loyalty-rules (join) and PATCH /customer-loyalty-rules/{id}/leave. */
export const joinLoyaltyBodySchema = z.object({
  loyaltyRuleCode: z.string().trim().min(1).max(64).optional(),
});
export const leaveLoyaltyBodySchema = joinLoyaltyBodySchema;

/** The member's account (spec section 3 "Loyalty: account"); money in minor units. */
export const loyaltyAccountSchema = z.object({
  /** The membership id, used by PATCH /customer-loyalty-rules/{id}/leave. */
  id: z.number().int(),
  ruleCode: z.string(),
  cardNumber: z.string(),
  /** False once left (points are then 0). */
  active: z.boolean(),
  points: z.number().int(),
  /** What one point is worth when redeemed (minor units): the rule's value (docs/adr/0062). */
  pointValue: z.number().int(),
  /** Points earned per whole euro of a delivered order: the rule's rate (docs/adr/0062). */
  pointsPerEuro: z.number().int(),
  /** What the points are worth when redeemed (minor units). */
  pointsValue: z.number().int(),
  level: z.object({ code: z.string() }).nullable(),
  amountSpent: z.number().int(),
  nextLevel: z.object({ code: z.string(), amountToSpend: z.number().int() }).nullable(),
  /** Money still to spend to reach the next level; null at the top level. */
  amountToNextLevel: z.number().int().nullable(),
  joinedAt: z.string(),
});
export type LoyaltyAccount = z.infer<typeof loyaltyAccountSchema>;

/** GET /customers/me/loyalty: the signed-in customer's account, null when they never joined. */
export const customerLoyaltySchema = z.object({ account: loyaltyAccountSchema.nullable() });
export type CustomerLoyalty = z.infer<typeof customerLoyaltySchema>;

/** PATCH /orders/{token}/loyalty-points: points to redeem on the cart (0 takes them off). */
export const redeemLoyaltyPointsBodySchema = z.object({
  points: z.number({ error: 'This value is not valid.' }).int().min(0).max(1_000_000),
});
export type RedeemLoyaltyPointsBody = z.infer<typeof redeemLoyaltyPointsBodySchema>;
