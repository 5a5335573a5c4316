import { COUPON_INVALID_MESSAGE, type Violation } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { cartPromotionChannels, cartPromotions, promotionCoupons } from '../../db/schema/index.ts';
import { taxonNamesByCode } from '../taxons/service.ts';
import { isLineAvailable, loadCartLines, promotableItemsTotal } from './cart-lines.ts';
import { cartTaxonCodes } from './cart-promotions.ts';

/** "30.00": minor units as the API's English texts write an amount (the storefront shows it in its locale). */
const amountText = (minor: number) => (minor / 100).toFixed(2);

/** Why a known code is refused: the rule the cart does not meet, or when the code can be used. */
export const COUPON_REFUSALS = {
  minimum: (minor: number) => `This code applies to orders from ${amountText(minor)} €.`,
  categories: (names: readonly string[]) =>
    `This code applies only to products of these categories: ${names.join(', ')}.`,
  notStarted: (from: Date) => `This code can be used from ${from.toISOString().slice(0, 10)}.`,
  expired: 'This code has expired.',
  usedUp: 'This code has already been used up.',
} as const;

const refusal = (message: string, code: string): Violation => ({ propertyPath: 'couponCode', message, code });

/**
 * The violation for a coupon code the cart cannot take: a code the shop does not know (or that is not
 * offered in this channel) is the spec's "invalid code"; a known one says why it does not apply (spec
 * issue 18): its minimum order amount, the categories it needs, not started, expired or used up.
 */
export async function couponRefusal(
  db: Database,
  input: { code: string; orderId: number; channelId: number; localePreference: readonly string[]; now: Date },
): Promise<Violation> {
  const invalid = refusal(COUPON_INVALID_MESSAGE, 'invalid_coupon');
  const [row] = await db
    .select({
      couponLimit: promotionCoupons.usageLimit,
      couponUsed: promotionCoupons.used,
      expiresAt: promotionCoupons.expiresAt,
      enabled: cartPromotions.enabled,
      startsAt: cartPromotions.startsAt,
      endsAt: cartPromotions.endsAt,
      usageLimit: cartPromotions.usageLimit,
      used: cartPromotions.used,
      rules: cartPromotions.rules,
      inChannel: cartPromotionChannels.channelId,
    })
    .from(promotionCoupons)
    .innerJoin(cartPromotions, eq(cartPromotions.id, promotionCoupons.promotionId))
    .leftJoin(
      cartPromotionChannels,
      and(
        eq(cartPromotionChannels.promotionId, cartPromotions.id),
        eq(cartPromotionChannels.channelId, input.channelId),
      ),
    )
    .where(eq(promotionCoupons.code, input.code.trim().toUpperCase()));
  if (!row || !row.enabled || row.inChannel === null) return invalid;
  const { now } = input;
  if ((row.expiresAt && row.expiresAt <= now) || (row.endsAt && row.endsAt <= now)) {
    return refusal(COUPON_REFUSALS.expired, 'coupon_expired');
  }
  if (
    (row.couponLimit !== null && row.couponUsed >= row.couponLimit) ||
    (row.usageLimit !== null && row.used >= row.usageLimit)
  ) {
    return refusal(COUPON_REFUSALS.usedUp, 'coupon_used_up');
  }
  if (row.startsAt && row.startsAt > now) {
    return refusal(COUPON_REFUSALS.notStarted(row.startsAt), 'coupon_not_started');
  }
  const lines = (await loadCartLines(db, input.orderId, input.channelId)).filter(isLineAvailable);
  const itemsTotal = promotableItemsTotal(lines);
  for (const rule of row.rules) {
    if (rule.type === 'item_total' && itemsTotal < rule.amount) {
      return refusal(COUPON_REFUSALS.minimum(rule.amount), 'coupon_minimum_not_met');
    }
  }
  const taxonRules = row.rules.flatMap((rule) => (rule.type === 'has_taxon' ? [rule] : []));
  if (taxonRules.length > 0) {
    const inCart = await cartTaxonCodes(db, [...new Set(lines.map((line) => line.productId))]);
    const unmet = taxonRules.find((rule) => !rule.taxonCodes.some((code) => inCart.has(code)));
    if (unmet) {
      const names = await taxonNamesByCode(db, unmet.taxonCodes, input.localePreference);
      if (names.length > 0) return refusal(COUPON_REFUSALS.categories(names), 'coupon_categories_not_met');
    }
  }
  return invalid;
}
