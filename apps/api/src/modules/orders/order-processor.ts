import { LOYALTY_POINT_VALUE_MINOR } from '@shop/contracts';
import { VAT_RATE_PERCENT } from '@shop/contracts/constants';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orderPromotions, orders, payments, shipments, shippingMethods } from '../../db/schema/index.ts';
import { isLineAvailable, loadCartLines, promotableItemsTotal, type CartLine } from './cart-lines.ts';
import { applyCartPromotions, findUsableCoupon } from './cart-promotions.ts';
import { shippingCost } from './checkout-methods.ts';
import { dropUnearnedGifts } from './gift-products.ts';
import { findRedeemableGiftCard } from './gift-cards.ts';

/** VAT included in a gross amount (minor units, rounded half up). */
export function includedTax(gross: number, ratePercent = VAT_RATE_PERCENT): number {
  return Math.round((gross * ratePercent) / (100 + ratePercent));
}

/**
 * What redeemed loyalty points pay (docs/adr/0025): 10 cents a point, in whole points, at most what is
 * left to pay after the gift card.
 */
export function loyaltyDiscountFor(points: number, payable: number): number {
  const usable = Math.min(points, Math.floor(Math.max(0, payable) / LOYALTY_POINT_VALUE_MINOR));
  return usable * LOYALTY_POINT_VALUE_MINOR;
}

export interface PricedLine {
  id: number;
  unitPrice: number;
  originalUnitPrice: number | null;
  total: number;
}

/**
 * A cart line at the channel's current price: a line that cannot be bought now (disabled, no price, not
 * enough stock) keeps its last unit price for display and counts 0 towards the totals.
 */
export function priceLine(line: CartLine): PricedLine {
  if (line.kind === 'gift_card' && line.giftCardSum !== null) {
    return {
      id: line.id,
      unitPrice: line.giftCardSum,
      originalUnitPrice: null,
      total: line.giftCardSum * line.quantity,
    };
  }
  if (line.kind === 'gift') {
    // A chosen gift is free; its catalogue price shows crossed out.
    return { id: line.id, unitPrice: 0, originalUnitPrice: line.price ?? line.originalUnitPrice, total: 0 };
  }
  const unitPrice = line.price ?? line.unitPrice;
  const original = line.price === null ? line.originalUnitPrice : line.originalPrice;
  return {
    id: line.id,
    unitPrice,
    originalUnitPrice: original !== null && original > unitPrice ? original : null,
    total: isLineAvailable(line) ? unitPrice * line.quantity : 0,
  };
}

/**
 * Sylius's order processor for a cart: re-prices every line from the channel's prices and stock, prices
 * the chosen delivery (free from its threshold, nothing for an empty cart), applies the cart promotions
 * and writes the order's totals and the amount its payment is for. Runs in the caller's transaction after every cart or checkout change.
 */
export async function recalculateCart(db: Database, orderId: number, channelId: number): Promise<void> {
  const cartLines = await loadCartLines(db, orderId, channelId);
  const lines = cartLines.map(priceLine);
  const totalsByLine = new Map(lines.map((line) => [line.id, line.total]));
  const promotable = promotableItemsTotal(
    cartLines.map((line) => ({ kind: line.kind, total: totalsByLine.get(line.id) ?? 0 })),
  );
  if (lines.length > 0) {
    const values = sql.join(
      lines.map(
        (line) =>
          sql`(${line.id}::int, ${line.unitPrice}::int, ${line.originalUnitPrice}::int, ${line.total}::int)`,
      ),
      sql`, `,
    );
    await db.execute(sql`UPDATE order_items SET unit_price = priced.unit_price,
        original_unit_price = priced.original_unit_price, total = priced.total
      FROM (VALUES ${values}) AS priced(id, unit_price, original_unit_price, total)
      WHERE order_items.id = priced.id`);
  }
  const itemsTotal = lines.reduce((sum, line) => sum + line.total, 0);
  const [shipment] = await db
    .select({ id: shipments.id, price: shippingMethods.price, freeAbove: shippingMethods.freeAbove })
    .from(shipments)
    .leftJoin(shippingMethods, eq(shippingMethods.id, shipments.methodId))
    .where(eq(shipments.orderId, orderId));
  const shippingTotal =
    shipment?.price == null || itemsTotal === 0
      ? 0
      : shippingCost({ price: shipment.price, freeAbove: shipment.freeAbove }, itemsTotal);

  // Cart promotions: the automatic ones and the coupon's; a coupon that no longer applies is dropped.
  const [order] = await db
    .select({
      couponCode: orders.couponCode,
      giftCardCode: orders.giftCardCode,
      loyaltyPoints: orders.loyaltyPoints,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const now = new Date();
  let couponCode = order?.couponCode ?? null;
  const coupon = couponCode ? await findUsableCoupon(db, couponCode, now) : null;
  const applied = await applyCartPromotions(db, {
    channelId,
    itemsTotal: promotable,
    shippingTotal,
    productIds: [
      ...new Set(
        cartLines
          .filter((line) => line.kind === 'product' && isLineAvailable(line))
          .map((line) => line.productId),
      ),
    ],
    now,
    couponPromotionId: coupon?.promotionId ?? null,
  });
  if (coupon && !applied.some((promotion) => promotion.promotionId === coupon.promotionId)) couponCode = null;
  if (!coupon) couponCode = null;
  await db.delete(orderPromotions).where(eq(orderPromotions.orderId, orderId));
  if (applied.length > 0) {
    await db.insert(orderPromotions).values(
      applied.map(({ promotionId, itemsDiscount, shippingDiscount }) => ({
        orderId,
        promotionId,
        itemsDiscount,
        shippingDiscount,
      })),
    );
  }
  await dropUnearnedGifts(db, cartLines, applied);
  const promotionTotal = applied.reduce((sum, promotion) => sum + promotion.itemsDiscount, 0);
  const shippingPromotionTotal = applied.reduce((sum, promotion) => sum + promotion.shippingDiscount, 0);

  if (shipment) {
    await db
      .update(shipments)
      .set({ amount: shippingTotal - shippingPromotionTotal })
      .where(eq(shipments.id, shipment.id));
  }
  const total = itemsTotal - promotionTotal + shippingTotal - shippingPromotionTotal;
  const giftCard = order?.giftCardCode
    ? await findRedeemableGiftCard(db, { code: order.giftCardCode, channelId, now })
    : null;
  const giftCardTotal = giftCard ? Math.min(giftCard.balance, total) : 0;
  const loyaltyDiscount = loyaltyDiscountFor(order?.loyaltyPoints ?? 0, total - giftCardTotal);
  // VAT is in what the goods and delivery cost after discounts; gift cards bought carry none.
  const giftCardsBought = itemsTotal - promotable;
  await db
    .update(payments)
    .set({ amount: total - giftCardTotal - loyaltyDiscount })
    .where(eq(payments.orderId, orderId));
  await db
    .update(orders)
    .set({
      itemsTotal,
      shippingTotal,
      promotionTotal,
      shippingPromotionTotal,
      couponCode,
      giftCardCode: giftCard ? order?.giftCardCode : null,
      giftCardTotal,
      loyaltyDiscount,
      total,
      taxTotal: includedTax(total - giftCardsBought),
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
}
