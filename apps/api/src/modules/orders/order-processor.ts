import { VAT_RATE_PERCENT } from '@shop/contracts/constants';
import { and, eq, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orderPromotions, orders, payments, shipments } from '../../db/schema/index.ts';
import { queryRows, toNullableNumber, toNumber } from '../search/sql-rows.ts';
import { isLineAvailable, loadCartLines, promotableItemsTotal, type CartLine } from './cart-lines.ts';
import {
  applyCartPromotions,
  findUsableCoupon,
  promotionLinesOf,
  type PromotionRow,
} from './cart-promotions.ts';
import { channelPointValue } from '../loyalty/loyalty-service.ts';
import { shippingCost } from './checkout-methods.ts';
import { dropUnearnedGifts } from './gift-products.ts';
import { findRedeemableGiftCard } from './gift-cards.ts';

/** VAT included in a gross amount (minor units, rounded half up). */
export function includedTax(gross: number, ratePercent = VAT_RATE_PERCENT): number {
  return Math.round((gross * ratePercent) / (100 + ratePercent));
}

/**
 * What redeemed loyalty points pay (docs/adr/0025, 0062): the rule's value a point (minor units), in whole
 * points, at most what is left to pay after the gift card.
 */
export function loyaltyDiscountFor(points: number, payable: number, pointValue: number): number {
  if (pointValue <= 0) return 0;
  const usable = Math.min(points, Math.floor(Math.max(0, payable) / pointValue));
  return usable * pointValue;
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

interface StoredPromotion {
  promotionId: number;
  itemsDiscount: number;
  shippingDiscount: number;
}

/** What the processor needs of the order besides its lines, as it is stored now. */
interface OrderFacts {
  couponCode: string | null;
  customerId: number | null;
  email: string | null;
  giftCardCode: string | null;
  loyaltyPoints: number;
  shipmentId: number | null;
  shipmentAmount: number | null;
  methodPrice: number | null;
  methodFreeAbove: number | null;
  paymentAmount: number | null;
  promotions: StoredPromotion[];
  promotionRows: PromotionRow[];
}

interface PromotionJson extends Omit<PromotionRow, 'startsAt' | 'endsAt'> {
  startsAt: string | null;
  endsAt: string | null;
}

/**
 * One statement for everything the processor reads besides the lines: the order's coupon, gift card and
 * points, its shipment with the chosen method's price, its payment's amount, the promotions it has now and
 * the channel's enabled cart promotions.
 */
async function loadOrderFacts(db: Database, orderId: number, channelId: number): Promise<OrderFacts> {
  const [row] = await queryRows<{
    couponCode: string | null;
    customerId: unknown;
    email: string | null;
    giftCardCode: string | null;
    loyaltyPoints: unknown;
    shipmentId: unknown;
    shipmentAmount: unknown;
    methodPrice: unknown;
    methodFreeAbove: unknown;
    paymentAmount: unknown;
    promotions: StoredPromotion[] | null;
    promotionRows: PromotionJson[] | null;
  }>(
    db,
    sql`SELECT o.coupon_code AS "couponCode", o.customer_id AS "customerId", o.email,
        o.gift_card_code AS "giftCardCode",
        o.loyalty_points AS "loyaltyPoints",
        s.id AS "shipmentId", s.amount AS "shipmentAmount",
        m.price AS "methodPrice", m.free_above AS "methodFreeAbove",
        (SELECT p.amount FROM payments p WHERE p.order_id = o.id ORDER BY p.id LIMIT 1) AS "paymentAmount",
        (SELECT json_agg(json_build_object('promotionId', op.promotion_id,
            'itemsDiscount', op.items_discount, 'shippingDiscount', op.shipping_discount))
          FROM order_promotions op WHERE op.order_id = o.id) AS "promotions",
        (SELECT json_agg(json_build_object('id', cp.id, 'code', cp.code, 'priority', cp.priority,
            'exclusive', cp.exclusive, 'couponBased', cp.coupon_based, 'rules', cp.rules,
            'actions', cp.actions, 'startsAt', cp.starts_at, 'endsAt', cp.ends_at,
            'usageLimit', cp.usage_limit, 'used', cp.used))
          FROM cart_promotions cp
          JOIN cart_promotion_channels cpc ON cpc.promotion_id = cp.id AND cpc.channel_id = ${channelId}
          WHERE cp.enabled) AS "promotionRows"
      FROM orders o
      LEFT JOIN shipments s ON s.order_id = o.id
      LEFT JOIN shipping_methods m ON m.id = s.method_id
      WHERE o.id = ${orderId}
      LIMIT 1`,
  );
  if (!row) throw new Error(`Order ${orderId} vanished inside its transaction`);
  return {
    couponCode: row.couponCode,
    customerId: toNullableNumber(row.customerId),
    email: row.email,
    giftCardCode: row.giftCardCode,
    loyaltyPoints: toNumber(row.loyaltyPoints ?? 0),
    shipmentId: toNullableNumber(row.shipmentId),
    shipmentAmount: toNullableNumber(row.shipmentAmount),
    methodPrice: toNullableNumber(row.methodPrice),
    methodFreeAbove: toNullableNumber(row.methodFreeAbove),
    paymentAmount: toNullableNumber(row.paymentAmount),
    promotions: row.promotions ?? [],
    promotionRows: (row.promotionRows ?? []).map((promotion) => ({
      ...promotion,
      startsAt: promotion.startsAt === null ? null : new Date(promotion.startsAt),
      endsAt: promotion.endsAt === null ? null : new Date(promotion.endsAt),
    })),
  };
}

/** Order columns a step changes, written with the processor's totals in one statement. */
export type OrderChanges = Partial<Pick<typeof orders.$inferInsert, 'checkoutState' | 'email'>>;

export interface RecalculateOptions {
  /** The order's lines as the caller just read them, when nothing changed them since (saves a read). */
  lines?: CartLine[];
  /** Columns the step changes, written with the totals (saves an update). */
  orderChanges?: OrderChanges;
}

/** The order as the processor left it: what completion checks without reading it again. */
export interface RecalculatedCart {
  /** The lines with their new prices, without gifts the processor dropped. */
  lines: CartLine[];
  couponCode: string | null;
  appliedPromotionIds: number[];
  giftCardCode: string | null;
  giftCardTotal: number;
  loyaltyDiscount: number;
  loyaltyPointsUsed: number;
  total: number;
}

function samePromotions(stored: readonly StoredPromotion[], applied: readonly StoredPromotion[]): boolean {
  const key = (promotion: StoredPromotion) =>
    `${promotion.promotionId}:${promotion.itemsDiscount}:${promotion.shippingDiscount}`;
  const storedKeys = stored.map(key).sort();
  const appliedKeys = applied.map(key).sort();
  return storedKeys.length === appliedKeys.length && storedKeys.every((k, index) => k === appliedKeys[index]);
}

/**
 * The order's row with the processor's other writes (re-priced lines, the order's promotions, the shipment's
 * and the payment's amounts) as data-modifying CTEs of its UPDATE: one statement (docs/adr/0049). Each part
 * writes other rows, so their order within the statement does not matter.
 */
async function writeCart(db: Database, orderUpdate: SQLWrapper, writes: readonly SQL[]): Promise<void> {
  if (writes.length === 0) {
    await db.execute(orderUpdate.getSQL());
    return;
  }
  const parts = sql.join(
    writes.map((write, index) => sql`${sql.raw(`cart_write_${index}`)} AS (${write})`),
    sql`, `,
  );
  await db.execute(sql`WITH ${parts} ${orderUpdate.getSQL()}`);
}

/**
 * Sylius's order processor for a cart: re-prices every line from the channel's prices and stock, prices
 * the chosen delivery (free from its threshold, nothing for an empty cart), applies the cart promotions
 * and writes the order's totals and the amount its payment is for. Runs in the caller's transaction after
 * every cart or checkout change. Two reads (the lines, then the order's facts with the channel's promotions)
 * and one write (writeCart): lines, promotions, shipment and payment are written only where they changed,
 * with the order's totals (docs/adr/0049).
 */
export async function recalculateCart(
  db: Database,
  orderId: number,
  channelId: number,
  options: RecalculateOptions = {},
): Promise<RecalculatedCart> {
  const [cartLines, order] = await Promise.all([
    options.lines ?? loadCartLines(db, orderId, channelId),
    loadOrderFacts(db, orderId, channelId),
  ]);
  const lines = cartLines.map(priceLine);
  const totalsByLine = new Map(lines.map((line) => [line.id, line.total]));
  const promotable = promotableItemsTotal(
    cartLines.map((line) => ({ kind: line.kind, total: totalsByLine.get(line.id) ?? 0 })),
  );
  const changedLines = lines.filter((line, index) => {
    const stored = cartLines[index];
    return (
      !stored ||
      stored.unitPrice !== line.unitPrice ||
      stored.originalUnitPrice !== line.originalUnitPrice ||
      stored.total !== line.total
    );
  });
  // What changed besides the order's row is written with it, in one statement (writeCart).
  const writes: SQL[] = [];
  if (changedLines.length > 0) {
    const values = sql.join(
      changedLines.map(
        (line) =>
          sql`(${line.id}::int, ${line.unitPrice}::int, ${line.originalUnitPrice}::int, ${line.total}::int)`,
      ),
      sql`, `,
    );
    writes.push(sql`UPDATE order_items SET unit_price = priced.unit_price,
        original_unit_price = priced.original_unit_price, total = priced.total
      FROM (VALUES ${values}) AS priced(id, unit_price, original_unit_price, total)
      WHERE order_items.id = priced.id`);
  }
  const itemsTotal = lines.reduce((sum, line) => sum + line.total, 0);
  const shippingTotal =
    order.methodPrice === null || itemsTotal === 0
      ? 0
      : shippingCost({ price: order.methodPrice, freeAbove: order.methodFreeAbove }, itemsTotal);

  // Cart promotions: the automatic ones and the coupon's; a coupon that no longer applies is dropped.
  const now = new Date();
  let couponCode = order.couponCode;
  const coupon = couponCode ? await findUsableCoupon(db, couponCode, now) : null;
  const applied = await applyCartPromotions(db, {
    channelId,
    itemsTotal: promotable,
    shippingTotal,
    lines: promotionLinesOf(cartLines, (line) => totalsByLine.get(line.id) ?? 0),
    // The address step writes the email with the totals: price for the email it sets.
    customer: { customerId: order.customerId, email: options.orderChanges?.email ?? order.email },
    orderId,
    now,
    couponPromotionId: coupon?.promotionId ?? null,
    promotionRows: order.promotionRows,
  });
  if (coupon && !applied.some((promotion) => promotion.promotionId === coupon.promotionId)) couponCode = null;
  if (!coupon) couponCode = null;
  if (!samePromotions(order.promotions, applied)) {
    // The promotions it no longer gets go, the others are written (one statement's parts touch each row
    // once: the removed and the kept ones are apart).
    const appliedIds = applied.map((promotion) => promotion.promotionId);
    writes.push(
      db
        .delete(orderPromotions)
        .where(
          and(
            eq(orderPromotions.orderId, orderId),
            appliedIds.length > 0 ? notInArray(orderPromotions.promotionId, appliedIds) : undefined,
          ),
        )
        .getSQL(),
    );
    if (applied.length > 0) {
      writes.push(
        db
          .insert(orderPromotions)
          .values(
            applied.map(({ promotionId, itemsDiscount, shippingDiscount }) => ({
              orderId,
              promotionId,
              itemsDiscount,
              shippingDiscount,
            })),
          )
          .onConflictDoUpdate({
            target: [orderPromotions.orderId, orderPromotions.promotionId],
            set: {
              itemsDiscount: sql`excluded.items_discount`,
              shippingDiscount: sql`excluded.shipping_discount`,
            },
          })
          .getSQL(),
      );
    }
  }
  const droppedGiftIds = await dropUnearnedGifts(db, cartLines, applied);
  const promotionTotal = applied.reduce((sum, promotion) => sum + promotion.itemsDiscount, 0);
  const shippingPromotionTotal = applied.reduce((sum, promotion) => sum + promotion.shippingDiscount, 0);

  const shipmentAmount = shippingTotal - shippingPromotionTotal;
  if (order.shipmentId !== null && order.shipmentAmount !== shipmentAmount) {
    writes.push(
      db.update(shipments).set({ amount: shipmentAmount }).where(eq(shipments.id, order.shipmentId)).getSQL(),
    );
  }
  const total = itemsTotal - promotionTotal + shippingTotal - shippingPromotionTotal;
  const giftCard = order.giftCardCode
    ? await findRedeemableGiftCard(db, { code: order.giftCardCode, channelId, now })
    : null;
  const giftCardTotal = giftCard ? Math.min(giftCard.balance, total) : 0;
  // The channel's rule is read only for an order that redeems points (no extra statement otherwise).
  const pointValue = order.loyaltyPoints > 0 ? await channelPointValue(db, channelId) : 0;
  const loyaltyDiscount = loyaltyDiscountFor(order.loyaltyPoints, total - giftCardTotal, pointValue);
  // VAT is in what the goods and delivery cost after discounts; gift cards bought carry none.
  const giftCardsBought = itemsTotal - promotable;
  const paymentAmount = total - giftCardTotal - loyaltyDiscount;
  if (order.paymentAmount !== null && order.paymentAmount !== paymentAmount) {
    writes.push(
      db.update(payments).set({ amount: paymentAmount }).where(eq(payments.orderId, orderId)).getSQL(),
    );
  }
  const orderUpdate = db
    .update(orders)
    .set({
      ...options.orderChanges,
      itemsTotal,
      shippingTotal,
      promotionTotal,
      shippingPromotionTotal,
      couponCode,
      giftCardCode: giftCard ? order.giftCardCode : null,
      giftCardTotal,
      loyaltyDiscount,
      total,
      taxTotal: includedTax(total - giftCardsBought),
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
  await writeCart(db, orderUpdate, writes);
  const dropped = new Set(droppedGiftIds);
  const priced = new Map(lines.map((line) => [line.id, line]));
  return {
    lines: cartLines
      .filter((line) => !dropped.has(line.id))
      .map((line) => ({ ...line, ...priced.get(line.id) })),
    couponCode,
    appliedPromotionIds: applied.map((promotion) => promotion.promotionId),
    giftCardCode: giftCard ? order.giftCardCode : null,
    giftCardTotal,
    loyaltyDiscount,
    /** The points the discount uses (they leave the member's balance when the order is placed). */
    loyaltyPointsUsed: pointValue > 0 ? loyaltyDiscount / pointValue : 0,
    total,
  };
}
