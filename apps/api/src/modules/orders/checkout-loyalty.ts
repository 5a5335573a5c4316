import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orders } from '../../db/schema/index.ts';
import { violation } from '../../http/http-error.ts';
import { redeemablePoints, spendLoyaltyPoints } from '../loyalty/loyalty-service.ts';
import { lockCart, type CartScope } from './cart-lock.ts';
import { recalculateCart } from './order-processor.ts';

/** Loyalty points on a cart: redeemed by the signed-in member, spent as the order is placed. */

/**
 * PATCH /orders/{token}/loyalty-points: the signed-in member's points to redeem on their cart, at most
 * their balance (422 on `points` above it); the order processor caps them at what is left to pay.
 */
export async function redeemLoyaltyPoints(
  db: Database,
  input: CartScope & { token: string; customerId: number; points: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const orderId = await lockCart(tx, input);
    const [cart] = await tx
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (cart?.customerId !== input.customerId) {
      throw violation('points', 'Sign in to redeem loyalty points on this cart.', 'not_your_cart');
    }
    if (input.points > (await redeemablePoints(tx, input.customerId))) {
      throw violation('points', 'You do not have that many loyalty points.', 'not_enough_points');
    }
    await tx.update(orders).set({ loyaltyPoints: input.points }).where(eq(orders.id, orderId));
    await recalculateCart(tx, orderId, input.channelId);
    return orderId;
  });
}

/**
 * The redeemed points leave the member's balance as the order is placed (same transaction, membership row
 * locked). The discount shown is re-checked: points spent meanwhile stop the order with a 422.
 */
export async function settleLoyaltyPoints(
  tx: Database,
  order: { id: number; customerId: number | null; loyaltyDiscount: number },
  /** The discount the processor has just written and the points it uses (at the rule's point value). */
  discount: number,
  points: number,
): Promise<void> {
  if (discount === 0) return;
  if (discount !== order.loyaltyDiscount) {
    throw violation(
      'loyaltyPoints',
      'Your loyalty points discount has changed: check your order again.',
      'loyalty_points',
    );
  }
  await spendLoyaltyPoints(tx, {
    customerId: order.customerId,
    points,
  });
}
