import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { giftCardRedemptions, giftCards, loyaltyMemberships } from '../../../db/schema/index.ts';
import { releasePromotionUse } from '../cart-promotions.ts';
import { settleOrderStock } from '../order-inventory.ts';

/**
 * What cancelling a placed order gives back (ADR 0028), in the cancelling transaction: the units on hold,
 * the promotion and coupon uses completion counted, redeemed loyalty points and what a gift card paid.
 */
export async function giveBackCancelledOrder(
  tx: Database,
  order: {
    id: number;
    channelId: number;
    customerId: number | null;
    couponCode: string | null;
    loyaltyPoints: number;
  },
): Promise<{ pointsReturned: number; giftCardsReturned: number }> {
  // The rows are taken in the order completion takes them (the variants, gift cards, the loyalty membership,
  // the promotions last), so that a cancellation and a checkout never wait for each other in a circle.
  await settleOrderStock(tx, order, 'release');
  const redemptions = await tx
    .delete(giftCardRedemptions)
    .where(eq(giftCardRedemptions.orderId, order.id))
    .returning({ giftCardId: giftCardRedemptions.giftCardId, amount: giftCardRedemptions.amount });
  for (const redemption of redemptions) {
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${redemption.amount}` })
      .where(eq(giftCards.id, redemption.giftCardId));
  }
  let pointsReturned = 0;
  if (order.customerId !== null && order.loyaltyPoints > 0) {
    const restored = await tx
      .update(loyaltyMemberships)
      .set({ points: sql`${loyaltyMemberships.points} + ${order.loyaltyPoints}` })
      .where(eq(loyaltyMemberships.customerId, order.customerId))
      .returning({ id: loyaltyMemberships.id });
    if (restored.length > 0) pointsReturned = order.loyaltyPoints;
  }
  await releasePromotionUse(tx, order);
  return { pointsReturned, giftCardsReturned: redemptions.length };
}
